import Foundation
@testable import YoriCLI
import YoriKit

/// Collects what a fake effect was given, across the `@Sendable` closures.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func append(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
    var joined: String { all.joined() }
}

extension Clipboard {
    /// The test clipboard: records each text and reports `ways` as the ways it went out.
    static func capturing(_ recorder: Recorder, ways: [String] = ["OSC 52"]) -> Clipboard {
        Clipboard { text in
            recorder.append(text)
            return ways
        }
    }
}

extension Console {
    /// A console that keeps stdout and stderr for the test to read.
    static func capturing(out: Recorder, err: Recorder) -> Console {
        Console(write: { out.append($0) }, writeError: { err.append($0) })
    }
}

extension AppEnvironment {
    /// No terminal anywhere, a fixed day, no display servers.
    static func test(_ extra: [String: String] = [:]) -> AppEnvironment {
        AppEnvironment(variables: ["HOME": "/nonexistent", "YORI_TODAY": "2026-11-22", "PATH": "/usr/bin:/bin"]
                           .merging(extra) { $1 },
                       stdinIsTerminal: false, stdoutIsTerminal: false, stderrIsTerminal: false)
    }
}
