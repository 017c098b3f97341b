/// What was used and what was thrown away, per month: the waste history.
public struct FridgeStats: Sendable {
    public struct Month: Equatable, Sendable {
        /// `2026-11`.
        public let month: String
        public let used: Int
        public let discarded: Int

        /// Share of items thrown away among those that left the fridge, 0…1.
        public var wasteShare: Double { used + discarded == 0 ? 0 : Double(discarded) / Double(used + discarded) }
    }

    public let months: [Month]
    /// The ingredients thrown away most often, most first.
    public let mostWasted: [(name: String, count: Int)]

    /// Counts uses and discards in `events` (as the store lists them, newest first). One
    /// use or discard of several units (우유 1L and 500ml) is recorded as one entry per unit,
    /// side by side; such neighbours (same kind, ingredient and day, different units) count once.
    public init(events: [FridgeEvent]) {
        var used: [String: Int] = [:], discarded: [String: Int] = [:], wasted: [String: Int] = [:]
        var previous: FridgeEvent?
        for event in events {
            defer { previous = event }
            if let previous, previous.kind == event.kind, previous.name == event.name, previous.day == event.day,
               previous.unit != event.unit {
                continue
            }
            let month = String(event.day.description.prefix(7))
            switch event.kind {
            case .use: used[month, default: 0] += 1
            case .discard:
                discarded[month, default: 0] += 1
                wasted[event.name, default: 0] += 1
            case .add, .move: break
            }
        }
        months = Set(used.keys).union(discarded.keys).sorted(by: >).map {
            Month(month: $0, used: used[$0] ?? 0, discarded: discarded[$0] ?? 0)
        }
        mostWasted = wasted.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(5).map { (name: $0.key, count: $0.value) }
    }
}
