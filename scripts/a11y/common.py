"""What the AT-SPI scripts share: finding clew-demo on the bus and searching its accessible tree."""
import time

import pyatspi


def find_apps(name="clew-demo", timeout=20):
    """Every application called `name` on the AT-SPI bus, waiting up to `timeout` s for one."""
    deadline = time.time() + timeout
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [desktop.getChildAtIndex(index) for index in range(desktop.childCount)]
        apps = [app for app in apps if app is not None and app.name == name]
        if apps or time.time() >= deadline:
            return apps
        time.sleep(0.2)


def find_app(name="clew-demo", timeout=20):
    """The first application called `name`, or None."""
    apps = find_apps(name, timeout)
    return apps[0] if apps else None


def find(node, predicate):
    """The first node under `node` (itself included) for which `predicate` holds, or None."""
    try:
        if predicate(node):
            return node
        children = [node.getChildAtIndex(index) for index in range(node.childCount)]
    except Exception:  # the node went away while we read it
        return None
    for child in children:
        if child is not None:
            found = find(child, predicate)
            if found is not None:
                return found
    return None


def has_label(node, text):
    """Whether a label reading `text` is under `node`."""
    return find(node, lambda each: each.getRole() == pyatspi.ROLE_LABEL and each.name == text) is not None


def focused(node):
    """The node with keyboard focus under `node`, or None."""
    return find(node, lambda each: each.getState().contains(pyatspi.STATE_FOCUSED))
