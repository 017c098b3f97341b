import ArgumentParser
import YoriKit

/// `yori shop`: the shopping list.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "The shopping list: add a recipe's missing ingredients, check items off, move bought ones to the fridge.",
        discussion: """
              yori shop add-missing 2
                what the 2nd recipe of the last list shown lacks
                (in chat: 2번 부족한 재료 장보기 목록에 넣어줘)
              yori shop add-missing 계란말이
                a recipe by name, or #812 by id: what the fridge lacks for it
              yori shop add 대파 1단
                an amount as written (1/2개, 1큰술, 약간), more than zero
              yori shop done 대파
              yori shop rm 대파
                take it off the list (alias: remove)
              yori shop bought
                checked items go into the fridge, with default expiry
                (nothing checked: every item on the list; in chat: 장 다 봤어)
              yori shop clear [--done]
                empty the list, or only the checked items; says how many went
                (in chat: 장보기 목록 다 지워줘, 체크한 거 지워줘)
              yori shop --plain
                one line per item, for a phone (no box drawing or colour)
              yori shop --json | jq -r .text
                plain text to copy (a checklist: - [ ] 대파 1단)
              yori shop --plain --json | jq -r .plain
                the JSON, with the --plain lines as "plain"
            """,
        subcommands: [ShopListCommand.self, ShopAddCommand.self, ShopAddMissingCommand.self, ShopDoneCommand.self,
                      ShopRemoveCommand.self, ShopBoughtCommand.self, ShopClearCommand.self],
        defaultSubcommand: ShopListCommand.self)

    static func answer(_ global: GlobalOptions, words: [String] = [], _ command: @escaping (Session) -> Command) throws {
        try FridgeCommand.run(global, words: words) { app, session, _ in
            let command = command(session)
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}

struct ShopListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Show the list.",
        discussion: """
            --plain prints one line per item for a phone (- to buy, ✓ checked). With --json as well, \
            the JSON is printed, with those lines as its "plain" field (yori shop --plain --json | jq -r .plain); \
            --json alone has the list as a checklist in "text".
            """)
    @OptionGroup var global: GlobalOptions
    @Flag(help: "One line per item for a phone: no header, box drawing or colour (with --json: the JSON, plus these lines as \"plain\").")
    var plain = false

    func run() throws {
        guard plain else { return try ShopCommand.answer(global) { _ in .shopList } }
        try FridgeCommand.run(global) { app, session, _ in
            let reply = session.answer(.shopList, language: app.language)
            guard case .shoppingList(let items, _) = reply.answer else { return try app.emit(reply, command: .shopList, input: nil) }
            let renderer = try app.renderer()
            if global.json {
                // --json wins; the phone's lines come along as `plain` ("" for an empty list).
                guard case .object(var pairs) = renderer.object(reply, command: .shopList, input: nil) else {
                    return try app.emit(reply, command: .shopList, input: nil)
                }
                pairs.append(("plain", .string(items.isEmpty ? "" : renderer.shoppingPlain(items, reply.language))))
                app.console.line(JSONValue.object(pairs).serialized())
            } else {
                app.console.line(renderer.shoppingPlain(items, reply.language))
            }
            if items.isEmpty { throw ExitCode(ExitStatus.nothingFound.rawValue) }
        }
    }
}

struct ShopAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add an item.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The ingredient.") var ingredient: String
    @Argument(parsing: .allUnrecognized, help: "How much, as written (1단, 2개, 1/2개, 300g, 1큰술, 약간); more than zero.") var amount: [String] = []

    func run() throws {
        // `-1` is an amount (refused as one), not an option; `--` before it is only a separator.
        let amount = self.amount.filter { $0 != "--" }
        let written = amount.flatMap { $0.split(separator: " ") }.joined(separator: " ")
        try ShopCommand.answer(global, words: [ingredient] + amount) { session in
            let asked = session.parser.ingredients(fromArguments: [ingredient]).first
                ?? AskedIngredient(word: ingredient, canonical: nil, nameKind: nil)
            // The amount is kept as written (`vague`), read by `ShoppingAmount`.
            return .shopAdd([FridgeItemRequest(ingredient: asked, name: ingredient, vague: written.isEmpty ? nil : written)])
        }
    }
}

struct ShopAddMissingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-missing", abstract: "Add what a recipe lacks: a number in the last list, a name, or #id.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "A number in the last list shown (2), a recipe name, or #ID.") var recipe: [String]

    func run() throws {
        let text = recipe.flatMap { $0.split(separator: " ") }.joined(separator: " ")
        let reference: RecipeReference = if let n = Int(text) {
            .number(n)
        } else if text.hasPrefix("#"), let id = Int64(text.dropFirst()) {
            .name(String(id))
        } else {
            .name(text)
        }
        try ShopCommand.answer(global, words: recipe) { _ in .shopAddMissing(reference) }
    }
}

struct ShopDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Check items off.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "Ingredients.") var ingredients: [String]

    func run() throws {
        try ShopCommand.answer(global, words: ingredients) { session in
            .shopDone(session.parser.ingredients(fromArguments: ingredients))
        }
    }
}

struct ShopRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Take items off the list (nothing is removed when one is not on it).", aliases: ["remove"])
    @OptionGroup var global: GlobalOptions
    @Argument(help: "Ingredients.") var ingredients: [String]

    func run() throws {
        try ShopCommand.answer(global, words: ingredients) { session in
            let names = session.parser.ingredients(fromArguments: ingredients)
            return .shopRemove(names.isEmpty ? ingredients.map { AskedIngredient(word: $0, canonical: nil, nameKind: nil) } : names)
        }
    }
}

struct ShopBoughtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bought", abstract: "Move checked items into the fridge (default place and expiry); with none checked, every item.")
    @OptionGroup var global: GlobalOptions
    func run() throws { try ShopCommand.answer(global) { _ in .shopBought } }
}

struct ShopClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Empty the list (or only checked items).")
    @OptionGroup var global: GlobalOptions
    @Flag(name: [.customLong("done"), .customLong("checked")], help: "Only the checked items.") var checked = false

    /// The chat's `장보기 목록 다 지워줘` / `체크한 거 지워줘`: the same command, the same answer.
    func run() throws { try ShopCommand.answer(global) { _ in .shopClear(checkedOnly: checked) } }
}
