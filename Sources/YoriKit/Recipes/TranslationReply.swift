/// The model's translation of a recipe's steps (and tip), read back from its reply: exactly
/// one numbered line per step, in order, a `Tip:` line when the recipe has a tip and a
/// `Low-sodium tip:` line when it has one of those. Anything
/// less is refused, so a partial translation is never stored.
public struct TranslationReply: Sendable, Equatable {
    public let steps: [String]
    public let tip: String?
    /// The low-sodium tip (COOKRCP01 `RCP_NA_TIP`), from a `Low-sodium tip:` line.
    public var lowSodiumTip: String?

    /// Why a reply is not a whole translation.
    public enum Problem: Error, Sendable, Equatable {
        /// The reply numbered `found` steps; the recipe has `expected`.
        case stepCount(expected: Int, found: Int)
        /// The recipe has a tip (or a low-sodium tip) and the reply has none.
        case missingTip
        /// A line is still (partly) in Korean.
        case stillKorean(step: Int?)

        public func message(_ language: UserLanguage) -> String {
            switch self {
            case .stepCount(let expected, let found):
                language.pick("번역이 완전하지 않았어요 (단계 \(expected)개 중 \(found)개)",
                              "the translation was incomplete (\(found) of \(EnglishGrammar.count(expected, "step")))")
            case .missingTip:
                language.pick("번역에 팁이 빠졌어요", "the translation left out the tip")
            case .stillKorean(let step):
                step.map { language.pick("번역의 \($0)단계에 한국어가 남아 있어요", "step \($0) of the translation was still in Korean") }
                    ?? language.pick("번역된 팁에 한국어가 남아 있어요", "the translated tip was still in Korean")
            }
        }
    }

    /// Reads `text` as the translation of `stepCount` steps (and a tip when `hasTip`).
    public static func parse(_ text: String, stepCount: Int, hasTip: Bool,
                             hasLowSodiumTip: Bool = false) throws(Problem) -> TranslationReply {
        var steps: [String] = []
        var tip: String?
        var lowSodium: String?
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            if let rest = Self.labelled(line, "low-sodium tip:") {
                lowSodium = rest
                continue
            }
            if let rest = Self.labelled(line, "tip:") {
                tip = rest
                continue
            }
            let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty, digits.count <= 4, let number = Int(digits) else { continue }
            var rest = line.dropFirst(digits.count)
            guard let mark = rest.first, mark == "." || mark == ")" else { continue }
            rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            // Numbered 1, 2, 3 … in order; a second list (or a stray number) makes the count wrong.
            if number == steps.count + 1, !rest.isEmpty { steps.append(Self.trimmed(rest)) } else { steps.append("") }
        }
        let whole = steps.filter { !$0.isEmpty }
        guard steps.count == stepCount, whole.count == stepCount else {
            throw .stepCount(expected: stepCount, found: whole.count)
        }
        if let index = steps.firstIndex(where: Hangul.containsHangul) { throw .stillKorean(step: index + 1) }
        for (wanted, text) in [(hasTip, tip), (hasLowSodiumTip, lowSodium)] where wanted {
            guard let text, !text.isEmpty else { throw .missingTip }
            if Hangul.containsHangul(text) { throw .stillKorean(step: nil) }
        }
        var reply = TranslationReply(steps: steps, tip: hasTip ? tip : nil)
        reply.lowSodiumTip = hasLowSodiumTip ? lowSodium : nil
        return reply
    }

    /// The text after `label` (`tip:`, any case) at the start of `line`, or `nil`.
    static func labelled(_ line: Substring, _ label: String) -> String? {
        guard line.count >= label.count, line.prefix(label.count).lowercased() == label else { return nil }
        return trimmed(line.dropFirst(label.count))
    }

    static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
