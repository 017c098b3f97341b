/// Terminal colour, or none: rendering asks the style and never checks the terminal itself.
public struct Style: Sendable {
    public let enabled: Bool

    public static let plain = Style(enabled: false)
    public static let color = Style(enabled: true)

    public init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ t: String) -> String { wrap(t, "1") }
    public func dim(_ t: String) -> String { wrap(t, "2") }
    public func matched(_ t: String) -> String { wrap(t, "1;32") }
    public func missing(_ t: String) -> String { wrap(t, "33") }
    public func error(_ t: String) -> String { wrap(t, "31") }
    public func accent(_ t: String) -> String { wrap(t, "36") }

    /// A prompt for readline: colour codes wrapped in \u{1}…\u{2} so they take no width.
    public func prompt(_ text: String) -> String {
        enabled ? "\u{1}\u{1B}[1;36m\u{2}\(text)\u{1}\u{1B}[0m\u{2}" : text
    }
}
