"""Every namespace read, the overrides applied: which types are generated, under which Swift names."""

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import gir

HERE = Path(__file__).resolve().parent
GIR_DIR = Path("/usr/share/gir-1.0")


@dataclass(frozen=True)
class Config:
    """One generated namespace: its GIR file, the newest version eligible, the Swift module and folder it is
    written to, the C module its files import, the modules they import besides ClewGObject, and its core
    module: the types the hand-written layers use (the overrides' `[core]` table, their ancestors), which
    ClewGtk and ClewAdwaita link instead of the whole namespace (the full module re-exports it)."""

    gir: str
    max_version: tuple
    module: str
    folder: str
    c_module: str
    imports: tuple = ()
    core: str = ""
    # The C module the core module's files import, when narrower than the full module's: every program built on
    # ClewGtk loads (in the compiler) the C modules its cores import, and CGioUnix and CGtkUnixPrint each bring a
    # second copy of GIO's or GTK's headers. A core type declared in a header only the wider module has stops the
    # generator (`World.check_core_headers`).
    core_c_module: str = ""


# In dependency order. The versions are Debian 12's (GLib 2.74, Pango 1.50, GTK 4.8, libadwaita 1.2):
# nothing newer is eligible. Gsk lives in ClewGdk (a few classes; its render nodes are fundamental types).
# GObject is not split: every module needs its base classes, and it has only 31 classes.
NAMESPACES = {
    "GObject": Config("GObject-2.0", (2, 74), "ClewGObject", "Generated", "CGio", (), "ClewGObject"),
    "Gio": Config("Gio-2.0", (2, 74), "ClewGio", "Generated", "CGioUnix", (), "ClewGioCore", "CGio"),
    "Pango": Config("Pango-1.0", (1, 50), "ClewPango", "Generated", "CGtk", ("ClewGio",), "ClewPangoCore"),
    "Gdk": Config("Gdk-4.0", (4, 8), "ClewGdk", "Generated", "CGtk", ("ClewGio", "ClewPango"), "ClewGdkCore"),
    "Gsk": Config("Gsk-4.0", (4, 8), "ClewGdk", "GeneratedGsk", "CGtk", ("ClewGio", "ClewPango"), "ClewGdkCore"),
    "Gtk": Config("Gtk-4.0", (4, 8), "ClewGtkBindings", "Generated", "CGtkUnixPrint", ("ClewGio", "ClewPango", "ClewGdk"),
                  "ClewGtkCore", "CGtk"),
    "Adw": Config("Adw-1", (1, 2), "ClewAdwBindings", "Generated", "CAdw", ("ClewGio", "ClewPango", "ClewGdk", "ClewGtkBindings"),
                  "ClewAdwCore"),
}
# A full module's core module (`ClewGio` → `ClewGioCore`).
CORE_OF = {config.module: config.core for config in NAMESPACES.values()}
GENERATED = list(NAMESPACES)
MODULES = {name: config.module for name, config in NAMESPACES.items()}
# GLib is not generated, but the enums and flags of its own that GIO's API takes are, into ClewGObject
# (`GLibEnumerations`, in its generated `Types.swift`): GIO's sockets wait for an `IOCondition`, its streams seek by a `SeekType`,
# `GApplication`'s options have `OptionFlags` and an `OptionArg`.
GLIB_ENUMS = {"GLib.IOCondition", "GLib.SeekType", "GLib.OptionFlags", "GLib.OptionArg"}
MODULES["GLib"] = "ClewGObject"
C_MODULES = {name: config.c_module for name, config in NAMESPACES.items()}
# Whose boxed records become classes on BoxedRecord (GObject's and GLib's are bound by hand, or not yet).
BOXED_NAMESPACES = {"Gio", "Pango", "Gdk", "Gsk", "Gtk", "Adw"}
# What scripts/bindings-coverage reports when no namespace is named (Pango and Gsk: `coverage Pango`).
REPORTED = ["GObject", "Gio", "Gdk", "Gtk", "Adw"]
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
        self.boxed = {}  # qualified -> boxed record (ObjectType of kind "record") of a generated namespace
        self.enums = {}
        self.records = set()
        self.callbacks = set()
        self.callback_defs = {}
        self.overrides = {}
        self.current = None  # the namespace being written: references to other modules' types are qualified
        # Which of its two modules is being written: "core" (its core module) or "rest" (the full module).
        self.part = "rest"
        # The qualified names of the types in core modules: classes, interfaces, enums, flags, boxed records.
        self.core = set()
        # The Swift names of the members a core class or interface keeps in its core module (the overrides'
        # `[core-members]`), by its qualified name: the rest go to its extension in the full module.
        self.core_members = {}
        # While set (the emitter's first pass), every enum, flags and boxed record counts as core, and those
        # that core members name are collected: they become core too (`Emitter.discover_core`).
        self.discovering = False
        # The types the member being written names (through `qualifier`), or None: where it can go.
        self.mentions = None
        self.ineligible = {}  # qualified name -> reason: what GTK 4.10 deprecates (overrides' [deprecated])
        for name in ["GLib"] + GENERATED:
            config = NAMESPACES.get(name, Config("GLib-2.0", (2, 74), "", "", ""))
            namespace = gir.parse_namespace(GIR_DIR / f"{config.gir}.gir", config.max_version)
            self.namespaces[name] = namespace
            self.records |= namespace.records
            self.callbacks |= namespace.callbacks
            self.callback_defs.update(namespace.callback_defs)
            for enum_name, enum in namespace.enums.items():
                self.enums[enum_name] = enum
            if name in GENERATED:
                for object_type in namespace.classes.values():
                    self.objects[object_type.qualified] = object_type
                if name in BOXED_NAMESPACES:
                    for record in namespace.boxed.values():
                        self.boxed[record.qualified] = record
                path = HERE / "overrides" / f"{name}.toml"
                self.overrides[name] = tomllib.loads(path.read_text()) if path.exists() else {}
        for name in GENERATED:
            self.apply_deprecations(name)
            self.apply_accessors(name)
            self.apply_parameters(name)
        self.gio_headers = headers_in_gio_h() | headers_in_c_module()
        self.children = {}
        for object_type in self.objects.values():
            if object_type.parent:
                self.children.setdefault(object_type.parent, []).append(object_type.qualified)
        self.apply_core()

    def apply_core(self):
        """The overrides' `[core]` tables: the types the hand-written layers (ClewGtk, ClewAdwaita, ClewImagesGtk)
        use, which go to the namespace's core module with their ancestors, the prerequisites of interfaces and,
        for a fundamental root, its subclasses (its `subclass(named:)` names them). The core's enums, flags and
        boxed records are those its members name (`Emitter.discover_core`)."""
        pending = []
        for ns in GENERATED:
            for name in self.overrides.get(ns, {}).get("core", {}):
                qualified = f"{ns}.{name}"
                if qualified in self.enums and self.generates_enum(qualified):
                    self.core.add(qualified)
                    continue
                if qualified not in self.objects or not self.generates_type(qualified):
                    raise SystemExit(f"overrides/{ns}.toml [core] names what is not a generated class, interface or enum: {name}")
                pending.append(qualified)
        for ns in GENERATED:
            for name, members in self.overrides.get(ns, {}).get("core-members", {}).items():
                qualified = f"{ns}.{name}"
                if qualified not in self.objects or not isinstance(members, list):
                    raise SystemExit(f"overrides/{ns}.toml [core-members] names what is not a class or interface with a list: {name}")
                self.core_members[qualified] = set(members)
        while pending:
            qualified = pending.pop()
            if qualified in self.core or self.namespace_of(qualified) == "GObject":
                continue
            self.core.add(qualified)
            object_type = self.objects[qualified]
            if object_type.parent in self.objects:
                pending.append(object_type.parent)
            pending += [p for p in object_type.prerequisites if p in self.objects]
            if object_type.fundamental and self.fundamental_root(qualified) is object_type:
                pending += [t.qualified for t in self.objects.values() if t.fundamental and t is not object_type
                            and self.generates_type(t.qualified) and self.fundamental_root(t.qualified) is object_type]
        self.check_core_headers()
        for qualified in self.core_members:
            if qualified not in self.core:
                raise SystemExit(f"[core-members] names {qualified}, which is not in a core module ([core] and its ancestors)")

    def check_core_headers(self):
        """A core type must be declared in a header its core's C module includes (`Config.core_c_module`): GIO's
        in <gio/gio.h>'s (not gio-unix-2.0's), GTK's in <gtk/gtk.h> (not gtkunixprint.h's)."""
        unix_print = Path("/usr/include/gtk-4.0/unix-print/gtk/gtkunixprint.h")
        print_headers = set(re.findall(r"#include\s+<(gtk/[\w.-]+)>", unix_print.read_text())) if unix_print.exists() else set()
        in_gio_h = headers_in_gio_h()
        for qualified in sorted(self.core):
            object_type = self.objects.get(qualified)
            header = object_type.header if object_type else None
            if not header:
                continue
            ns = self.namespace_of(qualified)
            if (ns == "Gio" and header not in in_gio_h) or (ns == "Gtk" and header in print_headers):
                raise SystemExit(f"core type {qualified} is declared in {header}, which {NAMESPACES[ns].core_c_module} "
                                 f"does not include: see Config.core_c_module")

    def keeps_in_core(self, qualified, names):
        """Whether a member of the class or interface `qualified` that declares the Swift `names` goes to its core
        module (if every type it names is core too): a GObject type keeps all its members (ClewGObject is not
        split), a core type those its `[core-members]` entry names. The core is what the hand-written layers use,
        and no more: every closure a member holds (a signal's handler) is a context metadata record, and every
        enum it names brings its conformances, which the dynamic linker relocates in every program at start-up."""
        if qualified is None or self.namespace_of(qualified) == "GObject":
            return True
        return bool(self.core_members.get(qualified, set()) & set(names))

    def is_core(self, qualified):
        """Whether a type lives in its namespace's core module (GObject's and GLib's: ClewGObject, seen by all)."""
        if self.namespace_of(qualified) in ("GObject", "GLib"):
            return True
        if self.discovering and (qualified in self.enums or qualified in self.boxed):
            return True
        return qualified in self.core

    def module_of(self, qualified):
        """The Swift module a type lives in."""
        ns = self.namespace_of(qualified)
        if ns not in NAMESPACES:
            return MODULES.get(ns)
        return NAMESPACES[ns].core if self.is_core(qualified) else NAMESPACES[ns].module

    def spelled_bare(self, module):
        """Whether the namespace being written spells a type of `module` without its module's name: its full
        module's own types, and GObject's within ClewGObject. A core type is spelled with its core module's name
        even there (`ClewGtkCore.Widget` in ClewGtkCore), so that a member's text means the same in the core
        module and in the full module's extension, wherever it goes (`Emitter.place`)."""
        if self.current is None:
            return True
        return module == NAMESPACES[self.current].module and (module != NAMESPACES[self.current].core or self.current == "GObject")

    def core_qualifier(self, ns):
        """`ClewGdkCore.`: the module of what a namespace binds by hand (Graphene's values and cairo's region live
        in ClewGdkCore)."""
        module = NAMESPACES[ns].core
        return "" if self.spelled_bare(module) else module + "."

    def apply_deprecations(self, ns):
        """The overrides' `[deprecated]` table: what a later version deprecates that the GIR here does not mark
        (GTK 4.10's list), made ineligible like a GIR `deprecated` attribute. Keys: `Type`, `Type:property`,
        `Type::signal`, or a function's C name."""
        table = self.overrides.get(ns, {}).get("deprecated", {})
        if not table:
            return
        namespace = self.namespaces[ns]
        found = set()
        for object_type in namespace.classes.values():
            reason = table.get(object_type.name)
            if reason and object_type.available:
                object_type.available, object_type.reason_unavailable = False, reason
            if reason:
                found.add(object_type.name)
            for prop in object_type.properties:
                key = f"{object_type.name}:{prop.name}"
                if key in table:
                    prop.available, prop.reason_unavailable = False, table[key]
                    found.add(key)
            for signal in object_type.signals:
                key = f"{object_type.name}::{signal.name}"
                if key in table:
                    signal.available, signal.reason_unavailable = False, table[key]
                    found.add(key)
            for function in object_type.constructors + object_type.methods + object_type.functions:
                if function.cname in table:
                    function.available, function.reason_unavailable = False, table[function.cname]
                    found.add(function.cname)
        for enum_name, enum in namespace.enums.items():
            key = enum_name.split(".", 1)[1]
            if key in table:
                enum.available, enum.reason_unavailable = False, table[key]
                found.add(key)
        unknown = sorted(set(table) - found)
        if unknown:
            raise SystemExit(f"overrides/{ns}.toml [deprecated] names what {ns}'s GIR does not have: {unknown}")

    def apply_accessors(self, ns):
        """The overrides' `[getters]` and `[setters]` tables: the C accessor of a property the GIR does not name
        (`"DBusConnection:closed" = "g_dbus_connection_is_closed"`)."""
        namespace = self.namespaces[ns]
        for table, field in (("getters", "getter"), ("setters", "setter")):
            entries = self.overrides.get(ns, {}).get(table, {})
            found = set()
            for object_type in namespace.classes.values():
                for prop in object_type.properties:
                    key = f"{object_type.name}:{prop.name}"
                    if key in entries:
                        setattr(prop, field, entries[key])
                        found.add(key)
            unknown = sorted(set(entries) - found)
            if unknown:
                raise SystemExit(f"overrides/{ns}.toml [{table}] names what {ns}'s GIR does not have: {unknown}")

    def apply_parameters(self, ns):
        """The overrides' `[parameters]` table: what the GIR says wrong about a parameter or return value. Keys
        `"c_function.parameter"` (or `.return`); values a table of `direction`, `transfer` and/or `length` (the
        parameter that holds a returned array's length)."""
        entries = self.overrides.get(ns, {}).get("parameters", {})
        found = set()
        for object_type in list(self.namespaces[ns].classes.values()) + list(self.namespaces[ns].boxed.values()):
            for function in object_type.constructors + object_type.methods + object_type.functions:
                for index, param in enumerate(function.params + [function.ret]):
                    name = "return" if param is function.ret else param.name
                    fix = entries.get(f"{function.cname}.{name}")
                    if fix is None:
                        continue
                    found.add(f"{function.cname}.{name}")
                    if "direction" in fix:
                        param.direction = fix["direction"]
                    if "transfer" in fix:
                        param.transfer = fix["transfer"]
                    if "length" in fix:
                        names = [p.name for p in function.params]
                        param.type.length_index = names.index(fix["length"])
                        param.type.has_length, param.type.zero_terminated = True, False
        unknown = sorted(set(entries) - found)
        if unknown:
            raise SystemExit(f"overrides/{ns}.toml [parameters] names what {ns}'s GIR does not have: {unknown}")

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
        if object_type.fundamental and self.fundamental_root(qualified).ref_func is None:
            return "fundamental type with no ref function"
        if object_type.parent and object_type.parent not in self.objects:
            return f"parent {object_type.parent} not generated"
        if object_type.parent and self.type_skip(object_type.parent):
            return f"parent {object_type.parent} not generated"
        for other in object_type.prerequisites:
            if other not in self.objects:
                return f"prerequisite {other} not generated"
        return None

    def fundamental_root(self, qualified):
        """The root of a fundamental type's hierarchy (`Gdk.Event` for `Gdk.KeyEvent`)."""
        object_type = self.objects[qualified]
        while object_type.parent in self.objects and self.objects[object_type.parent].fundamental:
            object_type = self.objects[object_type.parent]
        return object_type

    def generates_type(self, qualified):
        return qualified in self.objects and self.type_skip(qualified) is None

    def enum_reason(self, qualified):
        enum = self.enums[qualified]
        namespace = self.namespace_of(qualified)
        if namespace not in GENERATED and qualified not in GLIB_ENUMS:
            return f"{namespace} not generated"
        if not enum.available:
            return enum.reason_unavailable
        return self.skip_reason(qualified)

    def boxed_reason(self, qualified):
        """None when the boxed record is generated, else why not."""
        record = self.boxed[qualified]
        if not record.available:
            return record.reason_unavailable
        reason = self.skip_reason(qualified)
        if reason:
            return reason
        return self.header_reason(record.namespace, record.header)

    def generates_enum(self, qualified):
        return qualified in self.enums and self.enum_reason(qualified) is None

    def swift_name(self, qualified):
        renames = self.override(qualified, "rename")
        short = qualified.split(".", 1)[1]
        return renames.get(short, short)

    def fallback_name(self, interface):
        """The interface's fallback class as a mention spells it (`ClewGtkCore.AnyEditable`)."""
        return self.qualifier(interface.qualified) + self.fallback_declared_name(interface)

    def fallback_declared_name(self, interface):
        """The interface's fallback class as its declaration spells it (`AnyEditable`)."""
        return "Any" + self.swift_name(interface.qualified)

    def qualifier(self, qualified):
        """`ClewGio.` for a type of another module than the one being written, else nothing: a core type is
        spelled with its core module's name (`ClewGtkCore.Widget`) everywhere else, its full module's included."""
        if self.mentions is not None:
            self.mentions.add(qualified)
        module = self.module_of(qualified)
        if module is None or self.spelled_bare(module):
            return ""
        return module + "."

    def ref(self, qualified):
        """The Swift spelling of a type from the namespace being written: module-qualified when it is another's
        (`ClewGio.Application` in Gtk's `Application: ClewGio.Application`)."""
        return self.qualifier(qualified) + self.swift_name(qualified)

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
