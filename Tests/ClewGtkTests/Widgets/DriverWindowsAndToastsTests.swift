import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// The driver reaches secondary windows by title (one match, else a typed error) and waits for a toast
/// and taps its button by the toast's title, on both renderers, with public calls only.
@Suite(.serialized) @MainActor
struct DriverWindowsAndToastsTests {
    @Test func aWindowIsFoundByItsTitleAndNoneOrSeveralAreErrors() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            var log: [String] = []
            let preferences = Window(title: "Preferences")
            preferences.child = Box(.vertical) {
                Button("Reset") { _ in log.append("reset") }
                CheckButton("Dark Style")
            }
            preferences.present()
            let hidden = Window(title: "About")  // never shown: not found
            defer {
                preferences.destroy()
                hidden.destroy()
            }
            let scope = try await app.renderer.waitForWindow(titled: "Preferences")
            try scope.tapButton("Reset")
            #expect(try scope.toggle("Dark Style"))
            #expect(log == ["reset"])
            #expect(throws: GtkDriverError.self) { try app.renderer.window(titled: "About") }
            do throws(GtkDriverError) {
                _ = try app.renderer.window(titled: "Settings")
                Issue.record("a window titled Settings was found")
            } catch {
                #expect(error.description.contains(#"["Preferences"]"#))
            }
            // The renderer's own window is not a secondary window.
            #expect(throws: GtkDriverError.self) { try app.renderer.window(titled: "Test") }
            let twin = Window(title: "Preferences")
            twin.present()
            defer { twin.destroy() }
            #expect(await GtkTestHost.runUntil { twin.isMapped })
            #expect(throws: GtkDriverError.self) { try app.renderer.window(titled: "Preferences") }
            #expect((try? app.renderer.window(titled: "Preferences")) == nil)
            do throws(GtkDriverError) {
                _ = try app.renderer.window(titled: "Preferences")
            } catch {
                #expect(error.ambiguity == .init(name: "Preferences", count: 2))
            }
            #expect(await app.close())
        }
    }

    @Test(arguments: RendererToolkit.allCases)
    func aToastIsAwaitedAndItsButtonTappedByItsTitle(_ toolkit: RendererToolkit) async throws {
        try await RendererFixture.run(renderer: toolkit.makeRenderer) { fixture in
            var log: [String] = []
            fixture.router.showToast(Toast("First", timeout: nil))
            fixture.router.showToast(
                Toast("Deleted “Milk_1” <b>", actionTitle: "Undo", timeout: nil) { log.append("undo") })
            #expect(fixture.renderer.shownToastTitle == "First")
            do throws(GtkDriverError) {
                try await fixture.renderer.waitForToast(titled: "Deleted “Milk_1” <b>", timeout: .milliseconds(50))
                Issue.record("the second toast showed while the first was up")
            } catch {
                #expect(error.description.contains("“First” shows instead"))
            }
            #expect(throws: GtkDriverError.self) { try fixture.renderer.tapButton(ofToast: "First") }
            try fixture.renderer.closeToast()
            try await fixture.renderer.waitForToast(titled: "Deleted “Milk_1” <b>")
            #expect(throws: GtkDriverError.self) { try fixture.renderer.tapButton(ofToast: "First") }
            try fixture.renderer.tapButton(ofToast: "Deleted “Milk_1” <b>")
            #expect(log == ["undo"])
            #expect(await GtkTestHost.runUntil { fixture.renderer.shownToastTitle == nil })
        }
    }
}
