/// Lists narrowed by a follow-up (`양파 빼고`, `30분 안에`, `다른 거`): the store's ranked
/// candidates with the recipes the `Narrowing` leaves out taken away, then paged. The order
/// is the store's; nothing here ranks.
extension Session {
    /// The most candidates a narrowed list looks through.
    static let narrowingScope = 100_000

    func narrowedCandidates(_ plan: MatchPlan, _ narrowing: Narrowing, page: Int, limit: Int, shown: [Int64],
                            listStart: Int) throws -> CandidatePage {
        let all = try store.candidates(plan, 0, Self.narrowingScope)
        let (tagged, notTagged) = try taggedIDs(narrowing)
        let kept = all.recipes.filter {
            narrowing.allowsTags($0, tagged: tagged, notTagged: notTagged, lexicon: matcher.lexicon) && narrowing.allows($0, lexicon: matcher.lexicon)
        }
        let complete = kept.count { plan.match($0).map { $0.askedUsed == plan.askedCount } ?? false }
        let recipes: [Recipe]
        if shown.isEmpty {
            recipes = Array(kept.dropFirst(max(0, page - 1) * limit).prefix(limit))
        } else {
            let seen = Set(shown)
            recipes = Array(kept.dropFirst(max(0, listStart - 1)).filter { !seen.contains($0.id) }.prefix(limit))
        }
        return CandidatePage(recipes: recipes, total: kept.count, complete: complete)
    }

    /// The ids with the narrowing's tag and with its left-out tag, when it has them.
    func taggedIDs(_ narrowing: Narrowing) throws -> (Set<Int64>?, Set<Int64>?) {
        func ids(_ tag: String) throws -> Set<Int64> {
            try ([tag] + (FollowUpCues.tagIncludes[tag] ?? [])).reduce(into: Set<Int64>()) { $0.formUnion(try store.tagged($1)) }
        }
        return (try narrowing.tag.map(ids), try narrowing.notTag.map(ids))
    }

    func narrowedSearch(_ search: RecipeSearch, _ matcher: SearchMatcher?, page: Int, limit: Int) throws -> SearchResult {
        let all = try store.search(search, matcher, 0, Self.narrowingScope)
        let have = search.narrowing.onlyHave ? Set(fridgeAtHand().items.map(\.key)) : nil
        let (tagged, notTagged) = try taggedIDs(search.narrowing)
        let kept = all.recipes.filter {
            search.narrowing.allowsTags($0, tagged: tagged, notTagged: notTagged, lexicon: self.matcher.lexicon)
                && search.narrowing.allows($0, lexicon: self.matcher.lexicon, have: have)
        }
        return SearchResult(total: kept.count, recipes: Array(kept.dropFirst(max(0, page - 1) * limit).prefix(limit)))
    }
}
