import Clew

/// How a campaign runs its sequences.
public struct ModelConfiguration: Sendable {
    /// Whether dismissal handlers, alert and toast actions, picker choices and lifecycle
    /// observers navigate (now and then, a few times per operation at most).
    public var navigatingHandlers: Bool
    /// Operations per sequence, after the set-up.
    public var operations: Int

    public init(navigatingHandlers: Bool, operations: Int = 40) {
        self.navigatingHandlers = navigatingHandlers
        self.operations = operations
    }
}

/// One sequence: its seed, the operations up to the first broken promise, and what broke.
public struct ModelSequenceReport: Sendable {
    public let seed: UInt64
    public let navigatingHandlers: Bool
    /// The violations found after the first operation that broke something (empty: none).
    public let violations: [ModelViolation]
    /// The set-up and the operations performed, up to and with the one that broke something:
    /// the replay (`scripts/fuzz-router --seed N` runs it again).
    public let operations: [String]
    /// How many operations ran.
    public let operationCount: Int

    /// The seed, the shortened operation list and the violations, to read or paste in an issue.
    public var replay: String {
        var lines = [
            "seed \(seed)\(navigatingHandlers ? " with navigating handlers" : ""): \(operationCount) operations"
        ]
        // The set-up, and the last operations before the failure (the earlier ones rarely matter).
        lines += operations.prefix(1).map { "  \($0)" }
        if operations.count > 41 { lines.append("  … \(operations.count - 41) lines …") }
        lines += operations.dropFirst().suffix(40).map { "  \($0)" }
        lines += violations.map { "  ✗ \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// Runs one seeded sequence on a `RecordingRenderer` (with simulated transitions for half the
/// seeds): set-up, operations, then everything closed and settled; the invariants are checked
/// after each. Stops at the first operation that breaks one.
@MainActor
public func runModelSequence(seed: UInt64, configuration: ModelConfiguration) -> ModelSequenceReport {
    let world = ModelWorld(seed: seed, navigatingHandlers: configuration.navigatingHandlers)
    world.log.append(
        "set up: " + world.setUp() + (world.renderer.simulatesTransitions ? ", simulated transitions" : ""))
    world.checkInvariants()
    var performed = 0
    while world.violations.isEmpty, performed < configuration.operations {
        performed += 1
        world.operation = performed
        world.reactionBudget = 3
        let index = world.log.count
        let line = world.performOperation()
        world.log.insert("\(performed). \(line)", at: index)
        world.checkInvariants()
    }
    if world.violations.isEmpty {
        world.operation = performed + 1
        world.log.append("\(performed + 1). close everything and settle")
        world.settle()
    }
    return ModelSequenceReport(
        seed: seed, navigatingHandlers: configuration.navigatingHandlers, violations: world.violations,
        operations: world.log, operationCount: performed)
}

/// Many sequences: how many broke, and by which kind of violation.
public struct ModelCampaignReport: Sendable {
    public var sequences = 0
    public var operations = 0
    /// Sequences with at least one violation.
    public var brokenSequences = 0
    /// For each kind, how many sequences broke that promise.
    public var sequencesByKind: [ModelViolationKind: Int] = [:]
    /// The first broken sequence, to replay.
    public var firstFailure: ModelSequenceReport?

    public var summary: String {
        var lines = ["\(sequences) sequences, \(operations) operations, \(brokenSequences) broke an invariant"]
        for kind in sequencesByKind.keys.sorted() {
            lines.append("  \(kind.rawValue): \(sequencesByKind[kind] ?? 0)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Runs sequences with seeds `firstSeed`, `firstSeed + 1`… until `count` have run or
/// `timeLimit` has passed, whichever comes first.
@MainActor
public func runModelCampaign(
    firstSeed: UInt64, count: Int, timeLimit: Duration? = nil, configuration: ModelConfiguration
) -> ModelCampaignReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = ModelCampaignReport()
    for offset in 0..<count {
        if let timeLimit, clock.now - start > timeLimit { break }
        let sequence = runModelSequence(seed: firstSeed &+ UInt64(offset), configuration: configuration)
        report.sequences += 1
        report.operations += sequence.operationCount
        guard !sequence.violations.isEmpty else { continue }
        report.brokenSequences += 1
        for kind in Set(sequence.violations.map(\.kind)) { report.sequencesByKind[kind, default: 0] += 1 }
        if report.firstFailure == nil { report.firstFailure = sequence }
    }
    return report
}

extension ModelCampaignReport {
    /// Adds `other`'s counts (a later batch of seeds) to these.
    public mutating func merge(_ other: ModelCampaignReport) {
        sequences += other.sequences
        operations += other.operations
        brokenSequences += other.brokenSequences
        for (kind, count) in other.sequencesByKind { sequencesByKind[kind, default: 0] += count }
        if firstFailure == nil { firstFailure = other.firstFailure }
    }
}

/// Runs sequences from `firstSeed` on for `timeLimit`, and at least `minimumSequences` however long
/// they take (a loaded machine runs fewer in the time: the count a test promises must not depend on
/// it), in small batches with the main actor given up between them: tests running beside it
/// (downloads, timers) are not starved.
@MainActor
public func runModelCampaign(
    firstSeed: UInt64, minimumSequences: Int = 0, timeLimit: Duration, configuration: ModelConfiguration
) async -> ModelCampaignReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = ModelCampaignReport()
    var seed = firstSeed
    while report.sequences < minimumSequences || clock.now - start < timeLimit {
        report.merge(runModelCampaign(firstSeed: seed, count: 10, configuration: configuration))
        seed &+= 10
        await Task.yield()
    }
    return report
}
