/// Shows a sidebar beside the navigation stack (the content pane), as GNOME's split views do
/// (`AdwNavigationSplitView`): side by side when the window is wide, one pane at a time with a
/// Back button to the sidebar when it is narrow. ``NavigationStackRendering``'s calls apply to the
/// content pane.
@MainActor
public protocol SplitViewRendering: NavigationStackRendering {
    /// Shows `sidebar` beside the content pane, whose stack starts at `contentRoot`.
    func setSplitView(sidebar: any Screen, contentRoot: any Screen) throws
    /// A detail was shown: a narrow window brings the content pane forward.
    func showContentPane()
    /// Whether the window is narrow and shows the sidebar alone now.
    var isShowingSidebarOnly: Bool { get }
}

extension Router {
    /// Splits the window into `sidebar` and a content pane whose stack starts at `content`. For a
    /// window with nothing on it yet.
    ///
    /// ```swift
    /// router.setSplitView(sidebar: ScenarioList(), content: WelcomeScreen())
    /// router.navigate(to: ScenarioBuilder().showDetailRoute(), with: scenario)   // the content pane shows it
    /// ```
    ///
    /// - Returns: a ticket whose outcome is ``NavigationOutcome/splitViewSet``;
    ///   ``NavigationError/invalidSplitView(_:)`` when the window already shows screens or has
    ///   tabs, the renderer's missing capability. Nothing changes when it fails.
    @discardableResult
    public func setSplitView(
        sidebar: any Screen, content: any Screen, completion: ((NavigationResult) -> Void)? = nil
    ) -> NavigationTicket {
        request(completion) { [unowned self] ticket in
            ticket.finish(performSetSplitView(sidebar: sidebar, content: content))
        }
    }

    /// The sidebar, when the window is split.
    public var sidebar: (any Screen)? { layout.sidebar }

    func performSetSplitView(sidebar: any Screen, content: any Screen) -> NavigationResult {
        guard let renderer = capabilities.splitView else {
            return .failure(
                .unsupportedByRenderer(
                    capability: "split views (SplitViewRendering)",
                    renderer: String(describing: type(of: self.renderer))))
        }
        guard layout.isBlank else {
            return .failure(.invalidSplitView("The window already shows screens; split it before pushing any."))
        }
        guard sidebar !== content else {
            return .failure(.invalidSplitView("The sidebar and the content cannot be the same screen."))
        }
        for screen in [sidebar, content] {
            do throws(NavigationError) { try screen.validate(for: self.renderer) } catch { return .failure(error) }
        }
        do {
            try renderer.setSplitView(sidebar: sidebar, contentRoot: content)
        } catch {
            return .failure(.rendererFailed(error))
        }
        changeScreens { $0.setSplit(sidebar: sidebar, content: content) }
        notify(.appeared, sidebar)
        notify(.appeared, content)
        return .success(.splitViewSet)
    }

    /// Makes `view` the content pane's only screen and brings the pane forward (a narrow window
    /// shows it instead of the sidebar).
    func showDetail(_ view: any View, animated: Bool) -> NavigationResult {
        guard let split = capabilities.splitView, layout.sidebar != nil else {
            return .failure(
                .invalidSplitView("The window has no split view to show a detail in; call setSplitView first."))
        }
        guard let screen = view as? any Screen else { return .failure(.notAScreen(view.content.summary)) }
        // One operation: the content pane is brought forward before observers hear of the change.
        return asOneOperation {
            let result = apply(layout.current.change(to: [screen]), animated: animated, dismissingPresentation: true)
            guard case .success = result else { return result }
            split.showContentPane()
            return .success(.detailShown)
        }
    }
}

/// Shows the built screen as the split view's detail (Ariadne's split-view detail transition):
/// the content pane's stack becomes that screen alone, and a narrow window shows the content.
@MainActor
public final class ShowDetailTransition: ViewTransition {
    public var isAnimated: Bool
    /// A detail, crossfaded in by default.
    public init(isAnimated: Bool = true) { self.isAnimated = isAnimated }
    public var name: String { "show detail" }

    public func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        return navigator.showDetail(view, animated: isAnimated)
    }
}

extension ViewBuilder {
    /// A route that shows the built screen as the split view's detail.
    ///
    /// <!-- doc-test:
    /// router.setSplitView(sidebar: ScenarioList(), content: WelcomeScreen())
    /// -->
    /// ```swift
    /// router.navigate(to: NoteBuilder().showDetailRoute(), with: note)
    /// ```
    public func showDetailRoute(isAnimated: Bool = true) -> Route<Self, ShowDetailTransition> {
        Route(builder: self, transition: ShowDetailTransition(isAnimated: isAnimated))
    }
}
