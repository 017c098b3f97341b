/// Why a question meant for the model was not sent to it.
public enum ModelUnavailable: Sendable, Equatable {
    /// Today's calls are used up (or the daily limit is 0).
    case quotaSpent(used: Int, limit: Int)
    /// The endpoint asked yori to wait (429 `Retry-After`); this many seconds are left.
    case waiting(seconds: Int)
    /// No endpoint is configured.
    case notConfigured
}
