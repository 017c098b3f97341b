import YoriKit

/// Terminal colour, or none: rendering asks the style and never checks the terminal itself.
///
/// A coloured style does not write escape sequences: it brackets text with markers
/// (`Style.Code`, Unicode noncharacters) that only `TerminalOutput` turns into colour codes,
/// as the `Console` writes. Everything else on its way to the terminal is cleaned there, so
/// yori's own colours are the only escape sequences that can ever reach it.
public struct Style: Sendable {
    public let enabled: Bool

    public static let plain = Style(enabled: false)
    public static let color = Style(enabled: true)

    public init(enabled: Bool) { self.enabled = enabled }

    /// yori's colours, each a marker scalar in `TerminalSanitizer.styleMarkers`.
    public enum Code: UInt32, CaseIterable, Sendable {
        case reset = 0xFDD0
        case bold, dim, matched, missing, error, accent

        /// The SGR parameters the marker stands for.
        var parameters: String {
            switch self {
            case .reset: "0"
            case .bold: "1"
            case .dim: "2"
            case .matched: "1;32"
            case .missing: "33"
            case .error: "31"
            case .accent: "36"
            }
        }

        /// The marker as text.
        var marker: String { String(Character(Unicode.Scalar(rawValue)!)) }
    }

    private func wrap(_ text: String, _ code: Code) -> String {
        enabled ? code.marker + text + Code.reset.marker : text
    }

    public func bold(_ t: String) -> String { wrap(t, .bold) }
    public func dim(_ t: String) -> String { wrap(t, .dim) }
    public func matched(_ t: String) -> String { wrap(t, .matched) }
    public func missing(_ t: String) -> String { wrap(t, .missing) }
    public func error(_ t: String) -> String { wrap(t, .error) }
    public func accent(_ t: String) -> String { wrap(t, .accent) }

    /// A prompt for readline (which writes it itself, not through the `Console`): colour
    /// codes wrapped in \u{1}…\u{2} so they take no width, around the cleaned text.
    public func prompt(_ text: String) -> String {
        let text = TerminalSanitizer.clean(text)
        return enabled ? "\u{1}\u{1B}[1;36m\u{2}\(text)\u{1}\u{1B}[0m\u{2}" : text
    }
}
