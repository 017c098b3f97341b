/// Every lookup key of a lexicon in an open-addressing hash table over plain arrays: the keys
/// (already `IngredientLexicon.key`s), for each the entry it names and whether it is a synonym,
/// and the slots (FNV-1a of the key's UTF-8 bytes, linear probing).
///
/// The built-in lexicon's table is computed at build time (`Scripts/embed-data` writes it into
/// `BuiltinTables+Generated.swift` with the same hash and order), so a start pays for no hashing,
/// no normalisation and no allocation per key; a lexicon read from TSV (tests, a changed data
/// file) builds the same table at run time.
public struct LexiconKeyTable: Sendable, Equatable {
    let keys: [String]
    /// Per key: entry index × 2, plus 1 for a synonym (0: the canonical name).
    let values: [Int32]
    /// Key index per slot, -1 when empty; the count is a power of two.
    let slots: [Int32]
    /// Longest key, in characters.
    let longest: Int

    init(keys: [String], values: [Int32], slots: [Int32], longest: Int) {
        self.keys = keys
        self.values = values
        self.slots = slots
        self.longest = longest
    }

    /// The table for `entries`' names, aliases and English names, in that order, as the
    /// generator builds it. A key naming two entries is an error.
    init(entries: [Ingredient]) throws(LexiconError) {
        var keys: [String] = []
        var values: [Int32] = []
        var index: [LexiconKey: Int] = [:]
        var longest = 0
        for (i, ingredient) in entries.enumerated() {
            let words = [(ingredient.name, NameKind.canonical)]
                + (ingredient.aliases + ingredient.english).map { ($0, NameKind.synonym) }
            for (word, kind) in words {
                let key = IngredientLexicon.key(word)
                guard !key.isEmpty else { continue }
                let value = Int32(i * 2 + (kind == .synonym ? 1 : 0))
                if let k = index[LexiconKey(key)] {
                    guard Int(values[k]) / 2 == i else {
                        throw .duplicate("\(word) (\(entries[Int(values[k]) / 2].name), \(ingredient.name))")
                    }
                    values[k] = value
                    continue
                }
                index[LexiconKey(key)] = keys.count
                keys.append(key)
                values.append(value)
                longest = max(longest, key.count)
            }
        }
        var size = 8
        while size < 2 * keys.count { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (k, key) in keys.enumerated() {
            var slot = Int(Self.hash(key)) & (size - 1)
            while slots[slot] != -1 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(k)
        }
        self.init(keys: keys, values: values, slots: slots, longest: longest)
    }

    /// The entry `key` names and how, if any.
    func find(_ key: String) -> (index: Int, kind: NameKind)? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(Self.hash(key)) & mask
        while true {
            let k = Int(slots[slot])
            if k < 0 { return nil }
            if keys[k].sameBytes(as: key) {
                let value = Int(values[k])
                return (value / 2, value % 2 == 0 ? .canonical : .synonym)
            }
            slot = (slot + 1) & mask
        }
    }

    /// 32-bit FNV-1a of the UTF-8 bytes (the generator's `fnv1a`).
    static func hash(_ text: String) -> UInt32 {
        var h: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { h = (h ^ UInt32(byte)) &* 0x0100_0193 }
        return h
    }

    public static func == (a: LexiconKeyTable, b: LexiconKeyTable) -> Bool {
        a.values == b.values && a.slots == b.slots && a.longest == b.longest && a.keys.count == b.keys.count
            && zip(a.keys, b.keys).allSatisfy { $0.sameBytes(as: $1) }
    }
}
