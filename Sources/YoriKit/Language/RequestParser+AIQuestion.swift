/// Lines addressed to the AI by name (`ai …`, `AI한테 물어봐: …`): asked of the model as written.
extension RequestParser {
    /// `ai …`, `/ai …`, `ai, …`, `AI한테 물어봐: …`, `ai 질문 하나: …`: the rest of the line, asked
    /// of the model directly (`""` when nothing follows: `ai`, `AI한테 물어봐`); `nil` when the
    /// line is not addressed to the AI.
    static func explicitAIQuestion(_ line: String) -> String? {
        var rest = Substring(line)
        if rest.lowercased().hasPrefix("/ai") { rest = rest.dropFirst(3) } else if rest.lowercased().hasPrefix("ai") {
            rest = rest.dropFirst(2)
        } else {
            return nil
        }
        // "ai한테", "ai에게", "ai야", "ai님": a particle on the name; "aioli" is no address.
        for particle in ["한테", "에게", "께", "야", "님", "아"] where rest.hasPrefix(particle) {
            rest = rest.dropFirst(particle.count)
            break
        }
        guard rest.isEmpty || rest.first.map({ $0 == " " || $0 == ":" || $0 == "," || $0 == "，" || $0 == "?" }) == true else {
            return nil
        }
        func skipSeparators() { rest = rest.drop { $0 == " " || $0 == ":" || $0 == "," || $0 == "，" } }
        skipSeparators()
        // "물어봐", "질문 하나", "질문인데", "question": words that only say a question follows.
        var dropped = true
        while dropped {
            dropped = false
            for lead in leadWords where rest.lowercased().hasPrefix(lead) {
                let after = rest.dropFirst(lead.count)
                guard after.isEmpty || after.first.map({ $0 == " " || $0 == ":" || $0 == "," || $0 == "?" }) == true else { continue }
                rest = after
                skipSeparators()
                dropped = true
                break
            }
        }
        return rest == "?" ? "" : String(rest).trimmingCharacters(in: [" "])
    }

    /// Words after `ai` that only announce the question.
    private static let leadWords = [
        "물어봐 줘", "물어봐줘", "물어볼게", "물어봐", "물어 봐", "질문 하나만", "질문 하나", "질문이요", "질문인데", "질문 있어",
        "질문있어", "질문", "quick question", "question", "please", "plz",
    ]
}
