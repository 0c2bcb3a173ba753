import Clew
import ClewTesting
import Testing

@MainActor
@Suite("Alert validation, preferred actions and text fields")
struct AlertRulesTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
    }

    func navigateExpectingBuildFailure(_ alert: AlertModel) -> AlertValidationError? {
        var result: NavigationResult?
        router.navigate(to: AlertBuilder().presentRoute(), with: alert) { result = $0 }
        guard case .failure(.buildFailed(let builder, let underlying)) = result else { return nil }
        #expect(builder == "AlertBuilder")
        return underlying as? AlertValidationError
    }

    @Test func anAlertWithNoActionsIsRejectedAndNothingIsShown() {
        let error = navigateExpectingBuildFailure(AlertModel(title: "Hello"))
        #expect(error == .noActions(alertTitle: "Hello"))
        #expect(error?.description == "The alert “Hello” has no actions; add at least one so the user can close it.")
        #expect(renderer.events.isEmpty)
        #expect(router.presentedView == nil)
    }

    @Test func moreThanOneCancelActionIsRejected() {
        let alert = AlertModel(title: "Hmm")
        alert.actions.append(.init(title: "Cancel", style: .cancel))
        alert.actions.append(.init(title: "Never mind", style: .cancel))
        let error = navigateExpectingBuildFailure(alert)
        #expect(error == .multipleCancelActions(titles: ["Cancel", "Never mind"], alertTitle: "Hmm"))
        #expect(
            error?.description
                == "The alert “Hmm” has 2 cancel actions (Cancel, Never mind); an alert may have at most one.")
        #expect(renderer.events.isEmpty)
    }

    @Test func anUntitledActionIsRejected() {
        let alert = AlertModel(title: "Blank")
        alert.actions.append(.init(title: "OK"))
        alert.actions.append(.init(style: .destructive))
        #expect(navigateExpectingBuildFailure(alert) == .untitledAction(index: 1, alertTitle: "Blank"))
    }

    @Test func aRejectedAlertDoesNotDisturbWhatIsOnScreen() throws {
        let shown = AlertModel(title: "Shown")
        shown.actions.append(.init(title: "OK"))
        router.navigate(to: AlertBuilder().presentRoute(), with: shown)
        _ = navigateExpectingBuildFailure(AlertModel(title: "Broken"))
        #expect(renderer.presentedAlert === shown)
        #expect(router.pendingPresentationCount == 0)
    }

    @Test func theFirstPreferredActionWins() {
        let alert = AlertModel(title: "Save?")
        let save = AlertActionModel(title: "Save")
        let saveAs = AlertActionModel(title: "Save As…")
        save.isPreferredAction = true
        saveAs.isPreferredAction = true
        alert.actions = [AlertActionModel(title: "Cancel", style: .cancel), save, saveAs]
        #expect(alert.preferredAction === save)
        #expect(alert.cancelAction?.title == "Cancel")
    }

    @Test func textFieldValuesReachTheHandler() throws {
        var received: [String] = []
        var receivedIndex: Int?
        let signIn = AlertModel(title: "Sign in", message: "Use your Clew account")
        signIn.textFields.append(.init(placeholder: "User name", text: "ada"))
        signIn.addTextField { field in
            field.placeholder = "Password"
            field.isSecure = true
        }
        signIn.actions.append(.init(title: "Cancel", style: .cancel))
        signIn.actions.append(
            .init(title: "Sign In") { response in
                received = response.textFieldValues
                receivedIndex = response.index
            })
        router.navigate(to: AlertBuilder().presentRoute(), with: signIn)

        #expect(renderer.textFieldValues == ["ada", ""])
        #expect(renderer.presentedAlert?.textFields.map(\.isSecure) == [false, true])
        try renderer.enterText("lovelace", inFieldAt: 1)
        try renderer.tap(actionTitled: "Sign In")
        #expect(received == ["ada", "lovelace"])
        #expect(receivedIndex == 1)
    }

    @Test func enteringTextInAMissingFieldThrows() {
        let alert = AlertModel(title: "No fields")
        alert.actions.append(.init(title: "OK"))
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        #expect(throws: RecordingRendererError.noSuchTextField(0, count: 0)) {
            try renderer.enterText("x", inFieldAt: 0)
        }
    }

    @Test func actingWithNothingPresentedThrows() {
        #expect(throws: RecordingRendererError.nothingPresented) { try renderer.tap(actionTitled: "OK") }
        #expect(throws: RecordingRendererError.nothingPresented) { try renderer.pressEscape() }
    }

    @Test func pickerValidation() {
        #expect(throws: PickerValidationError.noOptions(pickerTitle: "Empty")) {
            try PickerConfiguration(title: "Empty", options: []) { _ in }.validate()
        }
        #expect(throws: PickerValidationError.selectedIndexOutOfRange(3, optionCount: 2, pickerTitle: nil)) {
            try PickerConfiguration(options: ["A", "B"], selectedIndex: 3) { _ in }.validate()
        }
        #expect(
            PickerValidationError.selectedIndexOutOfRange(3, optionCount: 2, pickerTitle: "Size").description
                == "The picker “Size” selects option 3, but it has only 2 options (0–1).")
    }
}
