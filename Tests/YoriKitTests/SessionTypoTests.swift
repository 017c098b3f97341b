import Testing
@testable import YoriKit

/// The session stores the food read and its reply says how it was read.
@Suite struct SessionTypoTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!

    @Test func aFridgeAddStoresTheFoodRead() {
        let fridge = InMemoryFridge([])
        var session = Session(lexicon: lexicon, store: .inMemory([]), fridge: fridge.client, clock: .fixed(today))
        let (_, reply) = session.handle("게란 10개 샀어")
        #expect(fridge.items.map(\.name) == ["계란"])
        #expect(fridge.items.map(\.canonical) == ["계란"])
        #expect(reply.readAs == [Respelling(written: "게란", read: ["계란"])])
        // A food typed right says nothing of the kind.
        #expect(session.handle("계란 2개 샀어").reply.readAs.isEmpty)
    }
}
