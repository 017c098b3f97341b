/// A Markdown prompt with `{{placeholder}}` slots, parsed once and rendered many times.
///
/// Rendering is one pass: a value that itself contains `{{…}}` (a user's question, say)
/// is inserted as written, never expanded.
public struct PromptTemplate: Sendable, Equatable {
    /// The template's name, for messages (`question`, or a file path).
    public let name: String
    public let text: String
    /// The placeholders the template uses, in order of first use.
    public let placeholders: [String]
    /// The placeholders the template may use; nil means whatever `render` is given.
    public let known: Set<String>?
    private let pieces: [Piece]

    private enum Piece: Sendable, Equatable {
        case literal(Substring)
        case slot(String)
    }

    /// Parses `text`. With `known`, a placeholder outside it fails here already.
    public init(name: String, text: String, known: Set<String>? = nil) throws(PromptError) {
        var pieces: [Piece] = []
        var used: [String] = []
        var rest = text[...]
        while let open = rest.firstRange(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces.append(.literal(rest[..<open.lowerBound])) }
            let line = text[..<open.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}") else { throw .malformed(template: name, line: line) }
            let slot = afterOpen[..<close.lowerBound].trimmingASCIIWhitespace()
            guard !slot.isEmpty, slot.utf8.allSatisfy(Self.isNameByte) else { throw .malformed(template: name, line: line) }
            if let known, !known.contains(slot) {
                throw .unknownPlaceholder(template: name, placeholder: slot, known: known.sorted())
            }
            pieces.append(.slot(slot))
            if !used.contains(slot) { used.append(slot) }
            rest = afterOpen[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.literal(rest)) }
        self.name = name
        self.text = text
        self.placeholders = used
        self.known = known
        self.pieces = pieces
    }

    /// The text with every placeholder replaced by its value. Fails on a placeholder that
    /// is not known (not in `known`, or, without it, not in `values`) and on a known one
    /// with no value. Values the template does not use are fine: a user's template may
    /// leave sections out.
    public func render(values: [String: String]) throws(PromptError) -> String {
        let allowed = known ?? Set(values.keys)
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .slot(let slot):
                guard allowed.contains(slot) else {
                    throw .unknownPlaceholder(template: name, placeholder: slot, known: allowed.sorted())
                }
                guard let value = values[slot] else { throw .missingValue(template: name, placeholder: slot) }
                out += value
            }
        }
        return out
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
