/// One turn of a chat: who said it and what.
public struct ChatMessage: Sendable, Equatable {
    public var role: Role
    public var content: String

    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }

    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: .system, content: content) }
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: .user, content: content) }
    public static func assistant(_ content: String) -> ChatMessage { ChatMessage(role: .assistant, content: content) }

    /// The OpenAI chat roles yori uses.
    public enum Role: String, Sendable, Equatable {
        case system, user, assistant
    }
}
