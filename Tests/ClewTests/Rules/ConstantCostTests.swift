import ClewTesting
import Testing

@testable import Clew

/// The bookkeeping that keeps every step O(1) at any depth or queue length stays exact.
@MainActor
@Suite("Constant-cost bookkeeping")
struct ConstantCostTests {
    @Test func theQueueIsFirstInFirstOutAcrossCompactions() {
        var queue = FIFOQueue<Int>()
        var taken: [Int] = []
        for value in 0..<100 {
            queue.append(value)
            if value % 3 == 0, let first = queue.removeFirst() { taken.append(first) }
        }
        #expect(queue.count == 100 - taken.count)
        while let first = queue.removeFirst() { taken.append(first) }
        #expect(taken == Array(0..<100))
        #expect(queue.isEmpty && queue.removeFirst() == nil)
    }

    @Test func viewsCanBeShownAgainOnceTheyHaveLeft() throws {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let home = TitledTestScreen("Home")
        let detail = TitledTestScreen("Detail")
        #expect(router.navigate(to: ScreenBuilder(home).pushRoute()).finishedResult == .success(.pushed))
        #expect(router.navigate(to: ScreenBuilder(detail).pushRoute()).finishedResult == .success(.pushed))
        #expect(router.navigate(to: ScreenBuilder(detail).pushRoute()).failure != nil, "already on the stack")
        #expect(router.navigate(to: router.popRoute()).finishedResult == .success(.popped(count: 1)))
        #expect(
            router.navigate(to: ScreenBuilder(detail).pushRoute()).finishedResult == .success(.pushed),
            "popped: may come back")

        let paywall = TitledTestScreen("Paywall")
        let blocking = AlertModel(title: "First")
        blocking.actions.append(.init(title: "OK", style: .cancel))
        router.navigate(to: AlertBuilder().presentRoute(), with: blocking)
        #expect(
            router.navigate(to: ScreenBuilder(paywall).presentRoute()).state == .waitingForPresentation(position: 1))
        #expect(router.navigate(to: ScreenBuilder(paywall).presentRoute()).failure != nil, "already waiting")
        try renderer.tap(actionTitled: "OK")
        #expect(router.presentedView === paywall)
        try renderer.pressEscape()
        #expect(
            router.navigate(to: ScreenBuilder(paywall).presentRoute()).finishedResult == .success(.presented),
            "closed: may come back")
    }

    @Test func aPresentationThatFailsToShowCanBeTriedAgain() {
        let renderer = RecordingRenderer()
        let router = Router(renderer: renderer)
        let anchor = TestAnchor("sort")
        anchor.removeFromScreen()
        let picker = PickerConfiguration(options: ["A"]) { _ in }
        #expect(router.navigate(to: PickerBuilder().popoverRoute(from: anchor), with: picker).failure != nil)
        #expect(
            router.navigate(to: PickerBuilder().presentRoute(), with: picker).finishedResult == .success(.presented))
    }
}

@MainActor
private final class TitledTestScreen: Screen {
    let title: String
    init(_ title: String) { self.title = title }
}
