/// Why a file cannot be imported at all. Nothing is imported from such a file.
public enum CookRcpFileError: Error, Equatable, Sendable {
    /// The file has no bytes (or only spaces).
    case empty
    /// Not JSON: where it breaks and how.
    case malformedJSON(line: Int, column: Int, problem: String)
    /// JSON, but not a COOKRCP01 response; `found` says what it is instead.
    case notCookRcp(found: String)
    /// The API answered with an error instead of recipes (`INFO-300`, …).
    case apiError(code: String, message: String)
    /// A COOKRCP01 response without any row.
    case noRows

    /// A short explanation naming `file`, in the user's language.
    public func message(_ language: UserLanguage, file: String) -> String {
        switch self {
        case .empty:
            return language.pick("\(file) 파일이 비어 있어요.", "\(file) is empty.")
        case .malformedJSON(let line, let column, let problem):
            return language.pick("\(file)은(는) 올바른 JSON이 아니에요: \(line)번째 줄 \(column)번째 글자: \(problem)",
                                 "\(file) is not valid JSON: line \(line), column \(column): \(problem)")
        case .notCookRcp(let found):
            return language.pick(
                "\(file)은(는) COOKRCP01 응답이 아니에요 (\(found)). yori는 식품안전나라 COOKRCP01 레시피 데이터를 가져와요: {\"COOKRCP01\": {\"row\": [...]}} 또는 행들의 배열.",
                "\(file) is not a COOKRCP01 response (\(found)). yori imports the COOKRCP01 recipe data of Food Safety Korea (foodsafetykorea.go.kr): {\"COOKRCP01\": {\"row\": [...]}} or a list of its rows.")
        case .apiError(let code, let message):
            return language.pick("\(file)에는 레시피 대신 COOKRCP01 API 오류가 들어 있어요: \(code) \(message)",
                                 "\(file) holds an error from the COOKRCP01 API instead of recipes: \(code) \(message)")
        case .noRows:
            return language.pick("\(file)에 레시피 행이 하나도 없어요.", "\(file) has no recipe rows.")
        }
    }
}
