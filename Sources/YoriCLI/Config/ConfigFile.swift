import YoriKit
/// yori's config file: flat `key = value` lines of TOML 1.0, read exactly by `TOMLReader`
/// (strings, integers, floats, booleans, comments; quoted keys). Kept in-house rather than
/// TOMLKit: eight flat keys do not justify a C++ parser in every start-up, and errors must
/// name the line.
struct ConfigFile: Equatable {
    enum Value: Equatable {
        case string(String)
        case integer(Int)
        case float(Double)
        case bool(Bool)

        var text: String {
            switch self {
            case .string(let s): s
            case .integer(let i): String(i)
            case .float(let d): String(d)
            case .bool(let b): b ? "true" : "false"
            }
        }
    }

    /// Values by key, with the line each came from.
    private(set) var values: [String: (value: Value, line: Int)] = [:]
    private(set) var lines: [String]
    /// The lines each key's value spans (more than one for a multi-line string).
    private var spans: [String: ClosedRange<Int>] = [:]

    static let keys: Set<String> = [
        "endpoint", "model", "api_key", "timeout_ms", "connect_timeout_ms", "daily_limit", "temperature",
        "foodsafety_key", "api_key_cmd",
    ]

    static func == (a: ConfigFile, b: ConfigFile) -> Bool { a.lines == b.lines }

    init(text: String) throws(ConfigError) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for entry in try TOMLReader.read(text) {
            let number = entry.lines.lowerBound
            guard entry.path.count == 1, let key = entry.path.first else {
                let dotted = entry.path.joined(separator: ".")
                throw ConfigError(line: number, problem: "dotted keys ('\(dotted)') are not used; write `key = value` lines",
                                  korean: "점으로 이은 키('\(dotted)')는 쓰지 않아요. `키 = 값` 줄로 적어 주세요")
            }
            guard Self.keys.contains(key) else { throw Self.unknownKey(key, line: number) }
            values[key] = (entry.value, number)
            spans[key] = entry.lines
        }
    }

    /// An unknown key, with the known one it most likely means (`dailylimit`, `base_url`).
    static func unknownKey(_ key: String, line: Int? = nil) -> ConfigError {
        let known = keys.sorted().joined(separator: ", ")
        guard let meant = closestKey(to: key) else {
            return ConfigError(line: line, problem: "unknown key '\(key)' (known: \(known))",
                               korean: "모르는 키예요: '\(key)' (쓸 수 있는 키: \(known))")
        }
        return ConfigError(line: line, problem: "unknown key '\(key)': did you mean '\(meant)'? (known: \(known))",
                           korean: "모르는 키예요: '\(key)'. '\(meant)'를 말씀하신 건가요? (쓸 수 있는 키: \(known))")
    }

    /// Names other tools use for the same settings (OpenAI clients say `base_url`).
    static let aliases: [String: String] = [
        "base_url": "endpoint", "url": "endpoint", "api_base": "endpoint", "base": "endpoint", "host": "endpoint",
        "key": "api_key", "openai_api_key": "api_key", "token": "api_key", "limit": "daily_limit",
        "timeout": "timeout_ms", "model_name": "model", "connect_timeout": "connect_timeout_ms",
    ]

    /// The known key a mistyped one is closest to: case, `-` for `_`, another tool's name
    /// for it, or one or two letters off (three for the long keys); `nil` when none is near.
    static func closestKey(to typed: String) -> String? {
        let word = String(typed.lowercased().map { $0 == "-" ? "_" : $0 })
        if keys.contains(word) { return word }
        if let alias = aliases[word] { return alias }
        var best: (key: String, distance: Int)?
        for key in keys.sorted() {
            let distance = SubcommandTypo.editDistance(Array(word), Array(key))
            if best == nil || distance < best!.distance { best = (key, distance) }
        }
        guard let best else { return nil }
        let allowed = best.key.count >= 10 ? 3 : 2
        return best.distance <= allowed && best.distance < word.count ? best.key : nil
    }

    /// `text` with `key` set to `value` line by line, for a file that does not parse: the
    /// key's own line is replaced (a broken value is what `config set` is there to fix) and
    /// any repeat of it dropped, or the line appended. Other lines are kept as they are.
    static func setting(_ key: String, _ value: Value, inText text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var out: [String] = []
        var replaced = false
        for raw in lines {
            let line = stripComment(raw).trimmed
            if let eq = line.firstIndex(of: "="), String(line[..<eq]).trimmed == key {
                if !replaced { out.append("\(key) = \(render(value))") }
                replaced = true
            } else {
                out.append(raw)
            }
        }
        if !replaced { out.append("\(key) = \(render(value))") }
        return out.joined(separator: "\n") + "\n"
    }

    func value(_ key: String) -> Value? { values[key]?.value }
    func line(of key: String) -> Int? { values[key]?.line }

    /// The file with `key` set to `value` (replacing its line, or appended), comments kept.
    func setting(_ key: String, _ value: Value) -> String {
        let rendered = "\(key) = \(Self.render(value))"
        var out = lines
        if let span = spans[key] {
            out.replaceSubrange((span.lowerBound - 1)..<min(span.upperBound, out.count), with: [rendered])
        } else {
            out.append(rendered)
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func render(_ value: Value) -> String {
        switch value {
        case .string(let s):
            var out = "\""
            for ch in s.unicodeScalars {
                switch ch {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default:
                    if TOMLReader.isControl(ch) { out += "\\u" + TOMLReader.hex(ch) } else { out.unicodeScalars.append(ch) }
                }
            }
            return out + "\""
        default:
            return value.text
        }
    }

    /// A line without its `#` comment (a `#` inside quotes is kept).
    private static func stripComment(_ line: String) -> String {
        var inString: Character?
        var out = ""
        for ch in line {
            if let quote = inString {
                if ch == quote { inString = nil }
            } else if ch == "\"" || ch == "'" {
                inString = ch
            } else if ch == "#" {
                break
            }
            out.append(ch)
        }
        return out
    }
}

/// A config file problem, naming the line.
struct ConfigError: Error, Equatable {
    let line: Int?
    let problem: String
    /// The problem in Korean (`problem` is the English).
    let korean: String
    var path: String?

    init(line: Int?, problem: String, korean: String? = nil, path: String? = nil) {
        self.line = line
        self.problem = problem
        self.korean = korean ?? problem
        self.path = path
    }

    /// The `path` of a problem with an environment variable (the message names the variable).
    static let environment = "environment"

    /// The problem is with an environment variable, not the file.
    var isEnvironment: Bool { path == Self.environment }

    /// `/home/me/.config/yori/config.toml:3: daily_limit must be …` (the file and line), or
    /// the problem alone for an environment variable (it names the variable itself).
    var message: String { message(.en) }

    func message(_ language: UserLanguage) -> String {
        let text = language.pick(korean, problem)
        if isEnvironment { return text }
        var where_ = path ?? "config"
        if let line { where_ += ":\(line)" }
        return "\(where_): \(text)"
    }
}

extension String {
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
