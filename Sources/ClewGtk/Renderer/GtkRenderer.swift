internal import CGtk
import Clew

/// Renders Clew's routes with GTK 4 widgets in one window.
///
/// - ``PresentationStyle/dialog`` presentations become modal windows transient for this window, and
///   ``PresentationStyle/sheet`` ones (action sheets) cards at its bottom over a scrim (``ModalRendering``);
/// - popover presentations become `GtkPopover`s parented to the anchor widget (``PopoverRendering``);
/// - pushed screens go on a `GtkStack` with slide transitions, under a header bar with the top
///   screen's title, its ``GtkScreen/headerItems``, and a back button when there is something to
///   go back to (``NavigationStackRendering``);
/// - feature modules draw their own screens and log their changes (`ClewImagesGtk` draws image
///   screens) through ``drawScreens(of:with:)``, ``recordChange(_:of:)`` and
///   ``addSettledCondition(named:_:)``.
///
/// ``Application`` makes one for the app's window. By hand:
///
/// ```swift
/// let renderer = GtkRenderer(window: window)
/// let router = Router(renderer: renderer)
/// router.navigate(to: HomeBuilder().pushRoute(isAnimated: false), with: deps)
/// window.present()
/// ```
///
/// Each capability has a presenter of its own that holds its state; this type only forwards to
/// them. It keeps the same ``events`` log as `RecordingRenderer`, so a scenario driven on both
/// renderers can be compared event for event; `ClewGtkTesting` drives it as a user would.
@MainActor
public final class GtkRenderer: Renderer {
    public weak var responder: (any RendererResponder)?

    /// The window that hosts the navigation stack and parents every dialog.
    public let window: Window

    /// Everything rendered, and every choice the user made, in order: as much as
    /// ``eventRetention`` keeps (the newest 256 by default, so a running app's log stays small).
    public var events: [RenderEvent] { log.events }
    /// How much of ``events`` is kept; set it in `init`.
    public var eventRetention: RenderEventLog.Retention { log.retention }

    private var log: RenderEventLog
    private let screens: ScreenPresenter
    private let contents: ContentDrawers
    private let pages: PageStackPresenter
    private let dialogs: any DialogPresenting
    private let sheets: SheetPresenter
    private let popovers: PopoverPresenter
    private let toasts: any ToastPresenting
    private let focusReturn: FocusReturn
    private var settledConditions: [String: @MainActor () -> Bool] = [:]

    /// Takes over `window`'s title bar and content: a header bar with a back button, and a stack.
    ///
    /// - Parameter eventRetention: how much of the ``events`` log to keep: `.all` in tests and
    ///   screenshots, `.none` where nobody reads it.
    public convenience init(window: Window, eventRetention: RenderEventLog.Retention = .last(256)) {
        self.init(window: window, eventRetention: eventRetention, parts: .gtk)
    }

    /// A renderer with another toolkit's ``RendererParts`` (ClewAdwaita's).
    package init(window: Window, eventRetention: RenderEventLog.Retention, parts: RendererParts) {
        RendererStylesheet.installOnce()
        Appearance.startOnce()
        self.window = window
        log = RenderEventLog(retention: eventRetention)
        // The presenters reach the renderer only through these closures, weakly.
        weak var renderer: GtkRenderer?
        screens = ScreenPresenter(forgetChanges: { key in renderer?.log.forget(key) })
        contents = ContentDrawers()
        let host = PresenterHost(
            record: { event in renderer?.log.record(event) },
            respond: { response, id in renderer?.send(response, for: id) ?? .refused("The renderer is gone.") },
            screens: screens,
            contents: contents,
            selectedTab: { index in
                guard let renderer else { return }
                renderer.responder?.renderer(renderer, didSelectTabAt: index)
            },
            transitionMayHaveEnded: { renderer?.reportTransitionEndIfStill() })
        let pages = PageStackPresenter(window: window, host: host, parts: parts) {
            guard let renderer else { return }
            renderer.responder?.rendererDidRequestBack(renderer)
        }
        self.pages = pages
        dialogs = parts.dialogs(window, host)
        sheets = SheetPresenter(window: window, overlay: pages.overlay, host: host, setCovered: pages.setCovered)
        popovers = PopoverPresenter(host: host)
        focusReturn = FocusReturn(window: window) { widget in
            // Not on a page that is leaving, and not under a sheet.
            guard gtk_widget_is_sensitive(widget.gtkWidget) != 0 else { return false }
            guard gtk_widget_is_ancestor(widget.gtkWidget, pages.contentRoot.gtkWidget) != 0 else { return true }
            return pages.visiblePage.map { gtk_widget_is_ancestor(widget.gtkWidget, $0.gtkWidget) != 0 } ?? false
        }
        toasts = parts.toasts(
            pages.overlay,
            ToastHost(
                record: { event in renderer?.log.record(event) },
                respond: { response, toast in
                    guard let renderer else { return }
                    _ = renderer.responder?.renderer(renderer, didReceive: response, for: toast)
                }))
        renderer = self
    }

    // Dialogs and popovers go before the window they belong to.
    isolated deinit {
        dialogs.destroyAll()
        popovers.detachAll()
        toasts.stopAll()
        focusReturn.forgetAll()
    }

    /// Draws every screen of type `S` with `makeWidget`: for screens defined where GTK is not (a
    /// platform-neutral module that its headless tests share), so they need not be ``GtkScreen``s.
    ///
    /// ```swift
    /// renderer.drawScreens(of: ProfileScreen.self) { profile in
    ///     Box(.vertical, spacing: 12) { Label(profile.name).cssClasses("title-2") }
    /// }
    /// ```
    public func drawScreens<S: Screen>(of type: S.Type, with makeWidget: @escaping @MainActor (S) -> Widget) {
        screens.draw(type, with: makeWidget)
    }

    /// Draws every presented ``RespondingContent`` of type `C` (a kind of your own, shown through
    /// ``ViewContent/custom(_:)``) with `draw`, in a dialog, a sheet or a popover. `draw` gets the
    /// content and a `choose` function to call with the index of the choice the user made; the
    /// kind decides what the choice does. Kinds with no drawer get a heading and one button per
    /// choice.
    ///
    /// ```swift
    /// renderer.drawContent(of: RatingPrompt.self) { prompt, choose in
    ///     let stars = prompt.choices.indices.map { index in
    ///         Button(iconName: "starred-symbolic", accessibleLabel: prompt.choices[index]) { _ in choose(index) }
    ///     }
    ///     return ContentWidgets(root: Box(.horizontal, spacing: 6) { stars.map { $0 as Widget } }, buttons: stars)
    /// }
    /// ```
    public func drawContent<C: RespondingContent>(
        of type: C.Type,
        with draw: @escaping @MainActor (C, _ choose: @escaping @MainActor (Int) -> Void) -> ContentWidgets
    ) {
        contents.draw(type, with: draw)
    }

    /// Appends `event` to ``events``: for a capability your app adds to the renderer in an
    /// extension (the renderer side of a ``CustomPresentationStyle``), so that its changes are
    /// logged like the built-in ones.
    public func record(_ event: RenderEvent) {
        log.record(event)
    }

    /// Logs `event` as the latest state of `view`: for a feature's view that changes often (a
    /// download's progress), so that ``events`` keeps its newest state rather than every step
    /// (see ``RenderEventLog/recordChange(_:of:)``). Forgotten when the screen leaves.
    public func recordChange(_ event: RenderEvent, of view: AnyObject) {
        log.recordChange(event, of: ObjectIdentifier(view))
    }

    /// The overlay around the page stack: where sheets go, and where a capability your app adds
    /// can put widgets over the pages (a toast, a banner).
    public var overlay: Overlay { pages.overlay }

    /// Forgets the recorded events (not what is on screen).
    public func clearEvents() {
        log.clear()
    }

    /// Whether everything has finished moving and loading: no page sliding, no popover or page
    /// still leaving, every condition a feature added holds (image downloads finished and decoded,
    /// or failed), and no navigation waiting its turn in the router.
    /// Screenshots and GTK tests wait for this.
    public var isSettled: Bool {
        !pages.isTransitioning && pages.hasFinishedLeaving && popovers.hasFinishedClosing
            && settledConditions.values.allSatisfy { $0() } && responder?.isSettled != false
    }

    /// Makes ``isSettled`` wait for `isSettled` too: for a feature module whose views load or move
    /// on their own (`ClewImagesGtk` adds its downloads). Adding the same name again replaces it.
    public func addSettledCondition(named name: String, _ isSettled: @escaping @MainActor () -> Bool) {
        settledConditions[name] = isSettled
    }

    /// Tells the router that nothing moves any more, if so.
    private func reportTransitionEndIfStill() {
        guard !isTransitioning else { return }
        responder?.rendererDidFinishTransition(self)
    }

    /// Tells the router what the user did; returns what it decided.
    private func send(_ response: UserResponse, for id: PresentationID) -> ResponseOutcome {
        guard let responder else { return .refused("No router is listening to this renderer.") }
        return responder.renderer(self, didReceive: response, in: id)
    }
}

extension GtkRenderer: ModalRendering {
    /// ``PresentationStyle/dialog``: a window transient for ``window`` (alerts and pickers as
    /// GNOME message dialogs). ``PresentationStyle/sheet``: a card at the bottom of ``window``
    /// over a scrim. Escape, the close button and a click on the scrim report ``UserResponse/dismiss``.
    public func presentModal(_ presentation: Presentation) throws {
        focusReturn.remember(for: presentation.id)
        if presentation.style.isSheet {
            sheets.present(presentation)
        } else {
            dialogs.present(presentation)
        }
    }

    /// Closes the dialog, or takes the sheet out of the window; focus goes back to the control
    /// that opened it.
    public func dismissModal(_ presentation: Presentation) {
        if !dialogs.dismiss(presentation) { sheets.dismiss(presentation) }
        focusReturn.restore(for: presentation.id)
    }
}

extension GtkRenderer: PopoverRendering {
    /// A `GtkPopover` on the anchor widget (which must be a ``Widget``).
    public func presentPopover(
        _ presentation: Presentation, configuration: PopoverConfiguration, anchor: any PopoverAnchor
    ) throws {
        focusReturn.remember(for: presentation.id, anchor: anchor as? Widget)
        do {
            try popovers.present(presentation, configuration: configuration, anchor: anchor)
        } catch {
            focusReturn.forget(presentation.id)
            throw error
        }
    }

    /// Pops the popover down (it leaves its anchor once GTK has let go of it); focus goes back to
    /// the control that opened it.
    public func dismissPopover(_ presentation: Presentation) {
        popovers.dismiss(presentation)
        focusReturn.restore(for: presentation.id)
    }
}

extension GtkRenderer: NavigationStackRendering {
    /// Adds the screen's page and slides it in.
    public func pushScreen(_ screen: any Screen, animated: Bool) throws {
        pages.push(screen, animated: animated)
    }

    /// Slides back to `revealed`, then removes the popped screens' pages.
    public func popScreens(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {
        pages.pop(removed, revealing: revealed, animated: animated)
    }

    /// Crossfades to the new screen and removes the old one.
    public func replaceScreen(_ old: any Screen, with new: any Screen, animated: Bool) throws {
        pages.replace(old, with: new, animated: animated)
    }

    /// Crossfades to `root`, the only page left.
    public func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) throws {
        pages.replaceRoot(removed, with: root, animated: animated)
    }

    /// Draws the screen's page again from its updated state, in place.
    public func updateScreen(_ screen: any Screen) {
        pages.update(screen)
    }
}

extension GtkRenderer: TransitionReporting {
    /// Whether the stack is sliding, or a closed popover has not yet left its anchor (GTK 4.8
    /// strands a popover whose anchor leaves the window before its unmap is confirmed: a push that
    /// swaps the header items waits for it).
    public var isTransitioning: Bool {
        pages.isTransitioning || !popovers.hasFinishedClosing
    }
}

extension GtkRenderer: TabRendering {
    /// A `GtkStack` of the tabs' page stacks with a `GtkStackSwitcher` in the header bar (in the
    /// title's place at a tab's root); each tab keeps its pages, back button and focus.
    public func setTabs(_ tabs: [TabItem], roots: [any Screen], selected: Int) throws {
        pages.setTabs(tabs, roots: roots, selected: selected)
    }

    /// Shows the tab's stack, as the user left it.
    public func selectTab(at index: Int) {
        pages.selectTab(at: index)
    }
}

extension GtkRenderer: SplitViewRendering {
    /// A `GtkPaned`: the sidebar beside the page stack; below 600 px wide, one pane at a time,
    /// with Back from the content pane's root to the sidebar.
    public func setSplitView(sidebar: any Screen, contentRoot: any Screen) throws {
        pages.setSplitView(sidebar: sidebar, contentRoot: contentRoot)
    }

    /// Brings the content pane forward in a narrow window.
    public func showContentPane() {
        pages.showContentPane()
    }

    /// Whether the window is narrow and shows the sidebar alone.
    public var isShowingSidebarOnly: Bool { pages.isShowingSidebarOnly }
}

extension GtkRenderer: ToastRendering {
    /// A bubble at the bottom of ``window`` with the message, the action and a close button; it
    /// leaves when its timeout runs out.
    public func showToast(_ toast: Toast) {
        toasts.show(toast)
    }

    /// Takes the bubble away.
    public func hideToast(_ toast: Toast) {
        toasts.hide(toast)
    }
}

// What tests, test drivers and screenshots read. Apps do not need it, so it is not public API:
// `@_spi(Testing) import ClewGtk` (ClewGtkTesting does).
extension GtkRenderer {
    /// The header bar.
    @_spi(Testing) public var headerBar: Widget { pages.headerBar.widget }
    /// What the header bar shows in its middle: the title view, or the tabs' switcher.
    @_spi(Testing) public var headerTitleWidget: UnsafeMutableRawPointer? { pages.headerBar.titleWidget }
    /// The header bar's back button.
    @_spi(Testing) public var backButton: Button { pages.backButton }
    /// The header bar's title: the top page's title (empty beside a narrow split view's sidebar).
    @_spi(Testing) public var titleText: String { pages.titleView.title }
    /// The header bar's subtitle, if the top page has one.
    @_spi(Testing) public var subtitleText: String? { pages.titleView.subtitle }
    /// What the header bar shows as its title: the page's title and subtitle (``titleText``).
    @_spi(Testing) public var titleWidget: Widget { pages.titleView.widget }
    /// The `GtkStack` of pages (the selected tab's).
    @_spi(Testing) public var stack: Widget { pages.stack }
    /// The view switcher (`GtkStackSwitcher`), when the window has tabs.
    @_spi(Testing) public var tabSwitcher: Widget? { pages.tabSwitcher }
    /// The page of the screen on top of the stack.
    @_spi(Testing) public var visiblePage: Widget? { pages.visiblePage }
    /// The dialog windows on screen, oldest first.
    @_spi(Testing) public var presentedWindows: [Window] { dialogs.windows }
    /// The sheet's card on top, if any.
    @_spi(Testing) public var presentedSheet: Widget? { sheets.topCard }
    /// What assistive technology and the keyboard meet in the alert on screen (dialog, sheet or
    /// popover), read back from its widgets; compare it with ``AlertModel/accessibility``.
    @_spi(Testing) public var presentedAlertAccessibility: AlertAccessibility? {
        dialogs.topAlertAccessibility ?? sheets.topAlertAccessibility ?? popovers.topAlertAccessibility
    }
    /// The toast's bubble on screen, if any.
    @_spi(Testing) public var presentedToastBubble: Widget? { toasts.bubble }
    /// The toast's action button (“Undo”), if a toast with an action is on screen.
    @_spi(Testing) public var toastActionButton: Button? { toasts.actionButton }
    /// The toast's close button, if a toast is on screen.
    @_spi(Testing) public var toastCloseButton: Button? { toasts.closeButton }
    /// The popovers on screen, oldest first.
    @_spi(Testing) public var presentedPopovers: [Popover] { popovers.popovers }
    /// Whether closed popovers and popped pages have finished leaving.
    @_spi(Testing) public var hasFinishedClosing: Bool { popovers.hasFinishedClosing && pages.hasFinishedLeaving }
}

// The compiler checks here that GtkRenderer implements every capability the core can ask for.
@MainActor private func gtkRendererIsComplete(_ renderer: GtkRenderer) -> any FullRenderer { renderer }
