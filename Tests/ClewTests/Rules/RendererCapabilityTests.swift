import Clew
import Testing

/// A renderer that can only show dialogs, partial on purpose.
@MainActor
final class DialogOnlyRenderer: ModalRendering {
    weak var responder: (any RendererResponder)?
    var shown: [RenderedContent] = []
    func presentModal(_ presentation: Presentation) throws { shown.append(presentation.content.summary) }
    func dismissModal(_ presentation: Presentation) {}
}

/// A renderer whose dialogs always fail.
@MainActor
final class BrokenRenderer: ModalRendering {
    struct NoDisplay: Error, CustomStringConvertible { var description: String { "no display" } }
    weak var responder: (any RendererResponder)?
    func presentModal(_ presentation: Presentation) throws { throw NoDisplay() }
    func dismissModal(_ presentation: Presentation) {}
}

@MainActor
@Suite("Renderer capabilities")
struct RendererCapabilityTests {
    @Test func aMissingCapabilityIsAClearError() {
        let renderer = DialogOnlyRenderer()
        let router = Router(renderer: renderer)
        let anchor = AnchorStub()

        let popover = router.navigate(
            to: PickerBuilder().popoverRoute(from: anchor),
            with: PickerConfiguration(options: ["A"]) { _ in }
        ) { _ in }
        #expect(
            popover.failure?.description
                == "DialogOnlyRenderer cannot show popovers (PopoverRendering): it does not implement that capability.")

        let push = router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home") { _ in }
        #expect(
            push.failure?.description
                == "DialogOnlyRenderer cannot show a navigation stack (NavigationStackRendering): it does not implement that capability."
        )

        #expect(
            router.navigate(to: TestScreenBuilder().presentRoute(), with: "Settings").finishedResult
                == .success(.presented))
        #expect(renderer.shown == [.screen(title: "Settings")])
    }

    @Test func theRouterIsTheRenderersResponder() {
        let renderer = DialogOnlyRenderer()
        let router = Router(renderer: renderer)
        #expect(renderer.responder === router)
    }

    @Test func rendererFailuresAreReportedAndLeaveNothingPresented() {
        let router = Router(renderer: BrokenRenderer())
        let result = router.navigate(to: TestScreenBuilder().presentRoute(), with: "Settings") { _ in }
        #expect(result.failure?.description == "The renderer failed: no display")
        #expect(router.presentedView == nil)
        // The slot is free again: the next presentation is attempted, not queued.
        let next = router.navigate(to: TestScreenBuilder().presentRoute(), with: "Again") { _ in }
        #expect(next.failure != nil)
        #expect(router.pendingPresentationCount == 0)
    }
}

@MainActor
final class AnchorStub: PopoverAnchor {
    let anchorDescription = "stub"
    let isAvailableAsAnchor = true
}
