/// Who gave an answer: yori itself, today's earlier model answer, or the model (which may
/// have failed). The history records it and the REPL says it quietly under the answer.
public enum AnswerOrigin: Sendable, Equatable {
    /// yori itself; no model call was made.
    case local
    /// The day's earlier answer from this model to the same question; no call was made.
    case cache(model: String)
    /// The model answered now (possibly cut off: `complete` is false then).
    case model(ModelAnswer)
    /// The model was asked and gave no answer (the reply says why).
    case modelFailed
}

extension Answer {
    /// Who gave this answer.
    public var origin: AnswerOrigin {
        switch self {
        case .model(let answer, _, _):
            return answer.fromCache ? .cache(model: answer.model) : .model(answer)
        case .modelFailed:
            return .modelFailed
        case .readByModel(let reading, _):
            return reading.answer.fromCache ? .cache(model: reading.answer.model) : .model(reading.answer)
        case .readingRefused(_, let answer, _):
            return .model(answer)
        case .storageTips(let tips):
            if let answer = tips.lazy.compactMap(\.fromModel).first { return .model(answer) }
            if tips.contains(where: { if case .modelFailed? = $0.modelProblem { true } else { false } }) { return .modelFailed }
            return .local
        default:
            return .local
        }
    }
}
