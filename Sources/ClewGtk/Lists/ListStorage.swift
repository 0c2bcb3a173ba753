internal import CGtk
internal import CGtkShim

/// What the C model asks of Swift: how many items, and the item at a position. Type-erased so
/// the C callbacks need no generics; ``ListModel`` keeps a typed subclass.
@MainActor
class ListStorage {
    var count: Int { 0 }
    /// A retained box of the value at `position`, for the row GTK asked for.
    func retainedValue(at position: Int) -> UnsafeMutableRawPointer? { nil }
}

/// The value a row carries, boxed so it lives as long as the row.
final class ListValueBox<Element> {
    let value: Element
    init(_ value: Element) { self.value = value }
}

/// The elements, or while a change is being announced step by step, the state between two
/// steps: `first.prefix(firstCount)` followed by `second[secondStart...]`. GTK may read the model
/// during each `items-changed`, so the model must look exactly as each step says.
@MainActor
final class TypedListStorage<Element>: ListStorage {
    private(set) var elements: [Element]
    private var splice: (first: [Element], firstCount: Int, second: [Element], secondStart: Int)?

    init(_ elements: [Element]) { self.elements = elements }

    override var count: Int {
        guard let splice else { return elements.count }
        return splice.firstCount + splice.second.count - splice.secondStart
    }

    func element(at position: Int) -> Element {
        guard let splice else { return elements[position] }
        return position < splice.firstCount
            ? splice.first[position] : splice.second[splice.secondStart + position - splice.firstCount]
    }

    override func retainedValue(at position: Int) -> UnsafeMutableRawPointer? {
        guard position >= 0, position < count else { return nil }
        return Unmanaged.passRetained(ListValueBox(element(at: position))).toOpaque()
    }

    /// Shows `first.prefix(firstCount) + second[secondStart...]` until ``finish(with:)``.
    func show(_ first: [Element], _ firstCount: Int, then second: [Element], from secondStart: Int) {
        splice = (first, firstCount, second, secondStart)
    }

    /// Shows `elements` alone.
    func finish(with elements: [Element]) {
        self.elements = elements
        splice = nil
    }
}

/// The C callbacks: `data` is the storage, retained by the model (released by `destroy`).
enum ListModelCallbacks {
    static let count: ClewListCountFunc = { data in
        let storage = Unmanaged<ListStorage>.fromOpaque(data!).takeUnretainedValue()
        return MainActor.assumeIsolated { guint(clamping: storage.count) }
    }

    static let value: ClewListValueFunc = { data, position in
        let storage = Unmanaged<ListStorage>.fromOpaque(data!).takeUnretainedValue()
        let address = MainActor.assumeIsolated { UInt(bitPattern: storage.retainedValue(at: Int(position))) }
        return UnsafeMutableRawPointer(bitPattern: address)
    }

    /// Drops a row's value box (the row is finalized). The box's type is erased: it is an `AnyObject`.
    static let releaseValue: GDestroyNotify = { value in
        Unmanaged<AnyObject>.fromOpaque(value!).release()
    }

    static let releaseStorage: GDestroyNotify = { data in
        Unmanaged<ListStorage>.fromOpaque(data!).release()
    }
}

extension Widget {
    /// Runs one of GTK's list actions (`list.scroll-to-item`, `list.activate-item`) on a list or
    /// grid view for the item at `position`, if the view has that many items.
    func listAction(_ name: String, at position: Int, count: Int?) {
        guard let count, (0..<count).contains(position) else { return }
        _ = activateAction(name, parameter: .uint32(UInt32(position)))
    }
}
