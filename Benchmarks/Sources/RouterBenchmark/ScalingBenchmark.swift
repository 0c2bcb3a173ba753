import Clew
import ClewTesting

// Per-step cost at a small and a large stack depth or queue length: each step must cost the same
// whatever the depth (goal: 20,000 / 1,000 ≤ 1.3×). Each figure is the median of several rounds of
// `stepsPerRound` steps, in nanoseconds per step.

private let stepsPerRound = 500
private let scalingRounds = 9

@MainActor
private final class BenchScreen: Screen {
    let title: String
    init(_ number: Int) { title = "Screen \(number)" }
}

@MainActor
private func nanosecondsPerStep(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(stepsPerRound)
}

/// A router whose stack is `depth` screens deep.
@MainActor
private func router(depth: Int) -> (Router, RecordingRenderer) {
    let renderer = RecordingRenderer()
    let router = Router(renderer: renderer)
    for number in 0..<depth {
        router.navigate(to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false))
    }
    renderer.clearEvents()
    return (router, renderer)
}

/// Push and pop cost with `depth` screens below.
@MainActor
private func pushAndPop(depth: Int) -> (push: Double, pop: Double) {
    let (router, renderer) = router(depth: depth)
    var pushes: [Double] = []
    var pops: [Double] = []
    for _ in 0..<scalingRounds {
        let screens = (0..<stepsPerRound).map { BenchScreen(depth + $0) }
        pushes.append(
            nanosecondsPerStep {
                for screen in screens { router.navigate(to: ScreenBuilder(screen).pushRoute(isAnimated: false)) }
            })
        pops.append(
            nanosecondsPerStep {
                for _ in 0..<stepsPerRound { router.navigate(to: router.popRoute(isAnimated: false)) }
            })
        renderer.clearEvents()
    }
    precondition(router.navigationStack.count == depth)
    return (median(pops: pushes), median(pops: pops))
}

/// Present-and-close cost of an alert over a stack `depth` screens deep.
@MainActor
private func presentAndClose(depth: Int) -> Double {
    let (router, renderer) = router(depth: depth)
    let alert = AlertModel(title: "Saved")
    alert.actions.append(.init(title: "OK", style: .cancel))
    var times: [Double] = []
    for _ in 0..<scalingRounds {
        times.append(
            nanosecondsPerStep {
                for _ in 0..<stepsPerRound {
                    router.navigate(to: AlertBuilder().presentRoute(), with: alert)
                    try! renderer.tap(actionTitled: "OK")
                }
            })
        renderer.clearEvents()
    }
    return median(pops: times)
}

/// Cost of queueing one more presentation behind `waiting` others, and of closing one so the
/// next in line shows.
@MainActor
private func queued(waiting: Int) -> (enqueue: Double, advance: Double) {
    let (router, renderer) = router(depth: 1)
    let alert = AlertModel(title: "Queued")
    alert.actions.append(.init(title: "OK", style: .cancel))
    router.navigate(to: AlertBuilder().presentRoute(), with: alert)
    for _ in 0..<waiting { router.navigate(to: AlertBuilder().presentRoute(), with: alert) }
    var enqueues: [Double] = []
    var advances: [Double] = []
    for _ in 0..<scalingRounds {
        enqueues.append(
            nanosecondsPerStep {
                for _ in 0..<stepsPerRound { router.navigate(to: AlertBuilder().presentRoute(), with: alert) }
            })
        advances.append(
            nanosecondsPerStep {
                for _ in 0..<stepsPerRound { try! renderer.tap(actionTitled: "OK") }
            })
        renderer.clearEvents()
    }
    precondition(router.pendingPresentationCount == waiting)
    return (median(pops: enqueues), median(pops: advances))
}

private func median(pops values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// Prints push, pop, present and queued-present cost at 1,000 and 20,000, and the ratios.
@MainActor
func runScalingBenchmark() {
    let small = 1_000
    let large = 20_000
    _ = pushAndPop(depth: small)  // warm up
    let (pushSmall, popSmall) = pushAndPop(depth: small)
    let (pushLarge, popLarge) = pushAndPop(depth: large)
    let presentSmall = presentAndClose(depth: small)
    let presentLarge = presentAndClose(depth: large)
    let (queueSmall, advanceSmall) = queued(waiting: small)
    let (queueLarge, advanceLarge) = queued(waiting: large)
    let rows: [(String, Double, Double)] = [
        ("push (stack depth)", pushSmall, pushLarge),
        ("pop (stack depth)", popSmall, popLarge),
        ("present + close (stack depth)", presentSmall, presentLarge),
        ("queued present (presentations waiting)", queueSmall, queueLarge),
        ("close, next in line shows (waiting)", advanceSmall, advanceLarge),
    ]
    print("per-step cost, ns (median of \(scalingRounds) × \(stepsPerRound)):   at 1,000    at 20,000   ratio")
    var worst = 0.0
    for (name, atSmall, atLarge) in rows {
        let ratio = atLarge / atSmall
        worst = max(worst, ratio)
        print(
            "  \(name.padding(toLength: 42))\(format(atSmall).leftPadded(10))  \(format(atLarge).leftPadded(10))   \(format(ratio))×"
        )
    }
    print("target: every ratio ≤ 1.3× → \(worst <= 1.3 ? "met" : "NOT met") (worst \(format(worst))×)")
}

private func format(_ value: Double) -> String {
    String(Int((value * 10).rounded())).withDecimal
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    fileprivate func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
