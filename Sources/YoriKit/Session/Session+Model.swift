extension Session {
    /// Forwards a question nothing local could answer to the model, under the daily quota,
    /// grounded in the fridge, what expires, matching recipes and the last turns.
    func askModel(_ text: String, kind: ModelQuestion.Kind, language: UserLanguage,
                  onDelta: @escaping @Sendable (String) -> Void) -> Answer {
        guard model.model != nil else { return .notUnderstood(text: text) }
        let today = clock.today()
        // The same question asked again today (spacing and particles aside) costs no call.
        if case .question = kind, let history, let cached = try? history.cachedAnswer(today, QuestionKey.normalise(text)) {
            var answer = ModelAnswer(text: cached.answer, model: cached.model ?? model.model ?? "")
            answer.fromCache = true
            return .model(answer, remaining: remainingCalls(today))
        }
        if quota.limit <= 0 { return .quotaSpent(used: 0, limit: 0) }
        do {
            guard try quota.reserve(today) else {
                return .quotaSpent(used: (try? quota.used(today)) ?? quota.limit, limit: quota.limit)
            }
        } catch {
            return .failure(message: String(describing: error))
        }
        let question = ModelQuestion(text: text, language: language, kind: kind, grounding: grounding(for: text),
                                     today: today)
        do {
            let answer = try model.ask(question, onDelta)
            return .model(answer, remaining: remainingCalls(today))
        } catch {
            if !error.reachedEndpoint { try? quota.refund(today) }
            if let partial = error.partial, !partial.text.isEmpty {
                return .model(partial, remaining: remainingCalls(today), warning: error.message)
            }
            return .modelFailed(message: error.message)
        }
    }

    /// Calls left today, or `nil` without a quota store.
    public func remainingCalls(_ day: LocalDay) -> Int? {
        guard let used = try? quota.used(day) else { return nil }
        return max(0, quota.limit - used)
    }

    /// What the model is told besides the question.
    func grounding(for text: String) -> Grounding {
        let items = (try? fridge.items()) ?? []
        let today = clock.today()
        let expiring = items.filter { ($0.daysLeft(today: today) ?? Int.max) <= 3 }.map { item in
            "\(item.name) (\(ExpiryAlert.dday(item.daysLeft(today: today), .ko)))"
        }
        var matches: [String] = []
        let asked = parser.ingredients(fromArguments: [text]).filter { $0.canonical != nil }
        // Only with ingredients named: `recommend` with none would list the fridge's recipes.
        if !asked.isEmpty, case .recipes(let found) = recommend(asked, filter: MatchFilter(), page: 1, limit: 3) {
            matches = found.matches.map { match in
                "\(match.recipe.name) (\(Int((match.rate * 100).rounded()))%, " + "missing: "
                    + (match.missing.isEmpty ? "-" : match.missing.joined(separator: ", ")) + ")"
            }
        }
        var seen = Set<String>()
        return Grounding(fridge: items.compactMap { seen.insert($0.name).inserted ? $0.name : nil }.prefix(40).map { $0 },
                         expiring: expiring, matches: matches, history: recentConversation(4))
    }

    /// The last turns of this conversation, oldest first, for grounding.
    func recentConversation(_ count: Int) -> [ConversationTurn] {
        guard let history, let turns = try? history.recent(conversation, count) else { return recentTurns(count) }
        return turns.reversed().map { ConversationTurn(question: $0.question, answer: $0.answer) }
    }

    func quotaStatus() -> Answer {
        let today = clock.today()
        let used = (try? quota.used(today)) ?? 0
        return .quota(used: used, limit: quota.limit, configured: model.model != nil, resets: today.adding(days: 1))
    }
}
