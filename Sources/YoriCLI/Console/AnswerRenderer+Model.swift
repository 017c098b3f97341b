import YoriKit

extension AnswerRenderer {
    /// The model's answer (cleaned of terminal control sequences) and a quiet footer.
    func model(_ answer: ModelAnswer, remaining: Int?, warning: String?, limit: Int, _ lang: UserLanguage) -> String {
        TerminalSanitizer.clean(answer.text) + "\n" + modelFooter(answer, remaining: remaining, warning: warning, limit: limit, lang)
    }

    /// `— llama3.2 · 오늘 남은 AI 호출 7/25`, and the cut-off warning if any.
    func modelFooter(_ answer: ModelAnswer, remaining: Int?, warning: String?, limit: Int, _ lang: UserLanguage) -> String {
        var footer = "— " + TerminalSanitizer.clean(answer.model)
            + (answer.fromCache ? lang.pick(" · 오늘 같은 질문의 답 (호출 안 함)", " · today's earlier answer (no call)") : "")
        if let remaining { footer += lang.pick(" · 오늘 남은 AI 호출 \(remaining)/\(limit)", " · \(remaining)/\(limit) AI calls left today") }
        var lines = [style.dim(footer)]
        if let warning { lines.append(style.missing("⚠ " + warning)) }
        return lines.joined(separator: "\n")
    }

    func quotaSpent(used: Int, limit: Int, _ lang: UserLanguage) -> String {
        if limit <= 0 {
            return lang.pick("AI 하루 호출 한도가 0이라 AI에게 묻지 않았어요. 바꾸려면: yori config set daily_limit 25",
                             "The daily AI limit is 0, so yori did not call the model. To change it: yori config set daily_limit 25")
        }
        return lang.pick("오늘 AI 호출을 모두 썼어요 (\(used)/\(limit)). 내일 다시 쓸 수 있어요. 재료로 요리 찾기와 냉장고 기능은 그대로 돼요.",
                         "Today's AI calls are used up (\(used)/\(limit)); they reset tomorrow. Recipe search and the fridge still work.")
    }

    /// After a 429 with `Retry-After`: no call until the wait is over.
    func modelWaiting(_ seconds: Int, _ lang: UserLanguage) -> String {
        lang.pick("AI 엔드포인트가 요청이 너무 많다며 잠시 기다려 달라고 했어요 (429). \(Self.wait(seconds, lang)) 뒤에 다시 물어보세요. 그때까지는 호출하지 않아요 (AI 호출 횟수도 쓰지 않아요).",
                  "The AI endpoint asked yori to slow down (429). Ask again in \(Self.wait(seconds, lang)); until then yori does not call it (and uses no AI calls).")
    }

    /// The note above a local answer given instead of the model's.
    func localInsteadNote(_ reason: ModelUnavailable, _ lang: UserLanguage) -> String {
        switch reason {
        case .quotaSpent(_, let limit) where limit <= 0:
            return lang.pick("AI 하루 호출 한도가 0이라 AI 대신 yori가 직접 답했어요.",
                             "The daily AI limit is 0, so yori answered this itself instead of the AI.")
        case .quotaSpent(let used, let limit):
            return lang.pick("오늘 AI 호출을 모두 써서 (\(used)/\(limit)) AI 대신 yori가 직접 답했어요. 내일 다시 AI를 쓸 수 있어요.",
                             "Today's AI calls are used up (\(used)/\(limit)), so yori answered this itself; the AI is back tomorrow.")
        case .waiting(let seconds):
            return lang.pick("AI 엔드포인트가 잠시 기다려 달라고 해서 (429, \(Self.wait(seconds, lang)) 남음) yori가 직접 답했어요.",
                             "The AI endpoint asked yori to wait (429, \(Self.wait(seconds, lang)) left), so yori answered this itself.")
        case .notConfigured:
            return lang.pick("AI 엔드포인트가 설정되지 않아 yori가 직접 답했어요 (설정: yori config set endpoint …).",
                             "No AI endpoint is configured, so yori answered this itself (set one: yori config set endpoint …).")
        case .misconfigured(let problem):
            return lang.pick("AI 설정에 문제가 있어 yori가 직접 답했어요 — ", "The AI settings have a problem, so yori answered this itself — ")
                + problem
        }
    }

    /// `45초`, `2분`, `2분 5초`, `1시간 3분`.
    static func wait(_ seconds: Int, _ lang: UserLanguage) -> String { WaitTime.text(seconds, lang) }

    func quota(used: Int, limit: Int, configured: Bool, resets: LocalDay, waiting: Int? = nil, _ lang: UserLanguage) -> String {
        guard configured else { return Self.configureHint(lang) }
        var text = lang.pick("오늘 AI 호출: \(used)/\(limit) (남은 \(max(0, limit - used))) · \(resets.month)월 \(resets.day)일 0시에 초기화",
                             "AI calls today: \(used)/\(limit) (\(max(0, limit - used)) left) · resets at midnight (\(resets))")
        if let waiting {
            // Calls are left, but none is made before the endpoint's Retry-After is over.
            text += "\n" + style.missing(lang.pick("AI 엔드포인트가 기다려 달라고 해서 (429) \(Self.wait(waiting, lang)) 동안은 호출하지 않아요.",
                                                   "The AI endpoint asked yori to wait (429): no calls for \(Self.wait(waiting, lang))."))
        }
        return text
    }

    static func configureHint(_ lang: UserLanguage) -> String {
        lang.pick("AI 엔드포인트가 설정되지 않았어요. 예: yori config set endpoint http://localhost:11434 · yori config set model llama3.2",
                  "No AI endpoint is configured. e.g. yori config set endpoint http://localhost:11434 · yori config set model llama3.2")
    }
}
