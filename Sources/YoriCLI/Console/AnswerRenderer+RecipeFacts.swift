import YoriKit

/// One fact of the recipe in focus asked on its own (`몇 분 걸려?`, `칼로리는?`, `is it spicy?`).
extension AnswerRenderer {
    func recipeFact(_ recipe: Recipe, part: String, name: String, _ lang: UserLanguage) -> String {
        switch part {
        case "time":
            guard let minutes = recipe.minutes else {
                return lang.pick("\(name): 조리 시간이 나와 있지 않아요.", "\(name): the recipe does not say how long it takes.")
            }
            return lang.pick("\(name): 약 \(minutes)분 걸려요.", "\(name) takes about \(EnglishGrammar.count(minutes, "minute")).")
        case "kcal":
            guard let kcal = recipe.kcal else {
                return lang.pick("\(name): 칼로리가 나와 있지 않아요.", "\(name): the recipe does not give its calories.")
            }
            let text = kcal.rounded() == kcal ? "\(Int(kcal))" : String(Int(kcal.rounded()))
            return lang.pick("\(name): 1인분 \(text)kcal예요.", "\(name): \(text) kcal a serving.")
        default:  // spicy
            let because = recipe.spicyBecause.filter { $0 != "매운" }.map { display($0, lang) }
            if recipe.spicyBecause.isEmpty {
                return lang.pick("\(name): 맵지 않아요.", "\(name) is not spicy.")
            }
            if because.isEmpty { return lang.pick("\(name): 매운 요리예요.", "\(name) is spicy.") }
            return lang.pick("\(name): 매운 편이에요 (\(because.joined(separator: ", "))).",
                             "\(name) is spicy (\(because.joined(separator: ", "))).")
        }
    }
}
