/// Finds where a JSON text breaks, for a message that points at it.
///
/// JSONDecoder on Linux only says "The given data was not valid JSON"; when it fails, this
/// small validator walks the bytes once and names the first problem with its line and
/// column. It checks syntax only and builds nothing.
struct JSONSyntaxCheck {
    /// The first syntax error.
    struct Failure: Equatable, Error {
        var line: Int
        var column: Int
        var problem: String
    }

    static let maxDepth = 512

    private let bytes: UnsafeRawBufferPointer
    private var i = 0

    private init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The first syntax error in `bytes`, or `nil` when they are one valid JSON value.
    static func firstError(in bytes: UnsafeRawBufferPointer) -> Failure? {
        var check = JSONSyntaxCheck(bytes)
        do throws(Failure) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { check.i = 3 }
            check.skipSpace()
            try check.value(depth: 0)
            check.skipSpace()
            if check.i < bytes.count { throw check.failure("unexpected text after the end of the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ problem: String) -> Failure {
        var line = 1, column = 1
        for b in bytes[..<min(i, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1  // count characters, not UTF-8 continuation bytes
            }
        }
        return Failure(line: line, column: column, problem: problem)
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth < Self.maxDepth else { throw failure("the JSON nests more than \(Self.maxDepth) levels deep") }
        guard i < bytes.count else { throw failure("the file ends where a value should be") }
        switch bytes[i] {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw failure("unexpected \(describe(bytes[i])) where a value should be")
        }
    }

    private mutating func object(depth: Int) throws(Failure) {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
        while true {
            guard i < bytes.count else { throw failure("the file ends inside an object (a '}' is missing)") }
            guard bytes[i] == UInt8(ascii: "\"") else { throw failure("expected a quoted key, found \(describe(bytes[i]))") }
            try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw failure(i < bytes.count ? "expected ':' after a key, found \(describe(bytes[i]))"
                              : "the file ends inside an object (a '}' is missing)")
            }
            i += 1
            skipSpace()
            try value(depth: depth + 1)
            skipSpace()
            guard i < bytes.count else { throw failure("the file ends inside an object (a '}' is missing)") }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return }
            guard bytes[i] == UInt8(ascii: ",") else { throw failure("expected ',' or '}', found \(describe(bytes[i]))") }
            i += 1
            skipSpace()
        }
    }

    private mutating func array(depth: Int) throws(Failure) {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
        while true {
            guard i < bytes.count else { throw failure("the file ends inside a list (a ']' is missing)") }
            try value(depth: depth + 1)
            skipSpace()
            guard i < bytes.count else { throw failure("the file ends inside a list (a ']' is missing)") }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return }
            guard bytes[i] == UInt8(ascii: ",") else { throw failure("expected ',' or ']', found \(describe(bytes[i]))") }
            i += 1
            skipSpace()
        }
    }

    private mutating func string() throws(Failure) {
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return }
            if b < 0x20 { throw failure("a line break or control character inside a string (a closing '\"' is missing?)") }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                let e = bytes[i]
                if e == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        i += 1
                        guard i < bytes.count, (bytes[i] >= 0x30 && bytes[i] <= 0x39) || (bytes[i] | 0x20 >= 0x61 && bytes[i] | 0x20 <= 0x66)
                        else { throw failure("a \\u escape needs four hex digits") }
                    }
                } else if !"\"\\/bfnrt".utf8.contains(e) {
                    throw failure("unknown escape \\\(Character(Unicode.Scalar(e)))")
                }
            }
            i += 1
        }
        throw failure("the file ends inside a string (a closing '\"' is missing)")
    }

    private mutating func number() throws(Failure) {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int {
            var n = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1; n += 1 }
            return n
        }
        guard digits() > 0 else { i = start; throw failure("a number without digits") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw failure("a number needs digits after 'e'") }
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard i < bytes.count, bytes[i] == expected else { throw failure("unexpected text; did you mean \(word)?") }
            i += 1
        }
    }
}
