/// Answers about the conversation itself (see `DialogueResolver`).
public enum DialogueAnswer: Sendable {
    /// `처음부터`: the state is cleared.
    case reset
    /// `이거`, `it`, `재료만` with nothing shown to point at.
    case nothingToPointAt
    /// A refinement that leaves no recipe: what was tried, and the request kept.
    case nothingLeft(tried: DialogueRequest, kept: DialogueRequest)
    /// One part of the recipe in focus (`재료만`: `ingredients`, `몇 인분이야?`: `servings`, `steps`).
    case recipePart(Recipe, part: String)
    /// `없는 재료는?`, `what do I need to buy?`: what the recipe in focus lacks (as `shop add-missing`
    /// works it out) and the ingredients at hand, staples apart.
    case recipeMissing(Recipe, missing: [String], have: [String])

    /// The JSON `error` code, when the answer is one.
    public var errorCode: String? {
        switch self {
        case .nothingToPointAt: "nothing_to_point_at"
        case .nothingLeft: "nothing_left"
        case .reset, .recipePart, .recipeMissing: nil
        }
    }
}
