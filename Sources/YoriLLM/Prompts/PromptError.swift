import YoriKit

/// Why a prompt could not be built.
public enum PromptError: Error, Equatable, Sendable {
    /// The template asks for `{{placeholder}}`, which yori does not provide (a typo in a
    /// user's template, usually).
    case unknownPlaceholder(template: String, placeholder: String, known: [String])
    /// The code did not pass a value the template needs.
    case missingValue(template: String, placeholder: String)
    /// A `{{` that does not open a well-formed `{{name}}`.
    case malformed(template: String, line: Int)
    /// No such template, built in or overridden.
    case noTemplate(name: String)
    /// A user's template file exists but cannot be used.
    case unreadable(path: String, reason: String)

    /// A short explanation in the user's language.
    public func message(_ l: UserLanguage) -> String {
        switch self {
        case .unknownPlaceholder(let template, let placeholder, let known):
            let list = known.map { "{{\($0)}}" }.joined(separator: ", ")
            return l.pick("프롬프트 \(template)에 모르는 자리표시자 {{\(placeholder)}}가 있어요. 쓸 수 있는 것: \(list)",
                          "prompt \(template) uses {{\(placeholder)}}, which yori does not know. Known: \(list)")
        case .missingValue(let template, let placeholder):
            return l.pick("프롬프트 \(template)의 {{\(placeholder)}}에 넣을 값이 없어요.",
                          "no value was given for {{\(placeholder)}} in prompt \(template).")
        case .malformed(let template, let line):
            return l.pick("프롬프트 \(template) \(line)번째 줄의 {{…}}가 올바르지 않아요. {{이름}} 형식이어야 해요.",
                          "prompt \(template), line \(line): a {{ that does not open a {{name}} placeholder.")
        case .noTemplate(let name):
            return l.pick("프롬프트 \(name)이(가) 없어요.", "there is no prompt named \(name).")
        case .unreadable(let path, let reason):
            return l.pick("프롬프트 파일 \(path)을(를) 읽을 수 없어요: \(reason)", "cannot read the prompt file \(path): \(reason)")
        }
    }
}
