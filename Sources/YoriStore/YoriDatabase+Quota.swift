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

extension YoriDatabase {
    /// The `meta` key holding the time (Unix seconds) before which the endpoint may not be
    /// called again, after a 429 with `Retry-After`. In the database, so every yori process
    /// honours it.
    static let llmNotBeforeKey = "llm_not_before"

    /// Seconds left until the endpoint may be called again, or `nil` when it may be now.
    /// - Parameter now: the current time, Unix seconds.
    public func llmWaitLeft(now: Int) throws(StoreError) -> Int? {
        guard let value = try meta(Self.llmNotBeforeKey), let notBefore = Int(value), notBefore > now else { return nil }
        return notBefore - now
    }

    /// No endpoint calls before `notBefore` (Unix seconds); a later time already set stays.
    public func holdOffLLMCalls(until notBefore: Int) throws(StoreError) {
        try writing {
            let current = try db.scalar("SELECT value FROM meta WHERE key = ?", [.text(Self.llmNotBeforeKey)])?.string
            guard (current.flatMap { Int($0) } ?? 0) < notBefore else { return }
            try setMeta(Self.llmNotBeforeKey, String(notBefore))
        }
    }
}
