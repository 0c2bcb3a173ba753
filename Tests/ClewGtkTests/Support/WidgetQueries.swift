import CGtk
import CGtkShim
import CGtkTestShim
import ClewGtk

/// Finds widgets the way a person would: by what they show.
@MainActor
enum WidgetQueries {
    /// The widget and everything under it, depth first.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result = [widget]
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        clew_instance_is_a(widget, type) != 0
    }

    /// Buttons under `root` with their visible text (a label, or the label inside a custom child).
    static func buttons(in root: UnsafeMutablePointer<GtkWidget>) -> [(
        title: String, widget: UnsafeMutablePointer<GtkWidget>
    )] {
        descendants(of: root)
            .filter { isA($0, gtk_button_get_type()) && gtk_widget_get_visible($0) != 0 }
            .compactMap { button in
                if let label = gtk_button_get_label(gcast(button, to: GtkButton.self)) {
                    return (String(cString: label), button)
                }
                let labels = labelTexts(in: button)
                return labels.isEmpty ? nil : (labels.joined(separator: " "), button)
            }
    }

    /// The text of every label under `root`, in order.
    static func labelTexts(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        descendants(of: root)
            .filter { isA($0, gtk_label_get_type()) }
            .map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
    }

    /// The button titled `title` under `root`.
    static func button(_ title: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        buttons(in: root).first { $0.title == title }?.widget
    }

    /// The CSS classes of `widget`.
    static func cssClasses(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(classes) }
        var result: [String] = []
        var index = 0
        while let name = classes[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }

    /// Clicks a real button: a mouse click's gesture ends by emitting `clicked` (keyboard
    /// activation does the same after a 250 ms press animation).
    static func click(_ button: UnsafeMutablePointer<GtkWidget>) {
        clew_signal_emit_void(button, "clicked")
    }

    /// The window's key controllers (Escape handling lives there).
    static func keyControllers(of widget: UnsafeMutablePointer<GtkWidget>) -> [OpaquePointer] {
        let model = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            let item = g_list_model_get_item(model, index)!
            defer { g_object_unref(item) }
            return clew_instance_is_a(item, gtk_event_controller_key_get_type()) != 0 ? OpaquePointer(item) : nil
        }
    }

    /// Presses Escape where GTK would deliver it: the window's key controller.
    @discardableResult
    static func pressEscape(in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        keyControllers(of: window).contains { controller in
            clew_signal_emit_key_pressed(controller, UInt32(GDK_KEY_Escape), 9, GdkModifierType(rawValue: 0)) != 0
        }
    }
}
