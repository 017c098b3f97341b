/// Searching, showing, bookmarking and logging recipes.
extension Session {
    /// Page `page` (1-based) of a search; `limit` (by default the session's) recipes a page.
    public func search(_ search: RecipeSearch, page: Int, limit: Int? = nil) throws -> Answer {
        let limit = limit ?? self.limit
        let words = search.query.split(separator: " ").map(String.init)
        let keys = Hangul.isChoseongQuery(search.query) ? [] : Set(parser.ingredients(fromArguments: words).map(\.key))
        var search = search
        search.query = search.query.trimmingCharacters(in: [" "])
        let all = try store.search(search, keys)
        let start = min(all.count, max(0, (page - 1) * limit))
        let end = min(all.count, start + limit)
        return .searchResults(SearchPage(search: search, page: page, limit: limit, total: all.count,
                                         recipes: Array(all[start..<end])))
    }

    /// The next page of the last search.
    func more() throws -> Answer {
        guard let last = lastSearch else { return .recipeRefused(.noSearch) }
        return try search(last.search, page: last.page + 1, limit: last.limit)
    }

    /// The recipe a reference points at, in full (with steps), or the answer saying why not.
    ///
    /// A name is looked up as written (Korean or English, `kimchi stew` = Kimchi stew), then
    /// without spaces; otherwise it is searched (`ㄱㄹㅁㄹ` by 초성, `김치찌개 끓이는` by name):
    /// one hit, or one hit ranked above all others, is the recipe; several equally good ones
    /// are the answer as a list to pick from.
    public func resolve(_ reference: RecipeReference?) throws -> Result<Recipe, RecipeLookupFailure> {
        switch reference {
        case .name(let name):
            let bare = name.filter { $0 != " " }
            if let recipe = try store.recipeNamed(name) ?? (bare != name ? store.recipeNamed(bare) : nil) {
                return .success(recipe)
            }
            return try bestMatch(for: name)
        case .number(let n) where n != RecipeReference.lastInList && (n < 1 || n > lastList.count):
            return .failure(lastList.isEmpty ? .noRecipe : .notInList(n, count: lastList.count))
        case .number, nil:
            guard let listed = recipe(at: reference) else { return .failure(.noRecipe) }
            return .success(try store.recipeNamed("\(listed.id)") ?? listed)
        }
    }

    /// The search behind a name that is no recipe's exact name.
    private func bestMatch(for name: String) throws -> Result<Recipe, RecipeLookupFailure> {
        var query = name.trimmingCharacters(in: [" "])
        var found = try store.search(RecipeSearch(query: query), searchKeys(query))
        // "엄마표 김치찌개": the last word (the head of a Korean name) alone.
        if found.isEmpty, let last = query.split(separator: " ").last.map(String.init), last != query {
            query = last
            found = try store.search(RecipeSearch(query: query), searchKeys(query))
        }
        guard let first = found.first else { return .failure(.notFound(name)) }
        let term = query.lowercased()
        func rank(_ recipe: Recipe) -> SearchRank? {
            Hangul.isChoseongQuery(term) ? SearchRank.ofChoseong(recipe.name, query: term)
                : SearchRank.of(recipe, term: term, keys: searchKeys(query))
        }
        if found.count == 1 || (rank(first).map { best in found.dropFirst().allSatisfy { rank($0).map { best < $0 } ?? true } } ?? false) {
            return .success(try store.recipeNamed("\(first.id)") ?? first)
        }
        let page = SearchPage(search: RecipeSearch(query: query), page: 1, limit: limit, total: found.count,
                              recipes: Array(found.prefix(limit)))
        return .failure(.ambiguous(page))
    }

    /// The lexicon keys of a query's words (what the search matches ingredients by).
    private func searchKeys(_ query: String) -> Set<String> {
        Hangul.isChoseongQuery(query) ? [] : Set(parser.ingredients(fromArguments: query.split(separator: " ").map(String.init)).map(\.key))
    }

    func show(_ reference: RecipeReference?) throws -> Answer {
        switch try resolve(reference) {
        case .success(let recipe): return .recipeDetail(recipe)
        case .failure(let failure): return failure.answer
        }
    }

    /// Bookmarks (or unbookmarks) a recipe.
    public func bookmark(_ reference: RecipeReference?, on: Bool) throws -> Answer {
        switch try resolve(reference) {
        case .success(let recipe):
            return .bookmarked(recipe, on: on, changed: try cookbook.setBookmark(recipe.id, on))
        case .failure(let failure): return failure.answer
        }
    }

    /// Logs a dish as cooked today.
    public func cooked(_ reference: RecipeReference?, rating: Int?, note: String?) throws -> Answer {
        if let rating, !(1...5).contains(rating) { return .recipeRefused(.badRating(rating)) }
        switch try resolve(reference) {
        case .success(let recipe):
            let entry = CookedEntry(recipeID: recipe.id, recipeName: recipe.name, day: clock.today(), rating: rating,
                                    note: note.flatMap { $0.isEmpty ? nil : $0 })
            return .cookedLogged(try cookbook.logCooked(entry))
        case .failure(let failure): return failure.answer
        }
    }
}

/// Why a recipe reference leads nowhere.
public enum RecipeLookupFailure: Error, Sendable {
    /// No recipe has this id or name.
    case notFound(String)
    /// Nothing listed or shown yet.
    case noRecipe
    /// A number beyond the last list (`15번` of 10).
    case notInList(Int, count: Int)
    /// A name several recipes match equally well: the list to pick from.
    case ambiguous(SearchPage)

    public var answer: Answer {
        switch self {
        case .notFound(let name): .recipeNotFound(name)
        case .noRecipe: .recipeRefused(.noRecipe)
        case .notInList(let n, let count): .recipeRefused(.notInList(n, count: count))
        case .ambiguous(let page): .searchResults(page)
        }
    }
}
