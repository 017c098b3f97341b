/// The language yori answers in: the user's, unless `--lang` says otherwise.
public enum UserLanguage: String, Sendable, CaseIterable, Codable {
    case ko
    case en

    /// Korean when the text holds any Hangul, otherwise English.
    public static func detect<S: StringProtocol>(_ text: S) -> UserLanguage {
        for scalar in text.unicodeScalars where Hangul.isHangul(scalar) { return .ko }
        return .en
    }

    /// Picks the Korean or the English text.
    public func pick(_ ko: @autoclosure () -> String, _ en: @autoclosure () -> String) -> String {
        self == .ko ? ko() : en()
    }
}
