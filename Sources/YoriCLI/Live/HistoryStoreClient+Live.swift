import YoriKit
import YoriStore

extension HistoryStoreClient {
    /// The chat history kept in yori's database. With `noLog` (`--no-log`, `YORI_NO_LOG`), or
    /// while `yori history off` is in force (read at each turn, so `history off` typed in a
    /// chat, or run in another terminal, holds from the next line), turns are read but new
    /// ones are not stored.
    static func live(_ database: YoriDatabase, noLog: Bool = false) -> HistoryStoreClient {
        HistoryStoreClient(
            record: { turn in
                if noLog { return turn }
                return try database.isRecordingHistory() ? try database.recordTurn(turn) : turn
            },
            recent: { try database.recentTurns(conversation: $0, limit: $1) },
            cachedAnswer: { try database.cachedAnswer(day: $0, questionKey: $1) })
    }
}
