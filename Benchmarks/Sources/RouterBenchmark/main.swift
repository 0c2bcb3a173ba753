import Clew
import ClewTesting

// Measures one router round trip on the recording renderer:
//   router.navigate(to: AlertBuilder().presentRoute(), with: alert) + renderer.tap(actionTitled: "OK")
// against DirectAlertPresenter doing the same state change by hand, in the same run.
// Prints the median of several rounds, in nanoseconds of the thread's CPU time per round trip, and the ratio; then the
// per-step cost at stack depth / queue length 1,000 and 20,000 (ScalingBenchmark.swift).

let iterationsPerRound = 20_000
/// `--rounds N` (after the warm-up): 1 under callgrind (`scripts/bench-router-callgrind`), where time is no figure.
let rounds: Int = {
    let arguments = CommandLine.arguments
    guard let flag = arguments.firstIndex(of: "--rounds"), flag + 1 < arguments.count,
        let count = Int(arguments[flag + 1]), count > 0
    else { return 15 }
    return count
}()

@MainActor
func makeAlert(counter: Counter) -> AlertModel {
    let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
    alert.actions.append(.init(title: "No", style: .cancel))
    alert.actions.append(.init(title: "OK", style: .destructive) { _ in counter.value += 1 })
    return alert
}

@MainActor
final class Counter {
    var value = 0
}

@MainActor
func measure(_ body: () -> Void) -> Double {
    threadCPUNanoseconds(body) / Double(iterationsPerRound)
}

@MainActor
func routerRound(renderer: RecordingRenderer, router: Router, alert: AlertModel) -> Double {
    measure {
        for _ in 0..<iterationsPerRound {
            router.navigate(to: AlertBuilder().presentRoute(), with: alert)
            try! renderer.tap(actionTitled: "OK")
        }
        renderer.clearEvents()
    }
}

@MainActor
func directRound(presenter: DirectAlertPresenter, alert: AlertModel) -> Double {
    measure {
        for _ in 0..<iterationsPerRound {
            presenter.present(alert)
            presenter.tap(actionTitled: "OK")
        }
        presenter.clearEvents()
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

@MainActor
func run() {
    let counter = Counter()
    let alert = makeAlert(counter: counter)
    let renderer = RecordingRenderer()
    let router = Router(renderer: renderer)
    let presenter = DirectAlertPresenter()

    // Warm up both paths, then alternate rounds so both see the same machine state.
    _ = routerRound(renderer: renderer, router: router, alert: alert)
    _ = directRound(presenter: presenter, alert: alert)
    var routerTimes: [Double] = []
    var directTimes: [Double] = []
    for _ in 0..<rounds {
        routerTimes.append(routerRound(renderer: renderer, router: router, alert: alert))
        directTimes.append(directRound(presenter: presenter, alert: alert))
    }

    let expectedHandlerRuns = 2 * (rounds + 1) * iterationsPerRound
    precondition(counter.value == expectedHandlerRuns, "every round trip must run the handler once")
    precondition(renderer.presentedAlert == nil && router.pendingPresentationCount == 0)

    let routerNs = median(routerTimes)
    let directNs = median(directTimes)
    func format(_ value: Double) -> String { String(Int((value * 10).rounded())).withDecimal }
    print(
        "router round trip (navigate + tap, RecordingRenderer): \(format(routerNs)) ns  (median of \(rounds) × \(iterationsPerRound))"
    )
    print("direct hand-written equivalent:                        \(format(directNs)) ns")
    print("ratio router / direct:                                 \(format(routerNs / directNs))×")
    print("target (issue 23): ≤ 2.2× direct → \(routerNs / directNs <= 2.2 ? "met" : "NOT met")")
}

extension String {
    /// "12345" (tenths) → "1234.5"
    var withDecimal: String {
        let digits = count > 1 ? self : "0" + self
        return digits.dropLast() + "." + digits.suffix(1)
    }
}

MainActor.assumeIsolated {
    run()
    // `--round-trip-only`: for profiling the round trip alone.
    if !CommandLine.arguments.contains("--round-trip-only") { runScalingBenchmark() }
}
