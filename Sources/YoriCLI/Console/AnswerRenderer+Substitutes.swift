import YoriKit

/// `대파 대신: 쪽파 (냉장고에 있어요), 실파, 리크` — what can stand in for each ingredient.
extension AnswerRenderer {
    func substitutes(_ all: [Substitutes], _ lang: UserLanguage) -> String {
        all.map { s in
            let name = display(s.ingredient, lang)
            guard !s.options.isEmpty else {
                return lang.pick("\(Hangul.attach(name, "을", "를")) 대신할 재료는 아직 몰라요.",
                                 "yori knows nothing to use instead of \(name) yet.")
            }
            let options = s.options.map { option in
                display(option, lang) + (s.atHand.contains(option) ? lang.pick(" (냉장고에 있어요)", " (you have it)") : "")
            }
            return lang.pick("\(name) 대신: ", "Instead of \(name): ") + options.joined(separator: ", ")
        }.joined(separator: "\n")
    }
}
