/// The key under which a question is looked up again (the same-day answer cache).
///
/// Two ways of asking count as the same question when they differ only in case, spacing,
/// punctuation or Korean particles: `대파를 어떻게 보관해?` and `대파 어떻게 보관해` share a key.
public enum QuestionKey {
    /// Lowercase, Hangul composed, punctuation and spaces removed, particles stripped from
    /// each word (the parser's own stripping, so 계란말이 keeps its 이).
    public static func normalise(_ question: String) -> String {
        Tokenizer.tokens(Hangul.composed(question))
            .map { RequestParser.stripParticles($0).0 }
            .joined()
    }
}
