"""How a GIR type crosses between Swift and C: its Swift spelling and the conversions each way.

`resolve` answers a `Swift` description or raises `Unsupported` with the reason the coverage prints.
"""

from dataclasses import dataclass

INTEGERS = {
    "gint": "Int32", "gint32": "Int32", "guint": "UInt32", "guint32": "UInt32", "gint8": "Int8", "guint8": "UInt8",
    "guchar": "UInt8", "gchar": "Int8", "gint16": "Int16", "guint16": "UInt16", "gshort": "Int16",
    "gushort": "UInt16", "gint64": "Int64", "guint64": "UInt64", "goffset": "Int64", "glong": "Int",
    "gssize": "Int", "gintptr": "Int", "gulong": "UInt", "gsize": "UInt", "guintptr": "UInt", "gunichar": "UInt32",
    "GLib.Quark": "UInt32", "GLib.Pid": "Int32",
}
# Integers a GValue holds with a getter of the same width (the others never appear in a GValue here).
GVALUE_INTEGERS = {"Int32", "UInt32", "Int64", "UInt64", "Int", "UInt", "Int8", "UInt8"}

# GLib's own types bound by hand in ClewGObject/GLibTypes.
RECORDS = {"GLib.Variant": "Variant", "GLib.VariantType": "VariantType", "GLib.Bytes": "Bytes", "GObject.Value": "Value",
           "GLib.DateTime": "DateTime", "GLib.KeyFile": "KeyFile"}
# Other libraries' records bound by hand in a generated namespace's module: (that namespace, the Swift name).
FOREIGN_RECORDS = {"cairo.Region": ("Gdk", "CairoRegion")}
# Graphene's plain structs as Swift values (ClewGdk's `Graphene`): (C type, Swift → C, C → Swift), `{e}` the value.
VALUES = {
    "Graphene.Point": ("graphene_point_t", "graphene_point_t(x: {e}.x, y: {e}.y)", "Graphene.Point(x: {e}.x, y: {e}.y)"),
    "Graphene.Size": ("graphene_size_t", "graphene_size_t(width: {e}.width, height: {e}.height)",
                      "Graphene.Size(width: {e}.width, height: {e}.height)"),
    "Graphene.Rect": ("graphene_rect_t",
                      "graphene_rect_t(origin: graphene_point_t(x: {e}.x, y: {e}.y), size: graphene_size_t(width: {e}.width, height: {e}.height))",
                      "Graphene.Rect(x: {e}.origin.x, y: {e}.origin.y, width: {e}.size.width, height: {e}.size.height)"),
    "Graphene.Point3D": ("graphene_point3d_t", "graphene_point3d_t(x: {e}.x, y: {e}.y, z: {e}.z)",
                         "Graphene.Point3D(x: {e}.x, y: {e}.y, z: {e}.z)"),
}
# The hand-bound records a GValue holds (GValueNullable): a signal may pass them.
GVALUE_RECORDS = {"Variant", "Value", "Bytes", "DateTime", "KeyFile", "CairoRegion"}


# 1-byte elements: a C array of them is bytes, `[UInt8]` in Swift.
BYTES = {"guint8", "gint8", "guchar", "gchar"}
# The C types of a NULL-terminated string array returned (each a `takeStrings` overload).
STRV_RETURNS = {"gchar**", "char**", "const gchar* const*", "const char* const*", "const gchar**", "const char**"}


class Unsupported(Exception):
    pass


@dataclass
class Swift:
    kind: str  # bool int double float string enum flags class interface record strv
    swift: str  # the Swift type, without optionality
    target: object = None  # the EnumType or ObjectType
    c_enum: bool = False  # the C side uses the enum's typedef (not a plain gint/guint)
    extra: object = None  # a C array's (category, element Swift): "bytes", "number", "string", "object"


class Types:
    def __init__(self, world):
        self.world = world

    def resolve(self, ref, *, context):
        """The Swift side of `ref`. `context` names the use ("parameter", "return", "property", "signal")."""
        if ref is None:
            raise Unsupported("no type in the GIR")
        if ref.is_array:
            element = ref.element
            if element is not None and element.name in ("utf8", "filename") and ref.zero_terminated:
                if context == "return" and ref.ctype in STRV_RETURNS:
                    return Swift("strv", "[String]")
                if context in ("property", "signal"):
                    return Swift("strv", "[String]")
                if context == "parameter" and ref.ctype in ("gchar**", "char**", "const gchar**", "const gchar* const*", "const char**", "const char* const*"):
                    return Swift("strv", "[String]")
            if ref.name == "GLib.ByteArray" and context in ("property", "return", "parameter"):
                # A `GByteArray` value (`propertyByteArray`), returned (`takeByteArray`) or passed
                # (`CByteArrayArgument`).
                return Swift("bytearray", "[UInt8]")
            if ref.name == "GLib.PtrArray" and context == "return" and element is not None:
                inner = self.resolve(element, context="return")
                if inner.kind not in ("class", "interface", "string", "record", "boxed"):
                    raise Unsupported(f"GLib.PtrArray of {inner.kind}")
                return Swift("ptrarray", f"[{self.spelled(inner, False)}]", inner)
            if ref.name is not None:
                raise Unsupported(f"{ref.name} as a {context}")
            if ref.length_index is not None and element is not None and context in ("parameter", "return"):
                return self.counted_array(ref, context)
            raise Unsupported(f"array ({ref.ctype or 'no C type'}) as a {context}")
        name = ref.name
        if name in ("GLib.List", "GLib.SList"):
            element = ref.element
            if context == "parameter" and element is not None:
                # A list the callee borrows: built for the call from a Swift array (`CListArgument`).
                inner = self.resolve(element, context="parameter")
                if inner.kind not in ("class", "interface", "string"):
                    raise Unsupported(f"{name} of {inner.kind} as a parameter")
                return Swift("inlist", f"[{self.spelled(inner, False)}]", inner, name == "GLib.SList")
            if context != "return" or element is None:
                raise Unsupported(f"{name} as a {context}")
            inner = self.resolve(element, context="return")
            if inner.kind not in ("class", "interface", "string", "record", "boxed", "bytearray"):
                raise Unsupported(f"{name} of {inner.kind}")
            return Swift("list", f"[{self.spelled(inner, False)}]", inner, name == "GLib.SList")
        if name == "gboolean":
            return Swift("bool", "Bool")
        if name in INTEGERS:
            swift = INTEGERS[name]
            if context in ("property", "signal") and swift not in GVALUE_INTEGERS:
                raise Unsupported(f"{name} in a GValue")
            return Swift("int", swift)
        if name == "GType":
            if context == "property":
                return Swift("gtype", "UInt")  # g_value_get_gtype: `propertyGType`
            if context == "signal":
                raise Unsupported("GType in a GValue")
            return Swift("int", "UInt")
        if name == "gdouble":
            return Swift("double", "Double")
        if name == "gfloat":
            return Swift("float", "Float")
        if name in ("utf8", "filename"):
            return Swift("string", "String")
        if name == "GLib.Error":
            # A `GError *` crosses as a `GLibError` value, copied each way (GLibErrorBridge.swift).
            return Swift("error", self.world.qualifier("GObject.Object") + "GLibError")
        if name in RECORDS:
            if context == "property" and name == "GObject.Value":
                raise Unsupported(f"{name} as a property")
            # Bound by hand in ClewGObject: spelled with its module outside it (Pango has a `Variant` enum).
            return Swift("record", self.world.qualifier("GObject.Object") + RECORDS[name])
        if name in VALUES:
            if context not in ("parameter", "return"):
                raise Unsupported(f"{name} as a {context}")
            return Swift("value", self.world.core_qualifier("Gdk") + name, VALUES[name])
        if name in FOREIGN_RECORDS:
            namespace, swift = FOREIGN_RECORDS[name]
            return Swift("record", self.world.core_qualifier(namespace) + swift)
        if name in self.world.enums:
            enum = self.world.enums[name]
            if not self.world.generates_enum(name):
                raise Unsupported(f"{name} is not generated ({self.world.enum_reason(name)})")
            c_enum = ref.ctype is not None and ref.ctype.strip("*").replace("const ", "") == enum.ctype
            return Swift("flags" if enum.is_flags else "enum", self.world.ref(name), enum, c_enum)
        if name in self.world.objects:
            target = self.world.objects[name]
            if not self.world.generates_type(name):
                raise Unsupported(f"{name} is not generated")
            if target.fundamental and context in ("property", "signal"):
                # In a GValue by the type's value table (FundamentalRef's GValueNullable), not as an object.
                return Swift("fundamental", self.world.ref(name), target)
            return Swift(target.kind, self.world.ref(name), target)
        if name in ("gpointer", "gconstpointer"):
            raise Unsupported("untyped pointer (gpointer)")
        if name == "varargs":
            raise Unsupported("C variadic arguments")
        if name == "va_list":
            raise Unsupported("va_list")
        if name in self.world.callbacks:
            if name == "Gio.AsyncReadyCallback":
                raise Unsupported("async (GAsyncReadyCallback): to become a Swift `async` method")
            raise Unsupported(f"callback {name}")
        if name in self.world.boxed:
            reason = self.world.boxed_reason(name)
            if reason:
                raise Unsupported(f"record {name} is not generated ({reason})")
            return Swift("boxed", self.world.ref(name), self.world.boxed[name])
        if name in self.world.records:
            raise Unsupported(f"record {name} not bound yet")
        if name and name.startswith("GLib."):
            raise Unsupported(f"GLib type {name} not bound yet")
        raise Unsupported(f"type {name} not bound")

    def counted_array(self, ref, context):
        """A C array with a length parameter (GIR's `length`): `[UInt8]` for bytes, `[Int32]`, `[Double]`…
        for numbers, `[String]`, or `[Widget]`. The length parameter disappears from the Swift signature."""
        element = ref.element
        if element.name in BYTES:
            return Swift("carray", "[UInt8]", extra=("bytes", None))
        if element.name in INTEGERS or element.name in ("gdouble", "gfloat", "GType"):
            inner = self.resolve(element, context="parameter")
            return Swift("carray", f"[{inner.swift}]", extra=("number", inner))
        if element.name in ("utf8", "filename"):
            return Swift("carray", "[String]", extra=("string", None))
        if element.name in self.world.objects:
            inner = self.resolve(element, context=context)
            return Swift("carray", f"[{self.spelled(inner, False)}]", extra=("object", inner))
        raise Unsupported(f"array of {element.name} as a {context}")

    # Swift → C, for parameters.

    def to_c(self, swift, expr, param):
        optional = param.nullable
        kind = swift.kind
        if kind == "bool":
            return f"{expr} ? 1 : 0"
        if kind == "int":
            return f"numericCast({expr})"
        if kind in ("double", "float"):
            return expr
        if kind == "string":
            if param.transfer != "none":
                raise Unsupported("string passed with transfer full")
            if not (param.type.ctype or "").startswith("const "):
                raise Unsupported(f"non-const string parameter ({param.type.ctype})")
            return expr
        if kind in ("enum", "flags"):
            if swift.c_enum:
                return f"{swift.target.ctype}(rawValue: .init(truncatingIfNeeded: {expr}.rawValue))"
            return f".init(truncatingIfNeeded: {expr}.rawValue)"
        if kind in ("class", "interface"):
            call = "retainedC()" if param.transfer == "full" else "c()"
            return f"{expr}?.{call}" if optional else f"{expr}.{call}"
        if kind == "record":
            if param.transfer != "none":
                raise Unsupported(f"{swift.swift} passed with transfer {param.transfer}")
            member = "c()" if swift.swift.endswith("Value") else "pointer"  # a GValue's pointer is typed per call
            return f"{expr}?.{member}" if optional else f"{expr}.{member}"
        if kind == "boxed":
            if param.transfer != "none":
                raise Unsupported(f"{swift.swift} passed with transfer {param.transfer}")
            return f"{expr}?.c()" if optional else f"{expr}.c()"
        if kind == "error":
            holder = f"{expr.strip('`')}Error"
            call = "retainedC()" if param.transfer == "full" else "c()"
            return f"{holder}?.{call}" if optional else f"{holder}.{call}"
        if kind == "value":
            if optional:
                raise Unsupported(f"optional {swift.swift} as a parameter")
            return f"&{expr.strip('`')}C"  # a copy made for the call (`value_setup`)
        if kind == "bytearray":
            if param.transfer != "none":
                raise Unsupported(f"GLib.ByteArray passed with transfer {param.transfer}")
            return f"{expr.strip('`')}ByteArray.pointer()"
        if kind == "inlist":
            if param.transfer != "none":
                raise Unsupported(f"list passed with transfer {param.transfer}")
            return f"{expr.strip('`')}List.pointer()"
        if kind == "strv":
            if param.transfer != "none":
                raise Unsupported("string array passed with transfer full")
            ctype = (param.type.ctype or "").replace(" ", "")
            if ctype.endswith("const*"):
                form = "constPointer"  # const gchar * const *
            elif ctype.startswith("const"):
                form = "constElementsPointer"  # const gchar ** (an array the callee may not change the strings of)
            else:
                form = "pointer"
            return f"{expr.strip('`')}Strings.{form}"
        raise Unsupported(f"{kind} as a parameter")

    # C → Swift, for return values and out parameters.

    def from_c(self, swift, expr, transfer, nullable, cname):
        kind = swift.kind
        if kind == "bool":
            return f"{expr} != 0"
        if kind == "int":
            return f"numericCast({expr})"
        if kind in ("double", "float"):
            return expr
        if kind == "string":
            function = "takeString" if transfer == "full" else "borrowString"
            return f"{function}({expr})" if nullable else f"{function}({expr}) ?? \"\""
        if kind == "strv":
            if transfer == "container":
                raise Unsupported("string array with transfer container")
            return f"takeStrings({expr}, full: {'true' if transfer == 'full' else 'false'})"
        if kind == "list":
            free_list = "true" if transfer in ("full", "container") else "false"
            single = "true" if swift.c_enum else "false"
            items = f"takeList(UnsafeMutableRawPointer({expr}), singly: {single}, freeList: {free_list})"
            return f"{items}.map {{ {self.element_from_c(swift.target, transfer)} }}"
        if kind == "ptrarray":
            free = "true" if transfer in ("full", "container") else "false"
            return f"takePtrArray({expr}, freeArray: {free}) {{ {self.element_from_c(swift.target, transfer)} }}"
        if kind == "bytearray":
            return f"takeByteArray({expr}, full: {'true' if transfer == 'full' else 'false'})"
        if kind == "filled":
            return expr
        if kind == "value":
            # An out parameter's struct (`boundsOut`), or a returned pointer's (`returnedValue`, `method`).
            if not expr.endswith(("Out", "Value")):
                raise Unsupported(f"{swift.swift} from {expr}")
            return swift.target[2].format(e=expr).replace("Graphene.", self.world.core_qualifier("Gdk") + "Graphene.")
        if kind == "error":
            function = "take(optional:" if transfer == "full" else "borrow("
            if nullable:
                return f"GLibError.{function} {expr})"
            return f"nonNull(GLibError.{function} {expr}), \"{cname}\")"
        if kind in ("enum", "flags"):
            raw = f"{expr}.rawValue" if swift.c_enum else expr
            return f"{swift.swift}(rawValue: .init(truncatingIfNeeded: {raw}))"
        transfer_swift = {"full": ".full", "none": ".none", "container": None}[transfer]
        if transfer_swift is None:
            raise Unsupported("transfer container")
        if kind == "class":
            if nullable:
                return f"{swift.swift}.take(optional: {expr}.map {{ UnsafeMutableRawPointer($0) }}, transfer: {transfer_swift})"
            return f"{swift.swift}.take(UnsafeMutableRawPointer(nonNull({expr}, \"{cname}\")), transfer: {transfer_swift})"
        if kind == "interface":
            fallback = self.world.fallback_name(swift.target)
            if nullable:
                return f"{expr}.map {{ {fallback}.wrap(UnsafeMutableRawPointer($0), {transfer_swift}) }}"
            return f"{fallback}.wrap(UnsafeMutableRawPointer(nonNull({expr}, \"{cname}\")), {transfer_swift})"
        if kind == "boxed":
            if nullable:
                return f"{swift.swift}.take(optional: {expr}.map {{ recordPointer($0) }}, transfer: {transfer_swift})"
            return f"{swift.swift}.take(recordPointer(nonNull({expr}, \"{cname}\")), transfer: {transfer_swift})"
        if kind == "record":
            if nullable:
                return f"{swift.swift}.take(optional: {expr}, transfer: {transfer_swift})"
            return f"{swift.swift}(taking: nonNull({expr}, \"{cname}\"), transfer: {transfer_swift})"
        raise Unsupported(f"{kind} as a return value")

    def element_from_c(self, inner, transfer):
        """A list's or pointer array's element `$0` (an `UnsafeMutableRawPointer`) as Swift: its own reference
        when the caller owns the elements (`transfer full`), else a new one."""
        element_transfer = ".full" if transfer == "full" else ".none"
        if inner.kind == "string":
            function = "takeString" if transfer == "full" else "borrowString"
            return f"{function}($0.assumingMemoryBound(to: CChar.self)) ?? \"\""
        if inner.kind == "class":
            return f"{inner.swift}.take($0, transfer: {element_transfer})"
        if inner.kind == "interface":
            return f"{self.world.fallback_name(inner.target)}.wrap($0, {element_transfer})"
        if inner.kind == "record":
            return f"{inner.swift}(taking: OpaquePointer($0), transfer: {element_transfer})"
        if inner.kind == "boxed":
            return f"{inner.swift}.take($0, transfer: {element_transfer})"
        if inner.kind == "bytearray":
            return f"takeByteArray($0, full: {'true' if transfer == 'full' else 'false'})"
        raise Unsupported(f"{inner.kind} in a list")

    def spelled(self, swift, optional):
        if swift.kind in ("list", "ptrarray"):
            return swift.swift
        if swift.kind == "bytearray":
            return f"{swift.swift}?" if optional else swift.swift
        if swift.kind == "inlist":
            return f"{swift.swift}?" if optional else swift.swift
        if swift.kind == "strv":
            return f"{swift.swift}?" if optional else swift.swift
        text = f"any {swift.swift}" if swift.kind == "interface" else swift.swift
        if optional:
            return f"({text})?" if swift.kind == "interface" else f"{text}?"
        return text
