import Testing
@testable import YoriCLI
@testable import YoriKit

/// How the history shows a model answer that was cut off (a stream that stopped, Ctrl-C
/// after the first words): marked, so it is not taken for a whole answer.
@Suite struct HistoryRenderingTests {
    let renderer = AnswerRenderer(style: .plain, lexicon: try! Builtin.lexicon())

    func turn(complete: Bool, failed: Bool = false) -> ChatTurn {
        ChatTurn(id: 7, conversation: "c", askedAt: "2026-11-22T09:00:00.000Z", day: LocalDay(iso: "2026-11-22")!,
                 question: "ai 참치 보관법", intent: "llm", answer: failed ? "서버 오류예요 (500)." : "참치는 기름째",
                 route: .model, model: "m", complete: complete, failed: failed)
    }

    @Test func aCutOffAnswerIsMarkedInTheListAndTheExport() {
        #expect(renderer.historyTable([turn(complete: false)], .ko).joined(separator: "\n").contains("모델 (끊김)"))
        #expect(renderer.historyTable([turn(complete: false)], .en).joined(separator: "\n").contains("model (cut off)"))
        #expect(renderer.markdown([turn(complete: false)], .en).contains("### #7 · 2026-11-22 09:00 · model · m (cut off)")
                || renderer.markdown([turn(complete: false)], .en).contains("model · m (cut off)"))
        #expect(!renderer.markdown([turn(complete: true)], .en).contains("cut off"))
        #expect(renderer.markdown([turn(complete: false, failed: true)], .en).contains("m (failed)"))
        #expect(renderer.historyTable([turn(complete: false, failed: true)], .en).joined().contains("model (failed)"))
    }
}
