import Testing
@testable import YoriKit

/// Chat writing read as the words it stands for: a chat spelling glued to the rest of a word
/// (`어케만들어`), letters of chat before a word (`ㅈㄴ피곤`), `ㄱㄱ` and `머해먹지`.
@Suite struct ChatSpellingTests {
    func texts(_ line: String) -> [String] { Tokenizer.words(line).map(\.text) }

    @Test func aChatSpellingGluedToTheRestIsTwoWords() {
        #expect(texts("제육볶음 어케만들어") == ["제육볶음", "어떻게", "만들어"])
        #expect(texts("참치마요덮밥 어케해") == ["참치마요덮밥", "어떻게", "해"])
        // One letter is too short to be read at the start of a word: 머리, 머핀.
        #expect(texts("머핀 레시피") == ["머핀", "레시피"])
    }

    @Test func lettersOfChatBeforeAWordAreDropped() {
        #expect(Tokenizer.withoutLeadingJamo("ㅈㄴ피곤") == "피곤")
        #expect(Tokenizer.withoutLeadingJamo("ㅋㅋ맛있겠다") == "맛있겠다")
        // A 초성 search is letters only, and stays.
        #expect(Tokenizer.withoutLeadingJamo("ㄷㅈㅉㄱ") == "ㄷㅈㅉㄱ")
        #expect(Tokenizer.withoutLeadingJamo("두부") == "두부")
    }

    @Test func chatLinesAreRead() {
        let parser = RequestParser(lexicon: try! Builtin.lexicon())
        let today = LocalDay(iso: "2026-11-22")!
        #expect(parser.parse("냉털 ㄱㄱ", today: today).command == .recommend(ingredients: [], filter: MatchFilter()))
        #expect(parser.parse("ㅈㄴ피곤 뭐해먹지", today: today).command.intent == "recommend")
        guard case .show(.name(let name)?, _) = parser.parse("어묵볶음 ㄱㄱ", today: today).command else {
            Issue.record("어묵볶음 ㄱㄱ is no show"); return
        }
        #expect(name == "어묵볶음")
    }
}
