import Testing
@testable import YoriKit

/// The stored dialogue state: states written by earlier yori builds (Foundation's encoder,
/// keys in any order) still read, a state reads back as it was written, and anything else is
/// no state rather than a wrong one.
@Suite struct DialogueStateJSONTests {
    /// Two states as an earlier build stored them (a narrowed `cook` list; a fridge item in focus).
    static let stored = [
        #"{"tipFor":[],"version":1,"request":{"query":"","source":"cook","refines":"500칼로리 이하로","text":"다른 거","filters":{"notIDs":[269,263,264,276,260,250,275,265,294,267],"onlyHave":false,"kind":"국&찌개","maxKcal":500,"exclude":[]},"shown":[269,263,264,276,260,250,275,265,294,267,261,246,254,249,286,272,278,273,270,285],"ingredients":["대파","계란"]}}"#,
        #"{"request":{"text":"다른 거","refines":null,"ingredients":[],"source":"search","query":"김치","filters":{"onlyHave":true,"method":"끓이기","exclude":["돼지고기"],"maxMinutes":20,"maxIngredients":5,"maxKcal":450.5,"notIDs":[]},"shown":[3]},"focusItem":"계란","focusRecipe":12,"version":1,"focusUnit":"개","tipFor":["대파","두부"]}"#,
    ]

    @Test func statesAnEarlierBuildStoredStillRead() throws {
        let cook = try #require(DialogueState(text: Self.stored[0]))
        let request = try #require(cook.request)
        #expect(request.source == .cook && request.text == "다른 거" && request.refines == "500칼로리 이하로")
        #expect(request.ingredients == ["대파", "계란"] && request.query == "" && request.shown.count == 20)
        #expect(request.filters == DialogueFilters(kind: "국&찌개", maxKcal: 500,
                                                   notIDs: [269, 263, 264, 276, 260, 250, 275, 265, 294, 267]))
        #expect(cook.focusRecipe == nil && cook.focusItem == nil && cook.tipFor.isEmpty)

        let search = try #require(DialogueState(text: Self.stored[1]))
        #expect(search.request?.source == .search && search.request?.query == "김치" && search.request?.refines == nil)
        #expect(search.request?.filters == DialogueFilters(method: "끓이기", exclude: ["돼지고기"], maxMinutes: 20, maxKcal: 450.5,
                                                           onlyHave: true, maxIngredients: 5))
        #expect(search.focusRecipe == 12 && search.focusItem == "계란" && search.focusUnit == "개" && search.tipFor == ["대파", "두부"])
    }

    @Test func aStateReadsBackAsItWasWritten() throws {
        for text in Self.stored {
            let state = try #require(DialogueState(text: text))
            #expect(DialogueState(text: state.json.serialized()) == state)
        }
        #expect(DialogueState(text: DialogueState().json.serialized()) == DialogueState())
        // A list asked for so many people keeps them (an earlier build wrote no `servings`: none).
        var state = DialogueState()
        var filters = DialogueFilters(kind: "국&찌개")
        filters.servings = 4
        state.request = DialogueRequest(source: .cook, text: "대파 계란으로 4인분 뭐 만들어?", ingredients: ["대파", "계란"], filters: filters)
        #expect(DialogueState(text: state.json.serialized())?.request?.filters.servings == 4)
        #expect(DialogueState(text: #"{"version":1,"request":{"source":"cook","text":"x","filters":{"servings":400}}}"#)?
            .request?.filters.servings == nil)
        var shopping = DialogueState()
        shopping.onShoppingList = true
        #expect(DialogueState(text: shopping.json.serialized()) == shopping && !shopping.isEmpty)
        // Written only when true: the states above (and an empty one) are stored as before.
        #expect(!DialogueState().json.serialized().contains("shoppingList"))
    }

    @Test(arguments: [
        "", "not json", "[]", "{}", #"{"version":"1"}"#, #"{"version":1,"tipFor":"대파"}"#, #"{"version":1,"focusRecipe":"12"}"#,
        #"{"version":1,"request":{"source":"bake","text":"x"}}"#, #"{"version":1,"request":{"source":"cook"}}"#,
        #"{"version":1,"request":{"source":"cook","text":"x","filters":{"onlyHave":"yes"}}}"#,
        #"{"version":1,"request":{"source":"cook","text":"x","shown":[1,"2"]}}"#, #"{"version":1,"shoppingList":"yes"}"#,
    ])
    func anythingElseIsNoState(_ text: String) {
        #expect(DialogueState(text: text) == nil)
    }
}
