/// The presentation on top and the ones waiting for it to close, first in first out: a value with
/// no renderer. Positions are live: a waiting entry's position drops as the ones ahead show.
@MainActor
struct PresentationQueue {
    /// The presentation on screen.
    private(set) var active: Presentation?
    private var waiting = FIFOQueue<QueuedPresentation>()
    /// How many presentations were ever queued, and how many of them have left the queue: a
    /// waiting entry's position is its number minus the second.
    private var queuedTotal = 0
    private var dequeuedTotal = 0
    private var lastID = 0
    /// The views waiting, kept by the methods that change the queue (the one on top is `active`).
    private var waitingViews: Set<ObjectIdentifier> = []

    /// How many wait.
    var waitingCount: Int { waiting.count }

    /// Whether `view` is on top or waiting.
    func contains(_ view: any View) -> Bool {
        active?.view === view || waitingContains(view)
    }

    /// Whether `view` waits (nothing to look up when none does).
    func waitingContains(_ view: any View) -> Bool {
        waitingContains(ObjectIdentifier(view))
    }

    /// Whether the view `id` waits.
    func waitingContains(_ id: ObjectIdentifier) -> Bool {
        !waitingViews.isEmpty && waitingViews.contains(id)
    }

    /// Whether any presentation waits.
    var hasWaiting: Bool { !waitingViews.isEmpty }

    /// A new presentation, numbered.
    mutating func makePresentation(of view: any View, style: PresentationStyle, animated: Bool) -> Presentation {
        lastID += 1
        return Presentation(id: PresentationID(rawValue: lastID), view: view, style: style, isAnimated: animated)
    }

    /// Puts `presentation` on top; the caller has checked that nothing is.
    mutating func show(_ presentation: Presentation) {
        precondition(active == nil, "one presentation at a time")
        active = presentation
    }

    /// Takes the one on top off if it is `id`; returns it.
    mutating func close(_ id: PresentationID) -> Presentation? {
        guard let presentation = active, presentation.id == id else { return nil }
        active = nil
        return presentation
    }

    /// Queues `entry` behind the one on top; returns its number (see ``position(ofNumber:)``).
    mutating func enqueue(_ entry: QueuedPresentation) -> Int {
        waiting.append(entry)
        waitingViews.insert(ObjectIdentifier(entry.presentation.view))
        queuedTotal += 1
        return queuedTotal
    }

    /// The next in line, taken out of the queue (still counted as shown: it is shown next).
    mutating func next() -> QueuedPresentation? {
        guard let entry = waiting.removeFirst() else { return nil }
        waitingViews.remove(ObjectIdentifier(entry.presentation.view))
        dequeuedTotal += 1
        return entry
    }

    /// The live position (1 is next) of the entry `number`, or nil once it has left the queue.
    func position(ofNumber number: Int) -> Int? {
        number > dequeuedTotal ? number - dequeuedTotal : nil
    }
}

/// A presentation waiting for the one on top to close, and whom to tell when it shows.
@MainActor
struct QueuedPresentation {
    let presentation: Presentation
    let completion: @MainActor (NavigationResult) -> Void
}
