import Foundation
import Testing
@testable import YoriCLI
@testable import YoriKit
import YoriStore

/// The fridge at session level, over a real (temporary) database: the REPL greeting line,
/// storage-tip questions, and the rendered list, chart and change confirmations.
@Suite struct FridgeRenderingTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-24")!
    let folder = NSTemporaryDirectory() + "yori-fridge-" + UUID().uuidString

    var renderer: AnswerRenderer { AnswerRenderer(style: .plain, lexicon: lexicon) }

    /// A session and its database, wired as `yori` wires them, with today fixed.
    func open() throws -> (Session, YoriDatabase) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let app = LiveApp(global: try GlobalOptions.parse([]),
                          environment: .test(["YORI_DB": folder + "/yori.sqlite3", "YORI_TODAY": today.description]),
                          console: .capturing(out: Recorder(), err: Recorder()))
        let (session, database) = try app.open()
        return (session, database)
    }

    func item(_ name: String, _ quantity: Double? = nil, _ unit: String? = nil, in days: Int?,
              place: StoragePlace = .fridge) -> FridgeItem {
        FridgeItem(name: name, canonical: lexicon.ingredient(named: name)?.name, quantity: quantity, unit: unit, place: place,
                   added: today, expires: days.map { today.adding(days: $0) })
    }

    // MARK: The REPL greeting

    @Test func theGreetingSummarisesWhatIsDue() throws {
        let (session, database) = try open()
        #expect(session.alertSummary() == nil)  // nothing stored: no greeting line
        try database.addFridgeItems([item("두부", in: 0), item("대파", in: 3), item("양파", in: 3), item("계란", in: 20)])
        let report = try #require(session.alertSummary())
        #expect(renderer.expirySummary(report, .ko) == "오늘 소비기한: 두부 · 3일 남음: 대파 외 1개")
        #expect(renderer.expirySummary(report, .en) == "due today: tofu · 3 days left: green onion and 1 more")
    }

    @Test(arguments: [
        (-1, "기한 지남: 우유"), (0, "오늘 소비기한: 우유"), (1, "1일 남음: 우유"), (3, "3일 남음: 우유"), (7, "7일 남음: 우유"),
    ])
    func greetingBoundaries(_ days: Int, _ line: String) throws {
        let (session, database) = try open()
        try database.addFridgeItems([item("우유", in: days), item("계란", in: 8)])  // D-8 is not due yet
        let report = try #require(session.alertSummary())
        #expect(renderer.expirySummary(report, .ko) == line)
    }

    @Test func mixedDaysInOneGroupShowTheWindow() throws {
        let (session, database) = try open()
        try database.addFridgeItems([item("대파", in: 1), item("양파", in: 3), item("두부", in: 5)])
        let report = try #require(session.alertSummary())
        #expect(renderer.expirySummary(report, .ko) == "3일 이내: 대파 외 1개 · 5일 남음: 두부")
    }

    // MARK: Storage questions

    @Test func storageQuestionsAreAnsweredLocallyInTheirLanguage() throws {
        var (session, _) = try open()
        let korean = session.handle("대파 어떻게 보관해?").reply
        let koText = renderer.text(korean)
        #expect(koText.hasPrefix("대파 — 냉장 7일 · 냉동 약 10개월"))
        #expect(koText.contains("신문지"))
        #expect(korean.answer.status == .answered)

        let english = session.handle("how do I store tofu").reply
        let enText = renderer.text(english)
        #expect(enText.hasPrefix("tofu — fridge 7 days · freezer about 5 months"))
        #expect(enText.contains("cold water"))
        #expect(!enText.contains("두부"))

        let alien = AskedIngredient(word: "외계인고기", canonical: nil, nameKind: nil)
        let unknown = session.answer(.storageTip(ingredients: [alien]), language: .ko)
        #expect(unknown.answer.status == .nothingFound)
        #expect(renderer.text(unknown).contains("yori tip add 외계인고기"))
    }

    // MARK: Rendering

    @Test func theCategoryChartAlignsHangulLabels() {
        let items = [item("대파", 1, "단", in: 3), item("양파", 2, "개", in: 5), item("시금치", 1, "단", in: 2),
                     item("소고기", 300, "g", in: 2),
                     item("우유", 1, "L", in: 6), item("우유", 500, "ml", in: 4)]
        let listing = FridgeListing(items: items, today: today, place: nil,
                                    categories: FridgeListing.categoryCounts(items, lexicon: lexicon))
        let lines = renderer.fridgeList(listing, .ko).split(separator: "\n").map(String.init)
        let chart = Array(lines.drop { $0 != "분류별" }.dropFirst())
        #expect(chart == [
            "  채소    ████████████████████ 3",
            "  유제품  █████████████ 2",
            "  육류    ██████ 1",
        ])
        // Every bar starts in the same display column, whatever the label's width.
        let columns = chart.map { DisplayWidth.of($0[..<$0.firstIndex(of: "█")!]) }
        #expect(Set(columns) == [10])
        // The table's columns line up too: `수량` starts at the same display column on every row.
        let table = lines[1...7]
        let amountColumn = DisplayWidth.of(table.first![..<table.first!.range(of: "수량")!.lowerBound])
        for row in table.dropFirst() {
            let name = row.split(separator: " ", omittingEmptySubsequences: true)[1]
            let after = row.range(of: String(name))!.upperBound
            let padded = row[after...].prefix { $0 == " " }.count
            #expect(DisplayWidth.of(row[..<after]) + padded == amountColumn, "\(row)")
        }

        let english = renderer.fridgeList(listing, .en)
        #expect(english.contains("  vegetables  ████████████████████ 3"))
        #expect(english.contains("  dairy       █████████████ 2"))
        #expect(!english.contains("채소") && english.contains("300g") && english.contains("500ml"))
    }

    @Test func englishAmountsUseEnglishUnits() {
        #expect(renderer.amount(FridgeAmount(10, "개"), .en) == "10 pcs")
        #expect(renderer.amount(FridgeAmount(1, "모"), .en) == "1 block")
        #expect(renderer.amount(FridgeAmount(2, "단"), .en) == "2 bunches")
        #expect(renderer.amount(FridgeAmount(1.5, "L"), .en) == "1.5L")
        #expect(renderer.amount(FridgeAmount(10, "개"), .ko) == "10개")
        #expect(renderer.fridgeRefusal(.notInFridge("우유"), .en) == "There is no milk in the fridge. Nothing was changed.")
        #expect(renderer.fridgeRefusal(.notInFridge("우유"), .ko) == "냉장고에 우유가 없어요. 아무것도 바꾸지 않았어요.")
    }

    @Test func anEditSaysWhatChanged() {
        var before = item("두부", 1, "모", in: 6)
        before.id = 3
        var after = before
        after.expires = today.adding(days: 8)
        after.expiresSetByUser = true
        after.quantity = 2
        after.note = "찌개용"
        #expect(renderer.fridgeEdited(before: before, after: after, today: today, .ko) == """
            두부 (#3) 고쳤어요
              수량 1모 → 2모
              기한 11월 30일 (D-6) → 12월 2일 (D-8)
              메모 없음 → '찌개용'
            """)
        #expect(renderer.fridgeEdited(before: before, after: after, today: today, .en).hasPrefix("Changed tofu (#3)\n  amount 1 block → 2 blocks"))
        #expect(renderer.fridgeEdited(before: before, after: before, today: today, .ko) == "두부 (#3): 바뀐 게 없어요.")
    }

    @Test func movesNeverPrintADoubledWordAndWarnWhenThePlaceIsWrong() {
        let planner = FridgePlanner(table: try! Builtin.shelfLife(), today: today)
        let cucumber = planner.move(item("오이", 1, "개", in: 5), to: .freezer)
        let text = renderer.fridgeMoved([cucumber], today: today, .ko)
        #expect(text.hasPrefix("오이 → 냉동으로 옮겼어요 · 기한 11월 29일 (D-5) 그대로"))
        #expect(text.contains("⚠ 오이는 냉동 보관을 권하지 않아요"))
        let tofu = renderer.fridgeMoved([planner.move(item("두부", 1, "모", in: 7), to: .pantry)], today: today, .en)
        #expect(tofu.hasPrefix("Moved tofu to the pantry · expiry moved up to today (D-day)"))
        #expect(tofu.contains("not meant to be kept in the pantry"))
        for text in [text, tofu] { #expect(!text.contains("기한 기한") && !text.contains("expires no date")) }
    }
}
