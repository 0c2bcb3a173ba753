import Clew
import ClewTesting
import Testing
import VocabularyFixtures

/// A kind of view from outside the core (`RatingPrompt` in VocabularyFixtures) is presented,
/// answered and closed by the router and the recording renderer with no code of theirs for it.
@MainActor
@Suite("An open content model")
struct OpenContentTests {
    let renderer = RecordingRenderer()
    let router: Router
    let rateButton = TestAnchor("Rate")

    init() {
        router = Router(renderer: renderer)
    }

    static let rating = RenderedContent.custom(
        kind: "rating", title: "Enjoying Notes?", choices: ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])

    @Test func aNewKindIsPresentedAnsweredAndClosed() throws {
        var ratings: [Int?] = []
        let prompt = RatingPrompt(title: "Enjoying Notes?") { ratings.append($0) }
        #expect(
            router.navigate(to: RatingPromptBuilder().presentRoute(), with: prompt).finishedResult
                == .success(.presented))
        #expect(renderer.presentedView is RatingPromptView)
        try renderer.tap(actionTitled: "4 stars")
        #expect(ratings == [4])
        #expect(renderer.presentedView == nil)
        #expect(
            renderer.events == [
                .presented(Self.rating, .dialog), .chose("4 stars", in: Self.rating), .dismissed(Self.rating),
            ])
        #expect(Self.rating.description == "rating “Enjoying Notes?” [1 star, 2 stars, 3 stars, 4 stars, 5 stars]")
    }

    @Test func theKindDecidesWhatADismissalAndAWrongResponseMean() throws {
        var ratings: [Int?] = []
        let prompt = RatingPrompt(title: "Enjoying Notes?") { ratings.append($0) }
        router.navigate(to: RatingPromptBuilder().popoverRoute(from: rateButton), with: prompt)
        let id = try #require(renderer.topPresentationID)
        // Refused by the kind, with its own words; the prompt stays up.
        #expect(
            router.renderer(renderer, didReceive: .chooseAction(index: 0, textFieldValues: []), in: id)
                == .refused("A rating prompt has stars, not actions."))
        #expect(
            router.renderer(renderer, didReceive: .chooseOption(index: 7), in: id)
                == .refused("A rating is 1 to 5 stars, not 8."))
        #expect(throws: RecordingRendererError.noSuchAction("6 stars", available: prompt.choices)) {
            try renderer.tap(actionTitled: "6 stars")
        }
        #expect(renderer.presentedView is RatingPromptView)
        try renderer.pressEscape()
        #expect(ratings == [nil])
        #expect(renderer.presentedView == nil)
    }

    @Test func theBuiltInKindsAnswerThroughTheSameProtocol() {
        var chosen: [String] = []
        let alert = AlertModel(title: "Leave?", message: nil)
        alert.actions = [
            AlertActionModel(title: "Stay", style: .cancel) { _ in chosen.append("Stay") },
            AlertActionModel(title: "Leave") { _ in chosen.append("Leave") },
        ]
        let picker = PickerConfiguration(title: "Size", options: ["S", "M"]) { chosen.append("size \($0)") }
        let kinds: [any RespondingContent] = [alert, picker]
        #expect(kinds.map(\.choices) == [["Stay", "Leave"], ["S", "M"]])
        #expect(alert.response(choosing: 1, fieldValues: []) == .chooseAction(index: 1, textFieldValues: []))
        #expect(picker.response(choosing: 1, fieldValues: []) == .chooseOption(index: 1))
        #expect(alert.respond(to: .chooseAction(index: 1, textFieldValues: []), presentedAs: .dialog) == .close)
        #expect(alert.respond(to: .dismiss, presentedAs: .dialog) == .close)
        #expect(picker.respond(to: .chooseOption(index: 0), presentedAs: .dialog) == .close)
        #expect(picker.selectedIndex == 0)
        #expect(
            picker.respond(to: .chooseOption(index: 2), presentedAs: .dialog)
                == .refuse("The picker “Size” has no option at index 2."))
        #expect(chosen == ["Leave", "Stay", "size 0"])
    }
}
