// yori-bench: in-process figures for bench/run (not installed; the user-facing tool is `yori`).
//   yori-bench parse FILE.jsonl…  median in-process time to parse one line, over the lines of the tables
//   yori-bench score [--misses] FILE.jsonl…  intent and slot accuracy (total and per intent) of each table;
//                                 --misses prints each missed row (sentence, expected, got)
import Foundation  // fine here: this tool measures the library, it is not yori's start-up path
import YoriKit
import YoriQuality

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func readFile(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

/// The "text" values of a JSON Lines utterance table.
func utterances(_ jsonl: String) -> [String] {
    jsonl.split(separator: "\n").compactMap { line in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
    }
}

let args = CommandLine.arguments
if args.count >= 4, args[1] == "scale", let count = Int(args[3]) {
    try ScaleBench.run(path: args[2], count: count)
    exit(0)
}
if args.count >= 3, args[1] == "score" {
    // Counts only, never the sentences, unless --misses is given: a held-out table is scored
    // without being read. With --misses every missed row is printed (sentence, expected, got);
    // a held-out row studied that way moves to the development table (docs/LANGUAGE.md).
    let parser = RequestParser(lexicon: try Builtin.lexicon())
    let showMisses = args.contains("--misses")
    var failed = false
    for path in args.dropFirst(2) where path != "--misses" {
        guard let text = readFile(path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        switch UtteranceScore.rows(text) {
        case .failure(let bad):
            print("\(path): line \(bad.line) is not a table row")
            failed = true
        case .success(let rows):
            let score = UtteranceScore(rows: rows, parser: parser, today: LocalDay(iso: "2026-11-22")!)
            print(score.report(title: (path as NSString).lastPathComponent), terminator: "")
            if showMisses { print(score.misses(), terminator: "") }
        }
    }
    exit(failed ? 2 : 0)
}
if args.count >= 2, args[1] == "quality" {
    exit(try QualityCommand.run(Array(args.dropFirst(2))))
}
guard args.count >= 3, args[1] == "parse", case let texts = args.dropFirst(2).compactMap(readFile), texts.count == args.count - 2 else {
    print("usage: YoriBench parse UTTERANCES.jsonl… | YoriBench score [--misses] UTTERANCES.jsonl… | YoriBench scale DB COUNT | YoriBench quality [--shared PATH] [--misses] [FILE.jsonl …]")
    exit(2)
}
// Each line of every table is parsed on its own, several times; its time is the median of those,
// and the figure is the median (and the 90th percentile, and the slowest) over the lines.
let lines = texts.flatMap(utterances)
let parser = RequestParser(lexicon: try Builtin.lexicon())
let today = LocalDay(iso: "2026-11-22")!
let clock = ContinuousClock()
func microseconds(_ elapsed: Duration) -> Double {
    Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
}
/// The CPU time this thread has used, in µs: unlike the wall clock, not lengthened by other
/// processes on a busy machine.
func threadCPUMicroseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
}
for line in lines { _ = parser.parse(line, today: today) }  // warm up the caches
var perLine: [Double] = [], cpuPerLine: [Double] = []
for line in lines {
    var times: [Double] = [], cpu: [Double] = []
    for _ in 0..<9 {
        let start = clock.now, cpuStart = threadCPUMicroseconds()
        _ = parser.parse(line, today: today)
        cpu.append(threadCPUMicroseconds() - cpuStart)
        times.append(microseconds(clock.now - start))
    }
    perLine.append(median(times))
    cpuPerLine.append(median(cpu))
}
func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let p90 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    return "median \(String(format: "%.1f", median(values))) µs, 90th percentile \(String(format: "%.1f", p90)) µs, "
        + "slowest \(String(format: "%.1f", sorted.last ?? 0)) µs"
}
print("parse: \(lines.count) lines, each the median of 9 parses; wall: \(summary(perLine)); CPU: \(summary(cpuPerLine))")
// A line at the 64 KiB cap: parse time must grow with the words, not with their square.
// The hostile shapes are those of LongLineTests: one long number, a name run together, words.
let capLines: [(String, String)] = [("a a a …", "a "), ("대파랑 계란으로 …", "대파랑 계란으로 "), ("김치찌개 어떻게 …", "김치찌개 어떻게 만들어 ")].map {
    ($0.0, String(repeating: $0.1, count: 65_536 / $0.1.utf8.count))
} + [
    ("계란 <16,000 nines>개 샀어", "계란 " + String(repeating: "9", count: 16_000) + "개 샀어"),
    ("계란 <65,000 digits>개", "계란 " + String(repeating: "9", count: 65_000) + "개"),
    ("계란말이계란말이… (no spaces)", String(repeating: "계란말이", count: 65_536 / 12)),
    ("1 1 1 …", String(repeating: "1 ", count: 32_767)),
]
for (label, long) in capLines {
    var times: [Double] = []
    for _ in 0..<5 {
        let start = clock.now
        _ = parser.parse(long, today: today)
        _ = QuestionKey.normalise(long)  // the history's key of the same line
        let elapsed = clock.now - start
        times.append((Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1e3)
    }
    print("parse: line '\(label)' (\(long.utf8.count / 1024) KiB), median \(String(format: "%.1f", median(times))) ms (5 rounds)")
}
