/// How long a pack keeps once opened (`fridge open 우유`, `우유 뜯었어`), and where it should then
/// be kept: the opened date plus `days` is the latest an opened item's date can be (opening
/// never lengthens it). Rows live in Data/builtin/opened-life.tsv (docs/DATA.md).
public struct OpenedLife: Equatable, Sendable {
    public let ingredient: String
    public let days: Int
    /// Where the opened pack belongs (`nil`: where it is): 고추장 goes to the fridge once opened.
    public let keepIn: StoragePlace?

    public init(ingredient: String, days: Int, keepIn: StoragePlace? = nil) {
        self.ingredient = ingredient
        self.days = days
        self.keepIn = keepIn
    }

    /// Reads `ko  opened_days  keep_in  note` rows (`keep_in`: fridge, freezer, pantry or empty);
    /// every name must be an ingredient of `lexicon`.
    public static func rows(tsv: String, lexicon: IngredientLexicon) throws(LexiconError) -> [OpenedLife] {
        var rows: [OpenedLife] = []
        var sawHeader = false
        for (offset, raw) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.first == "#" { continue }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: [" "]) }
            if !sawHeader {
                sawHeader = true
                if cols.first == "ko" { continue }
            }
            guard cols.count >= 3 else {
                throw .malformedLine(offset + 1, "opened-life table: expected at least 3 columns, found \(cols.count)")
            }
            guard lexicon.ingredient(named: cols[0]) != nil else { throw .unknownReference("opened-life table", cols[0]) }
            guard let days = Int(cols[1]), days > 0 else { throw .malformedLine(offset + 1, "days must be positive: '\(cols[1])'") }
            let keep: StoragePlace?
            if cols[2].isEmpty {
                keep = nil
            } else if let place = StoragePlace(rawValue: cols[2]) {
                keep = place
            } else {
                throw .malformedLine(offset + 1, "keep_in must be fridge, freezer or pantry: '\(cols[2])'")
            }
            rows.append(OpenedLife(ingredient: cols[0], days: days, keepIn: keep))
        }
        return rows
    }
}
