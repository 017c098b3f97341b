/// Searching, showing, bookmarking and logging recipes.
extension Session {
    /// Page `page` (1-based) of a search; `limit` (by default the session's) recipes a page.
    /// Each word goes through the lexicon as `cook`'s do (`SearchTerm`); the store counts every
    /// match and loads the page.
    public func search(_ search: RecipeSearch, page: Int, limit: Int? = nil) throws -> Answer {
        let limit = limit ?? self.limit
        var search = search
        search.query = search.query.split(separator: " ").joined(separator: " ")
        let matcher: SearchMatcher? = search.query.isEmpty ? nil : Hangul.isChoseongQuery(search.query)
            ? SearchMatcher(query: search.query, terms: [], lexicon: self.matcher.lexicon)
            : SearchMatcher(query: search.query,
                            terms: parser.ingredients(fromArguments: [search.query]).map { SearchTerm($0, lexicon: self.matcher.lexicon) },
                            lexicon: self.matcher.lexicon)
        let found = try store.search(search, matcher, max(0, page - 1) * limit, limit)
        return .searchResults(SearchPage(search: search, page: page, limit: limit, total: found.total, recipes: found.recipes))
    }

    /// The next page of the last list shown: a `cook` list or a search.
    func more() throws -> Answer {
        if lastListSource == .cook, let cook = lastCook { return moreRecipes(cook) }
        guard let last = lastSearch else { return .recipeRefused(.noSearch) }
        return try search(last.search, page: last.page + 1, limit: last.limit)
    }

    /// The recipe a reference points at, in full (with steps), or the answer saying why not.
    public func resolve(_ reference: RecipeReference?) throws -> Result<Recipe, RecipeLookupFailure> {
        switch reference {
        case .name(let name):
            let bare = name.filter { $0 != " " }
            if let recipe = try store.recipeNamed(name) ?? (bare != name ? store.recipeNamed(bare) : nil) {
                return .success(recipe)
            }
            return .failure(.notFound(name))
        case .number, nil:
            guard let listed = recipe(at: reference) else { return .failure(.noRecipe) }
            return .success(try store.recipeNamed("\(listed.id)") ?? listed)
        }
    }

    /// One recipe in full. A name several recipes share shows the first (the user's own,
    /// else the oldest) and lists the others, so none is picked silently.
    func show(_ reference: RecipeReference?) throws -> Answer {
        switch try resolve(reference) {
        case .success(let recipe):
            guard case .name(let name) = reference, Int64(name) == nil else { return .recipeDetail(recipe) }
            return .recipeDetail(recipe, sameName: try store.recipesNamed(recipe.name).filter { $0.id != recipe.id })
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
public enum RecipeLookupFailure: Error, Sendable, Equatable {
    /// No recipe has this id or name.
    case notFound(String)
    /// A number not in the last list, or nothing shown yet.
    case noRecipe

    public var answer: Answer {
        switch self {
        case .notFound(let name): .recipeNotFound(name)
        case .noRecipe: .recipeRefused(.noRecipe)
        }
    }
}
