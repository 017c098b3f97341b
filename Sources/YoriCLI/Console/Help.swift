import YoriKit

/// The chat help text (REPL `help`, `도움말`).
enum Help {
    static func text(_ lang: UserLanguage, style: Style) -> String {
        lang.pick("""
            \(style.bold("yori — 터미널 요리 도우미"))
            재료를 말하면 만들 수 있는 요리를 찾아 드려요.
              대파랑 계란으로 뭐 만들 수 있어?
              두부 김치 돼지고기
              cook 감자 양파          재료로 요리 찾기
              기록 보여줘             지난 질문과 답 (yori history)
              복사, 복사 2            마지막(두 번째) 답을 클립보드로
              help, 도움말            이 도움말
              exit, 종료, Ctrl-D      끝내기
            Tab은 명령어를 완성하고, Ctrl-C는 입력 중인 줄을 지워요.
            """, """
            \(style.bold("yori — a recipe assistant for the terminal"))
            Tell me what you have and I'll find what you can cook.
              what can I cook with green onion and egg
              tofu, kimchi, pork
              cook potato onion       find recipes for ingredients
              history                 earlier questions and answers (yori history)
              copy, copy 2            the last (second last) answer to the clipboard
              help                    this help
              exit, quit, Ctrl-D      leave
            Tab completes commands; Ctrl-C clears the line.
            """)
    }
}
