#ifndef YORI_CREADLINE_SHIM_H
#define YORI_CREADLINE_SHIM_H
#include <stdio.h>
#include <string.h>
#include <wchar.h>
// wcwidth is declared by <wchar.h> only under _XOPEN_SOURCE, which would change struct tm for
// this module alone (and clash with Swift's Glibc module); glibc exports it either way.
extern int wcwidth(wchar_t c);
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 rejects reading or writing readline's mutable C globals directly,
// so every global yori touches goes through one of these small functions.

typedef char **(*yori_completion_fn)(const char *text, int start, int end);
typedef char *(*yori_generator_fn)(const char *text, int state);

static inline void yori_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void yori_rl_set_catch_signals(int on) {
    rl_catch_signals = on;
    rl_catch_sigwinch = 1;
}
static inline void yori_rl_set_completion(yori_completion_fn fn) {
    rl_attempted_completion_function = fn;
}
/// Stops readline from falling back to file-name completion.
static inline void yori_rl_completion_over(void) { rl_attempted_completion_over = 1; }
static inline char **yori_rl_matches(const char *text, yori_generator_fn gen) {
    return rl_completion_matches(text, gen);
}
/// The text of the newest history entry, or NULL when history is empty.
static inline const char *yori_history_last(void) {
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}
static inline const char *yori_rl_line_buffer(void) { return rl_line_buffer; }
static inline int yori_rl_point(void) { return rl_point; }
static inline void yori_rl_set_instream(FILE *f) { rl_instream = f; }
static inline void yori_rl_set_outstream(FILE *f) { rl_outstream = f; }

// Ctrl-R with Hangul: readline moves the cursor back over the search line with one backspace
// per column, but some terminals move back a whole wide character per backspace, so the cursor
// lands columns too far left and the next update overwrites the prompt:
// `(reverse-i-search북': 북마크 보여줘` (the `)\`` lost). While a search is shown, yori draws the
// line itself from column 0 and puts the cursor with an absolute move (CR, then CSI n C), which
// every terminal counts in columns; the first update after the search is a whole redraw too.
// A line as wide as the screen is left to readline (an absolute move cannot cross rows).
static int yori_rl_was_searching = 0;
static void yori_rl_redisplay(void);

/// Terminal columns of the first `bytes` bytes of `text` (UTF-8 under the current locale).
static inline int yori_rl_columns(const char *text, size_t bytes) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    int columns = 0;
    size_t i = 0;
    while (i < bytes && text[i]) {
        wchar_t wc;
        size_t n = mbrtowc(&wc, text + i, bytes - i, &state);
        if (n == (size_t)-1 || n == (size_t)-2) { columns += 1; i += 1; memset(&state, 0, sizeof state); continue; }
        if (n == 0) break;
        if (wc == 1 || wc == 2) { i += n; continue; }  // readline's invisible-text markers
        int w = wcwidth(wc);
        columns += w > 0 ? w : 0;
        i += n;
    }
    return columns;
}

static inline void yori_rl_redraw_whole(void) {
    FILE *out = rl_outstream ? rl_outstream : stdout;
    fputs("\r\033[K", out);  // column 0 of the line, cleared: where a fresh redraw starts
    rl_redisplay_function = rl_redisplay;
    rl_forced_update_display();
    rl_redisplay_function = yori_rl_redisplay;
}

static void yori_rl_redisplay(void) {
    int searching = RL_ISSTATE(RL_STATE_ISEARCH | RL_STATE_NSEARCH) != 0;
    if (searching) {
        const char *prompt = rl_display_prompt ? rl_display_prompt : "";
        const char *line = rl_line_buffer ? rl_line_buffer : "";
        int rows = 0, cols = 0;
        rl_get_screen_size(&rows, &cols);
        int total = yori_rl_columns(prompt, strlen(prompt)) + yori_rl_columns(line, strlen(line));
        if (cols > 0 && total < cols) {
            FILE *out = rl_outstream ? rl_outstream : stdout;
            fputs("\r\033[K", out);
            for (const char *p = prompt; *p; p++) if (*p != 1 && *p != 2) fputc(*p, out);
            fputs(line, out);
            int at = yori_rl_columns(prompt, strlen(prompt)) + yori_rl_columns(line, (size_t)rl_point);
            fputc('\r', out);
            if (at > 0) fprintf(out, "\033[%dC", at);
            fflush(out);
            yori_rl_was_searching = 1;
            return;
        }
    }
    if (searching || yori_rl_was_searching) {
        yori_rl_was_searching = searching;
        yori_rl_redraw_whole();
        return;
    }
    rl_redisplay();
}
static inline void yori_rl_install_redisplay(void) { rl_redisplay_function = yori_rl_redisplay; }

/// Throws away the line being edited after Ctrl-C and shows a fresh prompt.
static inline void yori_rl_interrupt_line(void) {
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_point = 0;
    rl_end = 0;
    rl_crlf();
    rl_on_new_line();
    rl_redisplay();
}
#endif
