import Foundation
import Testing
@testable import YoriKit

/// The 80 real recipe pages of `../shared/data/recipe-pages/` (skipped when absent): the title,
/// every ingredient line and every step the reference scraper found must come through for at
/// least 90% of them, and every line's words must survive the split into name, amount and note.
@Suite(.enabled(if: RecipePagesFolder.exists, "needs ../shared/data/recipe-pages"))
struct SharedRecipePagesTests {
    static let folder = RecipePagesFolder.url

    struct Expected: Decodable {
        var title: String
        var ingredients: [String]?
        var instructions_list: [String]?
    }

    /// Lower-case letters and digits only, so spacing, punctuation and entity spelling do not count.
    static func plain(_ text: String) -> String {
        String(WebText.clean(text).lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            .map(Character.init))
    }

    /// The words of a text: lower-cased runs of letters and digits.
    static func words(_ text: String) -> [String] {
        WebText.clean(text).lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Whether `found` represents `expected`: at least half of the words of the longer of the
    /// two are shared (`1 rote Zwiebel` for the page's `1 rote Zwiebel (klein)`, where the
    /// reference scraper read the site's HTML and yori its JSON-LD).
    static func represents(_ found: String, _ expected: String) -> Bool {
        let f = words(found), e = words(expected)
        guard !e.isEmpty else { return true }
        let shared = e.filter(Set(f).contains).count
        return Double(shared) / Double(max(e.count, f.count)) >= 0.5
    }

    /// What is missing from one page, empty when everything came through; `exact` compares
    /// lines and title letter for letter instead of by content.
    static func missing(page: URL, expected: Expected, importer: WebRecipeImporter, exact: Bool) -> [String] {
        guard let html = try? String(contentsOf: page, encoding: .utf8) else { return ["cannot read page"] }
        let found: SchemaOrgRecipe
        do { found = try SchemaOrgExtractor.recipe(html: html) } catch { return ["no recipe: \(error)"] }
        var problems: [String] = []
        let titleWords = Set(words(found.name)), expectedWords = Set(words(expected.title))
        let sameTitle = exact ? plain(found.name) == plain(expected.title)
            : plain(found.name) == plain(expected.title) || (!expectedWords.isEmpty && expectedWords.isSubset(of: titleWords))
        if !sameTitle { problems.append("title \(found.name) ≠ \(expected.title)") }
        let lines = Set(found.ingredientLines.map(plain))
        for line in expected.ingredients ?? [] where !plain(line).isEmpty && !lines.contains(plain(line)) {
            if exact || !found.ingredientLines.contains(where: { represents($0, line) }) { problems.append("ingredient \(line)") }
        }
        let steps = found.steps.map(plain).joined()
        for step in expected.instructions_list ?? [] where !steps.contains(plain(step)) { problems.append("step \(step)") }
        // The split keeps every word of a line: name, amount and note together hold them all.
        let recipe = importer.recipe(from: found, sourceURL: nil)
        for (line, item) in zip(found.ingredientLines, recipe.ingredients) {
            let kept = plain(item.amount + " " + item.name + " " + (item.prep ?? ""))
            let lost = line.split(separator: " ").map { plain(String($0)) }.filter { !$0.isEmpty && !kept.contains($0) }
            if !lost.isEmpty { problems.append("split lost \(lost) of \(line)") }
        }
        if recipe.ingredients.count != found.ingredientLines.count { problems.append("ingredient lines dropped") }
        return problems
    }

    @Test func ninetyPercentOfPagesComeThroughWhole() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count == 80)
        let importer = WebRecipeImporter(lexicon: try Builtin.lexicon())
        var passed = 0, exactlyPassed = 0
        var report: [String] = []
        for file in files {
            let page = Self.folder.appendingPathComponent(file)
            let expectedURL = Self.folder.appendingPathComponent(file.replacingOccurrences(of: ".html", with: ".expected.json"))
            let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: expectedURL))
            let problems = Self.missing(page: page, expected: expected, importer: importer, exact: false)
            if problems.isEmpty { passed += 1 } else { report.append("\(file): \(problems.prefix(3).joined(separator: " | "))") }
            if Self.missing(page: page, expected: expected, importer: importer, exact: true).isEmpty { exactlyPassed += 1 }
        }
        let rate = Double(passed) / Double(files.count)
        print("recipe pages: \(passed) of \(files.count) came through whole (\(Int((rate * 100).rounded()))%); "
              + "\(exactlyPassed) with every line and the title letter for letter")
        for line in report { print("  " + line) }
        #expect(rate >= 0.9, "\(report.joined(separator: "\n"))")
    }
}

/// Where the shared recipe pages are.
enum RecipePagesFolder {
    /// `../shared/data/recipe-pages` beside the repository, or `$YORI_SHARED_DATA/recipe-pages`
    /// (a worktree elsewhere).
    static let url = ProcessInfo.processInfo.environment["YORI_SHARED_DATA"].map {
        URL(fileURLWithPath: $0).appendingPathComponent("recipe-pages")
    } ?? Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/data/recipe-pages")
    static var exists: Bool { FileManager.default.fileExists(atPath: url.path) }
}
