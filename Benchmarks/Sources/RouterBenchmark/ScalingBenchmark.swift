import Clew
import ClewTesting

// Per-change cost of every router operation at a small and a large stack depth or queue length:
// each must cost the same per change whatever the depth (goal: 20,000 / 1,000 ≤ 1.3×). Each
// figure is the median of several rounds, in nanoseconds of the thread's CPU time per change (a change: one screen
// pushed or popped, one presentation shown or closed, one step of a chain).

private let stepsPerRound = 500
private let scalingRounds = 9

@MainActor
private final class BenchScreen: Screen, LinkRepresentable {
    let title: String
    init(_ number: Int) { title = "Screen \(number)" }
    var link: String? { "bench://top" }
}

@MainActor
private func nanoseconds(_ body: () -> Void) -> Double {
    threadCPUNanoseconds(body)
}

@MainActor
private func nanosecondsPerStep(_ body: () -> Void) -> Double {
    nanoseconds(body) / Double(stepsPerRound)
}

/// A router whose stack is `depth` screens deep.
@MainActor
private func router(depth: Int) -> (Router, RecordingRenderer) {
    let renderer = RecordingRenderer()
    let router = Router(renderer: renderer)
    router.setStack((0..<depth).map { BenchScreen($0) }, animated: false)
    renderer.clearEvents()
    return (router, renderer)
}

@MainActor
private func median(_ rounds: () -> Double) -> Double {
    let values = (0..<scalingRounds).map { _ in rounds() }.sorted()
    return values[values.count / 2]
}

@MainActor
private func okAlert(_ title: String) -> AlertModel {
    let alert = AlertModel(title: title)
    alert.actions.append(.init(title: "OK", style: .cancel))
    return alert
}

/// One figure per operation at `depth`.
@MainActor
private func costs(depth: Int) -> [(String, Double)] {
    var rows: [(String, Double)] = []
    let (router, renderer) = router(depth: depth)
    func step(_ name: String, _ body: () -> Void) {
        var values: [Double] = []
        for _ in 0..<scalingRounds {
            values.append(nanosecondsPerStep(body))
            renderer.clearEvents()
        }
        rows.append((name, values.sorted()[scalingRounds / 2]))
    }

    step("push (and a plan pops them back)") {
        for number in 0..<stepsPerRound {
            router.navigate(to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false))
        }
        router.setStack(animated: false) { $0.pop(keeping: depth) }
    }
    rows[rows.count - 1].1 /= 2  // the pushes and the pops that undo them
    step("pop (after a plan pushed them)") {
        router.setStack(animated: false) { for number in 0..<stepsPerRound { $0.push(BenchScreen(number)) } }
        for _ in 0..<stepsPerRound { router.navigate(to: router.popRoute(isAnimated: false)) }
    }
    rows[rows.count - 1].1 /= 2
    let top = BenchScreen(-1)
    router.navigate(to: ScreenBuilder(top).pushRoute(isAnimated: false))
    step("popTo(screen), 1 popped") {
        for number in 0..<stepsPerRound {
            router.navigate(to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false))
            router.popTo(top, animated: false)
        }
    }
    rows[rows.count - 1].1 /= 2
    step("replace the top") {
        for number in 0..<stepsPerRound {
            router.navigate(to: ScreenBuilder(BenchScreen(number)).replaceRoute(isAnimated: false))
        }
    }
    step("setStack, plan: replace the top") {
        for number in 0..<stepsPerRound {
            router.setStack(animated: false) { $0.replaceTop(with: BenchScreen(number)) }
        }
    }
    let alert = okAlert("Saved")
    step("present + tap to close") {
        for _ in 0..<stepsPerRound {
            router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            try! renderer.tap(actionTitled: "OK")
        }
    }
    rows[rows.count - 1].1 /= 2
    step("present + dismiss route") {
        for _ in 0..<stepsPerRound {
            router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            router.navigate(to: router.dismissRoute(isAnimated: false))
        }
    }
    rows[rows.count - 1].1 /= 2
    step("chained push → pop (per step)") {
        for number in 0..<stepsPerRound {
            router.navigate(
                to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false).chained(
                    with: router.popRoute(isAnimated: false)))
        }
    }
    rows[rows.count - 1].1 /= 2
    // For comparison, not a goal: a whole list compares every screen from the bottom.
    step("setStack([…]) list, replace the top (info)") {
        var screens = router.navigationStack
        for number in 0..<stepsPerRound / 10 {
            screens[screens.count - 1] = BenchScreen(number)
            router.setStack(screens, animated: false)
        }
    }
    rows[rows.count - 1].1 *= 10
    precondition(router.navigationStack.count == depth + 1, "the stack stayed \(depth) deep (+ the popTo target)")
    var links = DeepLinkTable(scheme: "bench")
    links.add("top") { _ in DeepLinkPlan(stack: [router.navigationStack[0], BenchScreen(-2)]) }
    // A link and a restore change the whole stack: the figure is per screen popped or pushed.
    rows.append(
        (
            "open(link), per screen changed",
            median {
                router.setStack(animated: false) {
                    $0.pop(keeping: 1)
                    for n in 1..<depth { $0.push(BenchScreen(n)) }
                }
                renderer.clearEvents()
                return nanoseconds { router.open("bench://top", with: links) } / Double(depth)
            }
        ))
    let saved = NavigationState(stacks: [.init(tab: nil, link: "bench://top")])
    rows.append(
        (
            "restore, per screen changed",
            median {
                router.setStack(animated: false) {
                    $0.pop(keeping: 1)
                    for n in 1..<depth { $0.push(BenchScreen(n)) }
                }
                renderer.clearEvents()
                return nanoseconds { router.restore(saved, with: links) } / Double(depth)
            }
        ))
    return rows
}

/// Cost of queueing one more presentation behind `waiting` others, and of closing one so the
/// next in line shows.
@MainActor
private func queued(waiting: Int) -> (enqueue: Double, advance: Double) {
    let (router, renderer) = router(depth: 1)
    let alert = okAlert("Queued")
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
    return (enqueues.sorted()[scalingRounds / 2], advances.sorted()[scalingRounds / 2])
}

/// Prints every operation's cost at 1,000 and 20,000, and the ratios.
@MainActor
func runScalingBenchmark() {
    let small = 1_000
    let large = 20_000
    _ = costs(depth: small)  // warm up
    // The two depths are measured by turns, and each figure is the median of its passes: a machine
    // that changes speed part-way (a shared or virtual CPU does) then slows both, not one.
    var smallPasses: [[(String, Double)]] = []
    var largePasses: [[(String, Double)]] = []
    var queuedSmall: [(Double, Double)] = []
    var queuedLarge: [(Double, Double)] = []
    for _ in 0..<scalingPasses {
        smallPasses.append(costs(depth: small))
        largePasses.append(costs(depth: large))
        queuedSmall.append(queued(waiting: small))
        queuedLarge.append(queued(waiting: large))
    }
    let atSmall = medianRows(smallPasses)
    let atLarge = medianRows(largePasses)
    let (queueSmall, advanceSmall) = (middle(queuedSmall.map(\.0)), middle(queuedSmall.map(\.1)))
    let (queueLarge, advanceLarge) = (middle(queuedLarge.map(\.0)), middle(queuedLarge.map(\.1)))
    var rows = zip(atSmall, atLarge).map { ($0.0 + " (stack depth)", $0.1, $1.1) }
    rows.append(("queued present (presentations waiting)", queueSmall, queueLarge))
    rows.append(("close, next in line shows (waiting)", advanceSmall, advanceLarge))
    let header = "per-change cost, ns (median of \(scalingPasses) passes of \(scalingRounds) rounds):"
    print(header + " at 1,000    at 20,000   ratio")
    var worst = 0.0
    for (name, small, large) in rows {
        let ratio = large / small
        if !name.contains("(info)") { worst = max(worst, ratio) }
        print(
            "  \(name.padding(toLength: 54))\(format(small).leftPadded(10))  \(format(large).leftPadded(10))   \(format(ratio))×"
        )
    }
    print(
        "target: every ratio ≤ 1.3× (rows marked info excepted) → \(worst <= 1.3 ? "met" : "NOT met") (worst \(format(worst))×)"
    )
}

/// Passes of the whole table per depth, taken by turns (see `runScalingBenchmark`).
private let scalingPasses = 3

private func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Each row's median over the passes (every pass has the same rows in the same order).
private func medianRows(_ passes: [[(String, Double)]]) -> [(String, Double)] {
    passes[0].indices.map { row in (passes[0][row].0, middle(passes.map { $0[row].1 })) }
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
