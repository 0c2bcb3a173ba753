import Clew

extension NavigationTicket {
    /// The outcome `state` carries once the request is done, nil while it waits: what a test reads
    /// after the router has settled. (Apps hear the outcome with a completion or `await outcome`.)
    var finishedResult: NavigationResult? {
        if case .finished(let result) = state { result } else { nil }
    }
}
