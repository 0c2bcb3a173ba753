/// What waits its turn (presentations behind the one on top, navigations behind a transition), first in first out, with O(1)
/// `append` and `removeFirst` (an `Array`'s `removeFirst` moves every element after it).
struct FIFOQueue<Element> {
    private var elements: [Element?] = []
    private var head = 0

    /// How many are waiting.
    var count: Int { elements.count - head }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Takes the oldest; compacts the storage once half of it is taken, so memory stays
    /// proportional to what waits and each call is O(1) amortized.
    mutating func removeFirst() -> Element? {
        guard head < elements.count else { return nil }
        let first = elements[head]
        elements[head] = nil
        head += 1
        if head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return first
    }
}
