import YoriKit

extension AnswerRenderer {
    /// A line the model read as a command: what it understood, the answer of running it, and
    /// the model's footer.
    func readByModel(_ reading: ModelReading, _ result: Answer, _ lang: UserLanguage) -> String {
        style.dim(understood(reading.command, lang)) + "\n" + text(Reply(result, language: lang)) + "\n"
            + modelFooter(reading.answer, remaining: reading.remaining, warning: nil, limit: quotaLimit, lang)
    }

    /// `AI가 이렇게 이해했어요: 냉장고에 사과 4개, 배 2개 추가` / `The AI read this as: add 4 apples and 2 pears to the fridge`.
    func understood(_ command: Command, _ lang: UserLanguage) -> String {
        lang.pick("AI가 이렇게 이해했어요: ", "The AI read this as: ") + TerminalSanitizer.clean(words(command, lang))
    }

    /// A refused reading, and the model's footer.
    func readingRefused(_ refusal: ReadingRefusal, model: ModelAnswer, remaining: Int?, _ lang: UserLanguage) -> String {
        style.error(TerminalSanitizer.clean(refusal.message(lang))) + "\n"
            + modelFooter(model, remaining: remaining, warning: nil, limit: quotaLimit, lang)
    }

    /// A command in words, in the answer's language.
    func words(_ command: Command, _ lang: UserLanguage) -> String {
        func foods(_ asked: [AskedIngredient]) -> String {
            list(asked.map { display($0.canonical ?? $0.word, lang) }, lang)
        }
        func recipe(_ reference: RecipeReference?) -> String {
            switch reference {
            case .number(let n): lang.pick("\(n)번 레시피", "recipe \(n)")
            case .name(let name): name
            case nil: lang.pick("방금 본 레시피", "the recipe just shown")
            }
        }
        func place(_ items: [FridgeItemRequest], _ fallback: StoragePlace = .fridge) -> StoragePlace {
            items.first?.storage ?? fallback
        }
        func into(_ place: StoragePlace) -> String {
            switch place {
            case .fridge: lang.pick("냉장고", "the fridge")
            case .freezer: lang.pick("냉동실", "the freezer")
            case .pantry: lang.pick("실온", "the pantry")
            }
        }
        switch command {
        case .fridgeAdd(let items):
            return lang.pick("\(into(place(items)))에 \(self.items(items, lang)) 추가", "add \(self.items(items, lang)) to \(into(place(items)))")
        case .fridgeUse(let items):
            return lang.pick("\(self.items(items, lang)) 사용", "use \(self.items(items, lang))")
        case .fridgeDiscard(let items):
            return lang.pick("\(self.items(items, lang)) 버림", "throw away \(self.items(items, lang))")
        case .fridgeDiscardExpired(let items):
            return items.isEmpty ? lang.pick("유통기한 지난 것 모두 버림", "throw away everything past its date")
                : lang.pick("유통기한 지난 \(self.items(items, lang)) 버림", "throw away the \(self.items(items, lang)) past its date")
        case .fridgeMove(let items, let to):
            let to = lang.pick(to == .pantry ? "실온으로" : into(to) + "로", into(to))
            return lang.pick(Hangul.attach(self.items(items, lang), "을", "를") + " \(to) 옮김", "move \(self.items(items, lang)) to \(to)")
        case .fridgeList(let storage, _, _, let ingredients):
            if !ingredients.isEmpty { return lang.pick("냉장고의 \(foods(ingredients)) 보기", "show the \(foods(ingredients)) in the fridge") }
            return lang.pick("\(into(storage ?? .fridge)) 목록 보기", "list \(into(storage ?? .fridge))")
        case .fridgeHistory: return lang.pick("냉장고 기록 보기", "show the fridge history")
        case .fridgeStats: return lang.pick("냉장고 통계 보기", "show the fridge stats")
        case .expiring(let days):
            return days.map { lang.pick("\($0)일 안에 유통기한 끝나는 것 보기", "show what expires within " + EnglishGrammar.count($0, "day")) }
                ?? lang.pick("유통기한 임박한 것 보기", "show what expires soon")
        case .storageTip(let asked): return lang.pick("\(foods(asked)) 보관법", "how to store \(foods(asked))")
        case .recommend(let asked, let filter):
            let with = asked.isEmpty ? lang.pick("냉장고 재료", "what is in the fridge") : foods(asked)
            let kind = filter.kind.map { " (" + Labels.kind($0, lang) + ")" } ?? ""
            return lang.pick("\(with)로 만들 요리 추천\(kind)", "recipes with \(with)\(kind)")
        case .search(let search):
            let filters = [search.kind.map { Labels.kind($0, lang) }, search.method.map { Labels.method($0, lang) },
                           search.maxKcal.map { lang.pick("\(Int($0))kcal 이하", "≤ \(Int($0)) kcal") }].compactMap { $0 }
            let what = ([search.query.isEmpty ? nil : "'\(search.query)'"].compactMap { $0 } + filters).joined(separator: " · ")
            return lang.pick("레시피 검색: \(what)", "search recipes: \(what)")
        case .show(let reference, _): return lang.pick("\(recipe(reference)) 보기", "show \(recipe(reference))")
        case .bookmark(let reference): return lang.pick("\(recipe(reference)) 북마크", "bookmark \(recipe(reference))")
        case .unbookmark(let reference): return lang.pick("\(recipe(reference)) 북마크 해제", "remove the bookmark on \(recipe(reference))")
        case .bookmarks: return lang.pick("북마크 보기", "show the bookmarks")
        case .cooked(let reference, let rating, _, let day):
            let stars = rating.map { lang.pick(", 별점 \($0)", ", rated \($0)") } ?? ""
            let when = day.map { " (\($0))" } ?? ""
            return lang.pick("\(recipe(reference)) 해 먹음\(stars)\(when)", "cooked \(recipe(reference))\(stars)\(when)")
        case .cookingLog: return lang.pick("요리 기록 보기", "show the cooking log")
        case .shopAdd(let items):
            return lang.pick("장보기 목록에 \(self.items(items, lang)) 추가", "add \(self.items(items, lang)) to the shopping list")
        case .shopList: return lang.pick("장보기 목록 보기", "show the shopping list")
        case .shopDone(let asked): return lang.pick("장보기 목록에서 \(foods(asked)) 체크", "check off \(foods(asked))")
        case .shopRemove(let asked): return lang.pick("장보기 목록에서 \(foods(asked)) 빼기", "remove \(foods(asked)) from the shopping list")
        case .shopBought: return lang.pick("산 것 냉장고에 넣기", "put what was bought in the fridge")
        case .shopClear(let checkedOnly):
            return checkedOnly ? lang.pick("장보기 목록에서 체크한 항목 지우기", "remove the checked items from the shopping list")
                : lang.pick("장보기 목록 비우기", "clear the shopping list")
        case .shopAddMissing(let reference):
            return lang.pick("\(recipe(reference))의 없는 재료를 장보기 목록에 추가", "add what \(recipe(reference)) needs to the shopping list")
        default:
            return command.intent
        }
    }

    /// `사과 4개, 배 2개` / `4 apples and 2 pears`.
    func items(_ items: [FridgeItemRequest], _ lang: UserLanguage) -> String {
        list(items.map { item in
            let name = item.ingredient.canonical ?? item.ingredient.word
            guard let quantity = item.quantity else { return display(name, lang) }
            let amount = FridgeAmount(quantity, item.unit ?? "개")
            return lang == .en ? englishAmount(amount, of: name) : display(name, lang) + " " + self.amount(amount, lang, of: name)
        }, lang)
    }

    /// `a, b` / `a and b`, `a, b and c`.
    func list(_ words: [String], _ lang: UserLanguage) -> String {
        guard lang == .en, words.count > 1 else { return words.joined(separator: ", ") }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
