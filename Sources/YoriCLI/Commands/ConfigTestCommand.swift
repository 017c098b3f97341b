import ArgumentParser
import YoriKit
import YoriLLM
import YoriStore

/// `yori config test`: one tiny call to the endpoint, reporting latency, model and streaming.
struct ConfigTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Make one tiny call to the LLM endpoint: latency, model, and whether it streams.",
        discussion: """
            Sends "\(EndpointCheck.prompt)" (at most 8 tokens back) as a streamed chat and reports \
            the time to the first byte and in all, the model that answered, and whether the answer \
            came as a stream (server-sent events) or whole.
            It is a real call, so it counts as one against today's daily_limit (given back when \
            the endpoint never answered), and it is refused when the limit is used up. Nothing is \
            recorded in the history.
            Exit codes: 0 it answered, 2 no endpoint or model set (or a bad setting), \
            5 the endpoint failed or today's limit is used up.
            """)

    @OptionGroup var global: GlobalOptions
    // `call`, as the root names it, so `-m` reaches this command (see `CallOptions`).
    @OptionGroup var call: CallOptions

    func run() throws {
        let app = LiveApp(global: global, environment: call.environment())
        let (config, _) = try ModelsCommand.endpoint(app)
        let llm: LLMConfig
        do {
            guard let configured = try config.llmConfig() else { throw ExitCode(ExitStatus.badInput.rawValue) }
            llm = configured
        } catch let error as LLMError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        let failure = { (message: String) -> ExitCode in
            app.console.errorLine(app.style.error(message))
            return ExitCode(ExitStatus.modelFailed.rawValue)
        }
        let database: YoriDatabase
        let day: LocalDay
        do {
            database = try app.database()
            day = try app.clock().today()
        } catch {
            app.console.errorLine(app.style.error(error.message))
            throw ExitCode(error.status.rawValue)
        }
        let quota = LiveQuota(database: database, limit: config.dailyLimit, timeoutMilliseconds: config.timeoutMilliseconds,
                              cancellation: CancellationFlag())
        do {
            guard try quota.reserve(day) else {
                throw failure(app.language.pick(
                    "오늘 AI 호출 한도(\(config.dailyLimit)회)를 다 썼어요. config test도 한 번의 호출로 세요.",
                    "Today's AI call limit (\(config.dailyLimit)) is used up; config test counts as a call."))
            }
        } catch let error as StoreError {
            app.console.errorLine(app.style.error(error.message(app.language)))
            throw ExitCode(ExitStatus.storage.rawValue)
        }
        let report: EndpointCheck.Report
        do { report = try EndpointCheck.run(config: llm) } catch {
            if error.endpointAnswered { try? quota.settle(day) } else { try? quota.refund(day) }
            throw failure(error.message(app.language))
        }
        try? quota.settle(day)
        let used = (try? quota.used(day)) ?? 0
        if global.json {
            app.console.line(JSONValue.object([
                ("endpoint", .string(llm.displayEndpoint)), ("model", .string(report.model)),
                ("first_byte_ms", .int(Int64(report.firstByteMilliseconds))), ("total_ms", .int(Int64(report.totalMilliseconds))),
                ("streaming", .bool(report.streamed)), ("pieces", .int(Int64(report.pieces))), ("answer", .string(report.text)),
                ("counted", .bool(true)), ("calls_used_today", .int(Int64(used))), ("daily_limit", .int(Int64(config.dailyLimit))),
            ]).serialized())
            return
        }
        let clean = TerminalSanitizer.clean
        let ko = app.language == .ko
        let streaming = report.streamed
            ? (ko ? "됨 (\(report.pieces)조각으로 받음)" : "yes (\(report.pieces) pieces)")
            : (ko ? "안 됨: 답을 한 번에 보냈어요" : "no: the answer came whole")
        let rows: [(String, String)] = [
            (ko ? "엔드포인트" : "endpoint", llm.displayEndpoint),
            (ko ? "모델" : "model", clean(report.model)),
            (ko ? "첫 응답" : "first byte", "\(report.firstByteMilliseconds) ms"),
            (ko ? "전체" : "total", "\(report.totalMilliseconds) ms"),
            (ko ? "스트리밍" : "streaming", streaming),
            (ko ? "답" : "answer", clean(report.text).trimmingASCIIWhitespace()),
            (ko ? "한도" : "quota", ko ? "1회로 셈 (오늘 \(used)/\(config.dailyLimit))" : "counted as 1 call (today \(used)/\(config.dailyLimit))"),
        ]
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        for (key, value) in rows { app.console.line(DisplayWidth.pad(key, to: width) + "  " + value) }
    }
}

extension String {
    fileprivate func trimmingASCIIWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }.reversed()
            .drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
