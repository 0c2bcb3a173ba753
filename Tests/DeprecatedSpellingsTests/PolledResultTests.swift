// Warns on purpose (see RenamedControlValuesTests.swift): `NavigationTicket.result`, `isFinished`
// and `Router.navigateAndWait` are deprecated since the outcome is heard one way (issue 33).

import Clew
import ClewTesting
import Testing

/// Code that polled a ticket or waited with `navigateAndWait` still compiles and hears the same
/// outcome as the completion and `await ticket.outcome`.
@Suite @MainActor
struct PolledResultTests {
    final class Page: Screen {
        let title: String
        init(_ title: String) { self.title = title }
    }

    @Test func resultAndIsFinishedReadTheFinalOutcome() {
        let renderer = RecordingRenderer()
        renderer.simulatesTransitions = true
        let router = Router(renderer: renderer)
        router.navigate(to: ScreenBuilder(Page("Home")).pushRoute())  // a root never slides
        var heard: [NavigationResult] = []
        let settings = router.navigate(to: ScreenBuilder(Page("Settings")).pushRoute()) { heard.append($0) }
        let about = router.navigate(to: ScreenBuilder(Page("About")).pushRoute()) { heard.append($0) }
        #expect(settings.isFinished && settings.result == .success(.pushed))
        #expect(!about.isFinished && about.result == nil, "waits for the slide of Settings")
        renderer.finishTransition()
        #expect(about.isFinished && about.result == .success(.pushed))
        #expect(heard == [.success(.pushed), .success(.pushed)])
        #expect(about.state == .finished(.success(.pushed)))
    }

    @Test func navigateAndWaitReturnsWhenTheSlideHasEnded() async {
        let renderer = RecordingRenderer()
        renderer.simulatesTransitions = true
        let router = Router(renderer: renderer)
        router.navigate(to: ScreenBuilder(Page("Home")).pushRoute())
        router.navigate(to: ScreenBuilder(Page("Settings")).pushRoute())  // slides, so the next one waits
        let finisher = Task { @MainActor in
            while !Task.isCancelled {
                renderer.finishTransition()
                await Task.yield()
            }
        }
        let result = await router.navigateAndWait(to: ScreenBuilder(Page("About")).pushRoute())
        #expect(result == .success(.pushed))
        #expect(!renderer.isTransitioning)
        #expect(router.navigationStack.map(\.title) == ["Home", "Settings", "About"])
        finisher.cancel()
        await finisher.value
    }
}
