/// Why a question meant for the model was not sent to it.
public enum ModelUnavailable: Sendable, Equatable {
    /// Today's calls are used up (or the daily limit is 0).
    case quotaSpent(used: Int, limit: Int)
    /// The endpoint asked yori to wait (429 `Retry-After`); this many seconds are left.
    case waiting(seconds: Int)
    /// No endpoint is configured.
    case notConfigured
    /// The settings are wrong (a bad line in config.toml, a bad environment variable): the
    /// problem, in the user's language, naming the line or the variable.
    case misconfigured(String)
}
