/// Searching, showing, bookmarking and logging recipes.
extension Session {
    /// Page `page` (1-based) of a search; `limit` (by default the session's) recipes a page.
    /// Each word goes through the lexicon as `cook`'s do (`SearchTerm`); the store counts every
    /// match and loads the page.
    public func search(_ search: RecipeSearch, page: Int, limit: Int? = nil) throws -> Answer {
        let limit = limit ?? self.limit
        var search = search
        search.query = search.query.split(separator: " ").joined(separator: " ")
        // `찌개`: the dishes named so, within the kind.
        if search.query.isEmpty, let word = search.namedBy { search.query = word }
        // `japchae`, `doenjang jjigae`: a Korean name romanized — searched by that name.
        if search.kind == nil, search.method == nil, search.narrowing.isEmpty, let named = try romanized(search.query),
           named.name != search.query {
            var byName = search
            byName.query = named.name
            guard case .searchResults(var found) = try self.search(byName, page: page, limit: limit) else {
                return try self.search(byName, page: page, limit: limit)
            }
            found.typed = search.query
            return .searchResults(found)
        }
        let matcher = searchMatcher(search.query)
        let found = search.narrowing.isEmpty ? try store.search(search, matcher, max(0, page - 1) * limit, limit)
            : try narrowedSearch(search, matcher, page: page, limit: limit)
        var result = SearchPage(search: search, page: page, limit: limit, total: found.total, recipes: found.recipes)
        if found.total == 0, search.kind == nil, search.method == nil, search.maxKcal == nil {
            result.suggestions = try suggestions(for: search.query)
        }
        return .searchResults(result)
    }

    /// The one recipe whose Korean name, romanized, is `query` (`japchae` → 잡채, `kimchi jjigae`
    /// → 김치찌개, `SpellingSuggester.romanizedMatch`); only for a query in Latin letters.
    func romanized(_ query: String) throws -> SpellingSuggester.Suggestion? {
        guard SpellingSuggester.mayBeRomanized(query) else { return nil }
        return SpellingSuggester.romanizedMatch(query, among: try store.names())
    }

    /// Recipe names close to a query that found nothing (`볼고기` → 불고기), closest first.
    func suggestions(for query: String) throws -> [SpellingSuggester.Suggestion] {
        guard !query.isEmpty else { return [] }
        return SpellingSuggester.suggest(query, among: try store.names())
    }

    /// How a query's words are matched: through the lexicon as `cook`'s words are, word by
    /// word (a query is never one quoted name: `kimchi stew` is two terms); 초성 as initials.
    func searchMatcher(_ query: String) -> SearchMatcher? {
        if query.isEmpty { return nil }
        if Hangul.isChoseongQuery(query) { return SearchMatcher(query: query, terms: [], lexicon: matcher.lexicon) }
        let words = query.split(separator: " ").map(String.init)
        return SearchMatcher(query: query, terms: parser.ingredients(fromArguments: words).map { SearchTerm($0, lexicon: matcher.lexicon) },
                             lexicon: matcher.lexicon)
    }

    /// The next page of the last list shown: a `cook` list or a search.
    func more() throws -> Answer {
        if lastListSource == .cook, let cook = lastCook { return moreRecipes(cook) }
        guard let last = lastSearch else { return .recipeRefused(.noSearch) }
        return try search(last.search, page: last.page + 1, limit: last.limit)
    }

    /// Another page of the last list (`이전 페이지`, `3페이지`, `last page`), worked out afresh
    /// from its request; `back` on the first page shows it again (back to the list after a
    /// recipe). A page past the last is refused with the number of pages.
    func page(_ move: PageMove) throws -> Answer {
        if lastListSource == .cook, let cook = lastCook {
            let asked = parser.ingredients(fromArguments: cook.words)
            let target = pageNumber(move, current: cook.page, limit: cook.limit) {
                if let total = lastRecommendation?.total { return total }
                guard case .recipes(let first) = recommend(asked, filter: cook.filter, page: 1, limit: cook.limit) else { return 0 }
                return first.total
            }
            return switch target {
            case .failure(let refusal): .recipeRefused(refusal)
            case .success(let page): recommend(asked, filter: cook.filter, page: page, limit: cook.limit)
            }
        }
        guard let last = lastSearch else { return .recipeRefused(.noSearch) }
        switch pageNumber(move, current: last.page, limit: last.limit, total: { last.total }) {
        case .failure(let refusal): return .recipeRefused(refusal)
        case .success(let page): return try search(last.search, page: page, limit: last.limit)
        }
    }

    /// The page `move` goes to from `current`, or why there is none; `total` counts the
    /// list's recipes (asked only for the last page or a page by number).
    private func pageNumber(_ move: PageMove, current: Int, limit: Int, total: () -> Int) -> PageTarget {
        func pages() -> Int { max(1, (total() + max(1, limit) - 1) / max(1, limit)) }
        switch move {
        case .previous: return .success(max(1, current - 1))
        case .back:
            // From a recipe of the list: its page again; from the list: the page before.
            if showedRecipeSinceList, let shown = lastShown, lastList.contains(where: { $0.id == shown.id }) {
                return .success(current)
            }
            return .success(max(1, current - 1))
        case .first: return .success(1)
        case .last: return .success(pages())
        case .number(let n):
            let last = pages()
            return n <= last ? .success(n) : .failure(.noSuchPage(n, pages: last))
        }
    }

    private enum PageTarget {
        case success(Int)
        case failure(RecipeRefusal)
    }

    /// The recipe a reference points at, in full (with steps), or the answer saying why not.
    ///
    /// A name is looked up as written (Korean or English, `kimchi stew` = Kimchi stew), then
    /// without spaces; otherwise it is searched (`ㄱㄹㅁㄹ` by 초성, `김치찌개 끓이는` by name):
    /// one hit, or one hit ranked above all others, is the recipe; several equally good ones
    /// are the answer as a list to pick from.
    ///
    /// A number is a position in the last list; one that is not (`show 155` beside a list of
    /// 5) but is the id of a recipe in that list (rows end in `#155`) names that recipe. Any
    /// other number past the list is refused, never taken for some other recipe's id.
    public func resolve(_ reference: RecipeReference?) throws -> Result<Recipe, RecipeLookupFailure> {
        switch reference {
        case .name(let name):
            let bare = name.filter { $0 != " " }
            if let recipe = try store.recipeNamed(name) ?? (bare != name ? store.recipeNamed(bare) : nil) {
                return .success(recipe)
            }
            // `yori show 99999`: a number is an id, and no recipe has it.
            if let id = Int64(bare), id > 0 { return .failure(.noSuchID(id)) }
            // `김치찌게`: a dish's name with its ending misspelled.
            if let read = parser.respelledName(name), let recipe = try store.recipeNamed(read) ?? store.recipeNamed(read.filter { $0 != " " }) {
                return .success(recipe)
            }
            // `japchae`, `kimchi jjigae`: the Korean name in Latin letters.
            if let named = try romanized(name), let recipe = try store.recipeNamed("\(named.id)") { return .success(recipe) }
            return try bestMatch(for: name)
        case .number(let n) where listIndex(n) == nil:
            if n > 0, let listed = lastList.first(where: { $0.id == Int64(n) }) {
                return .success(try store.recipeNamed("\(listed.id)") ?? listed)
            }
            guard let numbers = lastListNumbers else { return .failure(.noRecipe) }
            return .failure(.notInList(n, count: lastList.count, first: numbers.lowerBound))
        case .number, nil:
            guard let listed = recipe(at: reference) else { return .failure(.noRecipe) }
            return .success(try store.recipeNamed("\(listed.id)") ?? listed)
        }
    }

    /// The search behind a name that is no recipe's exact name: its one hit, or a hit the
    /// search ranks above all others (`SearchScore`; 초성 by `SearchRank.ofChoseong`), else
    /// the list. A name of several words with no hit tries its last word ("엄마표 김치찌개").
    private func bestMatch(for name: String) throws -> Result<Recipe, RecipeLookupFailure> {
        let query = name.split(separator: " ").joined(separator: " ")
        var result = try bestMatch(query: query)
        if case .failure(let failure) = result, let last = query.split(separator: " ").last.map(String.init), last != query {
            let head = try bestMatch(query: last)
            // The head word's one best recipe; or its list when the whole name found nothing.
            if case .success = head { return head }
            if case .notFound = failure { result = head }
        }
        if case .failure(.notFound) = result { return .failure(.notFound(name, suggestions: try suggestions(for: query))) }
        return result
    }

    private func bestMatch(query: String) throws -> Result<Recipe, RecipeLookupFailure> {
        let found = try store.search(RecipeSearch(query: query), searchMatcher(query), 0, limit)
        guard let first = found.recipes.first else { return .failure(.notFound(query)) }
        if found.total == 1 || found.recipes.count >= 2 && isClearlyBetter(first, than: found.recipes[1], query: query) {
            return .success(try store.recipeNamed("\(first.id)") ?? first)
        }
        let page = SearchPage(search: RecipeSearch(query: query), page: 1, limit: limit, total: found.total, recipes: found.recipes)
        return .failure(.ambiguous(page))
    }

    /// Whether the search ranks `a` strictly above `b` for `query` (not only by name order).
    private func isClearlyBetter(_ a: Recipe, than b: Recipe, query: String) -> Bool {
        if Hangul.isChoseongQuery(query) {
            guard let ra = SearchRank.ofChoseong(a.name, query: query) else { return false }
            return SearchRank.ofChoseong(b.name, query: query).map { ra < $0 } ?? true
        }
        guard let matcher = searchMatcher(query) else { return false }
        func score(_ recipe: Recipe) -> SearchScore? {
            let uses = matcher.terms.map { term in
                recipe.ingredients.contains { line in
                    term.keys.contains(Recipe.matchKey(line)) || line.canonical == nil && matcher.writtenLine(line.name, uses: term)
                }
            }
            return matcher.score(name: recipe.name, english: recipe.nameEnglish, usesTerm: uses)
        }
        guard let sa = score(a) else { return false }
        return score(b).map { sa < $0 } ?? true
    }

    /// One recipe in full. A name several recipes share shows the first (the user's own,
    /// else the oldest) and lists the others, so none is picked silently. With `scale` every amount
    /// is scaled (`Recipe.scaled`); servings asked of a recipe that does not say how many it makes
    /// are refused, and a scale with no recipe named is of the recipe shown last, never a guess from a list.
    ///
    /// A multiple is of the recipe as shown last (`double it` twice is four times the amounts); the
    /// amounts are always worked out from the recipe as stored, so rounding never adds up.
    func show(_ reference: RecipeReference?, scale ask: ServingsAsk? = nil) throws -> Answer {
        if ask != nil, reference == nil, lastShown == nil { return .recipeRefused(.noRecipe) }
        switch try resolve(reference) {
        case .success(let recipe):
            var others: [Recipe] = []
            if case .name(let name) = reference, Int64(name) == nil {
                others = try store.recipesNamed(recipe.name).filter { $0.id != recipe.id }
            }
            let shownScale = recipe.id == lastShown?.id ? lastScale : nil
            // `1번` of a list asked for so many people (`두부로 4인분 뭐 만들까`): shown for them, when it says its servings.
            if ask == nil, case .number = reference, lastListSource == .cook, let people = lastCook?.filter.servings,
               recipe.servings != nil, let scaled = scaledRecipe(recipe, .servings(people)) {
                return .recipeDetail(scaled.recipe, sameName: others, scale: scaled.scale)
            }
            guard var ask else {
                // `show it` again: as it was shown.
                if reference == nil, let shownScale { return .recipeDetail(recipe, sameName: others, scale: shownScale) }
                return .recipeDetail(recipe, sameName: others)
            }
            if case .factor(let f) = ask, let shownScale { ask = .factor(shownScale.factor * f) }
            let stored = shownScale == nil ? recipe : try store.recipeNamed(String(recipe.id)) ?? recipe
            guard let scaled = scaledRecipe(stored, ask) else { return .recipeRefused(.unknownServings(stored)) }
            return .recipeDetail(scaled.recipe, sameName: others, scale: scaled.scale)
        case .failure(let failure): return failure.answer
        }
    }

    /// `recipe` made for `ask` (`Recipe.scaled`), its English steps' foods named as the lexicon names them.
    func scaledRecipe(_ recipe: Recipe, _ ask: ServingsAsk) -> (recipe: Recipe, scale: RecipeScale)? {
        let english = recipe.stepsEnglish.isEmpty ? [] : recipe.ingredients.flatMap { line in
            matcher.lexicon.ingredient(named: line.canonical ?? line.name)?.english ?? []
        }
        return recipe.scaled(ask, englishFoods: english)
    }

    /// Bookmarks (or unbookmarks) a recipe.
    public func bookmark(_ reference: RecipeReference?, on: Bool) throws -> Answer {
        switch try resolve(reference) {
        case .success(let recipe):
            return .bookmarked(recipe, on: on, changed: try cookbook.setBookmark(recipe.id, on))
        case .failure(let failure): return failure.answer
        }
    }

    /// Logs a dish as cooked on `day` (default: today).
    public func cooked(_ reference: RecipeReference?, rating: Int?, note: String?, day: LocalDay? = nil) throws -> Answer {
        if let rating, !(1...5).contains(rating) { return .recipeRefused(.badRating(rating)) }
        switch try resolve(reference) {
        case .success(let recipe):
            let entry = CookedEntry(recipeID: recipe.id, recipeName: recipe.name, recipeNameEnglish: recipe.nameEnglish, day: day ?? clock.today(), rating: rating,
                                    note: note.flatMap { $0.isEmpty ? nil : $0 })
            // A name several recipes share: the first is logged, and the others are named.
            var others: [Recipe] = []
            if case .name(let name) = reference, Int64(name) == nil {
                others = try store.recipesNamed(recipe.name).filter { $0.id != recipe.id }
            }
            return .cookedLogged(try cookbook.logCooked(entry), sameName: others)
        case .failure(let failure): return failure.answer
        }
    }
}

/// Why a recipe reference leads nowhere.
public enum RecipeLookupFailure: Error, Sendable {
    /// No recipe has this name; names close to it, if any.
    case notFound(String, suggestions: [SpellingSuggester.Suggestion] = [])
    /// No recipe has this id (`yori show 99999`).
    case noSuchID(Int64)
    /// Nothing listed or shown yet.
    case noRecipe
    /// A number beyond the last list (`15번` of 10).
    case notInList(Int, count: Int, first: Int = 1)
    /// A name several recipes match equally well: the list to pick from.
    case ambiguous(SearchPage)

    public var answer: Answer {
        switch self {
        case .notFound(let name, let suggestions): .recipeNotFound(name, suggestions: suggestions)
        case .noSuchID(let id): .recipeRefused(.noSuchID(id))
        case .noRecipe: .recipeRefused(.noRecipe)
        case .notInList(let n, let count, let first): .recipeRefused(.notInList(n, count: count, first: first))
        case .ambiguous(let page): .searchResults(page)
        }
    }
}
