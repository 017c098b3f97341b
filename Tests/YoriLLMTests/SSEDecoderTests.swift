import Testing
@testable import YoriLLM

@Suite struct SSEDecoderTests {
    /// Feeds `text` in pieces of `size` bytes, then finishes.
    static func events(_ text: String, pieceSize size: Int) -> [SSEDecoder.Event] {
        var decoder = SSEDecoder()
        let bytes = Array(text.utf8)
        var out: [SSEDecoder.Event] = []
        var offset = 0
        while offset < bytes.count {
            out += decoder.feed(bytes[offset..<min(offset + size, bytes.count)])
            offset += size
        }
        return out + decoder.finish()
    }

    static let stream = "\u{FEFF}: comment, ignored\n"
        + "data: 첫 번째\r\n\r\n"
        + "event: ping\nid: 7\ndata:{\"a\":1}\n\n"
        + "data: 여러\ndata:  줄\r\rdata: [DONE]\n\n"

    static let expected = [
        SSEDecoder.Event(data: "첫 번째"),
        SSEDecoder.Event(type: "ping", data: "{\"a\":1}", id: "7"),
        SSEDecoder.Event(data: "여러\n 줄", id: "7"),
        SSEDecoder.Event(data: "[DONE]", id: "7"),
    ]

    @Test(arguments: [1, 2, 3, 5, 7, 64, 10_000])
    func sameEventsHoweverTheBytesAreSplit(_ size: Int) {
        #expect(Self.events(Self.stream, pieceSize: size) == Self.expected)
    }

    @Test func ignoresCommentsUnknownFieldsAndEmptyEvents() {
        let text = ": keep-alive\n\nretry: 1000\n\nfoo: bar\n\nevent: only-type\n\ndata\n\n"
        #expect(Self.events(text, pieceSize: 4) == [SSEDecoder.Event(data: "")])
    }

    @Test func aFinalEventWithoutItsBlankLineIsKeptButAHalfLineIsNot() {
        var decoder = SSEDecoder()
        #expect(decoder.feed(Array("data: whole\n".utf8)).isEmpty)
        #expect(decoder.finish() == [SSEDecoder.Event(data: "whole")])
        var cut = SSEDecoder()
        #expect(cut.feed(Array("data: {\"choices\":[{\"del".utf8)).isEmpty)
        #expect(cut.finish().isEmpty)
    }

    @Test func aCRAtTheEndOfOnePieceAndLFAtTheStartOfTheNextIsOneLineEnd() {
        var decoder = SSEDecoder()
        #expect(decoder.feed(Array("data: a\r".utf8)).isEmpty)
        #expect(decoder.feed(Array("\n\r".utf8)) == [SSEDecoder.Event(data: "a")])
        #expect(decoder.feed(Array("\ndata: b\n\n".utf8)) == [SSEDecoder.Event(data: "b")])
    }
}
