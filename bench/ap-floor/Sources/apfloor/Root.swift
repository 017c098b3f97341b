// The ArgumentParser floor: yori's command tree (the root with its three option groups, the
// default question command, `cook` with its ten options and arguments, and the other 23
// commands), with empty commands. `bench/run` builds it like the installed yori and times
// `apfloor cook 대파 계란` against the hello-world: what routing through ArgumentParser
// costs before yori does anything (docs/STARTUP.md).
import ArgumentParser

struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The database file.") var db: String?
    @Flag(name: .long, help: "JSON.") var json = false
    @Option(name: .long, help: "Language.") var lang: String?
    @Flag(name: .customLong("no-color"), help: "No colour.") var noColor = false
}
struct ConversationOptions: ParsableArguments {
    @Flag(name: [.customLong("continue"), .customShort("c")], help: "Continue.") var continueLast = false
}
struct CallOptions: ParsableArguments {
    @Option(name: [.customShort("m"), .customLong("model")], help: "Model.") var model: String?
    @Flag(name: .customLong("no-stream"), help: "No stream.") var noStream = false
    @Flag(name: .customLong("no-log"), help: "No log.") var noLog = false
}
struct CookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cook", abstract: "Cook.")
    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: "Limit.") var limit = 10
    @Flag(help: "Strict.") var strict = false
    @Flag(help: "Long.") var long = false
    @Option(name: .customLong("max-missing"), help: "M.") var maxMissing: Int?
    @Option(help: "Kind.") var kind: String?
    @Option(help: "Method.") var method: String?
    @Option(name: .customLong("max-kcal"), help: "K.") var maxKcal: Double?
    @Option(name: .customLong("without"), help: "W.") var without: [String] = []
    @Argument(help: "Ingredients.") var ingredients: [String] = []
    func run() throws { print("ok", ingredients.count) }
}
struct QuestionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "question", shouldDisplay: false)
    @OptionGroup var global: GlobalOptions
    @OptionGroup var conversation: ConversationOptions
    @OptionGroup var call: CallOptions
    @Argument(parsing: .captureForPassthrough) var words: [String] = []
    func run() throws { print("q") }
}
struct AskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ask", abstract: "ask.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "chat", abstract: "chat.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "search.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "show.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct BookmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bookmark", abstract: "bookmark.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct UnbookmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unbookmark", abstract: "unbookmark.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct BookmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bookmarks", abstract: "bookmarks.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct CookedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cooked", abstract: "cooked.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct RecipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "recipe", abstract: "recipe.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct FridgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fridge", abstract: "fridge.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ExpiringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expiring", abstract: "expiring.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct TipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tip", abstract: "tip.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shop", abstract: "shop.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct StaplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "staples", abstract: "staples.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "history.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct CopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "copy", abstract: "copy.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "import.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "export.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "backup", abstract: "backup.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sync", abstract: "sync.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "config", abstract: "config.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ModelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "models", abstract: "models.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "parse", abstract: "parse.")
    @OptionGroup var global: GlobalOptions
    @Argument var words: [String] = []
    func run() throws { print("x") }
}
@main struct Root: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "yori", version: "0.1.0", subcommands: [CookCommand.self, QuestionCommand.self, AskCommand.self, ChatCommand.self, SearchCommand.self, ShowCommand.self, BookmarkCommand.self, UnbookmarkCommand.self, BookmarksCommand.self, CookedCommand.self, RecipeCommand.self, FridgeCommand.self, ExpiringCommand.self, TipCommand.self, ShopCommand.self, StaplesCommand.self, HistoryCommand.self, CopyCommand.self, ImportCommand.self, ExportCommand.self, BackupCommand.self, SyncCommand.self, ConfigCommand.self, ModelsCommand.self, ParseCommand.self], defaultSubcommand: QuestionCommand.self)
    @OptionGroup var global: GlobalOptions
    @OptionGroup var conversation: ConversationOptions
    @OptionGroup var call: CallOptions
}
