extension Session {
    /// The longest wait a 429 `Retry-After` can impose (a day): a longer one is capped.
    public static let longestHoldOff = WaitTime.longest

    /// A question meant for the model (`Command.llm`: `ai …`, `--ai`, or an open question).
    ///
    /// What the question asks picks the prompt: a storage question the storage-tip prompt
    /// (with yori's own advice, and the answer kept as a tip), a what-to-cook request the
    /// fridge-recipe prompt, anything else the question prompt. When the model cannot be
    /// asked (quota spent, told to wait, no endpoint), a question yori can answer itself is
    /// answered locally, with a note saying why.
    func askAI(_ text: String, language: UserLanguage, onDelta: @escaping @Sendable (String) -> Void) -> Answer {
        let inner = parsed(text).command
        let local: (() -> Answer)? = Self.answersLocally(inner) ? { self.answer(inner, language: language).answer } : nil
        switch inner {
        case .recommend(let asked, _):
            return askModel(text, kind: .fridgeRecipe, language: language, onDelta: onDelta, asked: asked, local: local)
        case .storageTip(let asked) where asked.count == 1:
            let name = asked[0].canonical ?? asked[0].word
            let result = askModel(text, kind: .storageTip(ingredient: name, knownTip: knownTip(asked[0], language)),
                                  language: language, onDelta: onDelta, local: local)
            // Kept as a tip, so the next storage question about it is answered locally.
            if case .model(let answer, _, _) = result, answer.complete, !answer.fromCache,
               let tips = try? fridge.tips(name), !tips.contains(where: { $0.source == "llm" }) {
                try? fridge.addTip(name, TerminalSanitizer.clean(answer.text), "llm")
            }
            return result
        default:
            return askModel(text, kind: .question, language: language, onDelta: onDelta, local: local)
        }
    }

    /// Whether yori answers `command` itself (so it can stand in when the model cannot be asked).
    static func answersLocally(_ command: Command) -> Bool {
        switch command {
        case .llm, .empty, .quit, .help: false
        default: true
        }
    }

    /// Forwards a question to the model, under the daily quota and any wait the endpoint
    /// asked for, grounded in the fridge, what expires, matching recipes and the last turns.
    /// - Parameters:
    ///   - asked: the ingredients the question names, for the recipe matches in the grounding
    ///     (`nil`: read them from `text`; empty: use the fridge's).
    ///   - local: yori's own answer to the question, given instead when the model cannot be asked.
    func askModel(_ text: String, kind: ModelQuestion.Kind, language: UserLanguage,
                  onDelta: @escaping @Sendable (String) -> Void, asked: [AskedIngredient]? = nil,
                  local: (() -> Answer)? = nil) -> Answer {
        func unavailable(_ reason: ModelUnavailable, otherwise: Answer) -> Answer {
            local.map { .localInstead($0(), because: reason) } ?? otherwise
        }
        guard model.model != nil else {
            if let problem = model.problem { return unavailable(.misconfigured(problem), otherwise: .badInput(.settings(problem))) }
            return unavailable(.notConfigured, otherwise: .notUnderstood(text: text))
        }
        let today = clock.today()
        // The same question asked again today (spacing and particles aside) costs no call.
        if case .question = kind, let history, let cached = try? history.cachedAnswer(today, QuestionKey.normalise(text)) {
            var answer = ModelAnswer(text: cached.answer, model: cached.model ?? model.model ?? "")
            answer.fromCache = true
            return .model(answer, remaining: remainingCalls(today))
        }
        if let refused = reserveCall(today, language: language, unavailable: unavailable) { return refused }
        let question = ModelQuestion(text: text, language: language, kind: kind,
                                     grounding: grounding(for: text, asked: asked, language: language), today: today)
        do {
            let answer = try model.ask(question, onDelta)
            try? quota.settle(today)
            return .model(answer, remaining: remainingCalls(today))
        } catch {
            // Only a request the endpoint answered (a status line came back) uses quota.
            if error.endpointAnswered { try? quota.settle(today) } else { try? quota.refund(today) }
            if let wait = error.retryAfter, wait > 0 { try? quota.holdOff(min(wait, Self.longestHoldOff)) }
            if let partial = error.partial, !partial.text.isEmpty {
                return .model(partial, remaining: remainingCalls(today), warning: error.message)
            }
            return .modelFailed(message: error.message)
        }
    }

    /// Takes one call from today's quota; `nil` when taken, else the answer saying why no
    /// call can be made (told to wait, the limit is 0 or spent, the store failed).
    func reserveCall(_ today: LocalDay, language: UserLanguage,
                     unavailable: (ModelUnavailable, Answer) -> Answer = { $1 }) -> Answer? {
        // The endpoint said when to come back (429 Retry-After): no call before then.
        if let wait = (try? quota.waitLeft()) ?? nil, wait > 0 {
            return unavailable(.waiting(seconds: wait), .modelWaiting(seconds: wait))
        }
        if quota.limit <= 0 { return unavailable(.quotaSpent(used: 0, limit: 0), .quotaSpent(used: 0, limit: 0)) }
        do {
            guard try quota.reserve(today) else {
                let used = (try? quota.used(today)) ?? quota.limit
                return unavailable(.quotaSpent(used: used, limit: quota.limit), .quotaSpent(used: used, limit: quota.limit))
            }
        } catch is QuotaWaitCancelled {
            return .modelFailed(message: QuotaWaitCancelled().message(language))
        } catch {
            return .failure(message: language.describe(error))
        }
        return nil
    }

    /// Calls left today, or `nil` without a quota store.
    public func remainingCalls(_ day: LocalDay) -> Int? {
        guard let used = try? quota.used(day) else { return nil }
        return max(0, quota.limit - used)
    }

    /// What yori itself knows about keeping `asked`: the built-in advice and shelf life, and
    /// the tips kept for it; `nil` when nothing.
    func knownTip(_ asked: AskedIngredient, _ language: UserLanguage) -> String? {
        var lines: [String] = []
        if let row = asked.canonical.flatMap(shelfLife.row(for:)) {
            let places: [(StoragePlace, String)] = [(.fridge, "fridge"), (.freezer, "freezer"), (.pantry, "room temperature")]
            let days = places.compactMap { place, name in row.days(in: place).map { "\(name) \($0) days" } }
            if !days.isEmpty { lines.append(days.joined(separator: ", ")) }
            if !row.tip(language).isEmpty { lines.append(row.tip(language)) }
            if row.doNotFreeze { lines.append("do not freeze") }
        }
        let name = asked.canonical ?? asked.word
        lines += ((try? fridge.tips(name)) ?? []).map { ($0.source == "user" ? "user's tip: " : "earlier AI tip: ") + $0.text }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// What the model is told besides the question. `asked`: the ingredients for the recipe
    /// matches (`nil`: those named in `text`; empty: the fridge's).
    /// Recipe and ingredient names are in `language`, as the answer is.
    func grounding(for text: String, asked: [AskedIngredient]? = nil, language: UserLanguage = .ko) -> Grounding {
        let items = (try? fridge.items()) ?? []
        let today = clock.today()
        // The prompts are in English, so are the D-days (`D+2 overdue`).
        let expiring = items.filter { ($0.daysLeft(today: today) ?? Int.max) <= 3 }.map { item in
            "\(item.name) (\(ExpiryAlert.dday(item.daysLeft(today: today), .en)))"
        }
        var wanted = (asked ?? parser.knownIngredients(in: text)).filter { $0.canonical != nil }
        if asked?.isEmpty == true {
            wanted = items.compactMap { item in
                item.canonical.map { AskedIngredient(word: item.name, canonical: $0, nameKind: .canonical) }
            }
        }
        var matches: [String] = []
        // Named ingredients as `cook X Y` ranks them; none asked for: `cook` from the fridge.
        let named = asked?.isEmpty == true ? [] : wanted
        if !wanted.isEmpty, case .recipes(let found) = recommend(named, filter: MatchFilter(), page: 1, limit: 3) {
            matches = found.matches.map { match in
                let missing = match.missing.map { name in
                    language == .en ? parser.lexicon.ingredient(named: name)?.displayName(.en) ?? name : name
                }
                return "\(match.recipe.displayName(language)) (\(Int((match.rate * 100).rounded()))%, " + "missing: "
                    + (missing.isEmpty ? "-" : missing.joined(separator: ", ")) + ")"
            }
        }
        return Grounding(fridge: items.prefix(40).map { Self.groundingLine($0, today: today) },
                         expiring: expiring, matches: matches, history: recentConversation(4))
    }

    /// A fridge item as the model is told about it: `두부 1모 (fridge, D-3)`, `대파 (freezer, no date)`.
    static func groundingLine(_ item: FridgeItem, today: LocalDay) -> String {
        let amount = item.amount.map { " " + FridgeAmount.format($0.quantity) + $0.unit } ?? ""
        let left = item.daysLeft(today: today).map { ExpiryAlert.dday($0, .en) } ?? "no date"
        return "\(item.name)\(amount) (\(item.place.rawValue), \(left))"
    }

    /// The last turns of this conversation, oldest first, for grounding: questions and their
    /// answers, not the talk about yori itself (`quota`, `copy`, `history`, `help`) nor a
    /// failed call's error message, which would only tell the model about yori's troubles.
    func recentConversation(_ count: Int) -> [ConversationTurn] {
        guard let history, let turns = try? history.recent(conversation, count + Self.groundingLookBehind) else {
            return recentTurns(count)
        }
        return turns.filter(\.isCopyable).prefix(count).reversed()
            .map { ConversationTurn(question: $0.question, answer: $0.answer) }
    }

    /// Extra turns read to find `count` for the grounding among such turns.
    static let groundingLookBehind = 20

    func quotaStatus() -> Answer {
        if let problem = model.problem { return .badInput(.settings(problem)) }
        let today = clock.today()
        let used = (try? quota.used(today)) ?? 0
        let wait = ((try? quota.waitLeft()) ?? nil).flatMap { $0 > 0 ? $0 : nil }
        return .quota(used: used, limit: quota.limit, configured: model.model != nil, resets: today.adding(days: 1),
                      waiting: wait)
    }
}
