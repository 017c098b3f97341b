import YoriKit

/// How typed ingredient lines were read (`recipe add`, `recipe edit --add-ingredient`): one row
/// per ingredient with its name, amount and unit, so a line read wrongly is seen before it is kept.
enum IngredientTable {
    /// The table's lines; below `TerminalWidth.narrow` columns one ingredient per line.
    static func lines(_ items: [RecipeIngredient], _ lang: UserLanguage, width: Int?) -> [String] {
        let rows = items.map { item -> [String] in
            let (number, unit) = RecipeDraft.amountParts(item.amount)
            let name = item.prep.map { item.name + " (\($0))" } ?? item.name
            return [name, number.isEmpty ? "-" : number, unit.isEmpty ? "-" : unit]
        }
        if let width, width < TerminalWidth.narrow {
            return rows.map { TextLayout.fit("  " + $0[0] + " · " + $0[1] + " " + $0[2], width: width) }
        }
        let header = lang == .ko ? ["재료", "양", "단위"] : ["name", "amount", "unit"]
        let all = [header] + rows
        var widths = (0..<3).map { c in all.map { DisplayWidth.of($0[c]) }.max() ?? 0 }
        if let width {
            // The name column gives way first: the line stays within the width.
            let others = widths[1] + widths[2] + 2 + 4
            widths[0] = max(4, min(widths[0], width - others))
        }
        return all.map { row in
            let name = DisplayWidth.pad(DisplayWidth.of(row[0]) > widths[0] ? DisplayWidth.truncate(row[0], to: widths[0]) : row[0],
                                        to: widths[0])
            let line = "  " + name + "  " + DisplayWidth.pad(row[1], to: widths[1]) + "  " + row[2]
            return TextLayout.fit(line, width: width)
        }
    }
}
