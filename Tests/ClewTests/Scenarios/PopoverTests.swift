import Clew
import ClewTesting
import Testing

/// Seed 000's "Extending ViewBuilder": alerts and pickers in a popover anchored to a button.
@MainActor
@Suite("Alerts and pickers in popovers (seed 000)")
struct PopoverTests {
    let renderer = RecordingRenderer()
    let router: Router
    let difficultyButton = TestAnchor("difficulty")

    init() {
        router = Router(renderer: renderer)
    }

    @Test func pickerInAPopoverReportsTheChoice() throws {
        var chosen: Int?
        let pickerConfiguration = PickerConfiguration(
            title: "Difficulty", options: ["Easy", "Normal", "Hard"], selectedIndex: 1
        ) { index in chosen = index }

        router.navigate(
            to: PickerBuilder().popoverRoute(from: difficultyButton, permittedArrowDirections: .up),
            with: pickerConfiguration)

        let popover = try #require(renderer.presentedPopover)
        #expect(popover.anchorDescription == "difficulty")
        #expect(popover.anchor === difficultyButton)
        #expect(popover.permittedArrowDirections == .up)
        #expect(popover.summary == .picker(title: "Difficulty", options: ["Easy", "Normal", "Hard"]))
        #expect(renderer.presentedPicker?.selectedIndex == 1)

        try renderer.tap(actionTitled: "Hard")
        #expect(chosen == 2)
        #expect(pickerConfiguration.selectedIndex == 2)
        #expect(renderer.presentedPopover == nil)
    }

    @Test func alertInAPopover() throws {
        var left = false
        let alert = AlertModel(title: "Leave?", style: .actionSheet)
        alert.actions.append(.init(title: "Leave", style: .destructive) { _ in left = true })
        alert.actions.append(.init(title: "Cancel", style: .cancel))

        router.navigate(to: AlertBuilder().popoverRoute(from: difficultyButton), with: alert)

        #expect(renderer.presentedAlert === alert)
        #expect(renderer.presentedStyle == .popover(anchor: "difficulty", permittedArrowDirections: .up))
        try renderer.tap(actionTitled: "Leave")
        #expect(left)
        #expect(renderer.presentedView == nil)
    }

    @Test func anActionSheetWithoutASourceSlidesUpAsASheet() throws {
        let sheet = AlertModel(title: "Restart level?", style: .actionSheet)
        sheet.actions.append(.init(title: "Restart", style: .destructive))
        sheet.actions.append(.init(title: "Cancel", style: .cancel))
        router.navigate(to: AlertBuilder().presentRoute(), with: sheet)
        #expect(renderer.presentedStyle == .sheet)
        try renderer.pressEscape()
        router.navigate(to: AlertBuilder().popoverRoute(from: difficultyButton), with: sheet)
        #expect(renderer.presentedStyle == .popover(anchor: "difficulty", permittedArrowDirections: .up))
    }

    @Test func escapeClosesAPopoverWithoutChoosing() throws {
        var chosen: Int?
        let picker = PickerConfiguration(options: ["A", "B"]) { chosen = $0 }
        router.navigate(
            to: PickerBuilder().popoverRoute(from: difficultyButton, permittedArrowDirections: [.down, .left]),
            with: picker)
        #expect(renderer.presentedPopover?.permittedArrowDirections == [.down, .left])
        try renderer.pressEscape()
        #expect(chosen == nil)
        #expect(renderer.presentedPopover == nil)
        #expect(router.presentedView == nil)
    }

    @Test func aPopoverWhoseAnchorIsGoneIsAClearError() {
        difficultyButton.removeFromScreen()
        var reported: NavigationResult?
        router.navigate(
            to: PickerBuilder().popoverRoute(from: difficultyButton),
            with: PickerConfiguration(options: ["A"]) { _ in }
        ) { reported = $0 }

        guard case .failure(.anchorUnavailable("difficulty")) = reported else {
            Issue.record("expected anchorUnavailable, got \(String(describing: reported))")
            return
        }
        #expect(
            reported?.failure?.description.hasPrefix(
                "The popover's anchor “difficulty” is gone or no longer on screen, so there is nothing to point at. "
                    + "A route holds its anchor weakly: keep the anchor in a stored property") == true)
        #expect(renderer.events.isEmpty)
    }

    @Test func aPopoverWhoseAnchorWasDeallocatedIsAClearError() {
        var anchor: TestAnchor? = TestAnchor("transient")
        let route = PickerBuilder().popoverRoute(from: anchor!)
        anchor = nil
        let result = router.navigate(to: route, with: PickerConfiguration(options: ["A"]) { _ in }) { _ in }
            .finishedResult
        guard case .failure(.anchorUnavailable("transient")) = result else {
            Issue.record("expected anchorUnavailable, got \(result)")
            return
        }
        #expect(renderer.presentedView == nil)
    }

    @Test func aQueuedPopoverKeepsItsAnchorAliveUntilItCloses() throws {
        let blocking = AlertModel(title: "First")
        blocking.actions.append(.init(title: "OK", style: .cancel))
        router.navigate(to: AlertBuilder().presentRoute(), with: blocking)
        var anchor: TestAnchor? = TestAnchor("sort")
        weak let weakAnchor = anchor
        router.navigate(
            to: PickerBuilder().popoverRoute(from: anchor!), with: PickerConfiguration(options: ["A", "B"]) { _ in })
        anchor = nil  // the app dropped its handle while the popover waited its turn
        #expect(weakAnchor != nil, "the queued presentation holds the anchor")
        try renderer.tap(actionTitled: "OK")
        #expect(renderer.presentedPopover?.anchorDescription == "sort")
        try renderer.tap(actionTitled: "B")
        #expect(weakAnchor == nil, "released once the popover closed")
    }

    @Test func arrowDirectionsPreferUpThenDownThenLeftThenRight() {
        #expect(ArrowDirections.any.preferred == .up)
        #expect(ArrowDirections([.left, .down]).preferred == .down)
        #expect(ArrowDirections.right.preferred == .right)
        #expect(ArrowDirections([]).preferred == .up)
        #expect(ArrowDirections([.up, .right]).description == "up|right")
    }
}
