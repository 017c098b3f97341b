import YoriKit

/// Turns answers into text for people: aligned (Hangul counts two columns), coloured
/// only when `style` says so, and plain enough to copy with a mouse.
public struct AnswerRenderer: Sendable {
    public let style: Style
    public let lexicon: IngredientLexicon
    /// The daily AI call limit, for "7/25 left" footers.
    public var quotaLimit = 0
    /// An AI endpoint is configured: Korean steps in an English answer come with a one-line
    /// offer to translate them (`show N --translate`).
    public var offersTranslation = false
    /// Shows a stored ISO UTC time (default: in the local time zone).
    public var localTime: @Sendable (String) -> String = LocalTime.system
    /// The columns answers may use (`TerminalWidth`); `nil` for no limit (a pipe without `COLUMNS`).
    public var width: Int?
    /// `cook` lists in full (`--long`, `자세히`) rather than two lines a recipe.
    public var longLists = false

    public init(style: Style, lexicon: IngredientLexicon, quotaLimit: Int = 0) {
        self.style = style
        self.lexicon = lexicon
        self.quotaLimit = quotaLimit
    }

    /// The answer as text, ending without a newline. An answer never holds a blank line,
    /// so pipe mode can separate answers with one. With a width, no line is wider than it.
    public func text(_ reply: Reply) -> String {
        guard let notice = readAsNotice(reply.readAs, reply.language) else { return fitted(body(reply)) }
        return fitted(style.dim(notice) + "\n" + body(reply))
    }

    /// How words of the request were read, in one line: `'게란'은 '계란'으로 읽었어요.`,
    /// `'대파계란'은 '대파·계란'으로 읽었어요.`, `이렇게 읽었어요: 게란 → 계란, 대피 → 대파`;
    /// `Read 'chiken' as chicken.`, `Read as: chiken → chicken, brocoli → broccoli`.
    func readAsNotice(_ readings: [Respelling], _ lang: UserLanguage) -> String? {
        guard let first = readings.first else { return nil }
        func read(_ r: Respelling) -> String { r.read.map { display($0, lang) }.joined(separator: lang.pick("·", " and ")) }
        if readings.count == 1 {
            let what = read(first)
            return lang.pick(Hangul.quoted(first.written, "은", "는") + " '\(what)'" + Hangul.attach(what, "으로", "로").dropFirst(what.count)
                                + " 읽었어요.",
                             "Read '\(first.written)' as \(what).")
        }
        let pairs = readings.map { "\($0.written) → \(read($0))" }.joined(separator: ", ")
        return lang.pick("이렇게 읽었어요: " + pairs, "Read as: " + pairs)
    }

    /// `text` with every line within `width`: a line that fits is left alone (tables are
    /// fitted as they are built); a longer one wraps at spaces, its continuation indented two
    /// columns past the line's own indent.
    func fitted(_ text: String) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard TextLayout.width(line) > width else { return [String(line)] }
            let indent = String(line.prefix { $0 == " " })
            let hanging = width >= TerminalWidth.narrow && indent.count + 2 <= width / 2 ? indent + "  " : ""
            return TextLayout.wrap(String(line.dropFirst(indent.count)), width: width, first: indent, rest: hanging)
        }.joined(separator: "\n")
    }

    private func body(_ reply: Reply) -> String {
        let lang = reply.language
        switch reply.answer {
        case .recipes(let recommendation):
            return recipes(recommendation, lang)
        case .help:
            return Help.text(lang, style: style, width: width)
        case .notUnderstood(_, askedAI: true):
            return Self.configureHint(lang)
        case .notUnderstood(let text, _):
            return notUnderstood(text, lang)
        case .needIngredients:
            return lang.pick("어떤 재료가 있는지 알려 주세요 (냉장고도 비어 있어요). 예: 대파랑 계란으로 뭐 만들 수 있어? · 냉장고에 두부 한 모 넣었어",
                             "Tell me what you have (the fridge is empty too), e.g. what can I cook with green onion and egg · bought 10 eggs")
        case .badInput(let bad):
            return badInput(bad, lang)
        case .fridgeAdded(let added, let ticked, let today): return fridgeAdded(added, ticked: ticked, today: today, lang)
        case .fridgeList(let listing): return fridgeList(listing, lang)
        case .fridgeConsumed(let results): return fridgeConsumed(results, lang)
        case .expiring(let report): return expiring(report, lang)
        case .storageTips(let tips): return storageTips(tips, lang)
        case .substitutes(let all): return substitutes(all, lang)
        case .fridgeMoved(let moves, let today): return fridgeMoved(moves, today: today, lang)
        case .fridgeOpened(let openings): return fridgeOpened(openings, lang)
        case .fridgeDated(let dated, let today):
            return dated.map { fridgeEdited(before: $0.before, after: $0.after, today: today, lang) }.joined(separator: "\n")
        case .fridgeHistory(let events, let kind): return fridgeHistory(events, lang, kind: kind)
        case .fridgeStats(let stats): return fridgeStats(stats, lang)
        case .guide(let topic): return guide(topic, lang)
        case .fridgeRefused(let error): return style.error(fridgeRefusal(error, lang))
        case .model(let answer, let remaining, let warning):
            return model(answer, remaining: remaining, warning: warning, limit: quotaLimit, lang)
        case .modelFailed(let message): return style.error(message)
        case .quotaSpent(let used, let limit): return quotaSpent(used: used, limit: limit, lang)
        case .modelWaiting(let seconds): return style.error(modelWaiting(seconds, lang))
        case .localInstead(let answer, let reason):
            return style.dim(localInsteadNote(reason, lang)) + "\n" + text(Reply(answer, language: lang))
        case .readByModel(let reading, let result): return readByModel(reading, result, lang)
        case .readingRefused(let refusal, let model, let remaining):
            return readingRefused(refusal, model: model, remaining: remaining, lang)
        case .quota(let used, let limit, let configured, let resets, let waiting):
            return quota(used: used, limit: limit, configured: configured, resets: resets, waiting: waiting, lang)
        case .shoppingList(let items, let change): return shoppingList(items, change: change, lang)
        case .shoppingRefused(let refusal): return shoppingRefused(refusal, lang)
        case .searchResults, .recipeDetail, .recipeNotFound, .bookmarked, .bookmarkList, .cookedLogged, .cookingLog,
             .recipeSaved, .recipeRefused:
            return cookbookText(reply.answer, lang)
        case .recipeTranslated(let recipe, let outcome): return translated(recipe, outcome, lang)
        case .history(let listing): return history(listing, lang)
        case .copy(let copy): return self.copy(copy, lang)
        case .notAvailable(let intent):
            return lang.pick("무슨 뜻인지는 알았어요 (\(intent)). 하지만 이 기능은 아직 준비 중이에요. 지금은 재료로 요리 찾기를 할 수 있어요: 대파랑 계란으로 뭐 만들 수 있어?",
                             "I understood that (\(intent)), but yori cannot do it yet. For now it finds recipes for your ingredients: what can I cook with eggs and green onion")
        case .failure(let message):
            return style.error(lang.pick("오류: ", "error: ") + message)
        case .dialogue(let answer):
            return dialogue(answer, lang)
        case .localReply(let local):
            return localReply(local, lang)
        }
    }

    func badInput(_ bad: BadInput, _ lang: UserLanguage) -> String {
        if case .vagueAmount(let item, let word, let discard) = bad {
            return Self.badInput(.vagueAmount(item: display(item, lang), word: word, discard: discard), lang)
        }
        return Self.badInput(bad, lang)
    }

    /// The hint for input yori cannot take; needs no data, so the entry point can use it
    /// before anything is loaded.
    static func badInput(_ bad: BadInput, _ lang: UserLanguage) -> String {
        switch bad {
        case .emptyQuestion:
            return lang.pick("질문이 비어 있어요. 예: yori ask \"대파랑 계란으로 뭐 만들 수 있어?\"",
                             "The question is empty. Try: yori ask \"what can I cook with green onion and egg\"")
        case .invalidUTF8:
            return lang.pick("입력이 올바른 UTF-8이 아니라서 읽을 수 없어요. 터미널/파일 인코딩을 UTF-8로 맞춰 주세요.",
                             "The input is not valid UTF-8, so yori cannot read it. Use UTF-8 text.")
        case .tooLong(let bytes):
            let limit = 64
            return lang.pick("한 줄이 너무 길어요 (\(bytes) 바이트, 최대 \(limit) KiB). 질문을 짧게 나눠 주세요.",
                             "That line is too long (\(EnglishGrammar.count(bytes, "byte")); the limit is \(limit) KiB). Ask in shorter lines.")
        case .settings(let problem):
            return problem
        case .badDate(let text):
            return lang.pick(
                "'\(text)'" + Hangul.attach(text, "은", "는").dropFirst(text.count) + " 없는 날짜예요. 예: 11월 30일, 11/30, 2026-11-30, 내일, 3일 뒤, 다음주 금요일. 아무것도 넣지 않았어요.",
                "'\(text)' is not a real date. Try 11/30, 2026-11-30, tomorrow, in 3 days, next friday. Nothing was added.")
        case .vagueAmount(let item, let word, let discard):
            let verb = discard ? lang.pick("버렸", "threw away") : lang.pick("썼", "used")
            let all = discard ? lang.pick("다 버렸어", "threw away all the") : lang.pick("다 먹었어", "used all the")
            return lang.pick(
                "'\(word)'" + Hangul.attach(word, "이", "가").dropFirst(word.count)
                    + " 얼마인지 몰라서 아무것도 바꾸지 않았어요. 얼마나 \(verb)어요? 예: \(item) 200g \(verb)어 · \(item) 반 \(verb)어 · \(item) \(all)",
                "'\(word)' says no amount, so nothing was changed. How much? e.g. \(verb) 200g of \(item) · \(verb) half the \(item) · \(all) \(item)")
        }
    }

    /// - Parameter endpointHint: say how to set up a model (not for mash or lone symbols, which
    ///   never go to one).
    func notUnderstood(_ text: String, _ lang: UserLanguage, endpointHint: Bool = true) -> String {
        let shown = DisplayWidth.truncate(TerminalSanitizer.clean(text).filter { !$0.isNewline && $0 != "\t" }, to: 40)
        return lang.pick("""
            \(Hangul.quoted(shown, "은", "는")) 아직 이해하지 못했어요. 이렇게 물어보세요:
              대파랑 계란으로 뭐 만들 수 있어?
              cook 두부 김치
              help (도움말)
            """ + (endpointHint ? "\n" + Self.configureHint(.ko) : ""), """
            Sorry, I didn't understand '\(shown)'. Try:
              what can I cook with green onion and egg
              cook tofu kimchi
              help
            """ + (endpointHint ? "\n" + Self.configureHint(.en) : ""))
    }

    /// A recipe in a list: in English, its English name with the Korean after it
    /// (`Kimchi fried rice (김치볶음밥)`; `Braised tofu (두부조림)` for one without an English name).
    func title(_ recipe: Recipe, _ lang: UserLanguage) -> String {
        guard lang == .en, Hangul.containsHangul(recipe.name) else { return recipe.name }
        return "\(englishName(recipe)) (\(recipe.name))"
    }

    /// The recipe's English name, or a readable one made from its Korean name (`DishNameEnglish`).
    func englishName(_ recipe: Recipe) -> String {
        recipe.nameEnglish.isEmpty ? DishNameEnglish.name(recipe.name, lexicon: lexicon) : recipe.nameEnglish
    }

    /// The recipe's name in a sentence: in English, its English name (a made one with the Korean).
    func recipeName(_ recipe: Recipe, _ lang: UserLanguage) -> String {
        guard lang == .en, Hangul.containsHangul(recipe.name) else { return recipe.name }
        return recipe.nameEnglish.isEmpty ? title(recipe, lang) : recipe.nameEnglish
    }

    /// A dish named on the shopping list, in `lang` (`두부김치` → `Tofu Kimchi`; names of several
    /// recipes joined by `ShoppingItem.recipeSeparator` each in turn).
    func dishName(_ names: String, _ lang: UserLanguage, english: String? = nil) -> String {
        guard lang == .en else { return names }
        if let english { return english }  // the recipes' own English names, found by the session
        return names.components(separatedBy: ShoppingItem.recipeSeparator)
            .map { DishNameEnglish.name($0, lexicon: lexicon) }.joined(separator: ShoppingItem.recipeSeparator)
    }

    /// An ingredient's name in `lang` (the lexicon's English name when there is one).
    func display(_ name: String, _ lang: UserLanguage) -> String {
        guard lang == .en, let ingredient = lexicon.ingredient(named: name) else { return name }
        return ingredient.displayName(.en)
    }
}
