import YoriKit

extension AnswerRenderer {
    /// `yori cook --json`: one element per recipe, best first.
    public func recipeArray(_ r: Recommendation) -> JSONValue {
        .array(r.matches.map(recipeObject))
    }

    func recipeObject(_ m: RecipeMatch) -> JSONValue {
        .object([
            ("id", .int(m.recipe.id)),
            ("name", .string(m.recipe.name)),
            ("name_en", .string(m.recipe.nameEnglish)),
            ("source", .string(m.recipe.source.rawValue)),
            ("kind", .string(m.recipe.kind)),
            ("method", .string(m.recipe.method)),
            ("match_rate", .double((m.rate * 1000).rounded() / 1000)),
            ("matched", .strings(m.matched.map(\.name))),
            ("missing", .strings(m.missing)),
            ("staples", .strings(m.staples)),
            ("match_levels", .array(m.matched.map {
                .object([("ingredient", .string($0.name)), ("level", .string($0.level.rawValue)),
                         ("asked", .string($0.asked))])
            })),
        ])
    }

    /// One answer as a JSON object: a line of pipe mode's JSON Lines, or `ask --json`.
    public func object(_ reply: Reply, command: Command?, input: String?) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let input { pairs.append(("input", .string(input))) }
        pairs.append(("intent", .optional(command?.intent)))
        pairs.append(("language", .string(reply.language.rawValue)))
        pairs.append(("status", .string(reply.answer.status.rawValue)))
        switch reply.answer {
        case .recipes(let r):
            pairs.append(("ingredients", .strings(r.asked.map { $0.canonical ?? $0.word })))
            pairs.append(("unknown", .strings(r.unknownWords)))
            pairs.append(("recipes", recipeArray(r)))
        case .badInput(let bad):
            pairs.append(("error", .string(Self.code(bad))))
            pairs.append(("message", .string(plain.text(reply))))
        case .help, .notUnderstood, .needIngredients, .failure, .notAvailable:
            pairs.append(("message", .string(plain.text(reply))))
        }
        return .object(pairs)
    }

    private var plain: AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }

    static func code(_ bad: BadInput) -> String {
        switch bad {
        case .emptyQuestion: "empty_question"
        case .invalidUTF8: "invalid_utf8"
        case .tooLong: "line_too_long"
        }
    }
}
