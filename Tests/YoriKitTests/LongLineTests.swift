import Testing
@testable import YoriKit

/// A guard against work that grows faster than the line: every shape of line, at the 64 KiB
/// cap, must cost about as much as the same text read in short lines (a linear-size control).
///
/// Not a speed target (that is bench/run and `YoriBench parse`): the bound is generous and
/// relative, so a slow or busy machine slows both sides alike. A quadratic step makes the long
/// line cost 32 times its control here; a linear one about 1.
@Suite(.serialized) struct LongLineTests {
    let parser = RequestParser(lexicon: try! Builtin.lexicon())
    let today = LocalDay(iso: "2026-11-22")!

    /// Hostile shapes: what the parser, the amounts, the particles and the question key read
    /// one character or one word at a time.
    static let shapes: [(name: String, head: String, unit: String, tail: String)] = [
        ("digits of an amount", "계란 ", "9", "개 샀어"),
        ("digits glued to a name", "계란", "1", "개"),
        ("a dish name run together", "", "계란말이", ""),
        ("one Hangul word", "", "가", "를"),
        ("ingredients", "", "대파 계란 ", "있어"),
        ("English words", "bought 2 ", "dragon ", "fruits"),
    ]

    /// `head`, `unit` repeated to about `bytes`, `tail`.
    static func line(_ shape: (name: String, head: String, unit: String, tail: String), bytes: Int) -> String {
        shape.head + String(repeating: shape.unit, count: max(1, (bytes - shape.head.utf8.count - shape.tail.utf8.count) / shape.unit.utf8.count))
            + shape.tail
    }

    /// The least of two timings (a busy machine only ever adds time).
    func fastest(_ work: () -> Void) -> Duration {
        let clock = ContinuousClock()
        return (0..<2).map { _ in clock.measure(work) }.min()!
    }

    /// Everything a line goes through on its way to an answer and into the history.
    func read(_ line: String) {
        _ = parser.parse(line, today: today)
        _ = QuestionKey.normalise(line)
        _ = parser.knownIngredients(in: line)
    }

    @Test(arguments: 0..<shapes.count) func aLineAtTheCapCostsWhatItsWordsCost(_ index: Int) {
        let shape = Self.shapes[index]
        let long = Self.line(shape, bytes: 65_536)
        let short = Self.line(shape, bytes: 2_048)
        let copies = long.utf8.count / short.utf8.count
        let control = fastest { for _ in 0..<copies { read(short) } }
        let whole = fastest { read(long) }
        // Linear: about 1× the control. Quadratic: about 32×. The bound leaves room for noise
        // and for per-line costs the control pays more often.
        #expect(whole < control * 6 + .milliseconds(50),
                "\(shape.name): 64 KiB line \(whole), \(copies) lines of 2 KiB \(control)")
    }

    @Test func theQuadraticShapesStillMeanWhatTheySay() {
        // The bounded scans must not change a reading: a glued amount, particles, a protected 이.
        #expect(RequestParser.stripParticles("계란말이를").0 == "계란말이")
        #expect(RequestParser.stripParticles("두리안이랑").0 == "두리안")
        #expect(RequestParser.gluedAmount("2개를")?.0 == 2)
        #expect(RequestParser.gluedAmount("300g")?.1 == "g")
        #expect(QuestionKey.normalise("계란말이 어떻게 만들어") == QuestionKey.normalise("계란말이를 어떻게 만들어"))
        #expect(QuestionKey.normalise("계란말이계란말이").hasPrefix("계란말이계란말이"))
    }
}
