import ArgumentParser
import YoriKit

/// `yori parse`: shows what a line means, so people see why yori answered as it did.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Show how yori understands a line (intent and slots), without answering it.",
        discussion: """
            The output names the intent (recommend, search, show, fridge_add, fridge_list, fridge_use, \
            fridge_discard, expiring, storage_tip, bookmark, history, quota, help, copy, llm) and its slots; \
            see docs/LANGUAGE.md. Dates are relative to today (YORI_TODAY fixes it).
              yori parse "냉장고에 두부 한 모 넣었어, 유통기한 다음주 금요일" --json
              yori parse "what can I make with eggs and scallions"
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The line to parse.", valueName: "line"))
    var line: [String] = []

    func run() throws {
        let text = line.joined(separator: " ")
        let app = LiveApp(global: global, words: line)
        do {
            let parser = RequestParser(lexicon: try app.lexicon())
            let parsed = parser.parse(text, today: try app.clock().today())
            let json = parsed.json
            if global.json {
                app.console.line(json.serialized())
            } else {
                app.console.line(Self.describe(json))
            }
            if case .empty = parsed.command { throw ExitCode(ExitStatus.badInput.rawValue) }
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// `key: value` lines for people.
    static func describe(_ json: JSONValue) -> String {
        guard case .object(let pairs) = json else { return json.serialized() }
        return pairs.map { key, value in
            switch value {
            case .string(let s): "\(key): \(s)"
            case .array(let items) where items.allSatisfy({ if case .string = $0 { true } else { false } }):
                "\(key): " + items.map { if case .string(let s) = $0 { s } else { "" } }.joined(separator: ", ")
            default: "\(key): \(value.serialized())"
            }
        }.joined(separator: "\n")
    }
}
