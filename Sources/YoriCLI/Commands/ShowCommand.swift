import ArgumentParser
import YoriKit

/// `yori show`: one recipe in full.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a recipe: ingredients by group with amounts, numbered steps, tip and source.",
        discussion: """
              yori show 계란말이
              yori show 12 --json
              yori show 12 --translate   (Korean steps into English, once, with the AI)
              yori show 계란말이 --servings 4   (every amount ×2: it serves 2)
              yori show 계란말이 4인분          (the same; also 2배, 반만)
            Exit code 1 when no recipe has that id or name (try yori search), or when servings are \
            asked of a recipe that does not say how many it makes.
            --translate asks the configured AI endpoint once for the steps and tip in English, \
            counted against daily_limit, and keeps them with the recipe: the next time costs no \
            call. A call that fails, is cut off, or does not translate every step stores nothing \
            and says why (exit 5; 1 when today's calls are used up, 2 with no endpoint).
            """)

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Translate the steps and tip into English once with the AI (kept with the recipe).")
    var translate = false
    @Option(help: "Scale every amount to serve this many (1–100).") var servings: Int?
    @Argument(help: "The recipe's id or name.") var recipe: [String]

    func validate() throws {
        if let servings, !ServingsAsk.servingsRange.contains(servings) {
            throw ValidationError(UsageErrorText.both("--servings must be 1 to 100 (not \(servings))",
                                                      "--servings는 1부터 100까지예요 (받은 값: \(servings))"))
        }
        if translate, servings != nil {
            throw ValidationError(UsageErrorText.both("--servings cannot go with --translate", "--servings와 --translate는 함께 쓸 수 없어요"))
        }
    }

    func run() throws {
        try RecipeOptions.run(global, words: recipe) { app, session in
            if translate {
                let answer = session.translate(RecipeOptions.reference(recipe), language: app.language)
                var session = session
                session.remember(answer)
                try app.emit(Reply(answer, language: app.language), command: nil, input: nil, quotaLimit: session.quota.limit)
                return
            }
            // `yori show 계란말이 4인분`: a scale at the end of the name is the scale.
            let said = session.parser.scaleAsk(endingWords: recipe)
            let words = said?.rest ?? recipe
            let command = Command.show(RecipeOptions.reference(words), scale: servings.map(ServingsAsk.servings) ?? said?.ask)
            let reply = session.answer(command, language: app.language)
            var session = session
            session.remember(reply.answer)  // `yori copy ingredients` copies from this recipe
            try app.emit(reply, command: command, input: nil, offersTranslation: session.model.model != nil)
        }
    }
}

/// `yori bookmark`: keep a recipe among the bookmarks.
struct BookmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookmark", abstract: "Bookmark a recipe (bookmarks lift it in recommendations).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The recipe's id or name.") var recipe: [String]

    func run() throws {
        try RecipeOptions.run(global, words: recipe) { app, session in
            let command = Command.bookmark(RecipeOptions.reference(recipe))
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}

/// `yori unbookmark`: drop a bookmark.
struct UnbookmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unbookmark", abstract: "Remove a bookmark.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The recipe's id or name.") var recipe: [String]

    func run() throws {
        try RecipeOptions.run(global, words: recipe) { app, session in
            let answer = session.guarded { try session.bookmark(RecipeOptions.reference(recipe), on: false) }
            try app.emit(Reply(answer, language: app.language), command: nil, input: nil)
        }
    }
}

/// `yori bookmarks`: the bookmarked recipes.
struct BookmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bookmarks", abstract: "List the bookmarked recipes.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        try RecipeOptions.run(global) { app, session in
            let answer = session.guarded { .bookmarkList(try session.cookbook.bookmarks()) }
            try app.emit(Reply(answer, language: app.language), command: nil, input: nil)
        }
    }
}

/// `yori cooked`: log a dish as cooked (with a rating and note), or list the log.
struct CookedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cooked", abstract: "Log a cooked dish (rating 1–5, note), or list the cooking log.",
        discussion: """
              yori cooked 계란말이 --rating 4 --note "파를 더 넣자"
              yori cooked                      (the log, newest first)
            Ratings lift (4–5) or lower (1–2) a recipe among equally good recommendations.
            """)
    @OptionGroup var global: GlobalOptions
    @Option(help: "1 to 5.") var rating: Int?
    @Option(help: "A note.") var note: String?
    @Argument(help: "The recipe's id or name (none: list the log).") var recipe: [String] = []

    func validate() throws {
        if let rating, !(1...5).contains(rating) { throw ValidationError(UsageErrorText.both("--rating must be 1 to 5 (not \(rating))", "--rating은 1부터 5까지예요 (받은 값: \(rating))")) }
    }

    func run() throws {
        try RecipeOptions.run(global, words: recipe) { app, session in
            if recipe.isEmpty {
                let answer = session.guarded { .cookingLog(try session.cookbook.log()) }
                try app.emit(Reply(answer, language: app.language), command: nil, input: nil)
                return
            }
            let command = Command.cooked(recipe: RecipeOptions.reference(recipe), rating: rating, note: note)
            try app.emit(session.answer(command, language: app.language), command: command, input: nil)
        }
    }
}
