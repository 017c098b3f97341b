extension Session {
    /// Days ahead the alerts and `expiring` look by default (the D-7 alert).
    public static let alertWindow = 7
    /// How many events a fridge history in the chat shows.
    public static let historyLength = 30

    var planner: FridgePlanner { FridgePlanner(table: shelfLife, today: clock.today()) }

    func addToFridge(_ requests: [FridgeItemRequest]) throws -> Answer {
        guard !requests.isEmpty else { return .needIngredients }
        // "유통기한 13월 45일": refused whole rather than added without the date.
        if let bad = requests.lazy.compactMap(\.invalidExpiry).first { return .badInput(.badDate(bad)) }
        let planner = planner
        if let dated = try dateStored(requests, planner: planner) { return dated }
        var planned: [(FridgeItem, FridgePlanner.ExpirySource)] = []
        // "대파 샀어" with 대파 1단 on the shopping list: what the list said to buy is what came home.
        let open = requests.contains { $0.quantity == nil } ? try shopping.items().filter { !$0.bought } : []
        for var request in requests {  // all checked before any write
            let key = purchaseKey(name: request.ingredient.word, canonical: request.ingredient.canonical)
            if request.quantity == nil, request.share == nil,
               let line = open.first(where: { purchaseKey(name: $0.name, canonical: $0.canonical) == key }),
               let amount = purchasedAmount(line).amount {
                request.quantity = amount.0
                request.unit = amount.1
            }
            var (item, source) = try planner.newItem(request)
            if let name = request.name { item.name = name }  // "할머니 된장", kept as written
            planned.append((item, source))
        }
        let stored = try fridge.add(planned.map(\.0))
        let ticked = try tickPurchased(stored)
        return .fridgeAdded(zip(stored, planned).map { ($0, $1.1) }, ticked: ticked, today: planner.today)
    }

    /// A line that only states when stored food expires (`우유 유통기한 내일까지야`, `the milk expires
    /// tomorrow`, `FridgeItemRequest.statesExpiry`): that lot's date is set, as `fridge edit N
    /// --expires` sets it, and the answer shows the change. `nil` when none of the foods is stored
    /// (they are added, dated so) or the line adds. A food stored in several lots is refused with
    /// their numbers (which one is not said), and so is a line naming one food stored and one not:
    /// nothing is half-done.
    func dateStored(_ requests: [FridgeItemRequest], planner: FridgePlanner) throws -> Answer? {
        guard requests.allSatisfy(\.statesExpiry) else { return nil }
        let lots = try requests.map { try fridge.lots($0.ingredient.canonical ?? $0.ingredient.word) }
        guard lots.contains(where: { !$0.isEmpty }) else {
            // `우유 유통기한 내일로 바꿔줘` with no milk: nothing to change, nothing added.
            if let change = requests.first(where: \.changesExpiry) { throw FridgeError.notInFridge(change.displayName) }
            return nil
        }
        if let missing = zip(requests, lots).first(where: { $1.isEmpty }) { throw FridgeError.notInFridge(missing.0.displayName) }
        var dated: [(before: FridgeItem, after: FridgeItem)] = []
        for (request, stored) in zip(requests, lots) {
            guard stored.count == 1 else {
                throw FridgeError.whichLot(stored[0].name, ids: FridgePlanner.firstExpiringFirst(stored).map(\.id))
            }
            try FridgeError.check(date: request.expires, today: planner.today)
            var after = stored[0]
            after.expires = request.expires
            after.expiresSetByUser = true
            dated.append((stored[0], after))
        }
        try fridge.update(dated.map(\.after), planner.today)
        return .fridgeDated(dated, today: planner.today)
    }

    func consume(_ requests: [FridgeItemRequest], kind: FridgeEvent.Kind) throws -> Answer {
        guard !requests.isEmpty else { return .needIngredients }
        let planner = planner
        var plans: [(plan: FridgePlanner.Consumption, lots: [FridgeItem])] = []
        // "김치 조금 먹었어": no number, so nothing is taken; the answer asks how much.
        if let vague = requests.first(where: { $0.vague != nil }) {
            return .badInput(.vagueAmount(item: vague.displayName, word: vague.vague ?? "", discard: kind == .discard))
        }
        for request in requests {
            // "fridge use 계란 -2": the amount is wrong whatever the fridge holds.
            if let quantity = request.quantity, !(quantity > 0) || !quantity.isFinite { throw FridgeError.badQuantity(quantity) }
            let lots = try storedLots(request)
            if let share = request.share {
                plans.append((try planner.consume(share: share, of: request, from: lots), lots))
                continue
            }
            plans.append((try planner.consume(request, from: lots), lots))  // all planned before any write
        }
        try fridge.consume(plans, kind, clock.today())
        return .fridgeConsumed(try plans.map { plan, lots in
            let name = lots.first?.name ?? ""
            let left = try fridge.lots(name)
            return FridgeConsumption(kind: kind, name: name, plan: plan,
                                     remaining: FridgeAmount.totals(FridgePlanner.firstExpiringFirst(left).compactMap(\.amount)),
                                     remainingLots: left.count)
        })
    }

    /// "유통기한 지난 거 다 버렸어": every lot past its date is thrown away, recorded as waste;
    /// fresher lots of the same food stay. With `only`, just the lots of those items
    /// (`유통기한 지난 우유 버렸어`). With none past, the answer says so (an empty
    /// `ExpiringReport` with `withinDays` -1).
    func discardExpired(_ only: [FridgeItemRequest] = []) throws -> Answer {
        let planner = planner
        let named = Set(only.map { $0.ingredient.canonical ?? $0.ingredient.word })
        let past = try fridge.items().filter { lot in
            (lot.expires.map { $0 < planner.today } ?? false) && (named.isEmpty || named.contains(lot.canonical ?? lot.name))
        }
        guard !past.isEmpty else { return .expiring(ExpiringReport(groups: [], today: planner.today, withinDays: -1)) }
        var names: [String] = []
        for lot in FridgePlanner.firstExpiringFirst(past) where !names.contains(lot.canonical ?? lot.name) {
            names.append(lot.canonical ?? lot.name)
        }
        let plans = try names.map { name in
            let lots = past.filter { ($0.canonical ?? $0.name) == name }
            var request = FridgeItemRequest(ingredient: AskedIngredient(word: lots[0].name, canonical: lots[0].canonical,
                                                                        nameKind: nil))
            // "threw away 2 expired yogurts": that many of the lots past their date, not all of them.
            if let asked = only.first(where: { ($0.ingredient.canonical ?? $0.ingredient.word) == name }), asked.quantity != nil {
                request.quantity = asked.quantity
                request.unit = asked.unit
            }
            return (plan: try planner.consume(request, from: lots), lots: lots)
        }
        try fridge.consume(plans, .discard, planner.today)
        return .fridgeConsumed(try plans.map { plan, lots in
            let left = try fridge.lots(lots[0].canonical ?? lots[0].name)
            return FridgeConsumption(kind: .discard, name: lots[0].name, plan: plan,
                                     remaining: FridgeAmount.totals(FridgePlanner.firstExpiringFirst(left).compactMap(\.amount)),
                                     remainingLots: left.count)
        })
    }

    /// Uses or discards from one item, by the number `yori fridge` shows (`fridge use 7`,
    /// `fridge discard 7 1모`): all of it without an amount; a number without a unit counts in
    /// the item's own unit. An unknown number is refused (`FridgeError.noSuchItem`).
    public func consumeItem(_ id: Int64, quantity: Double?, unit: String?, kind: FridgeEvent.Kind,
                            language: UserLanguage) -> Reply {
        Reply(guarded(language) { try atomically {
            guard let item = try fridge.items().first(where: { $0.id == id }) else { throw FridgeError.noSuchItem(id) }
            let request = FridgeItemRequest(ingredient: AskedIngredient(word: item.name, canonical: item.canonical,
                                                                        nameKind: item.canonical == nil ? nil : .canonical),
                                            quantity: quantity, unit: unit)
            if let quantity, !(quantity > 0) || !quantity.isFinite { throw FridgeError.badQuantity(quantity) }
            let plan = try planner.consume(request, from: [item])
            try fridge.consume([(plan, [item])], kind, clock.today())
            let left = try fridge.lots(item.canonical ?? item.name)
            return .fridgeConsumed([FridgeConsumption(
                kind: kind, name: item.name, plan: plan,
                remaining: FridgeAmount.totals(FridgePlanner.firstExpiringFirst(left).compactMap(\.amount)),
                remainingLots: left.count)])
        } }, language: language)
    }

    /// The inventory, only `place` and `category` when given, in `sort` order (default: expiry).
    /// With `ingredients`, only their lots (`계란 몇 개 남았어?`): a kind counts for its
    /// ingredient (삼겹살 for 돼지고기), and the answer names them when there are none.
    func listFridge(place: StoragePlace?, category: String? = nil, sort: FridgeListing.Order? = nil,
                    ingredients: [AskedIngredient] = [], language: UserLanguage = .ko) throws -> Answer {
        var items = try fridge.items().filter { place == nil || $0.place == place }
        if !ingredients.isEmpty {
            let lexicon = shelfLife.lexicon
            items = items.filter { item in
                ingredients.contains { asked in
                    guard let key = asked.canonical else { return item.name.lowercased() == asked.word.lowercased() }
                    if item.canonical == key { return true }
                    return item.canonical.map { lexicon.covered(by: $0).contains(key) } ?? false
                }
            }
        }
        let categories = FridgeListing.categoryCounts(items, lexicon: shelfLife.lexicon)
        var listing = FridgeListing(items: items, today: clock.today(), place: place, categories: categories)
        listing.ingredients = ingredients.map { $0.canonical ?? $0.word }
        if let category { listing = listing.filtered(category: category, lexicon: shelfLife.lexicon) }
        if let sort { listing = listing.sorted(sort, language: language, lexicon: shelfLife.lexicon) }
        return .fridgeList(listing)
    }

    /// Moves each item to `place` (the expiry recomputed for it, `FridgePlanner.move`), as `yori
    /// fridge move` does: every lot, or with an amount (`닭가슴살 1팩 냉동실로`) only that much, taken
    /// first-expiring-first as a use takes it (`FridgePlanner.consume`) from the lots elsewhere; a
    /// lot cut in two stays with the rest and the part moved is split off. When one is not in the fridge (`I froze the chicken` on an empty
    /// fridge), nothing changes and the answer names it. Only a line that gives every item an amount
    /// (`돼지고기 300g 얼려 뒀어`), none of them stored, tells of new food: it is put into `place`
    /// (an amount says it is new food, as in `RequestParser.addsItems`).
    public func move(_ requests: [FridgeItemRequest], to place: StoragePlace) throws -> Answer {
        guard !requests.isEmpty else { return .needIngredients }
        let planner = planner
        var lots: [[FridgeItem]] = []
        for request in requests {
            lots.append(try storedLots(request))
        }
        if lots.allSatisfy(\.isEmpty), requests.allSatisfy({ $0.quantity != nil }) {
            return try addToFridge(requests.map { var r = $0; r.storage = place; return r })
        }
        if let missing = zip(requests, lots).first(where: { $1.isEmpty }) {
            throw FridgeError.notInFridge(missing.0.displayName)
        }
        var moves: [FridgeMove] = []
        var stays: [FridgeItem] = [], parts: [FridgeItem] = []
        for (request, lots) in zip(requests, lots) {
            let elsewhere = lots.filter { $0.place != place }
            guard request.quantity != nil, !elsewhere.isEmpty else {
                moves += lots.map { planner.move($0, to: place) }
                continue
            }
            let taken = try planner.consume(request, from: elsewhere)
            for lot in elsewhere where taken.removed.contains(lot.id) { moves.append(planner.move(lot, to: place)) }
            for cut in taken.reduced {
                guard let lot = elsewhere.first(where: { $0.id == cut.id }), let have = lot.quantity,
                      let haveThere = cut.unit == lot.unit ? have : FridgeAmount.convert(have, from: lot.unit, to: cut.unit,
                                                                                        category: lexiconCategory(lot)) else { continue }
                var stay = lot
                (stay.quantity, stay.unit) = (cut.quantity, cut.unit)
                var part = lot
                (part.quantity, part.unit) = (FridgeAmount.rounded(haveThere - cut.quantity), cut.unit)
                stays.append(stay)
                parts.append(part)
            }
        }
        if !stays.isEmpty { try fridge.update(stays, planner.today) }
        let split = try parts.isEmpty ? [] : fridge.splitOff(parts)
        moves += split.map { var move = planner.move($0, to: place); move.part = true; return move }
        try fridge.update(moves.filter { !$0.alreadyThere }.map(\.item), planner.today)
        return .fridgeMoved(moves, today: planner.today)
    }

    /// The place a chat line puts stored food away to (`put the chicken in the freezer`, `대파 냉동실에
    ///넣어`): every item named with that place and no amount, each stored now and none of its lots
    /// there yet. An amount (`닭고기 300g 냉동실에 넣어`) or food not stored is an addition.
    func putsAway(_ items: [FridgeItemRequest]) -> StoragePlace? {
        guard let place = items.first?.storage, !items.isEmpty,
              items.allSatisfy({ $0.storage == place && $0.quantity == nil && $0.share == nil && $0.expires == nil }) else { return nil }
        for item in items {
            // Several kinds stored (`the chicken` with thighs and breasts): a move, refused with their names.
            let lots: [FridgeItem]
            do { lots = try storedLots(item) } catch FridgeError.whichKind { continue } catch { return nil }
            guard !lots.isEmpty, !lots.contains(where: { $0.place == place }) else { return nil }
        }
        return place
    }

    /// The lots a fridge line means by `request`: those of its food; when none is stored, those of
    /// the one kind of it that is (`put the chicken in the freezer` with 닭다리살 stored: the lexicon's
    /// `broader`, `IngredientLexicon.isKind`). Several kinds stored are not chosen between: the answer
    /// names them and nothing changes (`FridgeError.whichKind`). Moves, uses and discards look food up so,
    /// in the chat and in `yori fridge move/edit`.
    public func storedLots(_ request: FridgeItemRequest) throws -> [FridgeItem] {
        let own = try fridge.lots(request.ingredient.canonical ?? request.ingredient.word)
        guard own.isEmpty, let asked = request.ingredient.canonical else { return own }
        let lexicon = shelfLife.lexicon
        let kinds = try fridge.items().filter { lot in lot.canonical.map { lexicon.isKind($0, of: asked) } ?? false }
        var names: [String] = []
        for lot in FridgePlanner.firstExpiringFirst(kinds) where !names.contains(lot.canonical ?? lot.name) {
            names.append(lot.canonical ?? lot.name)
        }
        guard names.count <= 1 else { throw FridgeError.whichKind(asked, kinds: names) }
        return kinds
    }

    /// The food a line asks a stand-in for (`대파 없으면 뭐로 대신해?`, `substitute for butter`): the
    /// first one it names, when it has a cue of substitution (`Vocabulary.substituteKorean`/`English`).
    /// Such a line is a question for the model (a stand-in depends on the dish); with none
    /// configured, yori says what it knows.
    func substitutionAsked(_ line: String) -> [AskedIngredient]? {
        let lowered = line.lowercased()
        guard Vocabulary.substituteKorean.contains(where: lowered.contains)
                || Vocabulary.substituteEnglish.contains(where: { (" " + lowered + " ").contains(" " + $0 + " ") }) else { return nil }
        let named = parser.ingredients(fromArguments: line.split(separator: " ").map(String.init)).filter { $0.canonical != nil }
        guard let first = named.first(where: { asked in
            !(shelfLife.lexicon.ingredient(named: asked.canonical ?? "")?.isStaple ?? false) || named.count == 1
        }) ?? named.first else { return nil }
        return [first]
    }

    /// What can stand in for each ingredient: its related foods both ways (대파 → 쪽파 and 쪽파 →
    /// 대파), then the other kinds of what it is a kind of; those in the fridge first.
    func substitutes(_ ingredients: [AskedIngredient]) -> Answer {
        guard !ingredients.isEmpty else { return .needIngredients }
        let lexicon = shelfLife.lexicon
        let stored = Set(((try? fridge.items()) ?? []).compactMap(\.canonical))
        return .substitutes(ingredients.map { asked in
            let name = asked.canonical ?? asked.word
            guard let food = lexicon.ingredient(named: name) else { return Substitutes(ingredient: name, options: [], atHand: []) }
            var options: [String] = []
            func add(_ other: String) { if other != name, !options.contains(other), lexicon.ingredient(named: other) != nil { options.append(other) } }
            food.related.forEach(add)
            for other in lexicon.ingredients where other.related.contains(name) { add(other.name) }
            if let broader = food.broader {
                for other in lexicon.ingredients where other.broader == broader { add(other.name) }
            }
            // The kinds of it (액젓: 멸치액젓, 까나리액젓, 피시소스).
            for other in lexicon.ingredients where other.broader == name { add(other.name) }
            let atHand = options.filter(stored.contains)
            return Substitutes(ingredient: name, options: atHand + options.filter { !stored.contains($0) }, atHand: atHand)
        })
    }

    /// The lexicon category of a stored item (for converting its amounts), if it is known.
    private func lexiconCategory(_ item: FridgeItem) -> String? {
        item.canonical.flatMap { shelfLife.lexicon.ingredient(named: $0)?.category }
    }

    /// The latest `limit` events, only of `kind` when given.
    public func fridgeEvents(_ kind: FridgeEvent.Kind?, limit: Int) throws -> [FridgeEvent] {
        guard let kind else { return try fridge.events(limit) }
        return Array(try fridge.events(100_000).lazy.filter { $0.kind == kind }.prefix(limit))
    }

    func expiring(within days: Int) throws -> Answer {
        let planner = planner
        return .expiring(ExpiringReport(groups: planner.alerts(try fridge.items(), within: days),
                                        today: planner.today, withinDays: days))
    }

    /// Storage advice for each ingredient: the built-in row and the tips kept for it. When
    /// yori has neither and an endpoint is configured, the model is asked (the storage-tip
    /// prompt, with the user's own question) and its answer is kept as a tip, so the next
    /// question about it is answered locally.
    /// - Parameter question: the line the user wrote, if any. With no ingredient named in
    ///   the command, names that have tips kept (free text the lexicon does not know, such
    ///   as 용과) are looked for in it.
    func storageTips(_ ingredients: [AskedIngredient], language: UserLanguage = .ko,
                     question: String? = nil) throws -> Answer {
        var ingredients = ingredients
        if ingredients.isEmpty, let question {
            ingredients = try savedTipNames(in: question).map { AskedIngredient(word: $0, canonical: nil, nameKind: nil) }
        }
        guard !ingredients.isEmpty else { return .needIngredients }
        let today = clock.today()
        let inFridge = (try? fridge.items()) ?? []
        return .storageTips(try ingredients.map { asked in
            var name = asked.canonical ?? asked.word
            var row = asked.canonical.flatMap(shelfLife.row(for:))
            // `잡채가 남았는데 어떻게 보관해?`, `how do I store leftover japchae`: a dish, kept as cooked leftovers are.
            var dishRecipe: Recipe?
            let own = try fridge.tips(name)
            if row == nil, asked.canonical == nil, own.isEmpty {
                let words = name.split(separator: " ").filter { !["leftover", "leftovers", "left-over", "cooked"].contains($0.lowercased()) }
                let bare = words.joined(separator: " ")
                if let found = try? romanized(bare) { name = found.name }
                if bare.isEmpty || LeftoverDish.generalWords.contains(bare) {
                    // `how long do leftovers keep?`, `남은 음식 어떻게 보관해?`: any cooked dish.
                    name = language.pick("남은 음식", "leftovers")
                    row = LeftoverDish.shelfLife(name)
                } else {
                    let recipe = try? store.recipeNamed(name.filter { $0 != " " })
                    if LeftoverDish.isDish(name, isRecipe: recipe != nil) {
                        dishRecipe = recipe
                        row = LeftoverDish.shelfLife(name)
                    }
                }
            }
            let dish = row != nil && asked.canonical == nil
            // A lexicon ingredient without a row: the category's conservative days.
            let category = row == nil ? asked.canonical.flatMap { shelfLife.lexicon.ingredient(named: $0)?.category } : nil
            let categoryDefault = category.map { ($0, shelfLife.shelfLife(for: name)) }
            var tip = StorageTipAnswer(ingredient: name, shelfLife: row, ownTips: name == asked.canonical ?? asked.word ? own : try fridge.tips(name),
                                       categoryDefault: categoryDefault)
            tip.leftoverDish = dish
            tip.dishEnglish = dishRecipe?.nameEnglish
            tip.stored = inFridge.filter { ($0.canonical ?? $0.name) == name }
            tip.today = today
            if tip.needsModel, model.model == nil, let problem = model.problem {
                tip.modelProblem = .badInput(.settings(problem))
                return tip
            }
            guard tip.needsModel, model.model != nil else { return tip }
            // Nothing known locally: ask the model once (not streamed: the answer is shown
            // as a tip), and keep its answer.
            let text = question ?? language.pick("\(name) 어떻게 보관해?", "How do I store \(name)?")
            let outcome = askModel(text, kind: .storageTip(ingredient: name, knownTip: nil), language: language,
                                   onDelta: { _ in }, asked: [asked])
            switch outcome {
            case .model(let answer, let remaining, _) where answer.complete:
                let kept = TerminalSanitizer.clean(answer.text)
                try fridge.addTip(name, kept, "llm")
                let stored = tip.stored
                tip = StorageTipAnswer(ingredient: name, shelfLife: row, ownTips: [(kept, "llm")],
                                       categoryDefault: categoryDefault)
                tip.stored = stored
                tip.today = today
                tip.fromModel = answer
                tip.remaining = remaining
            case .model(_, _, let warning):  // cut off: not kept as advice
                tip.modelProblem = .modelFailed(message: warning ?? "")
            default:
                tip.modelProblem = outcome
            }
            return tip
        })
    }

    /// The fridge items kept under a name the lexicon does not know (용과, dragon fruit) that a line
    /// asks after as it would after a known food (`용과 있어?`, `do I have dragon fruit?`): the line,
    /// with each such name read as a known food, is a look at those lots.
    func storedNameQuestion(_ line: String) -> [AskedIngredient]? {
        let text = Hangul.composed(line).lowercased()
        let names = Set(((try? fridge.items()) ?? []).filter { $0.canonical == nil }.map { $0.name.lowercased() })
        let named = names.filter { !$0.isEmpty && text.contains($0) }.sorted { $0.count > $1.count }
        guard !named.isEmpty else { return nil }
        var stand = text
        for name in named { stand = stand.replacing(name, with: "계란") }
        guard case .fridgeList(nil, nil, nil, let asked) = parser.parse(stand, today: clock.today()).command,
              !asked.isEmpty, asked.allSatisfy({ $0.canonical == "계란" }) else { return nil }
        return named.map { AskedIngredient(word: $0, canonical: nil, nameKind: nil) }
    }

    /// The names with kept tips (or free-text fridge items) that `question` mentions, longest first.
    func savedTipNames(in question: String) throws -> [String] {
        let text = Hangul.composed(question).lowercased()
        var names = Set(try fridge.tipNames())
        for item in (try? fridge.items()) ?? [] where item.canonical == nil { names.insert(item.name) }
        var found: [String] = []
        for name in names.sorted(by: { $0.count > $1.count }) where !name.isEmpty && text.contains(name.lowercased()) {
            if !found.contains(where: { $0.contains(name) }) { found.append(name) }
        }
        return found
    }

    /// The REPL's one-line greeting summary of what is due, or `nil` when nothing is.
    public func alertSummary() -> ExpiringReport? {
        guard case .expiring(let report)? = try? expiring(within: Self.alertWindow), !report.groups.isEmpty else {
            return nil
        }
        return report
    }
}
