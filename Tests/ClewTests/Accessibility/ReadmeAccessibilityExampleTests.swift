import Clew
import ClewTesting
import Testing

/// The README's accessibility example, as written there, so it cannot rot.
@MainActor
@Suite("README accessibility example")
struct ReadmeAccessibilityExampleTests {
    let renderer = RecordingRenderer()
    let router: Router
    var restored: [String] = []

    init() {
        router = Router(renderer: renderer)
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Notes")
        router.navigate(to: TestScreenBuilder().pushRoute(isAnimated: false), with: "Groceries")
    }

    @Test(arguments: [false, true])
    func deleteThenUndo(byMnemonic: Bool) throws {
        let note = "Groceries"
        var restored: [String] = []
        func restore(_ note: String) { restored.append(note) }
        // README:
        let alert = AlertModel(title: "Delete “Groceries”?", message: "The note cannot be recovered.")
        alert.actions.append(.init(title: "Cancel", style: .cancel, identifier: "cancel"))
        alert.actions.append(
            .init(title: "Delete", style: .destructive, identifier: "delete") { [unowned router] _ in
                router.navigate(to: router.popToRootRoute())
                router.showToast(Toast("Note deleted", actionTitle: "Undo") { restore(note) })
            })
        router.navigate(to: AlertBuilder().presentRoute(), with: alert)

        // In a test:
        if byMnemonic {
            try renderer.pressMnemonic("d")
        } else {
            try renderer.tap(actionIdentified: "delete")  // or pressMnemonic("d")
        }
        try renderer.tap(actionTitled: "Undo")  // the toast's button
        #expect(restored == ["Groceries"])
        #expect(router.navigationStack.map(\.title) == ["Notes"])
        #expect(alert.mnemonicLabels == ["_Cancel", "_Delete"])
    }
}
