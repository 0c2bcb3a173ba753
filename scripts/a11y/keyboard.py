"""Drives clew-demo's leave-game scenario with the keyboard alone (xdotool types into the focused
window; AT-SPI reads where focus is, as Orca would), and checks where focus ends up.

    keyboard.py    prints each step and "KEYBOARD=ok" or "KEYBOARD=failed: ..."; exit 1 on failure

The person: the alert opens with focus on its cancel button (No); Tab moves to Leave; Return
chooses it; the alert closes, the game pops back to the home page, and focus is on the home
page's “Leave the game” row, the control that opened the scenario. Return on that row opens the
game again; Alt+Left goes back, and focus is on the row again.
"""
import subprocess
import sys
import time

import pyatspi


def find_app(timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == "clew-demo":
                return app
        time.sleep(0.2)
    return None


def focused(node):
    try:
        if node.getState().contains(pyatspi.STATE_FOCUSED):
            return node
        children = [node.getChildAtIndex(index) for index in range(node.childCount)]
    except Exception:
        return None
    for child in children:
        if child is not None:
            found = focused(child)
            if found is not None:
                return found
    return None


def focus_in_top_window(app):
    window = app.getChildAtIndex(app.childCount - 1)
    node = focused(window)
    return window, (f"{node.getRoleName()} {node.name!r}" if node is not None else "nothing")


def press(app, key):
    # Without a window manager nothing gives the top window X input focus; xdotool does, then types.
    window = app.getChildAtIndex(app.childCount - 1)
    title = "".join("\\" + c if c in ".[]()*+?{}|^$\\" else c for c in window.name)
    subprocess.run(["xdotool", "search", "--name", f"^{title}$", "windowfocus", "--sync"], timeout=10,
                   check=False, capture_output=True)
    subprocess.run(["xdotool", "key", key], timeout=10, check=True)
    time.sleep(0.8)


def has_label(node, text):
    try:
        if node.getRole() == pyatspi.ROLE_LABEL and node.name == text:
            return True
        children = [node.getChildAtIndex(index) for index in range(node.childCount)]
    except Exception:
        return False
    return any(child is not None and has_label(child, text) for child in children)


def expect_title(app, step, title):
    shown = has_label(app.getChildAtIndex(0), title)
    print(f"{step}: header title {title!r} {'shown' if shown else 'missing'}")
    if not shown:
        print(f"KEYBOARD=failed: after {step} expected the page {title!r}")
        sys.exit(1)


def expect(app, step, windows, focus):
    window, where = focus_in_top_window(app)
    print(f"{step}: {app.childCount} window(s), top {window.name!r}, focus on {where}")
    if app.childCount != windows or where != focus:
        print(f"KEYBOARD=failed: after {step} expected {windows} window(s) and focus on {focus}")
        sys.exit(1)


def main():
    app = find_app()
    if app is None:
        print("KEYBOARD=failed: clew-demo did not appear on the AT-SPI bus")
        return 1
    deadline = time.time() + 20
    while app.childCount < 2 and time.time() < deadline:
        time.sleep(0.2)
    time.sleep(1.5)
    expect(app, "alert opened", 2, "push button 'No'")
    press(app, "Tab")
    expect(app, "Tab", 2, "push button 'Leave'")
    press(app, "Return")
    time.sleep(1.0)  # the pop slides back home
    expect(app, "Return", 1, "list item 'Leave the game'")
    press(app, "Return")
    time.sleep(0.5)  # the game slides in
    expect_title(app, "Return on the row", "Level 3")
    press(app, "alt+Left")
    time.sleep(0.5)  # and back out
    expect(app, "Alt+Left", 1, "list item 'Leave the game'")
    print("KEYBOARD=ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
