"""Reads clew-demo's accessible tree over AT-SPI, as Orca does, and lists what a screen-reader
user would trip over. Run by scripts/a11y-audit with Debian's /usr/bin/python3 (python3-pyatspi).

    audit.py SCENARIO [KIND]    prints one line per problem, then "PROBLEMS=N"; exit 1 if N > 0
                                KIND "alert": the scenario opens an alert; "shortcuts": the audit opens
                                the keyboard shortcuts window (Ctrl+/) and reads it with the main window

Problems:
- an interactive element (button, toggle, check box, radio button, list item, text field, menu
  item, slider) with no name, with a widget class name for a name ("GtkImage", "GtkButton"), or
  with a mnemonic's underscore read out ("_Leave");
- a non-interactive image that is exposed (not hidden) with no real name: noise for Orca;
- an alert shown as something other than an alert dialog: AT-SPI role "alert" (GTK 4.10+ maps
  its alert-dialog role there) or "dialog" (GTK 4.8 does), not a plain frame or filler;
- a picker (radio buttons) whose current choice is not exposed as checked;
- an alert dialog with no name, or whose message (the label after its title) is not its description;
- an alert or notification (a toast, an image's error) with no name and no text inside;
- a progress bar that does not expose its value (AT-SPI Value interface);
- a control a scenario must expose by name (EXPECTED: the widgets scenario's file-drop zone) that is
  missing, hidden, or named otherwise (in AUDIT_LANGUAGE's words when it is set);
- with AUDIT_LANGUAGE set (scripts/a11y-audit passes CLEW_A11Y_LANGUAGE, e.g. "de"): a name or text still
  in English although po/*/LANGUAGE.po translates it. Each interactive element's name is printed too
  ("name: push button 'Zurück'"), so a run shows what Orca reads.
"""
import json
import os
import re
import subprocess
import sys
import time

import pyatspi

from common import find, find_app

LANGUAGE = os.environ.get("AUDIT_LANGUAGE", "")


def po_strings(path):
    """msgid → msgstr of a .po file's single, complete translations (no plurals)."""
    def unquote(text):
        return re.sub(r'\\(.)', lambda match: {"n": "\n", "t": "\t"}.get(match.group(1), match.group(1)), text)
    pairs, field, values = {}, None, {}
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$', line)
        if match:
            field = match.group(1)
            values[field] = unquote(match.group(2))
        elif line.startswith('"') and field:
            values[field] += unquote(line[1:-1])
        elif not line.strip():
            if values.get("msgid") and values.get("msgstr") and "msgid_plural" not in values:
                pairs[values["msgid"]] = values["msgstr"]
            field, values = None, {}
    return pairs


def untranslated_english():
    """The English strings the language translates differently: seen on screen, they were missed."""
    if not LANGUAGE:
        return set()
    english, translated = set(), set()
    for domain in ("clew", "clew-demo"):
        path = os.path.join(os.path.dirname(__file__), "..", "..", "po", domain, LANGUAGE + ".po")
        for msgid, msgstr in po_strings(path).items():
            translated.add(msgstr)
            if msgstr != msgid and "%" not in msgid:
                english.add(msgid)
    return english - translated


ENGLISH = untranslated_english()

# What a scenario must expose, by role and name (the English name; the audit looks for its translation when
# AUDIT_LANGUAGE is set): nothing else tells a screen-reader user that the area takes drops.
EXPECTED = {
    "widgets": [(pyatspi.ROLE_LABEL, "Drop zone: files dropped here are listed")],
}


def translated(name):
    """`name` in AUDIT_LANGUAGE's words (from po/clew-demo), or as it is in English."""
    if not LANGUAGE:
        return name
    path = os.path.join(os.path.dirname(__file__), "..", "..", "po", "clew-demo", LANGUAGE + ".po")
    return po_strings(path).get(name, name)


def check_expected(scenario, windows, problems):
    """Every control `scenario` must expose is there by its role and name, and visible."""
    for role, english in EXPECTED.get(scenario, []):
        name = translated(english)
        found = None
        for window in windows:
            found = found or find(window, lambda node: node.getRole() == role and node.name == name)
        if found is None:
            problems.append(f"no element with role {role} named {name!r}")
        elif not found.getState().contains(pyatspi.STATE_VISIBLE):
            problems.append(f"{name!r} is exposed but not visible")
        else:
            print(f"exposed: {found.getRoleName()} {name!r}")

INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_TEXT,
    pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_LINK,
}


def is_class_name(name):
    return name.startswith("Gtk") and " " not in name


def has_mnemonic_marker(name):
    return re.search(r"(^|\s)_[^\s_]", name) is not None


def is_said_twice(name):
    # "Light Light": a label and a labelled-by relation naming the same control, read one after the other.
    words = name.split()
    half = len(words) // 2
    return len(words) >= 2 and len(words) % 2 == 0 and words[:half] == words[half:]


def walk(node, path, problems, alerts):
    try:
        role = node.getRole()
        name = node.name or ""
        states = node.getState()
    except Exception:  # the node went away while we read it
        return
    here = f"{path}/{node.getRoleName()} {name!r}"
    if not states.contains(pyatspi.STATE_VISIBLE):
        return
    if role in INTERACTIVE and (not name.strip() or is_class_name(name)):
        problems.append(f"unnamed {node.getRoleName()}: {here}")
    if name in ENGLISH:
        problems.append(f"name in English, not {LANGUAGE}: {here}")
    if LANGUAGE and role in INTERACTIVE and name.strip():
        print(f"name: {node.getRoleName()} {name!r}")
    if role in INTERACTIVE and is_said_twice(name):
        problems.append(f"name said twice: {here}")
    if role in INTERACTIVE and has_mnemonic_marker(name):
        problems.append(f"mnemonic underscore in the name of {node.getRoleName()}: {here}")
    if role == pyatspi.ROLE_IMAGE and (not name.strip() or is_class_name(name)):
        problems.append(f"exposed decorative image: {here}")
    if role in (pyatspi.ROLE_ALERT, pyatspi.ROLE_DIALOG):
        alerts.append(node)
        check_alert(node, here, problems)
    if role in (pyatspi.ROLE_NOTIFICATION, pyatspi.ROLE_ALERT):
        if not name.strip() and not label_texts(node):
            problems.append(f"alert with nothing to read: {here}")
    if role == pyatspi.ROLE_PROGRESS_BAR:
        try:
            value = node.queryValue()
            if value.maximumValue <= value.minimumValue:
                problems.append(f"progress bar with no range: {here}")
        except NotImplementedError:
            problems.append(f"progress bar without a value: {here}")
    radios = []
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is None:
            continue
        if child.getRole() == pyatspi.ROLE_RADIO_BUTTON:
            radios.append(child)
        walk(child, here, problems, alerts)
    if radios and not any(r.getState().contains(pyatspi.STATE_CHECKED) for r in radios):
        problems.append(f"picker with no checked choice: {here}")


def label_texts(node):
    """The texts of the labels under `node` that are not inside buttons, in order."""
    texts = []
    try:
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is None or child.getRole() == pyatspi.ROLE_PUSH_BUTTON:
                continue
            if child.getRole() == pyatspi.ROLE_LABEL and child.name:
                texts.append(child.name)
            texts.extend(label_texts(child))
    except Exception:
        pass
    return texts


def check_alert(node, here, problems):
    """An alert dialog says its title as its name and its message as its description."""
    if node.getRole() == pyatspi.ROLE_DIALOG and not node.name.strip():
        if label_texts(node):  # a dialog that shows a title must be named by it
            problems.append(f"alert dialog with no name: {here}")
        return
    texts = label_texts(node)
    if len(texts) >= 2 and texts[0] == node.name and not (node.description or "").strip():
        problems.append(f"alert dialog whose message {texts[1]!r} is not its description: {here}")


def has_keyboard_focus(app):
    """Whether the main window has keyboard focus: sway says which view it focused; on X11, AT-SPI's
    "active" state (xdotool gives the window focus, nothing else does)."""
    if os.environ.get("SWAYSOCK"):
        tree = subprocess.run(["swaymsg", "-t", "get_tree", "-r"], timeout=10, check=False,
                              capture_output=True, text=True).stdout
        return views_focused(tree)
    window = app.getChildAtIndex(0) if app.childCount else None
    return window is not None and window.getState().contains(pyatspi.STATE_ACTIVE)


def views_focused(tree_json):
    """Whether sway's tree has a focused view (a window, not the output or workspace)."""

    def walk_nodes(node):
        if node.get("focused") and node.get("app_id"):
            return True
        return any(walk_nodes(child) for child in node.get("nodes", []) + node.get("floating_nodes", []))

    try:
        return walk_nodes(json.loads(tree_json))
    except ValueError:
        return False


def open_shortcuts_window(app):
    """Presses Ctrl+/ in the main window (xdotool on X11, wtype under sway) until a second window shows.

    Keys go to the focused window, so they are typed once the main window is active: under load a
    compositor can map and focus the window seconds after it appears on the AT-SPI bus, and keys
    typed before that reach no one.
    """
    deadline = time.time() + 20
    while app.childCount < 1 and time.time() < deadline:
        time.sleep(0.2)
    if os.environ.get("WAYLAND_DISPLAY"):
        keys = ["wtype", "-M", "ctrl", "-k", "slash", "-m", "ctrl"]
    else:
        # Without a window manager nothing gives the window X input focus; xdotool does.
        subprocess.run(["xdotool", "search", "--name", "^Clew Demo$", "windowfocus", "--sync"], timeout=10,
                       check=False, capture_output=True)
        keys = ["xdotool", "key", "ctrl+slash"]
    deadline = time.time() + 30
    while not has_keyboard_focus(app) and time.time() < deadline:
        time.sleep(0.2)
    if not has_keyboard_focus(app):
        print("shortcuts: the main window never became active, so no key could reach it")
    time.sleep(0.5)  # the first frame is drawn
    for _ in range(5):
        subprocess.run(keys, timeout=10, check=False, capture_output=True)
        wait = time.time() + 4
        while app.childCount < 2 and time.time() < wait:
            time.sleep(0.2)
        if app.childCount >= 2:
            return True
    return False


def main():
    scenario = sys.argv[1] if len(sys.argv) > 1 else "home"
    expects_alert = sys.argv[2] == "alert" if len(sys.argv) > 2 else False
    opens_shortcuts = sys.argv[2] == "shortcuts" if len(sys.argv) > 2 else False
    app = find_app(timeout=20)
    if app is None:
        print("clew-demo did not appear on the AT-SPI bus")
        return 2
    if opens_shortcuts and not open_shortcuts_window(app):
        print(f"{scenario}: the keyboard shortcuts window did not open on Ctrl+/")
        print("PROBLEMS=1")
        return 1
    if expects_alert:  # the scenario opens its alert once the main window is on screen
        deadline = time.time() + 20
        while app.childCount < 2 and time.time() < deadline:
            time.sleep(0.2)
    time.sleep(2.0)  # let the scenario's transitions and popovers settle
    problems, alerts = [], []
    for index in range(app.childCount):
        window = app.getChildAtIndex(index)
        if window is None:
            continue
        walk(window, "", problems, alerts)
        # Every window but the main one (the first) is a dialog the scenario opened.
        if index > 0 and expects_alert and window.getRole() not in (pyatspi.ROLE_ALERT, pyatspi.ROLE_DIALOG):
            problems.append(f"alert exposed as {window.getRoleName()}: {window.name!r}")
    if expects_alert and not alerts:
        problems.append("no alert exposed with the alert role")
    check_expected(scenario, [app.getChildAtIndex(index) for index in range(app.childCount)], problems)
    for problem in problems:
        print(f"{scenario}: {problem}")
    print(f"PROBLEMS={len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
