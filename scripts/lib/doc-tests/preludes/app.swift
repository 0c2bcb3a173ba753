// doc-test prelude “app”: the small app most examples talk about: a home screen, a profile, a paywall opened
// from either (`PaywallSource`), settings, notes and their store, and an alert and a picker ready to show.
// Plain Swift on Clew: it needs no renderer (the “router” or “gtk” prelude brings one).
import Clew

/// A screen with nothing but a title, for the app's many pages.
@MainActor final class PageScreen: Screen {
    let title: String
    init(_ title: String = "Home") { self.title = title }
}

typealias HomeScreen = PageScreen

struct HomeDeps {}

struct HomeBuilder: ViewBuilder {
    func build(with deps: HomeDeps) -> HomeScreen { HomeScreen("Home") }
}

/// The settings screen, which keeps the settings it shows.
@MainActor final class SettingsScreen: Screen {
    let title: String
    var style = 0
    var showsAdvanced = false
    init(_ title: String = "Settings") { self.title = title }
}

struct SettingsBuilder: ViewBuilder {
    func build(with context: Void) -> SettingsScreen { SettingsScreen() }
}

struct AboutBuilder: ViewBuilder {
    func build(with context: Void) -> PageScreen { PageScreen("About") }
}

/// Where the paywall was opened from.
enum PaywallSource: String { case home, profile }

final class PaywallScreen: Screen {
    let title = "Go Premium"
    let source: PaywallSource
    let purchases: PurchasesService
    init(source: PaywallSource, purchases: PurchasesService = PurchasesService()) {
        self.source = source
        self.purchases = purchases
    }
}

/// Sells the products.
struct PurchasesService {
    var products = ["Monthly", "Yearly"]
}

/// What building a paywall needs: the builder's dependencies.
@MainActor protocol PaywallDeps {
    var source: PaywallSource { get }
    var purchasesService: PurchasesService { get }
}

/// Whoever holds the app's services (the seed's AppDelegate).
@MainActor protocol ServicesProvider: AnyObject {
    var purchasesService: PurchasesService { get }
}

/// The paywall's dependencies: the app's services plus the source.
struct PaywallDepsImpl: PaywallDeps {
    let parent: any ServicesProvider
    let source: PaywallSource
    var purchasesService: PurchasesService { parent.purchasesService }
}

/// The app's services.
@MainActor final class AppServices: ServicesProvider {
    let purchasesService = PurchasesService()
}

/// Builders (not view builders) of paywalls, for examples of `Builder` itself.
struct LivePaywallBuilder: Builder {
    func build(using source: PaywallSource) -> PaywallScreen { PaywallScreen(source: source) }
}

struct PreviewPaywallBuilder: Builder {
    func build(using source: PaywallSource) -> PaywallScreen { PaywallScreen(source: source) }
}

struct PaywallBuilder: ViewBuilder {
    func build(with source: PaywallSource) -> PaywallScreen { PaywallScreen(source: source) }
}

/// A person's profile; a name is enough to make one.
struct Profile: ExpressibleByStringLiteral {
    var name: String
    init(name: String) { self.name = name }
    init(stringLiteral name: String) { self.name = name }
    mutating func rename(to name: String) { self.name = name }
}

final class ProfileScreen: ContextUpdatable {
    private(set) var profile: Profile
    init(_ profile: Profile = "Ada") { self.profile = profile }
    var title: String { profile.name }
    var name: String { profile.name }
    func update(with profile: Profile) { self.profile = profile }
}

struct ProfileBuilder: ViewBuilder {
    func build(with profile: Profile) -> ProfileScreen { ProfileScreen(profile) }
}

/// A note of the notes app.
struct Note {
    var id: Int
    var title: String
    var body = ""
    var isPinned = false
    var date: String? = nil
    var tags: [String] = []
    var number: Int { id }
}

final class NoteScreen: Screen {
    let note: Note
    init(note: Note) { self.note = note }
    var title: String { note.title }
}

struct NoteBuilder: ViewBuilder {
    typealias Context = Note
    func build(with note: Note) -> NoteScreen { NoteScreen(note: note) }
    func build(with id: Int) -> NoteScreen { NoteScreen(note: Note(id: id, title: "Note \(id)")) }
}

/// The orders a note list can be sorted in.
enum NoteOrder { case newest, title }

/// The notes app's model.
@MainActor final class NotesStore {
    var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    var order = NoteOrder.newest
    func add() {}
    func delete(_ note: Note) {}
    func pin(_ isPinned: Bool) {}
    func pin(_ note: Note, _ isPinned: Bool) {}
    func sort(by order: String) {}
    func rename(_ note: Note, to title: String) {}
    func setBody(_ body: String, of note: Note) {}
    func filter(_ text: String) {}
}

struct NotesListBuilder: ViewBuilder {
    func build(with store: NotesStore) -> PageScreen { PageScreen("Notes") }
}

/// The editor the formatting examples talk about.
@MainActor final class Editor {
    var isBold = false
    var fontSize = 14
}

struct LevelBuilder: ViewBuilder {
    func build(with level: Int) -> PageScreen { PageScreen("Level \(level)") }
}

enum Difficulty: Int { case easy, normal, hard }

/// A game's home screen, which can open its difficulty picker.
final class GameScreen: Screen {
    let title = "Game"
    var difficulty = Difficulty.normal
    func showDifficultyPicker() {}
}

/// The split view examples' screens.
final class ScenarioList: Screen {
    let title = "Scenarios"
}

final class WelcomeScreen: Screen {
    let title = "Welcome"
}

struct Scenario {
    var name: String
}

struct ScenarioBuilder: ViewBuilder {
    func build(with scenario: Scenario) -> PageScreen { PageScreen(scenario.name) }
}

/// A conversation of the mail examples.
struct Thread {
    var subject: String
}

final class InboxScreen: Screen {
    let title = "Inbox"
}

struct ThreadBuilder: ViewBuilder {
    func build(with thread: Thread) -> PageScreen { PageScreen(thread.subject) }
}

/// The shop examples' order, cart and checkout.
struct Order {}

final class CartScreen: Screen {
    let title = "Cart"
}

struct CheckoutBuilder: ViewBuilder {
    func build(with order: Order) -> PageScreen { PageScreen("Checkout") }
}

/// What the app shows once someone has signed in to an account.
struct MainShellBuilder: ViewBuilder {
    func build(with account: PageScreen) -> PageScreen { PageScreen("Main") }
}

struct OnboardingBuilder: ViewBuilder {
    func build(with user: Profile) -> PageScreen { PageScreen("Welcome, \(user.name)") }
}

/// “Start over”: close what is presented, back to the root, then push.
final class StartOverTransition: ViewTransition {
    var isAnimated = true
    func perform(_ view: (any View)?, with navigator: Navigator) -> NavigationResult {
        guard let view else { return .failure(.nothingToBuild) }
        _ = navigator.dismiss()
        _ = navigator.popToRoot(animated: false)
        return navigator.push(view, animated: isAnimated)
    }
}

/// A capability of the app's own: maps.
@MainActor protocol MapRendering: Renderer {}

/// The notes list, which reloads when it is on top again.
final class NotesScreen: Screen {
    let title = "Notes"
    func reload() {}
}

/// A person in the contacts examples.
struct Contact {
    var name: String
    var email: String
    var city: String
}

/// A photo in the gallery examples.
struct Photo {
    var path: String
}

struct PhotoLibrary {
    var photos = [Photo(path: "/usr/share/pixmaps/debian-logo.png")]
}

/// A document that can be saved.
@MainActor final class Document {
    func save() {}
}

/// A profile that can be renamed in place.
@MainActor final class EditableProfile {
    var name = "Ada Lovelace"
    func rename(to name: String) { self.name = name }
}

/// A media player with a volume.
@MainActor final class Player {
    var volume = 40.0
}

/// A kind of view of the app's own: a prompt the user answers with one to five stars.
final class RatingPrompt: RespondingContent {
    let title: String? = "Enjoying Notes?"
    let choices = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]
    var summary: RenderedContent { .custom(kind: "rating", title: title, choices: choices) }
    func respond(to response: UserResponse, presentedAs style: PresentationStyle) -> ResponseVerdict { .close }
}

func open(_ note: Note) {}
func open(_ contact: Contact) {}
func show(_ photo: Photo) {}
func open(_ photo: Photo) {}

/// Pretend analytics.
struct Analytics {
    func log(_ event: String) { print("analytics:", event) }
}

func confirmDelete() {}
func showAbout() {}
func save() {}
func refresh() {}
func reload() {}
func restore(_ note: Note) {}

// doc-test locals:
let home = HomeScreen("Home")
let settings = SettingsScreen("Settings")
let account = PageScreen("Account")
let privacy = PageScreen("Privacy")
let help = PageScreen("Help")
let profile: Profile = "Ada"
let user: Profile = "Ada"
let note = Note(id: 42, title: "Groceries")
let store = NotesStore()
let editor = Editor()
let analytics = Analytics()
let ada: Profile = "Ada"
let deps = HomeDeps()
let selected = note
let notes = store.notes
let contacts = [Contact(name: "Ada Lovelace", email: "ada@example.org", city: "London")]
let contact = contacts[0]
let library = PhotoLibrary()
let photos = library.photos
let document = Document()
let player = Player()
let live = LivePaywallBuilder()
let preview = PreviewPaywallBuilder()
let paywallBuilder = LivePaywallBuilder()
let services = AppServices()
let scenario = Scenario(name: "Difficulty")
let game = GameScreen()
let screen = PageScreen("Scenarios")
let homeDeps = HomeDeps()
let order = Order()
let notesList = PageScreen("Notes")
var links = DeepLinkTable(scheme: "clew")
links.add("paywall") { link in
    let source = try link.parameter("source", as: PaywallSource.self)
    return try DeepLinkPlan(
        stack: source == .profile ? [home, ProfileScreen(user)] : [home],
        presenting: PaywallBuilder().build(with: source))
}
let alert = AlertModel(title: "Are you sure you want to leave?", message: "Any unsaved progress will be lost!")
alert.actions.append(.init(title: "No", style: .cancel))
alert.actions.append(.init(title: "Leave", style: .destructive))
let pickerConfiguration = PickerConfiguration(title: "Difficulty", options: ["Easy", "Normal", "Hard"]) { _ in }
let picker = pickerConfiguration
