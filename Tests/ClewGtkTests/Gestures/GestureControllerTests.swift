import CGtk
import CGtkTestShim
import ClewGtk
import ClewGtkTesting
import Testing

/// The typed controllers, driven through GTK's own signal emission: each handler gets typed values
/// and is released exactly once.
@Suite(.serialized) @MainActor
struct GestureControllersOnGtk {
    @Test func scrollReportsTypedDeltasAndWhetherItWasUsed() async throws {
        try await GtkTestHost.run {
            let wheel = ScrollController([.vertical, .discrete], phase: .capture)
            #expect(wheel.options == [.vertical, .discrete])
            wheel.options = .bothAxes
            #expect(wheel.options == [.vertical, .horizontal])
            var seen: [ScrollEvent] = []
            wheel.onScroll { scroll in
                seen.append(scroll)
                return scroll.deltaY < 0
            }
            #expect(clew_signal_emit_scroll(wheel.raw, 0, -1) != 0)
            #expect(clew_signal_emit_scroll(wheel.raw, 2.5, 3) == 0)
            // Emitted outside an event: no keys held, and GTK counts wheel clicks.
            #expect(seen == [ScrollEvent(deltaY: -1), ScrollEvent(deltaX: 2.5, deltaY: 3)])
            #expect(!seen[0].isZoom)
            #expect(ScrollEvent(deltaY: 1, modifiers: [.control]).isZoom)
        }
    }

    @Test func pinchReportsBeginScaleAndEnd() async throws {
        try await GtkTestHost.run {
            let pinch = ZoomGesture()
            var log: [String] = []
            pinch.onBegin { log.append("begin") }
            pinch.onScaleChanged { step in log.append("scale \(step.scale) \(step.center == nil ? "-" : "centre")") }
            pinch.onEnd { log.append("end") }
            clew_signal_emit_sequence(pinch.raw, "begin")
            clew_signal_emit_double(pinch.raw, "scale-changed", 1.5)
            clew_signal_emit_sequence(pinch.raw, "end")
            #expect(log == ["begin", "scale 1.5 -", "end"])
            #expect(pinch.scale == 1)  // no fingers down
            #expect(pinch.center == nil)
        }
    }

    @Test func dragReportsStartAndOffsets() async throws {
        try await GtkTestHost.run {
            let drag = DragGesture(button: 1)
            var log: [String] = []
            drag.onBegin { point in log.append("begin \(point.x),\(point.y)") }
            drag.onUpdate { offset in log.append("update \(offset.x),\(offset.y)") }
            drag.onEnd { offset in log.append("end \(offset.x),\(offset.y)") }
            clew_signal_emit_point(drag.raw, "drag-begin", 10, 20)
            clew_signal_emit_point(drag.raw, "drag-update", -3, 4.5)
            clew_signal_emit_point(drag.raw, "drag-end", -6, 9)
            #expect(log == ["begin 10.0,20.0", "update -3.0,4.5", "end -6.0,9.0"])
            #expect(drag.startPoint == nil)
        }
    }

    @Test func motionReportsEnterMoveAndLeave() async throws {
        try await GtkTestHost.run {
            let motion = MotionController()
            var log: [String] = []
            motion.onEnter { point in log.append("enter \(point.x),\(point.y)") }
            motion.onMotion { point in log.append("motion \(point.x),\(point.y)") }
            motion.onLeave { log.append("leave") }
            clew_signal_emit_point(motion.raw, "enter", 1, 2)
            clew_signal_emit_point(motion.raw, "motion", 3, 4)
            clew_signal_emit_void(motion.raw, "leave")
            #expect(log == ["enter 1.0,2.0", "motion 3.0,4.0", "leave"])
            #expect(!motion.containsPointer)
        }
    }

    @Test func handlersAreReleasedOnceWhenTheControllerGoes() async throws {
        try await GtkTestHost.run {
            let before = SignalHandlerBox.liveCount
            let label = Label("Photo")
            do {
                let drag = DragGesture()
                drag.onBegin { _ in }
                drag.onUpdate { _ in }
                let motion = MotionController()
                motion.onLeave {}
                label.addController(drag)
                label.addController(motion)
                #expect(SignalHandlerBox.liveCount == before + 3)
                label.removeController(drag)
                #expect(controller(of: gtk_gesture_drag_get_type(), on: label) == nil)
                #expect(controller(of: gtk_event_controller_motion_get_type(), on: label) != nil)
            }
            // The drag's wrapper and the widget's reference are gone: its two handlers went with it.
            #expect(SignalHandlerBox.liveCount == before + 1)
        }
    }
}
