#ifndef YORI_CCURL_SHIM_H
#define YORI_CCURL_SHIM_H
#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

// libcurl is loaded with dlopen on the first request, not linked: linking it (and its TLS,
// HTTP/2, LDAP and SSH libraries) cost every yori start several milliseconds and megabytes,
// though most runs never talk to the LLM endpoint. <curl/curl.h> is only used for types.
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, so each
// argument type yori passes gets one small typed function.

typedef struct {
    int state;  // 0 not tried, 1 loaded, -1 unavailable
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    CURLcode (*easy_perform)(CURL *);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} yori_curl_functions;

/// The libcurl functions, loaded once (call from one thread first: the first request does).
static inline yori_curl_functions *yori_curl(void) {
    static yori_curl_functions f;
    if (f.state != 0) return &f;
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
    void *lib = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !lib; i++) lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!lib) { f.state = -1; return &f; }
    f.global_init = (CURLcode (*)(long))dlsym(lib, "curl_global_init");
    f.easy_init = (CURL *(*)(void))dlsym(lib, "curl_easy_init");
    f.easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))dlsym(lib, "curl_easy_setopt");
    f.easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))dlsym(lib, "curl_easy_getinfo");
    f.easy_perform = (CURLcode (*)(CURL *))dlsym(lib, "curl_easy_perform");
    f.easy_cleanup = (void (*)(CURL *))dlsym(lib, "curl_easy_cleanup");
    f.easy_strerror = (const char *(*)(CURLcode))dlsym(lib, "curl_easy_strerror");
    f.slist_append = (struct curl_slist *(*)(struct curl_slist *, const char *))dlsym(lib, "curl_slist_append");
    f.slist_free_all = (void (*)(struct curl_slist *))dlsym(lib, "curl_slist_free_all");
    int complete = f.global_init && f.easy_init && f.easy_setopt && f.easy_getinfo && f.easy_perform
        && f.easy_cleanup && f.easy_strerror && f.slist_append && f.slist_free_all;
    f.state = complete ? 1 : -1;
    return &f;
}

/// Whether libcurl could be loaded.
static inline int yori_curl_available(void) { return yori_curl()->state == 1; }

/// CURL_GLOBAL_DEFAULT is a macro over other macros; call it once before any handle.
static inline CURLcode yori_curl_global_init(void) {
    return yori_curl_available() ? yori_curl()->global_init(CURL_GLOBAL_DEFAULT) : CURLE_FAILED_INIT;
}
static inline CURL *yori_curl_easy_init(void) { return yori_curl_available() ? yori_curl()->easy_init() : NULL; }
static inline void yori_curl_easy_cleanup(CURL *handle) { yori_curl()->easy_cleanup(handle); }
static inline CURLcode yori_curl_easy_perform(CURL *handle) { return yori_curl()->easy_perform(handle); }
static inline const char *yori_curl_easy_strerror(CURLcode code) {
    return yori_curl_available() ? yori_curl()->easy_strerror(code) : "libcurl is not available";
}
static inline struct curl_slist *yori_curl_slist_append(struct curl_slist *list, const char *text) {
    return yori_curl()->slist_append(list, text);
}
static inline void yori_curl_slist_free_all(struct curl_slist *list) {
    if (list) yori_curl()->slist_free_all(list);
}

static inline CURLcode yori_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return yori_curl()->easy_setopt(handle, option, value);
}
static inline CURLcode yori_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return yori_curl()->easy_setopt(handle, option, value);
}
/// libcurl copies string options (since 7.17), so `value` need only live for the call.
static inline CURLcode yori_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return yori_curl()->easy_setopt(handle, option, value);
}
static inline CURLcode yori_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return yori_curl()->easy_setopt(handle, option, value);
}
static inline CURLcode yori_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return yori_curl()->easy_setopt(handle, option, value);
}
/// For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION (same signature).
static inline CURLcode yori_curl_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback fn) {
    return yori_curl()->easy_setopt(handle, option, fn);
}
static inline CURLcode yori_curl_setopt_xferinfo_function(CURL *handle, curl_xferinfo_callback fn) {
    return yori_curl()->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, fn);
}

/// For CURLOPT_SOCKOPTFUNCTION: told each socket libcurl opens (the cancel flag watches it).
static inline CURLcode yori_curl_setopt_sockopt_function(CURL *handle, curl_sockopt_callback fn) {
    return yori_curl()->easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, fn);
}

/// Limits a handle (and any redirect) to http and https, on libcurl 7.68 and newer.
/// CURLOPT_PROTOCOLS_STR and CURLOPT_REDIR_PROTOCOLS_STR exist from 7.85; with older
/// headers they are not compiled in, and with newer headers but an older libcurl loaded at
/// run time (a binary copied to Ubuntu 22.04 or RHEL 9) they answer CURLE_UNKNOWN_OPTION:
/// either way the bitmask options, deprecated since 7.85 but still served, are used.
static inline CURLcode yori_curl_allow_http_only_bitmask(CURL *handle) {
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#endif
    long protocols = CURLPROTO_HTTP | CURLPROTO_HTTPS;
    CURLcode rc = yori_curl()->easy_setopt(handle, CURLOPT_PROTOCOLS, protocols);
    if (rc == CURLE_OK) rc = yori_curl()->easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, protocols);
#if defined(__clang__)
#pragma clang diagnostic pop
#endif
    return rc;
}
static inline CURLcode yori_curl_allow_http_only(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
    CURLcode rc = yori_curl()->easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    if (rc == CURLE_OK) rc = yori_curl()->easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    if (rc != CURLE_UNKNOWN_OPTION) return rc;
#endif
    return yori_curl_allow_http_only_bitmask(handle);
}

static inline CURLcode yori_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return yori_curl()->easy_getinfo(handle, info, value);
}

static inline CURLcode yori_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return yori_curl()->easy_getinfo(handle, info, value);
}

/// What write and header callbacks return to make libcurl stop with CURLE_WRITE_ERROR.
static inline size_t yori_curl_write_abort(void) { return 0; }

// A flag set from one thread (or a Ctrl-C watcher) and read from libcurl's progress
// callback on another. Plain int memory with compiler atomics: no Synchronization module,
// which would raise the macOS deployment target.
static inline int yori_atomic_load_int(const int *flag) { return __atomic_load_n(flag, __ATOMIC_SEQ_CST); }
static inline void yori_atomic_store_int(int *flag, int value) { __atomic_store_n(flag, value, __ATOMIC_SEQ_CST); }
#endif
