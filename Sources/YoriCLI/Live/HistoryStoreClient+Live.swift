import YoriKit
import YoriStore

extension HistoryStoreClient {
    /// The chat history kept in yori's database.
    static func live(_ database: YoriDatabase) -> HistoryStoreClient {
        HistoryStoreClient(
            record: { try database.recordTurn($0) },
            recent: { try database.recentTurns(conversation: $0, limit: $1) },
            cachedAnswer: { try database.cachedAnswer(day: $0, questionKey: $1) })
    }
}
