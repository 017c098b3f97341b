#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YoriKit

/// Everything yori reads from its surroundings, read once at start and passed on as values.
public struct AppEnvironment: Sendable {
    public var variables: [String: String]
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool

    /// The process's real environment.
    public static func live() -> AppEnvironment {
        var variables: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                variables[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            pointer += 1
        }
        return AppEnvironment(variables: variables, stdinIsTerminal: isatty(0) == 1,
                              stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1)
    }

    public subscript(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// Whether the terminal can edit a line (readline): not with `TERM=dumb` or no `TERM` at all.
    public var canEditLines: Bool {
        guard let term = self["TERM"] else { return false }
        return term != "dumb"
    }

    /// Colour only on a terminal, never with `NO_COLOR` (https://no-color.org) or `TERM=dumb`.
    public func colorAllowed(onTerminal isTerminal: Bool) -> Bool {
        isTerminal && self["NO_COLOR"] == nil && self["TERM"] != "dumb"
    }

    /// The language for messages that have no question to follow (`yori fridge`): `YORI_LANG`
    /// (ko or en), else the user's locale.
    public var localeLanguage: UserLanguage {
        if let chosen = self["YORI_LANG"].flatMap({ UserLanguage(rawValue: $0.lowercased()) }) { return chosen }
        let locale = self["LC_ALL"] ?? self["LC_MESSAGES"] ?? self["LANG"] ?? ""
        return locale.hasPrefix("ko") ? .ko : .en
    }

    /// The clock, honouring `YORI_TODAY=YYYY-MM-DD`.
    public func clock() throws(UsageError) -> Clock {
        if let fixed = self["YORI_TODAY"] {
            guard let day = LocalDay(iso: fixed) else {
                throw UsageError(ko: "YORI_TODAY는 YYYY-MM-DD 형식이어야 해요 (받은 값: \(fixed))",
                                 en: "YORI_TODAY must be YYYY-MM-DD (got \(fixed))")
            }
            return .fixed(day)
        }
        return Clock {
            var now = time(nil)
            var parts = tm()
            localtime_r(&now, &parts)
            return LocalDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
                ?? LocalDay(daysSinceEpoch: 0)
        }
    }
}

/// A problem with how yori was called, explained in both languages.
public struct UsageError: Error, Sendable {
    public let ko: String
    public let en: String

    public func message(_ language: UserLanguage) -> String { language.pick(ko, en) }
}
