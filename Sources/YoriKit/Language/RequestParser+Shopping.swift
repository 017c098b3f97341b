/// Reading shopping-list lines (`장보기에 대파 추가`, `없는 재료 장보기에 넣어줘`, `장보기 목록 다 지워줘`).
extension RequestParser {
    /// A shopping-list line: add a recipe's missing ingredients, take items off, add items, check
    /// off, buy, or list.
    func shopping(_ tokens: [Token], scan: Scan, known: [AskedIngredient], reference: (Int, Range<Int>)?,
                          cue: Cues) -> Command {
        if cue.korean(Vocabulary.missingWords) || cue.english(["missing", "lacking"]) {
            if let reference { return .shopAddMissing(.number(reference.0)) }
            if let number = tokens.lazy.compactMap({ Int($0.text) }).first, number > 0 { return .shopAddMissing(.number(number)) }
            // "add missing stuff for 제육볶음": a dish by name.
            return .shopAddMissing(Self.dishNamed(tokens, scan: scan).map(RecipeReference.name))
        }
        if known.isEmpty, scan.listedUnknown.isEmpty, let checkedOnly = Self.clearsTheList(cue) { return .shopClear(checkedOnly: checkedOnly) }
        if !known.isEmpty, cue.korean(Vocabulary.shopRemoveKorean) || cue.english(["remove", "delete", "drop"])
            || cue.english(["take"]) && cue.english(["off"]) {
            return .shopRemove(known)
        }
        if known.isEmpty, cue.korean(["다 샀", "장 다 봤", "장봤", "장 봤"]) || cue.english(["bought"])
            || cue.english(["got"]) && cue.english(["everything", "all"]) {  // "got everything on the shopping list"
            return .shopBought
        }
        if !known.isEmpty, cue.korean(Vocabulary.checkWords) || cue.english(["done", "check", "got", "bought"]) || cue.phrase(Vocabulary.checkOffEnglish) {
            return .shopDone(known)
        }
        if !known.isEmpty || !scan.listedUnknown.isEmpty {
            return .shopAdd(items(scan, tokens, expires: nil, storage: nil))
        }
        // "장보기에 넣어줘", "add it to my shopping list": nothing named, so the recipe in focus's missing ones;
        // "불고기 재료도 장보기에 넣어줘": a recipe named in the line is that recipe, whatever is in focus.
        if cue.korean(["넣어", "추가", "담아", "넣자", "넣을"]) || cue.english(["add", "put"]) {
            if let reference { return .shopAddMissing(.number(reference.0)) }  // "2번 재료 장보기에 넣어줘"
            return .shopAddMissing(Self.dishNamed(tokens, scan: scan).map(RecipeReference.name))
        }
        return .shopList
    }

    /// The dish a shopping line names by its form (`불고기`, `제육볶음`, `김치찌개`), not a food of its own
    /// nor a kind or method word; `nil` when it names none.
    static func dishNamed(_ tokens: [Token], scan: Scan) -> String? {
        tokens.indices.first { i in
            let token = tokens[i]
            return isDishWord(token) && kindWord(token) == nil && Vocabulary.methods[token.stem] == nil
                && !Vocabulary.dishWordsEnglish.contains(token.stem) && !scan.knownIndices.contains(i)
        }.map { tokens[$0].stem }
    }

    /// A line about the shopping list that names no food and empties it (`장보기 목록 다 지워줘`, `clear
    /// the shopping list`: `false`) or takes its checked items off (`체크한 거 지워줘`, `remove the checked
    /// items`: `true`); `nil` when it does neither.
    static func clearsTheList(_ cue: Cues) -> Bool? {
        let removes = cue.korean(Vocabulary.shopRemoveKorean) || cue.english(["remove", "delete", "drop"])
        let clears = cue.korean(Vocabulary.clearListKorean) || cue.english(Vocabulary.clearListEnglish)
            || cue.english(["remove", "delete"]) && cue.english(Vocabulary.everythingEnglish)
        if removes || clears, cue.korean(Vocabulary.checkedThingsKorean) || cue.english(Vocabulary.checkedThingsEnglish) { return true }
        return clears ? false : nil
    }
}
