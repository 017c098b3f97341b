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
    /// use or discard is recorded as one entry per place and unit (우유 1L and 500ml), all
    /// with the request's `batch`; entries of one batch count once, and entries of different
    /// batches always count apart (three uses of 소고기 in g, 근 and 팩 are three). Events
    /// from before batches were kept (`batch == nil`) fall back to the old rule: neighbours
    /// of the same kind, ingredient and day in different units count once.
    public init(events: [FridgeEvent]) {
        var used: [String: Int] = [:], discarded: [String: Int] = [:], wasted: [String: Int] = [:]
        var previous: FridgeEvent?
        var counted = Set<String>()
        for event in events {
            defer { previous = event }
            if let batch = event.batch {
                guard counted.insert("\(batch)\u{0}\(event.kind.rawValue)\u{0}\(event.name)").inserted else { continue }
            } else if let previous, previous.batch == nil, previous.kind == event.kind, previous.name == event.name,
                      previous.day == event.day, previous.unit != event.unit {
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
