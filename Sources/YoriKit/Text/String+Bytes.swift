extension StringProtocol {
    /// `hasPrefix` over the UTF-8 bytes. The language layer's text is cleaned and composed
    /// (`InputCleaner`, `Hangul.composed`), where this agrees with `hasPrefix`, without its
    /// grapheme-by-grapheme comparison: the cue scans run it for every word of a line.
    @inlinable func startsBytes(with prefix: some StringProtocol) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// `hasSuffix` over the UTF-8 bytes (see `startsBytes`).
    @inlinable func endsBytes(with suffix: some StringProtocol) -> Bool {
        let bytes = utf8, tail = suffix.utf8
        guard bytes.count >= tail.count else { return false }
        return bytes.suffix(tail.count).elementsEqual(tail)
    }
}

extension String {
    /// `characters` as one string. The parser cuts words as arrays of characters
    /// (`String(chars[0..<length])`); this concrete overload is chosen over the standard
    /// library's generic initializer, which runs unspecialized and looks up the slice's
    /// conformances at run time.
    init(_ characters: ArraySlice<Character>) {
        self.init()
        for character in characters { append(character) }
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes: the lengths first, then the bytes as
    /// two buffers. (`utf8.elementsEqual` walks both views index by index, about ten times
    /// slower; the lexicon's keys are compared thousands of times at every start.)
    func sameBytes(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let compared: Bool?? = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                for i in 0..<count where a[i] != b[i] { return false }
                return true
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
