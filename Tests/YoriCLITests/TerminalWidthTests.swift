import Testing
@testable import YoriCLI
import YoriKit

/// One width source: `COLUMNS`, else the terminal's size, else no limit (a pipe).
@Suite struct TerminalWidthTests {
    @Test(arguments: [
        ("100", true, 80, 100), ("100", false, nil, 100), (nil, true, 80, 80), (nil, false, 80, nil),
        ("0", true, 90, 90), ("abc", false, nil, nil), (nil, true, nil, nil),
    ] as [(String?, Bool, Int?, Int?)])
    func columnsThenTheTerminalThenNothing(columns: String?, isTerminal: Bool, terminal: Int?, expected: Int?) {
        #expect(TerminalWidth.resolve(columns: columns, stdoutIsTerminal: isTerminal, terminal: { terminal }) == expected)
    }

    @Test func tablesGiveWayInTheirFreeTextColumnsFirst() {
        let widths = AnswerRenderer.fitted(AnswerRenderer.fitted([2, 16, 4, 30, 40], within: 60, only: [3, 4]), within: 60)
        #expect(widths.reduce(0, +) <= 60)
        #expect(widths[1] == 16)  // the time stays whole
    }
}
