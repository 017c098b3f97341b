import Testing
@testable import YoriCLI

/// The prompt readline draws: every colour code wrapped in \u{1}…\u{2} (readline then counts
/// none of it as columns), and what is left is the text, cleaned.
@Suite struct ReplPromptTests {
    /// `prompt` without what sits between \u{1} and \u{2}; `nil` when an escape is outside them.
    static func visible(_ prompt: String) -> String? {
        var out = "", hidden = false
        for scalar in prompt.unicodeScalars {
            switch scalar {
            case "\u{1}": hidden = true
            case "\u{2}": hidden = false
            case "\u{1B}" where !hidden: return nil
            default: if !hidden { out.unicodeScalars.append(scalar) }
            }
        }
        return hidden ? nil : out
    }

    @Test(arguments: ["yori> ", "yori 7/25> ", "요리 3/25> ", "yori\u{1B}[31m> "])
    func colourCodesAreWrappedAndTheTextIsClean(text: String) {
        for style in [Style.color, Style.plain] {
            let prompt = style.prompt(text)
            let shown = Self.visible(prompt)
            #expect(shown != nil, "\(prompt.debugDescription)")
            #expect(shown?.contains("\u{1B}") == false)
            #expect(shown?.hasSuffix("> ") == true)
        }
    }
}
