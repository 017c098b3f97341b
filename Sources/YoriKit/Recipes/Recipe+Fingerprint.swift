extension Recipe {
    /// A short digest of everything the recipe says (not its database id), so an import can
    /// tell an unchanged recipe from an updated one without reading it back.
    ///
    /// FNV-1a (64-bit) over every field's UTF-8 bytes in a fixed order, fields separated by
    /// bytes that never occur in text: stable across runs and platforms, unlike `hashValue`.
    /// Not a security hash; a collision would only mislabel one recipe as unchanged.
    public var fingerprint: String {
        var hash = FNV1a()
        hash.add(source.rawValue)
        hash.add(sourceRef)
        hash.add(name)
        hash.add(nameEnglish)
        hash.add(kind)
        hash.add(method)
        hash.add(servings.map(String.init))
        hash.add(minutes.map(String.init))
        hash.add(kcal.map { String($0) })
        hash.add(tags)
        hash.mark(0x1D)
        for line in ingredients {
            hash.add(line.name)
            hash.add(line.canonical)
            hash.add(line.amount)
            hash.add(line.group.rawValue)
            hash.add(line.prep)
            hash.mark(0x1E)
        }
        hash.mark(0x1D)
        hash.add(steps)
        hash.add(tip)
        let n = nutrition
        for value in [n?.weightGrams, n?.carbsGrams, n?.proteinGrams, n?.fatGrams, n?.sodiumMilligrams] {
            hash.add(value.map { String($0) })
        }
        for image in images {
            hash.add(image.role.rawValue)
            hash.add(String(image.step))
            hash.add(image.url)
            hash.mark(0x1E)
        }
        hash.mark(0x1D)
        hash.add(reductionTip)
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// 64-bit FNV-1a over UTF-8 text, with separators so ("ab", "c") differs from ("a", "bc").
private struct FNV1a {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func mark(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String?) {
        guard let text else { mark(0x1C); return }  // nil differs from ""
        for byte in text.utf8 { mark(byte) }
        mark(0x1F)
    }

    mutating func add(_ texts: [String]) {
        for text in texts { add(text) }
        mark(0x1E)
    }
}
