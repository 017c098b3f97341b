import Foundation
import Testing
@testable import YoriCLI
@testable import YoriKit

@Suite struct ClipboardTests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
                      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"), ("대파", "64yA7YyM")])
    func base64MatchesRFC4648(_ text: String, _ encoded: String) {
        #expect(Base64.encode(Array(text.utf8)) == encoded)
        #expect(Base64.encode(Array(text.utf8)) == Data(text.utf8).base64EncodedString())
    }

    @Test func osc52IsEscBracket52SemicolonCSemicolonBase64Bel() {
        #expect(Clipboard.osc52("대파") == "\u{1B}]52;c;64yA7YyM\u{07}")
        let text = "계란말이\n  1. 계란 3개 ✓\t"
        let sequence = Clipboard.osc52(text)
        #expect(sequence.hasPrefix("\u{1B}]52;c;") && sequence.hasSuffix("\u{07}"))
        let payload = String(sequence.dropFirst(7).dropLast())
        #expect(Data(base64Encoded: payload).map { String(decoding: $0, as: UTF8.self) } == text)
        // What yori writes on purpose is exactly what it strips from untrusted text.
        #expect(TerminalSanitizer.clean(sequence).isEmpty)
    }

    /// A folder with executable shell scripts, put first on a test PATH.
    final class FakeTools {
        let folder = NSTemporaryDirectory() + "yori-clip-" + UUID().uuidString
        init() { try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func add(_ name: String, _ script: String) {
            let path = folder + "/" + name
            FileManager.default.createFile(atPath: path, contents: Data(("#!/bin/sh\n" + script + "\n").utf8),
                                           attributes: [.posixPermissions: 0o755])
        }

        func contents(_ name: String) -> String? {
            FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }

        var path: String { folder + ":/usr/bin:/bin" }
    }

    /// Runs the live clipboard with a pipe as the terminal; returns the ways and what the terminal got.
    func copyLive(_ text: String, environment: AppEnvironment) -> (ways: [String], terminal: String) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        let writeEnd = fds[1]
        // The clipboard closes its copy; ours is closed here, whether or not it was asked for one.
        let ways = Clipboard.system(environment: environment) { (dup(writeEnd), true) }.copy(text)
        close(writeEnd)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        close(fds[0])
        return (ways, String(decoding: bytes, as: UTF8.self))
    }

    @Test func liveClipboardSendsOSC52AndFeedsTheFirstToolOnPATH() {
        let tools = FakeTools()
        tools.add("pbcopy", "cat > \"$0.got\"")
        tools.add("xclip", "cat > \"$0.got\"")  // no DISPLAY: must not be tried
        let text = "대파·계란으로 만들 수 있는 요리\n  1. 계란말이"
        let (ways, terminal) = copyLive(text, environment: .test(["PATH": tools.path, "TERM": "xterm-256color"]))
        #expect(ways == ["OSC 52", "pbcopy"])
        #expect(terminal == Clipboard.osc52(text))
        #expect(tools.contents("pbcopy.got") == text)
        #expect(tools.contents("xclip.got") == nil)
    }

    @Test func aFailingToolIsNotReportedAndTheNextOneIsTried() {
        let tools = FakeTools()
        tools.add("xclip", "cat > /dev/null; exit 1")
        tools.add("xsel", "cat > \"$0.got\"")
        let (ways, _) = copyLive("두부", environment: .test(["PATH": tools.path, "DISPLAY": ":0", "TERM": "dumb"]))
        #expect(ways == ["xsel"])  // TERM=dumb: no OSC 52
        #expect(tools.contents("xsel.got") == "두부")
    }

    @Test func aToolThatDoesNotReadStdinCannotKillYori() {
        let tools = FakeTools()
        tools.add("pbcopy", "exit 0")
        let big = String(repeating: "대파 계란 ", count: 100_000)  // more than a pipe buffer
        let (ways, _) = copyLive(big, environment: .test(["PATH": tools.path, "TERM": "dumb"]))
        #expect(ways.isEmpty || ways == ["pbcopy"])  // reached here: SIGPIPE was ignored
    }

    @Test func findLooksOnlyAtExecutableFiles() {
        let tools = FakeTools()
        tools.add("wl-copy", "true")
        FileManager.default.createFile(atPath: tools.folder + "/xsel", contents: Data("x".utf8),
                                       attributes: [.posixPermissions: 0o644])
        #expect(Clipboard.find("wl-copy", path: tools.path) == tools.folder + "/wl-copy")
        #expect(Clipboard.find("xsel", path: tools.folder) == nil)
        #expect(Clipboard.find("no-such-tool", path: tools.path) == nil)
    }
}

/// `LiveApp.deliver` and `LiveApp.record`: the copy effect and the history note, with fakes.
@Suite struct DeliveryAndRecordingTests {
    let lexicon = try! Builtin.lexicon()

    func app(clipboard: Recorder, ways: [String] = ["OSC 52", "wl-copy"], out: Recorder = Recorder(),
             err: Recorder = Recorder()) throws -> LiveApp {
        LiveApp(global: try GlobalOptions.parse(["--lang", "ko"]), environment: .test(),
                console: .capturing(out: out, err: err), clipboard: .capturing(clipboard, ways: ways))
    }

    var turn: ChatTurn {
        ChatTurn(id: 7, conversation: "저녁", day: LocalDay(iso: "2026-11-22")!, question: "대파 계란",
                 intent: "recommend", answer: "계란말이\n계란찜")
    }

    func renderer() -> AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }

    @Test func onATerminalTheAnswerGoesToTheClipboardAndYoriSaysHow() throws {
        let copied = Recorder()
        let reply = try app(clipboard: copied).deliver(Reply(.copy(CopyAnswer(ref: 1, part: nil, turn: turn)), language: .ko),
                                                       toClipboard: true)
        #expect(copied.all == ["계란말이\n계란찜"])
        let text = renderer().text(reply)
        #expect(text.hasPrefix("클립보드에 복사했어요 (OSC 52, wl-copy)"))
        #expect(reply.answer.status == .answered)
    }

    @Test func inAPipeTheAnswerItselfIsPrinted() throws {
        let copied = Recorder()
        let reply = try app(clipboard: copied).deliver(Reply(.copy(CopyAnswer(ref: 1, part: nil, turn: turn)), language: .ko),
                                                       toClipboard: false)
        #expect(copied.all.isEmpty)
        #expect(renderer().text(reply) == "계란말이\n계란찜")
    }

    @Test func noWayToTheClipboardIsSaidAndIsNotASuccess() throws {
        let reply = try app(clipboard: Recorder(), ways: []).deliver(
            Reply(.copy(CopyAnswer(ref: 1, part: nil, turn: turn)), language: .ko), toClipboard: true)
        #expect(reply.answer.status == .nothingFound)
        #expect(renderer().text(reply).contains("클립보드에 닿을 방법을 찾지 못했어요"))
    }

    @Test func aFailedHistoryWriteLeavesANoteOnStderrOnly() throws {
        struct DiskFull: Error {}
        let out = Recorder(), err = Recorder()
        let app = try app(clipboard: Recorder(), out: out, err: err)
        var session = Session(lexicon: lexicon, store: .inMemory([]), clock: .fixed(LocalDay(iso: "2026-11-22")!),
                              history: HistoryStoreClient(record: { _ in throw DiskFull() }, recent: { _, _ in [] },
                                                          cachedAnswer: { _, _ in nil }))
        let (command, reply) = session.handle("도움말")
        app.record("도움말", command: command, reply: reply, in: session)
        #expect(out.all.isEmpty)
        #expect(err.joined.contains("기록에 저장하지 못했어요"))
    }

    @Test func aCopiedPartIsNamedByItsRecipe() throws {
        let part = ChatTurn(conversation: "저녁", day: LocalDay(iso: "2026-11-22")!, question: "계란말이",
                            intent: "copy", answer: "- 계란 3개")
        let reply = try app(clipboard: Recorder()).deliver(
            Reply(.copy(CopyAnswer(ref: 1, part: .ingredients, turn: part)), language: .ko), toClipboard: true)
        let text = renderer().text(reply)
        #expect(text.contains("계란말이 · 재료"))
        #expect(!text.contains("#0") && !text.contains("copy ingredients"))
    }

    @Test func aFailedModelCallIsRecordedAsAFailedModelTurn() throws {
        let history = InMemoryTurns()
        var session = Session(lexicon: lexicon, store: .inMemory([]), clock: .fixed(LocalDay(iso: "2026-11-22")!),
                              history: history.client)
        session.model = ModelClient(model: "test-model") { _, _ throws(ModelFailure) in
            throw ModelFailure(message: "인증에 실패했어요 (401).", endpointAnswered: true)
        }
        session.quota = QuotaClient(limit: 5, reserve: { _ in true }, refund: { _ in }, used: { _ in 1 })
        let (command, reply) = session.handle("ai 김치찌개에 어울리는 와인은?")
        try app(clipboard: Recorder()).record("ai 김치찌개에 어울리는 와인은?", command: command, reply: reply, in: session,
                                              elapsedMilliseconds: 42)
        let turn = try #require(history.turns.first)
        #expect(turn.route == .model && turn.model == "test-model")
        #expect(turn.failed && !turn.complete)
        #expect(turn.answer == "인증에 실패했어요 (401).")
        #expect(turn.elapsedMilliseconds == 42)
    }

    @Test func streamedTextEndsItsLineBeforeWhatFollows() {
        let out = Recorder()
        let printer = StreamPrinter(console: .capturing(out: out, err: Recorder()), spinner: false, onInterrupt: {})
        printer.delta("긴 답의 마지막 줄")
        printer.finish()
        printer.endLine()
        printer.endLine()
        #expect(out.joined == "긴 답의 마지막 줄\n")
        let ended = Recorder()
        let other = StreamPrinter(console: .capturing(out: ended, err: Recorder()), spinner: false, onInterrupt: {})
        other.delta("줄\n")
        other.finish()
        other.endLine()
        #expect(ended.joined == "줄\n")
    }
}

/// Turns kept in memory for the front-end recording tests.
final class InMemoryTurns: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ChatTurn] = []
    var turns: [ChatTurn] { lock.withLock { stored } }
    var client: HistoryStoreClient {
        HistoryStoreClient(record: { turn in self.lock.withLock { self.stored.append(turn); return turn } },
                           recent: { _, _ in [] }, cachedAnswer: { _, _ in nil })
    }
}
