/// A small, tolerant HTML tokenizer: start and end tags with their attributes, text, and the
/// raw content of `<script>` and `<style>`. Enough to find a page's JSON-LD, its schema.org
/// microdata and its headings and lists; no tree, no validation, never fails.
///
/// Works on UTF-8 bytes (pages are hundreds of kilobytes); text and attribute values come
/// out with entities decoded (`HTMLEntities`).
public struct HTMLScanner: Sendable {
    /// One piece of the page, in order.
    public enum Token: Equatable, Sendable {
        /// `<name a="b">`; names are lower-cased, attributes in page order.
        case start(name: String, attributes: [Attribute], selfClosing: Bool)
        case end(name: String)
        /// Text between tags, entities decoded, spaces as written.
        case text(String)
        /// The content of a `<script>` or `<style>` element, as written (not decoded).
        case raw(name: String, attributes: [Attribute], content: String)
    }

    /// An attribute: lower-cased name, decoded value (`""` when it has none).
    public struct Attribute: Equatable, Sendable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Elements whose content is raw text up to their own end tag.
    static let rawElements: Set<String> = ["script", "style", "textarea", "noscript"]

    /// Every token of `html`.
    public static func tokens(_ html: String) -> [Token] {
        var bytes = Array(html.utf8)
        bytes.append(0)  // a sentinel: reads one past the end stay in bounds
        let n = bytes.count - 1
        var out: [Token] = []
        var i = 0
        var textStart = 0
        func flushText(_ end: Int) {
            if end > textStart {
                out.append(.text(HTMLEntities.decode(String(decoding: bytes[textStart..<end], as: UTF8.self))))
            }
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            let next = bytes[i + 1]
            if next == UInt8(ascii: "!") {
                flushText(i)
                if bytes[i + 2] == UInt8(ascii: "-") && bytes[i + 3] == UInt8(ascii: "-") {
                    i = find(bytes, "-->", from: i + 4, limit: n).map { $0 + 3 } ?? n
                } else {
                    i = find(bytes, ">", from: i + 2, limit: n).map { $0 + 1 } ?? n
                }
                textStart = i
                continue
            }
            if next == UInt8(ascii: "?") {
                flushText(i)
                i = find(bytes, ">", from: i + 2, limit: n).map { $0 + 1 } ?? n
                textStart = i
                continue
            }
            let closing = next == UInt8(ascii: "/")
            let nameStart = closing ? i + 2 : i + 1
            guard isLetter(bytes[nameStart]) else { i += 1; continue }
            flushText(i)
            var j = nameStart
            while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
            let name = String(decoding: bytes[nameStart..<j], as: UTF8.self).lowercased()
            var attributes: [Attribute] = []
            var selfClosing = false
            // Attributes, up to the `>` that ends the tag (quotes may hold a `>`).
            while j < n {
                while j < n, isSpace(bytes[j]) { j += 1 }
                if bytes[j] == UInt8(ascii: ">") { j += 1; break }
                if bytes[j] == UInt8(ascii: "/") {
                    j += 1
                    if bytes[j] == UInt8(ascii: ">") { selfClosing = true; j += 1; break }
                    continue
                }
                let attrStart = j
                while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "="),
                      !(bytes[j] == UInt8(ascii: "/") && bytes[j + 1] == UInt8(ascii: ">")) { j += 1 }
                if j == attrStart { j += 1; continue }
                let attrName = String(decoding: bytes[attrStart..<j], as: UTF8.self).lowercased()
                while j < n, isSpace(bytes[j]) { j += 1 }
                var value = ""
                if bytes[j] == UInt8(ascii: "=") {
                    j += 1
                    while j < n, isSpace(bytes[j]) { j += 1 }
                    let quote = bytes[j]
                    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        let end = find(bytes, quote, from: j + 1, limit: n) ?? n
                        value = String(decoding: bytes[(j + 1)..<end], as: UTF8.self)
                        j = min(end + 1, n)
                    } else {
                        let start = j
                        while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">") { j += 1 }
                        value = String(decoding: bytes[start..<j], as: UTF8.self)
                    }
                }
                if !closing { attributes.append(Attribute(attrName, HTMLEntities.decode(value))) }
            }
            i = j
            if closing {
                out.append(.end(name: name))
            } else if rawElements.contains(name) && !selfClosing {
                let end = findEndTag(bytes, name, from: i, limit: n)
                out.append(.raw(name: name, attributes: attributes,
                                content: String(decoding: bytes[i..<end.contentEnd], as: UTF8.self)))
                i = end.after
            } else {
                out.append(.start(name: name, attributes: attributes, selfClosing: selfClosing))
            }
            textStart = i
        }
        flushText(n)
        return out
    }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C }

    static func find(_ bytes: [UInt8], _ byte: UInt8, from: Int, limit: Int) -> Int? {
        var i = from
        while i < limit { if bytes[i] == byte { return i }; i += 1 }
        return nil
    }

    static func find(_ bytes: [UInt8], _ text: StaticString, from: Int, limit: Int) -> Int? {
        let needle = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        var i = from
        while i + needle.count <= limit {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    /// Where `</name` (any case) starts, and the index after its `>`.
    static func findEndTag(_ bytes: [UInt8], _ name: String, from: Int, limit: Int) -> (contentEnd: Int, after: Int) {
        let lower = Array(name.utf8)
        var i = from
        while i + 2 + lower.count <= limit {
            if bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "/") {
                var same = true
                for (k, b) in lower.enumerated() where bytes[i + 2 + k] | 0x20 != b { same = false; break }
                if same {
                    let close = find(bytes, UInt8(ascii: ">"), from: i, limit: limit) ?? limit - 1
                    return (i, min(close + 1, limit))
                }
            }
            i += 1
        }
        return (limit, limit)
    }
}

extension HTMLScanner.Token {
    /// The value of attribute `name` of a start tag (or raw element), if present.
    public func attribute(_ name: String) -> String? {
        switch self {
        case .start(_, let attributes, _), .raw(_, let attributes, _):
            attributes.first { $0.name == name }?.value
        default: nil
        }
    }
}
