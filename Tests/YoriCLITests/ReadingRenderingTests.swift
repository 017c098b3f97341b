import Testing
@testable import YoriCLI
@testable import YoriKit

/// What the model understood, in words: one line per command the reader takes, in Korean
/// and in English (no stray Hangul in English, names as the lexicon gives them in English).
@Suite struct ReadingRenderingTests {
    let lexicon = try! Builtin.lexicon()
    var renderer: AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }
    var reader: CommandReader { CommandReader(lexicon: lexicon, today: LocalDay(iso: "2026-11-22")!) }

    @Test(arguments: [
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":4,"unit":"개"},{"ingredient":"배","quantity":2}]}"#,
         "냉장고에 사과 4개, 배 2개 추가", "add 4 apples and 2 pears to the fridge"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"대파","storage":"freezer"}]}"#, "냉동실에 대파 추가",
         "add green onion to the freezer"),
        (#"{"intent":"fridge_use","items":[{"ingredient":"계란","quantity":2}]}"#, "계란 2개 사용", "use 2 eggs"),
        (#"{"intent":"fridge_move","items":[{"ingredient":"두부"}],"storage":"freezer"}"#, "두부를 냉동실로 옮김",
         "move tofu to the freezer"),
        (#"{"intent":"recommend","ingredients":["두부","김치"]}"#, "두부, 김치로 만들 요리 추천", "recipes with tofu and kimchi"),
        (#"{"intent":"storage_tip","ingredients":["마늘"]}"#, "마늘 보관법", "how to store garlic"),
        (#"{"intent":"shop_add","items":[{"ingredient":"양파","quantity":2}]}"#, "장보기 목록에 양파 2개 추가",
         "add 2 onions to the shopping list"),
        (#"{"intent":"fridge_discard","expired":true}"#, "유통기한 지난 것 모두 버림", "throw away everything past its date"),
        (#"{"intent":"expiring","within_days":3}"#, "3일 안에 유통기한 끝나는 것 보기", "show what expires within 3 days"),
    ])
    func aCommandIsSaidInTheAnswersLanguage(json: String, korean: String, english: String) throws {
        let command = try reader.read(try #require(JSONValue.parse(json))).get()
        #expect(renderer.understood(command, .ko) == "AI가 이렇게 이해했어요: " + korean)
        #expect(renderer.understood(command, .en) == "The AI read this as: " + english)
    }

    @Test func everyIntentHasEnglishWordsWithoutHangul() throws {
        for intent in CommandReader.intents {
            let slots = ["recommend": #","ingredients":["두부"]"#, "search": #","query":"kimchi""#,
                         "fridge_add": #","items":[{"ingredient":"두부","quantity":1,"unit":"모"}]"#,
                         "fridge_use": #","items":[{"ingredient":"두부"}]"#, "fridge_discard": #","items":[{"ingredient":"두부"}]"#,
                         "fridge_move": #","items":[{"ingredient":"두부"}],"storage":"pantry""#,
                         "storage_tip": #","ingredients":["두부"]"#, "shop_add": #","items":[{"ingredient":"두부"}]"#,
                         "shop_done": #","ingredients":["두부"]"#, "shop_remove": #","ingredients":["두부"]"#][intent] ?? ""
            let command = try reader.read(try #require(JSONValue.parse(#"{"intent":"\#(intent)"\#(slots)}"#))).get()
            let english = renderer.words(command, .en)
            #expect(!english.unicodeScalars.contains(where: Hangul.isSyllable), "\(intent): \(english)")
            #expect(english != intent, "\(intent) has no words")
            #expect(renderer.words(command, .ko) != intent, "\(intent) has no Korean words")
        }
    }
}
