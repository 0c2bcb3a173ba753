import Clew
import ClewTesting
import Testing

/// TestStore fails on every event a test did not account for, and says which.
@MainActor
@Suite("TestStore")
struct TestStoreTests {
    let renderer = RecordingRenderer()
    let router: Router
    let question: AlertModel
    let summary = RenderedContent.alert(title: "Save?", message: nil, actions: ["Cancel", "Save"])

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        question = AlertModel(title: "Save?")
        question.actions.append(.init(title: "Cancel", style: .cancel))
        question.actions.append(.init(title: "Save"))
    }

    func ask() { router.navigate(to: AlertBuilder().presentRoute(), with: question) }

    @Test func anExhaustiveRunPassesWhenEveryEventIsExpected() throws {
        let store = TestStore(renderer)  // "pushed Home" happened before: accounted for
        try store.step("ask", expecting: [.presented(summary, .dialog)]) { ask() }
        try store.step("save", expecting: [.chose("Save", in: summary), .dismissed(summary)]) {
            try renderer.tap(actionTitled: "Save")
        }
        try store.finish()
    }

    @Test func anUnexpectedEventFailsTheStepAndSaysWhich() throws {
        let store = TestStore(renderer)
        let mismatch = #expect(throws: TestStore.Mismatch.self) {
            try store.step("ask and push", expecting: [.presented(summary, .dialog)]) {
                ask()
                router.navigate(to: TestScreenBuilder().pushRoute(), with: "Detail")
            }
        }
        #expect(mismatch?.reason == "1 unexpected event(s) after the expected ones")
        #expect(mismatch?.actual == [.presented(summary, .dialog), .pushed("Detail")])
        #expect(mismatch?.description.contains("push screen “Detail”") == true)
    }

    @Test func aMissingOrDifferentEventFailsTheStep() throws {
        let store = TestStore(renderer)
        let missing = #expect(throws: TestStore.Mismatch.self) {
            try store.step("ask", expecting: [.presented(summary, .dialog), .dismissed(summary)]) { ask() }
        }
        #expect(missing?.reason == "1 expected event(s) did not happen")
        let different = #expect(throws: TestStore.Mismatch.self) {
            try store.step("cancel", expecting: [.chose("Save", in: summary), .dismissed(summary)]) {
                try renderer.tap(actionTitled: "Cancel")
            }
        }
        #expect(different?.reason.hasPrefix("event 1 differs: expected choose “Save”") == true)
    }

    @Test func eventsOutsideAnyStepAreCaughtByTheNextStepOrFinish() throws {
        let store = TestStore(renderer)
        ask()  // not in a step
        let beforeStep = #expect(throws: TestStore.Mismatch.self) {
            try store.step("cancel", expecting: [.chose("Cancel", in: summary), .dismissed(summary)]) {
                try renderer.tap(actionTitled: "Cancel")
            }
        }
        #expect(beforeStep?.actual == [.presented(summary, .dialog)])
        #expect(beforeStep?.reason.hasPrefix("1 event(s) happened outside any step") == true)
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Detail")
        #expect(throws: TestStore.Mismatch.self) { try store.finish() }
    }

    @Test func aPartialStoreChecksOnlyTheMilestonesInOrder() throws {
        let store = TestStore(renderer, exhaustivity: .partial)
        try store.step("ask, push, save", expecting: [.presented(summary, .dialog), .dismissed(summary)]) {
            ask()
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "Detail")
            try renderer.tap(actionTitled: "Save")
        }
        router.navigate(to: router.popRoute())  // outside a step: fine when partial
        try store.finish()
        #expect(throws: TestStore.Mismatch.self) {
            try store.step("out of order", expecting: [.dismissed(summary), .presented(summary, .dialog)]) {
                ask()
                try renderer.tap(actionTitled: "Save")
            }
        }
    }
}
