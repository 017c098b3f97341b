extension IngredientLexicon {
    /// Reads the lexicon's TSV form (see docs/DATA.md): a header line, then
    /// `ko  en  aliases  category  storage  staple  broader  related`.
    public init(tsv: String) throws(LexiconError) {
        var rows: [Ingredient] = []
        var sawHeader = false
        for (offset, rawLine) in tsv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                String($0).trimmingCharacters(in: [" "])
            }
            if !sawHeader {
                sawHeader = true
                if cols.first == "ko" { continue }
            }
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
            rows.append(Ingredient(
                name: cols[0],
                english: list(cols[1]),
                aliases: list(cols[2]),
                category: cols[3],
                storage: storage,
                isStaple: cols[5] == "y",
                broader: cols[6].isEmpty ? nil : cols[6],
                related: list(cols[7])
            ))
        }
        try self.init(rows)
    }
}

private func list(_ column: String) -> [String] {
    column.split(separator: "|").map { String($0).trimmingCharacters(in: [" "]) }.filter { !$0.isEmpty }
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
