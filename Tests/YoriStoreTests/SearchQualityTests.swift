import Foundation
import Testing
@testable import YoriKit
@testable import YoriStore

/// `yori search` on the built-in and the 1,318 imported recipes, through the session as the
/// command runs it: English on word boundaries, ingredients through the lexicon (no false
/// friends), every word of the query first, real totals.
@Suite(.serialized, .enabled(if: SharedCookRcp.isPresent, "needs ../shared/data/cookrcp01"))
struct SearchQualityTests {
    static let lexicon = try! Builtin.lexicon()

    static let session: Session? = {
        guard let data = try? Data(contentsOf: SharedCookRcp.url), let document = try? CookRcpDocument.decode(data),
              let db = try? YoriDatabase.inMemory() else { return nil }
        _ = try? db.seedBuiltinRecipes { try BuiltinRecipes.load(lexicon: lexicon) }
        _ = try? db.importRecipes(CookRcpImporter(lexicon: lexicon).convert(document.rows).recipes)
        return Session(lexicon: lexicon, store: .database(db), clock: .fixed(LocalDay(iso: "2026-11-24")!), limit: 10)
    }()

    func search(_ query: String, kind: String? = nil, limit: Int = 5000) throws -> SearchPage {
        let session = try #require(Self.session)
        guard case .searchResults(let page) = try session.search(RecipeSearch(query: query, kind: kind), page: 1, limit: limit) else {
            throw CancellationError()
        }
        return page
    }

    func english(_ recipe: Recipe) -> [String] { SearchMatcher.englishWords(recipe.nameEnglish) }

    @Test func englishWordsMatchWholeWords() throws {
        let egg = try search("egg")
        let first = try #require(egg.recipes.first)
        #expect(english(first).contains("egg"), "\(first.name) / \(first.nameEnglish)")
        #expect(!egg.recipes.prefix(20).contains { $0.name == "가지밥" })
        let fried = try search("fried egg")
        #expect(fried.recipes.first?.nameEnglish.lowercased().contains("eggplant") == false)
        #expect(english(try #require(fried.recipes.first)).contains("fried"))
        // The lexicon's English names agree with the Korean ones.
        #expect(try search("kimchi").total == search("김치").total)
        #expect(try search("egg").total == search("계란").total)
    }

    /// Recipes found only through another ingredient that contains the word (고추장 for 고추,
    /// 양배추 for 배, 양파 for 파, 무순 for 무) are not results.
    @Test(arguments: [("고추", ["고추장", "고춧가루", "초고추장"]), ("배", ["배추", "양배추", "알배추"]),
                      ("파", ["양파", "파프리카", "파슬리"]), ("무", ["무순", "율무"]), ("김", ["김치"])])
    func ingredientFalseFriendsStayOut(_ word: String, _ friends: [String]) throws {
        let page = try search(word)
        #expect(page.total > 0)
        for recipe in page.recipes {
            let canonicals = Set(recipe.ingredients.compactMap(\.canonical))
            let onlyFriends = !canonicals.isDisjoint(with: friends)
                && !recipe.ingredients.contains { line in
                    guard let c = line.canonical else { return line.name.contains(word) }
                    return !friends.contains(c) && (c == Self.lexicon.canonicalName(word) || Self.isKind(c, of: word))
                        || Self.lexicon.relatives(of: Self.lexicon.canonicalName(word) ?? word).contains(c)
                }
            // Then only its name can have brought it, and not through a friend's name.
            if onlyFriends {
                var name = recipe.name
                for friend in friends { name = name.replacingOccurrences(of: friend, with: "") }
                let forms = SearchTerm(AskedIngredient(word, lexicon: Self.lexicon), lexicon: Self.lexicon).english
                let inEnglish = forms.contains { SearchMatcher.containsEnglish(recipe.nameEnglish.lowercased(), $0) }
                #expect(name.contains(word) || inEnglish, "\(word): \(recipe.name) \(canonicals)")
            }
        }
    }

    static func isKind(_ name: String, of word: String) -> Bool {
        guard let target = lexicon.canonicalName(word) else { return false }
        var current: String? = name
        for _ in 0..<8 {
            guard let here = current else { return false }
            if here == target { return true }
            current = lexicon.ingredient(named: here)?.broader
        }
        return false
    }

    @Test func recipesMatchingEveryWordComeFirst() throws {
        let page = try search("계란 대파", limit: 10)
        #expect(page.recipes.prefix(5).contains { $0.name == "계란말이" }, "\(page.recipes.map(\.name))")
        for recipe in page.recipes {
            let keys = Set(recipe.ingredients.map(Recipe.matchKey))
            let egg = keys.contains("계란") || recipe.name.contains("계란") || recipe.name.contains("달걀") || english(recipe).contains("egg")
            let onion = keys.contains("대파") || recipe.name.contains("대파") || english(recipe).contains("scallion")
                || recipe.nameEnglish.lowercased().contains("green onion")
            #expect(egg && onion, "\(recipe.name) does not have both")
        }
    }

    @Test func totalsAreRealCounts() throws {
        let all = try search("")
        let count = try #require(Self.session).store.search(RecipeSearch(query: ""), nil, 0, 0).total
        #expect(all.total == count && count > 1600 && all.recipes.count == count)
        let paged = try #require(Self.session)
        guard case .searchResults(let page) = try paged.search(RecipeSearch(query: ""), page: 2, limit: 10) else { return }
        #expect(page.total == count && page.recipes.count == 10)
        #expect(try search("", kind: "반찬").recipes.allSatisfy { $0.kind == "반찬" })
    }
}
