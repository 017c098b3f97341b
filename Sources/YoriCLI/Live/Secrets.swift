import YoriLLM

/// Keeps keys and URL passwords out of what yori stores and shows.
enum Secrets {
    /// Values shorter than this are not treated as keys (they would mask ordinary words).
    static let shortest = 6

    /// `text` with every secret replaced by `***`, and the user-info of every http(s) URL too.
    static func masked(_ text: String, secrets: [String]) -> String {
        var out = text
        for secret in Set(secrets) where secret.count >= shortest && out.contains(secret) {
            out = out.split(separator: secret, omittingEmptySubsequences: false).joined(separator: "***")
        }
        return LLMConfig.maskingCredentials(out)
    }
}
