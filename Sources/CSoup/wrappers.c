// The clew_soup_* wrappers: each calls the libsoup function of the same name through the table.
#include "functions.h"

// A wrapper whose signature drifted from libsoup's would still compile below (C converts the
// arguments); this makes it an error instead.
#define CLEW_SOUP_SAME_SIGNATURE(name) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(clew_##name), __typeof__(name)), \
                   "clew_" #name " must have the signature of " #name);
CLEW_SOUP_FUNCTIONS(CLEW_SOUP_SAME_SIGNATURE)
#undef CLEW_SOUP_SAME_SIGNATURE

GType clew_soup_session_get_type(void) {
    return clew_soup_functions()->soup_session_get_type();
}

void clew_soup_session_set_user_agent(SoupSession *session, const char *user_agent) {
    clew_soup_functions()->soup_session_set_user_agent(session, user_agent);
}

void clew_soup_session_set_timeout(SoupSession *session, guint timeout) {
    clew_soup_functions()->soup_session_set_timeout(session, timeout);
}

void clew_soup_session_set_idle_timeout(SoupSession *session, guint timeout) {
    clew_soup_functions()->soup_session_set_idle_timeout(session, timeout);
}

void clew_soup_session_set_tls_database(SoupSession *session, GTlsDatabase *tls_database) {
    clew_soup_functions()->soup_session_set_tls_database(session, tls_database);
}

void clew_soup_session_set_proxy_resolver(SoupSession *session, GProxyResolver *proxy_resolver) {
    clew_soup_functions()->soup_session_set_proxy_resolver(session, proxy_resolver);
}

void clew_soup_session_send_async(
    SoupSession *session, SoupMessage *msg, int io_priority, GCancellable *cancellable,
    GAsyncReadyCallback callback, gpointer user_data) {
    clew_soup_functions()->soup_session_send_async(session, msg, io_priority, cancellable, callback, user_data);
}

GInputStream *clew_soup_session_send_finish(SoupSession *session, GAsyncResult *result, GError **error) {
    return clew_soup_functions()->soup_session_send_finish(session, result, error);
}

SoupMessage *clew_soup_message_new(const char *method, const char *uri_string) {
    return clew_soup_functions()->soup_message_new(method, uri_string);
}

GUri *clew_soup_message_get_uri(SoupMessage *msg) {
    return clew_soup_functions()->soup_message_get_uri(msg);
}

void clew_soup_message_add_flags(SoupMessage *msg, SoupMessageFlags flags) {
    clew_soup_functions()->soup_message_add_flags(msg, flags);
}

SoupMessageHeaders *clew_soup_message_get_request_headers(SoupMessage *msg) {
    return clew_soup_functions()->soup_message_get_request_headers(msg);
}

SoupMessageHeaders *clew_soup_message_get_response_headers(SoupMessage *msg) {
    return clew_soup_functions()->soup_message_get_response_headers(msg);
}

SoupStatus clew_soup_message_get_status(SoupMessage *msg) {
    return clew_soup_functions()->soup_message_get_status(msg);
}

GTlsCertificateFlags clew_soup_message_get_tls_peer_certificate_errors(SoupMessage *msg) {
    return clew_soup_functions()->soup_message_get_tls_peer_certificate_errors(msg);
}

SoupMessageMetrics *clew_soup_message_get_metrics(SoupMessage *msg) {
    return clew_soup_functions()->soup_message_get_metrics(msg);
}

void clew_soup_message_headers_replace(SoupMessageHeaders *hdrs, const char *name, const char *value) {
    clew_soup_functions()->soup_message_headers_replace(hdrs, name, value);
}

const char *clew_soup_message_headers_get_one(SoupMessageHeaders *hdrs, const char *name) {
    return clew_soup_functions()->soup_message_headers_get_one(hdrs, name);
}

SoupEncoding clew_soup_message_headers_get_encoding(SoupMessageHeaders *hdrs) {
    return clew_soup_functions()->soup_message_headers_get_encoding(hdrs);
}

goffset clew_soup_message_headers_get_content_length(SoupMessageHeaders *hdrs) {
    return clew_soup_functions()->soup_message_headers_get_content_length(hdrs);
}

guint64 clew_soup_message_metrics_get_response_body_bytes_received(SoupMessageMetrics *metrics) {
    return clew_soup_functions()->soup_message_metrics_get_response_body_bytes_received(metrics);
}
