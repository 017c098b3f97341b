import Foundation

extension BinaryRunner {
    /// Runs yori once per argument list, all at the same time (one thread each, started
    /// together), and returns the results in the same order: many processes against one file.
    func runTogether(_ runs: [[String]], extraEnvironment: [String: String] = [:]) -> [Result] {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var results: [Result?]
            init(_ count: Int) { results = Array(repeating: nil, count: count) }
        }
        let box = Box(runs.count)
        let group = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        var threads: [Thread] = []
        for (index, arguments) in runs.enumerated() {
            group.enter()
            let thread = Thread {
                start.wait()
                let result = (try? self.run(arguments, extraEnvironment: extraEnvironment))
                    ?? Result(status: -1, stdout: "", stderr: "could not run", stdoutBytes: Data())
                box.lock.lock()
                box.results[index] = result
                box.lock.unlock()
                group.leave()
            }
            thread.stackSize = 1 << 20
            threads.append(thread)
            thread.start()
        }
        for _ in runs { start.signal() }
        group.wait()
        return box.results.map { $0! }
    }

    /// How many processes the reliability tests start at once: small in CI (`swift test`),
    /// more when `YORI_RELIABILITY_SCALE` (a whole number, e.g. 5) asks for a heavier run
    /// (Scripts/reliability).
    static func reliabilityCount(_ base: Int) -> Int {
        let scale = ProcessInfo.processInfo.environment["YORI_RELIABILITY_SCALE"].flatMap(Int.init) ?? 1
        return base * max(1, min(scale, 50))
    }
}
