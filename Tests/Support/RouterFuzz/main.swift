// scripts/fuzz-router: runs the router's random model test outside CI, in a release build.
//
//   RouterFuzz N [--first-seed S] [--navigating-handlers | --both]   N sequences, counts by kind
//   RouterFuzz --seed S [--navigating-handlers]                      one sequence, its replay
import RouterModel

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> UInt64? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return UInt64(arguments[index + 1])
}

let navigating = arguments.contains("--navigating-handlers")
if let seed = value(after: "--seed") {
    let report = runModelSequence(seed: seed, configuration: ModelConfiguration(navigatingHandlers: navigating))
    print(report.replay)
    print(report.violations.isEmpty ? "no violation" : "\(report.violations.count) violations")
} else {
    let count = arguments.first.flatMap { Int($0) } ?? 10_000
    let firstSeed = value(after: "--first-seed") ?? 1
    let modes = arguments.contains("--both") ? [false, true] : [navigating]
    let clock = ContinuousClock()
    for mode in modes {
        let start = clock.now
        let report = runModelCampaign(
            firstSeed: firstSeed, count: count, configuration: ModelConfiguration(navigatingHandlers: mode))
        print("== \(mode ? "with" : "without") navigating handlers (seeds \(firstSeed)…, \(clock.now - start))")
        print(report.summary)
        if let failure = report.firstFailure {
            print(
                "first failure (replay: scripts/fuzz-router --seed \(failure.seed)\(mode ? " --navigating-handlers" : "")):"
            )
            print(failure.replay)
        }
    }
}
