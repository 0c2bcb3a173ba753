"""Every namespace read, the overrides applied: which types are generated, under which Swift names."""

import re
import tomllib
from pathlib import Path

import gir

HERE = Path(__file__).resolve().parent
GIR_DIR = Path("/usr/share/gir-1.0")
MAX_VERSION = {"GObject": (2, 74), "Gio": (2, 74), "GLib": (2, 74)}
MODULES = {"GObject": "ClewGObject", "Gio": "ClewGio"}
GENERATED = ["GObject", "Gio"]  # in dependency order
GIO_HEADER = Path("/usr/include/glib-2.0/gio/gio.h")
# The C module each namespace's generated files import: Gio's also reaches gio-unix-2.0's headers
# (desktop app info, Unix streams and mounts) and the settings backend (Sources/CGioUnix/CGioUnix.h).
C_MODULES = {"GObject": "CGio", "Gio": "CGioUnix"}
EXTRA_HEADERS_FILE = Path(__file__).resolve().parents[3] / "Sources" / "CGioUnix" / "CGioUnix.h"


def headers_in_gio_h():
    """The headers that <gio/gio.h> (CGio's) includes, directly or not: gio-unix-2.0's are not among them."""
    seen, pending = set(), ["gio.h"]
    while pending:
        header = pending.pop()
        path = GIO_HEADER.parent / header
        if header in seen or not path.exists():
            continue
        seen.add(header)
        pending += re.findall(r"#include\s+<gio/([\w.]+)>", path.read_text())
    return seen


def headers_in_c_module():
    """The gio headers CGioUnix's umbrella header includes besides <gio/gio.h>."""
    if not EXTRA_HEADERS_FILE.exists():
        return set()
    return set(re.findall(r"#include\s+<gio/([\w.]+)>", EXTRA_HEADERS_FILE.read_text()))


class World:
    def __init__(self):
        self.namespaces = {}
        self.objects = {}
        self.enums = {}
        self.records = set()
        self.callbacks = set()
        self.overrides = {}
        for name in ["GLib"] + GENERATED:
            namespace = gir.parse_namespace(GIR_DIR / f"{name}-2.0.gir", MAX_VERSION[name])
            self.namespaces[name] = namespace
            self.records |= namespace.records
            self.callbacks |= namespace.callbacks
            for enum_name, enum in namespace.enums.items():
                self.enums[enum_name] = enum
            if name in GENERATED:
                for object_type in namespace.classes.values():
                    self.objects[object_type.qualified] = object_type
                path = HERE / "overrides" / f"{name}.toml"
                self.overrides[name] = tomllib.loads(path.read_text()) if path.exists() else {}
        self.gio_headers = headers_in_gio_h() | headers_in_c_module()
        self.children = {}
        for object_type in self.objects.values():
            if object_type.parent:
                self.children.setdefault(object_type.parent, []).append(object_type.qualified)

    def namespace_of(self, qualified):
        return qualified.split(".", 1)[0]

    def override(self, qualified, table):
        namespace = self.namespace_of(qualified)
        return self.overrides.get(namespace, {}).get(table, {})

    def skip_reason(self, qualified):
        """Why an eligible item is left out by the overrides, or None. Keys: `Type`, `Type.member`."""
        namespace = self.namespace_of(qualified)
        key = qualified.split(".", 1)[1]
        return self.overrides.get(namespace, {}).get("skip", {}).get(key)

    def header_reason(self, namespace, header):
        """Why a Gio declaration is out of reach: its header is not among <gio/gio.h>'s."""
        if namespace == "Gio" and header and header not in self.gio_headers:
            return f"declared in {header}, which neither <gio/gio.h> nor Sources/CGioUnix/CGioUnix.h includes"
        return None

    def type_skip(self, qualified):
        """None when the type is generated, else why not (an eligible type left out)."""
        object_type = self.objects[qualified]
        if not object_type.available:
            return object_type.reason_unavailable
        reason = self.skip_reason(qualified)
        if reason:
            return reason
        reason = self.header_reason(object_type.namespace, object_type.header)
        if reason:
            return reason
        if object_type.parent and object_type.parent not in self.objects:
            return f"parent {object_type.parent} not generated"
        if object_type.parent and self.type_skip(object_type.parent):
            return f"parent {object_type.parent} not generated"
        for other in object_type.prerequisites:
            if other not in self.objects:
                return f"prerequisite {other} not generated"
        return None

    def generates_type(self, qualified):
        return qualified in self.objects and self.type_skip(qualified) is None

    def enum_reason(self, qualified):
        enum = self.enums[qualified]
        namespace = self.namespace_of(qualified)
        if namespace not in GENERATED:
            return f"{namespace} not generated"
        if not enum.available:
            return enum.reason_unavailable
        return self.skip_reason(qualified)

    def generates_enum(self, qualified):
        return qualified in self.enums and self.enum_reason(qualified) is None

    def swift_name(self, qualified):
        renames = self.override(qualified, "rename")
        short = qualified.split(".", 1)[1]
        return renames.get(short, short)

    def fallback_name(self, interface):
        return "Any" + self.swift_name(interface.qualified)

    def ancestors(self, qualified):
        result = []
        current = self.objects[qualified].parent
        while current and current in self.objects:
            result.append(current)
            current = self.objects[current].parent
        return result

    def interfaces_of(self, qualified):
        """All interfaces a class implements, its ancestors' included, prerequisites closed over."""
        result = set()
        for name in [qualified] + self.ancestors(qualified):
            pending = list(self.objects[name].implements)
            while pending:
                interface = pending.pop()
                if interface in result or interface not in self.objects:
                    continue
                result.add(interface)
                pending += self.objects[interface].prerequisites
        return result

    def is_initially_unowned(self, qualified):
        return "GObject.InitiallyUnowned" in self.ancestors(qualified) or qualified == "GObject.InitiallyUnowned"
