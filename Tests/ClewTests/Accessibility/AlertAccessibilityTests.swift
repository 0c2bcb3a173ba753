import Clew
import ClewTesting
import Testing

/// What an alert tells assistive technology and the keyboard, decided in the model so every
/// renderer says the same: identifiers, enabled flags, roles, descriptions, mnemonics.
@MainActor
@Suite("Alert accessibility")
struct AlertAccessibilityTests {
    let renderer = RecordingRenderer()
    let router: Router

    init() {
        router = Router(renderer: renderer)
        router.onNavigationFailure = { _ in }
    }

    func signIn(log: @escaping @MainActor (String?) -> Void = { _ in }) -> (AlertModel, AlertActionModel) {
        let alert = AlertModel(title: "Sign in", message: "Use your account at example.org")
        alert.addTextField { $0.placeholder = "Name" }
        alert.actions.append(.init(title: "Cancel", style: .cancel, identifier: "cancel"))
        let signIn = AlertActionModel(title: "Sign In", identifier: "sign-in") { response in log(response.identifier) }
        signIn.isPreferredAction = true
        signIn.isEnabled = false
        alert.actions.append(signIn)
        return (alert, signIn)
    }

    @Test func mnemonicsTakeTheFirstFreeLetterOfEachTitle() {
        let alert = AlertModel(title: "Save changes?")
        for title in ["Save", "Skip", "Cancel", "snake_case", "!!"] { alert.actions.append(.init(title: title)) }
        #expect(alert.mnemonics == ["s", "k", "c", "n", nil])
        #expect(alert.mnemonicLabels == ["_Save", "S_kip", "_Cancel", "s_nake__case", "!!"])
        #expect(alert.indexOfAction(mnemonic: "K") == 1)
    }

    @Test func theModelSaysWhatAssistiveTechnologyHears() {
        let (alert, _) = signIn()
        #expect(
            alert.accessibility
                == AlertAccessibility(
                    name: "Sign in", accessibleDescription: "Use your account at example.org",
                    actions: [
                        .init(
                            name: "Cancel", identifier: "cancel", mnemonicLabel: "_Cancel", role: .cancel,
                            isEnabled: true, isDefault: false),
                        .init(
                            name: "Sign In", identifier: "sign-in", mnemonicLabel: "_Sign In", role: .default,
                            isEnabled: false, isDefault: true),
                    ]))
        alert.accessibleDescription = "Two fields: name and password"
        #expect(alert.accessibility.accessibleDescription == "Two fields: name and password")
        #expect(
            alert.accessibility.description
                == "alert dialog “Sign in” (Two fields: name and password): _Cancel [cancel] #cancel; "
                + "_Sign In [default, preferred, disabled] #sign-in")
    }

    @Test func aDisabledActionCannotBeChosenUntilItIsEnabled() throws {
        var chosen: [String?] = []
        let (alert, signIn) = signIn { chosen.append($0) }
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)

        #expect(throws: RecordingRendererError.actionDisabled("Sign In")) { try renderer.tap(actionTitled: "Sign In") }
        #expect(throws: RecordingRendererError.actionDisabled("Sign In")) { try renderer.pressEnter() }
        // The router refuses it too, whatever a renderer lets through.
        let outcome = router.renderer(
            renderer, didReceive: .chooseAction(index: 1, textFieldValues: [""]), in: PresentationID(rawValue: 1))
        #expect(outcome == .refused("The action “Sign In” of the alert “Sign in” is disabled."))
        #expect(renderer.presentedAlert === alert)
        #expect(chosen.isEmpty)

        signIn.isEnabled = true
        #expect(renderer.presentedAlertAccessibility?.actions[1].isEnabled == true)
        try renderer.pressEnter()
        #expect(chosen == ["sign-in"])
        #expect(renderer.presentedAlert == nil)
    }

    @Test func testsTapByIdentifierAndByMnemonic() throws {
        var chosen: [String?] = []
        let alert = AlertModel(title: "Leave?")
        alert.actions.append(.init(title: "No", style: .cancel, identifier: "stay") { chosen.append($0.identifier) })
        alert.actions.append(
            .init(title: "Leave", style: .destructive, identifier: "leave") { chosen.append($0.identifier) })
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        try renderer.tap(actionIdentified: "stay")
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        try renderer.pressMnemonic("L")
        #expect(chosen == ["stay", "leave"])

        router.navigate(to: AlertBuilder().presentRoute(), with: alert)
        #expect(throws: RecordingRendererError.noSuchAction("#go", available: ["#stay", "#leave"])) {
            try renderer.tap(actionIdentified: "go")
        }
        #expect(throws: RecordingRendererError.noSuchAction("Alt+x", available: ["_No", "_Leave"])) {
            try renderer.pressMnemonic("x")
        }
    }

    @Test func twoActionsWithOneIdentifierAreRejectedWithAClearMessage() {
        let alert = AlertModel(title: "Export")
        alert.actions.append(.init(title: "PNG", identifier: "export"))
        alert.actions.append(.init(title: "SVG", identifier: "export"))
        let result = router.navigate(to: AlertBuilder().presentRoute(), with: alert).finishedResult
        guard case .failure(.buildFailed(_, let underlying)) = result else {
            Issue.record("expected a build failure, got \(result)")
            return
        }
        #expect(underlying as? AlertValidationError == .duplicateActionIdentifier("export", alertTitle: "Export"))
        #expect(
            "\(underlying)"
                == "Two actions of the alert “Export” have the identifier “export”; identifiers must be unique.")
        #expect(renderer.presentedAlert == nil)
    }

    @Test func theEnabledObserverStopsWhenRemoved() {
        let action = AlertActionModel(title: "OK")
        var seen: [Bool] = []
        let id = action.observeEnabled { seen.append($0) }
        action.isEnabled = false
        action.isEnabled = false  // no change, no call
        action.removeEnabledObserver(id)
        action.isEnabled = true
        #expect(seen == [false])
    }
}
