import Testing
@testable import YoriKit

/// The fallback reader's schema and checks: what the model sends is read back into a
/// `Command` exactly as a parsed line would be, or refused with the first thing wrong.
@Suite struct CommandReaderTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!
    var reader: CommandReader { CommandReader(lexicon: lexicon, today: today) }

    func read(_ json: String) -> Result<Command, ReadingRefusal> {
        guard let value = JSONValue.parse(json) else { return .failure(.malformed("test JSON")) }
        return reader.read(value)
    }

    func item(_ canonical: String, word: String? = nil, _ quantity: Double? = nil, _ unit: String? = nil,
              expires: String? = nil, storage: StoragePlace? = nil) -> FridgeItemRequest {
        let word = word ?? canonical
        var request = FridgeItemRequest(ingredient: AskedIngredient(word: word, canonical: canonical,
                                                                    nameKind: lexicon.lookup(word)?.kind))
        request.quantity = quantity
        request.unit = unit
        request.expires = expires.flatMap(LocalDay.init(iso:))
        request.storage = storage
        return request
    }

    @Test(arguments: [
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":4,"unit":"개"},{"ingredient":"배","quantity":2}]}"#,
         "fridge_add 사과 4 개 | 배 2 -"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"apple","quantity":3,"unit":"pieces","storage":"freezer"}]}"#,
         "fridge_add 사과 3 개 freezer"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"우유","expires":"2026-11-30"}]}"#, "fridge_add 우유 - - 2026-11-30"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"두부","bought":"2026-11-20"}]}"#, "fridge_add 두부 - - bought 2026-11-20"),
        (#"{"intent":"fridge_add","items":[{"ingredient":"두부","bought":"2026-11-22"}]}"#, "fridge_add 두부 - -"),
        (#"{"intent":"fridge_use","items":[{"ingredient":"계란","quantity":2}]}"#, "fridge_use 계란 2 -"),
        (#"{"intent":"fridge_discard","expired":true}"#, "fridge_discard expired"),
        (#"{"intent":"fridge_move","items":[{"ingredient":"대파"}],"storage":"freezer"}"#, "fridge_move 대파 - - → freezer"),
        (#"{"intent":"recommend","ingredients":["두부","김치"],"kind":"국&찌개"}"#, "recommend 두부 김치 국&찌개"),
        (#"{"intent":"search","query":"김치찌개"}"#, "search 김치찌개"),
        (#"{"intent":"storage_tip","ingredients":["garlic"]}"#, "storage_tip 마늘"),
        (#"{"intent":"cooked","recipe":"계란말이","rating":4,"day":"2026-11-21"}"#, "cooked 계란말이 4 2026-11-21"),
        (#"{"intent":"expiring","within_days":3}"#, "expiring 3"),
        (#"{"intent":"shop_add","items":[{"ingredient":"양파","quantity":2}]}"#, "shop_add 양파 2 -"),
    ])
    func aValidCommandIsReadAsAParsedLineWouldBe(json: String, expected: String) throws {
        let command = try read(json).get()
        #expect(describe(command) == expected)
        // What the history keeps (`ParsedLine.json`) reads back to the same command.
        let kept = ParsedLine(command: command, language: .ko).json
        #expect(describe(try reader.read(kept).get()) == expected)
    }

    @Test(arguments: [
        (#"{"intent":"delete_everything"}"#, ReadingRefusal.unknownCommand("delete_everything")),
        (#"{"intent":"llm"}"#, .unknownCommand("llm")),
        (#"{"intent":"chitchat"}"#, .unknownCommand("chitchat")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"family","quantity":4}]}"#, .notFood("family")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"저녁"}]}"#, .notFood("저녁")),
        (#"{"intent":"recommend","ingredients":["tonight"]}"#, .notFood("tonight")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":1e9}]}"#,
         .amountOutOfRange(field: "quantity", value: "1000000000")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":0}]}"#, .amountOutOfRange(field: "quantity", value: "0")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":-2}]}"#, .amountOutOfRange(field: "quantity", value: "-2")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"우유","quantity":500,"unit":"L"}]}"#,
         .amountOutOfRange(field: "quantity", value: "500")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","unit":"parsec"}]}"#, .unknownUnit("parsec")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"우유","expires":"2099-01-01"}]}"#,
         .dateOutOfRange(field: "expires", value: "2099-01-01")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"우유","expires":"2026-02-30"}]}"#,
         .dateOutOfRange(field: "expires", value: "2026-02-30")),
        (#"{"intent":"cooked","recipe":"계란말이","day":"2026-12-25"}"#, .dateOutOfRange(field: "day", value: "2026-12-25")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"두부","bought":"2026-11-23"}]}"#, .dateOutOfRange(field: "bought", value: "2026-11-23")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"두부","bought":"2020-01-01"}]}"#, .dateOutOfRange(field: "bought", value: "2020-01-01")),
        (#"{"intent":"cooked","recipe":"계란말이","rating":9}"#, .amountOutOfRange(field: "rating", value: "9")),
        (#"{"intent":"fridge_add"}"#, .malformed("no items")),
        (#"{"intent":"fridge_add","items":"사과"}"#, .malformed("items is not a list")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":"four"}]}"#, .malformed("quantity is not a number")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","colour":"red"}]}"#, .malformed("unknown item field 'colour'")),
        (#"{"intent":"fridge_move","items":[{"ingredient":"대파"}],"storage":"garage"}"#,
         .malformed("storage is not fridge, freezer or pantry")),
        (#"{"intent":"search","query":"x","sql":"DROP TABLE"}"#, .malformed("unknown field 'sql'")),
        (#"{"items":[]}"#, .malformed("no intent")),
        (#"{"intent":"shop_add","items":["#
            + Array(repeating: #"{"ingredient":"양파"}"#, count: 51).joined(separator: ",") + "]}",
         .amountOutOfRange(field: "items", value: "51")),
        (#"["fridge_add"]"#, .malformed("not an object")),
    ])
    func aReplyThatDoesNotFitIsRefusedWithTheFirstThingWrong(json: String, refusal: ReadingRefusal) {
        #expect(read(json) == .failure(refusal))
    }

    @Test func argumentsThatAreNotJSONAreMalformed() {
        #expect(CommandReader.arguments(#"{"intent": "fridge_add", "items": [{"#) == .failure(.malformed("arguments are not JSON")))
    }

    @Test(arguments: [
        (#"{"intent":"shop_list"}"#, #"{"intent":"shop_list"}"#),
        ("```json\n{\"intent\": \"shop_list\"}\n```", #"{"intent":"shop_list"}"#),
        (#"  {"name":"yori_command","arguments":"{\"intent\":\"bookmarks\"}"}  "#, #"{"intent":"bookmarks"}"#),
        (#"{"name":"yori_command","arguments":{"intent":"bookmarks"}}"#, #"{"intent":"bookmarks"}"#),
        (#"{"name":"rm_rf","arguments":{}}"#, #"{"intent":"rm_rf"}"#),
    ])
    func aCommandInTheReplysTextIsFound(text: String, object: String) throws {
        let found = try #require(CommandReader.commandObject(inText: text))
        #expect(found.canonical == JSONValue.parse(object)?.canonical)
    }

    @Test(arguments: ["사과는 냉장 보관하세요.", "{ 이건 JSON이 아니에요 }", #"{"answer": "사과"}"#, "", "I can't help with that."])
    func wordsAreNotACommand(text: String) {
        #expect(CommandReader.commandObject(inText: text) == nil)
    }

    /// The schema names exactly the intents the reader takes, each read back to a command of
    /// that intent: one model of the commands, not two.
    @Test func theToolsIntentsAreTheReadersAndEachReadsBackToItsIntent() throws {
        let tool = CommandReader.tool
        #expect(tool["function"]?["name"] == .string(CommandReader.toolName))
        let listed = tool["function"]?["parameters"]?["properties"]?["intent"]?["enum"]
        #expect(listed == .strings(CommandReader.intents))
        let slots: [String: String] = [
            "recommend": #""ingredients":["두부"]"#, "search": #""query":"국수""#, "fridge_add": #""items":[{"ingredient":"두부"}]"#,
            "fridge_use": #""items":[{"ingredient":"두부"}]"#, "fridge_discard": #""items":[{"ingredient":"두부"}]"#,
            "fridge_move": #""items":[{"ingredient":"두부"}],"storage":"freezer""#, "storage_tip": #""ingredients":["두부"]"#,
            "shop_add": #""items":[{"ingredient":"두부"}]"#, "shop_done": #""ingredients":["두부"]"#,
            "shop_remove": #""ingredients":["두부"]"#,
        ]
        for intent in CommandReader.intents {
            let extra = slots[intent].map { "," + $0 } ?? ""
            let command = try read(#"{"intent":"\#(intent)"\#(extra)}"#).get()
            #expect(command.intent == intent)
        }
    }

    @Test func everyRefusalSaysNothingWasChangedInBothLanguages() {
        let all: [ReadingRefusal] = [.malformed("x"), .unknownCommand("x"), .notFood("x"), .unknownUnit("x"),
                                     .amountOutOfRange(field: "quantity", value: "1"), .dateOutOfRange(field: "expires", value: "x")]
        for refusal in all {
            #expect(refusal.message(.ko).hasSuffix("아무것도 바꾸지 않았어요."))
            #expect(refusal.message(.en).hasSuffix("Nothing was changed."))
            #expect(!refusal.message(.en).contains { Hangul.isSyllable($0.unicodeScalars.first!) })
        }
    }

    /// A compact description of a command, for the table above.
    func describe(_ command: Command) -> String {
        func items(_ items: [FridgeItemRequest]) -> String {
            items.map { item in
                [item.ingredient.canonical ?? "?", item.quantity.map { FridgeAmount.format($0) } ?? "-", item.unit ?? "-",
                 item.expires?.description, item.bought.map { "bought " + $0.description }, item.storage?.rawValue]
                    .compactMap { $0 }.joined(separator: " ")
            }.joined(separator: " | ")
        }
        func names(_ asked: [AskedIngredient]) -> String { asked.map { $0.canonical ?? "?" }.joined(separator: " ") }
        switch command {
        case .fridgeAdd(let list): return "fridge_add " + items(list)
        case .fridgeUse(let list): return "fridge_use " + items(list)
        case .fridgeDiscardExpired(let list): return "fridge_discard expired" + (list.isEmpty ? "" : " " + items(list))
        case .fridgeMove(let list, let place): return "fridge_move " + items(list) + " → " + place.rawValue
        case .recommend(let asked, let filter): return "recommend " + names(asked) + (filter.kind.map { " " + $0 } ?? "")
        case .search(let search): return "search " + search.query
        case .storageTip(let asked): return "storage_tip " + names(asked)
        case .cooked(.name(let name), let rating, _, let day):
            return "cooked \(name) \(rating.map(String.init) ?? "-") \(day?.description ?? "-")"
        case .expiring(let days): return "expiring \(days.map(String.init) ?? "-")"
        case .shopAdd(let list): return "shop_add " + items(list)
        default: return command.intent
        }
    }
}
