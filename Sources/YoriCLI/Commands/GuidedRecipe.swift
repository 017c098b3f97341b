import YoriKit

/// `yori recipe add` on a terminal: asks for the recipe one question at a time.
struct GuidedRecipe {
    let console: Console
    let language: UserLanguage
    let lexicon: IngredientLexicon
    /// The terminal's width, for the table of what was understood.
    var width: Int? = nil

    /// Asks name, kind, method, ingredients (one or more per line: `김치 1컵, 밥 1공기`) and steps
    /// (one per line); an empty line ends a list. Shows how the ingredients were read and asks
    /// whether to save: `nil` when the answer is no. Validation happens afterwards, naming the field.
    func ask() -> RecipeDraft? {
        let name = question(language.pick("요리 이름", "Recipe name"))
        let kind = question(language.pick("종류 (\(RecipeDraft.kinds.joined(separator: ", ")); 기본 기타)",
                                          "Kind (\(RecipeDraft.kinds.joined(separator: ", ")); default 기타)"))
        let method = question(language.pick("조리법 (\(RecipeDraft.methods.joined(separator: ", ")); 기본 기타)",
                                            "Method (\(RecipeDraft.methods.joined(separator: ", ")); default 기타)"))
        console.line(language.pick("재료를 쉼표로 나눠 한 줄에 여러 개도 (예: 김치 1컵, 밥 1공기, 대파 1대). 빈 줄로 끝:",
                                   "Ingredients, several per line split by commas (e.g. 1 cup kimchi, 1 bowl rice, 2 eggs). Empty line ends:"))
        let items = list().flatMap { RecipeDraft.typedIngredients($0, lexicon: lexicon) }
        if !items.isEmpty {
            console.line(language.pick("이렇게 읽었어요:", "Read as:"))
            for line in IngredientTable.lines(items, language, width: width) { console.line(line) }
        }
        console.line(language.pick("만드는 법을 한 줄에 한 단계씩. 빈 줄로 끝:", "Steps, one per line. Empty line ends:"))
        let steps = list()
        let answer = question(language.pick("저장할까요? (Y/n)", "Save it? (Y/n)")).lowercased()
        if Self.declines(answer) { return nil }
        return RecipeDraft(name: name, kind: kind.isEmpty ? "기타" : kind, method: method.isEmpty ? "기타" : method,
                           ingredients: items.map(RecipeDraft.line), steps: steps)
    }

    /// Whether an answer to "save it?" is no (`n`, `no`, `아니`, `아니요`, `ㄴ`); empty is yes.
    static func declines(_ answer: String) -> Bool {
        ["n", "no", "아니", "아니요", "아니오", "ㄴ", "안 해", "취소", "cancel"].contains(answer)
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
