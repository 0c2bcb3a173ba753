import Clew
import ClewTesting
import Testing

/// Seed 004: a fluent AlertBuilder that reports the chosen button's index.
@MainActor
@Suite("Fluent “Do you like apples?” question (seed 004)")
struct FluentAlertTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    func askAboutApples(_ answer: @escaping @MainActor (Int) -> Void) {
        AlertBuilder().title("Question").message("Do you like apples?")
            .buttonTitles("Yes, I do!", "More or less", "I hate it!")
            .show(on: router) { index in answer(index) }
    }

    @Test(arguments: [("Yes, I do!", 0), ("More or less", 1), ("I hate it!", 2)])
    func theCompletionGetsTheChosenIndex(title: String, expected: Int) throws {
        var reported: [Int] = []
        askAboutApples { reported.append($0) }

        let alert = try #require(renderer.presentedAlert)
        #expect(alert.title == "Question")
        #expect(alert.message == "Do you like apples?")
        #expect(alert.actions.compactMap(\.title) == ["Yes, I do!", "More or less", "I hate it!"])

        try renderer.tap(actionTitled: title)
        #expect(reported == [expected])
        #expect(renderer.presentedAlert == nil)
    }

    @Test func escapeIsRefusedWithoutACancelButton() throws {
        askAboutApples { _ in }
        #expect(
            throws: RecordingRendererError.refused(
                "The alert “Question” has no cancel action; choose one of its actions to close it.")
        ) {
            try renderer.pressEscape()
        }
        #expect(renderer.presentedAlert != nil)
    }

    @Test func buttonTitlesAccumulateAndStyleApplies() {
        let model = AlertBuilder().title("Pick").buttonTitles("A").buttonTitles("B", "C").style(.actionSheet)
            .makeModel()
        #expect(model.actions.compactMap(\.title) == ["A", "B", "C"])
        #expect(model.style == .actionSheet)
    }

    @Test func aFluentAlertWithNoButtonsIsReportedNotShown() {
        var failures: [NavigationError] = []
        router.onNavigationFailure = { failures.append($0) }
        let result = AlertBuilder().title("Empty").show(on: router)
        #expect(result.failure != nil)
        #expect(failures.count == 1)
        #expect(
            failures.first?.description
                == "AlertBuilder could not build its view: The alert “Empty” has no actions; add at least one so the user can close it."
        )
        #expect(renderer.events.isEmpty)
    }
}
