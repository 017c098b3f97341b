/// Shelf life and storage tips per ingredient, with category defaults for the rest.
public struct ShelfLifeTable: Sendable, Equatable {
    /// One row per ingredient, in the UTF-8 order of the names (looked up by binary search:
    /// the built-in table is precomputed in this order, so a start builds nothing). The
    /// built-in rows are made when a command first looks one up (`cook` never does).
    private var rows: [ShelfLife] {
        switch source {
        case .given(let rows): rows
        case .builtin: BuiltinTables.shelfLife
        }
    }
    private let source: Rows
    public let lexicon: IngredientLexicon
    /// How long packs keep once opened, by ingredient (Data/builtin/opened-life.tsv): given rows,
    /// or the built-in table, read only when a command asks about an opened pack.
    private var opened: OpenedRows = .given([:])

    private enum Rows: Sendable {
        case given([ShelfLife])
        case builtin
    }

    private enum OpenedRows: Sendable {
        case given([String: OpenedLife])
        case builtin
    }

    /// How long packs keep once opened, by ingredient.
    public var openedRows: [String: OpenedLife] {
        switch opened {
        case .given(let rows): rows
        case .builtin: Builtin.openedLives
        }
    }

    /// The table of `rows`; a later row for the same ingredient replaces an earlier one.
    public init(rows: [ShelfLife], lexicon: IngredientLexicon) {
        var sorted: [ShelfLife] = []
        for row in rows.enumerated().sorted(by: { a, b in
            a.element.ingredient == b.element.ingredient ? a.offset < b.offset
                : a.element.ingredient.utf8.lexicographicallyPrecedes(b.element.ingredient.utf8)
        }).map(\.element) {
            if sorted.last?.ingredient == row.ingredient { sorted[sorted.count - 1] = row } else { sorted.append(row) }
        }
        self.init(sorted: sorted, lexicon: lexicon)
    }

    /// A table whose rows are in order already, one per ingredient (`BuiltinTables.shelfLife`).
    init(sorted rows: [ShelfLife], lexicon: IngredientLexicon) {
        self.source = .given(rows)
        self.lexicon = lexicon
    }

    /// The built-in table (`BuiltinTables.shelfLife`, already in order), read on first lookup.
    init(builtinWith lexicon: IngredientLexicon) {
        self.source = .builtin
        self.lexicon = lexicon
    }

    public static func == (a: ShelfLifeTable, b: ShelfLifeTable) -> Bool { a.rows == b.rows }

    /// Every ingredient with its own row.
    public var ingredients: [String] { rows.map(\.ingredient) }

    /// The table with `opened` as its opened lives.
    public func withOpenedLives(_ opened: [OpenedLife]) -> ShelfLifeTable {
        var table = self
        var rows = openedRows
        for row in opened { rows[row.ingredient] = row }
        table.opened = .given(rows)
        return table
    }

    /// The table with the built-in opened lives, read on first use.
    func withBuiltinOpenedLives() -> ShelfLifeTable {
        var table = self
        table.opened = .builtin
        return table
    }

    /// How long the ingredient keeps once opened, if that matters for it.
    public func openedLife(for canonical: String?) -> OpenedLife? {
        canonical.flatMap { openedRows[$0] }
    }

    /// The ingredient's own row, if the table has one.
    public func row(for ingredient: String) -> ShelfLife? {
        var low = 0
        var high = rows.count
        while low < high {
            let mid = (low + high) / 2
            let name = rows[mid].ingredient
            if name.sameBytes(as: ingredient) { return rows[mid] }
            if name.utf8.lexicographicallyPrecedes(ingredient.utf8) { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The ingredient's row, or a conservative default for its category (or for
    /// an unknown food: 7 days in the fridge).
    public func shelfLife(for canonical: String?) -> ShelfLife {
        if let canonical, let row = row(for: canonical) { return row }
        let category = canonical.flatMap { lexicon.ingredient(named: $0)?.category } ?? ""
        let (fridge, freezer, pantry) = Self.categoryDefaults[category] ?? (7, 30, nil)
        return ShelfLife(ingredient: canonical ?? "", fridgeDays: fridge, freezerDays: freezer, pantryDays: pantry)
    }

    /// Where an item goes when the user names no place: the lexicon's default storage.
    public func defaultPlace(for canonical: String?) -> StoragePlace {
        let preferred = canonical.flatMap { lexicon.ingredient(named: $0)?.storage } ?? .fridge
        return shelfLife(for: canonical).defaultPlace(preferring: preferred)
    }

    /// Conservative days (fridge, freezer, pantry) by lexicon category, for ingredients
    /// without a row of their own.
    static let categoryDefaults: [String: (Int?, Int?, Int?)] = [
        "채소": (7, 30, nil), "버섯": (5, 30, nil), "과일": (7, 60, nil), "육류": (3, 90, nil), "수산물": (2, 90, nil),
        "해조류": (30, 180, 180), "유제품": (7, 30, nil), "달걀": (21, nil, nil), "두류": (5, 30, 180),
        "곡류": (90, 180, 180), "면": (5, 30, 180), "떡": (3, 60, nil), "가공식품": (14, 60, 180), "양념": (180, nil, 180),
        "장류": (365, nil, nil), "견과": (90, 180, 60), "음료": (7, nil, 180), "기타": (7, 30, nil),
    ]
}

extension ShelfLifeTable {
    /// Reads the storage table's TSV form (docs/DATA.md): `ko  fridge_days  freezer_days
    /// pantry_days  tip_ko  tip_en  no_freeze  after_opening_ko  after_opening_en`.
    public init(tsv: String, lexicon: IngredientLexicon) throws(LexiconError) {
        // Parsed as UTF-8 bytes, like the lexicon: a Character-level split of this 180 KB
        // table was most of a `yori cook` start-up.
        var rows: [ShelfLife] = []
        var sawHeader = false
        let bytes = Array(tsv.utf8)
        for (offset, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = raw.last == 0x0D ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || line.first == UInt8(ascii: "#") { continue }
            let cols = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self).trimmingCharacters(in: [" "])
            }
            if !sawHeader {
                sawHeader = true
                if cols.first == "ko" { continue }
            }
            guard cols.count == 9 else {
                throw .malformedLine(offset + 1, "storage table: expected 9 columns, found \(cols.count)")
            }
            guard lexicon.ingredient(named: cols[0]) != nil else { throw .unknownReference("storage table", cols[0]) }
            func days(_ text: String) throws(LexiconError) -> Int? {
                if text.isEmpty { return nil }
                guard let n = Int(text), n > 0 else { throw .malformedLine(offset + 1, "days must be positive: '\(text)'") }
                return n
            }
            rows.append(ShelfLife(
                ingredient: cols[0], fridgeDays: try days(cols[1]), freezerDays: try days(cols[2]),
                pantryDays: try days(cols[3]), tipKorean: cols[4], tipEnglish: cols[5], doNotFreeze: cols[6] == "y",
                afterOpeningKorean: cols[7].isEmpty ? nil : cols[7], afterOpeningEnglish: cols[8].isEmpty ? nil : cols[8]))
        }
        self.init(rows: rows, lexicon: lexicon)
    }
}
