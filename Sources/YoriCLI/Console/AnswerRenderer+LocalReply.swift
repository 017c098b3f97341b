import YoriKit

extension AnswerRenderer {
    /// Small talk and command-like words, answered without the model.
    func localReply(_ reply: LocalReply, _ lang: UserLanguage) -> String {
        switch reply {
        case .smallTalk(.mash, let text), .smallTalk(.symbols, let text):
            return notUnderstood(text, lang, endpointHint: false)
        case .smallTalk(.laughter, _):
            return lang.pick("ㅎㅎ 요리나 냉장고 얘기라면 언제든지요. 예: 대파랑 계란으로 뭐 만들 수 있어?",
                             "Glad to hear it! Ask me about recipes or your fridge, e.g. what can I cook with eggs and green onion")
        case .smallTalk(.thanks, _):
            return lang.pick("천만에요! 또 필요하면 불러 주세요.", "You're welcome! Ask any time.")
        case .smallTalk(.greeting, _):
            return lang.pick("안녕하세요! 요리 도우미 yori예요. 예: 대파랑 계란으로 뭐 만들 수 있어? · 냉장고에 뭐 있어? · help",
                             "Hi! I'm yori, your cooking helper. Try: what can I cook with eggs · what's in my fridge · help")
        case .commandHint(let hint):
            let typed = TerminalSanitizer.clean(hint.typed)
            guard let meant = hint.meant else {
                return lang.pick("'\(typed)'" + SubcommandTypo.topicParticle(typed) + " yori가 하는 일이 아니에요 (AI에게도 보내지 않았어요). 전체 명령어: help",
                                 "'\(typed)' is not something yori does (nothing was sent to the AI). All commands: help")
            }
            return lang.pick("'\(typed)'" + SubcommandTypo.topicParticle(typed) + " 명령어 같아요. 혹시 이걸 찾으셨나요? → \(meant)\n전체 명령어: help",
                             "'\(typed)' looks like a command. Did you mean: \(meant)\nAll commands: help")
        }
    }
}
