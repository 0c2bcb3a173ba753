/// Where a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
///
/// The arrow points *at the anchor*: `.up` means the arrow points up, so the popover sits below
/// its anchor; `.down` puts it above. Renderers pick the first permitted direction in the order
/// up, down, left, right.
///
/// ```swift
/// PickerBuilder().popoverRoute(from: button, permittedArrowDirections: [.up, .down])
/// ```
public struct ArrowDirections: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The arrow points up: the popover is below the anchor.
    public static let up = ArrowDirections(rawValue: 1 << 0)
    /// The arrow points down: the popover is above the anchor.
    public static let down = ArrowDirections(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of the anchor.
    public static let left = ArrowDirections(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of the anchor.
    public static let right = ArrowDirections(rawValue: 1 << 3)
    /// Any direction.
    public static let any: ArrowDirections = [.up, .down, .left, .right]

    /// The direction a renderer uses: the first permitted one in the order up, down, left, right;
    /// `.up` when none is given.
    public var preferred: ArrowDirections {
        for direction in [ArrowDirections.up, .down, .left, .right] where contains(direction) {
            return direction
        }
        return .up
    }

    public var description: String {
        let names = [(ArrowDirections.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
            .filter { contains($0.0) }
            .map(\.1)
        return names.isEmpty ? "[]" : names.joined(separator: "|")
    }
}
