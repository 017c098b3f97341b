import Foundation
import Testing
import YoriTestSupport

/// `yori import` of web pages (over loopback HTTP and saved), schema.org JSON and Cooklang,
/// and `yori backup`, run as a user would.
@Suite(.serialized) final class WebImportEndToEndTests {
    let yori = BinaryRunner()

    deinit { yori.cleanUp() }

    var database: String { yori.temp + "/data/yori/yori.sqlite3" }

    static func page(name: String, steps: [String], url: String? = nil) -> String {
        let stepJSON = steps.map { #"{"@type": "HowToStep", "text": "\#($0)"}"# }.joined(separator: ",")
        return """
            <!doctype html><html><head>\(url.map { #"<link rel="canonical" href="\#($0)">"# } ?? "")
            <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": "\(name)",
            "recipeYield": "2 servings", "totalTime": "PT20M",
            "recipeIngredient": ["300 g tofu, cubed", "2 tbsp soy sauce", "1 green onion, sliced"],
            "recipeInstructions": [\(stepJSON)]}</script></head><body><h1>\(name)</h1></body></html>
            """
    }

    func json(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout) \(result.stderr)")
    }

    @Test func aPageByAddressIsImportedOnceAndUpdatedWhenItChanges() throws {
        final class Box: @unchecked Sendable { var steps = ["Fry the tofu.", "Add the soy sauce."] }
        let box = Box()
        let server = TestServer(lifetime: 60) { request in
            switch request.target {
            case "/old": [.send(Responses.head(301, "Moved", headers: [("Location", "/tofu"), ("Content-Length", "0")]))]
            case "/tofu": [.send(Responses.http(200, "OK", contentType: "text/html; charset=utf-8",
                                                 body: WebImportEndToEndTests.page(name: "Braised Tofu", steps: box.steps)))]
            case "/big": [.send(Responses.http(200, "OK", contentType: "text/html", body: String(repeating: "<p>x</p>", count: 1_200_000)))]
            case "/about": [.send(Responses.http(200, "OK", contentType: "text/html", body: "<html><h1>About</h1><p>Hello</p></html>"))]
            case "/broken": [.send(Responses.http(200, "OK", contentType: "text/html",
                                                  body: #"<script type="application/ld+json">{"@type": "Recipe", "name": "x",</script>"#))]
            default: [.send(Responses.http(404, "Not Found", contentType: "text/html", body: "no"))]
            }
        }
        defer { server.stop() }
        let first = try json(try yori.run("import", server.baseURL + "/old", "--json"))
        #expect(first["new"] as? Int == 1)
        let recipes = try #require(first["recipes"] as? [[String: Any]])
        #expect(recipes.map { $0["name"] as? String } == ["Braised Tofu"])
        let id = try #require(recipes.first?["id"] as? Int)
        let again = try json(try yori.run("import", server.baseURL + "/old", "--json"))
        #expect(again["unchanged"] as? Int == 1 && (again["recipes"] as? [Any])?.isEmpty == true, "the same page is not added twice")
        box.steps.append("Top with the green onion.")
        let changed = try json(try yori.run("import", server.baseURL + "/tofu", "--json"))
        #expect(changed["updated"] as? Int == 1)
        #expect((changed["recipes"] as? [[String: Any]])?.first?["id"] as? Int == id)
        let shown = try yori.run("show", String(id), "--lang", "en")
        #expect(shown.stdout.contains("Top with the green onion."))
        #expect(shown.stdout.contains("imported from \(server.baseURL)/tofu"), "\(shown.stdout)")
        let shownJSON = try #require(try json(try yori.run("show", String(id), "--json"))["recipe"] as? [String: Any])
        #expect(shownJSON["source_url"] as? String == server.baseURL + "/tofu")
        #expect(shownJSON["rcp_seq"] is NSNull)

        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let refusals: [(String, Int32, String)] = [
            ("/big", 2, "too large"), ("/about", 2, "no recipe found"), ("/broken", 2, "is broken"),
            ("/missing", 6, "HTTP 404"),
        ]
        for (path, status, message) in refusals {
            let r = try yori.run("import", server.baseURL + path, "--lang", "en")
            #expect(r.status == status, "\(path): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(path): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
        let notHTTP = try yori.run("import", "ftp://example.com/recipe", "--lang", "ko")
        #expect(notHTTP.status == 2)
        #expect(notHTTP.stderr.contains("http:// 또는 https:// 주소만"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before, "nothing was written")
    }

    @Test func savedPagesJSONFilesAndCooklangFiles() throws {
        let html = yori.temp + "/saved.html"
        try Self.page(name: "두부조림", steps: ["두부를 굽는다.", "간장을 넣고 졸인다."], url: "https://blog.example/dubu")
            .write(toFile: html, atomically: true, encoding: .utf8)
        let saved = try yori.run("import", html, "--lang", "ko")
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("가져왔어요: 두부조림"))
        let cook = try yori.run("cook", "두부", "--json", "--limit", "20")
        #expect(cook.stdout.contains("두부조림"), "the imported tofu lines match the lexicon")

        let jsonFile = yori.temp + "/recipe.json"
        try #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Egg Toast", "recipeIngredient": ["2 eggs", "1 slice bread"], "recipeInstructions": "Fry the eggs.\nServe on the toast."}"#
            .write(toFile: jsonFile, atomically: true, encoding: .utf8)
        let fromJSON = try json(try yori.run("import", jsonFile, "--json"))
        #expect((fromJSON["recipes"] as? [[String: Any]])?.first?["name"] as? String == "Egg Toast")

        let cookFile = yori.temp + "/omelette.cook"
        try ">> servings: 1\nBeat @eggs{2} with @salt.\n\nCook in @butter{5%g}.\n".write(toFile: cookFile, atomically: true, encoding: .utf8)
        let fromCook = try yori.run("import", cookFile, "--lang", "en")
        #expect(fromCook.status == 0, "\(fromCook.stderr)")
        #expect(fromCook.stdout.contains("Imported omelette"))
        let empty = yori.temp + "/empty.cook"
        try "-- nothing here\n".write(toFile: empty, atomically: true, encoding: .utf8)
        #expect(try yori.run("import", empty).status == 2)
    }

    @Test func backupWritesACopyThatOpens() throws {
        _ = try yori.run("fridge", "add", "두부", "1모")
        let copy = yori.temp + "/backup.sqlite3"
        let r = try yori.run("backup", copy, "--lang", "en")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Backed up to"))
        let fridge = try yori.run("fridge", "--db", copy, "--lang", "ko")
        #expect(fridge.stdout.contains("두부"), "\(fridge.stdout)")
        let again = try yori.run("backup", copy)
        #expect(again.status == 2)
        #expect(try yori.run("backup", copy, "--force").status == 0)
    }
}
