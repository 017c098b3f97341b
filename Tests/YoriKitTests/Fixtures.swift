import Foundation

/// Test data files: yori's own fixtures, and the public data in `../shared/data` when present.
enum Fixtures {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A COOKRCP01 fixture written for yori's tests (`Tests/Fixtures/cookrcp01`).
    static func cookRcp(_ name: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/cookrcp01/\(name)"))
    }

    /// The real 2021 COOKRCP01 response, read from `../shared/data` (never copied into the repo);
    /// `YORI_SHARED_DATA` names another copy of that folder (a worktree beside the checkout).
    static let sharedCookRcp = (ProcessInfo.processInfo.environment["YORI_SHARED_DATA"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/data"))
        .appendingPathComponent("cookrcp01/COOKRCP01_1318_2021.json")

    /// Whether the shared data is here; tests that need it are skipped otherwise.
    static var hasSharedCookRcp: Bool { FileManager.default.isReadableFile(atPath: sharedCookRcp.path) }
}
