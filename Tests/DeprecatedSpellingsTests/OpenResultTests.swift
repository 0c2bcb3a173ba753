// Warns on purpose (see RenamedControlValuesTests.swift): `NavigationTicket.get()` is deprecated.

import Clew
import ClewTesting
import Testing

/// Code written when `Router.open` returned a `NavigationResult` (before 0.7.0) still compiles and
/// reads the outcome with `.get()`.
@Suite @MainActor
struct OpenResultTests {
    final class Page: Screen {
        let title: String
        init(_ title: String) { self.title = title }
    }

    static func links() -> DeepLinkTable {
        var links = DeepLinkTable(scheme: "notes")
        links.add("about") { _ in DeepLinkPlan(stack: [Page("Home"), Page("About")]) }
        return links
    }

    @Test func getReturnsTheOutcomeOfAnOpenedLink() throws {
        let router = Router(renderer: RecordingRenderer())
        let outcome = try router.open("notes://about", with: Self.links()).get()
        #expect(outcome == .linkOpened("Home ▸ About"))
        #expect(router.navigationStack.map(\.title) == ["Home", "About"])
    }

    @Test func getThrowsTheFailureOfALinkThatCannotBeOpened() {
        let router = Router(renderer: RecordingRenderer())
        router.onNavigationFailure = { _ in }
        #expect(throws: NavigationError.self) { try router.open("notes://nowhere", with: Self.links()).get() }
        #expect(router.navigationStack.isEmpty)
    }
}
