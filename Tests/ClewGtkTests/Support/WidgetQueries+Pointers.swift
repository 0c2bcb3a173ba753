import CGtk
import ClewGtk
import ClewGtkTesting

// Our own tests hold raw pointers where a Swift handle would keep the widget alive (a test that
// waits for a dialog to be finalized must not own a reference to it); these overloads wrap the
// pointer only for the duration of the call.
@MainActor
extension WidgetQueries {
    static func buttons(in root: UnsafeMutablePointer<GtkWidget>) -> [(title: String, button: Button)] {
        buttons(in: Widget(UnsafeMutableRawPointer(root), transfer: .none))
    }

    static func button(_ title: String, in root: UnsafeMutablePointer<GtkWidget>) -> Button? {
        button(title, in: Widget(UnsafeMutableRawPointer(root), transfer: .none))
    }

    static func labelTexts(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        labelTexts(in: Widget(UnsafeMutableRawPointer(root), transfer: .none))
    }

    static func fields(in root: UnsafeMutablePointer<GtkWidget>) -> [any EditableText] {
        fields(in: Widget(UnsafeMutableRawPointer(root), transfer: .none))
    }

    static func descendants(of root: UnsafeMutablePointer<GtkWidget>) -> [Widget] {
        descendants(of: Widget(UnsafeMutableRawPointer(root), transfer: .none))
    }

    @discardableResult
    static func pressEscape(in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pressEscape(in: Widget(UnsafeMutableRawPointer(window), transfer: .none))
    }

    static func cssClasses(of widget: Widget) -> [String] { widget.cssClassNames }

    static func cssClasses(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        Widget(UnsafeMutableRawPointer(widget), transfer: .none).cssClassNames
    }
}
