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
        return ChatTurn(conversation: conversation, day: clock.today(), question: question, intent: command.intent,
                        answer: TerminalSanitizer.clean(answerText), route: route)
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
    func copyAnswer(ref: Int, part: CopyPart?) throws -> Answer {
        guard let history else { return .copy(CopyAnswer(ref: ref, part: part, turn: nil, missing: .noHistory)) }
        if part != nil {
            // Parts come from a recipe detail answer (`show`), which yori does not give yet,
            // so there is never one to take them from. Say so rather than copy something else.
            return .copy(CopyAnswer(ref: ref, part: part, turn: nil, missing: .noRecipeAnswer))
        }
        // Copy and history requests are skipped: they are about the transcript, not answers.
        let answers = try history.recent(conversation, max(ref, 1) + Self.copyLookBehind).filter(\.isCopyable)
        guard ref >= 1, ref <= answers.count else {
            return .copy(CopyAnswer(ref: ref, part: nil, turn: nil, missing: .noAnswer(available: answers.count)))
        }
        return .copy(CopyAnswer(ref: ref, part: nil, turn: answers[ref - 1]))
    }

    /// Extra turns read when looking for the `ref`-th answer, to step over copy/history turns.
    static let copyLookBehind = 50
}
