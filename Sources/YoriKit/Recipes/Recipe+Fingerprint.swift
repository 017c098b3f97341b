extension Recipe {
    /// A short digest of everything the recipe says (not its database id), so an import can
    /// tell an unchanged recipe from an updated one without reading it back.
    ///
    /// FNV-1a (64-bit) over a deterministic JSON form: stable across runs and platforms,
    /// unlike `hashValue`. Not a security hash; a collision would only mislabel one recipe
    /// as unchanged.
    public var fingerprint: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in contentJSON.serialized().utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The recipe's content as JSON, in a fixed key order.
    var contentJSON: JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
        func integer(_ value: Int?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
        var pairs: [(String, JSONValue)] = [
            ("source", .string(source.rawValue)), ("ref", .string(sourceRef)), ("name", .string(name)),
            ("name_en", .string(nameEnglish)), ("kind", .string(kind)), ("method", .string(method)),
            ("servings", integer(servings)), ("minutes", integer(minutes)), ("kcal", number(kcal)),
            ("tags", .strings(tags)),
            ("ingredients", .array(ingredients.map {
                .array([.string($0.name), .optional($0.canonical), .string($0.amount), .string($0.group.rawValue),
                        .optional($0.prep)])
            })),
            ("steps", .strings(steps)), ("tip", .optional(tip)),
        ]
        if let nutrition {
            pairs.append(("nutrition", .array([number(nutrition.weightGrams), number(nutrition.carbsGrams),
                                               number(nutrition.proteinGrams), number(nutrition.fatGrams),
                                               number(nutrition.sodiumMilligrams)])))
        }
        pairs.append(("images", .array(images.map {
            .array([.string($0.role.rawValue), .int(Int64($0.step)), .string($0.url)])
        })))
        pairs.append(("reduction_tip", .optional(reductionTip)))
        return .object(pairs)
    }
}
