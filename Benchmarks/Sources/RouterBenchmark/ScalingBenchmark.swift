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

/// A router whose stack is `depth` screens deep, with what its rows use.
@MainActor
private final class DepthBench {
    let depth: Int
    let router: Router
    let renderer = RecordingRenderer()
    let top = BenchScreen(-1)
    var links = DeepLinkTable(scheme: "bench")

    init(depth: Int) {
        self.depth = depth
        router = Router(renderer: renderer)
        router.setStack((0..<depth).map { BenchScreen($0) }, animated: false)
        renderer.clearEvents()
        links.add("top") { [router] _ in DeepLinkPlan(stack: [router.navigationStack[0], BenchScreen(-2)]) }
    }
}

@MainActor
private func okAlert(_ title: String) -> AlertModel {
    let alert = AlertModel(title: title)
    alert.actions.append(.init(title: "OK", style: .cancel))
    return alert
}

/// One row per operation, with a figure for each of `benches`. Each round measures every bench
/// back to back, so a machine that changes speed part-way (a shared or virtual CPU does) slows
/// the depths alike rather than one of them; a figure is the median of its rounds.
@MainActor
private func costs(_ benches: [DepthBench]) -> [(String, [Double])] {
    var rows: [(String, [Double])] = []
    func measure(_ name: String, scale: Double = 1, _ round: @MainActor (DepthBench) -> Double) {
        var values = Array(repeating: [Double](), count: benches.count)
        for _ in 0..<scalingRounds {
            for (index, bench) in benches.enumerated() {
                values[index].append(round(bench))
                bench.renderer.clearEvents()
            }
        }
        rows.append((name, values.map { $0.sorted()[scalingRounds / 2] * scale }))
    }
    func step(_ name: String, scale: Double = 1, _ body: @MainActor (DepthBench) -> Void) {
        measure(name, scale: scale) { bench in nanosecondsPerStep { body(bench) } }
    }

    // The pushes and the pops that undo them: half the time each.
    step("push (and a plan pops them back)", scale: 0.5) { bench in
        for number in 0..<stepsPerRound {
            bench.router.navigate(to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false))
        }
        bench.router.setStack(animated: false) { $0.pop(keeping: bench.depth) }
    }
    step("pop (after a plan pushed them)", scale: 0.5) { bench in
        bench.router.setStack(animated: false) { for number in 0..<stepsPerRound { $0.push(BenchScreen(number)) } }
        for _ in 0..<stepsPerRound { bench.router.navigate(to: bench.router.popRoute(isAnimated: false)) }
    }
    for bench in benches { bench.router.navigate(to: ScreenBuilder(bench.top).pushRoute(isAnimated: false)) }
    step("popTo(screen), 1 popped", scale: 0.5) { bench in
        for number in 0..<stepsPerRound {
            bench.router.navigate(to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false))
            bench.router.popTo(bench.top, animated: false)
        }
    }
    step("replace the top") { bench in
        for number in 0..<stepsPerRound {
            bench.router.navigate(to: ScreenBuilder(BenchScreen(number)).replaceRoute(isAnimated: false))
        }
    }
    step("setStack, plan: replace the top") { bench in
        for number in 0..<stepsPerRound {
            bench.router.setStack(animated: false) { $0.replaceTop(with: BenchScreen(number)) }
        }
    }
    let alert = okAlert("Saved")
    step("present + tap to close", scale: 0.5) { bench in
        for _ in 0..<stepsPerRound {
            bench.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            try! bench.renderer.tap(actionTitled: "OK")
        }
    }
    step("present + dismiss route", scale: 0.5) { bench in
        for _ in 0..<stepsPerRound {
            bench.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            bench.router.navigate(to: bench.router.dismissRoute(isAnimated: false))
        }
    }
    step("chained push → pop (per step)", scale: 0.5) { bench in
        for number in 0..<stepsPerRound {
            bench.router.navigate(
                to: ScreenBuilder(BenchScreen(number)).pushRoute(isAnimated: false).chained(
                    with: bench.router.popRoute(isAnimated: false)))
        }
    }
    // For comparison, not a goal: a whole list compares every screen from the bottom.
    step("setStack([…]) list, replace the top (info)", scale: 10) { bench in
        var screens = bench.router.navigationStack
        for number in 0..<stepsPerRound / 10 {
            screens[screens.count - 1] = BenchScreen(number)
            bench.router.setStack(screens, animated: false)
        }
    }
    for bench in benches {
        precondition(
            bench.router.navigationStack.count == bench.depth + 1, "the stack stayed deep (+ the popTo target)")
    }
    // A link and a restore change the whole stack: the figure is per screen popped or pushed.
    func rebuilt(_ bench: DepthBench) {
        bench.router.setStack(animated: false) {
            $0.pop(keeping: 1)
            for n in 1..<bench.depth { $0.push(BenchScreen(n)) }
        }
        bench.renderer.clearEvents()
    }
    measure("open(link), per screen changed") { bench in
        rebuilt(bench)
        return nanoseconds { bench.router.open("bench://top", with: bench.links) } / Double(bench.depth)
    }
    let saved = NavigationState(stacks: [.init(tab: nil, link: "bench://top")])
    measure("restore, per screen changed") { bench in
        rebuilt(bench)
        return nanoseconds { bench.router.restore(saved, with: bench.links) } / Double(bench.depth)
    }
    return rows
}

/// Cost of queueing one more presentation behind `waiting` others, and of closing one so the
/// next in line shows: one figure pair per queue length, measured back to back each round.
@MainActor
private func queued(waiting lengths: [Int]) -> [(enqueue: Double, advance: Double)] {
    let alert = okAlert("Queued")
    let benches = lengths.map { waiting in
        let bench = DepthBench(depth: 1)
        bench.router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        for _ in 0..<waiting { bench.router.navigate(to: AlertBuilder().presentRoute(), with: alert) }
        return bench
    }
    var enqueues = Array(repeating: [Double](), count: benches.count)
    var advances = Array(repeating: [Double](), count: benches.count)
    for _ in 0..<scalingRounds {
        for (index, bench) in benches.enumerated() {
            enqueues[index].append(
                nanosecondsPerStep {
                    for _ in 0..<stepsPerRound { bench.router.navigate(to: AlertBuilder().presentRoute(), with: alert) }
                })
            advances[index].append(
                nanosecondsPerStep {
                    for _ in 0..<stepsPerRound { try! bench.renderer.tap(actionTitled: "OK") }
                })
            bench.renderer.clearEvents()
        }
    }
    for (bench, waiting) in zip(benches, lengths) { precondition(bench.router.pendingPresentationCount == waiting) }
    return benches.indices.map { (middle(enqueues[$0]), middle(advances[$0])) }
}

/// Prints every operation's cost at 1,000 and 20,000, and the ratios.
@MainActor
func runScalingBenchmark() {
    let small = 1_000
    let large = 20_000
    _ = costs([DepthBench(depth: small)])  // warm up
    let table = costs([DepthBench(depth: small), DepthBench(depth: large)])
    let queues = queued(waiting: [small, large])
    var rows = table.map { ($0.0 + " (stack depth)", $0.1[0], $0.1[1]) }
    rows.append(("queued present (presentations waiting)", queues[0].enqueue, queues[1].enqueue))
    rows.append(("close, next in line shows (waiting)", queues[0].advance, queues[1].advance))
    print(
        "per-change cost, ns (median of \(scalingRounds) rounds, both depths in each):  at 1,000    at 20,000   ratio")
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

private func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

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
