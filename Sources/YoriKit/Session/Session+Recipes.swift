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
