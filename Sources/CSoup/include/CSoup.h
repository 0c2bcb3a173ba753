#ifndef CSOUP_H
#define CSOUP_H
// libsoup 3, loaded at the first download instead of linked: a program that never downloads starts
// without libsoup and the dozen libraries it needs (Kerberos, nghttp2, psl, sqlite…).
//
// libsoup's headers give the types; its functions are called through the clew_soup_* wrappers
// below, which load libsoup-3.0.so.0 on first use. The soup_* declarations stay visible, but
// nothing links libsoup, so calling one directly fails at link time (an undefined reference).
#include <gio/gio.h>
// Found through the default include path, not pkg-config: SwiftPM links a pkgConfig package's libs
// into every product that uses it, and a library target cannot add an include path outside the
// package without unsafe flags. Hence these headers rather than soup.h, which includes its parts as
// <libsoup/…>; these include their siblings as "…", relative to themselves.
#include <libsoup-3.0/libsoup/soup-message-metrics.h>
#include <libsoup-3.0/libsoup/soup-session.h>

G_BEGIN_DECLS

/// Loads libsoup 3 on the first call (any thread; later calls only read the outcome). Returns NULL
/// once it is loaded, or why it cannot be, as a sentence that lives as long as the process.
const char *clew_soup_load_error(void);

/// Why `soname` cannot serve as libsoup 3 (newly allocated, free with g_free), or NULL if it can.
/// The same check as clew_soup_load_error, on any library name, for tests; it loads `soname` for
/// good when it exists.
char *clew_soup_check_library(const char *soname);

// libsoup's functions, same signatures. Call clew_soup_load_error() first: once it returned NULL
// they are safe from any thread libsoup allows; before, or after it failed, they abort.

GType clew_soup_session_get_type(void);
void clew_soup_session_set_user_agent(SoupSession *session, const char *user_agent);
void clew_soup_session_set_timeout(SoupSession *session, guint timeout);
void clew_soup_session_set_idle_timeout(SoupSession *session, guint timeout);
void clew_soup_session_set_tls_database(SoupSession *session, GTlsDatabase *tls_database);
void clew_soup_session_set_proxy_resolver(SoupSession *session, GProxyResolver *proxy_resolver);
void clew_soup_session_send_async(
    SoupSession *session, SoupMessage *msg, int io_priority, GCancellable *cancellable,
    GAsyncReadyCallback callback, gpointer user_data);
GInputStream *clew_soup_session_send_finish(SoupSession *session, GAsyncResult *result, GError **error);

SoupMessage *clew_soup_message_new(const char *method, const char *uri_string);
GUri *clew_soup_message_get_uri(SoupMessage *msg);
void clew_soup_message_add_flags(SoupMessage *msg, SoupMessageFlags flags);
SoupMessageHeaders *clew_soup_message_get_request_headers(SoupMessage *msg);
SoupMessageHeaders *clew_soup_message_get_response_headers(SoupMessage *msg);
SoupStatus clew_soup_message_get_status(SoupMessage *msg);
GTlsCertificateFlags clew_soup_message_get_tls_peer_certificate_errors(SoupMessage *msg);
SoupMessageMetrics *clew_soup_message_get_metrics(SoupMessage *msg);

void clew_soup_message_headers_replace(SoupMessageHeaders *hdrs, const char *name, const char *value);
const char *clew_soup_message_headers_get_one(SoupMessageHeaders *hdrs, const char *name);
SoupEncoding clew_soup_message_headers_get_encoding(SoupMessageHeaders *hdrs);
goffset clew_soup_message_headers_get_content_length(SoupMessageHeaders *hdrs);

guint64 clew_soup_message_metrics_get_response_body_bytes_received(SoupMessageMetrics *metrics);

G_END_DECLS

#endif
