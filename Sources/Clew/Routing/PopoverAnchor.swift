/// A control a popover can point at: a button in the GTK adapter, a `TestAnchor` in tests.
///
/// Routes hold anchors weakly; a popover whose anchor is gone, or no longer on screen, fails with
/// ``NavigationError/anchorUnavailable(_:)`` instead of appearing somewhere arbitrary.
@MainActor
public protocol PopoverAnchor: AnyObject {
    /// A short human name for logs and errors, such as "difficulty".
    var anchorDescription: String { get }
    /// Whether the control is still on screen and can have a popover pointing at it.
    var isAvailableAsAnchor: Bool { get }
}
