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

    func quota(used: Int, limit: Int, configured: Bool, resets: LocalDay, _ lang: UserLanguage) -> String {
        guard configured else { return Self.configureHint(lang) }
        return lang.pick("오늘 AI 호출: \(used)/\(limit) (남은 \(max(0, limit - used))) · \(resets.month)월 \(resets.day)일 0시에 초기화",
                         "AI calls today: \(used)/\(limit) (\(max(0, limit - used)) left) · resets at midnight (\(resets))")
    }

    static func configureHint(_ lang: UserLanguage) -> String {
        lang.pick("AI 엔드포인트가 설정되지 않았어요. 예: yori config set endpoint http://localhost:11434 · yori config set model llama3.2",
                  "No AI endpoint is configured. e.g. yori config set endpoint http://localhost:11434 · yori config set model llama3.2")
    }
}
