/// Access to the built-in data. The lexicon, the storage table and the ranking tables come
/// precomputed (`BuiltinTables`, written by `Scripts/embed-data`): a start reads no text, and
/// each is made on first use only, so a command pays for what it uses.
public enum Builtin {
    private static let builtinLexicon = IngredientLexicon(BuiltinTables.ingredients, general: BuiltinTables.generalWords,
                                                          keys: BuiltinTables.lexiconKeys)

    private static let builtinShelfLife = ShelfLifeTable(sorted: BuiltinTables.shelfLife, lexicon: builtinLexicon)

    /// The built-in shelf-life and storage-tip table.
    public static func shelfLife() throws(BuiltinDataError) -> ShelfLifeTable { builtinShelfLife }

    /// The built-in ingredient lexicon.
    public static func lexicon() throws(BuiltinDataError) -> IngredientLexicon { builtinLexicon }

    /// The lexicon and the storage table as the TSV readers make them of the embedded text:
    /// what `BuiltinTablesTests` compares the precomputed tables with.
    public static func parsedFromText() throws(LexiconError) -> (lexicon: IngredientLexicon, shelfLife: ShelfLifeTable) {
        let lexicon = try IngredientLexicon(tsv: BuiltinData.ingredientsTSV, generalTSV: BuiltinData.generalWordsTSV)
        return (lexicon, try ShelfLifeTable(tsv: BuiltinData.storageTSV, lexicon: lexicon))
    }
}
