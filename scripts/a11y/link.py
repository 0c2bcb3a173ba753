"""A second launch with a link hands it to the running clew-demo (GApplication over D-Bus), which
opens it in its window; a third with a link it cannot open (no scheme: handed over as typed) exits 0
and the running instance says why in a toast. Run by scripts/a11y-audit inside its D-Bus session.

    link.py DEMO    prints "LINK=ok" or "LINK=failed: ..."; exit 1 on failure
"""
import subprocess
import sys
import time

import pyatspi

from common import find, find_apps, has_label


def main():
    demo = sys.argv[1]
    apps = find_apps(timeout=20)
    if not apps:
        print("LINK=failed: clew-demo did not appear on the AT-SPI bus")
        return 1
    time.sleep(1.0)
    second = subprocess.run([demo, "clew://settings/about"], timeout=20, capture_output=True, text=True)
    print(f"second launch: exit {second.returncode} {second.stdout.strip()} {second.stderr.strip()}".strip())
    time.sleep(1.5)
    apps = find_apps(timeout=2)
    shown = len(apps) == 1 and has_label(apps[0].getChildAtIndex(0), "About")
    print(f"running instances: {len(apps)}, About page {'shown' if shown else 'missing'}")
    if second.returncode != 0 or not shown:
        print("LINK=failed: the running instance should show the About page, alone")
        return 1
    third = subprocess.run([demo, "paywall"], timeout=20, capture_output=True, text=True)
    print(f"launch with a bad link: exit {third.returncode} {third.stdout.strip()} {third.stderr.strip()}".strip())
    time.sleep(1.5)
    apps = find_apps(timeout=2)
    toast = len(apps) == 1 and find(
        apps[0].getChildAtIndex(0),
        lambda each: each.getRole() == pyatspi.ROLE_LABEL and each.name.startswith("Could not open “paywall”: "),
    )
    print(f"running instances: {len(apps)}, toast {repr(toast.name) if toast else 'missing'}")
    if third.returncode != 0 or not toast:
        print("LINK=failed: the running instance should say in a toast why it cannot open “paywall”")
        return 1
    print("LINK=ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
