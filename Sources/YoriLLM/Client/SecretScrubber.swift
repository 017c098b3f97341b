/// Replaces a secret (the API key) with `***` in text that arrives piece by piece, such as
/// a streamed answer: a piece that ends with the start of the secret is held back until the
/// next one shows whether the secret follows, so the key is caught even when a stream
/// splits it in two.
public struct SecretScrubber: Sendable {
    private let secret: [Unicode.Scalar]
    private var pending: [Unicode.Scalar] = []

    /// What stands in for the secret.
    public static let replacement = "***"

    /// A scrubber for `secret`; with `nil` or an empty secret it passes text through.
    public init(secret: String?) {
        self.secret = Array((secret ?? "").unicodeScalars)
    }

    /// `text` with every whole occurrence of the secret replaced.
    public static func scrub(_ text: String, secret: String?) -> String {
        var scrubber = SecretScrubber(secret: secret)
        return scrubber.feed(text) + scrubber.finish()
    }

    /// The part of the stream so far that can be shown: everything but a tail that could
    /// still turn out to be the start of the secret.
    public mutating func feed(_ piece: String) -> String {
        guard !secret.isEmpty else { return piece }
        pending.append(contentsOf: piece.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < pending.count {
            if pending[i] == secret[0] {
                let available = min(secret.count, pending.count - i)
                if pending[i..<(i + available)].elementsEqual(secret[0..<available]) {
                    if available == secret.count {
                        out.append(contentsOf: Self.replacement.unicodeScalars)
                        i += secret.count
                        continue
                    }
                    break  // the stream ends inside a possible secret: hold the rest back
                }
            }
            out.append(pending[i])
            i += 1
        }
        pending.removeFirst(i)
        return String(out)
    }

    /// Whatever was held back (the stream ended without completing the secret).
    public mutating func finish() -> String {
        defer { pending = [] }
        return String(String.UnicodeScalarView(pending))
    }
}
