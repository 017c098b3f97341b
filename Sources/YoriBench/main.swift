// yori-bench: in-process figures for bench/run (not installed; the user-facing tool is `yori`).
//   yori-bench parse FILE.jsonl   median parse time per line over an utterance table
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
if args.count >= 2, args[1] == "quality" {
    exit(try QualityCommand.run(Array(args.dropFirst(2))))
}
guard args.count >= 3, args[1] == "parse", let text = readFile(args[2]) else {
    print("usage: YoriBench parse UTTERANCES.jsonl | YoriBench scale DB COUNT | YoriBench quality [--shared PATH] [--misses] [FILE.jsonl …]")
    exit(2)
}
let lines = utterances(text)
let parser = RequestParser(lexicon: try Builtin.lexicon())
let today = LocalDay(iso: "2026-11-22")!
let clock = ContinuousClock()
var perLine: [Double] = []
for _ in 0..<20 {
    let start = clock.now
    for line in lines { _ = parser.parse(line, today: today) }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    perLine.append(seconds / Double(max(1, lines.count)) * 1e6)
}
print("parse: \(lines.count) utterances, median \(String(format: "%.1f", median(perLine))) µs per line (20 rounds)")
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
