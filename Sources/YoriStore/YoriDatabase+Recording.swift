extension YoriDatabase {
    /// The `meta` key saying whether turns are recorded in the history (`off` = not).
    static let historyRecordingKey = "history_recording"

    /// Whether new turns are recorded (`yori history off` turns it off; on by default).
    public func isRecordingHistory() throws(StoreError) -> Bool {
        try meta(Self.historyRecordingKey) != "off"
    }

    /// Turns recording of new turns on or off; what is recorded already stays.
    public func setRecordingHistory(_ on: Bool) throws(StoreError) {
        try writing { try setMeta(Self.historyRecordingKey, on ? "on" : "off") }
    }
}
