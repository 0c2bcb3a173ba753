import Glibc

/// Whether the app can reach a D-Bus session bus, decided as GLib does, without connecting or
/// launching one. Without it GTK's accessibility bridge (AT-SPI lives on that bus) warns on every
/// start, “Unable to acquire session bus: Cannot autolaunch D-Bus without X11 $DISPLAY”, which says
/// nothing about what the person loses; ``Application/run(opening:_:)`` says that in one line of its
/// own and turns the bridge off, and the app runs as usual.
enum SessionBus {
    /// GLib's order: `DBUS_SESSION_BUS_ADDRESS`, then `$XDG_RUNTIME_DIR/bus`, then autolaunching a
    /// bus for the X11 display (`dbus-launch`), which needs `$DISPLAY`.
    static var isReachable: Bool {
        if let address = getenv("DBUS_SESSION_BUS_ADDRESS"), address.pointee != 0 { return true }
        if let runtime = getenv("XDG_RUNTIME_DIR"), runtime.pointee != 0,
            FileKind.at(String(cString: runtime) + "/bus") == .socket
        {
            return true
        }
        if let display = getenv("DISPLAY"), display.pointee != 0 { return true }
        return false
    }

    /// With no session bus: one line on standard error, and GTK's accessibility bridge off (unless
    /// `GTK_A11Y` already chooses), so GTK does not try the bus and warn.
    static func warnIfUnreachable(program: String) {
        guard !isReachable else { return }
        StandardErrorLine.write(
            "\(program): no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS unset, no $XDG_RUNTIME_DIR/bus, no X11 display): "
                + "running without it, so screen readers cannot read the app and a second launch opens another instance; "
                + "start it in a desktop session or under dbus-run-session")
        setenv("GTK_A11Y", "none", 0)
    }
}
