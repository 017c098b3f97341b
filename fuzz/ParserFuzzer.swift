// libFuzzer entry point for yori's language layer: every input must parse without
// crashing, whatever bytes it holds. Built by fuzz/run (not part of the package build).
import YoriKitFuzzed

nonisolated(unsafe) private var parser: RequestParser?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if parser == nil { parser = RequestParser(lexicon: try! Builtin.lexicon()) }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parsed = parser!.parse(text, today: LocalDay(iso: "2026-11-22")!)
    _ = parsed.json.serialized()
    _ = parser!.ingredients(fromArguments: text.split(separator: " ").map(String.init))
    // The fixed subcommands' words: split, and as one quoted argument.
    _ = parser!.ingredients(fromArguments: [text])
    _ = parser!.items(fromArguments: text.split(separator: " ").map(String.init), today: LocalDay(iso: "2026-11-22")!)
    _ = parser!.items(fromArguments: [text], today: LocalDay(iso: "2026-11-22")!)
    _ = DateParser.parse(text, today: LocalDay(iso: "2026-11-22")!)
    _ = QuantityParser.amount(text)
    _ = QuestionKey.normalise(text)
    // One input in 16 (by length, so a crash file reproduces) is also read stretched to 32 KiB:
    // a step that grows faster than the line then takes seconds and trips -timeout (fuzz/run).
    if size > 0, size % 16 == 0 {
        let long = String(repeating: text, count: 32_768 / size)
        _ = parser!.parse(long, today: LocalDay(iso: "2026-11-22")!)
        _ = QuestionKey.normalise(long)
    }
    return 0
}
