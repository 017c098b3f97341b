import YoriKit

/// The chat help text (REPL `help`, `도움말`): every area yori covers, each with one Korean and
/// one English example that works as typed, fitted to the terminal's width.
enum Help {
    /// One area of yori and what to type for it.
    struct Area: Sendable {
        let ko: String
        let en: String
        /// A Korean example and the intent it is read as (`subcommand:NAME` for a line that runs
        /// a subcommand).
        let koExample: String
        let koIntent: String
        let enExample: String
        let enIntent: String
    }

    /// Every area, in the order a new user meets them. A test checks each example is read as its intent.
    static let areas: [Area] = [
        Area(ko: "요리 찾기", en: "cook", koExample: "대파랑 계란으로 뭐 만들 수 있어?", koIntent: "recommend",
             enExample: "what can I cook with eggs and green onion", enIntent: "recommend"),
        Area(ko: "레시피 검색", en: "search", koExample: "김치 들어간 레시피 찾아줘", koIntent: "search",
             enExample: "search kimchi stew", enIntent: "search"),
        Area(ko: "보기·북마크", en: "show, bookmarks", koExample: "2번 북마크해줘", koIntent: "bookmark",
             enExample: "show recipe 2", enIntent: "show"),
        Area(ko: "냉장고", en: "fridge", koExample: "냉장고에 두부 한 모 넣었어", koIntent: "fridge_add",
             enExample: "what's in my fridge", enIntent: "fridge_list"),
        Area(ko: "소비기한", en: "expiring", koExample: "유통기한 임박한 거 알려줘", koIntent: "expiring",
             enExample: "what expires soon", enIntent: "expiring"),
        Area(ko: "장보기", en: "shopping", koExample: "장보기 목록 보여줘", koIntent: "shop_list",
             enExample: "add green onion to my shopping list", enIntent: "shop_add"),
        Area(ko: "보관법", en: "storage tips", koExample: "두부 어떻게 보관해?", koIntent: "storage_tip",
             enExample: "how do I store tofu", enIntent: "storage_tip"),
        Area(ko: "요리 기록", en: "cooking log", koExample: "김치찌개 만들어 먹었어", koIntent: "cooked",
             enExample: "I cooked kimchi stew today", enIntent: "cooked"),
        Area(ko: "대화 기록", en: "history", koExample: "기록 보여줘", koIntent: "history",
             enExample: "show history", enIntent: "history"),
        Area(ko: "복사", en: "copy", koExample: "복사", koIntent: "copy",
             enExample: "copy 2", enIntent: "copy"),
        Area(ko: "내보내기·가져오기", en: "export, import", koExample: "export 백업.json", koIntent: "subcommand:export",
             enExample: "import recipes.json", enIntent: "subcommand:import"),
        Area(ko: "AI 모델·설정", en: "model, config", koExample: "AI 호출 몇 번 남았어?", koIntent: "quota",
             enExample: "config set model gpt-4o-mini", enIntent: "subcommand:config"),
    ]

    /// The help, within `width` columns when given: an area's name, then its two examples,
    /// each on its own line; below `TerminalWidth.narrow` columns the examples start a line each.
    static func text(_ lang: UserLanguage, style: Style, width: Int? = nil) -> String {
        var lines = [style.bold(lang.pick("yori — 터미널 요리 도우미", "yori — a recipe assistant for the terminal")),
                     lang.pick("한국어로도 영어로도 말할 수 있어요. 이렇게 해 보세요:", "Talk in Korean or English. Try:")]
        let labels = areas.map { lang.pick($0.ko, $0.en) }
        let column = min(labels.map { DisplayWidth.of($0) }.max() ?? 0, 18)
        let narrow = width.map { $0 < TerminalWidth.narrow } ?? false
        for (area, label) in zip(areas, labels) {
            if narrow {
                lines.append(style.accent(label))
                lines += [area.koExample, area.enExample].map { TextLayout.fit("  " + $0, width: width) }
                continue
            }
            let pad = String(repeating: " ", count: column + 4)
            let head = "  " + style.accent(DisplayWidth.pad(DisplayWidth.truncate(label, to: column), to: column)) + "  "
            lines += TextLayout.wrap(area.koExample, width: width, first: head, rest: pad)
            lines += TextLayout.wrap(area.enExample, width: width, first: pad, rest: pad)
        }
        lines.append(lang.pick("help·도움말 이 도움말 · clear 화면 지우기 · exit·종료·Ctrl-D 끝내기",
                               "help this help · clear the screen · exit, quit, Ctrl-D leave"))
        lines.append(style.dim(lang.pick("Tab은 명령어를 완성하고, Ctrl-C는 입력 중인 줄을 지워요. 명령어 자세히: fridge help, shop help …",
                                         "Tab completes commands; Ctrl-C clears the line. More on a command: fridge help, shop help, …")))
        return lines.joined(separator: "\n")
    }
}
