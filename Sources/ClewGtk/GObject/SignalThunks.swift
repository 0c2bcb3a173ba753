import CGtk

// One C-convention thunk per C signal signature. GLib calls a handler with
// exactly the signal's arguments plus user_data; a thunk with the wrong arity
// reads garbage registers and crashes, so each signal type is bound to
// exactly one of these.
//
// GTK emits signals on the main actor (main thread in an app, or inside a
// main-actor job that pumps GLib in tests), so `assumeIsolated` holds; it
// traps loudly if that rule is ever broken. Pointers are not Sendable, so
// they cross into the main-actor closure as addresses.

/// Recovers the box without changing its retain count (GLib still owns it).
private func box(_ data: gpointer?) -> SignalHandlerBox {
    Unmanaged<SignalHandlerBox>.fromOpaque(data!).takeUnretainedValue()
}

private func pointer(_ address: UInt) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(bitPattern: address)!
}

enum SignalThunks {
    /// `void (*)(GObject *instance, gpointer user_data)`
    static let void: @convention(c) (gpointer?, gpointer?) -> Void = { instance, data in
        guard case .void(let handler) = box(data).handler else { return }
        let address = UInt(bitPattern: instance)
        MainActor.assumeIsolated { handler(pointer(address)) }
    }

    /// `gboolean (*)(GObject *instance, gpointer user_data)`
    static let bool: @convention(c) (gpointer?, gpointer?) -> gboolean = { instance, data in
        guard case .bool(let handler) = box(data).handler else { return 0 }
        let address = UInt(bitPattern: instance)
        return MainActor.assumeIsolated { handler(pointer(address)) } ? 1 : 0
    }

    /// `void (*)(GObject *instance, GObject *argument, gpointer user_data)`, e.g.
    /// `GtkListBox::row-activated` (the row).
    static let object: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, argument, data in
        guard case .object(let handler) = box(data).handler, let argument else { return }
        let (instanceAddress, argumentAddress) = (UInt(bitPattern: instance), UInt(bitPattern: argument))
        MainActor.assumeIsolated { handler(pointer(instanceAddress), pointer(argumentAddress)) }
    }

    /// `void (*)(GObject *instance, GParamSpec *pspec, gpointer user_data)`: `notify::<property>`.
    static let propertyChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { instance, _, data in
        guard case .propertyChanged(let handler) = box(data).handler else { return }
        let address = UInt(bitPattern: instance)
        MainActor.assumeIsolated { handler(pointer(address)) }
    }

    /// `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode,
    /// GdkModifierType state, gpointer user_data)`
    static let keyPressed: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, keycode, state, data in
        guard case .keyPressed(let handler) = box(data).handler else { return 0 }
        let press = KeyPress(keyval: keyval, keycode: keycode, modifiers: state.rawValue)
        return MainActor.assumeIsolated { handler(press) } ? 1 : 0
    }

    /// `void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer user_data)`; the
    /// button comes from the gesture itself.
    static let clickPressed: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
        gesture, count, x, y, data in
        guard case .clickPressed(let handler) = box(data).handler, let gesture else { return }
        let button = gtk_gesture_single_get_current_button(OpaquePointer(gesture))
        let press = ClickPress(button: button, count: Int(count), x: x, y: y)
        MainActor.assumeIsolated { handler(press) }
    }

    /// `void (*)(GApplication *, GFile **files, gint n_files, gchar *hint, gpointer user_data)`:
    /// the files' URIs, copied before the handler runs (GIO owns the files).
    static let open:
        @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) ->
            Void = {
                _, files, count, _, data in
                guard case .open(let handler) = box(data).handler, let files else { return }
                var uris: [String] = []
                for index in 0..<Int(max(count, 0)) {
                    guard let file = files[index], let uri = g_file_get_uri(file) else { continue }
                    uris.append(String(cString: uri))
                    g_free(uri)
                }
                MainActor.assumeIsolated { handler(uris) }
            }

    /// `void (*)(GObject *instance, GVariant *value, gpointer user_data)`: an action's
    /// `activate` (the parameter) or `change-state` (the requested state). GLib owns the variant.
    static let variant: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { instance, variant, data in
        guard case .variant(let handler) = box(data).handler else { return }
        let (address, variantAddress) = (UInt(bitPattern: instance), UInt(bitPattern: variant))
        MainActor.assumeIsolated { handler(pointer(address), OpaquePointer(bitPattern: variantAddress)) }
    }

    /// `void (*)(GtkGestureLongPress *, gdouble x, gdouble y, gpointer user_data)`
    static let point: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
        guard case .point(let handler) = box(data).handler else { return }
        MainActor.assumeIsolated { handler(x, y) }
    }

    /// `void (*)(GObject *instance, guint position, gpointer user_data)`, e.g. `GtkListView::activate`.
    static let position: @convention(c) (gpointer?, guint, gpointer?) -> Void = { instance, position, data in
        guard case .position(let handler) = box(data).handler else { return }
        let address = UInt(bitPattern: instance)
        MainActor.assumeIsolated { handler(pointer(address), position) }
    }

    /// `GtkShortcutFunc`: `gboolean (*)(GtkWidget *, GVariant *args, gpointer user_data)`.
    static let shortcut: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
        widget, _, data in
        guard case .shortcut(let handler) = box(data).handler, let widget else { return 0 }
        let address = UInt(bitPattern: widget)
        return MainActor.assumeIsolated { handler(pointer(address)) } ? 1 : 0
    }

    /// `GDestroyNotify` for boxes handed over as plain `user_data` (not a signal closure).
    static let releaseBoxData: @convention(c) (gpointer?) -> Void = { data in
        Unmanaged<SignalHandlerBox>.fromOpaque(data!).release()
    }

    /// `GClosureNotify`: drops the +1 taken in `connect`, exactly once.
    static let releaseBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        Unmanaged<SignalHandlerBox>.fromOpaque(data!).release()
    }
}
