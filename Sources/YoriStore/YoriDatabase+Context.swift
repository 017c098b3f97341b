import YoriKit

extension YoriDatabase {
    /// What later lines of `conversation` may refer to (`2번 보여줘`), as last saved.
    public func context(of conversation: String) throws(StoreError) -> SessionContext? {
        try reading {
            try db.rows("""
                SELECT list_ids, asked, shown_id, search_query, search_kind, search_method, search_max_kcal,
                       search_page, search_limit, list_source, cook_words, cook_strict, cook_max_missing, cook_kind,
                       cook_method, cook_max_kcal, cook_page, cook_limit, list_start, shown_factor, shown_servings,
                       cook_servings
                FROM conversation_context WHERE conversation = ?
                """, [.text(conversation)]) { row in
                SessionContext(listIDs: row.string(0).split(separator: ",").compactMap { Int64($0) },
                               asked: Self.words(row.string(1)),
                               shownID: row[2].int,
                               search: row.optionalString(3).map {
                                   RecipeSearch(query: $0, kind: row.optionalString(4), method: row.optionalString(5),
                                                maxKcal: row[6].double)
                               },
                               searchPage: Self.bounded(row[7].int, 1...Self.maxPage, else: 1),
                               searchLimit: Self.bounded(row[8].int, 1...Self.maxLimit, else: 10),
                               cook: row.optionalString(10).map { words in
                                   var filter = MatchFilter(strict: row[11].int == 1, maxMissing: RecipeLimits.checked(row[12].int, 0...Self.maxLimit),
                                                            kind: row.optionalString(13), method: row.optionalString(14),
                                                            maxKcal: row[15].double)
                                   filter.servings = RecipeLimits.checked(row[21].int, ServingsAsk.servingsRange)
                                   return CookRequest(words: Self.words(words), filter: filter,
                                                      page: Self.bounded(row[16].int, 1...Self.maxPage, else: 1),
                                                      limit: Self.bounded(row[17].int, 1...Self.maxLimit, else: 10))
                               },
                               listSource: row.optionalString(9).flatMap(ListSource.init(rawValue:)),
                               listStart: Self.bounded(row[18].int, 1...Self.maxPage * Self.maxLimit, else: 1),
                               shownFactor: row[19].double.flatMap { (Self.minFactor...Self.maxFactor).contains($0) ? $0 : nil },
                               shownServings: row[20].double.flatMap { (0.01...Double(RecipeLimits.servings.upperBound)).contains($0) ? $0 : nil })
            }.first
        }
    }

    /// Replaces what `conversation` may refer to.
    public func saveContext(_ context: SessionContext, of conversation: String) throws(StoreError) {
        try writing {
            try db.run("""
                INSERT OR REPLACE INTO conversation_context (conversation, list_ids, asked, shown_id, search_query,
                    search_kind, search_method, search_max_kcal, search_page, search_limit, list_source, cook_words,
                    cook_strict, cook_max_missing, cook_kind, cook_method, cook_max_kcal, cook_page, cook_limit, list_start,
                    shown_factor, shown_servings, cook_servings)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.text(conversation), .text(context.listIDs.map(String.init).joined(separator: ",")),
                      .text(context.asked.joined(separator: "\n")), context.shownID.map { .integer($0) } ?? .null,
                      SQLValue(context.search?.query), SQLValue(context.search?.kind), SQLValue(context.search?.method),
                      context.search?.maxKcal.map { .real($0) } ?? .null,
                      .integer(Int64(context.searchPage)), .integer(Int64(context.searchLimit)),
                      SQLValue(context.listSource?.rawValue), SQLValue(context.cook.map { $0.words.joined(separator: "\n") }),
                      .integer(context.cook?.filter.strict == true ? 1 : 0), SQLValue(context.cook?.filter.maxMissing),
                      SQLValue(context.cook?.filter.kind), SQLValue(context.cook?.filter.method),
                      context.cook?.filter.maxKcal.map { .real($0) } ?? .null,
                      SQLValue(context.cook?.page), SQLValue(context.cook?.limit), .integer(Int64(context.listStart)),
                      context.shownFactor.map { .real($0) } ?? .null, context.shownServings.map { .real($0) } ?? .null,
                      SQLValue(context.cook?.filter.servings)])
        }
    }

    /// Words saved one a line (an empty text is no words).
    static func words(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    /// Recipes by id, in the order given, with their ingredients (not steps); ids that no
    /// longer exist are left out.
    public func recipes(ids: [Int64]) throws(StoreError) -> [Recipe] {
        try reading { try recipes(withIDs: ids) }
    }

    /// The largest page and page size a stored context may hold: larger numbers (written by
    /// another program) would overflow the arithmetic on them, so they read as the defaults.
    static let maxPage = 1_000_000
    static let maxLimit = 10_000
    /// The factors a stored scale may hold (`double it` again and again multiplies it); others read as none.
    static let minFactor = 0.001
    static let maxFactor = 10_000.0

    static func bounded(_ value: Int64?, _ range: ClosedRange<Int>, else fallback: Int) -> Int {
        RecipeLimits.checked(value, range) ?? fallback
    }
}
