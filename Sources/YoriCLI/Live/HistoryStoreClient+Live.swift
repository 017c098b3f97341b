import YoriKit
import YoriStore

extension HistoryStoreClient {
    /// The chat history kept in yori's database. When not `recording` (`--no-log`,
    /// `YORI_NO_LOG`, `yori history off`) turns are read but new ones are not stored.
    static func live(_ database: YoriDatabase, recording: Bool = true) -> HistoryStoreClient {
        HistoryStoreClient(
            record: { turn in recording ? try database.recordTurn(turn) : turn },
            recent: { try database.recentTurns(conversation: $0, limit: $1) },
            cachedAnswer: { try database.cachedAnswer(day: $0, questionKey: $1) })
    }
}
