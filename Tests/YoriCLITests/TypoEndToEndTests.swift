import Foundation
import Testing

/// Foods typed wrong, through the real binary: the answer reads the food meant and says so
/// above it, in the user's language, and `--json` carries `read_as`; what is stored is the
/// food read, never the misspelling.
@Suite(.serialized) struct TypoEndToEndTests {
    let yori = BinaryRunner()

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aMisspelledFoodIsReadAndSaidSo() throws {
        let korean = try yori.run("게란이랑 대파 있는데 뭐해먹지")
        #expect(korean.status == 0, "\(korean.stderr)")
        #expect(korean.stdout.hasPrefix("'게란'은 '계란'으로 읽었어요.\n"), "\(korean.stdout)")
        #expect(korean.stdout.contains("계란·대파로 만들 수 있는 요리"))
        #expect(!korean.stdout.contains("모르는 재료"))
        let english = try yori.run("chiken and rice")
        #expect(english.stdout.hasPrefix("Read 'chiken' as chicken.\n"), "\(english.stdout)")
        let several = try yori.run("계란 대피 양퍄")
        #expect(several.stdout.hasPrefix("이렇게 읽었어요: 대피 → 대파, 양퍄 → 양파\n"), "\(several.stdout)")
        let together = try yori.run("--lang", "en", "대파계란")
        #expect(together.stdout.hasPrefix("Read '대파계란' as green onion and egg.\n"), "\(together.stdout)")
    }

    @Test func aStoredFoodIsTheOneRead() throws {
        let chat = try yori.run("게란 10개 샀어")
        #expect(chat.status == 0, "\(chat.stderr)")
        #expect(chat.stdout.hasPrefix("'게란'은 '계란'으로 읽었어요.\n계란 10개 →"), "\(chat.stdout)")
        let add = try yori.run("fridge", "add", "대피", "1단", "--json")
        let object = try json(add.stdout)
        let readAs = try #require(object["read_as"] as? [[String: Any]])
        #expect(readAs.first?["written"] as? String == "대피")
        #expect(readAs.first?["read"] as? [String] == ["대파"])
        let list = try json(try yori.run("fridge", "--json").stdout)
        let items = try #require(list["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["ingredient"] as? String }.sorted() == ["계란", "대파"])
    }

    @Test func wordsRightAsTypedAreNotRead() throws {
        let dish = try yori.run("parse", "--json", "두부김치")
        #expect(!dish.stdout.contains("read_as"), "\(dish.stdout)")
        let cook = try yori.run("cook", "용과")
        #expect(cook.stdout.contains("'용과'는 모르는 재료예요"))
        #expect(!cook.stdout.contains("읽었어요"))
    }
}
