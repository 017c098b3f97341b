/// Access to the built-in data. The lexicon, the storage table and the ranking tables come
/// precomputed (`BuiltinTables`, written by `Scripts/embed-data`): a start reads no text, and
/// each is made on first use only, so a command pays for what it uses. The small tables of
/// opened lives and purchase units are read from their text when a command first asks for them
/// (opening a pack, rounding a shopping need), not when the storage table or a session is made.
public enum Builtin {
    private static let builtinLexicon = IngredientLexicon(BuiltinTables.ingredients, general: BuiltinTables.generalWords,
                                                          keys: BuiltinTables.lexiconKeys)

    private static let shelfLifeResult: Result<ShelfLifeTable, LexiconError> = Result {
        () throws(LexiconError) -> ShelfLifeTable in
        ShelfLifeTable(builtinWith: builtinLexicon).withBuiltinOpenedLives()
    }

    /// How long packs keep once opened (Data/builtin/opened-life.tsv; `OpenedLifeTests` reads every row).
    static let openedLives: [String: OpenedLife] = {
        var rows: [String: OpenedLife] = [:]
        for row in (try? OpenedLife.rows(tsv: BuiltinData.openedLifeTSV, lexicon: builtinLexicon)) ?? [] {
            rows[row.ingredient] = row
        }
        return rows
    }()

    private static let purchaseUnitsResult: Result<PurchaseUnits, LexiconError> = Result {
        () throws(LexiconError) -> PurchaseUnits in
        try PurchaseUnits(tsv: BuiltinData.purchaseUnitsTSV, lexicon: builtinLexicon)
    }

    /// What shops sell, for rounding needs on the shopping list.
    public static func purchaseUnits() throws(BuiltinDataError) -> PurchaseUnits {
        switch purchaseUnitsResult {
        case .success(let units): return units
        case .failure(let error): throw .lexicon(error)
        }
    }

    /// The built-in shelf-life and storage-tip table, with the opened lives.
    public static func shelfLife() throws(BuiltinDataError) -> ShelfLifeTable {
        switch shelfLifeResult {
        case .success(let table): return table
        case .failure(let error): throw .lexicon(error)
        }
    }

    /// The built-in ingredient lexicon.
    public static func lexicon() throws(BuiltinDataError) -> IngredientLexicon { builtinLexicon }

    /// The lexicon and the storage table as the TSV readers make them of the embedded text:
    /// what `BuiltinTablesTests` compares the precomputed tables with.
    public static func parsedFromText() throws(LexiconError) -> (lexicon: IngredientLexicon, shelfLife: ShelfLifeTable) {
        let lexicon = try IngredientLexicon(tsv: BuiltinData.ingredientsTSV, generalTSV: BuiltinData.generalWordsTSV)
        return (lexicon, try ShelfLifeTable(tsv: BuiltinData.storageTSV, lexicon: lexicon)
            .withOpenedLives(try OpenedLife.rows(tsv: BuiltinData.openedLifeTSV, lexicon: lexicon)))
    }
}
