import ArgumentParser
import YoriKit
import YoriStore

/// `yori recipe`: the user's own recipes (add, copy, edit, rm).
struct RecipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe",
        abstract: "Your own recipes: add (from JSON or by questions), copy, edit, remove.",
        discussion: """
              yori recipe add --from-json my.json
                the docs/DATA.md recipe format without slug
              yori recipe add
                on a terminal: asks name, kind, method, ingredients, steps
              yori recipe copy 계란말이 --name "파 듬뿍 계란말이"
              yori recipe add --from 12 --name "우리집 계란말이"
                the same: a copy, crediting the original
              yori recipe edit 812 --minutes 10 --add-ingredient "대파 1대" \\
                --remove-ingredient 소금 --add-step "…"
              yori recipe rm 812
            Your recipes are found by search and cook like the others. Built-in and imported recipes \
            cannot be edited or removed (copy them first): exit code 2.
            """,
        subcommands: [RecipeAddCommand.self, RecipeCopyCommand.self, RecipeEditCommand.self, RecipeRemoveCommand.self])

    /// Opens the store, resolves `words` to a recipe and runs `body`; prints the answer.
    static func change(_ global: GlobalOptions, words: [String],
                       _ body: (LiveApp, Session, YoriDatabase, Recipe) throws -> Answer) throws {
        try FridgeCommand.run(global, words: words) { app, session, database in
            // The recipe read and changed in one transaction: two edits at once never undo each other.
            let answer = try database.atomically { () throws -> Answer in
                switch try session.resolve(RecipeOptions.reference(words)) {
                case .success(let recipe): try body(app, session, database, recipe)
                case .failure(let failure): failure.answer
                }
            }
            try app.emit(Reply(answer, language: app.language), command: nil, input: nil)
        }
    }

    /// Only user recipes may change.
    static func userOnly(_ recipe: Recipe) -> Answer? {
        recipe.source == .user ? nil : .recipeRefused(.notUserRecipe(name: recipe.name, source: recipe.source, english: recipe.nameEnglish))
    }
}

struct RecipeAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a recipe from a JSON file, or by questions on a terminal.")
    @OptionGroup var global: GlobalOptions
    @Option(name: .customLong("from-json"), help: ArgumentHelp("A JSON object in the docs/DATA.md format (no slug).", valueName: "file"))
    var fromJSON: String?
    @Option(help: ArgumentHelp("Copy this recipe (an id or name) as yours, as `recipe copy` does.", valueName: "id"))
    var from: String?
    @Option(help: "With --from: the copy's name (default: the same name).") var name: String?

    func validate() throws {
        if from != nil, fromJSON != nil { throw ValidationError(UsageErrorText.both("--from and --from-json cannot be used together", "--from과 --from-json은 함께 쓸 수 없어요")) }
        if name != nil, from == nil { throw ValidationError(UsageErrorText.both("--name goes with --from (a JSON file names its recipe)", "--name은 --from과 함께 써요 (JSON 파일에는 이름이 들어 있어요)")) }
    }

    func run() throws {
        if let from {
            try RecipeCommand.change(global, words: [from]) { _, _, database, original in
                try RecipeCopyCommand.copy(original, name: name, database: database)
            }
            return
        }
        try FridgeCommand.run(global) { app, session, database in
            let draft: RecipeDraft
            do {
                if let fromJSON {
                    let text: String?
                    do { text = try YoriConfig.readFile(fromJSON) } catch {
                        throw AppFailure(status: .badInput, message: "\(fromJSON): \(error)")
                    }
                    guard let text else {
                        throw AppFailure(status: .badInput, message: app.language.pick("파일이 없어요: \(fromJSON)", "no such file: \(fromJSON)"))
                    }
                    draft = try RecipeDraft.decode(text)
                } else if app.environment.stdinIsTerminal {
                    var guide = GuidedRecipe(console: app.console, language: app.language, lexicon: session.parser.lexicon)
                    guide.width = TerminalWidth.of(app.environment)
                    guard let asked = guide.ask() else {
                        app.console.line(app.language.pick("저장하지 않았어요.", "Not saved."))
                        return
                    }
                    draft = asked
                } else {
                    throw AppFailure(status: .badInput, message: app.language.pick(
                        "터미널이 아니에요: yori recipe add --from-json FILE 을 쓰세요.", "not a terminal: use yori recipe add --from-json FILE"))
                }
                let recipe = try draft.recipe(lexicon: session.parser.lexicon)
                // The name checked and the recipe saved in one transaction: two at once never
                // both take a name.
                let saved = try database.atomically { () throws -> Recipe in
                    try RecipeDraft.checkName(recipe.name, taken: try database.userRecipeID(named: recipe.name))
                    return try database.addUserRecipe(recipe)
                }
                try app.emit(Reply(.recipeSaved(saved, .added), language: app.language), command: nil, input: nil)
            } catch let error as RecipeDraftError {
                try app.emit(Reply(.recipeRefused(.invalid(error)), language: app.language), command: nil, input: nil)
            }
        }
    }
}

struct RecipeCopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "copy", abstract: "Copy a recipe as your own, to change it.")
    @OptionGroup var global: GlobalOptions
    @Option(help: "The copy's name (default: the same name).") var name: String?
    @Argument(help: "The recipe's id or name.") var recipe: [String]

    func run() throws {
        try RecipeCommand.change(global, words: recipe) { _, _, database, original in
            try Self.copy(original, name: name, database: database)
        }
    }

    /// A user recipe made from `original`, keeping what it is based on (its attribution);
    /// refused when the name is empty or one of the user's recipes has it already.
    static func copy(_ original: Recipe, name: String?, database: YoriDatabase) throws -> Answer {
        var copy = original
        copy.id = 0
        copy.source = .user
        copy.basedOn = original.origin
        if let name { copy.name = RecipeDraft.trimmedName(name) }
        return try database.atomically { () throws -> Answer in
            let taken = try database.userRecipeID(named: copy.name)
            do throws(RecipeDraftError) {
                try RecipeDraft.checkName(copy.name, taken: taken)
            } catch {
                return .recipeRefused(.invalid(error))
            }
            return .recipeSaved(try database.addUserRecipe(copy), .copied)
        }
    }
}

struct RecipeEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change one of your recipes.")
    @OptionGroup var global: GlobalOptions
    @Option(help: "New name.") var name: String?
    @Option(help: "New kind.") var kind: String?
    @Option(help: "New method.") var method: String?
    @Option(help: "Minutes it takes.") var minutes: Int?
    @Option(help: "Servings.") var servings: Int?
    @Option(name: .customLong("add-ingredient"), help: "An ingredient line, e.g. \"대파 1대\" (repeatable).") var addIngredient: [String] = []
    @Option(name: .customLong("remove-ingredient"), help: "An ingredient to drop (repeatable).") var removeIngredient: [String] = []
    @Option(name: .customLong("add-step"), help: "A step to append (repeatable).") var addStep: [String] = []
    @Argument(help: "The recipe's id or name.") var recipe: [String]

    func validate() throws {
        try RecipeOptions.validate(kind: kind, method: method)
        if let minutes, minutes <= 0 { throw ValidationError(UsageErrorText.both("--minutes must be positive", "--minutes는 0보다 커야 해요")) }
        if let servings, servings <= 0 { throw ValidationError(UsageErrorText.both("--servings must be positive", "--servings는 0보다 커야 해요")) }
    }

    func run() throws {
        try RecipeCommand.change(global, words: recipe) { app, session, database, original in
            if let refusal = RecipeCommand.userOnly(original) { return refusal }
            var edited = original
            if let name {
                let name = RecipeDraft.trimmedName(name)
                let taken = try database.userRecipeID(named: name).flatMap { $0 == original.id ? nil : $0 }
                do throws(RecipeDraftError) { try RecipeDraft.checkName(name, taken: taken) } catch { return .recipeRefused(.invalid(error)) }
                edited.name = name
            }
            if let kind { edited.kind = kind }
            if let method { edited.method = method }
            if let minutes { edited.minutes = minutes }
            if let servings { edited.servings = servings }
            let lexicon = session.parser.lexicon
            for word in removeIngredient {
                let key = lexicon.canonicalName(word) ?? word
                let before = edited.ingredients.count
                edited.ingredients.removeAll { $0.name == word || $0.canonical == key }
                if edited.ingredients.count == before {
                    return .recipeRefused(.invalid(RecipeDraftError(field: "ingredients", ko: "\(word)은(는) 이 레시피에 없어요",
                                                                    en: "has no \(word)")))
                }
            }
            // `--add-ingredient "김치 1컵, 밥 1공기"` adds both, each with its amount, shown as read.
            let added = addIngredient.flatMap { RecipeDraft.typedIngredients($0, lexicon: lexicon) }
            for item in added {
                edited.ingredients.append(RecipeDraft.ingredient(item.name, amount: item.amount,
                                                                 group: item.group == .seasoning ? .seasoning : .secondary,
                                                                 prep: item.prep, lexicon: lexicon))
            }
            if !added.isEmpty, !app.global.json {
                app.console.line(app.language.pick("이렇게 읽었어요:", "Read as:"))
                for line in IngredientTable.lines(added, app.language, width: TerminalWidth.of(app.environment)) {
                    app.console.line(line)
                }
            }
            edited.steps += addStep.filter { !$0.isEmpty }
            if edited.ingredients.isEmpty {
                return .recipeRefused(.invalid(RecipeDraftError(field: "ingredients", ko: "재료가 하나 이상 필요해요",
                                                                en: "needs at least one ingredient")))
            }
            try database.updateUserRecipe(edited)
            return .recipeSaved(try session.store.recipeNamed("\(edited.id)") ?? edited, .edited)
        }
    }
}

struct RecipeRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove one of your recipes.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The recipe's id or name.") var recipe: [String]

    func run() throws {
        try RecipeCommand.change(global, words: recipe) { _, _, database, found in
            if let refusal = RecipeCommand.userOnly(found) { return refusal }
            try database.removeUserRecipe(id: found.id)
            return .recipeSaved(found, .removed)
        }
    }
}
