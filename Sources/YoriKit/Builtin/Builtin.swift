/// Access to the built-in data, parsed once per process.
public enum Builtin {
    private static let lexiconResult: Result<IngredientLexicon, LexiconError> = Result {
        () throws(LexiconError) -> IngredientLexicon in try IngredientLexicon(tsv: BuiltinData.ingredientsTSV, generalTSV: BuiltinData.generalWordsTSV)
    }

    private static let shelfLifeResult: Result<ShelfLifeTable, LexiconError> = Result {
        () throws(LexiconError) -> ShelfLifeTable in
        let lexicon = try lexiconResult.get()
        return try ShelfLifeTable(tsv: BuiltinData.storageTSV, lexicon: lexicon)
            .withOpenedLives(try OpenedLife.rows(tsv: BuiltinData.openedLifeTSV, lexicon: lexicon))
    }

    private static let purchaseUnitsResult: Result<PurchaseUnits, LexiconError> = Result {
        () throws(LexiconError) -> PurchaseUnits in
        try PurchaseUnits(tsv: BuiltinData.purchaseUnitsTSV, lexicon: try lexiconResult.get())
    }

    /// What shops sell, for rounding needs on the shopping list.
    public static func purchaseUnits() throws(BuiltinDataError) -> PurchaseUnits {
        switch purchaseUnitsResult {
        case .success(let units): return units
        case .failure(let error): throw .lexicon(error)
        }
    }

    /// The built-in shelf-life and storage-tip table.
    public static func shelfLife() throws(BuiltinDataError) -> ShelfLifeTable {
        switch shelfLifeResult {
        case .success(let table): return table
        case .failure(let error): throw .lexicon(error)
        }
    }

    /// The built-in ingredient lexicon.
    public static func lexicon() throws(BuiltinDataError) -> IngredientLexicon {
        switch lexiconResult {
        case .success(let lexicon): return lexicon
        case .failure(let error): throw .lexicon(error)
        }
    }
}
