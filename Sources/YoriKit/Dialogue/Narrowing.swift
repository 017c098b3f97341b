/// What a follow-up narrowed a list by, beyond the filters the store applies in SQL
/// (kind, method, kcal): foods left out, a time limit and fewer ingredients. It is applied
/// to the ranked candidates, never to their order, so a narrowed list is the earlier list
/// with recipes taken out.
public struct Narrowing: Sendable, Equatable, Codable {
    /// Canonical names (or words the lexicon does not know) no listed recipe may use.
    public var exclude: [String] = []
    /// At most this many minutes (recipes with a known time only).
    public var maxMinutes: Int?
    /// At most this many non-staple ingredients (`더 간단한 거`).
    public var maxIngredients: Int?
    /// Nothing to buy: every ingredient but staples is at hand (`있는 걸로만`). A `cook` list
    /// does this with `MatchFilter.strict`; a search list checks it here.
    public var onlyHave = false
    /// Recipes already listed for the request (`다른 거`, `something else`: others).
    public var notIDs: [Int64] = []
    /// Only recipes with this tag (`매운 거`: 매운, `아침 메뉴`: 아침), the built-in recipes' tags.
    public var tag: String?
    /// No recipe with this tag (`안 매운 거`: 매운).
    public var notTag: String?
    /// Only dishes of this family, by a word in their names (`죽 같은 거`: 죽; `면 요리로`, `noodles only`:
    /// 면 국수 파스타 — `Vocabulary.familiesByWord`).
    public var family: String?

    public init(exclude: [String] = [], maxMinutes: Int? = nil, maxIngredients: Int? = nil, onlyHave: Bool = false,
                notIDs: [Int64] = []) {
        self.exclude = exclude
        self.maxMinutes = maxMinutes
        self.maxIngredients = maxIngredients
        self.onlyHave = onlyHave
        self.notIDs = notIDs
    }

    /// Whether it narrows anything.
    public var isEmpty: Bool {
        exclude.isEmpty && maxMinutes == nil && maxIngredients == nil && !onlyHave && notIDs.isEmpty && tag == nil && notTag == nil
            && family == nil
    }

    /// Whether `recipe` passes the tag filters, given the ids with `tag` and with `notTag`. A tag
    /// that ingredients say too (`매운`: 고춧가루, 고추장, … — `FollowUpCues.tagFoods`) counts for a
    /// recipe not tagged so: imported recipes carry few tags.
    /// A diet tag (`채식`, `비건`, `유제품없음`: `FollowUpCues.dietRules`) counts for a recipe that
    /// uses none of what the diet leaves out.
    public func allowsTags(_ recipe: Recipe, tagged: Set<Int64>?, notTagged: Set<Int64>?, lexicon: IngredientLexicon) -> Bool {
        func has(_ tag: String, _ ids: Set<Int64>) -> Bool {
            if ids.contains(recipe.id) { return true }
            if let rule = FollowUpCues.dietRules[tag] { return Self.keeps(recipe, rule, lexicon: lexicon) }
            return FollowUpCues.tagFoods[tag].map { foods in
                recipe.ingredients.contains { line in line.canonical.map(foods.contains) ?? false }
            } ?? false
        }
        if let tag, let tagged, !has(tag, tagged) { return false }
        if let notTag, let notTagged, has(notTag, notTagged) { return false }
        return true
    }

    /// Whether `recipe` is one of a family of dishes: its name holds one of the family's words.
    static func isOf(_ recipe: Recipe, family: String) -> Bool {
        let name = recipe.name.filter { $0 != " " }
        return family.split(separator: " ").contains { name.contains($0) }
    }

    /// Whether `recipe` uses nothing `rule` leaves out (and has ingredients to tell by).
    static func keeps(_ recipe: Recipe, _ rule: FollowUpCues.DietRule, lexicon: IngredientLexicon) -> Bool {
        guard !recipe.ingredients.isEmpty else { return false }
        return !recipe.ingredients.contains { line in
            guard let canonical = line.canonical else {
                let name = line.name.filter { $0 != " " }
                return rule.words.contains { name.contains($0) }
            }
            var name: String? = canonical
            var steps = 0
            while let current = name, steps < 8 {
                if rule.foods.contains(current) { return true }
                guard let food = lexicon.ingredient(named: current) else { break }
                if rule.categories.contains(food.category) { return true }
                name = food.broader
                steps += 1
            }
            return false
        }
    }

    /// Whether `recipe` passes: it uses no excluded food (as an ingredient, a kind of it, or
    /// a line naming it), is quick enough and has few enough ingredients.
    /// `have`: the keys of what is at hand, for `onlyHave` (`nil`: not checked here).
    public func allows(_ recipe: Recipe, lexicon: IngredientLexicon, have: Set<String>? = nil) -> Bool {
        if notIDs.contains(recipe.id) { return false }
        if onlyHave, let have, recipe.ingredients.contains(where: { line in
            !(line.canonical.flatMap { lexicon.ingredient(named: $0)?.isStaple } ?? false) && !have.contains(Recipe.matchKey(line))
        }) { return false }
        if let maxMinutes { guard let minutes = recipe.minutes, minutes <= maxMinutes else { return false } }
        if let family, !Self.isOf(recipe, family: family) { return false }
        if let maxIngredients, Self.countedIngredients(recipe, lexicon: lexicon) > maxIngredients { return false }
        guard !exclude.isEmpty else { return true }
        // A kind of dish left out (`찌개 말고`, `반찬 빼고`, `no soups`): by the family its name ends
        // in, else by its kind.
        for word in exclude where lexicon.ingredient(named: word) == nil {
            if Self.dishFamilies.contains(word) {
                if recipe.name.filter({ $0 != " " }).hasSuffix(word) { return false }
            } else if let kind = Vocabulary.kinds[word], recipe.kind == kind {
                return false
            }
        }
        return !recipe.ingredients.contains { uses($0, lexicon: lexicon) }
    }

    /// Words whose dishes end their names with them (`RankingTables` families, `dish-words.tsv`),
    /// and the method-named families people leave out (튀김).
    static let dishFamilies: Set<String> = Set(DishRanking.builtin.families).union(["튀김", "부침", "볶음밥", "샐러드", "파스타"])

    /// Whether an ingredient line is (a kind of) an excluded food.
    func uses(_ line: RecipeIngredient, lexicon: IngredientLexicon) -> Bool {
        for food in exclude where !Self.dishFamilies.contains(food) && Vocabulary.kinds[food] == nil {
            if line.canonical == food || line.name == food { return true }
            // A whole category left out (`고기 없이`, `no meat`): every food it covers.
            if let canonical = line.canonical, lexicon.ingredient(named: food)?.isGeneral == true,
               lexicon.covered(by: canonical).contains(food) { return true }
            var broader = line.canonical.flatMap { lexicon.ingredient(named: $0)?.broader }
            var steps = 0
            while let name = broader, steps < 8 {
                if name == food { return true }
                broader = lexicon.ingredient(named: name)?.broader
                steps += 1
            }
            // A line the lexicon does not know that names the food (`다진 양파`, `양파즙`).
            if line.canonical == nil, food.count >= 2, line.name.filter { $0 != " " }.contains(food) { return true }
        }
        return false
    }

    /// The ingredients that make a recipe harder: not staples.
    static func countedIngredients(_ recipe: Recipe, lexicon: IngredientLexicon) -> Int {
        recipe.ingredients.count { line in !(line.canonical.flatMap { lexicon.ingredient(named: $0)?.isStaple } ?? false) }
    }
}

extension Narrowing {
    /// Its fields as `yori parse --json` shows them (only those set).
    var json: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = []
        if !exclude.isEmpty { pairs.append(("exclude", .strings(exclude))) }
        if let maxMinutes { pairs.append(("max_minutes", .int(Int64(maxMinutes)))) }
        if let maxIngredients { pairs.append(("max_ingredients", .int(Int64(maxIngredients)))) }
        if onlyHave { pairs.append(("only_have", .bool(true))) }
        if let tag { pairs.append(("tag", .string(tag))) }
        if let notTag { pairs.append(("not_tag", .string(notTag))) }
        if let family { pairs.append(("family", .string(family))) }
        return pairs
    }
}
