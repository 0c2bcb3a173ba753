import ClewGtk

/// Calls back once the window's first frame has been painted (`GdkFrameClock::after-paint`).
@MainActor
enum FirstFrame {
    static func onFirstPaint(of window: Window, _ body: @escaping @MainActor () -> Void) {
        // The frame clock exists once the window is realized; connecting on "realize" catches it
        // before anything is painted.
        window.connect(.realize) { window in
            guard let clock = window.frameClock else { return }
            var fired = false
            clock.connect(.afterPaint) { _ in
                guard !fired else { return }
                fired = true
                body()
            }
        }
    }
}
