/// A number written without a unit in a use or discard (`두부 1`, `두부 하나 먹었어`,
/// `use 우유 1`) counts in the unit of the first-expiring lot (README: "A bare number counts in
/// the unit of the first-expiring lot").
///
/// The language layer reads such a number as 개 (right for `fridge add`, where an item needs a
/// unit); for a use, that would refuse `두부 1` when tofu is stored in 모. So when the line
/// writes no 개 (nor piece/pieces) anywhere, a 개 it reports is taken as unwritten and dropped,
/// and `FridgePlanner.consume` counts in the stored unit. A line that does write 개 keeps it
/// (`두부 1개` with tofu in 모 is refused with what there is, as before).
public enum BareCount {
    /// `requests` with a defaulted 개 turned back into "no unit", judged from `text`, the
    /// words as the user wrote them.
    public static func unitsAsWritten(_ requests: [FridgeItemRequest], in text: String) -> [FridgeItemRequest] {
        guard requests.contains(where: { $0.unit == "개" }), !writesCount(text) else { return requests }
        return requests.map { request in
            var request = request
            if request.unit == "개" { request.unit = nil }
            return request
        }
    }

    /// Whether `text` names the 개 unit in some word (`2개`, `개를`, `한개`, `pieces`).
    public static func writesCount(_ text: String) -> Bool {
        Tokenizer.tokens(Hangul.composed(InputCleaner.clean(text)).lowercased()).contains { word in
            word.contains("개") || QuantityParser.englishUnits[word] == "개"
                || QuantityParser.englishUnits[String(word.drop(while: { $0.isNumber || $0 == "." }))] == "개"
        }
    }
}
