internal import CGtk
internal import CGtkShim

/// A list of Swift values that GTK's list views show (a `GListModel` implemented in Swift): no
/// GObject per element, whatever the count. GTK asks for a row object only for the rows it
/// shows; each carries its element. Changing the elements tells GTK the smallest change it can
/// work out, so selection and scroll position survive filtering and sorting.
///
/// <!-- doc-test:
/// let search = "milk"
/// -->
/// ```swift
/// let notes = ListModel(store.notes, id: \.number)
/// let list = ListView(model: notes) { Label("").leading() } bind: { label, note in label.text = note.title }
/// notes.update(store.notes.filter { $0.title.contains(search) })   // rows that stay, stay
/// ```
///
/// A change may come at any time, from a row's `bind` too (the usual "load more when the last row
/// appears"), or from an activation: the model changes at once, and when GTK is in the middle of one
/// of the view's callbacks it hears of the change on the next main-loop turn (see ``ListCallbackScope``).
/// Until then GTK still sees the elements it was last told of, so what it shows stays consistent.
@MainActor
public final class ListModel<Element> {
    /// The `GListModel` (a `ClewListModel`): the escape hatch for GTK calls the views do not wrap.
    public let object: GObjectRef
    private let storage: TypedListStorage<Element>
    private let identify: (Element) -> AnyHashable
    /// The ids of the elements, worked out at the first change and kept (they are most of a
    /// change's cost, and a list that never changes never needs them).
    private lazy var ids: [AnyHashable] = storage.elements.map(identify)
    /// Whether each element is its own id: then an element cannot change and keep its id.
    var isOwnID = false
    /// Above this many separate runs of removed or inserted rows, a change is announced as one
    /// replacement (GTK handles one signal per run; a random filter of a million rows has
    /// hundreds of thousands of runs). The selection is then restored by identity.
    public var maximumRuns = 2_000
    /// Called before and after every change: views remember their selection by id before and
    /// put it back after, when GTK lost it (a change announced as one replacement).
    var willChange: [@MainActor () -> Void] = []
    var didChange: [@MainActor () -> Void] = []
    /// What the change GTK was last told of did to the rows (read in ``didChange``): the views'
    /// scroll rule (see ``ListScrollRule``) follows it.
    private(set) var lastChange = ListChange.inPlace

    /// A model of `elements`, told apart by `id` (it must be unique in the list).
    public init<ID: Hashable>(_ elements: [Element], id: @escaping (Element) -> ID) {
        storage = TypedListStorage(elements)
        let identify: (Element) -> AnyHashable = { AnyHashable(id($0)) }
        self.identify = identify
        let data = Unmanaged.passRetained(storage as ListStorage).toOpaque()
        let model = clew_list_model_new(
            ListModelCallbacks.count, ListModelCallbacks.value, ListModelCallbacks.releaseValue, data,
            ListModelCallbacks.releaseStorage)
        object = GObjectRef(UnsafeMutableRawPointer(model!), transfer: .full)
    }

    /// The elements changed while GTK could not be told yet (inside a list callback), newest first in
    /// line for GTK on the next main-loop turn; nil when GTK has been told everything.
    private var waiting: [Element]?
    /// The ids of waiting elements to redraw once GTK is told (``reload(at:)`` while waiting).
    private var waitingReloads: Set<AnyHashable> = []

    /// The elements of a change being told to GTK, while it is (GTK makes and binds rows during its
    /// `items-changed`, when the storage shows only part of the change).
    private var announcing: [Element]?

    /// The elements, in order (the newest, even while GTK has not been told of a change yet).
    public var elements: [Element] { waiting ?? announcing ?? storage.elements }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `position`.
    public subscript(position: Int) -> Element { elements[position] }

    /// The position of the element whose id is `id`, if it is in the list.
    public func position<ID: Hashable>(ofID id: ID) -> Int? {
        let key = AnyHashable(id)
        return elements.firstIndex { identify($0) == key }
    }

    /// The number of rows GTK knows of (it lags ``count`` while a change waits for the next turn):
    /// what positions from GTK's views and selection models refer to.
    var shownCount: Int { storage.elements.count }

    /// The element GTK shows at `position`, if there is one.
    func shownElement(at position: Int) -> Element? {
        storage.elements.indices.contains(position) ? storage.elements[position] : nil
    }

    /// The id of `element`, as the model tells elements apart.
    func id(of element: Element) -> AnyHashable { identify(element) }

    /// The id of the element at `position`, as the model tells elements apart.
    func id(at position: Int) -> AnyHashable { identify(storage.elements[position]) }

    /// The position of the element whose id is `id` (type-erased).
    func position(ofErasedID id: AnyHashable) -> Int? { storage.elements.firstIndex { identify($0) == id } }

    /// The element a row object (`ClewListRow`) carries.
    @_spi(Testing) public static func element(ofRow row: UnsafeMutableRawPointer) -> Element? {
        guard let value = clew_list_row_get_value(OpaquePointer(row)) else { return nil }
        return Unmanaged<ListValueBox<Element>>.fromOpaque(value).takeUnretainedValue().value
    }

    /// Replaces the elements, telling GTK the smallest change: the common start and end stay; when
    /// the new list keeps the old one's elements in order (a narrower filter), only the removed runs
    /// are announced, and when the old list is inside the new one (a wider filter) only the
    /// inserted runs; otherwise (a new order) the changed middle is replaced. Elements with the
    /// same id are the same row; an element whose value changed keeps its row but is redrawn only
    /// if it is in a changed range (call ``reload(at:)`` for it).
    public func update(_ newElements: [Element]) {
        updateRows(newElements)
    }

    /// The change itself (see ``update(_:)``), told to GTK now, or on the next turn when GTK is in one of
    /// the views' callbacks (or a change already waits: they reach GTK in order).
    func updateRows(_ newElements: [Element]) {
        guard waiting == nil, announcing == nil, !ListCallbackScope.isActive else {
            if waiting == nil { tellGTKNextTurn() }
            waiting = newElements
            return
        }
        announcing = newElements
        defer { announcing = nil }
        tellGTK(newElements)
    }

    /// Tells GTK of the waiting change once the loop turns (the view's callback has returned by then).
    private func tellGTKNextTurn() {
        GLibMainLoop.whenIdle { [weak self] in
            guard let self, let newElements = waiting else { return }
            waiting = nil
            let reloads = waitingReloads
            waitingReloads = []
            updateRows(newElements)
            for id in reloads {
                if let position = position(ofErasedID: id) { reload(at: position) }
            }
        }
    }

    /// Tells GTK the smallest change from what it shows to `newElements`.
    private func tellGTK(_ newElements: [Element]) {
        let old = storage.elements
        let oldIDs = ids
        let newIDs = newElements.map(identify)
        ids = newIDs
        var prefix = 0
        while prefix < oldIDs.count, prefix < newIDs.count, oldIDs[prefix] == newIDs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldIDs.count - prefix, suffix < newIDs.count - prefix,
            oldIDs[oldIDs.count - 1 - suffix] == newIDs[newIDs.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = prefix..<(oldIDs.count - suffix)
        let newMiddle = prefix..<(newIDs.count - suffix)
        lastChange =
            if oldMiddle.isEmpty && newMiddle.isEmpty {
                .inPlace
            } else if oldMiddle.isEmpty && prefix == oldIDs.count {
                .appended
            } else {
                .moved
            }
        for remember in willChange { remember() }
        defer { for restore in didChange { restore() } }
        if oldMiddle.isEmpty && newMiddle.isEmpty {
            storage.finish(with: newElements)
            return
        }
        if let runs = Self.runs(of: newIDs[newMiddle], in: oldIDs[oldMiddle]), runs.count <= maximumRuns {
            announceRemovals(runs, old: old, new: newElements)
            return
        }
        if let runs = Self.runs(of: oldIDs[oldMiddle], in: newIDs[newMiddle]), runs.count <= maximumRuns {
            announceInsertions(runs, old: old, new: newElements)
            return
        }
        storage.finish(with: newElements)
        changed(at: prefix, removed: oldMiddle.count, added: newMiddle.count)
    }

    /// Redraws the row at `position` (its element changed but not its id).
    public func reload(at position: Int) {
        guard elements.indices.contains(position) else { return }
        guard waiting == nil, announcing == nil, !ListCallbackScope.isActive else {
            waitingReloads.insert(identify(elements[position]))
            if waiting == nil { updateRows(elements) }  // a turn to tell GTK in
            return
        }
        changed(at: position, removed: 1, added: 1)
    }

    /// Replaces the element at `position` with `element` and redraws its row.
    public func replace(at position: Int, with element: Element) {
        guard self.elements.indices.contains(position) else { return }
        guard waiting == nil, announcing == nil, !ListCallbackScope.isActive else {
            var elements = self.elements
            elements[position] = element
            updateRows(elements)
            waitingReloads.insert(identify(element))
            return
        }
        var elements = storage.elements
        elements[position] = element
        ids[position] = identify(element)
        storage.finish(with: elements)
        changed(at: position, removed: 1, added: 1)
    }

    private func changed(at position: Int, removed: Int, added: Int) {
        clew_list_model_items_changed(
            OpaquePointer(object.raw), guint(position), guint(removed), guint(added))
    }

    /// Removes `runs` (ranges of old positions, ascending) from the last to the first, so earlier
    /// positions stay valid; the model looks as each step says while GTK hears of it.
    private func announceRemovals(_ runs: [Range<Int>], old: [Element], new: [Element]) {
        // After removing runs k...last, the list is old[..<runs[k].lowerBound] followed by the new
        // elements that came from old positions from there on.
        var removedBefore = runs.reduce(0) { $0 + $1.count }
        for run in runs.reversed() {
            removedBefore -= run.count
            storage.show(old, run.lowerBound, then: new, from: run.lowerBound - removedBefore)
            changed(at: run.lowerBound, removed: run.count, added: 0)
        }
        storage.finish(with: new)
    }

    /// Inserts `runs` (ranges of new positions, ascending) from the first to the last.
    private func announceInsertions(_ runs: [Range<Int>], old: [Element], new: [Element]) {
        var insertedBefore = 0
        for run in runs {
            insertedBefore += run.count
            // The list is now new[..<run.upperBound] followed by the old elements not yet passed.
            let oldStart = run.upperBound - insertedBefore
            storage.show(new, run.upperBound, then: old, from: oldStart)
            changed(at: run.lowerBound, removed: 0, added: run.count)
        }
        storage.finish(with: new)
    }

    /// When `small` is `large` with some elements left out (same order), the runs of `large`'s
    /// positions left out (absolute positions, ascending); nil otherwise.
    static func runs(of small: ArraySlice<AnyHashable>, in large: ArraySlice<AnyHashable>) -> [Range<Int>]? {
        guard small.count <= large.count else { return nil }
        var runs: [Range<Int>] = []
        var smallIndex = small.startIndex
        var runStart: Int?
        for largeIndex in large.indices {
            if smallIndex < small.endIndex, small[smallIndex] == large[largeIndex] {
                if let start = runStart {
                    runs.append(start..<largeIndex)
                    runStart = nil
                }
                smallIndex += 1
            } else if runStart == nil {
                runStart = largeIndex
            }
        }
        guard smallIndex == small.endIndex else { return nil }
        if let start = runStart { runs.append(start..<large.endIndex) }
        return runs
    }
}

extension ListModel where Element: Equatable {
    /// Replaces the elements as ``update(_:)`` does, and redraws the rows whose element kept its
    /// id but changed (a renamed note that stayed where it was).
    public func update(_ newElements: [Element]) {
        guard !isOwnID else { return updateRows(newElements) }
        var before: [AnyHashable: Element] = [:]
        for element in elements { before[id(of: element)] = element }
        updateRows(newElements)
        for (position, element) in newElements.enumerated() {
            if let old = before[id(of: element)], old != element { reload(at: position) }
        }
    }
}

extension ListModel where Element: Hashable {
    /// A model of `elements`, each its own id.
    public convenience init(_ elements: [Element]) {
        self.init(elements, id: { $0 })
        isOwnID = true
    }
}
