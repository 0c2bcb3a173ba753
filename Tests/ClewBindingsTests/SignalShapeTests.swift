import ClewAdwBindings
import ClewGdk
import ClewGio
import ClewGtkBindings
import Testing

/// Generated signals of each parameter shape, through the one generic marshaller: emitted by GTK itself
/// where a call does it, else from C with the signal's own parameter types (`emit`).
@MainActor
@Suite struct SignalShapeTests {
    @Test func anEnumArgument() async throws {
        try await onGtk {
            let label = Label(str: "x")
            label.setDirection(.ltr)
            var previous: [TextDirection] = []
            label.connectDirectionChanged { _, direction in previous.append(direction) }
            label.setDirection(.rtl)
            #expect(previous == [.ltr])
        }
    }

    @Test func aFlagsArgument() async throws {
        try await onGtk {
            let button = Button.new()
            var before: [StateFlags] = []
            var senders: [ObjectIdentifier] = []
            button.connectStateFlagsChanged { sender, flags in  // no capture of `button`: that would be a cycle
                senders.append(ObjectIdentifier(sender))
                before.append(flags)
            }
            button.setStateFlags(.active, clear: false)
            #expect(before.count == 1)
            #expect(senders == [ObjectIdentifier(button)])
            #expect(before.first?.contains(.active) == false)
            #expect(button.getStateFlags().contains(.active))
        }
    }

    @Test func anObjectAndAnUnsignedInteger() async throws {
        try await onGtk {
            let notebook = Notebook()
            let window = Window.new()  // GTK 4.8 asks a switching notebook's window for the focus
            window.setChild(notebook)
            defer { window.destroy() }
            let first = Label(str: "one")
            let second = Button.newWithLabel("two")
            _ = notebook.appendPage(child: first)
            _ = notebook.appendPage(child: second)
            var switched: [(Widget?, UInt32)] = []
            notebook.connectSwitchPage { _, page, number in switched.append((page, number)) }
            notebook.setCurrentPage(1)
            #expect(switched.count == 1)
            #expect(switched.first?.0 === second)  // the same wrapper, not a new `Widget`
            #expect(switched.first?.1 == 1)
        }
    }

    @Test func anIntAndTwoDoubles() async throws {
        try await onGtk {
            let click = GestureClick()
            var presses: [(Int32, Double, Double)] = []
            click.connectPressed { _, count, x, y in presses.append((count, x, y)) }
            emit(click, "pressed", [.int(2), .double(10.5), .double(-3.25)])
            #expect(presses.count == 1)
            #expect(presses.first?.0 == 2)
            #expect(presses.first?.1 == 10.5)
            #expect(presses.first?.2 == -3.25)
        }
    }

    @Test func anEnumAndADoubleReturningABoolean() async throws {
        try await onGtk {
            let scale = Scale(range: .horizontal, min: 0, max: 100, step: 1)
            var asked: [(ScrollType, Double)] = []
            scale.connectChangeValue { _, scroll, value in
                asked.append((scroll, value))
                return value > 50  // handled: the adjustment is left alone
            }
            #expect(emit(scale, "change-value", [.enumeration(ScrollType.jump.rawValue), .double(75)]) == true)
            #expect(emit(scale, "change-value", [.enumeration(ScrollType.stepForward.rawValue), .double(5)]) == false)
            #expect(asked.map(\.0) == [.jump, .stepForward])
            #expect(asked.map(\.1) == [75, 5])
        }
    }

    @Test func unsignedIntegersAndFlagsReturningABoolean() async throws {
        try await onGtk {
            let keys = EventControllerKey()
            var pressed: [(UInt32, UInt32, ClewGdk.ModifierType)] = []
            keys.connectKeyPressed { _, keyval, keycode, state in
                pressed.append((keyval, keycode, state))
                return keyval == 0xFF1B  // Escape
            }
            let state: ClewGdk.ModifierType = [.controlMask, .shiftMask]
            #expect(emit(keys, "key-pressed", [.uint(0xFF1B), .uint(9), .flags(state.rawValue)]) == true)
            #expect(emit(keys, "key-pressed", [.uint(0x61), .uint(38), .flags(0)]) == false)
            #expect(pressed.count == 2)
            #expect(pressed.first?.2 == state)
        }
    }

    @Test func aGValueAndTwoDoublesReturningABoolean() async throws {
        try await onGtk {
            let target = DropTarget(type: FundamentalType.string, actions: .copy)
            var dropped: [String] = []
            target.connectDrop { _, value, x, y in
                dropped.append("\(value?.string ?? "?") at \(x),\(y)")
                return value?.typeName == "gchararray"
            }
            #expect(emit(target, "drop", [.value(Value("photo.jpg")), .double(1), .double(2)]) == true)
            #expect(emit(target, "drop", [.value(Value(Int32(4))), .double(0), .double(0)]) == false)
            #expect(dropped == ["photo.jpg at 1.0,2.0", "? at 0.0,0.0"])
        }
    }

    @Test func aStringArgumentAndNoneOnAdwaita() async throws {
        try await onGtk {
            let toast = Toast(title: "Deleted")
            toast.buttonLabel = "Undo"
            toast.actionName = "win.undo"
            var dismissed = 0
            toast.connectDismissed { _ in dismissed += 1 }
            emit(toast, "dismissed", [])  // dismiss() emits it only for a toast an overlay shows
            #expect(dismissed == 1)
            let level = LevelBar()
            var offsets: [String] = []
            level.connectOffsetChanged { _, name in offsets.append(name) }
            level.addOffsetValue(name: "high", value: 0.9)
            #expect(offsets.contains("high"))
        }
    }

    @Test func aCArrayOfObjectsWithItsLength() async throws {
        try await onGtk {
            // No application id: non-unique, registered without D-Bus, so `open` is emitted in this process.
            let application = ClewGio.Application.new(flags: .handlesOpen)
            try application.register()
            let closures = GObjectRef.liveSignalClosureCount
            var opened: [[any File]] = []
            var hints: [String] = []
            let connection = application.connectOpen { _, files, hint in
                opened.append(files)
                hints.append(hint)
            }
            #expect(GObjectRef.liveSignalClosureCount == closures + 1)
            application.open(
                files: [AnyFile.newForPath("/tmp/clew 35/a.txt"), AnyFile.newForPath("/tmp/clew 35/b.txt")],
                hint: "view")
            application.open(files: [], hint: "")
            // The handler's wrappers hold references of their own: the files outlive the emission and its array.
            #expect(
                opened.map { $0.map { $0.getPath() ?? "?" } } == [["/tmp/clew 35/a.txt", "/tmp/clew 35/b.txt"], []])
            #expect(hints == ["view", ""])
            application.disconnect(connection)
            #expect(GObjectRef.liveSignalClosureCount == closures)
        }
    }

    @Test func aHandlerStopsTheEmissionItRunsIn() async throws {
        try await onGtk {
            let toast = Toast(title: "Deleted")
            var calls: [String] = []
            toast.connectDismissed { sender in
                calls.append("first")
                #expect(sender.stopCurrentEmission())
            }
            toast.connectDismissed { _ in calls.append("second") }
            emit(toast, "dismissed", [])
            #expect(calls == ["first"])
            // Outside a handler there is nothing to stop; the next emission runs from the start.
            #expect(!toast.stopCurrentEmission())
            emit(toast, "dismissed", [])
            #expect(calls == ["first", "first"])
        }
    }
}

/// GLib's fundamental types for tests (`G_TYPE_STRING` is a macro Swift does not import).
enum FundamentalType {
    static let string = UInt(16 << 2)
}
