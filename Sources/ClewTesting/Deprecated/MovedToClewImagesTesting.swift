// A type that moved to ClewImagesTesting in 0.7.0: the compiler names the new product when a test
// that imports only ClewTesting uses it. ClewImagesTesting imports ClewTesting, so in a file that
// imports both, its declaration shadows this one and the name is not ambiguous.

/// Moved to `ClewImagesTesting` in 0.7.0, with the recording renderer's image screens.
///
/// ```swift
/// import ClewImagesTesting   // ScriptedImageLoader, imageDisplay(on:), tapRetry(on:)
/// ```
@available(
    *, unavailable, message: "moved to ClewImagesTesting in 0.7.0: add the ClewImagesTesting product and import it"
)
public final class ScriptedImageLoader {}
