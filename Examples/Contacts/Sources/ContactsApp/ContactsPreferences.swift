import ClewGtk
import Glibc

extension SortOrder: SettingsValue {}

/// The app's preferences in GSettings (schema `io.github.clew.Contacts`, `Examples/Contacts/Resources`): the
/// sort order. Not installed, the app compiles its schema into the user's cache at first use
/// (`SettingsSchemaFolder`), from `$CLEW_CONTACTS_DATADIR` or the example's own `Resources/`; without a schema it
/// keeps the order for the run only.
///
/// ```swift
/// let preferences = ContactsPreferences.load()
/// preferences.sortOrder = .city   // saved: `gsettings get io.github.clew.Contacts sort-order` says 'city'
/// ```
@MainActor
public final class ContactsPreferences {
    public static let schemaID = "io.github.clew.Contacts"
    public static let sortOrderKey = SettingsKey<SortOrder>("sort-order")

    /// The example's `Resources/` in the source tree (three folders above this file), or `$CLEW_CONTACTS_DATADIR`.
    public static var resourcesFolder: String {
        if let named = getenv("CLEW_CONTACTS_DATADIR") { return String(cString: named) }
        let parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        return parts.joined(separator: "/") + "/Resources"
    }

    /// The settings, or nil when no schema was found (the order is then kept for the run only).
    public let settings: Settings?
    private var unsaved: SortOrder = .name

    /// Preferences kept in `settings` (nil: for this run only).
    public init(settings: Settings?) {
        self.settings = settings
    }

    /// The preferences of the schema compiled from `resources` (a problem is said on standard error, and the
    /// preferences last the run only).
    public static func load(resources: String = resourcesFolder) -> ContactsPreferences {
        do throws(SettingsError) {
            let folder = try SettingsSchemaFolder.compiled(from: resources, cacheName: "clew-contacts")
            return ContactsPreferences(settings: try Settings(schema: schemaID, folder: folder))
        } catch {
            print("Contacts: warning: \(error.description) The sort order is not saved.")
            return ContactsPreferences(settings: nil)
        }
    }

    /// The order the contacts are listed in; setting it saves it.
    public var sortOrder: SortOrder {
        get {
            guard let settings else { return unsaved }
            do throws(SettingsError) {
                return try settings.value(of: Self.sortOrderKey)
            } catch {
                print("Contacts: warning: \(error.description)")
                return unsaved
            }
        }
        set {
            unsaved = newValue
            do throws(SettingsError) {
                try settings?.set(Self.sortOrderKey, to: newValue)
            } catch {
                print("Contacts: warning: \(error.description)")
            }
        }
    }

    /// Calls `handler` when the saved order changes (here, or from `gsettings` while the app runs).
    public func onSortOrderChange(_ handler: @escaping @MainActor (SortOrder) -> Void) {
        do throws(SettingsError) {
            _ = try settings?.onChange(of: Self.sortOrderKey, handler)
        } catch {
            print("Contacts: warning: \(error.description)")
        }
    }
}
