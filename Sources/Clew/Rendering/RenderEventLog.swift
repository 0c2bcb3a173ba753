/// The ``RenderEvent`` log a renderer keeps: everything for tests, a bounded tail in a running app,
/// or nothing. Both of Clew's renderers keep theirs in one of these, so their logs compare equal.
///
/// It also de-duplicates feature events: a view that reports the same state twice (an image screen
/// redrawn for a progress step) is logged once per change.
///
/// ```swift
/// var log = RenderEventLog(retention: .last(100))
/// log.record(.pushed("Home"))
/// log.recordChange(.image(.downloading, on: "Background"), of: ObjectIdentifier(screen))
/// print(log.events)
/// ```
public struct RenderEventLog: Sendable {
    /// How much of the log is kept.
    public enum Retention: Hashable, Sendable {
        /// Every event, for tests and screenshots.
        case all
        /// The newest `count` events: a running app's log cannot grow without end.
        case last(Int)
        /// None: a renderer in production that nobody inspects.
        case none
    }

    /// How much is kept.
    public let retention: Retention
    /// The events kept, oldest first.
    public var events: [RenderEvent] {
        if case .last(let count) = retention, storage.count > count { return Array(storage.suffix(max(count, 0))) }
        return storage
    }
    private var storage: [RenderEvent] = []
    /// The last feature event logged per view and feature, to log only changes.
    private var lastFeatureEvents: [FeatureKey: FeatureEvent] = [:]

    private struct FeatureKey: Hashable, Sendable {
        let view: ObjectIdentifier
        let feature: String
    }

    /// An empty log.
    public init(retention: Retention) {
        self.retention = retention
    }

    /// Appends `event` (dropping the oldest beyond the retention). The event is consumed: moved
    /// into the log, not copied (a copy retains every string of its summary).
    public mutating func record(_ event: consuming RenderEvent) {
        switch retention {
        case .none:
            return
        case .all:
            storage.append(consume event)
        case .last(let count):
            storage.append(consume event)
            // Trim in batches, so a bounded log costs amortised O(1) per event.
            if storage.count > max(count, 0) * 2 + 16 { storage.removeFirst(storage.count - max(count, 0)) }
        }
    }

    /// Appends a feature event only when it differs from the last one `view` reported for its feature.
    public mutating func recordChange(_ event: RenderEvent, of view: ObjectIdentifier) {
        guard retention != .none, case .feature(let feature) = event else {
            record(event)
            return
        }
        let key = FeatureKey(view: view, feature: feature.feature)
        guard lastFeatureEvents[key] != feature else { return }
        lastFeatureEvents[key] = feature
        record(event)
    }

    /// Forgets what `view` reported, so it logs again if it comes back.
    public mutating func forget(_ view: ObjectIdentifier) {
        lastFeatureEvents = lastFeatureEvents.filter { $0.key.view != view }
    }

    /// Removes every event (not what the de-duplication remembers of views still on screen).
    public mutating func clear() {
        storage.removeAll(keepingCapacity: true)
    }
}
