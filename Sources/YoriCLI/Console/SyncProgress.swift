import YoriKit

/// `yori sync`'s download progress on stderr ("2/3 pages"), always shown — a download
/// takes seconds — as one rewritten line on a terminal, a line per event otherwise.
struct SyncProgress {
    let console: Console
    let onTerminal: Bool
    let language: UserLanguage

    func starting(_ url: String) {
        emit(language.pick("COOKRCP01 받는 중: \(url)", "COOKRCP01: fetching \(url)"), final: true)
    }

    func show(_ event: CookRcpFetcher.Event) {
        switch event {
        case .fetched(let page, let pages, let rows, let total):
            emit(language.pick("COOKRCP01: \(page)/\(pages) 페이지 (레시피 \(rows)/\(total)개)",
                               "COOKRCP01: page \(page)/\(pages) (\(rows) of \(EnglishGrammar.count(total, "recipe")))"), final: page == pages)
        case .retrying(let page, let reason, let delay, let attempt):
            let wait = Self.seconds(delay)
            emit(language.pick("\(page) 페이지 실패 (\(reason)); \(wait) 후 다시 시도 (\(attempt)번째)",
                               "page \(page) failed (\(reason)); retrying in \(wait) (attempt \(attempt))"), final: true)
        }
    }

    /// Clears an unfinished progress line on a terminal.
    func finish() {
        if onTerminal { console.clearStatus() }
    }

    /// `0.5 s`, `2 s`, `10 ms`.
    static func seconds(_ value: Double) -> String {
        if value < 0.1 { return "\(Int((value * 1000).rounded())) ms" }
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
    }

    private func emit(_ text: String, final: Bool) {
        if onTerminal {
            console.status(text + (final ? "\n" : ""))
        } else {
            console.errorLine(text)
        }
    }
}
