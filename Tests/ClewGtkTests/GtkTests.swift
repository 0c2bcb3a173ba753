import Testing

/// Parent of every suite that touches GTK. `.serialized` is inherited by the
/// nested suites (declared in extensions in the other files), so no two GTK
/// tests ever run at the same time; `@MainActor` keeps them on the main queue.
/// Suites that do not touch GTK must live outside this type so they keep
/// running in parallel.
@Suite(.serialized) @MainActor
struct GtkTests {}
