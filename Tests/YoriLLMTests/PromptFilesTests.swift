import Foundation
import Testing
@testable import YoriLLM

@Suite struct PromptFilesTests {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func generatedFileMatchesThePromptsFolder() throws {
        let folder = Self.repoRoot.appendingPathComponent("Prompts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        #expect(PromptsData.files.map { $0.name + ".md" } == names, "run Scripts/embed-data")
        for (name, text) in PromptsData.files {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(name + ".md"), encoding: .utf8)
            #expect(text == onDisk, "\(name).md is stale: run Scripts/embed-data")
        }
        #expect(Set(PromptName.allCases.map(\.fileName)) == Set(names), "every prompt file has a PromptName")
    }

    @Test func folderFollowsXDG() {
        #expect(PromptFiles.folder(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"]) == "/x/cfg/yori/prompts")
        #expect(PromptFiles.folder(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])
            == "/home/u/.config/yori/prompts")
        #expect(PromptFiles.folder(environment: ["HOME": "/home/u"]) == "/home/u/.config/yori/prompts")
        #expect(PromptFiles.folder(environment: [:]) == nil)
    }

    @Test func aProblemInAnOverrideNamesTheUsersFile() throws {
        let folder = NSTemporaryDirectory() + "yori-prompts-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Answer {{question}} with {{fridgee}}\n".write(toFile: folder + "/question.md", atomically: true, encoding: .utf8)
        let library = PromptFiles.library(folder: folder)
        #expect(throws: PromptError.unknownPlaceholder(template: folder + "/question.md", placeholder: "fridgee",
                                                       known: ["expiring", "fridge", "history", "matches", "question"])) {
            try library.template(.question)
        }
    }

    @Test func readsOverridesFromAFolder() throws {
        let folder = NSTemporaryDirectory() + "yori-prompts-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "질문: {{question}}\n".write(toFile: folder + "/question.md", atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: folder + "/system.md"))
        try FileManager.default.createDirectory(atPath: folder + "/storage-tip.md", withIntermediateDirectories: false)
        try Data(repeating: 0x41, count: PromptFiles.maxBytes + 1).write(to: URL(fileURLWithPath: folder + "/fridge-recipe.md"))

        let library = PromptFiles.library(folder: folder)
        #expect(try library.render(.question, values: PromptLibraryTests.questionValues) == "질문: 비 오는 날 뭐 먹지?\n")
        #expect(throws: PromptError.unreadable(path: folder + "/system.md", reason: "not UTF-8 text")) {
            try library.template(.system)
        }
        #expect(throws: PromptError.unreadable(path: folder + "/storage-tip.md", reason: "not a regular file")) {
            try library.template(.storageTip)
        }
        #expect(throws: PromptError.unreadable(path: folder + "/fridge-recipe.md", reason: "larger than 256 KiB")) {
            try library.template(.fridgeRecipe)
        }
        #expect(try PromptFiles.read(folder + "/missing.md") == nil)
        #expect(try PromptFiles.read(folder + "/question.md/nested.md") == nil)
        // No folder (no HOME): only the built-in prompts.
        #expect(try PromptFiles.library(folder: nil).template(.question).text == PromptLibrary.builtinText(.question))
    }
}
