import ArgumentParser
import YoriKit
import YoriStore

/// `yori fridge`: the inventory with expiry dates.
struct FridgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fridge",
        abstract: "Keep track of what is in the fridge, freezer and pantry, with expiry dates.",
        discussion: """
            Without a subcommand, lists the items soonest expiry first. When you add an item without \
            a date, yori fills it in from the ingredient's recommended shelf life for that place and \
            says so; moving an item recomputes it unless you set the date yourself.
              yori fridge add 두부 1모 --expires 11/30
              yori fridge add 대파 --freezer
              yori fridge use 계란 2
              yori fridge discard 우유
              yori fridge move 대파 --freezer
            Using more than is stored uses all there is and says how much was missing.
            """,
        subcommands: [FridgeListCommand.self, FridgeAddCommand.self, FridgeUseCommand.self, FridgeDiscardCommand.self,
                      FridgeMoveCommand.self, FridgeOpenCommand.self, FridgeEditCommand.self, FridgeHistoryCommand.self, FridgeStatsCommand.self],
        defaultSubcommand: FridgeListCommand.self
    )

    /// Runs `body` with an opened session and database, printing failures the usual way.
    /// - Parameter references: whether the command may show or follow a recipe list (`LiveApp.open`).
    static func run(_ global: GlobalOptions, words: [String] = [], references: Bool = true,
                    _ body: (LiveApp, Session, YoriDatabase) throws -> Void) throws {
        let app = LiveApp(global: global, words: words)
        do {
            let (session, database) = try app.open(references: references)
            do {
                try body(app, session, database)
            } catch let error as StoreError {
                // A write the database refused (read-only, locked, full): its reason, exit 3.
                throw AppFailure(status: LiveApp.status(for: error), message: error.message(app.language))
            }
        } catch let failure as AppFailure {
            app.console.errorLine(app.style.error(failure.message))
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// An amount argument: `2`, `2개`, `1모`, `300g`, `반모`.
    static func amount(_ text: String?, language: UserLanguage) throws -> (Double?, String?) {
        guard let text, !text.isEmpty else { return (nil, nil) }
        guard let (value, unit) = QuantityParser.amount(text) else {
            throw AppFailure(status: .badInput, message: language.pick(
                "수량을 알 수 없어요: '\(text)' (예: 2, 2개, 1모, 300g)", "cannot read the amount '\(text)' (e.g. 2, 2개, 1모, 300g)"))
        }
        return (value, unit)
    }

    /// The items named by the words of `fridge add/use/discard`, read by the chat's item
    /// rules (`RequestParser.items(fromArguments:)`); words that name nothing are refused.
    /// - Parameter example: the subcommand's own example for a message (`add 두부 1모`, `use 계란 2`).
    static func items(_ words: [String], session: Session, language: UserLanguage,
                      example: (ko: String, en: String) = ("add 두부 1모", "add tofu 1")) throws -> [FridgeItemRequest] {
        // Words after `--` are never options (`fridge add 우유 -- -2` still works, though `-2` alone does too).
        let end = words.firstIndex(of: "--") ?? words.endIndex
        var words = words
        if end < words.endIndex { words.remove(at: end) }
        if let option = words[..<end].first(where: { $0.hasPrefix("-") && $0.dropFirst().first.map { !$0.isNumber && $0 != "." } ?? false }) {
            throw AppFailure(status: .badInput, message: language.pick(
                "모르는 옵션이에요: '\(option)'. 쓸 수 있는 옵션은 yori fridge --help 에서 확인하세요.",
                "unknown option '\(option)'; see yori fridge --help"))
        }
        let text = String(words.joined(separator: " ").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !text.isEmpty else {
            throw AppFailure(status: .badInput, message: language.pick(
                "재료 이름이 비어 있어요. 예: yori fridge \(example.ko)", "The item has no name. Try: yori fridge \(example.en)"))
        }
        // "🍳", "두부 🍳": a word with no letter or digit names nothing and is not skipped silently.
        if let symbols = words.first(where: { word in
            !word.allSatisfy(\.isWhitespace) && !word.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }) {
            throw AppFailure(status: .badInput, message: language.pick(
                "\(Hangul.quoted(symbols, "은", "는")) 재료 이름으로 쓸 수 없어요. 글자로 적어 주세요 (예: 계란).",
                "'\(symbols)' cannot be an item's name: write it in letters (e.g. egg)."))
        }
        let requests = session.parser.items(fromArguments: words, today: session.clock.today())
        guard !requests.isEmpty else {
            let hasLetters = text.unicodeScalars.contains { $0.properties.isAlphabetic }
            throw AppFailure(status: .badInput, message: hasLetters
                ? language.pick("'\(text)'에서 재료를 찾지 못했어요. 예: yori fridge \(example.ko)",
                                "No item in '\(text)'. Try: yori fridge \(example.en)")
                : language.pick("\(Hangul.quoted(text, "은", "는")) 재료 이름으로 쓸 수 없어요. 글자로 적어 주세요 (예: 계란).",
                                "'\(text)' cannot be an item's name: write it in letters (e.g. egg)."))
        }
        return requests
    }

    /// Refuses a name an item or tip cannot have (`FridgeError.check(name:)`), exit 2.
    static func checkName(_ name: String, language: UserLanguage) throws {
        do throws(FridgeError) {
            try FridgeError.check(name: name)
        } catch {
            throw AppFailure(status: .badInput, message: error.message(language))
        }
    }

    /// A `--place` value: fridge, freezer, pantry or 냉장, 냉동, 실온 (and the other words the
    /// language layer knows for them).
    static func place(_ text: String?, language: UserLanguage) throws -> StoragePlace? {
        guard let text else { return nil }
        guard let place = StoragePlace(rawValue: text.lowercased()) ?? StoragePlace(word: text) else {
            throw AppFailure(status: .badInput, message: language.pick(
                "--place는 fridge, freezer, pantry (냉장, 냉동, 실온) 중 하나예요: '\(text)'",
                "--place must be fridge, freezer or pantry: '\(text)'"))
        }
        return place
    }

    /// An `--expires` value in any form the language layer accepts.
    /// `past`: a day gone by is asked for (`--on`, `--bought`), so the examples are of those.
    /// The words of a date option given without quotes (`--expires 3일 뒤`, `--bought 2 days ago`):
    /// the longest run from the first word that reads as one date, and the words after it, which
    /// belong with the items (`--expires 내일 두부 1모`). When no run reads as a date, all of them,
    /// for the refusal to show as written.
    static func dateWords(_ words: [String], today: LocalDay) -> (date: String?, rest: [String]) {
        guard !words.isEmpty else { return (nil, []) }
        for end in stride(from: words.count, to: 0, by: -1) {
            let text = words[..<end].joined(separator: " ")
            if DateParser.parse(text, today: today) != nil { return (text, Array(words[end...])) }
        }
        return (words.joined(separator: " "), [])
    }

    static func date(_ text: String?, today: LocalDay, language: UserLanguage, past: Bool = false) throws -> LocalDay? {
        guard let text else { return nil }
        guard let day = DateParser.parse(text, today: today) else {
            let examples = past ? language.pick("오늘, 어제, 그저께, 3일 전, 일주일 전, 11/25, 2026-11-25", "today, yesterday, 3 days ago, a week ago, 11/25")
                : language.pick("11/30, 11월 30일, 2026-11-30, 내일, 내일모레, 3일 뒤, 다음주 금요일", "11/30, 2026-11-30, tomorrow, in 3 days, next friday")
            throw AppFailure(status: .badInput, message: language.pick(
                "날짜를 알 수 없어요: '\(text)'. 예: \(examples). 아무것도 바꾸지 않았어요.",
                "cannot read the date '\(text)'. Try \(examples). Nothing was changed."))
        }
        do throws(FridgeError) {
            try FridgeError.check(date: day, today: today)
        } catch {
            throw AppFailure(status: .badInput, message: error.message(language))
        }
        return day
    }
}

/// Where to keep an item.
enum PlaceFlag: String, EnumerableFlag {
    case fridge, freezer, pantry

    var place: StoragePlace { StoragePlace(rawValue: rawValue)! }

    static func help(for value: PlaceFlag) -> ArgumentHelp? {
        switch value {
        case .fridge: "In the fridge (냉장)."
        case .freezer: "In the freezer (냉동)."
        case .pantry: "At room temperature (실온)."
        }
    }
}
