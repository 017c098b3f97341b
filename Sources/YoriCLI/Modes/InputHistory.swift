#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriKit

/// What the REPL keeps in its readline input history (`$XDG_STATE_HOME/yori/history`).
///
/// A line that sets a secret (`config set api_key sk-…`, `config set foodsafety_key …`), or
/// that contains a key yori knows, is never remembered: the file is plain text. Lines are
/// kept cleaned of escape sequences and control characters, as yori read them, so the file
/// never replays them into a terminal.
enum InputHistory {
    /// The settings whose values are secrets.
    static let secretKeys = ["api_key", "foodsafety_key", "api-key", "foodsafety-key", "apikey"]

    /// The line to remember for `line`, or `nil` when it must not be kept (blank, or a secret).
    /// - Parameter secrets: key values in force (config and environment); a line containing
    ///   one is not kept either.
    static func remembered(_ line: String, secrets: [String] = []) -> String? {
        let clean = TerminalSanitizer.clean(line).trimmed
        guard !clean.isEmpty, !isSecret(clean, secrets: secrets), !isSecret(line, secrets: secrets) else { return nil }
        return clean
    }

    /// Whether `line` sets a secret setting or contains a secret value.
    static func isSecret(_ line: String, secrets: [String]) -> Bool {
        let lower = line.lowercased()
        if secretKeys.contains(where: lower.contains) { return true }
        return secrets.contains { $0.count >= 6 && line.contains($0) }
    }

    /// Removes from the history file the lines `remembered` would not keep (written by an
    /// older yori, or before a key was set), and cleans the others. The file keeps mode 0600.
    static func scrub(file path: String, secrets: [String]) {
        guard let text = try? YoriConfig.readFile(path) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // readline's timestamp lines (`#1700000000`) stay with the line they belong to.
        let kept = lines.compactMap { line in line.hasPrefix("#") && Int(line.dropFirst()) != nil ? line : remembered(line, secrets: secrets) }
        guard kept != lines else { return }
        try? YoriConfig.writeFile(path, kept.map { $0 + "\n" }.joined())
    }
}
