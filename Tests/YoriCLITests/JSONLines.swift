import Foundation

/// `text` read as JSON Lines (`history --json`): one object per non-empty line; `nil` when
/// a line is not a JSON object.
func jsonLines(_ text: String) -> [[String: Any]]? {
    var out: [[String: Any]] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
        out.append(object)
    }
    return out
}
