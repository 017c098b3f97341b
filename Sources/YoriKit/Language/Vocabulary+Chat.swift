/// How people type in chat: shorthand read as the word it stands for, and endings typed wrong.
extension Vocabulary {
    /// Chat spellings of whole words, read as the standard word (`어케 만들어` = `어떻게 만들어`).
    static let chatSpellings: [String: String] = [
        "어케": "어떻게", "어캐": "어떻게", "어떡케": "어떻게", "어떻케": "어떻게", "어떡게": "어떻게", "어뜨케": "어떻게",
        "레서피": "레시피", "래시피": "레시피", "레씨피": "레시피", "레시삐": "레시피",
        // Chat shorthand: ㅊㅊ = 추천, 머/멀 = 뭐/뭘.
        "ㅊㅊ": "추천", "머": "뭐", "멀": "뭘", "ㄱㄱ": "알려줘", "고고": "알려줘",
        "머해먹지": "뭐해먹지", "머먹지": "뭐먹지", "머해먹을까": "뭐해먹을까", "머먹을까": "뭐먹을까", "머할까": "뭐할까",
        "머만들지": "뭐만들지", "머해": "뭐해", "멀해먹지": "뭘해먹지", "멀먹지": "뭘먹지",
    ]
    /// A word that starts with a chat spelling of two letters (`어케만들어`, `어케해`): the word it stands
    /// for, and the rest as a word of its own.
    static func chatSpelledStart(_ written: String) -> (String, String)? {
        for (typed, meant) in chatSpellings where typed.count == 2 && written.count > typed.count && written.hasPrefix(typed)
            && !typed.unicodeScalars.contains(where: { (0x3131...0x318E).contains($0.value) }) {
            return (meant, String(written.dropFirst(typed.count)))
        }
        return nil
    }

    /// Verbs said in the chat style that ends a line in a noun form (음슴체) with the ㅁ fused into the
    /// stem: `계란 10개 삼` = 샀음 (사 + ㅁ), `대파 얼림` = 얼렸음. Read so only as the last word of a line
    /// (`Tokenizer.words`), where a verb stands: elsewhere 삼 is three (`삼 일 뒤`).
    static let finalChatVerbs: [String: String] = [
        "삼": "샀음", "뺌": "뺐음", "얼림": "얼렸음", "옮김": "옮겼음",
    ]
    /// Past-tense endings typed with ㅅ for ㅆ (`해먹엇어`, `샀엇다`, `햇어`): read as the standard ending.
    static let typedEndings: [(typed: String, meant: String)] = [
        ("엇어", "었어"), ("앗어", "았어"), ("햇어", "했어"), ("엇음", "었음"), ("앗음", "았음"), ("햇음", "했음"), ("엇다", "었다"),
        ("앗다", "았다"), ("햇다", "했다"), ("엇는데", "었는데"), ("앗는데", "았는데"), ("햇는데", "했는데"), ("엇지", "었지"),
        ("햇지", "했지"), ("겟어", "겠어"), ("엇어요", "었어요"), ("햇어요", "했어요"),
    ]

    /// `word` with a mistyped past-tense ending (`typedEndings`) put right; other words as they are.
    static func fixingEnding(_ word: String) -> String {
        guard word.count >= 2, let last = word.unicodeScalars.last, Hangul.isSyllable(last) else { return word }
        for (typed, meant) in typedEndings where word.hasSuffix(typed) {
            return String(word.dropLast(typed.count)) + meant
        }
        return word
    }
}
