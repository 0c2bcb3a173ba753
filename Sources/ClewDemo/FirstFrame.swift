import CGtk
import ClewGtk

/// Calls back once the window's first frame has been painted (`GdkFrameClock::after-paint`).
@MainActor
enum FirstFrame {
    static func onFirstPaint(of window: WidgetRef, _ body: @escaping @MainActor () -> Void) {
        // The frame clock exists once the window is realized; connecting on "realize" catches it
        // before anything is painted.
        window.connect(VoidSignal("realize")) { [weak window] in
            guard let window, let clock = gtk_widget_get_frame_clock(window.widget) else { return }
            let frameClock = GObjectRef(UnsafeMutableRawPointer(clock), transfer: .none)
            var fired = false
            frameClock.connect(.afterPaint) {
                guard !fired else { return }
                fired = true
                body()
            }
        }
    }
}
