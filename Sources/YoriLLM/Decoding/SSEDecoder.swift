/// An incremental parser for server-sent events (the WHATWG `text/event-stream` format).
///
/// Feed it bytes as they arrive, split anywhere (inside a line, a `\r\n`, or a UTF-8
/// character); it returns each event once the blank line that ends it has arrived.
public struct SSEDecoder: Sendable {
    /// One dispatched event.
    public struct Event: Sendable, Equatable {
        /// The `event:` field, `message` when absent.
        public var type: String
        /// The `data:` lines joined with `\n`.
        public var data: String
        /// The last `id:` seen, if any.
        public var id: String?

        public init(type: String = "message", data: String, id: String? = nil) {
            self.type = type
            self.data = data
            self.id = id
        }
    }

    private var line: [UInt8] = []
    /// The previous chunk ended in `\r`, so a leading `\n` belongs to that line ending.
    private var afterCR = false
    private var atStart = true
    private var data: [String] = []
    private var type = ""
    private var lastID: String?

    public init() {}

    /// Takes the next bytes of the stream; returns the events they complete.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        for byte in bytes {
            if afterCR {
                afterCR = false
                if byte == 0x0A { continue }
            }
            switch byte {
            case 0x0A:
                takeLine(into: &events)
            case 0x0D:
                afterCR = true
                takeLine(into: &events)
            default:
                line.append(byte)
            }
        }
        return events
    }

    /// Ends the stream. A final event whose last line ended but which lacks the closing
    /// blank line is still returned; a half-received line is dropped, as it may be cut.
    public mutating func finish() -> [Event] {
        line.removeAll()
        var events: [Event] = []
        dispatch(into: &events)
        return events
    }

    private mutating func takeLine(into events: inout [Event]) {
        defer { line.removeAll(keepingCapacity: true) }
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }  // a byte-order mark
        }
        if line.isEmpty {
            dispatch(into: &events)
            return
        }
        if line[0] == UInt8(ascii: ":") { return }  // a comment (often a keep-alive)
        let field: String
        var value: String
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            field = String(decoding: line[..<colon], as: UTF8.self)
            var start = colon + 1
            if start < line.count, line[start] == UInt8(ascii: " ") { start += 1 }
            value = String(decoding: line[start...], as: UTF8.self)
        } else {
            field = String(decoding: line, as: UTF8.self)
            value = ""
        }
        switch field {
        case "data": data.append(value)
        case "event": type = value
        case "id": if !value.contains("\0") { lastID = value }
        default: value = ""  // `retry` and unknown fields do not matter to yori
        }
    }

    private mutating func dispatch(into events: inout [Event]) {
        defer {
            data.removeAll()
            type = ""
        }
        guard !data.isEmpty else { return }
        events.append(Event(type: type.isEmpty ? "message" : type, data: data.joined(separator: "\n"), id: lastID))
    }
}
