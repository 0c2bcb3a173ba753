import Clew
import ClewTesting
import Testing

/// A profile screen that shows whichever profile it was last given.
@MainActor
final class ProfileTestScreen: ContextUpdatable {
    private(set) var name: String
    private(set) var updates = 0
    init(_ name: String) { self.name = name }
    var title: String { "Profile of \(name)" }
    func update(with name: String) {
        self.name = name
        updates += 1
    }
}

struct ProfileTestBuilder: ViewBuilder {
    func build(with name: String) -> ProfileTestScreen { ProfileTestScreen(name) }
}

/// `asUpdatingRoute()`: when the top screen is of the route's kind it is updated, not duplicated.
@MainActor
@Suite("Updating routes")
struct UpdatingRouteTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Home")
        renderer.clearEvents()
    }

    @Test func theSecondPushUpdatesTheTopScreenInstead() throws {
        let store = TestStore(renderer)
        let route = ProfileTestBuilder().pushRoute().asUpdatingRoute()
        try store.step("open Ada", expecting: [.pushed("Profile of Ada")]) {
            #expect(router.navigate(to: route, with: "Ada").finishedResult == .success(.pushed))
        }
        let profile = try #require(router.navigationStack.last as? ProfileTestScreen)
        try store.step("open Grace", expecting: [.updated("Profile of Grace")]) {
            #expect(router.navigate(to: route, with: "Grace").finishedResult == .success(.updated))
        }
        #expect(router.navigationStack.count == 2, "no duplicate")
        #expect(router.navigationStack.last === profile)
        #expect(profile.updates == 1)
        #expect(renderer.visibleScreen?.title == "Profile of Grace")
    }

    @Test func anotherKindOnTopIsCoveredAsUsual() {
        let route = ProfileTestBuilder().pushRoute().asUpdatingRoute()
        router.navigate(to: route, with: "Ada")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Settings")
        #expect(router.navigate(to: route, with: "Grace").finishedResult == .success(.pushed))
        #expect(router.navigationStack.map(\.title) == ["Home", "Profile of Ada", "Settings", "Profile of Grace"])
    }

    @Test func anUpdatingReplaceUpdatesOrReplaces() {
        let route = ProfileTestBuilder().replaceRoute().asUpdatingRoute()
        #expect(router.navigate(to: route, with: "Ada").finishedResult == .success(.replaced))
        #expect(router.navigate(to: route, with: "Grace").finishedResult == .success(.updated))
        #expect(renderer.events == [.replaced("Home", with: "Profile of Ada"), .updated("Profile of Grace")])
        #expect(route.summary == "update or replace ProfileTestBuilder")
    }

    @Test func anUpdateIsNotADismissal() {
        var reasons: [DismissalReason] = []
        let route = ProfileTestBuilder().pushRoute().onDismissal { reasons.append($0) }.asUpdatingRoute()
        router.navigate(to: route, with: "Ada")
        router.navigate(to: route, with: "Grace")
        #expect(reasons.isEmpty)
        router.navigate(to: Router.popRoute())
        #expect(reasons == [.app])
    }
}
