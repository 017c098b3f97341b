/// A word typed one way and read as lexicon words (`RequestParser.respelled`): a misspelling as
/// the food it misspells (`게란` → 계란, `chiken` → 닭고기), foods typed without spaces as those
/// foods (`대파계란` → 대파, 계란). Answers say so (`read_as` in JSON).
public struct Respelling: Sendable, Equatable {
    /// The word as typed, particles removed.
    public let written: String
    /// The canonical names it was read as, in order.
    public let read: [String]

    public init(written: String, read: [String]) {
        self.written = written
        self.read = read
    }

    /// The readings among `asked`: each typed word once, in order, with every food read for it.
    public static func of(_ asked: [AskedIngredient]) -> [Respelling] {
        var out: [Respelling] = []
        for item in asked {
            guard let written = item.written else { continue }
            let name = item.canonical ?? item.word
            if let k = out.firstIndex(where: { $0.written == written }) {
                if !out[k].read.contains(name) { out[k] = Respelling(written: written, read: out[k].read + [name]) }
            } else {
                out.append(Respelling(written: written, read: [name]))
            }
        }
        return out
    }
}

extension Command {
    /// The words of the command that were read as other words (`게란` as 계란), in order.
    public var respellings: [Respelling] { Respelling.of(askedIngredients) }

    /// Every ingredient the command names, in order.
    var askedIngredients: [AskedIngredient] {
        switch self {
        case .recommend(let asked, _), .storageTip(let asked), .shopDone(let asked), .shopRemove(let asked):
            asked
        case .fridgeList(_, _, _, let asked):
            asked
        case .fridgeAdd(let items), .fridgeUse(let items), .fridgeDiscard(let items), .fridgeDiscardExpired(let items),
             .fridgeMove(let items, _), .fridgeOpen(let items, _), .shopAdd(let items):
            items.map(\.ingredient)
        default:
            []
        }
    }
}

extension Respelling {
    /// `{"written": "게란", "read": ["계란"]}`.
    public var json: JSONValue {
        .object([("written", .string(written)), ("read", .strings(read))])
    }
}
