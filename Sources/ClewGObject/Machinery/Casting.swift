internal import CGio

// Casts by GType. A generated class registers itself when Swift first names it (`ClassRegistry`), so an object
// wrapped before its class was named comes back as its nearest registered ancestor: `as(_:)` names the class,
// checks the object's GType and gives the object as that class.

extension GObjectRef {
    /// This object as a `T` when its `GType` is `T`'s or derives from it, else nil.
    ///
    /// Use it rather than `as?` for an object that C handed over as a base type (`Builder.getObject`, a
    /// widget's children): a class registers itself for wrapping only once Swift names it, so a `GtkSpinButton`
    /// that came back before anything named ``SpinButton`` is wrapped as a less-derived class, and `as?` says
    /// no. `as(_:)` registers `T` and returns the object's identity wrapper when that is a `T`, else a new
    /// handle of `T` (or of a registered subclass) on the same object.
    ///
    /// ```swift
    /// let store = ListStore(itemType: Object.gType)
    /// store.append(Cancellable())
    /// let item = store.getObject(0)
    /// #expect(item?.as(Cancellable.self) != nil)
    /// #expect(item?.as(SimpleAction.self) == nil)
    /// ```
    public func `as`<T: Object>(_ type: T.Type) -> T? {
        if let same = self as? T { return same }
        let target = GType(T.gType)  // names `T`: registers it
        let instance = raw.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, target) != 0 else { return nil }
        return T.wrapper(of: raw)
    }
}
