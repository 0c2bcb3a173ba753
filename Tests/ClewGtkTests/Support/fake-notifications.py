#!/usr/bin/python3
"""A fake org.freedesktop.Notifications service for the notification tests.

Starts a session bus of its own (dbus-daemon, waited for at the end: dbus-run-session leaves its daemon to
whoever adopts orphans, and a container's first process that never reaps them kept it as a zombie), owns the name on
it, then starts the command after "--" with GNOTIFICATION_BACKEND=freedesktop, prints what it receives, one line each:

    NOTIFY <id> app=<app_name> icon=<app_icon> summary=<summary> body=<body> actions=<a|b|...> urgency=<n> image=<path>
    CLOSE <id>

and clicks: the notification titled "First" on its body ("default"), the one titled "Second" on its first
button (the action key after "default" and its empty label), by emitting ActionInvoked. Exits with the command's status.
CLEW_FAKE_NOTIFICATIONS_CLICK names another title whose notifications are clicked on their body (the Contacts
example's "Import finished").
"""
import os
import subprocess
import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.Notifications">
    <method name="Notify">
      <arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
      <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
      <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/><arg type="u" direction="out"/>
    </method>
    <method name="CloseNotification"><arg type="u" direction="in"/></method>
    <method name="GetCapabilities"><arg type="as" direction="out"/></method>
    <method name="GetServerInformation">
      <arg type="s" direction="out"/><arg type="s" direction="out"/><arg type="s" direction="out"/>
      <arg type="s" direction="out"/>
    </method>
    <signal name="ActionInvoked"><arg type="u"/><arg type="s"/></signal>
    <signal name="NotificationClosed"><arg type="u"/><arg type="u"/></signal>
  </interface>
</node>
"""

def start_bus():
    """A private session bus: its daemon is this script's child, so this script ends it and waits for it."""
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = daemon.stdout.readline().decode().strip()
    return daemon


bus_daemon = start_bus()
loop = GLib.MainLoop()
state = {"next": 1, "status": 1}


def say(line):
    print(line, flush=True)


def invoke(connection, notification, action):
    connection.emit_signal(None, "/org/freedesktop/Notifications", "org.freedesktop.Notifications",
                           "ActionInvoked", GLib.Variant("(us)", (notification, action)))
    return False


def on_call(connection, sender, path, interface, method, parameters, invocation):
    if method == "Notify":
        app, replaces, icon, summary, body, actions, hints, _ = parameters.unpack()
        number = replaces or state["next"]
        state["next"] += 1
        say(f"NOTIFY {number} app={app} icon={icon} summary={summary} body={body} "
            f"actions={'|'.join(actions)} urgency={hints.get('urgency', '')} image={hints.get('image-path', '')}")
        invocation.return_value(GLib.Variant("(u)", (number,)))
        if summary == "First" or summary == os.environ.get("CLEW_FAKE_NOTIFICATIONS_CLICK"):
            GLib.timeout_add(100, invoke, connection, number, "default")
        elif summary == "Second":
            GLib.timeout_add(300, invoke, connection, number, actions[2])
    elif method == "CloseNotification":
        say(f"CLOSE {parameters.unpack()[0]}")
        invocation.return_value(None)
    elif method == "GetCapabilities":
        invocation.return_value(GLib.Variant("(as)", (["actions", "body"],)))
    else:
        invocation.return_value(GLib.Variant("(ssss)", ("fake", "clew", "1", "1.2")))


def start_child():
    environment = dict(os.environ, GNOTIFICATION_BACKEND="freedesktop")
    child = subprocess.Popen(sys.argv[sys.argv.index("--") + 1:], env=environment)
    state["child"] = child

    def exited(pid, status):
        state["status"] = os.waitstatus_to_exitcode(status)
        loop.quit()

    GLib.child_watch_add(GLib.PRIORITY_DEFAULT, child.pid, exited)


def on_name(connection, name):
    start_child()


def on_bus(connection, name):
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    connection.register_object("/org/freedesktop/Notifications", info, on_call, None, None)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.Notifications", Gio.BusNameOwnerFlags.NONE,
                 on_bus, on_name, lambda *_: loop.quit())
# CLEW_FAKE_NOTIFICATIONS_TIMEOUT: seconds before giving up (more under valgrind).
GLib.timeout_add_seconds(int(os.environ.get("CLEW_FAKE_NOTIFICATIONS_TIMEOUT", "30")), loop.quit)
loop.run()
# Given up on, the command goes too: nothing this script started outlives it.
if "child" in state and state["child"].poll() is None:
    state["child"].terminate()
    try:
        state["child"].wait(timeout=5)
    except subprocess.TimeoutExpired:
        state["child"].kill()
        state["child"].wait()
bus_daemon.terminate()
try:
    bus_daemon.wait(timeout=5)
except subprocess.TimeoutExpired:
    bus_daemon.kill()
    bus_daemon.wait()
sys.exit(state["status"])
