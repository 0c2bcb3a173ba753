import CGtk
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing
import VocabularyFixtures

/// A kind of view from outside ClewGtk (`RatingPrompt` in VocabularyFixtures) on real widgets:
/// drawn by default as a heading and one button per choice, or by a drawer the app registers;
/// answered through the kind itself. Screenshot: /tmp/clew-rating-sheet.png.
@Suite @MainActor
struct OpenContentOnGtk {
    static let rating = RenderedContent.custom(
        kind: "rating", title: "Enjoying Notes?", choices: ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])

    @Test func aNewKindWithNoDrawerShowsItsChoicesAsButtons() async throws {
        try await RendererFixture.run { fixture in
            var ratings: [Int?] = []
            let route = RatingPromptBuilder().with(PresentationTransition(style: .sheet))
            fixture.router.navigate(to: route, with: RatingPrompt(title: "Enjoying Notes?") { ratings.append($0) })
            let card = try #require(fixture.renderer.presentedSheet)
            #expect(
                WidgetQueries.buttons(in: card.gtkWidget).map(\.title)
                    == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
            #expect(WidgetQueries.labelTexts(in: card.gtkWidget).contains("Enjoying Notes?"))
            try await fixture.renderer.screenshot(to: "/tmp/clew-rating-sheet.png")

            try fixture.renderer.tap(actionTitled: "5 stars")
            #expect(ratings == [5])
            #expect(fixture.renderer.presentedSheet == nil)
            #expect(
                fixture.renderer.events.suffix(3) == [
                    .presented(Self.rating, .sheet), .chose("5 stars", in: Self.rating), .dismissed(Self.rating),
                ])
        }
    }

    @Test func aRegisteredDrawerDrawsTheKindAndEscapeIsTheKindsToAnswer() async throws {
        try await RendererFixture.run { fixture in
            fixture.renderer.drawContent(of: RatingPrompt.self) { prompt, choose in
                let stars = prompt.choices.indices.map { index in
                    Button(iconName: "starred-symbolic", accessibleLabel: prompt.choices[index]) { _ in choose(index) }
                }
                let row = Box(.horizontal, spacing: 6) { stars.map { $0 as Widget } }.named("stars").margins(12)
                return ContentWidgets(root: row, buttons: stars, preferredButton: stars[4])
            }
            var ratings: [Int?] = []
            fixture.router.navigate(
                to: RatingPromptBuilder().presentRoute(),
                with: RatingPrompt(title: "Enjoying Notes?") { ratings.append($0) })
            let dialog = try #require(fixture.topDialog)
            #expect(
                gtk_window_get_title(gcast(dialog, to: GtkWindow.self)).map { String(cString: $0) } == "Enjoying Notes?"
            )
            let stars = try #require(WidgetQueries.descendants(of: dialog).first { $0.name == "stars" })
            #expect(
                WidgetQueries.buttons(in: stars).map(\.title) == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
            #expect(await GtkTestHost.runUntil { gtk_widget_get_mapped(dialog) != 0 })
            // The keyboard starts on the preferred star, and Enter would press it.
            let focus = try #require(gtk_window_get_focus(gcast(dialog, to: GtkWindow.self)))
            #expect(WidgetQueries.buttons(in: stars).first { $0.title == "5 stars" }?.button.gtkWidget == focus)

            try fixture.renderer.tap(actionTitled: "2 stars")
            #expect(ratings == [2])
            fixture.router.navigate(
                to: RatingPromptBuilder().presentRoute(),
                with: RatingPrompt(title: "Enjoying Notes?") { ratings.append($0) })
            try fixture.renderer.pressEscape()
            #expect(ratings == [2, nil])
            #expect(fixture.renderer.presentedWindows.isEmpty)
        }
    }
}
