/// How a ``Navigator`` reaches its router: one object per router, made with it, that each
/// navigator holds strongly.
///
/// A navigator is made for every route performed, and nearly always used only while its route
/// performs, when its router is certainly alive: the perform is a method of the router, on the call
/// stack. The link counts those performs; while one runs, the navigator borrows the router from it
/// unretained, with no weak load (a side-table lookup, an atomic increment and a release per call,
/// and a weak reference made and destroyed per navigator: a tenth of a round trip). A navigator kept
/// and used later goes through the weak reference, so one kept past its router's end reads `nil`
/// and answers ``NavigationError/routerReleased``.
@MainActor
final class RouterLink {
    /// The router, for the slow path: `nil` from the moment its deinit starts.
    private weak var weakRouter: Router?
    /// The router, unretained: read only while `depth` > 0.
    private var unretained: Unmanaged<Router>?
    /// How many of the router's performs are on the call stack now (nested routes count each).
    private var depth = 0

    nonisolated init() {}

    /// Ties the link to `router`; called once, from the router's initializer.
    func attach(_ router: Router) {
        weakRouter = router
        unretained = .passUnretained(router)
    }

    /// `body` applied to the router, or `released` once the router is gone. While a perform runs,
    /// the router is lent to `body` with no retain and no weak load.
    @inline(__always)
    func withRouter<Result>(else released: @autoclosure () -> Result, _ body: (Router) -> Result) -> Result {
        if depth > 0, let unretained { return unretained._withUnsafeGuaranteedRef(body) }
        guard let router = weakRouter else { return released() }
        return body(router)
    }

    /// The router's deinit started: the unretained reference goes too, so a misuse of the fast path
    /// would answer `routerReleased` instead of reading a freed router.
    func detach() {
        unretained = nil
        depth = 0
    }

    /// Runs `body`, a perform of the router; only the router calls it, on itself, so the router is
    /// alive throughout (the caller of one of its methods holds it).
    @inline(__always)
    func performing<Result>(_ body: () -> Result) -> Result {
        depth += 1
        defer { depth -= 1 }
        return body()
    }
}
