import Clew

/// A renderer with no display: it records what it is asked to show and lets a test act as the user.
///
/// It is Clew's `EmbeddedChannel`: ship-quality, deterministic, and meant for *your* tests.
///
/// ```swift
/// let renderer = RecordingRenderer()
/// let router = Router(renderer: renderer)
/// router.navigate(to: AlertBuilder().presentRoute(), with: alert)
///
/// #expect(renderer.presentedAlert?.title == "Are you sure you want to leave?")
/// try renderer.tap(actionTitled: "Leave")      // runs the handler, closes the alert
/// #expect(renderer.presentedAlert == nil)
/// print(renderer.events)                       // everything that was rendered, in order
/// ```
@MainActor
public final class RecordingRenderer: FullRenderer, TransitionReporting {
    // The state every round trip reads (the responder, the log, the presentations, the transition
    // flags) is stored internal, behind public accessors where it is public, and a collection is
    // changed by moving it out, changing it and moving it back (`moveOut`): no access to it spans
    // a call, so a release build's optimizer drops its exclusivity checks. Debug builds and the
    // tests keep them. Callbacks run after each access ends.
    public var responder: (any RendererResponder)? {
        get { storedResponder }
        set { storedResponder = newValue }
    }
    private weak var storedResponder: (any RendererResponder)?

    /// Everything rendered, and every choice the simulated user made, in order.
    public var events: [RenderEvent] { log?.events ?? [] }
    /// The log: `nil` only while it is moved out to be changed (`record`, `clearEvents`), so a change
    /// copies and destroys no placeholder log (its empty array and dictionary, three times a round trip).
    private var log: RenderEventLog? = RenderEventLog(retention: .all)

    /// The screens on the navigation stack (of the selected tab, with tabs), root first.
    public internal(set) var screens: [any Screen] = []

    var presentations: [Shown] = []
    /// Simulates a narrow window: a split view shows one pane at a time (see ``isShowingSidebarOnly``).
    public var isCollapsed = false
    /// The toast on screen (`RecordingRenderer+Toasts`).
    var shownToast: Toast?
    /// The tabs, the stacks of the tabs not shown, and the shown one (`RecordingRenderer+Tabs`).
    var tabItems: [TabItem] = []
    var tabScreens: [[any Screen]] = []
    var selectedTabIndex: Int?
    /// The split view's sidebar, and whether a narrow window shows the content pane (`RecordingRenderer+SplitView`).
    var splitSidebar: (any Screen)?
    var showsContentPane = false
    /// What feature modules' test glue keeps per view (``featureState(of:as:)``).
    private var featureStates: [FeatureStateKey: Any] = [:]

    /// A renderer with nothing on screen.
    public init() {}

    // MARK: Reading what is on screen

    /// The alert on top (in a dialog or a popover), or `nil` when none.
    public var presentedAlert: AlertModel? {
        guard case .alert(let alert) = presentations.last?.presentation.content else { return nil }
        return alert
    }

    /// The picker on top, or `nil` when none.
    public var presentedPicker: PickerConfiguration? {
        guard case .picker(let picker) = presentations.last?.presentation.content else { return nil }
        return picker
    }

    /// The popover on top, or `nil` when the top presentation is not a popover (or there is none).
    public var presentedPopover: PresentedPopover? {
        guard let top = presentations.last, case .popover(let configuration) = top.presentation.style else {
            return nil
        }
        return PresentedPopover(
            anchorDescription: configuration.anchorDescription,
            anchor: configuration.anchor,
            permittedArrowDirections: configuration.permittedArrowDirections,
            content: top.presentation.content
        )
    }

    /// The view presented on top (alert, picker or screen), or `nil`.
    public var presentedView: (any View)? { presentations.last?.presentation.view }

    /// The identity of the top presentation, or `nil`: for a test that sends a ``UserResponse`` to
    /// the router itself, as a renderer would.
    public var topPresentationID: PresentationID? { presentations.last?.presentation.id }

    /// How the top presentation is shown, or `nil`.
    public var presentedStyle: RenderedStyle? { presentations.last?.presentation.style.summary }

    /// The screen on top of the navigation stack.
    public var visibleScreen: (any Screen)? { screens.last }

    /// Whether a back button would be visible: something to pop, or a narrow split view showing
    /// its content pane (Back returns to the sidebar).
    public var isBackButtonVisible: Bool { screens.count > 1 || isBackToSidebar }

    /// Whether Back would return from the content pane to the sidebar of a narrow split view.
    var isBackToSidebar: Bool { splitSidebar != nil && isCollapsed && showsContentPane && screens.count <= 1 }

    /// What the top alert's text fields hold now.
    public var textFieldValues: [String] { presentations.last?.textFieldValues ?? [] }

    func record(_ event: consuming RenderEvent) {
        guard var changed = moveOut(&log, leaving: nil) else { return }
        changed.record(consume event)
        log = changed
    }

    /// Forgets the recorded events (not what is on screen).
    public func clearEvents() {
        guard var changed = moveOut(&log, leaving: nil) else { return }
        changed.clear()
        log = changed
    }

    // MARK: For feature modules' test glue

    /// Logs `event` as the latest state of `view` (see ``RenderEventLog/recordChange(_:of:)``): for
    /// a feature's view that changes often, such as `ClewImagesTesting`'s image screens.
    public func recordChange(_ event: RenderEvent, of view: AnyObject) {
        guard var changed = moveOut(&log, leaving: nil) else { return }
        changed.recordChange(event, of: ObjectIdentifier(view))
        log = changed
    }

    /// What a feature module's test glue stored for `view` with ``setFeatureState(_:of:)``, or `nil`.
    public func featureState<State>(of view: AnyObject, as type: State.Type) -> State? {
        featureStates[FeatureStateKey(view: ObjectIdentifier(view), state: ObjectIdentifier(type))] as? State
    }

    /// Stores `state` for `view`, one value per type of state: e.g. what an image screen shows, so
    /// tests can read it back. The view is not retained.
    public func setFeatureState<State>(_ state: State, of view: AnyObject) {
        featureStates[FeatureStateKey(view: ObjectIdentifier(view), state: ObjectIdentifier(State.self))] = state
    }

    // MARK: Acting as the user

    /// Taps the action (of the top alert), the option (of the top picker) or the choice (of a
    /// ``RespondingContent`` of your own) with this title; with nothing presented, the action of
    /// the toast on screen (“Undo”).
    ///
    /// - Throws: ``RecordingRendererError`` when nothing is presented, no such title is on screen,
    ///   or the router refuses.
    public func tap(actionTitled title: String) throws(RecordingRendererError) {
        guard !presentations.isEmpty else {
            // With nothing presented, the toast's button is the one to tap.
            if let shownToast, shownToast.actionTitle == title { return try tapToastAction() }
            throw .nothingPresented
        }
        let top = presentations.count - 1
        let content = presentations[top].presentation.content
        // An alert's disabled action cannot be clicked: checked before anything is logged.
        if case .alert(let alert) = content {
            // The actions read once, and searched with a loop: the round trip's hot path.
            let actions = alert.actions
            var index = 0
            while index < actions.count, actions[index].title != title { index += 1 }
            guard index < actions.count else { throw .noSuchAction(title, available: alert.choices) }
            return try choose(actions[index], at: index, inShownAt: top)
        }
        guard let responding = content.responding else { throw .noSuchAction(title, available: []) }
        guard let index = responding.choices.firstIndex(of: title) else {
            throw .noSuchAction(title, available: responding.choices)
        }
        let shown = presentations[top]
        record(.chose(title, in: shown.summary))
        try send(responding.response(choosing: index, fieldValues: shown.textFieldValues), to: shown.presentation.id)
    }

    /// Types `text` into the top alert's text field at `index`, replacing what it held.
    public func enterText(_ text: String, inFieldAt index: Int) throws(RecordingRendererError) {
        guard let top = presentations.last else { throw .nothingPresented }
        guard top.textFieldValues.indices.contains(index) else {
            throw .noSuchTextField(index, count: top.textFieldValues.count)
        }
        var shownNow = moveOut(&presentations, leaving: [])
        shownNow[shownNow.count - 1].textFieldValues[index] = text
        presentations = shownNow
    }

    /// Presses Escape on the top presentation: an alert runs its cancel action, other views close.
    ///
    /// - Throws: ``RecordingRendererError/refused(_:)`` for an alert with no cancel action in a dialog.
    public func pressEscape() throws(RecordingRendererError) {
        guard let top = presentations.last else { throw .nothingPresented }
        try send(.dismiss, to: top.presentation.id)
    }

    /// Presses the back button of the navigation stack.
    public func tapBack() throws(RecordingRendererError) {
        guard isBackButtonVisible, let responder else { throw .noBackButton }
        if isBackToSidebar {
            showsContentPane = false  // the renderer's own pane switch: no navigation
            return
        }
        responder.rendererDidRequestBack(self)
    }

    /// Sends `response` to the router for the presentation `id`, as a renderer does.
    func send(_ response: UserResponse, to id: PresentationID) throws(RecordingRendererError) {
        guard let responder else { throw .refused("No router is listening to this renderer.") }
        switch responder.renderer(self, didReceive: response, in: id) {
        case .handled: break
        case .refused(let reason): throw .refused(reason)
        case .stale: throw .refused("The presentation is no longer on top.")
        }
    }

    // MARK: ModalRendering, PopoverRendering

    public func presentModal(_ presentation: Presentation) throws {
        show(presentation)
    }

    public func dismissModal(_ presentation: Presentation) {
        hide(presentation)
    }

    public func presentPopover(
        _ presentation: Presentation, configuration: PopoverConfiguration, anchor: any PopoverAnchor
    ) throws {
        show(presentation)
    }

    public func dismissPopover(_ presentation: Presentation) {
        hide(presentation)
    }

    private func show(_ presentation: Presentation) {
        let shown = Shown(presentation)
        // Logged, then moved into the array: the summary is copied once (the log's), the rest not at all.
        record(.presented(shown.summary, presentation.style.summary))
        var shownNow = moveOut(&presentations, leaving: [])
        shownNow.append(shown)
        presentations = shownNow
    }

    /// Shows `presentation` as on screen: logged, and on top for ``tap(actionTitled:)`` and
    /// ``pressEscape()``. For a capability your app adds in an extension (the renderer side of a
    /// ``CustomPresentationStyle``), so its presentations behave as the built-in ones in tests.
    ///
    /// ```swift
    /// extension RecordingRenderer: BannerRendering {
    ///     public func showBanner(_ presentation: Presentation) { recordPresentation(presentation) }
    ///     public func hideBanner(_ presentation: Presentation) { recordDismissal(presentation) }
    /// }
    /// ```
    public func recordPresentation(_ presentation: Presentation) {
        show(presentation)
    }

    /// Takes `presentation` off screen, logged: the other half of ``recordPresentation(_:)``.
    public func recordDismissal(_ presentation: Presentation) {
        hide(presentation)
    }

    private func hide(_ presentation: Presentation) {
        // The top one, nearly always: searched from the end, with a loop (a closure handed to the
        // standard library checks its actor on each call).
        var index = presentations.count - 1
        while index >= 0, presentations[index].presentation.id != presentation.id { index -= 1 }
        guard index >= 0 else { return }
        var shownNow = moveOut(&presentations, leaving: [])
        var shown = shownNow.remove(at: index)
        presentations = shownNow
        // Its summary moved into the log, not copied: it is not shown any more.
        record(.dismissed(moveOut(&shown.summary, leaving: .screen(title: ""))))
    }

    // MARK: NavigationStackRendering

    public func pushScreen(_ screen: any Screen, animated: Bool) throws {
        screens.append(screen)
        record(.pushed(screen.title))
        startTransition(if: animated && screens.count > 1)
    }

    public func popScreens(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {
        for screen in removed {
            // Popped screens are the top ones: taking them off the end keeps a pop O(1) at any depth.
            if screens.last === screen {
                screens.removeLast()
            } else {
                screens.removeAll { $0 === screen }
            }
            record(.popped(screen.title))
        }
        startTransition(if: animated)
    }

    /// Makes `root` the only screen; one ``RenderEvent/rootReplaced(with:)`` event.
    public func replaceRoot(_ removed: [any Screen], with root: any Screen, animated: Bool) throws {
        screens = [root]
        record(.rootReplaced(with: root.title))
        startTransition(if: animated)
    }

    /// Records ``RenderEvent/updated(_:)`` with the screen's title after the update.
    public func updateScreen(_ screen: any Screen) {
        record(.updated(screen.title))
    }

    // MARK: TransitionReporting

    /// Whether an animated stack change is still “moving”: only with ``simulatesTransitions``,
    /// until ``finishTransition()``.
    public var isTransitioning: Bool { transitioning }
    private var transitioning = false

    /// Makes every animated push, pop and replace “move” until ``finishTransition()``, as GTK's
    /// stack slides, so a test can check what waits for a transition and in which order. Off by
    /// default: changes are on screen at once.
    ///
    /// ```swift
    /// renderer.simulatesTransitions = true
    /// router.navigate(to: ProfileBuilder().pushRoute(), with: profile)   // .pushed, sliding
    /// router.navigate(to: SettingsBuilder().pushRoute())                 // ticket.state: .waitingForTurn(position: 1)
    /// renderer.finishTransition()                                        // Settings is pushed now
    /// ```
    public var simulatesTransitions: Bool {
        get { simulating }
        set { simulating = newValue }
    }
    private var simulating = false

    /// Ends the running simulated transition and tells the router, which performs what waited.
    public func finishTransition() {
        guard isTransitioning else { return }
        transitioning = false
        responder?.rendererDidFinishTransition(self)
    }

    private func startTransition(if animated: Bool) {
        if simulatesTransitions, animated { transitioning = true }
    }

    public func replaceScreen(_ old: any Screen, with new: any Screen, animated: Bool) throws {
        defer { startTransition(if: animated) }
        if screens.last === old {
            screens[screens.count - 1] = new
        } else if let index = screens.lastIndex(where: { $0 === old }) {
            screens[index] = new
        } else {
            return
        }
        record(.replaced(old.title, with: new.title))
    }
}

/// A presentation on screen, with what its text fields hold. A value, kept in line in the
/// renderer's array (no object of its own per presentation): the hot paths read the one on top
/// field by field, by index, not as a copy of the whole.
@MainActor
struct Shown {
    let presentation: Presentation
    /// The content's summary, made once: what the log says about it while it is shown (moved
    /// into the log's last event about it when it closes).
    var summary: RenderedContent
    var textFieldValues: [String]

    init(_ presentation: Presentation) {
        self.presentation = presentation
        let content = presentation.content
        summary = content.summary
        if case .alert(let alert) = content {
            textFieldValues = alert.textFields.isEmpty ? [] : alert.textFields.map(\.text)
        } else {
            textFieldValues = []
        }
    }
}

/// A view and a type of state kept for it by feature glue.
private struct FeatureStateKey: Hashable {
    let view: ObjectIdentifier
    let state: ObjectIdentifier
}

/// Moves the value out of `storage`, leaving `empty`: changed as a local and put back, a collection
/// the renderer keeps is never accessed across a call (see the note on ``RecordingRenderer``'s state).
@inline(__always)
func moveOut<Value>(_ storage: inout Value, leaving empty: Value) -> Value {
    var value = empty
    swap(&value, &storage)
    return value
}
