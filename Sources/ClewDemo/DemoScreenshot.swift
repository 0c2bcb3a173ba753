import Clew
import ClewGtk

/// `--screenshot PATH`: the window as a person sees it, once everything has settled.
@MainActor
enum DemoScreenshot {
    /// Writes the PNG when the window has settled, then calls `done` with the exit status.
    /// With `listingTexts`, every text on screen follows, one a line (escaped: they may quote a link).
    static func write(
        of renderer: GtkRenderer, to path: String, listingTexts: Bool = false,
        done: @escaping @MainActor (Int32) -> Void
    ) {
        // A device, a pipe or a link at the path is refused at once, not after the window settles.
        do throws(WindowScreenshot.Failure) {
            try WindowScreenshot.checkTarget(path)
        } catch {
            return fail(error, done)
        }
        WindowScreenshot.writeWhenSettled(of: renderer, to: path) { result in
            switch result {
            case .success(let size):
                report(size, path: path)
                if listingTexts { listTexts(of: renderer) }
                done(0)
            case .failure(.timedOut):
                StandardError.print(
                    "clew-demo: warning: the scenario did not finish drawing in time; capturing it as it is.")
                do throws(WindowScreenshot.Failure) {
                    report(try WindowScreenshot.write(of: renderer, to: path), path: path)
                    if listingTexts { listTexts(of: renderer) }
                    done(0)
                } catch {
                    fail(error, done)
                }
            case .failure(let error):
                fail(error, done)
            }
        }
    }

    private static func report(_ size: (width: Int, height: Int), path: String) {
        // The layout and style are part of what was captured (LANGUAGE=ar lays out right to left).
        let direction = Appearance.layoutDirection == .rightToLeft ? "right to left" : "left to right"
        let style = Appearance.isDark ? "dark style" : "light style"
        print(
            "clew-demo: wrote \(UntrustedText.escaped(path, limit: UntrustedText.longLimit)) (\(size.width)×\(size.height), \(direction), \(style))"
        )
    }

    private static func listTexts(of renderer: GtkRenderer) {
        for text in renderer.drawnTexts {
            print("clew-demo: text: \(UntrustedText.escaped(text, limit: UntrustedText.longLimit))")
        }
    }

    private static func fail(_ error: WindowScreenshot.Failure, _ done: @MainActor (Int32) -> Void) {
        StandardError.print("clew-demo: could not write the screenshot: \(error)")
        done(1)
    }
}
