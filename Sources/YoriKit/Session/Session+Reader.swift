/// The model as a fallback reader (docs/LANGUAGE.md): a line no rule read is sent to the
/// model once, with yori's command set as a tool. A command that comes back is checked
/// (`CommandReader`) and run here, through the same path as a parsed line; words that come
/// back are the chat answer of that same call. One line, at most one call.
extension Session {
    /// Whether `text` (a `.llm` line; `question` as the user wrote it) is read by the model
    /// first: an endpoint that can read, not an explicit AI question, and no rule read it.
    func readsWithModel(_ text: String, question: String?) -> Bool {
        guard model.read != nil, model.model != nil, let question, RequestParser.explicitAIQuestion(question) == nil else {
            return false
        }
        return parsed(text).unsure
    }

    /// Asks the model to read `text` as one of yori's commands, under the quota and the
    /// day's cache, and answers with what running it gave, the refusal, or the model's words.
    func readWithModel(_ text: String, language: UserLanguage, onDelta: @escaping @Sendable (String) -> Void = { _ in }) -> Answer {
        guard let read = model.read, let name = model.model else { return .notUnderstood(text: text) }
        let today = clock.today()
        let reader = CommandReader(lexicon: parser.lexicon, today: today)
        // The same line today (spacing and particles aside): the reading, or the words, again.
        if let history, let cached = try? history.cachedAnswer(today, QuestionKey.normalise(text)) {
            var answer = ModelAnswer(text: cached.reading ?? cached.answer, model: cached.model ?? name)
            answer.fromCache = true
            if let reading = cached.reading, let value = JSONValue.parse(reading), case .success(let command) = reader.read(value) {
                return run(command, answer: answer, remaining: remainingCalls(today), language: language)
            }
            if cached.reading == nil { return .model(answer, remaining: remainingCalls(today)) }
        }
        if let refused = reserveCall(today, language: language) { return refused }
        let question = ModelQuestion(text: text, language: language, kind: .reading,
                                     grounding: grounding(for: text, language: language), today: today)
        let reply: ModelReply
        do {
            reply = try read(question, onDelta)
            try? quota.settle(today)
        } catch {
            // Only a request the endpoint answered (a status line came back) uses quota.
            if error.endpointAnswered { try? quota.settle(today) } else { try? quota.refund(today) }
            if let wait = error.retryAfter, wait > 0 { try? quota.holdOff(min(wait, Self.longestHoldOff)) }
            // Words cut off (a stream that stopped, Ctrl-C) are kept, marked incomplete.
            if let partial = error.partial, let first = partial.text.first(where: { !$0.isWhitespace }), first != "{", first != "`" {
                return .model(partial, remaining: remainingCalls(today), warning: error.message)
            }
            return .modelFailed(message: error.message)
        }
        let remaining = remainingCalls(today)
        let object: Result<JSONValue, ReadingRefusal>
        if let call = reply.call {
            object = call.name == CommandReader.toolName ? CommandReader.arguments(call.arguments)
                : .failure(.unknownCommand(String(call.name.prefix(CommandReader.longestText))))
        } else if let value = CommandReader.commandObject(inText: reply.answer.text) {
            object = .success(value)  // a server without tool calling: the command as the reply's text
        } else {
            // Words (an answer, a refusal): the chat answer, from this same call.
            return .model(reply.answer, remaining: remaining)
        }
        switch object.flatMap(reader.read) {
        case .success(let command):
            var answer = reply.answer
            // What the history keeps for the day's cache: the command as checked.
            answer.text = ParsedLine(command: command, language: language).json.serialized()
            return run(command, answer: answer, remaining: remaining, language: language)
        case .failure(let refusal):
            return .readingRefused(refusal, model: reply.answer, remaining: remaining)
        }
    }

    /// Runs a command the model read, as a parsed line would run, without asking the model
    /// again (a storage tip yori lacks stays without the model's advice): one call a line.
    func run(_ command: Command, answer: ModelAnswer, remaining: Int?, language: UserLanguage) -> Answer {
        var local = self
        local.model = .none
        let result = local.answer(command, language: language).answer
        return .readByModel(ModelReading(command: command, answer: answer, remaining: remaining), result)
    }
}
