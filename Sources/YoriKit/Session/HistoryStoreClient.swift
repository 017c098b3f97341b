/// The chat history the session needs, behind closures (live: `YoriDatabase`).
public struct HistoryStoreClient: Sendable {
    /// Stores a turn; returns it with its id and `askedAt` set.
    public var record: @Sendable (_ turn: ChatTurn) throws -> ChatTurn
    /// The newest turns first, of one conversation or (`nil`) of all.
    public var recent: @Sendable (_ conversation: String?, _ limit: Int) throws -> [ChatTurn]
    /// A complete model answer to the same question on `day`, if one was given.
    public var cachedAnswer: @Sendable (_ day: LocalDay, _ questionKey: String) throws -> ChatTurn?

    public init(record: @escaping @Sendable (ChatTurn) throws -> ChatTurn,
                recent: @escaping @Sendable (String?, Int) throws -> [ChatTurn],
                cachedAnswer: @escaping @Sendable (LocalDay, String) throws -> ChatTurn?) {
        self.record = record
        self.recent = recent
        self.cachedAnswer = cachedAnswer
    }
}
