// swift-tools-version: 6.0
// yori — a conversational recipe assistant for the terminal.
import PackageDescription
#if os(Linux)
import Foundation
#endif

/// How a system library is linked: on Linux its static archive when the -dev package ships one
/// (Debian and Ubuntu do), so a start does not pay the dynamic loader for it (about a quarter of a
/// hello-world's start each for SQLite and readline; bench/run); else the shared library.
func systemLibrary(_ names: [String]) -> [LinkerSetting] {
    #if os(Linux)
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    let archives = names.map { name in folders.contains { FileManager.default.fileExists(atPath: "\($0)/lib\(name).a") } }
    if !archives.contains(false) { return names.map { .linkedLibrary(":lib\($0).a") } }
    #endif
    return [.linkedLibrary(names[0])]
}

let package = Package(
    name: "yori",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "yori", targets: ["yori"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Thin entry point: everything lives in the libraries below.
        .executableTarget(name: "yori", dependencies: ["YoriCLI"]),
        // Command tree, REPL loop, console rendering, live wiring of the effects.
        .target(
            name: "YoriCLI",
            dependencies: [
                "YoriKit", "YoriStore", "YoriLLM", "LineEditor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // In-process timings for bench/run (parse speed); not installed.
        .executableTarget(name: "YoriBench", dependencies: ["YoriKit", "YoriStore", "YoriQuality"], path: "Sources/YoriBench"),
        // The judged ranking set's scorer (hit@3, hit@5, MRR), for `YoriBench quality` and the tests; not installed.
        .target(name: "YoriQuality", dependencies: ["YoriKit", "YoriStore"], path: "Sources/YoriQuality"),
        // The pure domain: lexicon, language layer, matcher, recipes, dates, answers.
        .target(name: "YoriKit"),
        // SQLite storage over a small own wrapper of the system libsqlite3.
        .target(name: "YoriStore", dependencies: ["YoriKit", "CSQLite"], linkerSettings: systemLibrary(["sqlite3"])),
        // The LLM endpoint: OpenAI-compatible chat over libcurl, SSE decoding, prompt templates.
        .target(name: "YoriLLM", dependencies: ["YoriKit", "CCurl"]),
        // GNU readline for the REPL, and a plain reader for pipes.
        .target(name: "LineEditor", dependencies: ["CReadline"], linkerSettings: systemLibrary(["readline", "tinfo"])),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .testTarget(name: "YoriKitTests", dependencies: ["YoriKit"], exclude: ["Fixtures"]),
        .testTarget(name: "YoriStoreTests", dependencies: ["YoriStore", "YoriKit", "YoriQuality"], exclude: ["Fixtures"]),
        // A local OpenAI-compatible HTTP server for tests (not part of yori).
        .target(name: "YoriTestSupport", path: "Sources/YoriTestSupport"),
        .testTarget(name: "YoriLLMTests", dependencies: ["YoriLLM", "YoriKit", "YoriTestSupport"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
        .testTarget(name: "YoriCLITests", dependencies: ["YoriCLI", "YoriKit", "YoriStore", "yori", "YoriTestSupport"]),
    ]
)
