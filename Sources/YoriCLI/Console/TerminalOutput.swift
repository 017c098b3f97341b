import YoriKit

/// The last step of everything yori writes to stdout or stderr (`Console` applies it):
/// every control sequence and control character in the text is removed with
/// `TerminalSanitizer` — whether it came from a model, an imported recipe, a stored tip, a
/// config value or the user's own input echoed back — and only then are `Style` markers
/// turned into yori's own colour codes. So no text from outside yori can move the cursor,
/// clear the screen, retitle the terminal or write the clipboard, whichever path printed it.
public enum TerminalOutput {
    /// `text` as it may reach a terminal.
    public static func render(_ text: String) -> String {
        // Most answers have no style marker and nothing to clean: no copy a scalar at a time.
        guard TerminalSanitizer.needsCleaning(text) else { return text }
        var out = String.UnicodeScalarView()
        var segment = String.UnicodeScalarView()
        func flush() {
            guard !segment.isEmpty else { return }
            out.append(contentsOf: TerminalSanitizer.clean(String(segment)).unicodeScalars)
            segment.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if let code = Style.Code(rawValue: scalar.value) {
                flush()
                out.append(contentsOf: ("\u{1B}[" + code.parameters + "m").unicodeScalars)
            } else {
                segment.append(scalar)
            }
        }
        flush()
        return String(out)
    }

    /// `text` with the markers dropped instead of turned into colour (and cleaned as `render` does).
    public static func plain(_ text: String) -> String {
        TerminalSanitizer.clean(text)
    }
}
