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
        let kind = choice(language.pick("종류", "Kind"), RecipeDraft.kinds, label: RecipeLabels.kind, read: RecipeCategory.kind)
        let method = choice(language.pick("조리법", "Method"), RecipeDraft.methods, label: RecipeLabels.method,
                            read: RecipeCategory.method)
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
        return RecipeDraft(name: name, kind: kind, method: method,
                           ingredients: items.map(RecipeDraft.line), steps: steps)
    }

    /// Whether an answer to "save it?" is no (`n`, `no`, `아니`, `아니요`, `ㄴ`); empty is yes.
    static func declines(_ answer: String) -> Bool {
        ["n", "no", "아니", "아니요", "아니오", "ㄴ", "안 해", "취소", "cancel"].contains(answer)
    }

    /// One of `options` (stored in Korean), offered in the answer's language (`Kind (side dish, …;
    /// default other)`) and read in either (`soup`, `국`, `볶음`); an empty answer or the end of
    /// input is 기타; anything else is asked again, so a typo never loses the whole recipe at saving.
    private func choice(_ title: String, _ options: [String], label: (String, UserLanguage) -> String,
                        read: (String) -> String?) -> String {
        let shown = options.map { label($0, language) }.joined(separator: ", ")
        let other = label("기타", language)
        while true {
            console.write(language.pick("\(title) (\(shown); 기본 \(other))", "\(title) (\(shown); default \(other))") + ": ")
            guard let line = readLine() else { return "기타" }
            let answer = Self.trimmed(line)
            if answer.isEmpty { return "기타" }
            if let value = read(answer), options.contains(value) { return value }
            console.line(language.pick("\(Hangul.quoted(answer, "은", "는")) 고를 수 있는 값이 아니에요: \(shown)",
                                       "'\(answer)' is not one of these: \(shown)"))
        }
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
