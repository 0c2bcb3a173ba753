# Sourced by scripts/*: installs the Debian/Ubuntu packages Clew needs when they are missing.
# Uses sudo when not root. Swift itself is not in Debian bookworm: it must be on PATH already.

clew_apt_packages=(
    pkg-config libgtk-4-dev    # GTK 4 headers and pkg-config file (CGtk)
    libadwaita-1-dev           # libadwaita 1.2 (CAdw): the ClewAdwaita renderer
    librsvg2-common            # draws the SVG (symbolic) icons: back button, chevrons
    libsoup-3.0-dev            # the image loader's HTTP client (CSoup): libsoup 3's headers (loaded at run time), GIO
    glib-networking            # TLS for https downloads (GIO's TLS backend) and GNOME proxy settings
    zlib1g-dev python3         # tests: gzip/deflate bodies (CZlib) and the loopback TLS server
    xvfb xauth                 # a virtual display for the GTK tests and headless screenshots
    libxtst-dev                # the GTK test driver types real keys through the X server (XTest)
    curl                       # the image-download benchmark's baseline
    valgrind                   # leak checks of the GTK adapter
    desktop-file-utils appstream  # desktop file and AppStream metainfo validation
    dbus at-spi2-core python3-pyatspi  # the accessibility audit reads the app over AT-SPI, as Orca does
    xdotool                    # ... and types into it with the keyboard alone
    sway wtype                 # the Wayland lane: a headless compositor (scripts/wayland-run), and keys typed into it
    gettext                    # translations: xgettext (po/extract), msgfmt (scripts/compile-translations)
    libgirepository1.0-dev     # GLib/GObject/Gio GIR files that scripts/generate-bindings reads (--check in scripts/test)
    libglib2.0-bin             # glib-compile-schemas: the demo's GSettings schema (uninstalled runs compile it)
    python3-gi                 # tests: the fake org.freedesktop.Notifications service on the test's session bus
)

clew_ensure_deps() {
    if ! command -v swift >/dev/null 2>&1; then
        echo "error: swift is not on PATH. Install a Swift 6.2 (or newer) toolchain (https://www.swift.org/install/linux/) and retry." >&2
        exit 1
    fi
    local missing=()
    local package
    for package in "${clew_apt_packages[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "error: missing packages (${missing[*]}) and no sudo to install them; run as root: apt-get install ${missing[*]}" >&2
            exit 1
        fi
        sudo=(sudo)
    fi
    echo "Installing missing packages: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# GTK under Xvfb: X11 backend, software rendering, no accessibility bus to wait for.
clew_gtk_env() {
    export GDK_BACKEND=x11
    export GSK_RENDERER="${GSK_RENDERER:-cairo}"
    export GTK_A11Y=none
    export NO_AT_BRIDGE=1
}
