import YoriKit

extension YoriDatabase {
    /// `asked_at` / `last_used_at`: ISO 8601 UTC with milliseconds, so order follows time.
    static let nowSQL = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
    private static let turnColumns = """
        id, conversation, asked_at, day, question, question_key, intent, answer, route, model, elapsed_ms,
        prompt_tokens, completion_tokens, complete, failed, reading
        """

    /// Stores a turn (stamping `asked_at` when the turn has none) and marks its
    /// conversation as just used, in one transaction.
    @discardableResult
    public func recordTurn(_ turn: ChatTurn) throws(StoreError) -> ChatTurn {
        try writing {
            var stored = turn
            if stored.askedAt.isEmpty {
                stored.askedAt = try db.scalar("SELECT \(Self.nowSQL)")?.string ?? ""
            }
            try db.run("""
                INSERT INTO chat_turns (conversation, asked_at, day, question, question_key, intent, answer, route, model,
                    elapsed_ms, prompt_tokens, completion_tokens, complete, failed, reading)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.text(turn.conversation), .text(stored.askedAt), .text(turn.day.description), .text(turn.question),
                      .text(turn.questionKey), .text(turn.intent), .text(turn.answer), .text(turn.route.rawValue),
                      SQLValue(turn.model), SQLValue(turn.elapsedMilliseconds), SQLValue(turn.promptTokens),
                      SQLValue(turn.completionTokens), .integer(turn.complete ? 1 : 0), .integer(turn.failed ? 1 : 0),
                      SQLValue(turn.reading)])
            stored.id = db.lastInsertRowID
            try upsertConversation(turn.conversation, at: stored.askedAt)
            return stored
        }
    }

    /// The newest turns first, of one conversation or (`nil`) of all.
    /// `route` and `model` narrow the list to turns answered so (`history --route model --model llama3.2`).
    public func recentTurns(conversation: String? = nil, limit: Int = 20, route: ChatTurn.Route? = nil,
                            model: String? = nil) throws(StoreError) -> [ChatTurn] {
        try reading {
            if route != nil || model != nil {
                return try db.rows("""
                    SELECT \(Self.turnColumns) FROM chat_turns
                    WHERE (?1 IS NULL OR conversation = ?1) AND (?2 IS NULL OR route = ?2) AND (?3 IS NULL OR model = ?3)
                    ORDER BY id DESC LIMIT ?4
                    """, [SQLValue(conversation), SQLValue(route?.rawValue), SQLValue(model), .integer(Int64(max(0, limit)))],
                    Self.chatTurn)
            }
            if let conversation {
                return try db.rows("SELECT \(Self.turnColumns) FROM chat_turns WHERE conversation = ? ORDER BY id DESC LIMIT ?",
                                   [.text(conversation), .integer(Int64(max(0, limit)))], Self.chatTurn)
            }
            return try db.rows("SELECT \(Self.turnColumns) FROM chat_turns ORDER BY id DESC LIMIT ?",
                               [.integer(Int64(max(0, limit)))], Self.chatTurn)
        }
    }

    /// Every turn, oldest first (export), of one conversation or of all.
    public func allTurns(conversation: String? = nil) throws(StoreError) -> [ChatTurn] {
        try reading {
            try db.rows("SELECT \(Self.turnColumns) FROM chat_turns WHERE ?1 IS NULL OR conversation = ?1 ORDER BY id",
                        [SQLValue(conversation)], Self.chatTurn)
        }
    }

    /// Turns whose question or answer contains `text`, newest first. `history` and `copy`
    /// turns are left out: their answers repeat other turns (a listing, a copied answer), so
    /// every `기록 보여줘` would otherwise turn up again in each later search.
    ///
    /// A plain substring test (`instr`), not FTS: unicode61 keeps a Hangul run as one token
    /// and trigram needs three characters, and either would miss 대파 inside 다진대파를.
    /// ASCII letters match in either case.
    public func searchTurns(_ text: String, limit: Int = 50) throws(StoreError) -> [ChatTurn] {
        let composed = Hangul.composed(text)
        let needle = String(composed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !needle.isEmpty else { return [] }
        return try reading {
            try db.rows("""
                SELECT \(Self.turnColumns) FROM chat_turns
                WHERE (instr(lower(question), lower(?1)) > 0 OR instr(lower(answer), lower(?1)) > 0)
                  AND intent NOT IN ('history', 'copy')
                ORDER BY id DESC LIMIT ?2
                """, [.text(needle), .integer(Int64(max(0, limit)))], Self.chatTurn)
        }
    }

    /// One turn by id.
    public func turn(id: Int64) throws(StoreError) -> ChatTurn? {
        try reading {
            try db.rows("SELECT \(Self.turnColumns) FROM chat_turns WHERE id = ?", [.integer(id)], Self.chatTurn).first
        }
    }

    /// Deletes one turn; `false` when there was no such turn.
    @discardableResult
    public func deleteTurn(id: Int64) throws(StoreError) -> Bool {
        try writing {
            try db.run("DELETE FROM chat_turns WHERE id = ?", [.integer(id)])
            return db.changes > 0
        }
    }

    /// Deletes turns asked more than `days` days before `today` (by their local day), or
    /// every turn when `days` is `nil`; conversations left with no turn go too.
    /// - Returns: how many turns were deleted.
    @discardableResult
    public func clearTurns(olderThanDays days: Int?, today: LocalDay) throws(StoreError) -> Int {
        try writing {
            let removed: Int
            if let days {
                let cutoff = today.adding(days: -max(0, days)).description
                try db.run("DELETE FROM chat_turns WHERE day < ?", [.text(cutoff)])
                removed = db.changes
                try db.run("""
                    DELETE FROM conversations WHERE substr(last_used_at, 1, 10) < ?
                    AND NOT EXISTS (SELECT 1 FROM chat_turns WHERE chat_turns.conversation = conversations.name)
                    """, [.text(cutoff)])
            } else {
                try db.run("DELETE FROM chat_turns")
                removed = db.changes
                try db.run("DELETE FROM conversations")
            }
            return removed
        }
    }

    /// The conversation used most recently, if any.
    public func lastConversation() throws(StoreError) -> String? {
        try reading {
            try db.scalar("SELECT name FROM conversations ORDER BY last_used_at DESC, name LIMIT 1")?.string
        }
    }

    /// Creates the conversation, or marks it as used now (`at`: an ISO UTC time, for tests).
    public func touchConversation(_ name: String, at time: String? = nil) throws(StoreError) {
        try writing {
            let stamp = try time ?? db.scalar("SELECT \(Self.nowSQL)")?.string ?? ""
            try upsertConversation(name, at: stamp)
        }
    }

    /// Creates a new conversation named `base`, or `base (2)`, `base (3)`, … when that name
    /// is taken (two chats started in the same minute), and returns the name it got.
    public func createConversation(base: String, at time: String? = nil) throws(StoreError) -> String {
        try writing {
            let stamp = try time ?? db.scalar("SELECT \(Self.nowSQL)")?.string ?? ""
            var name = base
            var number = 1
            while try db.scalar("SELECT 1 FROM conversations WHERE name = ?1", [.text(name)]) != nil {
                number += 1
                name = "\(base) (\(number))"
            }
            try upsertConversation(name, at: stamp)
            return name
        }
    }

    /// Whether a conversation of that name exists (it was opened, or has turns).
    public func conversationExists(_ name: String) throws(StoreError) -> Bool {
        try reading {
            try db.scalar("""
                SELECT EXISTS (SELECT 1 FROM conversations WHERE name = ?1) OR EXISTS (SELECT 1 FROM chat_turns WHERE conversation = ?1)
                """, [.text(name)])?.int == 1
        }
    }

    /// Conversations with their turn counts, most recently used first.
    public func conversations() throws(StoreError) -> [(name: String, lastUsedAt: String, turns: Int)] {
        try reading {
            try db.rows("""
                SELECT name, last_used_at, (SELECT count(*) FROM chat_turns WHERE conversation = name)
                FROM conversations ORDER BY last_used_at DESC, name
                """) { ($0.string(0), $0.string(1), Int($0.int(2))) }
        }
    }

    /// The latest complete model answer to the same question on `day` (the same-day cache).
    public func cachedAnswer(day: LocalDay, questionKey: String) throws(StoreError) -> ChatTurn? {
        try reading {
            try db.rows("""
                SELECT \(Self.turnColumns) FROM chat_turns
                WHERE day = ? AND question_key = ? AND route = 'model' AND complete = 1 AND failed = 0
                ORDER BY id DESC LIMIT 1
                """, [.text(day.description), .text(questionKey)], Self.chatTurn).first
        }
    }

    private func upsertConversation(_ name: String, at stamp: String) throws(SQLiteError) {
        try db.run("""
            INSERT INTO conversations (name, created_at, last_used_at) VALUES (?1, ?2, ?2)
            ON CONFLICT (name) DO UPDATE SET last_used_at = max(last_used_at, excluded.last_used_at)
            """, [.text(name), .text(stamp)])
    }

    /// Runs a query, mapping errors to `StoreError`.
    func reading<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do { return try body() } catch let error as SQLiteError {
            throw StoreError.sqlite(path: path, error)
        } catch {
            throw StoreError.sqlite(path: path, SQLiteError(code: 1, message: String(describing: error)))
        }
    }

    private static func chatTurn(_ row: Row) -> ChatTurn {
        ChatTurn(id: row.int(0), conversation: row.string(1), askedAt: row.string(2),
                 day: LocalDay(iso: row.string(3)) ?? LocalDay(daysSinceEpoch: 0), question: row.string(4),
                 questionKey: row.string(5), intent: row.string(6), answer: row.string(7),
                 route: ChatTurn.Route(rawValue: row.string(8)) ?? .local, model: row.optionalString(9),
                 elapsedMilliseconds: row[10].int.map { Int($0) }, promptTokens: row[11].int.map { Int($0) },
                 completionTokens: row[12].int.map { Int($0) }, complete: row.int(13) != 0, failed: row.int(14) != 0,
                 reading: row.optionalString(15))
    }
}
