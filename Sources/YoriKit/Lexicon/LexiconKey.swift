/// A lexicon lookup key compared and hashed by its UTF-8 bytes.
///
/// `String` hashes by canonical equivalence, which for Hangul means a Unicode-normalisation
/// check of every scalar; with thousands of keys built at every start that dominated
/// `yori cook`. Keys are NFC by construction (`Hangul.composed` fixes decomposed input),
/// so byte equality is the right equality here.
struct LexiconKey: Hashable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    static func == (a: LexiconKey, b: LexiconKey) -> Bool {
        a.text.sameBytes(as: b.text)
    }

    func hash(into hasher: inout Hasher) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if done == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
}
