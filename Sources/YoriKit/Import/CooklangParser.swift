/// Reads a Cooklang recipe (`.cook`, https://cooklang.org/docs/spec/): metadata (`>> key: value`
/// lines or a `---` front matter), steps as paragraphs, ingredients marked `@salt`,
/// `@olive oil{2%tbsp}` or `@egg{3}(beaten)`, cookware `#pot{}`, timers `~{10%minutes}`,
/// comments `-- …` and `[- … -]`, sections `= Dough =`.
public enum CooklangParser {
    /// One ingredient as the file marks it.
    public struct Ingredient: Equatable, Sendable {
        public var name: String
        public var amount: String
        public var note: String?
    }

    /// What a `.cook` file says.
    public struct Document: Equatable, Sendable {
        public var metadata: [String: String] = [:]
        public var ingredients: [Ingredient] = []
        public var steps: [String] = []

        public var title: String? { metadata["title"].flatMap { $0.isEmpty ? nil : $0 } }
        public var servings: Int? {
            (metadata["servings"] ?? metadata["serves"] ?? metadata["yield"]).flatMap { Int($0.prefix { $0.isNumber }) }
        }
        public var minutes: Int? {
            (metadata["time"] ?? metadata["total time"] ?? metadata["time required"] ?? metadata["duration"])
                .flatMap(CooklangParser.minutes)
        }
        public var source: String? { metadata["source"] ?? metadata["source.url"] ?? metadata["url"] }
        public var tags: [String] {
            (metadata["tags"] ?? "").split { $0 == "," || $0 == "[" || $0 == "]" }
                .map { MessyText.trimmed($0) }.filter { !$0.isEmpty }
        }
    }

    /// The document of `text`.
    public static func parse(_ text: String) -> Document {
        var document = Document()
        var body = withoutBlockComments(MessyText.normalized(text))
        // YAML-style front matter.
        if body.hasPrefix("---\n"), let end = body[body.index(body.startIndex, offsetBy: 4)...].firstRange(of: "\n---") {
            for line in body[body.index(body.startIndex, offsetBy: 4)..<end.lowerBound].split(separator: "\n") {
                addMetadata(String(line), to: &document)
            }
            body = String(body[end.upperBound...])
        }
        var paragraph: [String] = []
        var seen: [String: Int] = [:]
        func flush() {
            let text = MessyText.collapsingSpaces(paragraph.joined(separator: " "))
            paragraph = []
            guard !text.isEmpty else { return }
            let (step, found) = readStep(text)
            if !step.isEmpty { document.steps.append(step) }
            for item in found {
                if let index = seen[item.name.lowercased()] {
                    if !item.amount.isEmpty {
                        let before = document.ingredients[index].amount
                        document.ingredients[index].amount = before.isEmpty ? item.amount : before + " + " + item.amount
                    }
                } else {
                    seen[item.name.lowercased()] = document.ingredients.count
                    document.ingredients.append(item)
                }
            }
        }
        for raw in body.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if let comment = line.firstRange(of: "--") { line = String(line[..<comment.lowerBound]) }
            let trimmed = MessyText.trimmed(line)
            if trimmed.hasPrefix(">>") {
                flush()
                addMetadata(String(trimmed.dropFirst(2)), to: &document)
            } else if trimmed.hasPrefix("="), trimmed.count > 1 {
                flush()
                let title = MessyText.trimmed(trimmed.trimmingCharacters(in: ["=", " "]))
                if !title.isEmpty { document.steps.append(title) }
            } else if trimmed.isEmpty {
                flush()
            } else {
                paragraph.append(trimmed)
            }
        }
        flush()
        return document
    }

    static func addMetadata(_ line: String, to document: inout Document) {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = MessyText.trimmed(line[..<colon]).lowercased()
        let value = MessyText.trimmed(line[line.index(after: colon)...])
        if !key.isEmpty, document.metadata[key] == nil { document.metadata[key] = value }
    }

    static func withoutBlockComments(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "[-") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "-]") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// A step's text with its marks replaced by plain words, and the ingredients it marks.
    static func readStep(_ text: String) -> (String, [Ingredient]) {
        let chars = Array(text)
        var out = ""
        var found: [Ingredient] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "@" || c == "#" || c == "~", i + 1 < chars.count, !chars[i + 1].isWhitespace else {
                out.append(c)
                i += 1
                continue
            }
            // The name runs to `{` when one comes before the next mark or line end, else one word.
            var j = i + 1
            var name = ""
            var braces: String?
            if let brace = chars[j...].firstIndex(of: "{"),
               !chars[j..<brace].contains(where: { "@#~{}".contains($0) }),
               let close = chars[brace...].firstIndex(of: "}") {
                name = String(chars[j..<brace])
                braces = String(chars[(brace + 1)..<close])
                j = close + 1
            } else {
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "-" { j += 1 }
                name = String(chars[(i + 1)..<j])
            }
            var note: String?
            if c == "@", j < chars.count, chars[j] == "(", let close = chars[j...].firstIndex(of: ")") {
                note = String(chars[(j + 1)..<close])
                j = close + 1
            }
            let amount = braces.map { $0.replacingOccurrences("%", " ") }.map(MessyText.collapsingSpaces) ?? ""
            name = MessyText.trimmed(name)
            switch c {
            case "@":
                if !name.isEmpty { found.append(Ingredient(name: name, amount: amount, note: note)) }
                out += name.isEmpty ? amount : name
            case "#": out += name
            default: out += amount.isEmpty ? name : amount
            }
            i = max(j, i + 1)
        }
        return (MessyText.collapsingSpaces(out), found)
    }

    /// `25 minutes`, `1 hour 30 minutes`, `1h 30m`, `90`.
    static func minutes(_ text: String) -> Int? {
        var total = 0.0
        var number: Double?
        var any = false
        for word in text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }) {
            let digits = word.prefix { $0.isNumber || $0 == "." }
            let unit = word.dropFirst(digits.count)
            if !digits.isEmpty { number = Double(digits) }
            guard let value = number else { continue }
            let u = unit.isEmpty ? "" : String(unit)
            if u.hasPrefix("h") { total += value * 60; number = nil; any = true }
            else if u.hasPrefix("m") { total += value; number = nil; any = true }
            else if u.hasPrefix("d") { total += value * 1440; number = nil; any = true }
        }
        if let number, !any { return Int(number) }
        return any ? Int(total.rounded()) : nil
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation).
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
