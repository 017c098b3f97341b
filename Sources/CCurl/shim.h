#ifndef YORI_CCURL_SHIM_H
#define YORI_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, so each
// argument type yori passes gets one small typed function.

/// CURL_GLOBAL_DEFAULT is a macro over other macros; call it once before any handle.
static inline CURLcode yori_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

static inline CURLcode yori_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode yori_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}
/// libcurl copies string options (since 7.17), so `value` need only live for the call.
static inline CURLcode yori_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode yori_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode yori_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}
/// For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION (same signature).
static inline CURLcode yori_curl_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback fn) {
    return curl_easy_setopt(handle, option, fn);
}
static inline CURLcode yori_curl_setopt_xferinfo_function(CURL *handle, curl_xferinfo_callback fn) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, fn);
}

static inline CURLcode yori_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// What write and header callbacks return to make libcurl stop with CURLE_WRITE_ERROR.
static inline size_t yori_curl_write_abort(void) { return 0; }

// A flag set from one thread (or a Ctrl-C watcher) and read from libcurl's progress
// callback on another. Plain int memory with compiler atomics: no Synchronization module,
// which would raise the macOS deployment target.
static inline int yori_atomic_load_int(const int *flag) { return __atomic_load_n(flag, __ATOMIC_SEQ_CST); }
static inline void yori_atomic_store_int(int *flag, int value) { __atomic_store_n(flag, value, __ATOMIC_SEQ_CST); }
#endif
