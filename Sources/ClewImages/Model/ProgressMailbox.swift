import Synchronization

/// Carries a loader's progress from its I/O thread to the main actor, coalesced and paced: at most
/// one main-actor hop is pending, it delivers the newest fraction, and hops come at most once per
/// ``interval`` (about a frame), since a UI cannot show more.
///
/// A 10 MB download reports a hundred steps; hopping for each cost more than the download itself.
final class ProgressMailbox: Sendable {
    /// The shortest time between two deliveries.
    static let interval = Duration.milliseconds(16)

    private let state = Mutex<(latest: Double?, hopPending: Bool, lastTaken: ContinuousClock.Instant?)>(
        (nil, false, nil))

    /// Stores `fraction`. Returns `nil` when a hop is already on its way, else how long the hop
    /// the caller must now schedule should wait before calling ``take()``.
    func post(_ fraction: Double) -> Duration? {
        state.withLock { state in
            state.latest = fraction
            guard !state.hopPending else { return nil }
            state.hopPending = true
            guard let lastTaken = state.lastTaken else { return .zero }
            return max(.zero, Self.interval - (ContinuousClock.now - lastTaken))
        }
    }

    /// Takes the newest fraction, if any, and allows the next hop.
    func take() -> Double? {
        state.withLock { state in
            defer { state = (nil, false, .now) }
            return state.latest
        }
    }
}
