import Foundation
import Testing
import YoriTestSupport

/// `show N --translate` against a loopback server (issue 17): an imported Korean recipe's steps
/// are translated once, counted against the quota and kept, so the next time is free; a call
/// that fails, is cut off, runs out of quota or does not translate every step leaves the recipe
/// as it was and says why.
@Suite(.serialized) final class TranslateEndToEndTests {
    let yori = BinaryRunner()
    static let recipe = "두부 달걀국"
    static let steps = "1. Bring the kelp stock to a boil.\n2. Add the tofu and pour in the beaten egg.\n3. Season with soup soy sauce."
    static let english = steps + "\nLow-sodium tip: Use half the soup soy sauce and kelp stock instead of water."

    deinit { yori.cleanUp() }

    func importFixture() throws {
        let r = try yori.run("import", ImportEndToEndTests.fixture("small-envelope.json"))
        #expect(r.status == 0, "\(r.stderr)")
    }

    func replying(_ text: String) -> TestServer {
        TestServer(lifetime: 40) { _ in [.send(Responses.http(200, body: Responses.completion(text, model: "test-model")))] }
    }

    func env(_ server: TestServer?, limit: Int = 5) -> [String: String] {
        var environment = ["YORI_DAILY_LIMIT": "\(limit)", "YORI_MODEL": "test-model"]
        if let server { environment["YORI_ENDPOINT"] = server.baseURL }
        return environment
    }

    func show(_ environment: [String: String], _ extra: String...) throws -> BinaryRunner.Result {
        try yori.run(["show", Self.recipe] + extra, extraEnvironment: environment)
    }

    func used(_ environment: [String: String]) throws -> Int? {
        let r = try yori.run(["--json", "ask", "quota"], extraEnvironment: environment)
        return (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["used"] as? Int
    }

    static func hasHangul(_ text: String) -> Bool { text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }

    /// The steps part of `show`'s text.
    static func steps(_ text: String) -> String {
        guard let start = text.range(of: "Steps\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest.prefix { _ in true }.split(separator: "\n").prefix { !$0.hasPrefix("Low-sodium") && !$0.hasPrefix("Source") }
            .joined(separator: "\n"))
    }

    @Test func translatesOnceAndTheNextTimeIsFree() throws {
        try importFixture()
        let server = replying(Self.english)
        let environment = env(server)
        // Before: Korean steps with a note, and (an endpoint being set) the offer.
        let before = try show(environment, "--lang", "en")
        #expect(before.stdout.contains("Korean only") && before.stdout.contains("--translate"), "\(before.stdout)")
        #expect(try show(env(nil), "--lang", "en").stdout.contains("--translate") == false)
        let r = try show(environment, "--translate", "--lang", "en")
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("2. Add the tofu and pour in the beaten egg."), "\(r.stdout)")
        #expect(r.stdout.contains("Translated once by test-model"), "\(r.stdout)")
        #expect(!Self.hasHangul(Self.steps(r.stdout)), "\(r.stdout)")
        #expect(server.requests.count == 1)
        let body = try #require(server.requests.first?.json)
        let messages = try #require(body["messages"] as? [[String: Any]])
        let prompt = try #require(messages.last?["content"] as? String)
        #expect(prompt.contains("## Steps\n1. ") && Self.hasHangul(prompt) && prompt.contains("Write no Hangul"))
        #expect(try used(environment) == 1)
        // Kept: the next time costs no call, and plain `show` in English uses it.
        let again = try show(environment, "--translate", "--lang", "en")
        #expect(again.status == 0 && again.stdout.contains("already in English"), "\(again.stdout)")
        let shown = try show(environment, "--lang", "en")
        #expect(shown.stdout.contains("1. Bring the kelp stock to a boil.") && !shown.stdout.contains("Korean only"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Low-sodium tip  Use half the soup soy sauce"), "\(shown.stdout)")
        #expect(!Self.hasHangul(shown.stdout.split(separator: "\n").filter { $0.hasPrefix("Low-sodium") }.joined()))
        #expect(server.requests.count == 1)
        #expect(try used(environment) == 1)
        // Importing the same file again leaves an unchanged recipe, and its translation, alone.
        try importFixture()
        #expect(try show(environment, "--lang", "en").stdout.contains("1. Bring the kelp stock to a boil."))
        // Korean answers are unchanged.
        #expect(Self.hasHangul(Self.steps(try show(environment, "--lang", "ko").stdout.replacingOccurrences(of: "만드는 법\n", with: "Steps\n"))))
    }

    /// What goes wrong stores nothing: the steps stay Korean, and the message says why.
    @Test(arguments: ["partial", "korean", "notip", "error", "cut", "spent", "none"])
    func aFailedTranslationLeavesTheRecipeAsItWas(_ how: String) throws {
        defer { yori.cleanUp() }
        try importFixture()
        let server: TestServer? = switch how {
        case "partial": replying("1. Bring the kelp stock to a boil.\n2. Add the tofu.")
        case "korean": replying("1. Bring the stock to a boil.\n2. 두부를 넣는다.\n3. Season.")
        case "notip": replying(Self.steps)
        case "error": TestServer(lifetime: 40) { _ in [.send(Responses.http(500, body: #"{"error":{"message":"boom"}}"#))] }
        case "cut":
            TestServer(lifetime: 40) { _ in
                let full = Responses.http(200, body: Responses.completion(Self.english))
                return [.send(Array(full.prefix(full.count - 40))), .close]
            }
        case "spent": replying(Self.english)
        default: nil
        }
        let environment = env(server, limit: how == "spent" ? 0 : 5)
        let r = try show(environment, "--translate", "--lang", "en")
        let expected: Int32 = switch how {
        case "spent": 1
        case "none": 2
        default: 5
        }
        #expect(r.status == expected, "\(how): \(r.status) \(r.stdout) \(r.stderr)")
        // Failures on stderr; a spent quota (exit 1, as for questions) on stdout.
        let said = how == "spent" ? r.stdout : r.stderr
        #expect(said.contains("Could not translate the steps") && said.contains("The recipe is unchanged"), "\(how): \(said)")
        #expect(!Self.hasHangul(said), "\(how): \(said)")
        let reason = ["partial": "incomplete (2 of 3 steps)", "korean": "step 2 of the translation was still in Korean", "notip": "left out the tip",
                      "error": "500", "spent": "daily AI limit is 0", "none": "no AI endpoint is set"][how]
        if let reason { #expect(said.contains(reason), "\(how): \(said)") }
        let shown = try show(environment, "--lang", "en")
        #expect(shown.stdout.contains("Korean only"), "\(how): \(shown.stdout)")
        // Said in Korean to a Korean user.
        let korean = try show(environment, "--translate", "--lang", "ko")
        let koreanSaid = korean.stdout + korean.stderr
        #expect(koreanSaid.contains("번역하지 못했어요") && koreanSaid.contains("레시피는 그대로예요"), "\(how): \(koreanSaid)")
        if how == "spent" || how == "none" { #expect(server?.requests.isEmpty ?? true) }
    }

    /// A user's own recipe is shown as written; nothing is sent.
    @Test func ownRecipesAreNotTranslated() throws {
        let server = replying(Self.english)
        let file = yori.temp + "/mine.json"
        try #"{"name":"우리집 두부국","kind":"국&찌개","method":"끓이기","ingredients":[{"name":"두부","amount":"1모"}],"steps":["두부를 넣고 끓인다"]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try yori.run("recipe", "add", "--from-json", file).status == 0)
        let r = try yori.run(["show", "우리집 두부국", "--translate", "--lang", "en"], extraEnvironment: env(server))
        #expect(r.status == 0 && r.stdout.contains("Your own recipe is shown as you wrote it"), "\(r.stdout) \(r.stderr)")
        #expect(server.requests.isEmpty)
    }
}
