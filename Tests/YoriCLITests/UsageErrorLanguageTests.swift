import Foundation
import Testing
@testable import YoriCLI
@testable import YoriKit

/// Usage errors in one language: ArgumentParser's English said in Korean for a Korean user,
/// and no Korean hint under an English error.
@Suite struct UsageErrorLanguageTests {
    @Test(arguments: [
        ("Error: Unknown option '--foo'. Did you mean '--db'?", "오류: 모르는 옵션이에요: '--foo'. 혹시 '--db'?"),
        ("Error: Missing value for '--limit <n>'", "오류: '--limit <n>'에 값이 필요해요"),
        ("Error: The value 'abc' is invalid for '--limit <n>'", "오류: 'abc'은(는) '--limit <n>'에 쓸 수 없는 값이에요"),
        ("Error: Unexpected argument 'zzz'", "오류: 예상하지 못한 인자예요: 'zzz'"),
        ("Error: Unknown option '--bogus'", "오류: 모르는 옵션이에요: '--bogus'."),
        ("Error: Missing expected argument '<name>'", "오류: 빠진 값이 있어요: '<name>'"),
        ("Error: a conversation name is 1 to 80 characters (대화 이름은 1~80자)", "오류: 대화 이름은 1~80자"),
        ("Error: something yori says 'x' about", "오류: 입력을 읽지 못했어요: 'x'"),
        ("Error: The value 'fr' is invalid for '--lang <lang>'. Please provide one of 'ko' and 'en'.",
         "오류: 'fr'은(는) '--lang <lang>'에 쓸 수 없는 값이에요 — 다음 중 하나를 쓰세요: 'ko', 'en'."),
    ])
    func koreanErrorsAreWhollyKorean(_ english: String, _ korean: String) {
        let text = UsageErrorText.text(english + "\n  See 'yori --help' for more information.", .ko)
        #expect(text == korean + "\n사용법을 확인하세요: yori --help")
    }

    @Test func englishErrorsLoseTheirKoreanGloss() {
        let text = UsageErrorText.text("Error: a conversation name is 1 to 80 characters (대화 이름은 1~80자)", .en)
        #expect(text == "Error: a conversation name is 1 to 80 characters")
        #expect(UsageErrorText.text("Error: Unknown option '--foo'.", .en) == "Error: Unknown option '--foo'.")
    }

    @Test func yorisOwnErrorsAreSaidInOneLanguage() {
        let both = "Error: " + UsageErrorText.both("--limit must be a positive number", "--limit은 1 이상이어야 해요")
        #expect(UsageErrorText.text(both, .en) == "Error: --limit must be a positive number")
        #expect(UsageErrorText.text(both + "\n  See 'yori --help' for more information.", .ko)
            == "오류: --limit은 1 이상이어야 해요\n사용법을 확인하세요: yori --help")
    }

    /// Every `ValidationError` yori throws carries both languages (`UsageErrorText.both`).
    @Test func everyValidationErrorHasBothLanguages() throws {
        let sources = MessageCatalogTests.root.appendingPathComponent("Sources/YoriCLI")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        var found = 0
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("ValidationError(") {
                found += 1
                #expect(line.contains("ValidationError(UsageErrorText.both("), "\(path): \(line)")
            }
        }
        #expect(found > 20)
    }

    @Test func theLanguageFollowsTheWordsThenTheLocale() {
        // Command names are not the user's words.
        #expect(UsageErrorText.language(of: ["search", "--limit", "0"], locale: .ko) == .ko)
        #expect(UsageErrorText.language(of: ["history", "clear"], locale: .ko) == .ko)
        #expect(UsageErrorText.language(of: ["search", "--limit", "0", "tofu"], locale: .ko) == .en)
        #expect(UsageErrorText.language(of: ["cook", "두부", "--foo"], locale: .en) == .ko)
        #expect(UsageErrorText.language(of: ["cook", "tofu", "--foo"], locale: .ko) == .en)
        #expect(UsageErrorText.language(of: ["--foo"], locale: .ko) == .ko)
        #expect(UsageErrorText.language(of: ["--foo", "--lang", "en"], locale: .ko) == .en)
        #expect(UsageErrorText.language(of: ["두부", "--lang", "en"], locale: .ko) == .en)
    }
}
