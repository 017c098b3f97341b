import YoriKit
import YoriLLM

extension ModelClient {
    /// The configured endpoint through YoriLLM: prompts from `Prompts/` (or the user's
    /// overrides), streamed when `streaming` (a terminal), whole otherwise.
    static func live(config: LLMConfig, client: LLMClient, prompts: PromptLibrary, streaming: Bool) -> ModelClient {
        var model = ModelClient(model: config.model) { question, onDelta throws(ModelFailure) in
            let lang = question.language
            let request: ChatRequest
            do throws(PromptError) {
                request = try Self.request(question, prompts: prompts)
            } catch {
                throw ModelFailure(message: error.message(lang), endpointAnswered: false)
            }
            do throws(LLMError) {
                let response = streaming
                    ? try client.stream(request) { onDelta($0) }
                    : try client.complete(request)
                return ModelAnswer(text: response.text, model: response.model ?? config.model,
                                   promptTokens: response.usage?.promptTokens, completionTokens: response.usage?.completionTokens)
            } catch {
                let retryAfter: Int? = if case .rateLimited(let seconds, _) = error { seconds } else { nil }
                throw ModelFailure(
                    message: error.message(lang), endpointAnswered: error.endpointAnswered,
                    partial: error.partialText.map { ModelAnswer(text: $0, model: config.model, complete: false) },
                    retryAfter: retryAfter)
            }
        }
        model.secrets = config.apiKey.map { [$0] } ?? []
        // The fallback reader: one call with yori's command set as the one tool. Streamed on
        // a terminal, words only: text that starts as a JSON object or a code fence may be
        // a command, so it is held back (and shown whole after, if it is not one).
        model.read = { question, onDelta throws(ModelFailure) in
            let lang = question.language
            let request: ChatRequest
            do throws(PromptError) {
                request = try Self.request(question, prompts: prompts)
            } catch {
                throw ModelFailure(message: error.message(lang), endpointAnswered: false)
            }
            do throws(LLMError) {
                var held = "", words: Bool?
                let response = streaming ? try client.stream(request) { piece in
                    guard let shown = words else {
                        held += piece
                        guard let first = held.first(where: { !$0.isWhitespace }) else { return }
                        words = first != "{" && first != "`"
                        if words == true { onDelta(held) }
                        return
                    }
                    if shown { onDelta(piece) }
                } : try client.complete(request)
                let answer = ModelAnswer(text: response.text, model: response.model ?? config.model,
                                         promptTokens: response.usage?.promptTokens, completionTokens: response.usage?.completionTokens)
                return ModelReply(call: response.toolCalls.first.map { ($0.name, $0.arguments) }, answer: answer)
            } catch {
                let retryAfter: Int? = if case .rateLimited(let seconds, _) = error { seconds } else { nil }
                throw ModelFailure(
                    message: error.message(lang), endpointAnswered: error.endpointAnswered,
                    partial: error.partialText.map { ModelAnswer(text: $0, model: config.model, complete: false) },
                    retryAfter: retryAfter)
            }
        }
        return model
    }

    /// The system prompt and the user prompt for `question`.
    static func request(_ question: ModelQuestion, prompts: PromptLibrary) throws(PromptError) -> ChatRequest {
        if case .translateRecipe(let name, let steps, let tip, let lowSodiumTip) = question.kind {
            let numbered = steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            return ChatRequest(messages: [.user(try prompts.render(.translateRecipe, values: [
                "name": name, "steps": numbered, "tip": tip ?? PromptName.none, "low_sodium_tip": lowSodiumTip ?? PromptName.none,
            ]))])
        }
        // The prompts are written in English and say parts marked "(none)" are empty: the
        // same word whatever language the user writes in.
        let none = PromptName.none
        func list(_ items: [String]) -> String { items.isEmpty ? none : items.map { "- " + $0 }.joined(separator: "\n") }
        let system = try prompts.render(.system, values: [
            "language": PromptName.languageValue(question.language), "today": question.today.description,
        ])
        let user: String
        let turns = question.grounding.history.map { "Q: \($0.question)\nA: \($0.answer)" }
        let history = turns.isEmpty ? none : turns.joined(separator: "\n\n")
        switch question.kind {
        case .reading:
            // The question prompt (its words are the chat answer when no command fits), and
            // the command set: in words in the system prompt, as a schema in the tool.
            let reader = try prompts.render(.reader, values: ["today": question.today.description])
            user = try prompts.render(.question, values: [
                "fridge": list(question.grounding.fridge), "expiring": list(question.grounding.expiring),
                "matches": list(question.grounding.matches), "history": history, "question": question.text,
            ])
            var request = ChatRequest(messages: [.system(system + "\n\n" + reader), .user(user)])
            request.tools = [CommandReader.tool]
            request.toolChoice = CommandReader.toolChoice
            return request
        case .question:
            user = try prompts.render(.question, values: [
                "fridge": list(question.grounding.fridge), "expiring": list(question.grounding.expiring),
                "matches": list(question.grounding.matches), "history": history, "question": question.text,
            ])
        case .fridgeRecipe:
            // Follow-ups (`ai 그거 말고`) need the conversation too.
            user = try prompts.render(.fridgeRecipe, values: [
                "fridge": list(question.grounding.fridge), "expiring": list(question.grounding.expiring),
                "matches": list(question.grounding.matches), "history": history, "question": question.text,
            ])
        case .storageTip(let ingredient, let knownTip):
            user = try prompts.render(.storageTip, values: [
                "ingredient": ingredient, "known_tip": knownTip ?? none, "question": question.text,
            ])
        case .translateRecipe:
            user = ""  // answered above
        }
        return ChatRequest(messages: [.system(system), .user(user)])
    }
}
