import YoriKit
import YoriStore

extension LiveApp {
    /// Records a handled line in the chat history, after its answer was shown.
    ///
    /// The stored answer is the plain rendering (no colour) of what the user saw; a model's
    /// answer is stored as the model wrote it, with its route, model and token counts; a
    /// failed model call as a `model` turn marked failed, with the error message as its
    /// answer. A failed write costs only a short note on stderr; the answer is already out.
    /// - Parameter elapsedMilliseconds: how long answering took.
    func record(_ question: String, command: Command, reply: Reply, in session: Session, elapsedMilliseconds: Int? = nil) {
        switch command {
        case .quit, .empty: return
        default: break
        }
        // Input yori could not take is answered with a hint but leaves the history as it was.
        switch reply.answer {
        case .badInput, .notUnderstood: return
        default: break
        }
        guard let history = session.history else { return }
        do {
            var turn: ChatTurn
            switch (reply.answer, reply.answer.origin) {
            case (.model(let answer, _, _), .model), (.model(let answer, _, _), .cache):
                // A model's answer is stored as the model wrote it.
                turn = session.turn(question: question, command: command, answerText: answer.text,
                                    route: answer.fromCache ? .cache : .model)
                turn.model = answer.model
                turn.promptTokens = answer.promptTokens
                turn.completionTokens = answer.completionTokens
                turn.complete = answer.complete
            case (.readByModel(let reading, _), _):
                // A line the model read: stored as shown, with the command it was read as,
                // which the same line later today runs again without a call.
                turn = session.turn(question: question, command: command, answerText: plainText(reply, session),
                                    route: reading.answer.fromCache ? .cache : .model)
                turn.model = reading.answer.model
                turn.promptTokens = reading.answer.promptTokens
                turn.completionTokens = reading.answer.completionTokens
                turn.reading = reading.answer.text
            case (.readingRefused(_, let answer, _), _):
                // Refused: no answer to give again, so marked failed (never the day's cache).
                turn = session.turn(question: question, command: command, answerText: plainText(reply, session), route: .model)
                turn.model = answer.model
                turn.promptTokens = answer.promptTokens
                turn.completionTokens = answer.completionTokens
                turn.failed = true
            case (_, .model(let answer)):
                // A storage tip the model gave just now: stored as shown, from the model.
                turn = session.turn(question: question, command: command, answerText: plainText(reply, session), route: .model)
                turn.model = answer.model
                turn.promptTokens = answer.promptTokens
                turn.completionTokens = answer.completionTokens
            case (_, .modelFailed):
                turn = session.turn(question: question, command: command, answerText: plainText(reply, session), route: .model)
                turn.model = session.model.model
                turn.complete = false
                turn.failed = true
            default:
                turn = session.turn(question: question, command: command, answerText: plainText(reply, session))
            }
            turn.elapsedMilliseconds = elapsedMilliseconds
            // No key, and no password written into a URL, is ever stored: `***` instead.
            let secrets = self.secrets(session)
            let question = Secrets.masked(turn.question, secrets: secrets)
            if question != turn.question { (turn.question, turn.questionKey) = (question, QuestionKey.normalise(question)) }
            turn.answer = Secrets.masked(turn.answer, secrets: secrets)
            _ = try history.record(turn)
        } catch {
            // In the language of the answer it follows, not the locale's.
            let reason = reply.language.describe(error)
            console.errorLine(style.dim(reply.language.pick("(이 대화를 기록에 저장하지 못했어요: \(reason))",
                                                      "(could not save this turn to the history: \(reason))")))
        }
    }

    /// The keys in force: the configured ones, the environment's, and the one the model uses
    /// (which may come from `api_key_cmd`).
    func secrets(_ session: Session) -> [String] {
        let configured = (try? YoriConfig.load(environment)).map { [$0.apiKey, $0.foodsafetyKey] } ?? []
        return (configured.compactMap { $0 } + ["YORI_API_KEY", "OPENAI_API_KEY", "YORI_FOODSAFETY_KEY"].compactMap { environment[$0] }
            + session.model.secrets)
    }

    /// The reply as shown, without colour.
    private func plainText(_ reply: Reply, _ session: Session) -> String {
        var plain = AnswerRenderer(style: .plain, lexicon: session.parser.lexicon)
        plain.quotaLimit = session.quota.limit
        return plain.text(reply)
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
