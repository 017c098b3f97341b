/// Something odd about a row that was still imported: the recipe is kept, the user is told.
public struct CookRcpRowWarning: Equatable, Sendable {
    public var row: Int
    public var seq: String
    public var name: String
    public var kind: Kind

    public enum Kind: Equatable, Sendable {
        /// `RCP_PARTS_DTLS` is empty: imported without ingredients.
        case noIngredients
        /// `RCP_PARTS_DTLS` has text but no ingredient could be read from it.
        case ingredientsUnreadable
        /// No `MANUALnn` step has text.
        case noSteps
        /// An image field holds something that is not an http(s) URL; it was left out.
        case notAURL(field: String)
    }

    public init(row: Int, seq: String, name: String, kind: Kind) {
        self.row = row
        self.seq = seq
        self.name = name
        self.kind = kind
    }

    /// The warning in one line, naming the recipe.
    public func message(_ language: UserLanguage) -> String {
        let place = "RCP_SEQ \(seq) \(name)"
        switch kind {
        case .noIngredients:
            return language.pick("\(place): RCP_PARTS_DTLS가 비어 있어 재료 없이 가져왔어요",
                                 "\(place): RCP_PARTS_DTLS is empty; imported without ingredients")
        case .ingredientsUnreadable:
            return language.pick("\(place): RCP_PARTS_DTLS에서 재료를 읽지 못해 재료 없이 가져왔어요",
                                 "\(place): no ingredient could be read from RCP_PARTS_DTLS; imported without ingredients")
        case .noSteps:
            return language.pick("\(place): 조리 순서(MANUAL01…)가 없어요", "\(place): no steps (MANUAL01…) given")
        case .notAURL(let field):
            return language.pick("\(place): \(field)이(가) URL이 아니라서 뺐어요",
                                 "\(place): \(field) is not an http(s) URL; left out")
        }
    }
}
