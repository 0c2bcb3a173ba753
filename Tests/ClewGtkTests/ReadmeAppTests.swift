import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Glibc
import Testing

// The README's app ("Writing a GTK app"), line for line, so it cannot rot. Only the call to
// `exit` is left out: here the app's start is a function the tests call.

/// The only screen: a greeting, and a button that asks a question in a popover on itself.
final class HelloScreen: GtkScreen {
    let title = "Hello"
    private unowned let router: Router  // the router owns the screen
    private let answer = Label("No answer yet").cssClasses("dim-label")

    init(router: Router) { self.router = router }

    func makeWidget() -> Widget {
        Box(.vertical, spacing: 12) {
            Label("Hello from Clew").cssClasses("title-1")
            Button("Do you like apples?") { [weak self] button in self?.ask(from: button) }
                .cssClasses("suggested-action")
            answer
        }
        .aligned(horizontal: .center, vertical: .center)
    }

    private func ask(from button: Button) {
        let picker = PickerConfiguration(title: "Apples", options: ["Yes", "No"]) { [answer] index in
            answer.text = index == 0 ? "Likes apples" : "Does not like apples"
        }
        router.navigate(to: PickerBuilder().popoverRoute(from: button), with: picker)
    }
}

@MainActor
func readmeAppMain(id: String = "org.example.Hello") -> Int32 {
    let status = Application(id: id).run { window, router in
        window.title = "Hello"
        window.setDefaultSize(width: 480, height: 320)
        router.navigate(to: ScreenBuilder(HelloScreen(router: router)).pushRoute(isAnimated: false))
    }
    return status
}

@Suite @MainActor
struct ReadmeApp {
    @Test func theButtonOpensAPickerOnItselfAndTheAnswerIsShown() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow(width: 480, height: 320)
            app.router.navigate(to: ScreenBuilder(HelloScreen(router: app.router)).pushRoute(isAnimated: false))
            #expect(await app.renderer.waitUntilSettled())
            try app.renderer.tapButton("Do you like apples?")
            #expect(await app.renderer.waitUntilSettled())
            // The popover points at the very button that was clicked, which the handler received.
            let popover = try #require(app.renderer.presentedPopovers.last)
            #expect(popover.parent.map { Button($0.raw, transfer: .none).label } == "Do you like apples?")
            try await app.renderer.screenshot(to: "/tmp/clew-readme-app.png")
            try app.renderer.tap(actionTitled: "Yes")
            #expect(await app.renderer.waitUntilSettled())
            let page = try #require(app.renderer.visiblePage)
            #expect(WidgetQueries.labelTexts(in: page) == ["Hello from Clew", "Do you like apples?", "Likes apples"])
            #expect(await app.close())
        }
    }

    @Test func anInvalidApplicationIDIsAClearErrorNotACrash() async throws {
        try await GtkTestHost.run {
            #expect(readmeAppMain(id: "not an id") == 2)
            #expect(
                Application.StartError.invalidID("not an id").description
                    == "“not an id” is not a valid application id: use reverse-DNS form such as org.example.Notes "
                    + "(letters, digits, _ and -, at least two parts separated by dots).")
        }
    }
}
