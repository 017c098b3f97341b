import Foundation
@testable import YoriKit

/// A model endpoint for session tests: records each question and answers with `result`.
final class FakeModel: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [ModelQuestion] = []
    var result: Result<ModelAnswer, ModelFailure> = .success(ModelAnswer(text: "모델의 답", model: "fake-model"))

    var questions: [ModelQuestion] { lock.withLock { asked } }

    var client: ModelClient {
        ModelClient(model: "fake-model") { question, onDelta throws(ModelFailure) in
            let result = self.lock.withLock { () -> Result<ModelAnswer, ModelFailure> in
                self.asked.append(question)
                return self.result
            }
            switch result {
            case .success(let answer):
                onDelta(answer.text)
                return answer
            case .failure(let failure):
                throw failure
            }
        }
    }
}

/// A daily quota and a Retry-After hold in memory.
final class FakeQuota: @unchecked Sendable {
    private let lock = NSLock()
    var used = 0
    var refunds = 0
    var waitSeconds = 0
    var holds: [Int] = []

    func client(limit: Int) -> QuotaClient {
        var quota = QuotaClient(
            limit: limit,
            reserve: { _ in self.lock.withLock { () -> Bool in
                guard self.used < limit else { return false }
                self.used += 1
                return true
            } },
            refund: { _ in self.lock.withLock { self.used -= 1; self.refunds += 1 } },
            used: { _ in self.lock.withLock { self.used } })
        quota.waitLeft = { self.lock.withLock { self.waitSeconds > 0 ? self.waitSeconds : nil } }
        quota.holdOff = { seconds in self.lock.withLock { self.holds.append(seconds); self.waitSeconds = seconds } }
        return quota
    }
}

/// Tips and fridge items in memory.
final class FakeFridge: @unchecked Sendable {
    private let lock = NSLock()
    var tips: [(ingredient: String, text: String, source: String)] = []
    var items: [FridgeItem] = []

    var client: FridgeStoreClient {
        var client = FridgeStoreClient(
            items: { self.lock.withLock { self.items } }, lots: { _ in [] }, add: { $0 }, consume: { _, _, _ in },
            update: { _, _ in }, events: { _ in [] },
            tips: { name in self.lock.withLock { self.tips.filter { $0.ingredient == name }.map { ($0.text, $0.source) } } },
            addTip: { name, text, source in self.lock.withLock { self.tips.append((name, text, source)) } })
        client.tipNames = { self.lock.withLock { Array(Set(self.tips.map(\.ingredient))) } }
        return client
    }
}
