// How the router's objects change a collection they keep: moved out, changed as a local value,
// moved back. Every access to the stored property is then a load or a store that spans no call,
// which is what lets the optimizer prove in a release build that no access can overlap another
// and drop the property's dynamic exclusivity checks (debug builds keep them). Changed in place
// (`waiting.append(x)`), the access would span the collection's code, which may free a buffer,
// and a free may run any deinit: the check would stay on every access, reads included.

/// Moves the value out of `storage`, leaving `empty` in its place; put it back with `storage = value`
/// (as `var queue = moveOut(&waiting, leaving: FIFOQueue())`, `queue.append(request)`, `waiting = queue`).
@inline(__always)
func moveOut<Value>(_ storage: inout Value, leaving empty: Value) -> Value {
    var value = empty
    swap(&value, &storage)
    return value
}
