import Foundation
import Testing
@testable import YoriKit

/// A reader endpoint for session tests: scripted replies, each call counted.
final class FakeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [ModelQuestion] = []
    var reply: Result<ModelReply, ModelFailure>

    init(_ reply: Result<ModelReply, ModelFailure>) { self.reply = reply }

    static func call(_ arguments: String, name: String = CommandReader.toolName) -> FakeReader {
        FakeReader(.success(ModelReply(call: (name, arguments), answer: ModelAnswer(text: "", model: "fake-model"))))
    }

    static func words(_ text: String) -> FakeReader {
        FakeReader(.success(ModelReply(answer: ModelAnswer(text: text, model: "fake-model"))))
    }

    var questions: [ModelQuestion] { lock.withLock { asked } }

    func install(in model: inout ModelClient) {
        model.read = { question, _ throws(ModelFailure) in
            let reply = self.lock.withLock { () -> Result<ModelReply, ModelFailure> in
                self.asked.append(question)
                return self.reply
            }
            return try reply.get()
        }
    }
}

/// The model as a fallback reader, in process: which lines reach it, what runs, what is
/// refused, one quota unit a line, and the day's cache.
@Suite struct SessionReaderTests {
    let lexicon = try! Builtin.lexicon()
    let today = LocalDay(iso: "2026-11-22")!
    /// Lines no rule reads (asserted below, so a parser change that reads them shows here).
    let koreanLine = "대충 과일 좀 쟁여둠"
    let englishLine = "stocked up on stuff today"

    func session(_ reader: FakeReader, chat: FakeModel = FakeModel(), quota: FakeQuota, fridge: InMemoryFridge = InMemoryFridge(),
                 history: InMemoryHistory? = nil) -> Session {
        var s = Session(lexicon: lexicon, store: .inMemory([]), fridge: fridge.client, shelfLife: try! Builtin.shelfLife(),
                        clock: .fixed(today), history: history?.client)
        s.model = chat.client
        reader.install(in: &s.model)
        s.quota = quota.client(limit: 5)
        return s
    }

    @Test func theTestLinesAreOnesNoRuleReads() {
        let parser = RequestParser(lexicon: lexicon)
        #expect(parser.parse(koreanLine, today: today).unsure)
        #expect(parser.parse(englishLine, today: today).unsure)
        // An open question the rules recognise is not unsure: it goes to the model as a question.
        #expect(!parser.parse("고추장 대신 뭐 써?", today: today).unsure)
        #expect(!parser.parse("사과 4개 샀어", today: today).unsure)
    }

    @Test func aToolCallIsCheckedRunLocallyAndShownWithWhatWasUnderstood() throws {
        let reader = FakeReader.call(#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":4,"unit":"개"},{"ingredient":"배","quantity":2}]}"#)
        let quota = FakeQuota(), fridge = InMemoryFridge(), chat = FakeModel()
        var s = session(reader, chat: chat, quota: quota, fridge: fridge)
        let (command, reply) = s.handle(koreanLine)
        #expect(command == .llm(text: koreanLine))
        guard case .readByModel(let reading, let result) = reply.answer else { Issue.record("\(reply.answer)"); return }
        guard case .fridgeAdd(let items) = reading.command else { Issue.record("\(reading.command)"); return }
        #expect(items.map { $0.ingredient.canonical } == ["사과", "배"])
        guard case .fridgeAdded(let added, _, _) = result else { Issue.record("\(result)"); return }
        #expect(added.count == 2)
        #expect(fridge.items.map(\.name).sorted() == ["배", "사과"])
        #expect(fridge.items.first { $0.name == "사과" }?.quantity == 4)
        #expect(reply.answer.status == .answered)
        #expect(quota.used == 1)
        #expect(reader.questions.map(\.kind) == [.reading])
        #expect(chat.questions.isEmpty)
        // The history keeps the command as checked, for the day's cache.
        #expect(JSONValue.parse(reading.answer.text)?["intent"] == "fridge_add")
    }

    @Test func aCommandSentAsTheRepliesTextIsReadToo() {
        let reader = FakeReader.words("```json\n{\"intent\": \"fridge_add\", \"items\": [{\"ingredient\": \"apple\", \"quantity\": 4}]}\n```")
        let quota = FakeQuota(), fridge = InMemoryFridge()
        var s = session(reader, quota: quota, fridge: fridge)
        let reply = s.handle(englishLine).reply
        guard case .readByModel(_, .fridgeAdded) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(fridge.items.map(\.name) == ["사과"])
        #expect(quota.used == 1)
    }

    @Test func wordsAreTheChatAnswerOfTheSameCall() {
        let reader = FakeReader.words("그건 제가 도와드릴 수 없는 일이에요. 대신 냉장고 정리 팁을 드릴게요.")
        let quota = FakeQuota(), chat = FakeModel()
        var s = session(reader, chat: chat, quota: quota)
        let reply = s.handle(koreanLine).reply
        guard case .model(let answer, let remaining, _) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(answer.text.hasPrefix("그건 제가 도와드릴 수 없는"))
        #expect(remaining == 4)
        #expect(quota.used == 1)
        #expect(reader.questions.count == 1)
        #expect(chat.questions.isEmpty)  // no second call for the chat answer
    }

    @Test(arguments: [
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과""#, ReadingRefusal.malformed("arguments are not JSON")),
        (#"{"intent":"delete_everything"}"#, .unknownCommand("delete_everything")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"family","quantity":4}]}"#, .notFood("family")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":1e9}]}"#, .amountOutOfRange(field: "quantity", value: "1000000000")),
        (#"{"intent":"fridge_add","items":[{"ingredient":"우유","expires":"2099-01-01"}]}"#,
         .dateOutOfRange(field: "expires", value: "2099-01-01")),
    ])
    func aReadingThatDoesNotFitIsRefusedAndChangesNothing(arguments: String, refusal: ReadingRefusal) {
        let quota = FakeQuota(), fridge = InMemoryFridge()
        var s = session(.call(arguments), quota: quota, fridge: fridge)
        let reply = s.handle(koreanLine).reply
        guard case .readingRefused(let got, _, let remaining) = reply.answer else { Issue.record("\(reply.answer)"); return }
        #expect(got == refusal)
        #expect(remaining == 4)
        #expect(reply.answer.status == .modelFailed)
        #expect(fridge.items.isEmpty)
        #expect(fridge.events.isEmpty)
        #expect(quota.used == 1)
    }

    @Test func aCallToAnotherToolIsAnUnknownCommand() {
        let quota = FakeQuota()
        var s = session(.call("{}", name: "shell"), quota: quota)
        guard case .readingRefused(.unknownCommand("shell"), _, _) = s.handle(koreanLine).reply.answer else {
            Issue.record("not refused"); return
        }
    }

    @Test(arguments: ["ㅋㅋㅋ", "version", "사과 4개 샀어", "냉장고 보여줘", "고추장 대신 뭐 써?", "ai 대충 과일 좀 쟁여둠"])
    func linesTheRulesReadOrThatAskTheAIItselfNeverReachTheReader(line: String) {
        let reader = FakeReader.call(#"{"intent":"shop_list"}"#)
        var s = session(reader, quota: FakeQuota())
        _ = s.handle(line)
        #expect(reader.questions.isEmpty)
    }

    @Test func theSameLineTheSameDayRunsTheKeptReadingWithoutACall() throws {
        let history = InMemoryHistory(), quota = FakeQuota(), fridge = InMemoryFridge()
        let reader = FakeReader.call(#"{"intent":"fridge_add","items":[{"ingredient":"사과","quantity":1}]}"#)
        var s = session(reader, quota: quota, fridge: fridge, history: history)
        let first = s.handle(koreanLine)
        guard case .readByModel(let reading, _) = first.reply.answer else { Issue.record("\(first.reply.answer)"); return }
        // What the front end records (LiveApp.record): the turn with its reading.
        var turn = s.turn(question: koreanLine, command: first.command, answerText: "shown", route: .model)
        turn.reading = reading.answer.text
        turn.model = reading.answer.model
        _ = try history.client.record(turn)
        // Later, in another run (no thread to follow): spacing aside, the same line.
        var later = session(reader, quota: quota, fridge: fridge, history: history)
        let again = later.handle("대충  과일 좀 쟁여둠")
        guard case .readByModel(let cached, .fridgeAdded) = again.reply.answer else { Issue.record("\(again.reply.answer)"); return }
        #expect(cached.answer.fromCache)
        #expect(again.reply.answer.origin == .cache(model: "fake-model"))
        #expect(reader.questions.count == 1)
        #expect(quota.used == 1)
        #expect(fridge.items.count == 2)  // said twice, added twice, as a parsed line would be
    }

    @Test func aCallThatNeverReachedTheEndpointIsGivenBack() {
        let quota = FakeQuota()
        let reader = FakeReader(.failure(ModelFailure(message: "연결할 수 없어요", endpointAnswered: false)))
        var s = session(reader, quota: quota)
        guard case .modelFailed("연결할 수 없어요") = s.handle(koreanLine).reply.answer else { Issue.record("not failed"); return }
        #expect(quota.used == 0)
        #expect(quota.refunds == 1)
    }

    @Test func aSpentQuotaMakesNoCall() {
        let quota = FakeQuota()
        quota.used = 5
        let reader = FakeReader.call(#"{"intent":"shop_list"}"#)
        var s = session(reader, quota: quota)
        guard case .quotaSpent(5, 5) = s.handle(koreanLine).reply.answer else { Issue.record("not spent"); return }
        #expect(reader.questions.isEmpty)
    }

    @Test func aStorageTipItReadsIsAnsweredWithoutASecondCall() {
        let quota = FakeQuota(), chat = FakeModel()
        var s = session(.call(#"{"intent":"storage_tip","ingredients":["대파"]}"#), chat: chat, quota: quota)
        guard case .readByModel(_, .storageTips) = s.handle(koreanLine).reply.answer else { Issue.record("no tips"); return }
        #expect(chat.questions.isEmpty)
        #expect(quota.used == 1)
    }
}
