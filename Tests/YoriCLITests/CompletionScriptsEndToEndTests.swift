import Foundation
import Testing

/// ArgumentParser's own options reach it past yori's router: the completion scripts that
/// `make install` ships, and the command-tree dump the man page is generated from.
@Suite struct CompletionScriptsEndToEndTests {
    let yori = BinaryRunner()

    static let shells = ["bash", "zsh", "fish"]
    static let someSubcommands = ["fridge", "cook", "search", "shop", "history", "config"]

    @Test(arguments: shells) func eachShellGetsAScriptNamingTheSubcommands(_ shell: String) throws {
        for form in [["--generate-completion-script", shell], ["--generate-completion-script=\(shell)"]] {
            let r = try yori.run(form)
            #expect(r.status == 0, "\(form): \(r.stderr)")
            #expect(r.stderr.isEmpty, "\(form): \(r.stderr)")
            for name in Self.someSubcommands {
                #expect(r.stdout.contains(name), "\(form): no \(name)")
            }
            // Nested subcommands too (`yori fridge add`).
            #expect(r.stdout.contains("add"), "\(form)")
        }
    }

    @Test func theScriptsDifferPerShell() throws {
        let scripts = try Self.shells.map { try yori.run(["--generate-completion-script", $0]).stdout }
        #expect(Set(scripts).count == 3)
        #expect(scripts[1].hasPrefix("#compdef yori"))
        #expect(scripts[2].contains("complete -c 'yori'"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let r = try yori.run(["--generate-completion-script", "tcsh"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
    }

    @Test func theCommandTreeDumpIsJSONWithEverySubcommand() throws {
        let r = try yori.run(["--experimental-dump-help"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let command = try #require(object?["command"] as? [String: Any])
        let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        for name in Self.someSubcommands { #expect(names.contains(name)) }
        #expect((command["abstract"] as? String)?.contains("요리 도우미") == true)
    }

    @Test func aQuestionStillRoutesToAsk() throws {
        // The pass-through is for ArgumentParser's options only: words are still a question.
        let routed = try yori.run(["parse", "zsh"])
        #expect(routed.status == 0)
        let typo = try yori.run(["serch", "김치"])
        #expect(typo.status == 2)
    }
}
