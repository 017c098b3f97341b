extension Session {
    /// `show N --translate`: the recipe's Korean steps (and tip) in English, translated once by
    /// the model under the daily quota and stored with the recipe, so the next time costs no
    /// call. A call that fails, is cut off, or whose reply is not one English line per step
    /// (`TranslationReply`) stores nothing and says why; the recipe stays as it was.
    public func translate(_ reference: RecipeReference?, language: UserLanguage) -> Answer {
        guarded {
            switch try resolve(reference) {
            case .failure(let failure): return failure.answer
            case .success(let recipe): return translate(recipe, language: language)
            }
        }
    }

    func translate(_ recipe: Recipe, language: UserLanguage) -> Answer {
        if recipe.source == .user { return .recipeTranslated(recipe, .ownRecipe) }
        if recipe.hasEnglishSteps || !recipe.steps.contains(where: Hangul.containsHangul) {
            return .recipeTranslated(recipe, .alreadyEnglish)
        }
        let tip = recipe.tip.flatMap { Hangul.containsHangul($0) ? $0 : nil }
        let lowSodium = recipe.reductionTip.flatMap { Hangul.containsHangul($0) ? $0 : nil }
        let question = ModelQuestion(text: recipe.name, language: .en,
                                     kind: .translateRecipe(name: recipe.name, steps: recipe.steps, tip: tip, lowSodiumTip: lowSodium),
                                     grounding: Grounding(), today: clock.today())
        switch callModel(question, language: language) {
        case .unavailable(let reason):
            return .recipeTranslated(recipe, .unavailable(reason))
        case .failed(let message):
            return .recipeTranslated(recipe, .failed(message))
        case .answered(let answer):
            guard answer.complete else {
                return .recipeTranslated(recipe, .failed(language.pick("답이 중간에 끊겼어요", "the answer was cut off")))
            }
            let reply: TranslationReply
            do {
                reply = try TranslationReply.parse(answer.text, stepCount: recipe.steps.count, hasTip: tip != nil,
                                                   hasLowSodiumTip: lowSodium != nil)
            } catch {
                return .recipeTranslated(recipe, .failed(error.message(language)))
            }
            let steps = reply.steps.map { TerminalSanitizer.clean($0) }
            let tipEnglish = reply.tip.map { TerminalSanitizer.clean($0) }
            let lowSodiumEnglish = reply.lowSodiumTip.map { TerminalSanitizer.clean($0) }
            do { try store.saveEnglish(recipe.id, steps, tipEnglish, lowSodiumEnglish) } catch {
                return .failure(message: language.describe(error))
            }
            var translated = recipe
            translated.stepsEnglish = steps
            if let tipEnglish { translated.tipEnglish = tipEnglish }
            if let lowSodiumEnglish { translated.reductionTipEnglish = lowSodiumEnglish }
            return .recipeTranslated(translated, .translated(model: answer.model, remaining: remainingCalls(clock.today())))
        }
    }

    /// What one call to the model gave.
    enum ModelCall {
        case answered(ModelAnswer)
        case unavailable(ModelUnavailable)
        /// The call failed; the message in the user's language.
        case failed(String)
    }

    /// One call to the model under the daily quota and any wait the endpoint asked for: the
    /// call is reserved first, settled when the endpoint answered, given back when it did not.
    func callModel(_ question: ModelQuestion, language: UserLanguage) -> ModelCall {
        guard model.model != nil else {
            return .unavailable(model.problem.map(ModelUnavailable.misconfigured) ?? .notConfigured)
        }
        let today = clock.today()
        if let wait = (try? quota.waitLeft()) ?? nil, wait > 0 { return .unavailable(.waiting(seconds: wait)) }
        if quota.limit <= 0 { return .unavailable(.quotaSpent(used: 0, limit: 0)) }
        do {
            guard try quota.reserve(today) else {
                return .unavailable(.quotaSpent(used: (try? quota.used(today)) ?? quota.limit, limit: quota.limit))
            }
        } catch is QuotaWaitCancelled {
            return .failed(QuotaWaitCancelled().message(language))
        } catch {
            return .failed(language.describe(error))
        }
        do {
            let answer = try model.ask(question, { _ in })
            try? quota.settle(today)
            return .answered(answer)
        } catch {
            if error.endpointAnswered { try? quota.settle(today) } else { try? quota.refund(today) }
            if let wait = error.retryAfter, wait > 0 { try? quota.holdOff(min(wait, Self.longestHoldOff)) }
            return .failed(error.message)
        }
    }
}
