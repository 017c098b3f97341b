import Testing
import YoriKit
@testable import YoriLLM

@Suite struct PromptTemplateTests {
    @Test func rendersInOnePass() throws {
        let template = try PromptTemplate(name: "t", text: "냉장고: {{fridge}}\n질문: {{ question }}\n다시: {{fridge}}")
        #expect(template.placeholders == ["fridge", "question"])
        let text = try template.render(values: ["fridge": "대파, 계란", "question": "{{fridge}}는 뭐야?", "unused": "x"])
        // A value that looks like a placeholder is inserted as written, never expanded.
        #expect(text == "냉장고: 대파, 계란\n질문: {{fridge}}는 뭐야?\n다시: 대파, 계란")
    }

    @Test func failsOnAPlaceholderNobodyProvides() throws {
        let template = try PromptTemplate(name: "t", text: "{{fridge}} {{fridg}}")
        #expect(throws: PromptError.unknownPlaceholder(template: "t", placeholder: "fridg", known: ["fridge"])) {
            try template.render(values: ["fridge": "대파"])
        }
        // With a declared set the typo is caught when the template is read.
        #expect(throws: PromptError.unknownPlaceholder(template: "mine.md", placeholder: "fridg", known: ["fridge", "question"])) {
            try PromptTemplate(name: "mine.md", text: "{{fridg}}", known: ["fridge", "question"])
        }
    }

    @Test func failsOnAMissingValue() throws {
        let template = try PromptTemplate(name: "question", text: "{{fridge}} / {{question}}", known: ["fridge", "question"])
        #expect(throws: PromptError.missingValue(template: "question", placeholder: "question")) {
            try template.render(values: ["fridge": "대파"])
        }
    }

    @Test(arguments: [("a {{fridge", 1), ("a\nb\n{{}}", 3), ("{{two words}}", 1), ("x\n{{대파}}", 2), ("{{a.b}}", 1)])
    func failsOnMalformedBraces(_ text: String, _ line: Int) {
        #expect(throws: PromptError.malformed(template: "t", line: line)) { try PromptTemplate(name: "t", text: text) }
    }

    @Test func textWithoutPlaceholdersRendersAsIs() throws {
        #expect(try PromptTemplate(name: "t", text: "단일 괄호 { } 는 괜찮아요 }}").render(values: [:]) == "단일 괄호 { } 는 괜찮아요 }}")
    }

    @Test func messagesInBothLanguages() {
        let errors: [PromptError] = [
            .unknownPlaceholder(template: "q.md", placeholder: "x", known: ["fridge"]), .missingValue(template: "q", placeholder: "x"),
            .malformed(template: "q", line: 3), .noTemplate(name: "q"), .unreadable(path: "/p/q.md", reason: "Permission denied"),
        ]
        for error in errors {
            #expect(UserLanguage.detect(error.message(.ko)) == .ko)
            #expect(!error.message(.en).isEmpty)
        }
        #expect(errors[0].message(.en) == "prompt q.md uses {{x}}, which yori does not know. Known: {{fridge}}")
    }
}

@Suite struct PromptLibraryTests {
    static let questionValues = ["fridge": "두부 1모", "expiring": "(none)", "matches": "1. 두부조림 (67%)",
                                 "history": "(none)", "question": "비 오는 날 뭐 먹지?"]

    @Test func everyBuiltinPromptUsesExactlyItsPlaceholders() throws {
        for name in PromptName.allCases {
            let template = try PromptLibrary.builtin.template(name)
            #expect(Set(template.placeholders) == name.placeholders, "\(name.fileName)")
            #expect(!template.text.isEmpty)
        }
    }

    @Test func rendersTheBuiltinQuestion() throws {
        let text = try PromptLibrary.builtin.render(.question, values: Self.questionValues)
        #expect(text.contains("## In the user's fridge (amount, place, days left)\n두부 1모\n"))
        #expect(text.hasSuffix("## The question\n비 오는 날 뭐 먹지?\n"))
        #expect(!text.contains("{{"))
        let system = try PromptLibrary.builtin.render(.system, values: ["language": PromptName.languageValue(.ko),
                                                                        "today": "2026-11-22"])
        #expect(system.contains("Answer in Korean (한국어)"))
        #expect(system.contains("Today is 2026-11-22."))
    }

    @Test func aUserOverrideWins() throws {
        let library = PromptLibrary { name throws(PromptError) in name == "question.md" ? "Q: {{question}}" : nil }
        #expect(try library.render(.question, values: Self.questionValues) == "Q: 비 오는 날 뭐 먹지?")
        #expect(try library.template(.system).text == PromptLibrary.builtinText(.system))
    }

    @Test func aUserOverrideWithATypoIsReported() {
        let library = PromptLibrary { _ throws(PromptError) in "{{questoin}}" }
        #expect(throws: PromptError.unknownPlaceholder(template: "question.md", placeholder: "questoin",
                                                       known: ["expiring", "fridge", "history", "matches", "question"])) {
            try library.render(.question, values: Self.questionValues)
        }
    }

    @Test func aLoaderErrorIsPassedOn() {
        let error = PromptError.unreadable(path: "/home/u/.config/yori/prompts/system.md", reason: "Permission denied")
        let library = PromptLibrary { _ throws(PromptError) in throw error }
        #expect(throws: error) { try library.template(.system) }
    }
}
