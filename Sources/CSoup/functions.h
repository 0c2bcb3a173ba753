#ifndef CLEW_SOUP_FUNCTIONS_H
#define CLEW_SOUP_FUNCTIONS_H
// The libsoup functions ClewSoup calls, resolved once from the loaded library (loader.c) and called
// through wrappers.c. Private to CSoup.
#include "CSoup.h"

// Every function, once: X(name). Each has a wrapper clew_<name> in CSoup.h.
#define CLEW_SOUP_FUNCTIONS(X) \
    X(soup_session_get_type) \
    X(soup_session_set_user_agent) \
    X(soup_session_set_timeout) \
    X(soup_session_set_idle_timeout) \
    X(soup_session_set_tls_database) \
    X(soup_session_set_proxy_resolver) \
    X(soup_session_send_async) \
    X(soup_session_send_finish) \
    X(soup_message_new) \
    X(soup_message_get_uri) \
    X(soup_message_add_flags) \
    X(soup_message_get_request_headers) \
    X(soup_message_get_response_headers) \
    X(soup_message_get_status) \
    X(soup_message_get_tls_peer_certificate_errors) \
    X(soup_message_get_metrics) \
    X(soup_message_headers_replace) \
    X(soup_message_headers_get_one) \
    X(soup_message_headers_get_encoding) \
    X(soup_message_headers_get_content_length) \
    X(soup_message_metrics_get_response_body_bytes_received)

/// Pointers typed from libsoup's own declarations, so a call with the wrong arguments does not compile.
typedef struct {
#define CLEW_SOUP_FIELD(name) __typeof__(name) *name;
    CLEW_SOUP_FUNCTIONS(CLEW_SOUP_FIELD)
#undef CLEW_SOUP_FIELD
} ClewSoupFunctions;

/// The resolved functions; aborts if libsoup could not be loaded (the caller skipped
/// clew_soup_load_error, a bug).
const ClewSoupFunctions *clew_soup_functions(void);

#endif
