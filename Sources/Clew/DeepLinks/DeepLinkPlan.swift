/// What opening a link does, decided before anything changes: the navigation stack the link
/// implies (root first: `Home ▸ Profile`, so Back goes where the user expects), and at most one
/// view presented over it. Its views are built when the plan is made, so a failing builder
/// fails the link with nothing on screen changed.
///
/// ```swift
/// try DeepLinkPlan(
///     stack: [HomeScreen(), ProfileBuilder().build(with: user)],
///     presenting: PaywallBuilder().build(with: .profile))
/// ```
@MainActor
public struct DeepLinkPlan {
    /// The tab whose stack the link sets (a window with tabs), selected first; `nil`: the selected one.
    public var tab: String?
    /// The screens of the navigation stack after the link, root first; screens already on the
    /// stack (the same objects) stay, as ``Router/setStack(_:animated:dismissingPresentation:completion:)`` keeps them.
    public var stack: [any Screen]
    /// A view presented over the stack (a dialog, sheet or custom style), if any.
    public var presented: (any View)?
    /// How ``presented`` is shown.
    public var presentationStyle: PresentationStyle
    /// Runs once the stack and the presentation are on screen, in the link's turn: for a flow the
    /// app starts by itself (the demo's scenarios). Its own navigations are not checked in advance.
    public var afterwards: (@MainActor () -> Void)?

    /// A plan: the stack, then `presenting` shown with `style`, then `afterwards`.
    public init(
        tab: String? = nil, stack: [any Screen], presenting: (any View)? = nil, style: PresentationStyle = .dialog,
        afterwards: (@MainActor () -> Void)? = nil
    ) {
        self.tab = tab
        self.stack = stack
        self.presented = presenting
        self.presentationStyle = style
        self.afterwards = afterwards
    }

    /// The plan's steps as a sentence, for logs and tests: `Home ▸ Profile, then present “Premium”`.
    public var summary: String {
        let stackPart = (tab.map { "[\($0)] " } ?? "") + stack.map(\.title).joined(separator: " ▸ ")
        guard let presented else { return stackPart }
        return stackPart + ", then present \(presented.content.summary)"
    }
}
