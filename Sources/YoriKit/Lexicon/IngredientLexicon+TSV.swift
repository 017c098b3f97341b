extension IngredientLexicon {
    /// Reads the lexicon's TSV form (see docs/DATA.md): a header line, then
    /// `ko  en  aliases  category  storage  staple  broader  related`; and the general words'
    /// (`general-words.tsv`): `ko  en  aliases  covers`.
    public init(tsv: String, generalTSV: String = "") throws(LexiconError) {
        let rows = try Self.rows(tsv, parse: parseRow)
        let general = try Self.rows(generalTSV, parse: parseGeneralRow)
        try self.init(rows, general: general)
    }

    /// The rows of a TSV file: a header line first (skipped when it starts with `ko`), `#`
    /// comment lines and blank lines left out.
    private static func rows(_ tsv: String,
                             parse: ([String], Int) throws(LexiconError) -> Ingredient) throws(LexiconError) -> [Ingredient] {
        // Parsed as UTF-8 bytes: splitting by Character costs several milliseconds at every
        // start for a lexicon of this size, and tabs, newlines and `|` are all ASCII.
        var rows: [Ingredient] = []
        var sawHeader = false
        let bytes = Array(tsv.utf8)
        for (offset, rawLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || line.first == UInt8(ascii: "#") { continue }
            let cols = line.split(separator: 0x09, omittingEmptySubsequences: false).map(text)
            if !sawHeader {
                sawHeader = true
                if cols.first == "ko" { continue }
            }
            rows.append(try parse(cols, lineNumber))
        }
        return rows
    }
}

/// A general word: `ko  en  aliases  covers` (covers: `|`-separated categories). Its category
/// is the first one it covers.
private func parseGeneralRow(_ cols: [String], lineNumber: Int) throws(LexiconError) -> Ingredient {
    guard cols.count == 4 else {
        throw .malformedLine(lineNumber, "expected 4 tab-separated columns, found \(cols.count)")
    }
    let covers = list(cols[3])
    guard !cols[0].isEmpty, !cols[0].contains(" "), let first = covers.first else {
        throw .malformedLine(lineNumber, "a general word needs a one-word name and the categories it covers")
    }
    return Ingredient(name: cols[0], english: list(cols[1]), aliases: list(cols[2]), category: first, storage: .fridge,
                      isStaple: false, broader: nil, related: [], covers: covers)
}

private func parseRow(_ cols: [String], lineNumber: Int) throws(LexiconError) -> Ingredient {
    guard cols.count == 8 else {
        throw .malformedLine(lineNumber, "expected 8 tab-separated columns, found \(cols.count)")
    }
    guard let storage = StoragePlace(word: cols[4]) else {
        throw .malformedLine(lineNumber, "unknown storage '\(cols[4])'")
    }
    guard cols[5] == "y" || cols[5] == "n" else {
        throw .malformedLine(lineNumber, "staple must be y or n, not '\(cols[5])'")
    }
    guard !cols[0].isEmpty, !cols[0].contains(" ") else {
        throw .malformedLine(lineNumber, "the canonical name must be one word")
    }
    // In `related`, `=밥` marks the same food in another form (counted as having it).
    let relatives = list(cols[7])
    return Ingredient(
        name: cols[0], english: list(cols[1]), aliases: list(cols[2]), category: cols[3], storage: storage,
        isStaple: cols[5] == "y", broader: cols[6].isEmpty ? nil : cols[6],
        related: relatives.filter { !$0.hasPrefix("=") },
        sameFood: relatives.filter { $0.hasPrefix("=") }.map { String($0.dropFirst()) })
}

/// A column's text without surrounding spaces.
private func text(_ bytes: ArraySlice<UInt8>) -> String {
    var slice = bytes
    while slice.first == 0x20 { slice = slice.dropFirst() }
    while slice.last == 0x20 { slice = slice.dropLast() }
    return String(decoding: slice, as: UTF8.self)
}

private func list(_ column: String) -> [String] {
    guard !column.isEmpty else { return [] }
    return Array(column.utf8).split(separator: UInt8(ascii: "|")).map(text).filter { !$0.isEmpty }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = self[...]
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
