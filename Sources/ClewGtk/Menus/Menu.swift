internal import CGtk

/// A menu model (`GMenu`) of items that point at actions: what ``MenuButton``, ``PopoverMenu``
/// and context menus show. Items whose action is disabled are greyed; items of on/off actions
/// get a check mark and items of one-of-several actions a radio mark; the action's shortcut is
/// shown beside its item.
///
/// ```swift
/// let menu = Menu {
///     MenuSection {
///         MenuItem("Sort by Title", action: "win.sort", target: "title")
///         MenuItem("Sort by Date", action: "win.sort", target: "date")
///     }
///     MenuSection {
///         MenuItem("Preferences", action: "app.preferences")
///         MenuItem("About Notes", action: "app.about")
///     }
/// }
/// ```
public final class Menu: GObjectRef {
    /// A menu of `entries`.
    public convenience init(@MenuContent _ entries: () -> [any MenuEntry]) {
        self.init(UnsafeMutableRawPointer(g_menu_new()!), transfer: .full)
        for entry in entries() { append(entry) }
    }

    /// Adds `entry` at the end.
    public func append(_ entry: any MenuEntry) {
        let item = entry.makeItem()
        g_menu_append_item(opaque, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// The `GMenuModel *`.
    var model: UnsafeMutablePointer<GMenuModel> { pointer(as: GMenuModel.self) }

    /// Removes every entry.
    public func removeAll() { g_menu_remove_all(opaque) }

    /// The number of entries at the top level (sections count as one).
    public var count: Int { Int(g_menu_model_get_n_items(model)) }
}

/// Something a ``Menu`` holds: a ``MenuItem``, a ``MenuSection`` or a ``Submenu``.
@MainActor
public protocol MenuEntry {
    /// A new `GMenuItem` (transfer full) describing the entry.
    func makeItem() -> OpaquePointer
}

/// A menu item that triggers a detailed action, with a string target for actions that take one.
///
/// ```swift
/// MenuItem("Delete", action: "row.delete")
/// MenuItem("Dark", action: "app.style", target: "dark")
/// MenuItem("Open my_notes.txt", action: "win.open")        // shown as typed, underscore and all
/// MenuItem("_Preferences", action: "app.preferences", usesUnderline: true)   // Alt+P
/// ```
public struct MenuItem: MenuEntry {
    /// What the item shows: as typed, unless ``usesUnderline`` (then `_` marks its mnemonic).
    public var title: String
    /// The action it triggers (`"app.preferences"`).
    public var action: String
    /// The action's string parameter (or the choice of a one-of-several action).
    public var target: String?
    /// Whether an underscore in ``title`` marks the mnemonic (`"_Preferences"` → Alt+P). GTK always reads
    /// a menu label so; without this the title's underscores are doubled, and shown.
    public var usesUnderline: Bool

    /// An item titled `title` that triggers `action` (with `target`); `usesUnderline` makes `_` mark the
    /// mnemonic.
    public init(_ title: String, action: String, target: String? = nil, usesUnderline: Bool = false) {
        self.title = title
        self.action = action
        self.target = target
        self.usesUnderline = usesUnderline
    }

    public func makeItem() -> OpaquePointer {
        let item = g_menu_item_new(usesUnderline ? title : Mnemonic.escaped(title), nil)!
        g_menu_item_set_action_and_target_value(item, action, target.map { g_variant_new_string($0) })
        return item
    }
}

/// A group of items set apart by separators, with an optional heading.
public struct MenuSection: MenuEntry {
    /// The heading shown above the items, if any.
    public var title: String?
    /// The items.
    public var entries: [any MenuEntry]

    /// A section of `entries` under `title`.
    public init(_ title: String? = nil, @MenuContent _ entries: () -> [any MenuEntry]) {
        self.title = title
        self.entries = entries()
    }

    public func makeItem() -> OpaquePointer {
        let section = Menu(entries: entries)
        return g_menu_item_new_section(title, section.model)!
    }
}

/// An item that opens a menu of its own.
public struct Submenu: MenuEntry {
    /// What the item shows, as typed.
    public var title: String
    /// The submenu's entries.
    public var entries: [any MenuEntry]

    /// A submenu titled `title`.
    public init(_ title: String, @MenuContent _ entries: () -> [any MenuEntry]) {
        self.title = title
        self.entries = entries()
    }

    public func makeItem() -> OpaquePointer {
        let submenu = Menu(entries: entries)
        return g_menu_item_new_submenu(Mnemonic.escaped(title), submenu.model)!
    }
}

extension Menu {
    fileprivate convenience init(entries: [any MenuEntry]) {
        self.init { entries }
    }
}

/// Builds a menu's entries, with `if`, `switch` and `for` allowed.
@MainActor
@resultBuilder
public enum MenuContent {
    public static func buildExpression(_ entry: any MenuEntry) -> [any MenuEntry] { [entry] }
    public static func buildExpression(_ entries: [any MenuEntry]) -> [any MenuEntry] { entries }
    public static func buildBlock(_ parts: [any MenuEntry]...) -> [any MenuEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any MenuEntry]?) -> [any MenuEntry] { part ?? [] }
    public static func buildEither(first part: [any MenuEntry]) -> [any MenuEntry] { part }
    public static func buildEither(second part: [any MenuEntry]) -> [any MenuEntry] { part }
    public static func buildArray(_ parts: [[any MenuEntry]]) -> [any MenuEntry] { parts.flatMap { $0 } }
}
