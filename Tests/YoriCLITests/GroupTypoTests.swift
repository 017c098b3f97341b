import Testing
@testable import YoriCLI

/// A mistyped subcommand of a command group (`yori fridge ad egg`), a help request for a command
/// the tree does not have (`yori help nosuch`), and numbers an option refuses (`--page -1`):
/// said plainly, exit 2, the names coming from the command tree.
@Suite struct GroupTypoTests {
    let yori = BinaryRunner()

    @Test(arguments: [
        (["fridge", "ad", "egg"], "add", ["fridge"]),
        (["shop", "ad", "milk"], "add", ["shop"]),
        (["config", "sho"], "show", ["config"]),
        (["history", "serch", "x"], "search", ["history"]),
        (["--db", "x.db", "fridge", "--json", "ad", "egg"], "add", ["fridge"]),
    ])
    func aWordOffASubcommandOfTheGroupIsNamed(_ arguments: [String], _ meant: String, _ group: [String]) throws {
        let found = try #require(SubcommandTypo.inGroup(arguments), "\(arguments)")
        #expect(found.typo.meant == meant && found.group == group, "\(arguments)")
        #expect(arguments[found.typo.index] == found.typo.typed)
    }

    @Test func wordsThatAreNoTypoOfTheGroupGetNoHint() {
        #expect(SubcommandTypo.inGroup(["fridge", "list", "extra"]) == nil)  // a leaf command's stray word
        #expect(SubcommandTypo.inGroup(["fridge", "zzzzzz"]) == nil)
        #expect(SubcommandTypo.inGroup(["serch", "김치"]) == nil)  // the top level is QuestionCommand's
        #expect(SubcommandTypo.inGroup(["fridge", "add", "egg"]) == nil)
    }

    @Test func theGroupHintIsSaidInTheUsersLanguage() throws {
        let english = try yori.run("fridge", "ad", "egg")
        #expect(english.status == 2)
        #expect(english.stderr.contains("Did you mean 'add'? → yori fridge add egg"), "\(english.stderr)")
        #expect(!english.stderr.contains("fridge list"), "\(english.stderr)")
        let shop = try yori.run("shop", "ad", "milk")
        #expect(shop.status == 2 && shop.stderr.contains("'add'") && shop.stderr.contains("yori shop add milk"), "\(shop.stderr)")
        let config = try yori.run("config", "sho")
        #expect(config.status == 2 && config.stderr.contains("'show'"), "\(config.stderr)")
        let korean = try yori.run("fridge", "ad", "계란")
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("'add'를 말씀하신 건가요? → yori fridge add 계란"), "\(korean.stderr)")
    }

    @Test func helpForNoSuchCommandSaysSo() throws {
        let none = try yori.run("help", "nosuch")
        #expect(none.status == 2 && none.stdout.isEmpty)
        #expect(none.stderr.contains("'nosuch' is not a yori command"), "\(none.stderr)")
        let close = try yori.run("help", "serch")
        #expect(close.status == 2 && close.stderr.contains("Did you mean 'search'? → yori help search"), "\(close.stderr)")
        let sub = try yori.run("help", "fridge", "ad")
        #expect(sub.status == 2 && sub.stderr.contains("'add'"), "\(sub.stderr)")
        // Real commands still get their help.
        #expect(try yori.run("help", "fridge", "add").status == 0)
        #expect(try yori.run("help").status == 0)
        #expect(SubcommandTypo.unknownHelpTopic(["help", "fridge"]) == nil)
        #expect(SubcommandTypo.unknownHelpTopic(["두부", "help"]) == nil)
    }

    @Test func aPageBelowOneIsRefusedAsSuch() throws {
        for page in ["-1", "0"] {
            let r = try yori.run("search", "kimchi", "--page", page)
            #expect(r.status == 2)
            #expect(r.stderr.contains("--page must be 1 or more"), "\(page): \(r.stderr)")
        }
        let limit = try yori.run("search", "kimchi", "--limit", "-3")
        #expect(limit.status == 2 && limit.stderr.contains("--limit must be a positive number"), "\(limit.stderr)")
    }
}
