/// Presents a view: a dialog by default, a popover when ``style`` says so.
///
/// ```swift
/// extension ViewBuilder {
///     func instantSheetRoute() -> Route<Self, PresentationTransition> {
///         let route = presentRoute(isAnimated: false)
///         route.prepareForShowTransition = { _, transition, _ in transition.style = .sheet }
///         return route
///     }
/// }
/// ```
@MainActor
public final class PresentationTransition: ViewTransition {
    // Read once per navigation. Stored internal behind public accessors, as a route's hooks: the
    // release build's optimizer then sees every access, none spanning a call, and drops their
    // exclusivity checks; debug builds and the tests keep them. (Two stored properties, not one
    // value holding both: a type of the module's own in the initializer keeps routes from being
    // specialized in the app, a dearer cost.)
    private var storedStyle: PresentationStyle
    private var storedIsAnimated: Bool

    /// How the view appears; change it in `prepareForShowTransition`.
    public var style: PresentationStyle {
        get { storedStyle }
        set { storedStyle = newValue }
    }
    /// Whether renderers animate the presentation.
    public var isAnimated: Bool {
        get { storedIsAnimated }
        set { storedIsAnimated = newValue }
    }

    /// A presentation in `style`.
    public init(style: PresentationStyle = .dialog, isAnimated: Bool = true) {
        storedStyle = style
        storedIsAnimated = isAnimated
    }

    public var name: String {
        if case .popover = style { return "popover" }
        return "present"
    }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.present(view, style: style, animated: isAnimated)
    }
}
