import Dispatch
import Testing

/// Plain (non-GTK) tests that run in parallel with the serialized GTK suites
/// and keep hopping onto the main actor, to prove that the harness holds up
/// under the default parallel execution: GTK tests check in
/// `GtkTestHost.run` that they never overlap.
@Suite struct HarnessParallelTests {
    static let tracker = ConcurrencyTracker()

    @Test(arguments: 0..<6)
    func mainActorHopsWhileGtkTestsRun(index: Int) async {
        await Self.tracker.enter()
        var sum = 0
        for i in 0..<200 {
            sum += await MainActor.run { i }  // interleave with GTK jobs
            if i % 50 == 0 { try? await Task.sleep(for: .milliseconds(5)) }
        }
        let peak = await Self.tracker.leave()
        #expect(sum == 19_900)
        print("parallel harness test \(index): peak concurrent plain tests = \(peak)")
    }
}

/// Counts how many tests are inside `enter`/`leave` at once.
actor ConcurrencyTracker {
    private var current = 0
    private(set) var peak = 0
    func enter() {
        current += 1
        peak = max(peak, current)
    }
    func leave() -> Int {
        current -= 1
        return peak
    }
}
