internal import CGtk
import ClewGtk

// This module's GTK calls reach a widget's C pointer through these; ClewGtk keeps its own internal, so C types
// stay out of every public API (importing the C modules is unsupported for apps).
extension Widget {
    /// Wraps a newly created widget: its floating reference becomes this handle's.
    convenience init(new pointer: UnsafeMutablePointer<GtkWidget>) {
        self.init(UnsafeMutableRawPointer(pointer), transfer: .floating)
    }

    /// The `GtkWidget *`.
    var gtkWidget: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }
}

extension Window {
    /// The `GtkWindow *`.
    var window: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }
}
