import YoriKit

extension AnswerRenderer {
    /// "기록 보여줘" and `yori history`: a title, the table and where to go next.
    func history(_ listing: HistoryListing, _ lang: UserLanguage) -> String {
        guard !listing.turns.isEmpty else {
            return lang.pick("아직 대화 기록이 없어요. 질문하면 여기에 남아요.", "No chat history yet; questions you ask are kept here.")
        }
        let count = listing.turns.count
        let title = lang.pick("최근 대화 \(count)개", "Last \(count) turn\(count == 1 ? "" : "s")")
            + (listing.conversation.map { " · " + oneLine($0) } ?? "")
        return fitted(([style.bold(title)] + historyTable(listing.turns, lang)
            + [style.dim(lang.pick("전체 보기: yori history show 번호 · 복사: copy 번호(최근 답부터 1)",
                                   "Full text: yori history show ID · copy N copies the Nth latest answer"))])
            .joined(separator: "\n"))
    }

    /// One row per turn: id, local time, route, question, the answer's first line.
    func historyTable(_ turns: [ChatTurn], _ lang: UserLanguage) -> [String] {
        var rows = [["#", lang.pick("시각", "time"), lang.pick("경로", "route"), lang.pick("질문", "question"),
                     lang.pick("답", "answer")]]
        for turn in turns {
            rows.append(["\(turn.id)", localTime(turn.askedAt), routeName(turn, lang),
                         DisplayWidth.truncate(oneLine(turn.question), to: 32),
                         DisplayWidth.truncate(oneLine(turn.answerFirstLine), to: 40)])
        }
        return table(rows, flexible: [3, 4]) { style.dim(rows[$0 + 1][0]) }
    }

    /// The REPL's reminder of a conversation picked up again: its last turns, oldest first,
    /// each question with the first lines of its answer.
    func context(_ turns: [ChatTurn], _ lang: UserLanguage) -> String {
        var lines = [style.dim(lang.pick("지난 대화에서 이어서:", "Picking up where you left off:"))]
        for turn in turns {
            lines.append(style.dim("  > ") + oneLine(turn.question))
            let answer = TerminalSanitizer.clean(turn.answer).split(separator: "\n").prefix(3)
            lines += answer.map { style.dim("    " + DisplayWidth.truncate(String($0), to: 72)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `yori history show`: the whole question and answer.
    func turnDetail(_ turn: ChatTurn, _ lang: UserLanguage) -> String {
        var facts = ["#\(turn.id)", localTime(turn.askedAt), routeName(turn, lang)]
        if let model = turn.model { facts.append(oneLine(model)) }
        if let ms = turn.elapsedMilliseconds { facts.append("\(ms) ms") }
        if let prompt = turn.promptTokens, let completion = turn.completionTokens {
            facts.append(lang.pick("토큰 \(prompt)+\(completion)", "\(prompt)+" + EnglishGrammar.count(completion, "token")))
        }
        var lines = [style.dim(facts.joined(separator: " · ")),
                     style.dim(lang.pick("대화: ", "conversation: ") + oneLine(turn.conversation)),
                     style.bold(lang.pick("질문: ", "Q: ") + oneLine(turn.question)),
                     TerminalSanitizer.clean(turn.answer)]
        if turn.failed {
            lines.append(style.missing(lang.pick("(AI에게 물었지만 답을 받지 못했어요)", "(the model was asked but gave no answer)")))
        } else if !turn.complete {
            lines.append(style.missing(lang.pick("(중간에 끊긴 답이에요)", "(this answer was cut off)")))
        }
        return lines.joined(separator: "\n")
    }

    /// The answer to `copy`, after the front end delivered it (or why there is nothing).
    func copy(_ copy: CopyAnswer, _ lang: UserLanguage) -> String {
        switch copy.missing {
        case .noAnswer(let available)?:
            return available == 0
                ? lang.pick("이 대화에는 아직 복사할 답이 없어요.", "There is no answer to copy in this conversation yet.")
                : lang.pick("이 대화의 답은 \(available)개뿐이에요. copy 1…copy \(available) 중에서 골라 주세요.",
                            "This conversation has only \(available) answer\(available == 1 ? "" : "s"); use copy 1…copy \(available).")
        case .noRecipeAnswer?:
            let part = copy.part.map { partName($0, lang) } ?? ""
            return lang.pick(
                "\(part)만 복사하려면 레시피를 자세히 보여 준 답이 있어야 하는데, 이 대화에는 그런 답이 없어요. 답 전체는 '복사'로 복사할 수 있어요.",
                "Copying the \(part) needs a recipe detail answer, and this conversation has none. 'copy' copies a whole answer.")
        case .noHistory?:
            return lang.pick("기록을 남기지 않는 실행이라 복사할 답이 없어요.", "This run keeps no history, so there is nothing to copy.")
        case nil:
            break
        }
        let turn = copy.turn!
        // A whole answer is named by its history number and question; a part by its recipe.
        let what = style.dim(copy.part.map { DisplayWidth.truncate(oneLine(turn.question), to: 40) + " · " + partName($0, lang) }
            ?? "#\(turn.id) · " + DisplayWidth.truncate(oneLine(turn.question), to: 40))
        switch copy.delivery {
        case .printed:
            return TerminalSanitizer.clean(turn.answer)
        case .clipboard(let ways):
            return lang.pick("클립보드에 복사했어요", "Copied to the clipboard") + " (\(ways.joined(separator: ", ")))\n" + what
        case .pending:
            return lang.pick("복사할 답: ", "Answer to copy: ") + what
        case .noClipboard:
            return style.missing(lang.pick(
                "클립보드에 닿을 방법을 찾지 못했어요 (터미널도, wl-copy·xclip·xsel·pbcopy도 없어요). yori copy | 프로그램 처럼 파이프로 받아 가세요.",
                "Found no way to reach a clipboard (no terminal, no wl-copy/xclip/xsel/pbcopy). Pipe it instead: yori copy | program")) + "\n" + what
        }
    }

    func partName(_ part: CopyPart, _ lang: UserLanguage) -> String {
        switch part {
        case .ingredients: lang.pick("재료", "ingredients")
        case .steps: lang.pick("조리 순서", "steps")
        case .shopping: lang.pick("장보기 목록", "shopping list")
        }
    }

    func routeName(_ turn: ChatTurn, _ lang: UserLanguage) -> String {
        switch turn.route {
        case .local: lang.pick("로컬", "local")
        case .cache: lang.pick("캐시", "cache")
        case .model where turn.failed: lang.pick("모델 (실패)", "model (failed)")
        case .model where !turn.complete: lang.pick("모델 (끊김)", "model (cut off)")
        case .model: lang.pick("모델", "model")
        }
    }

    /// A turn as JSON (`--json` listings and `history export --format json`).
    func turnObject(_ turn: ChatTurn) -> JSONValue {
        func int(_ value: Int?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
        return .object([
            ("id", .int(turn.id)), ("conversation", .string(turn.conversation)), ("asked_at", .string(turn.askedAt)),
            ("day", .string(turn.day.description)), ("question", .string(turn.question)), ("intent", .string(turn.intent)),
            ("answer", .string(turn.answer)), ("route", .string(turn.route.rawValue)), ("model", .optional(turn.model)),
            ("elapsed_ms", int(turn.elapsedMilliseconds)), ("prompt_tokens", int(turn.promptTokens)),
            ("completion_tokens", int(turn.completionTokens)), ("complete", .bool(turn.complete)),
            ("failed", .bool(turn.failed)),
        ])
    }

    /// `history export --format md`: turns oldest first, a heading per conversation, each
    /// answer in a fence longer than any backtick run inside it.
    func markdown(_ turns: [ChatTurn], _ lang: UserLanguage) -> String {
        var out = ["# " + lang.pick("yori 대화 기록", "yori chat history")]
        var conversation: String?
        for turn in turns {
            if turn.conversation != conversation {
                conversation = turn.conversation
                out += ["", "## " + oneLine(turn.conversation)]
            }
            let answer = TerminalSanitizer.clean(turn.answer)
            var longest = 0, run = 0
            for c in answer { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
            let fence = String(repeating: "`", count: max(3, longest + 1))
            let model = turn.model.map { " · " + oneLine($0) } ?? ""
            out += ["", "### #\(turn.id) · \(localTime(turn.askedAt)) · \(turn.route.rawValue)\(model)\(turn.failed ? " (failed)" : turn.complete ? "" : " (cut off)")", "",
                    "> " + oneLine(turn.question), "", fence + "text", answer, fence]
        }
        return out.joined(separator: "\n")
    }

    /// Untrusted stored text on one line: control sequences removed, line breaks and tabs as spaces.
    func oneLine(_ text: String) -> String {
        String(TerminalSanitizer.clean(text).map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }
}
