extension Session {
    /// The conversation `yori ask` and pipe mode use unless told otherwise.
    public static let askConversation = "ask"
    /// How many turns "기록 보여줘" lists.
    public static let historyListLimit = 20

    /// The turn a handled line becomes. Question and answer are cleaned of terminal control
    /// sequences here, so nothing stored can act on a terminal when it is printed again.
    /// - Parameter answerText: the answer as shown, rendered without colour.
    public func turn(question: String, command: Command, answerText: String, route: ChatTurn.Route = .local) -> ChatTurn {
        let question = TerminalSanitizer.clean(Hangul.composed(question))
            .trimmingCharacters(in: [" ", "\t", "\r", "\n"])
        // `ai …`, `AI한테 물어봐: …`, `--ai`: the key is the question's own, as the same-day
        // cache looks it up (`Session.askModel`), without the words that sent it to the model.
        var key: String?
        if case .llm(let text) = command { key = QuestionKey.normalise(TerminalSanitizer.clean(Hangul.composed(text))) }
        return ChatTurn(conversation: conversation, day: clock.today(), question: question, questionKey: key,
                        intent: command.intent, answer: TerminalSanitizer.clean(answerText), route: route)
    }

    /// Records a handled line as a turn of this conversation.
    ///
    /// Front ends call this *after* showing the answer, with the text they showed
    /// (rendered plain), so a failed write can never cost the user the answer; they report
    /// the thrown error as a note. Returns `nil` when the session keeps no history.
    @discardableResult
    public func record(question: String, command: Command, answerText: String,
                       route: ChatTurn.Route = .local) throws -> ChatTurn? {
        guard let history else { return nil }
        return try history.record(turn(question: question, command: command, answerText: answerText, route: route))
    }

    /// The last `count` turns of this conversation, oldest first (the REPL's context on `--continue`).
    public func context(_ count: Int) -> [ChatTurn] {
        guard let history, let turns = try? history.recent(conversation, count) else { return [] }
        return turns.reversed()
    }

    func historyListing() throws -> Answer {
        guard let history else { return .notAvailable(intent: Command.history.intent) }
        return .history(HistoryListing(turns: try history.recent(nil, Self.historyListLimit), conversation: nil))
    }

    /// The `ref`-th most recent copyable answer of this conversation (1 = the last one).
    func copyAnswer(ref: Int, part: CopyPart?, language: UserLanguage = .ko) throws -> Answer {
        guard let history else { return .copy(CopyAnswer(ref: ref, part: part, turn: nil, missing: .noHistory)) }
        if let part {
            // Parts come from the recipe shown last in this session (`show`, `2번 보여줘`).
            guard let recipe = lastShown else {
                return .copy(CopyAnswer(ref: ref, part: part, turn: nil, missing: .noRecipeAnswer))
            }
            let text = Self.copyText(part, of: recipe, missing: missingForShopping(recipe), language: language,
                                     lexicon: parser.lexicon)
            // Not a stored turn (id 0): its question names the recipe the part comes from.
            return .copy(CopyAnswer(ref: ref, part: part, turn: turn(question: recipe.name, command: .copy(ref: ref, part: part),
                                                                     answerText: text)))
        }
        // Copy and history requests are skipped: they are about the transcript, not answers.
        let answers = try history.recent(conversation, max(ref, 1) + Self.copyLookBehind).filter(\.isCopyable)
        guard ref >= 1, ref <= answers.count else {
            return .copy(CopyAnswer(ref: ref, part: nil, turn: nil, missing: .noAnswer(available: answers.count)))
        }
        return .copy(CopyAnswer(ref: ref, part: nil, turn: answers[ref - 1]))
    }

    /// One part of a recipe as plain text: its ingredients with amounts, its numbered steps, or
    /// what is missing from the fridge as a shopping list.
    /// In English: the recipe's English steps and preparations when it has them, and the
    /// lexicon's English names and English units (Korean steps stay as written).
    public static func copyText(_ part: CopyPart, of recipe: Recipe, missing: [String], language: UserLanguage = .ko,
                         lexicon: IngredientLexicon? = nil) -> String {
        func name(_ key: String) -> String {
            guard language == .en, let ingredient = lexicon?.ingredient(named: key) else { return key }
            return ingredient.displayName(.en)
        }
        func amount(_ item: RecipeIngredient) -> String {
            language == .en ? RecipeEnglish.amount(of: item, lexicon: lexicon) : item.amount
        }
        switch part {
        case .ingredients:
            return recipe.ingredients.map { item in
                let prep = item.prep.map { language == .en ? recipe.prepEnglish(item) ?? RecipeEnglish.prep($0) : $0 }
                let written = name(item.canonical ?? item.name) + (prep.map { " (\($0))" } ?? "")
                return "- " + written + (item.amount.isEmpty ? "" : " \(amount(item))")
            }.joined(separator: "\n")
        case .steps:
            return recipe.steps(language).steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        case .shopping:
            let lines = Dictionary(recipe.ingredients.map { ($0.canonical ?? $0.name, $0) }, uniquingKeysWith: { a, _ in a })
            return missing.map { "- [ ] \(name($0))" + ((lines[$0]?.amount ?? "").isEmpty ? "" : " \(amount(lines[$0]!))") }
                .joined(separator: "\n")
        }
    }

    /// The recipe's non-staple ingredients the fridge does not hold.
    func missingForShopping(_ recipe: Recipe) -> [String] {
        let have = ((try? fridge.items()) ?? []).map { AskedIngredient(word: $0.name, canonical: $0.canonical, nameKind: .canonical) }
        if let match = matcher.match(recipe, asked: have) { return match.missing }
        return recipe.ingredients.compactMap { line in
            let name = line.canonical ?? line.name
            return matcher.isStaple(name) ? nil : name
        }
    }

    /// Extra turns read when looking for the `ref`-th answer, to step over copy/history turns.
    static let copyLookBehind = 50
}
