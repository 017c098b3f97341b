import Foundation
import YoriKit

/// A chat history in memory, for session tests; can be told to fail writes.
final class InMemoryHistory: @unchecked Sendable {
    struct WriteFailed: Error {}

    private let lock = NSLock()
    private var stored: [ChatTurn] = []
    var failWrites = false

    var turns: [ChatTurn] { lock.withLock { stored } }

    var client: HistoryStoreClient {
        HistoryStoreClient(
            record: { turn in
                try self.lock.withLock {
                    if self.failWrites { throw WriteFailed() }
                    var turn = turn
                    turn.id = Int64(self.stored.count + 1)
                    turn.askedAt = "2026-11-22T09:00:00.000Z"
                    self.stored.append(turn)
                    return turn
                }
            },
            recent: { conversation, limit in
                self.lock.withLock {
                    Array(self.stored.reversed().filter { conversation == nil || $0.conversation == conversation }.prefix(limit))
                }
            },
            cachedAnswer: { day, key in
                self.lock.withLock {
                    self.stored.last { $0.day == day && $0.questionKey == key && $0.route == .model && $0.complete }
                }
            })
    }
}
