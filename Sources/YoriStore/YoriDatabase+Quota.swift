import YoriKit

extension YoriDatabase {
    /// Takes one LLM call from `day`'s allowance. Runs in an immediate transaction, so two
    /// yori processes at once can never together exceed `limit`.
    /// - Returns: `false` (and changes nothing) when the day's calls are spent.
    public func reserveLLMCall(day: LocalDay, limit: Int) throws(StoreError) -> Bool {
        try writing {
            let used = try db.scalar("SELECT used FROM llm_quota WHERE day = ?", [.text(day.description)])?.int ?? 0
            guard used < Int64(limit) else { return false }
            try db.run("INSERT INTO llm_quota (day, used) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET used = used + 1",
                       [.text(day.description)])
            return true
        }
    }

    /// Gives back a call that never reached the endpoint.
    public func refundLLMCall(day: LocalDay) throws(StoreError) {
        try writing {
            try db.run("UPDATE llm_quota SET used = used - 1 WHERE day = ? AND used > 0", [.text(day.description)])
        }
    }

    /// Calls used on `day`.
    public func llmCallsUsed(day: LocalDay) throws(StoreError) -> Int {
        do {
            return Int(try db.scalar("SELECT used FROM llm_quota WHERE day = ?", [.text(day.description)])?.int ?? 0)
        } catch {
            throw StoreError.sqlite(path: path, error)
        }
    }
}
