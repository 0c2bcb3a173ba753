import Testing

@testable import Clew

@MainActor
@Suite("Screen stack and stack plans")
struct ScreenStackTests {
    let home = TestScreen("Home")
    let settings = TestScreen("Settings")
    let account = TestScreen("Account")
    let privacy = TestScreen("Privacy")

    func titles(_ screens: [any Screen]) -> [String] { screens.map(\.title) }

    @Test func pushPopAndReplaceTheTop() {
        var stack = ScreenStack([home])
        stack.push(settings)
        stack.push(account)
        #expect(stack.count == 3)
        #expect(stack.top === account)
        #expect(stack.replaceTop(with: privacy) === account)
        #expect(titles(stack.pop(keeping: 1)) == ["Privacy", "Settings"], "top first")
        #expect(titles(stack.screens) == ["Home"])
        #expect(stack.pop(keeping: 1).isEmpty, "nothing above the root")
        #expect(stack.lastIndex(of: home) == 0)
        #expect(stack.lastIndex(of: account) == nil)
    }

    @Test func aChangeKeepsWhatBothStacksShareAtTheBottom() {
        let stack = ScreenStack([home, settings, account])
        let change = stack.change(to: [home, settings, privacy])
        #expect(change.kept == 2)
        #expect(titles(change.pushed) == ["Privacy"])
        let fresh = stack.change(to: [privacy])
        #expect(fresh.kept == 0)
        #expect(titles(fresh.pushed) == ["Privacy"])
    }

    @Test func aPlanIsEditedAsTheStackItWillMake() {
        var plan = StackPlan(from: ScreenStack([home, settings, account]))
        #expect(plan.isEmpty)
        plan.replaceTop(with: privacy)
        #expect(plan.count == 3)
        #expect(plan.top === privacy)
        #expect(plan[1] === settings)
        #expect(plan.popped == 1)
        #expect(titles(plan.screens) == ["Home", "Settings", "Privacy"])
        #expect(plan.lastIndex(of: settings) == 1)
        plan.pop(keeping: 1)
        #expect(titles(plan.screens) == ["Home"])
        plan.push(settings)
        // Popping a screen and pushing it back is no change for it.
        let change = plan.takeChange()
        #expect(change.kept == 2)
        #expect(change.pushed.isEmpty)
    }

    @Test func popsOfAnEmptyPlanDoNothing() {
        var plan = StackPlan(from: ScreenStack())
        plan.pop()
        plan.pop(keeping: 3)
        #expect(plan.count == 0)
        #expect(plan.top == nil)
    }
}
