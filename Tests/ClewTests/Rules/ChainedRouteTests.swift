import Clew
import ClewTesting
import Testing

/// `chained(with:)`: one `navigate` performs several routes in order; the completion reports every
/// outcome, or names the step that failed; the steps before a failure stay done.
@MainActor
@Suite("Chained routes")
struct ChainedRouteTests {
    let renderer = RecordingRenderer()
    let router: Router
    let paywall = AlertModel(title: "Go Premium")

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Home")
        paywall.actions.append(.init(title: "Not now", style: .cancel))
        renderer.clearEvents()
    }

    @Test func pushThenPresentInOneNavigate() throws {
        let route = TestScreenBuilder().pushRoute().chained(with: AlertBuilder().presentRoute(), context: paywall)
        var completed: [NavigationResult] = []
        let store = TestStore(renderer)
        try store.step(
            "profile, then paywall",
            expecting: [
                .pushed("Profile"),
                .presented(.alert(title: "Go Premium", message: nil, actions: ["Not now"]), .dialog),
            ]
        ) {
            let result = router.navigate(to: route, with: "Profile") { completed.append($0) }.finishedResult
            #expect(result == .success(.chained([.pushed, .presented])))
        }
        #expect(
            completed == [.success(.chained([.pushed, .presented]))], "the completion runs once, with every outcome")
        #expect(route.stepCount == 2)
        #expect(route.summary == "push TestScreenBuilder → present AlertBuilder")
    }

    /// Found reading the scheduler cold: a chain's later step that had to queue its view behind the
    /// presentation on top kept the turn, so the app could not even dismiss that presentation
    /// until the user did. It gives up the turn, as a first step does.
    @Test func aLaterStepWaitingBehindAPresentationGivesUpTheTurn() throws {
        renderer.simulatesTransitions = true
        let notice = AlertModel(title: "Saved")
        notice.actions.append(.init(title: "OK", style: .cancel))
        router.navigate(to: AlertBuilder().presentRoute(), with: notice)
        var completed: [NavigationResult] = []
        let route = TestScreenBuilder().pushRoute().chained(with: AlertBuilder().presentRoute(), context: paywall)
        let chain = router.navigate(to: route, with: "Profile") { completed.append($0) }
        renderer.finishTransition()  // the push has slid in: the paywall queues behind “Saved”
        #expect(chain.state == .waitingForPresentation(position: 1))

        let dismissal = router.navigate(to: router.dismissRoute())
        #expect(dismissal.finishedResult == .success(.dismissed), "the app's dismissal runs at once")
        #expect(renderer.presentedAlert?.title == "Go Premium")
        #expect(completed == [.success(.chained([.pushed, .presented]))])
        #expect(router.isSettled)
    }

    @Test func aFailingStepIsNamedAndTheStepsBeforeItStay() {
        let route = TestScreenBuilder().pushRoute()
            .chained(with: FailingBuilder().pushRoute())
            .chained(with: AlertBuilder().presentRoute(), context: paywall)
        let result = router.navigate(to: route, with: "Profile").finishedResult
        guard case .failure(.chainStepFailed(let step, let name, let underlying)) = result else {
            Issue.record("expected chainStepFailed, got \(result)")
            return
        }
        #expect(step == 2)
        #expect(name == "push FailingBuilder")
        #expect(underlying == .buildFailed(builder: "FailingBuilder", underlying: FailingBuilder.Failure()))
        #expect(
            result?.failure?.description
                == "Step 2 of the chained route (push FailingBuilder) failed: FailingBuilder could not build its view: "
                + "the server said no The steps before it stay done; the steps after it were not performed.")
        #expect(router.navigationStack.map(\.title) == ["Home", "Profile"], "step 1 stays done")
        #expect(router.presentedView == nil, "step 3 never ran")
    }

    @Test func aChainGivenAsAStepCountsItsStepsInTheOuterNumbering() {
        let inner = TestScreenBuilder().pushRoute().chained(with: TestScreenBuilder().pushRoute(), context: "B")
        let outer = TestScreenBuilder().pushRoute().chained(with: inner, context: "A")
            .chained(with: Router.popRoute())
        #expect(
            router.navigate(to: outer, with: "Start").finishedResult
                == .success(.chained([.pushed, .pushed, .pushed, .popped(count: 1)])))
        #expect(router.navigationStack.map(\.title) == ["Home", "Start", "A"])

        let failing = TestScreenBuilder().pushRoute().chained(with: inner, context: "A")
        // "A" is pushed again: a new screen. Then the inner chain's second step pushes "B"; add a failing one.
        let failingInner = TestScreenBuilder().pushRoute().chained(with: AlertBuilder().pushRoute(), context: paywall)
        let result = router.navigate(to: failing.chained(with: failingInner, context: "C"), with: "D").finishedResult
        #expect(
            result?.failure
                == .chainStepFailed(
                    step: 5, route: "push AlertBuilder",
                    underlying: .notAScreen(.alert(title: "Go Premium", message: nil, actions: ["Not now"]))))
    }

    @Test func aStepWithNothingToDoFailsTheChainThere() {
        let route = Router.dismissRoute().chained(with: TestScreenBuilder().pushRoute(), context: "Profile")
        let result = router.navigate(to: route).finishedResult
        #expect(
            result?.failure
                == .chainStepFailed(step: 1, route: "dismiss", underlying: .changedNothing(.nothingToDismiss)))
        #expect(
            result?.failure?.description
                == "Step 1 of the chained route (dismiss) failed: There was nothing to dismiss, so this step changed "
                + "nothing. The steps before it stay done; the steps after it were not performed.")
        #expect(router.navigationStack.map(\.title) == ["Home"], "the push after it did not run")
        // Alone, the same route is a reported no-op, as before.
        #expect(router.navigate(to: Router.dismissRoute()).finishedResult == .success(.nothingToDismiss))
    }

    @Test func eachStepWaitsForTheStepBeforeItToBeOnScreen() {
        renderer.simulatesTransitions = true
        let route = TestScreenBuilder().pushRoute().chained(with: TestScreenBuilder().pushRoute(), context: "Account")
        var completed: NavigationResult?
        #expect(router.navigate(to: route, with: "Settings") { completed = $0 }.state == .running)
        #expect(renderer.events == [.pushed("Settings")], "the second push waits for the slide")
        #expect(
            router.navigate(to: Router.popRoute()).state == .waitingForTurn(position: 1), "others wait for the chain")
        renderer.finishTransition()
        #expect(renderer.events == [.pushed("Settings"), .pushed("Account")])
        #expect(completed == .success(.chained([.pushed, .pushed])))
        renderer.finishTransition()
        #expect(renderer.events == [.pushed("Settings"), .pushed("Account"), .popped("Account")])
        #expect(router.isSettled == false, "the pop is still sliding")
        renderer.finishTransition()
        #expect(router.isSettled)
    }

    @Test func aStepBehindAPresentationContinuesWhenItAppears() throws {
        router.navigate(to: AlertBuilder().presentRoute(), with: paywall)
        let question = AlertModel(title: "Rate us?")
        question.actions.append(.init(title: "Later", style: .cancel))
        var completed: NavigationResult?
        let route = AlertBuilder().presentRoute().chained(with: TestScreenBuilder().pushRoute(), context: "Thanks")
        #expect(
            router.navigate(to: route, with: question) { completed = $0 }.state == .waitingForPresentation(position: 1))
        #expect(
            router.navigate(to: TestScreenBuilder().pushRoute(), with: "Other").finishedResult == .success(.pushed),
            "a waiting presentation does not hold up other navigations")
        try renderer.tap(actionTitled: "Not now")
        #expect(completed == .success(.chained([.presented, .pushed])))
        #expect(router.navigationStack.map(\.title) == ["Home", "Other", "Thanks"])
    }
}
