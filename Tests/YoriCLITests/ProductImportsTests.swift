import Foundation
import Testing

/// Product code loads FoundationEssentials only: full Foundation (and its 40 MB ICU) costs
/// every start. `import Foundation` is allowed only as the macOS fallback of
/// `#if canImport(FoundationEssentials)`. Test-only and bench targets are exempt.
@Suite struct ProductImportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let exempt: Set<String> = ["YoriTestSupport", "YoriBench", "YoriQuality"]

    /// `file:line` of each `import Foundation` outside that fallback, in `text`.
    static func offences(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var found: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("import Foundation") || line.hasPrefix("@_exported import Foundation") {
            guard !line.hasPrefix("import FoundationEssentials") else { continue }
            let fallback = index >= 3 && lines[index - 1] == "#else" && lines[index - 2] == "import FoundationEssentials"
                && lines[index - 3] == "#if canImport(FoundationEssentials)"
            if !fallback { found.append("\(file):\(index + 1)") }
        }
        return found
    }

    @Test func noProductTargetImportsFoundation() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !Self.exempt.contains($0) }
        var checked = 0, offences: [String] = []
        for target in targets {
            let folder = sources.appendingPathComponent(target)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                offences += Self.offences(in: text, file: target + "/" + path)
                checked += 1
            }
        }
        #expect(checked > 100)
        #expect(offences.isEmpty, "import Foundation in product code: \(offences)")
    }

    @Test(arguments: [
        ("import ArgumentParser\nimport Foundation\n", 1),
        ("#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n", 0),
        ("import FoundationEssentials\n", 0),
        ("#if os(Linux)\nimport Glibc\n#else\nimport Foundation\n#endif\n", 1),
    ])
    func theCheckTellsTheFallbackFromARealImport(_ text: String, _ expected: Int) {
        #expect(Self.offences(in: text, file: "x").count == expected)
    }
}
