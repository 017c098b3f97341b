import YoriKit
import YoriStore

extension LiveApp {
    /// Records a handled line in the chat history, after its answer was shown.
    ///
    /// The stored answer is the plain rendering (no colour) of what the user saw. A failed
    /// write costs only a short note on stderr; the answer is already out.
    func record(_ question: String, command: Command, reply: Reply, in session: Session) {
        switch command {
        case .quit, .empty: return
        default: break
        }
        // Input yori could not take is answered with a hint but leaves the history as it was.
        switch reply.answer {
        case .badInput, .notUnderstood: return
        default: break
        }
        do {
            if case .model(let answer, _, _) = reply.answer, let history = session.history {
                // A model's answer is stored as the model wrote it, with its route and figures.
                var turn = session.turn(question: question, command: command, answerText: answer.text,
                                        route: answer.fromCache ? .cache : .model)
                turn.model = answer.model
                turn.promptTokens = answer.promptTokens
                turn.completionTokens = answer.completionTokens
                turn.complete = answer.complete
                _ = try history.record(turn)
                return
            }
            let plain = AnswerRenderer(style: .plain, lexicon: session.parser.lexicon)
            try session.record(question: question, command: command, answerText: plain.text(reply))
        } catch {
            let reason = (error as? StoreError)?.message(language) ?? String(describing: error)
            console.errorLine(style.dim(language.pick("(이 대화를 기록에 저장하지 못했어요: \(reason))",
                                                      "(could not save this turn to the history: \(reason))")))
        }
    }

    /// Carries out a `copy` answer: onto the clipboard when `toClipboard`, else as the
    /// answer's own text on stdout (pipe mode, `yori copy | pbcopy`). Other replies pass through.
    func deliver(_ reply: Reply, toClipboard: Bool) -> Reply {
        guard case .copy(var copy) = reply.answer, let text = copy.text, copy.delivery == .pending else { return reply }
        if toClipboard {
            let ways = clipboard.copy(text)
            copy.delivery = ways.isEmpty ? .noClipboard : .clipboard(ways)
        } else {
            copy.delivery = .printed
        }
        return Reply(.copy(copy), language: reply.language)
    }

    /// The default name of a new REPL conversation: its start, `2026-11-22 14:03`.
    func newConversationName() -> String {
        LocalTime.nowMinute(today: try? clock().today())
    }
}
