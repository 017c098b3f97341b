/// Where templates come from: the user's override when there is one, else the copy
/// compiled into yori. Reading the override is an injected closure, so this type does
/// no I/O of its own (`PromptFiles.loader` is the live one).
public struct PromptLibrary: Sendable {
    /// The text of the user's `NAME.md`, or nil when they have none.
    public var loadOverride: @Sendable (_ fileName: String) throws(PromptError) -> String?
    /// The folder the overrides are read from, so a problem in one names the file the user
    /// wrote (`~/.config/yori/prompts/question.md`), not only `question.md`.
    public var overrideFolder: String?

    public init(overrideFolder: String? = nil,
                loadOverride: @escaping @Sendable (_ fileName: String) throws(PromptError) -> String? = { _ in nil }) {
        self.overrideFolder = overrideFolder
        self.loadOverride = loadOverride
    }

    /// Only the built-in templates.
    public static let builtin = PromptLibrary()

    /// The template for `name`, checked against the placeholders yori provides for it.
    public func template(_ name: PromptName) throws(PromptError) -> PromptTemplate {
        if let text = try loadOverride(name.fileName) {
            let shown = overrideFolder.map { $0 + "/" + name.fileName } ?? name.fileName
            return try PromptTemplate(name: shown, text: text, known: name.placeholders)
        }
        return try PromptTemplate(name: name.rawValue, text: Self.builtinText(name), known: name.placeholders)
    }

    /// The rendered prompt for `name`.
    public func render(_ name: PromptName, values: [String: String]) throws(PromptError) -> String {
        try template(name).render(values: values)
    }

    /// The text compiled in from `Prompts/NAME.md`.
    public static func builtinText(_ name: PromptName) -> String {
        PromptsData.files.first { $0.name == name.rawValue }?.text ?? ""
    }
}
