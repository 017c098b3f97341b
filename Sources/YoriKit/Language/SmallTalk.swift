/// Lines that ask nothing: laughter (`ㅋㅋㅋ`, `lol`), greetings and thanks with no request
/// (`안녕`, `hi`, `고마워`), symbols alone (`?!`, `🍳🥚`) and keyboard mash (`asdfgh`, `ㅁㄴㅇㄹ`).
/// They get a short local reply and never reach the model (intent `chitchat`).
public enum SmallTalk: String, Sendable, Equatable {
    case laughter, greeting, thanks, symbols, mash

    /// What kind of small talk `line` is, or `nil` when it may ask something.
    static func classify(_ line: String, tokens: [Token]) -> SmallTalk? {
        let letters = tokens.filter { RequestParser.hasLetters($0.text) }
        if letters.isEmpty { return tokens.isEmpty ? nil : .symbols }
        let words = letters.map(\.text)
        if words.allSatisfy(isLaughter) { return .laughter }
        if words.allSatisfy({ greetings.contains($0) || isLaughter($0) || politeTails.contains($0) }) {
            return words.contains(where: thanksWords.contains) ? .thanks : .greeting
        }
        if words.allSatisfy(isMash) { return .mash }
        return nil
    }

    /// ㅋㅋ, ㅎㅎㅎ, ㅠㅠ, 크크, 하하하, 헤헤, lol, lmao, haha, hehe, kkk.
    static func isLaughter(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        if scalars.count >= 2, scalars.allSatisfy({ laughterJamo.contains($0) }) { return true }
        if laughterWords.contains(word) { return true }
        for unit in ["하", "크", "킥", "헤", "히", "호", "ha", "he", "hi", "ja", "xd"] where word.count >= unit.count * 2 {
            if String(repeating: unit, count: word.count / unit.count) == word, word.count % unit.count == 0 { return true }
        }
        return false
    }

    /// A run of neighbouring keys (asdf, qwer, ㅁㄴㅇㄹ, ㅂㅈㄷㄱ) or Latin letters with no vowel.
    static func isMash(_ word: String) -> Bool {
        let chars = Array(word)
        guard chars.count >= 3 else { return false }
        for row in keyboardRows {
            let keys = Array(row)
            if chars.allSatisfy(keys.contains), chars.count >= 4 || Set(chars).count >= 3 {
                // Mostly neighbours: most steps move to an adjacent key on the row.
                let steps = zip(chars, chars.dropFirst()).filter { a, b in
                    guard let i = keys.firstIndex(of: a), let j = keys.firstIndex(of: b) else { return false }
                    return abs(i - j) <= 1
                }.count
                if steps * 3 >= (chars.count - 1) * 2 { return true }
            }
        }
        let latin = chars.allSatisfy { $0.isASCII && $0.isLetter }
        return latin && chars.count >= 5 && !chars.contains(where: "aeiouy".contains)
    }

    static let keyboardRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ"]
    static let laughterJamo: Set<Unicode.Scalar> = Set("ㅋㅎㅠㅜㅡ".unicodeScalars)
    static let laughterWords: Set<String> = ["lol", "lmao", "rofl", "lmfao", "kkk", "ㄱㅋ", "ㅋ", "ㅎ", "xd", "wkwk", "푸하하", "ㅍㅎㅎ",
                                             "으하하", "ㅋㅋ굿", "헐", "ㄷㄷ", "ㅇㅇ", "ㅇㅋ", "ok", "okay", "ㄱㅅ", "ㄳ", "굿", "nice", "wow"]
    static let thanksWords: Set<String> = ["고마워", "고마워요", "고맙습니다", "감사", "감사해요", "감사합니다", "땡큐", "thanks", "thank", "thx",
                                      "ty", "ㄱㅅ", "ㄳ", "고마워용", "감사감사"]
    static let greetings: Set<String> = thanksWords.union([
        "안녕", "안녕하세요", "안녕하십니까", "하이", "ㅎㅇ", "헬로", "반가워", "반가워요", "반갑습니다", "hi", "hello", "hey", "yo",
        "hiya", "sup", "good", "morning", "evening", "night", "잘자", "굿모닝", "굿나잇", "you", "so", "much",
        "very", "there", "yori", "요리야", "요리님",
    ])
    static let politeTails: Set<String> = ["요", "~", "!", "님"]
}
