"""Drives clew-demo's leave-game scenario with the keyboard alone (xdotool types into the focused
window and presses the mouse's back button; AT-SPI reads where focus is, as Orca would), and
checks where focus ends up.

    keyboard.py    prints each step and "KEYBOARD=ok" or "KEYBOARD=failed: ..."; exit 1 on failure

The person: the alert opens with focus on its cancel button (No); Tab moves to Leave; Return
chooses it; the alert closes, the game pops back to the home page, focus is on the home page's
“Leave the game” row (the control that opened the scenario), and a toast offers Undo (exposed as
an alert, so Orca reads it). Return on the row opens the game again; Tab reaches “Leave Game…”;
Return asks again, and Alt+N (the mnemonic of “_No”) keeps the game, with focus back on “Leave
Game…”, the control that opened the dialog. The mouse's back button goes home, focus on the
row. Return opens the game once more and Alt+Left goes back, focus on the row. Return on the
Difficulty row opens its popover; Escape closes it, and focus is back on the row. Ctrl+Q quits
(scripts/a11y-audit then checks that the demo saved where the person was).
"""
import subprocess
import sys
import time

import pyatspi

from common import find, find_app, focused, has_label


def focus_in_top_window(app):
    window = app.getChildAtIndex(app.childCount - 1)
    node = focused(window)
    return window, (f"{node.getRoleName()} {node.name!r}" if node is not None else "nothing")


def focus_top_window(app):
    # Without a window manager nothing gives the top window X input focus; xdotool does.
    window = app.getChildAtIndex(app.childCount - 1)
    title = "".join("\\" + c if c in ".[]()*+?{}|^$\\" else c for c in window.name)
    found = subprocess.run(["xdotool", "search", "--name", f"^{title}$", "windowfocus", "--sync"], timeout=10,
                           check=False, capture_output=True, text=True)
    return found.stdout.split()[0] if found.stdout.split() else None


def press(app, key):
    focus_top_window(app)
    subprocess.run(["xdotool", "key", key], timeout=10, check=True)
    time.sleep(0.8)


def click_back_button(app):
    # The mouse's back button (X button 8) over the window.
    window = focus_top_window(app)
    subprocess.run(["xdotool", "mousemove", "--window", window or "0", "200", "200"], timeout=10, check=True)
    subprocess.run(["xdotool", "click", "8"], timeout=10, check=True)
    time.sleep(0.8)


def expect_toast(app, step, text, action):
    """A toast is exposed as an alert (AT-SPI "alert" or "notification") holding its text and action."""
    toast = find(app.getChildAtIndex(0), lambda node: node.getRole() in (pyatspi.ROLE_ALERT, pyatspi.ROLE_NOTIFICATION)
                 and node.getState().contains(pyatspi.STATE_VISIBLE))
    has_text = toast is not None and has_label(toast, text)
    has_action = toast is not None and find(toast, lambda node: node.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                            and node.name == action) is not None
    print(f"{step}: toast {'exposed as ' + toast.getRoleName() if toast else 'missing'}, "
          f"text {text!r} {'read' if has_text else 'missing'}, button {action!r} {'there' if has_action else 'missing'}")
    if not (has_text and has_action):
        print(f"KEYBOARD=failed: after {step} expected a toast {text!r} with {action!r}")
        sys.exit(1)


def tab_to(app, step, focus, limit=8):
    """Presses Tab until `focus` has keyboard focus: every control is reachable with Tab."""
    for count in range(1, limit + 1):
        press(app, "Tab")
        if focus_in_top_window(app)[1] == focus:
            print(f"{step}: {count} Tab(s) to {focus}")
            return
    print(f"KEYBOARD=failed: {focus} not reached with {limit} Tabs ({step})")
    sys.exit(1)


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
    expect_toast(app, "Return", "You left the game", "Undo")
    press(app, "Return")
    time.sleep(0.5)  # the game slides in
    expect_title(app, "Return on the row", "Level 3")
    tab_to(app, "Tab through the game page", "push button 'Leave Game…'")
    press(app, "Return")
    time.sleep(0.5)
    expect(app, "Return on Leave Game…", 2, "push button 'No'")
    press(app, "alt+n")
    time.sleep(0.5)
    expect(app, "Alt+N (mnemonic of No)", 1, "push button 'Leave Game…'")
    click_back_button(app)
    time.sleep(0.5)  # the pop slides back home
    expect(app, "mouse back button", 1, "list item 'Leave the game'")
    press(app, "Return")
    time.sleep(0.5)  # the game slides in
    expect_title(app, "Return on the row", "Level 3")
    press(app, "alt+Left")
    time.sleep(0.5)  # and back out
    expect(app, "Alt+Left", 1, "list item 'Leave the game'")
    press(app, "Down")
    expect(app, "Down", 1, "list item 'Difficulty'")
    press(app, "Return")
    time.sleep(0.5)  # the popover opens
    where = focus_in_top_window(app)[1]
    print(f"Return on Difficulty: focus on {where}")
    if where != "radio button 'Normal'":
        print("KEYBOARD=failed: the difficulty popover should open with focus on its current choice, Normal")
        return 1
    press(app, "Escape")
    time.sleep(0.5)
    expect(app, "Escape closes the popover", 1, "list item 'Difficulty'")
    press(app, "ctrl+q")
    deadline = time.time() + 10
    while time.time() < deadline and find_app(timeout=0.5) is not None:
        time.sleep(0.2)
    if find_app(timeout=0.5) is not None:
        print("KEYBOARD=failed: Ctrl+Q did not quit")
        return 1
    print("Ctrl+Q: quit")
    print("KEYBOARD=ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
