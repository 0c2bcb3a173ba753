import Clew

/// A headless stand-in for a control that a popover points at.
///
/// ```swift
/// let difficultyButton = TestAnchor("difficulty")
/// router.navigate(to: PickerBuilder().popoverRoute(from: difficultyButton), with: picker)
/// difficultyButton.removeFromScreen()   // the next popover pointing at it fails with .anchorUnavailable
/// ```
@MainActor
public final class TestAnchor: PopoverAnchor {
    /// The name that appears in events and errors.
    public let anchorDescription: String
    /// Whether the control is on screen; see ``removeFromScreen()``.
    public private(set) var isAvailableAsAnchor = true

    /// A control called `name`, on screen.
    public init(_ name: String) {
        anchorDescription = name
    }

    /// Takes the control off screen, as when its window closes.
    public func removeFromScreen() {
        isAvailableAsAnchor = false
    }
}
