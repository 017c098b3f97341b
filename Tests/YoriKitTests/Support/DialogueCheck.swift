import Foundation
@testable import YoriKit

/// One turn's checks (docs/LANGUAGE.md, "Dialogue tables"): each expected key against the
/// resolved command and its answer, and the filters against every recipe listed.
struct DialogueCheck {
    let world: DialogueWorld
    let command: Command
    let reply: Reply
    let session: Session
    let listBefore: [Recipe]
    let listStartBefore: Int
    let shownBefore: Recipe?
    let seenForRequest: Set<Int64>
    let shopping: InMemoryShopping
    let fridge: InMemoryFridge

    var answer: Answer { reply.answer }

    /// The effective request of a list answer: (ingredients, query, kind, method, maxKcal, onlyHave, narrowing).
    struct Effective {
        var ingredients: [String]
        var query: String?
        var kind: String?
        var method: String?
        var maxKcal: Double?
        var onlyHave: Bool
        var narrowing: Narrowing
        var refines: String?
        var header: String?
        var recipes: [Recipe]
    }

    var effective: Effective? {
        switch answer {
        case .recipes(let r):
            return Effective(ingredients: r.asked.map { $0.canonical ?? $0.word }, query: nil, kind: r.filter.kind,
                             method: r.filter.method, maxKcal: r.filter.maxKcal, onlyHave: r.filter.strict,
                             narrowing: r.filter.narrowing, refines: r.refines,
                             header: RequestSummary.header(r, language: reply.language, lexicon: world.lexicon),
                             recipes: r.matches.map(\.recipe))
        case .searchResults(let page):
            return Effective(ingredients: [], query: page.search.query, kind: page.search.kind, method: page.search.method,
                             maxKcal: page.search.maxKcal, onlyHave: page.search.narrowing.onlyHave,
                             narrowing: page.search.narrowing, refines: page.refines,
                             header: RequestSummary.header(page, language: reply.language, lexicon: world.lexicon),
                             recipes: page.recipes)
        default: return nil
        }
    }

    var refines: String? { effective?.refines }
    var listedIDs: [Int64] { effective?.recipes.map(\.id) ?? [] }

    var intent: String {
        if case .dialogue(.reset) = answer { return "reset" }
        return command.intent
    }

    var error: String? {
        switch answer {
        case .dialogue(let d): return d.errorCode
        case .recipeRefused(.noRecipe), .recipeRefused(.notInList), .shoppingRefused(.noRecipe): return "nothing_to_point_at"
        case .notUnderstood: return "not_understood"
        default: return nil
        }
    }

    /// The recipe a command acted on.
    var target: Recipe? {
        switch answer {
        case .recipeDetail(let recipe, _, _), .bookmarked(let recipe, _, _): return recipe
        case .dialogue(.recipePart(let recipe, _)), .dialogue(.recipeMissing(let recipe, _, _)): return recipe
        case .cookedLogged(let entry, _): return world.recipes.first { $0.id == entry.recipeID }
        case .copy(let copy):
            return copy.part == nil ? nil : copy.turn.flatMap { turn in world.recipes.first { $0.name == turn.question } }
        case .shoppingList(_, let change):
            let names = (change.added + change.merged + change.alreadyThere).flatMap(\.recipes)
            return names.first.flatMap { name in world.recipes.first { $0.name == name } }
        default: return nil
        }
    }

    func problems(_ expect: [String: Any]) -> [String] {
        var out: [String] = []
        func differ(_ key: String, _ want: Any, _ got: Any?) { out.append("\(key): expected \(want), got \(got.map { "\($0)" } ?? "nothing")") }
        let e = effective
        for (key, want) in expect.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "intent": if intent != want as? String { differ(key, want, intent) }
            case "language": if reply.language.rawValue != want as? String { differ(key, want, reply.language.rawValue) }
            case "status": if answer.status.rawValue != want as? String { differ(key, want, answer.status.rawValue) }
            case "error": if error != want as? String { differ(key, want, error) }
            case "refines":
                let got = e?.refines
                if want is NSNull ? got != nil : got != want as? String { differ(key, want, got) }
            case "listed":
                let some = !(e?.recipes.isEmpty ?? true)
                if (want as? String == "some") != some { differ(key, want, some ? "some" : "none") }
            case "unseen":
                let repeated = listedIDs.filter(seenForRequest.contains)
                if (want as? Bool ?? false) && (!repeated.isEmpty || listedIDs.isEmpty) { differ(key, want, "repeated \(repeated.count) of \(listedIDs.count)") }
            case "subset":
                let before = Set(listBefore.map(\.id))
                if (want as? Bool ?? false) && (listedIDs.isEmpty || !listedIDs.allSatisfy(before.contains)) { differ(key, "a subset", listedIDs) }
            case "target":
                out += targetProblems(want)
            case "part":
                var got: String?
                if case .dialogue(.recipePart(_, let part)) = answer { got = part }
                if case .dialogue(.recipeMissing) = answer { got = "missing" }
                if case .copy(ref: _, part: let part) = command { got = part?.rawValue }
                if got != want as? String { differ(key, want, got) }
            case "items":
                out += itemProblems(want as? [[String: Any]] ?? [])
            case "shopping":
                // The foods on the shopping list after the turn, in any order.
                let got = shopping.items.map { $0.canonical ?? $0.name }
                if Set(got) != Set(want as? [String] ?? []) { differ(key, want, got) }
            case "fridge":
                // The foods in the fridge after the turn (what `shop bought` moved there too).
                let got = fridge.items.map { $0.canonical ?? $0.name } + shopping.bought.map { $0.canonical ?? $0.name }
                if Set(got) != Set(want as? [String] ?? []) { differ(key, want, got) }
            case "stored":
                out += storedProblems(want as? [[String: Any]] ?? [])
            case "tip_for", "place":
                guard case .storageTips(let tips) = answer else { differ(key, want, "no storage tip"); continue }
                if key == "tip_for", Set(tips.map(\.ingredient)) != Set(want as? [String] ?? []) { differ(key, want, tips.map(\.ingredient)) }
                if key == "place", tips.first?.place?.rawValue != want as? String { differ(key, want, tips.first?.place?.rawValue) }
            case "state":
                out += stateProblems(want)
            case "servings", "factor":
                // The recipe shown at a scale: the servings it is shown for and the factor (null: not scaled).
                guard case .recipeDetail(let recipe, _, let scale) = answer else { differ(key, want, "no recipe shown"); continue }
                let got: Double? = key == "factor" ? scale?.factor : scale?.to ?? recipe.servings.map(Double.init)
                if want is NSNull ? (key == "factor" ? scale != nil : got != nil) : got != (want as? NSNumber)?.doubleValue { differ(key, want, got) }
            default:
                guard let e else { differ(key, want, "no recipe list"); continue }
                out += filterProblems(key, want, e.ingredients, e.query, e.kind, e.method, e.maxKcal, e.onlyHave, e.narrowing, header: e.header)
            }
        }
        return out
    }

    func filterProblems(_ key: String, _ want: Any, _ ingredients: [String], _ query: String?, _ kind: String?, _ method: String?,
                        _ maxKcal: Double?, _ onlyHave: Bool, _ narrowing: Narrowing, header: String? = nil,
                        listCount: Int? = nil) -> [String] {
        func no(_ got: Any?) -> [String] { ["\(key): expected \(want), got \(got.map { "\($0)" } ?? "nothing")"] }
        switch key {
        case "ingredients": return Set(ingredients) == Set(want as? [String] ?? []) ? [] : no(ingredients)
        case "query": return query == want as? String ? [] : no(query)
        case "kind": return (want is NSNull ? kind == nil : kind == want as? String) ? [] : no(kind)
        case "method": return (want is NSNull ? method == nil : method == want as? String) ? [] : no(method)
        case "exclude": return Set(narrowing.exclude) == Set(want as? [String] ?? []) ? [] : no(narrowing.exclude)
        case "max_minutes":
            return (want is NSNull ? narrowing.maxMinutes == nil : narrowing.maxMinutes == (want as? NSNumber)?.intValue) ? [] : no(narrowing.maxMinutes)
        case "max_kcal":
            return (want is NSNull ? maxKcal == nil : maxKcal == (want as? NSNumber)?.doubleValue) ? [] : no(maxKcal)
        case "only_have": return onlyHave == (want as? Bool) ? [] : no(onlyHave)
        case "tag": return (want is NSNull ? narrowing.tag == nil : narrowing.tag == want as? String) ? [] : no(narrowing.tag)
        case "family": return (want is NSNull ? narrowing.family == nil : narrowing.family == want as? String) ? [] : no(narrowing.family)
        case "not_tag": return (want is NSNull ? narrowing.notTag == nil : narrowing.notTag == want as? String) ? [] : no(narrowing.notTag)
        case "simpler": return (narrowing.maxIngredients != nil) == (want as? Bool) ? [] : no(narrowing.maxIngredients)
        case "header": return header == want as? String ? [] : no(header)
        case "list_count": return listCount == (want as? NSNumber)?.intValue ? [] : no(listCount)
        default: return ["\(key): not a filter key"]
        }
    }

    func targetProblems(_ want: Any) -> [String] {
        let expected: Recipe?
        if let name = want as? String {
            expected = world.recipes.first { $0.name == name }
        } else if let object = want as? [String: Any], let n = (object["list"] as? NSNumber)?.intValue {
            let index = n - listStartBefore
            expected = listBefore.indices.contains(index) ? listBefore[index] : nil
        } else {
            expected = shownBefore
        }
        guard let expected else { return ["target: \(want) names no recipe before this turn"] }
        guard let got = target else { return ["target: expected \(expected.name), got no recipe (\(answer))"] }
        return got.id == expected.id ? [] : ["target: expected \(expected.name), got \(got.name)"]
    }

    func itemProblems(_ want: [[String: Any]]) -> [String] {
        let items: [FridgeItemRequest]
        switch command {
        case .fridgeAdd(let i), .fridgeUse(let i), .fridgeDiscard(let i), .shopAdd(let i), .fridgeMove(let i, _): items = i
        default: return ["items: the command \(command.intent) has no items"]
        }
        guard items.count == want.count else { return ["items: expected \(want.count), got \(items.count)"] }
        var out: [String] = []
        for (item, w) in zip(items, want) {
            if let name = w["ingredient"] as? String, (item.ingredient.canonical ?? item.ingredient.word) != name {
                out.append("items: expected \(name), got \(item.ingredient.canonical ?? item.ingredient.word)")
            }
            if let q = (w["quantity"] as? NSNumber)?.doubleValue, item.quantity != q { out.append("items: quantity \(q) ≠ \(String(describing: item.quantity))") }
            if let u = w["unit"] as? String, item.unit != u { out.append("items: unit \(u) ≠ \(String(describing: item.unit))") }
        }
        return out
    }

    /// The fridge after the turn, lot by lot in the order stored: each given key of each lot.
    func storedProblems(_ want: [[String: Any]]) -> [String] {
        guard let lots = try? session.fridge.items().sorted(by: { $0.id < $1.id }) else { return ["stored: the fridge does not read"] }
        guard lots.count == want.count else {
            return ["stored: expected \(want.count) lots, got \(lots.count): \(lots.map { "\($0.name) \($0.place.rawValue)" })"]
        }
        var out: [String] = []
        for (lot, w) in zip(lots, want) {
            let name = lot.canonical ?? lot.name
            if let want = w["ingredient"] as? String, name != want { out.append("stored: expected \(want), got \(name)") }
            if let q = (w["quantity"] as? NSNumber)?.doubleValue, lot.quantity != q { out.append("stored: \(name) quantity \(q) ≠ \(String(describing: lot.quantity))") }
            if let u = w["unit"] as? String, lot.unit != u { out.append("stored: \(name) unit \(u) ≠ \(String(describing: lot.unit))") }
            if let p = w["place"] as? String, lot.place.rawValue != p { out.append("stored: \(name) place \(p) ≠ \(lot.place.rawValue)") }
            if let e = w["expires"] as? String, lot.expires?.description != e { out.append("stored: \(name) expires \(e) ≠ \(String(describing: lot.expires))") }
        }
        return out
    }

    func stateProblems(_ want: Any) -> [String] {
        let state = session.dialogue
        guard let object = want as? [String: Any] else {
            return state.request == nil && state.focusRecipe == nil ? [] : ["state: expected empty, got \(state)"]
        }
        guard let request = state.request else { return ["state: expected a request, got none"] }
        let f = request.filters
        return object.sorted(by: { $0.key < $1.key }).flatMap { key, value in
            filterProblems(key, value, request.source == .cook ? request.ingredients.map { world.lexicon.canonicalName($0) ?? $0 } : [],
                           request.query, f.kind, f.method, f.maxKcal, f.onlyHave, f.narrowing, listCount: request.shown.count)
        }
    }

    /// Every listed recipe obeys the effective filters.
    func invariants() -> [String] {
        guard let e = effective else { return [] }
        var out: [String] = []
        let have = Set(session.fridgeAtHand().items.map(\.key))
        for recipe in e.recipes {
            if let kind = e.kind, recipe.kind != kind { out.append("\(recipe.name) is \(recipe.kind), not \(kind)") }
            if let method = e.method, !RecipeCategory.fits(name: recipe.name, stored: recipe.method, method: method) {
                out.append("\(recipe.name) is not \(method)")
            }
            if let kcal = e.maxKcal, (recipe.kcal ?? .infinity) > kcal { out.append("\(recipe.name) has more than \(kcal) kcal") }
            if !e.narrowing.allows(recipe, lexicon: world.lexicon, have: e.query == nil ? nil : have) {
                out.append("\(recipe.name) breaks \(e.narrowing)")
            }
            // A tag: the recipe carries it (or a tag it includes), or its ingredients tell it.
            func has(_ tag: String) -> Bool {
                let tags = [tag] + (FollowUpCues.tagIncludes[tag] ?? [])
                return recipe.tags.contains(where: tags.contains)
                    || FollowUpCues.dietRules[tag].map { Narrowing.keeps(recipe, $0, lexicon: world.lexicon) } ?? false
                    || FollowUpCues.tagFoods[tag].map { foods in recipe.ingredients.contains { $0.canonical.map(foods.contains) ?? false } } ?? false
            }
            if let tag = e.narrowing.tag, !has(tag) { out.append("\(recipe.name) is not \(tag)") }
            if let tag = e.narrowing.notTag, has(tag) { out.append("\(recipe.name) is \(tag)") }
        }
        if case .recipes(let r) = answer, r.filter.strict, r.matches.contains(where: { !$0.missing.isEmpty }) {
            out.append("only_have listed a recipe with something missing")
        }
        return out
    }
}
