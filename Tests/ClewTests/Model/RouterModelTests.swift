import Clew
import RouterModel
import Testing

/// The router's promises, checked by seeded random sequences over the public API (push, pop,
/// popTo, replace, setStack, present, dismiss, alerts, pickers in popovers, toasts, tabs, split
/// views, links, updating and chained routes, and the user's taps, Escape and Back), on the
/// recording renderer with and without simulated transitions. After every operation: no screen
/// twice, none both stacked and presented, the renderer shows the router's screens, lifecycle
/// events alternate and end where the view is, each completion and dismissal handler runs once
/// and a handler never while its view is shown, a refusal changes nothing. `scripts/fuzz-router`
/// runs more, in a release build, and replays a seed.
@MainActor
@Suite("Random model of the router", .serialized)
struct RouterModelTests {
    /// CI time for each mode: as many sequences as fit (the main actor is given up between
    /// batches, so other tests run beside it), and never fewer than `minimumSequences`.
    static let timeLimit: Duration = .seconds(15)
    static let minimumSequences = 100

    @Test func sequencesWithoutNavigatingHandlersKeepEveryPromise() async {
        let report = await runModelCampaign(
            firstSeed: 1, minimumSequences: Self.minimumSequences, timeLimit: Self.timeLimit,
            configuration: ModelConfiguration(navigatingHandlers: false))
        print("model test without navigating handlers: \(report.summary)")
        #expect(report.sequences >= Self.minimumSequences)
        #expect(report.brokenSequences == 0, "\(report.summary)\n\(report.firstFailure?.replay ?? "")")
    }

    @Test func sequencesWithNavigatingHandlersKeepEveryPromise() async {
        let report = await runModelCampaign(
            firstSeed: 1, minimumSequences: Self.minimumSequences, timeLimit: Self.timeLimit,
            configuration: ModelConfiguration(navigatingHandlers: true))
        print("model test with navigating handlers: \(report.summary)")
        #expect(report.sequences >= Self.minimumSequences)
        #expect(report.brokenSequences == 0, "\(report.summary)\n\(report.firstFailure?.replay ?? "")")
    }

    @Test func aSequenceReplaysFromItsSeed() {
        let configuration = ModelConfiguration(navigatingHandlers: true)
        let first = runModelSequence(seed: 7, configuration: configuration)
        let again = runModelSequence(seed: 7, configuration: configuration)
        #expect(first.operations == again.operations)
        #expect(first.operations.count > 1)
    }
}
