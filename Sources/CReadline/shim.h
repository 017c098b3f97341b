#ifndef YORI_CREADLINE_SHIM_H
#define YORI_CREADLINE_SHIM_H
#include <stdio.h>
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

// readline 8.2 loses track of the cursor column while an incremental search (Ctrl-R) shows
// a prompt with wide characters in it, `(reverse-i-search)`북': …`: after it moves the cursor
// back onto the match, its next update starts from where it thinks the cursor is, columns off,
// and overwrites `)\``. bash 5.2 shows the same. While searching, and once just after, yori
// redraws the line whole from its first column instead, so nothing depends on that bookkeeping.
static int yori_rl_was_searching = 0;
static void yori_rl_redisplay(void);
static inline void yori_rl_redisplay_whole(void) {
    FILE *out = rl_outstream ? rl_outstream : stdout;
    fputs("\r\033[K", out);  // column 0 of the line, cleared: where a fresh redraw starts
    rl_redisplay_function = rl_redisplay;
    rl_forced_update_display();
    rl_redisplay_function = yori_rl_redisplay;
}
static void yori_rl_redisplay(void) {
    int searching = RL_ISSTATE(RL_STATE_ISEARCH | RL_STATE_NSEARCH) != 0;
    if (searching || yori_rl_was_searching) {
        yori_rl_was_searching = searching;
        yori_rl_redisplay_whole();
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
