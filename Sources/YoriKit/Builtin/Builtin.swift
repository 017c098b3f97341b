/// Access to the built-in data, parsed once per process.
public enum Builtin {
    private static let lexiconResult: Result<IngredientLexicon, LexiconError> = Result {
        () throws(LexiconError) -> IngredientLexicon in try IngredientLexicon(tsv: BuiltinData.ingredientsTSV)
    }

    /// The built-in ingredient lexicon.
    public static func lexicon() throws(BuiltinDataError) -> IngredientLexicon {
        switch lexiconResult {
        case .success(let lexicon): return lexicon
        case .failure(let error): throw .lexicon(error)
        }
    }
}
