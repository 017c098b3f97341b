import YoriKit

extension AnswerRenderer {
    /// `show N --translate`: the recipe in English with a line on where the English came from,
    /// or why it could not be translated (the recipe is unchanged then).
    func translated(_ recipe: Recipe, _ outcome: RecipeTranslation, _ lang: UserLanguage) -> String {
        switch outcome {
        case .translated(let model, let remaining):
            let left = remaining.map { lang.pick(" · 오늘 남은 AI 호출 \($0)/\(quotaLimit)", " · \($0)/\(quotaLimit) AI calls left today") } ?? ""
            return recipeDetail(recipe, .en) + "\n" + style.dim(lang.pick(
                "(\(TerminalSanitizer.clean(model))가 한 번 번역했고 레시피와 함께 저장했어요. 다음부터는 호출 없이 보여요\(left))",
                "(Translated once by \(TerminalSanitizer.clean(model)) and kept with the recipe; next time it costs no call\(left).)"))
        case .alreadyEnglish:
            return recipeDetail(recipe, .en) + "\n" + style.dim(lang.pick(
                "(이 레시피는 이미 영어로 되어 있어요. AI를 부르지 않았어요.)", "(This recipe is already in English; no AI call was made.)"))
        case .ownRecipe:
            return recipeDetail(recipe, lang) + "\n" + style.dim(lang.pick(
                "(내 레시피는 쓴 그대로 보여 줘요. 번역하지 않았어요.)", "(Your own recipe is shown as you wrote it; it was not translated.)"))
        case .unavailable(let reason):
            return style.error(Self.notTranslated(lang) + translationUnavailable(reason, lang))
        case .failed(let message):
            return style.error(Self.notTranslated(lang) + TerminalSanitizer.clean(message)
                               + lang.pick(" 레시피는 그대로예요.", " The recipe is unchanged."))
        }
    }

    static func notTranslated(_ lang: UserLanguage) -> String {
        lang.pick("번역하지 못했어요: ", "Could not translate the steps: ")
    }

    /// Why the model could not be asked for a translation, ending with what stays as it was.
    func translationUnavailable(_ reason: ModelUnavailable, _ lang: UserLanguage) -> String {
        let unchanged = lang.pick(" 레시피는 그대로예요.", " The recipe is unchanged.")
        switch reason {
        case .notConfigured:
            return lang.pick("AI 엔드포인트가 설정되지 않았어요 (예: yori config preset ollama).",
                             "no AI endpoint is set (for example: yori config preset ollama).") + unchanged
        case .misconfigured(let problem):
            return problem + unchanged
        case .quotaSpent(let used, let limit):
            return (limit <= 0 ? lang.pick("AI 하루 호출 한도가 0이에요.", "the daily AI limit is 0.")
                               : lang.pick("오늘 AI 호출을 모두 썼어요 (\(used)/\(limit)). 내일 다시 해 보세요.",
                                           "today's AI calls are used up (\(used)/\(limit)); try again tomorrow.")) + unchanged
        case .waiting(let seconds):
            return lang.pick("AI 엔드포인트가 잠시 기다려 달라고 했어요 (\(Self.wait(seconds, lang)) 남음).",
                             "the AI endpoint asked yori to wait (\(Self.wait(seconds, lang)) left).") + unchanged
        }
    }

    /// The JSON fields of `show N --translate`.
    func translationPairs(_ recipe: Recipe, _ outcome: RecipeTranslation, _ lang: UserLanguage) -> [(String, JSONValue)] {
        let (status, message): (String, String?) = switch outcome {
        case .translated: ("translated", nil)
        case .alreadyEnglish: ("already_english", nil)
        case .ownRecipe: ("own_recipe", nil)
        case .unavailable(let reason): ("unavailable", translationUnavailable(reason, lang))
        case .failed(let text): ("failed", TerminalSanitizer.clean(text))
        }
        var pairs: [(String, JSONValue)] = [("translation", .string(status)), ("recipe", recipeJSON(recipe, language: outcome.inEnglish ? .en : lang))]
        if let message { pairs.append(("message", .string(message))) }
        return pairs
    }
}
