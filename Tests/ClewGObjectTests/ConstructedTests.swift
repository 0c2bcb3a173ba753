import ClewGio
import Testing

/// `constructed(…)`: construct-only properties, the write-only ones included, set as the object is made.
@MainActor
@Suite struct ConstructedTests {
    @Test func aWriteOnlyConstructPropertyIsSetAtConstruction() {
        let icon = ThemedIcon.constructed(name: "folder")
        #expect(icon.names.first == "folder")
        let names = ThemedIcon.constructed(names: ["a", "b"]).getNames()
        #expect(names.filter { !$0.hasSuffix("-symbolic") } == ["a", "b"])  // and each one's `-symbolic` variant
    }

    @Test func aPropertyActionIsBoundToTheObjectGiven() {
        let target = SimpleAction(name: "target", parameterType: nil)
        let action = PropertyAction.constructed(name: "toggle", object: target, propertyName: "enabled")
        #expect(action.name == "toggle")
        #expect(action.isEnabled)
        #expect(action.state?.bool == true)  // the bound property's value
        target.isEnabled = false
        #expect(action.state?.bool == false)
    }

    @Test func propertiesNotGivenKeepTheirDefaults() {
        let launcher = SubprocessLauncher.constructed()
        launcher.setFlags(.stdoutPipe)  // the write-only property's C setter is still a method
        launcher.setenv(variable: "CLEW_CONSTRUCTED", value: "1", overwrite: true)
        #expect(launcher.getenv("CLEW_CONSTRUCTED") == "1")
    }
}
