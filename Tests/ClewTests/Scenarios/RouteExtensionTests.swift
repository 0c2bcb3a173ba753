import Clew
import ClewTesting
import Testing

// A user's own route factory, written exactly as seed 000's "Extending ViewBuilder".
extension ViewBuilder {
    func sheetRoute(animated: Bool = false) -> Route<Self, PresentationTransition> {
        let route = presentRoute()
        route.prepareForShowTransition = { view, transition, toView in
            transition.style = .sheet
            transition.isAnimated = animated
        }
        return route
    }
}

@MainActor
@Suite("User-defined route extensions")
struct RouteExtensionTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    @Test func aCustomRouteConfiguresThePresentation() throws {
        let sheet = AlertModel(title: "Share")
        sheet.actions.append(.init(title: "Copy link"))
        sheet.actions.append(.init(title: "Cancel", style: .cancel))

        router.navigate(to: AlertBuilder().sheetRoute(), with: sheet)

        #expect(renderer.presentedStyle == .sheet)
        #expect(renderer.presentedAlert === sheet)
    }

    @Test func prepareForShowTransitionSeesTheNewViewAndTheVisibleOne() throws {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        var seen: (String, String?)?
        let route = TestScreenBuilder().presentRoute()
        route.prepareForShowTransition = { view, _, toView in
            seen = (view.title, (toView as? TestScreen)?.title)
        }
        router.navigate(to: route, with: "Details")
        #expect(seen?.0 == "Details")
        #expect(seen?.1 == "Home")
    }

    @Test func prepareForHideTransitionSeesTheViewLeaving() throws {
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Home")
        router.navigate(to: TestScreenBuilder().pushRoute(), with: "Details")
        var leaving: String?
        let pop = router.popRoute()
        pop.prepareForHideTransition = { view, _ in leaving = (view as? TestScreen)?.title }
        router.navigate(to: pop)
        #expect(leaving == "Details")
    }
}
