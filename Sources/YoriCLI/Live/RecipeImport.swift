import YoriKit
import YoriStore

/// The step `yori import` and `yori sync` share once rows are converted: refuse bad rows
/// (unless `skipBad`), then save every recipe in one transaction, with progress on stderr.
struct RecipeImport {
    let app: LiveApp
    /// What the rows came from, for messages and the report (a file name, `COOKRCP01 API`).
    let source: String
    let skipBad: Bool

    /// Saves `conversion` (of `rows` rows) and says what happened; nothing is saved when it throws.
    func save(_ conversion: CookRcpConversion, rows: Int, progress: ImportProgress,
              showProgress: Bool) throws(ImportFailure) -> ImportReport {
        let language = app.language
        if !conversion.problems.isEmpty && !skipBad || conversion.recipes.isEmpty {
            throw ImportFailure(status: .badInput, code: "bad_rows", problems: conversion.problems,
                                message: ImportReport.badRowsText(file: source, conversion: conversion, rows: rows, language))
        }
        let database: YoriDatabase
        do { database = try app.database() } catch { throw ImportFailure(error) }
        let total = conversion.recipes.count
        let counts: ImportCounts
        do {
            let every = ImportProgress.step(total: total, onTerminal: progress.onTerminal)
            counts = try database.importRecipes(conversion.recipes, progressEvery: every) { done in
                if showProgress { progress.saved(done, of: total) }
            }
        } catch {
            if showProgress { progress.finish() }
            throw ImportFailure(status: .storage, code: "database", message: error.message(language))
        }
        if showProgress { progress.finish() }
        return ImportReport(file: source, rows: rows, counts: counts, conversion: conversion)
    }
}
