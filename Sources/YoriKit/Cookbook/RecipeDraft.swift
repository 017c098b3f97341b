#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A user's recipe before it is stored: the built-in JSON format of docs/DATA.md without
/// `slug`, every field optional while decoding so that validation can name what is wrong.
public struct RecipeDraft: Decodable, Sendable {
    public var name: String?
    public var name_en: String?
    public var kind: String?
    public var method: String?
    public var servings: Int?
    public var minutes: Int?
    public var kcal: Double?
    public var tags: [String]?
    public var ingredients: [Line]?
    public var steps: [String]?
    public var tip: String?

    public struct Line: Decodable, Sendable {
        public var name: String?
        public var amount: String?
        public var group: String?
        public var prep: String?

        public init(name: String?, amount: String? = nil, group: String? = nil, prep: String? = nil) {
            self.name = name
            self.amount = amount
            self.group = group
            self.prep = prep
        }
    }

    /// The COOKRCP01 kinds and methods a recipe may have.
    public static let kinds = ["반찬", "국&찌개", "밥", "일품", "후식", "기타"]
    public static let methods = ["끓이기", "굽기", "볶기", "찌기", "튀기기", "기타"]

    public init(name: String?, kind: String? = "기타", method: String? = "기타", ingredients: [Line]?, steps: [String]?) {
        self.name = name
        self.kind = kind
        self.method = method
        self.ingredients = ingredients
        self.steps = steps
    }

    /// Decodes one JSON object. A number too large to read (`"minutes": 1e300`) is refused
    /// as out of its field's range, not as JSON yori cannot read.
    public static func decode(_ json: String) throws(RecipeDraftError) -> RecipeDraft {
        do {
            return try JSONDecoder().decode(RecipeDraft.self, from: Data(json.utf8))
        } catch let error as RecipeDraftError {
            throw error
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            throw RecipeDraftError(field: field.isEmpty ? "(top)" : field,
                                   ko: "형식이 맞지 않아요 (JSON 객체 하나, docs/DATA.md 형식)",
                                   en: "has the wrong type (one JSON object in the docs/DATA.md format)")
        } catch {
            throw RecipeDraftError(field: "(json)", ko: "JSON으로 읽을 수 없어요", en: "is not valid JSON")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, name_en, kind, method, servings, minutes, kcal, tags, ingredients, steps, tip
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        name_en = try c.decodeIfPresent(String.self, forKey: .name_en)
        kind = try c.decodeIfPresent(String.self, forKey: .kind)
        method = try c.decodeIfPresent(String.self, forKey: .method)
        servings = try Self.wholeNumber(c, .servings, RecipeLimits.servings)
        minutes = try Self.wholeNumber(c, .minutes, RecipeLimits.minutes)
        // Any size of number reads as a Double; one past even that (`9e999`) is out of range too.
        do { kcal = try c.decodeIfPresent(Double.self, forKey: .kcal) } catch {
            throw Self.numberError(error, "kcal")
        }
        tags = try c.decodeIfPresent([String].self, forKey: .tags)
        ingredients = try c.decodeIfPresent([Line].self, forKey: .ingredients)
        steps = try c.decodeIfPresent([String].self, forKey: .steps)
        tip = try c.decodeIfPresent(String.self, forKey: .tip)
    }

    /// A whole-number field: a JSON number that is not a whole number within `range` (`1e300`,
    /// `2.5`, `-3`) is refused naming the field and its range.
    private static func wholeNumber(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys,
                                    _ range: ClosedRange<Int>) throws -> Int? {
        let value: Int?
        do { value = try c.decodeIfPresent(Int.self, forKey: key) } catch {
            // A number, but not a whole one that fits (the decoder says "not representable"): out of range.
            if (try? c.decode(Double.self, forKey: key)) != nil { throw outOfRange(key.stringValue) }
            throw numberError(error, key.stringValue)
        }
        if let value, !range.contains(value) { throw outOfRange(key.stringValue) }
        return value
    }

    /// What decoding a number field failed with: a value of another type (a string) is the
    /// decoder's type mismatch; a number too large to read at all (`9e999`) is out of range.
    private static func numberError(_ error: any Error, _ field: String) -> any Error {
        if case DecodingError.typeMismatch = error { return error }
        return outOfRange(field)
    }

    /// The allowed values of a number field, named in both languages (the ranges of `RecipeLimits`).
    static func outOfRange(_ field: String) -> RecipeDraftError {
        switch field {
        case "servings":
            let r = RecipeLimits.servings
            return RecipeDraftError(field: field, ko: "\(r.lowerBound)부터 \(r.upperBound) 사이의 정수여야 해요",
                                    en: "must be a whole number from \(r.lowerBound) to \(r.upperBound)")
        case "minutes":
            let r = RecipeLimits.minutes
            return RecipeDraftError(field: field, ko: "\(r.lowerBound)부터 \(r.upperBound) 사이의 정수(분)여야 해요",
                                    en: "must be a whole number of minutes from \(r.lowerBound) to \(r.upperBound)")
        default:
            let limit = FridgeAmount.format(RecipeLimits.kcal.upperBound)
            return RecipeDraftError(field: field, ko: "0보다 크고 \(limit) 이하인 수여야 해요 (모르면 빼 주세요)",
                                    en: "must be a number above 0 and at most \(limit) (leave it out when unsure)")
        }
    }

    /// `대파 1대` → (대파, 1대); `다진 마늘 1큰술` → (다진 마늘, 1큰술); `소금` → (소금, "").
    /// The last word is the amount when it holds a digit or is a word like 약간.
    public static func ingredientLine(_ text: String) -> Line? {
        let words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        if words.count >= 2, let last = words.last,
           last.contains(where: \.isNumber) || ["약간", "적당량", "조금", "한줌", "한 줌", "some", "pinch"].contains(last) {
            return Line(name: words.dropLast().joined(separator: " "), amount: last)
        }
        return Line(name: words.joined(separator: " "), amount: "")
    }

    /// An ingredient line as the importer reads names (`IngredientNameResolver`): the
    /// preparation comes off the name (`다진 대파` → 대파, prep 다진) and the name is looked up in
    /// the lexicon (`달걀` → 계란, `마른 표고버섯` → 건표고버섯); a preparation given is kept.
    public static func ingredient(_ written: String, amount: String, group: IngredientGroup, prep: String? = nil,
                                  lexicon: IngredientLexicon) -> RecipeIngredient {
        let resolved = IngredientNameResolver(lexicon: lexicon).resolve(written)
        let name = resolved.name.isEmpty ? written : resolved.name
        let given = prep.flatMap { $0.isEmpty ? nil : $0 }
        return RecipeIngredient(name: name, canonical: resolved.canonical ?? lexicon.canonicalName(written), amount: amount,
                                group: group, prep: given ?? resolved.prep)
    }

    /// A name without spaces, tabs or line breaks at its ends.
    public static func trimmedName(_ name: String) -> String {
        name.trimmingCharacters(in: [" ", "\t", "\n", "\r"])
    }

    /// Refuses a name that is empty or that another of the user's own recipes has.
    /// - Parameter taken: the id of the user's recipe with that name, if any.
    public static func checkName(_ name: String, taken: Int64?) throws(RecipeDraftError) {
        guard !name.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) else {
            throw RecipeDraftError(field: "name", ko: "이름이 필요해요", en: "is required")
        }
        if let taken {
            throw RecipeDraftError(field: "name", ko: "\(Hangul.quoted(name, "은", "는")) 이미 내 레시피에 있어요 (#\(taken)). 다른 이름을 쓰거나 yori recipe edit \(taken) 으로 고치세요",
                                   en: "'\(name)' is already one of your recipes (#\(taken)); pick another name or change it: yori recipe edit \(taken)")
        }
    }

    /// The validated recipe as a user recipe (id 0, source reference filled in by the store).
    public func recipe(lexicon: IngredientLexicon) throws(RecipeDraftError) -> Recipe {
        let name = (self.name ?? "").trimmingCharacters(in: [" ", "\t", "\n"])
        guard !name.isEmpty else { throw RecipeDraftError(field: "name", ko: "이름이 필요해요", en: "is required") }
        let kind = self.kind ?? "기타", method = self.method ?? "기타"
        guard Self.kinds.contains(kind) else {
            throw RecipeDraftError(field: "kind", ko: "\(Self.kinds.joined(separator: ", ")) 중 하나여야 해요 (받은 값: \(kind))",
                                   en: "must be one of \(Self.kinds.joined(separator: ", ")) (got \(kind))")
        }
        guard Self.methods.contains(method) else {
            throw RecipeDraftError(field: "method", ko: "\(Self.methods.joined(separator: ", ")) 중 하나여야 해요 (받은 값: \(method))",
                                   en: "must be one of \(Self.methods.joined(separator: ", ")) (got \(method))")
        }
        let lines = ingredients ?? []
        guard !lines.isEmpty else {
            throw RecipeDraftError(field: "ingredients", ko: "재료가 하나 이상 필요해요", en: "needs at least one ingredient")
        }
        var items: [RecipeIngredient] = []
        for (i, line) in lines.enumerated() {
            let itemName = (line.name ?? "").trimmingCharacters(in: [" "])
            guard !itemName.isEmpty else {
                throw RecipeDraftError(field: "ingredients.\(i).name", ko: "재료 이름이 비어 있어요", en: "is empty")
            }
            let group = IngredientGroup(rawValue: line.group ?? "주재료")
            guard let group else {
                throw RecipeDraftError(field: "ingredients.\(i).group", ko: "주재료, 부재료, 양념 중 하나여야 해요",
                                       en: "must be 주재료, 부재료 or 양념")
            }
            items.append(Self.ingredient(itemName, amount: line.amount ?? "", group: group, prep: line.prep, lexicon: lexicon))
        }
        let steps = (self.steps ?? []).map { $0.trimmingCharacters(in: [" ", "\n"]) }.filter { !$0.isEmpty }
        guard !steps.isEmpty else {
            throw RecipeDraftError(field: "steps", ko: "조리 단계가 하나 이상 필요해요", en: "needs at least one step")
        }
        for (field, value, range) in [("servings", servings, RecipeLimits.servings), ("minutes", minutes, RecipeLimits.minutes)] {
            if let value, !range.contains(value) { throw Self.outOfRange(field) }
        }
        if let kcal, !(kcal > 0) || RecipeLimits.checked(kcal, RecipeLimits.kcal) == nil { throw Self.outOfRange("kcal") }
        return Recipe(source: .user, sourceRef: "", name: name, nameEnglish: name_en ?? "", kind: kind, method: method,
                      servings: servings, minutes: minutes, kcal: kcal, tags: tags ?? [], ingredients: items,
                      steps: steps, tip: tip)
    }
}

/// A recipe that fails validation: which field, and why, in both languages.
public struct RecipeDraftError: Error, Sendable, Equatable {
    public let field: String
    public let ko: String
    public let en: String

    public init(field: String, ko: String, en: String) {
        self.field = field
        self.ko = ko
        self.en = en
    }

    public func message(_ language: UserLanguage) -> String {
        language.pick("레시피의 \(field): \(ko)", "recipe field \(field) \(en)")
    }
}
