import YoriKit

/// `yori recipe add` on a terminal: asks for the recipe one question at a time.
struct GuidedRecipe {
    let console: Console
    let language: UserLanguage

    /// Asks name, kind, method, ingredients (one per line) and steps (one per line); an
    /// empty line ends a list. Validation happens afterwards, naming the field.
    func ask() -> RecipeDraft {
        let name = question(language.pick("요리 이름", "Recipe name"))
        let kind = question(language.pick("종류 (\(RecipeDraft.kinds.joined(separator: ", ")); 기본 기타)",
                                          "Kind (\(RecipeDraft.kinds.joined(separator: ", ")); default 기타)"))
        let method = question(language.pick("조리법 (\(RecipeDraft.methods.joined(separator: ", ")); 기본 기타)",
                                            "Method (\(RecipeDraft.methods.joined(separator: ", ")); default 기타)"))
        console.line(language.pick("재료를 한 줄에 하나씩 (예: 대파 1대). 빈 줄로 끝:", "Ingredients, one per line (e.g. green onion 1). Empty line ends:"))
        let ingredients = list().compactMap(RecipeDraft.ingredientLine)
        console.line(language.pick("만드는 법을 한 줄에 한 단계씩. 빈 줄로 끝:", "Steps, one per line. Empty line ends:"))
        let steps = list()
        return RecipeDraft(name: name, kind: kind.isEmpty ? "기타" : kind, method: method.isEmpty ? "기타" : method,
                           ingredients: ingredients, steps: steps)
    }

    private func question(_ prompt: String) -> String {
        console.write(prompt + ": ")
        return Self.trimmed(readLine() ?? "")
    }

    private func list() -> [String] {
        var lines: [String] = []
        while true {
            console.write("> ")
            guard let line = readLine().map(Self.trimmed), !line.isEmpty else { return lines }
            lines.append(line)
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
