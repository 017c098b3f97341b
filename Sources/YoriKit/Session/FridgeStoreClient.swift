/// The fridge and tip storage the session needs, behind closures (live: `YoriDatabase`).
public struct FridgeStoreClient: Sendable {
    public var items: @Sendable () throws -> [FridgeItem]
    public var lots: @Sendable (_ name: String) throws -> [FridgeItem]
    public var add: @Sendable (_ items: [FridgeItem]) throws -> [FridgeItem]
    public var consume: @Sendable (_ plans: [(plan: FridgePlanner.Consumption, lots: [FridgeItem])],
                                   _ kind: FridgeEvent.Kind, _ day: LocalDay) throws -> Void
    public var update: @Sendable (_ items: [FridgeItem], _ day: LocalDay) throws -> Void
    /// Stores lots split off existing ones (the unopened packs of a lot one pack of which was
    /// opened): new rows, but nothing came in, so no addition is recorded. Returns them with ids.
    public var splitOff: @Sendable (_ items: [FridgeItem]) throws -> [FridgeItem]
    public var events: @Sendable (_ limit: Int) throws -> [FridgeEvent]
    public var tips: @Sendable (_ ingredient: String) throws -> [(text: String, source: String)]
    public var addTip: @Sendable (_ ingredient: String, _ text: String, _ source: String) throws -> Void
    /// Every ingredient name that has tips kept.
    public var tipNames: @Sendable () throws -> [String] = { [] }

    public init(items: @escaping @Sendable () throws -> [FridgeItem],
                lots: @escaping @Sendable (String) throws -> [FridgeItem],
                add: @escaping @Sendable ([FridgeItem]) throws -> [FridgeItem],
                consume: @escaping @Sendable ([(plan: FridgePlanner.Consumption, lots: [FridgeItem])], FridgeEvent.Kind,
                                              LocalDay) throws -> Void,
                update: @escaping @Sendable ([FridgeItem], LocalDay) throws -> Void,
                splitOff: (@Sendable ([FridgeItem]) throws -> [FridgeItem])? = nil,
                events: @escaping @Sendable (Int) throws -> [FridgeEvent],
                tips: @escaping @Sendable (String) throws -> [(text: String, source: String)],
                addTip: @escaping @Sendable (String, String, String) throws -> Void) {
        self.items = items
        self.lots = lots
        self.add = add
        self.consume = consume
        self.update = update
        self.splitOff = splitOff ?? add
        self.events = events
        self.tips = tips
        self.addTip = addTip
    }

    /// A fridge that holds nothing and refuses writes, for sessions that only recommend.
    public static let empty = FridgeStoreClient(
        items: { [] }, lots: { _ in [] }, add: { $0 }, consume: { _, _, _ in }, update: { _, _ in },
        events: { _ in [] }, tips: { _ in [] }, addTip: { _, _, _ in })
}
