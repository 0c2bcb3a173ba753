"""The GIR model the generator needs: types, their members and the attributes that decide eligibility."""

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"


@dataclass
class TypeRef:
    """A `<type>` or `<array>` of a parameter, return value, property or signal argument."""

    name: str | None  # "utf8", "gint", "Gio.File", "File" (qualified later), None for arrays of unknowns
    ctype: str | None
    is_array: bool = False
    element: "TypeRef | None" = None
    zero_terminated: bool = False
    has_length: bool = False
    length_index: int | None = None  # the parameter holding the array's length (GIR's `length`)


@dataclass
class Param:
    name: str
    type: TypeRef | None
    direction: str = "in"
    transfer: str = "none"
    nullable: bool = False
    optional: bool = False
    caller_allocates: bool = False
    is_varargs: bool = False
    closure: bool = False  # user data of a callback
    destroy: bool = False  # destroy notify of a callback
    scope: str | None = None  # a callback's scope: call, async, notified, forever
    closure_target: int | None = None  # a callback's user data parameter (GIR's `closure` on the callback)
    destroy_target: int | None = None  # a callback's destroy notify parameter (GIR's `destroy`)
    doc: str = ""  # the parameter's documentation (says whether a text's length may be -1)


@dataclass
class Callable:
    kind: str  # "constructor", "method", "function"
    name: str
    cname: str
    params: list
    ret: Param
    throws: bool
    available: bool
    reason_unavailable: str
    doc: str
    header: str | None
    gets_property: str | None = None  # the property this method is the getter of (GIR's `glib:get-property`)
    sets_property: str | None = None
    # GIR's `transfer-ownership` of the instance parameter: "full" when the method takes over the caller's
    # reference (`gtk_expression_bind`, `gsk_transform_translate`), so the wrapper passes a new one.
    instance_transfer: str = "none"


@dataclass
class Property:
    name: str
    type: TypeRef | None
    readable: bool
    writable: bool
    construct_only: bool
    available: bool
    reason_unavailable: str
    doc: str
    getter: str | None = None  # the C function GIR names as its getter (`org.gtk.Property.get`, `getter`)
    setter: str | None = None


@dataclass
class Signal:
    name: str
    params: list
    ret: Param
    available: bool
    reason_unavailable: str
    doc: str


@dataclass
class Member:
    name: str
    value: int
    doc: str


@dataclass
class EnumType:
    name: str
    ctype: str
    is_flags: bool
    get_type: str | None
    members: list
    available: bool
    reason_unavailable: str
    doc: str


@dataclass
class ObjectType:
    kind: str  # "class" or "interface"
    namespace: str
    name: str
    ctype: str
    parent: str | None  # qualified
    implements: list  # qualified
    prerequisites: list  # qualified
    get_type: str | None
    constructors: list = field(default_factory=list)
    methods: list = field(default_factory=list)
    functions: list = field(default_factory=list)
    properties: list = field(default_factory=list)
    signals: list = field(default_factory=list)
    available: bool = True
    reason_unavailable: str = ""
    doc: str = ""
    header: str | None = None
    abstract: bool = False
    has_fields: bool = False  # the instance struct is public: Swift imports `GFoo *` as UnsafeMutablePointer<GFoo>
    type_name: str | None = None  # the GType's name (`glib:type-name`): ClassRegistry's key
    fundamental: bool = False  # a fundamental type of its own (GdkEvent, GtkExpression): on FundamentalRef
    ref_func: str | None = None  # the root fundamental type's `glib:ref-func` and `glib:unref-func`
    unref_func: str | None = None

    @property
    def qualified(self):
        return f"{self.namespace}.{self.name}"


@dataclass
class Namespace:
    name: str
    classes: dict = field(default_factory=dict)  # name -> ObjectType (classes and interfaces)
    enums: dict = field(default_factory=dict)
    records: set = field(default_factory=set)
    boxed: dict = field(default_factory=dict)  # name -> ObjectType of kind "record": boxed records
    callbacks: set = field(default_factory=set)
    callback_defs: dict = field(default_factory=dict)  # qualified -> Callable: a callback type's signature


def version_tuple(text):
    return tuple(int(part) for part in re.findall(r"\d+", text)) if text else ()


def availability(element, max_version, inherited=(True, "")):
    """(available, reason): introspectable, not deprecated, not newer than max_version."""
    if not inherited[0]:
        return inherited
    if element.get("introspectable") == "0":
        return False, "not introspectable"
    if element.get("deprecated") == "1":
        return False, f"deprecated since {element.get('deprecated-version', '?')}"
    version = element.get("version")
    if version and version_tuple(version) > max_version:
        return False, f"since {version}, newer than {'.'.join(map(str, max_version))}"
    return True, ""


def first_sentence(element):
    doc = element.find(f"{CORE}doc")
    if doc is None or not doc.text:
        return ""
    text = " ".join(doc.text.split("\n\n")[0].split())
    match = re.match(r"(.+?\.)(\s|$)", text)
    text = match.group(1) if match else text
    # gtk-doc sigils (#GFile, %TRUE, @param, func()) read as code.
    text = re.sub(r"[#%@](\w+)", r"`\1`", text)
    text = text.replace("*/", "* /")
    return text[:300]


def qualify(name, namespace):
    if name is None or "." in name:
        return name
    return f"{namespace}.{name}"


def parse_type(element, namespace):
    if element is None:
        return None
    array = element.find(f"{CORE}array")
    if array is not None:
        inner = array.find(f"{CORE}type")
        element_ref = None
        if inner is not None:
            element_ref = TypeRef(qualify_type(inner.get("name"), namespace), inner.get(f"{C}type"))
        return TypeRef(
            array.get("name"),  # GLib.ByteArray, GLib.PtrArray, GLib.Array; None for a C array
            array.get(f"{C}type"),
            is_array=True,
            element=element_ref,
            zero_terminated=array.get("zero-terminated", "1") == "1" and array.get("length") is None
            and array.get("fixed-size") is None,
            has_length=array.get("length") is not None,
            length_index=int(array.get("length")) if array.get("length") is not None else None,
        )
    if element.find(f"{CORE}varargs") is not None:
        return TypeRef("varargs", None)
    type_element = element.find(f"{CORE}type")
    if type_element is None:
        return None
    ref = TypeRef(qualify_type(type_element.get("name"), namespace), type_element.get(f"{C}type"))
    inner = type_element.find(f"{CORE}type")
    if inner is not None:  # GList<T>, GSList<T>, GHashTable<K, V>…
        ref.element = TypeRef(qualify_type(inner.get("name"), namespace), inner.get(f"{C}type"))
    elif type_element.find(f"{CORE}array") is not None:  # GList<GByteArray>
        inner_array = type_element.find(f"{CORE}array")
        ref.element = TypeRef(inner_array.get("name"), inner_array.get(f"{C}type"), is_array=True)
    return ref


BASIC = {
    "none", "gboolean", "gint", "guint", "gint8", "guint8", "gint16", "guint16", "gint32", "guint32", "gint64",
    "guint64", "glong", "gulong", "gsize", "gssize", "gdouble", "gfloat", "gchar", "guchar", "gunichar", "GType",
    "goffset", "gpointer", "gconstpointer", "utf8", "filename", "gshort", "gushort", "gintptr", "guintptr", "va_list",
    "GLib.Quark", "GLib.Pid", "GLib.Type",
}


def qualify_type(name, namespace):
    if name is None or name in BASIC or "." in name:
        return name
    return f"{namespace}.{name}"


def parse_param(element, namespace):
    return Param(
        name=element.get("name", "result"),
        type=parse_type(element, namespace),
        direction=element.get("direction", "in"),
        transfer=element.get("transfer-ownership", "none"),
        nullable=element.get("nullable") == "1" or element.get("allow-none") == "1",
        optional=element.get("optional") == "1",
        caller_allocates=element.get("caller-allocates") == "1",
        is_varargs=element.find(f"{CORE}varargs") is not None,
        doc=" ".join((element.findtext(f"{CORE}doc") or "").split()),
    )


def parse_callable(element, kind, namespace, max_version, inherited, header):
    params = []
    parameters = element.find(f"{CORE}parameters")
    indices_closure, indices_destroy = set(), set()
    if parameters is not None:
        raw = [p for p in parameters if p.tag in (f"{CORE}parameter",)]
        for p in raw:
            if p.get("closure") is not None:
                indices_closure.add(int(p.get("closure")))
            if p.get("destroy") is not None:
                indices_destroy.add(int(p.get("destroy")))
        for index, p in enumerate(raw):
            param = parse_param(p, namespace)
            param.closure = index in indices_closure
            param.destroy = index in indices_destroy
            param.scope = p.get("scope")
            param.closure_target = int(p.get("closure")) if p.get("closure") is not None else None
            param.destroy_target = int(p.get("destroy")) if p.get("destroy") is not None else None
            params.append(param)
    instance = parameters.find(f"{CORE}instance-parameter") if parameters is not None else None
    instance_transfer = instance.get("transfer-ownership", "none") if instance is not None else "none"
    ret_element = element.find(f"{CORE}return-value")
    ret = parse_param(ret_element, namespace) if ret_element is not None else Param("result", TypeRef("none", "void"))
    available, reason = availability(element, max_version, inherited)
    position = element.find(f"{CORE}source-position")
    attributes = {a.get("name"): a.get("value") for a in element.findall(f"{CORE}attribute")}
    return Callable(
        kind=kind,
        name=element.get("name"),
        cname=element.get(f"{C}identifier"),
        params=params,
        ret=ret,
        throws=element.get("throws") == "1",
        available=available,
        reason_unavailable=reason,
        doc=first_sentence(element),
        header=position.get("filename") if position is not None else header,
        gets_property=element.get(f"{GLIB}get-property") or attributes.get("org.gtk.Method.get_property"),
        sets_property=element.get(f"{GLIB}set-property") or attributes.get("org.gtk.Method.set_property"),
        instance_transfer=instance_transfer,
    )


def parse_namespace(path, max_version):
    root = ET.parse(path).getroot()
    ns_element = root.find(f"{CORE}namespace")
    name = ns_element.get("name")
    namespace = Namespace(name)
    for element in ns_element:
        tag = element.tag
        if tag in (f"{CORE}record", f"{CORE}union"):
            namespace.records.add(f"{name}.{element.get('name')}")
            # A boxed record (it has a GType, g_boxed_copy/g_boxed_free) becomes a class on BoxedRecord.
            if element.get(f"{GLIB}get-type") and element.get(f"{GLIB}is-gtype-struct-for") is None:
                available, reason = availability(element, max_version)
                position = element.find(f".//{CORE}source-position")
                header = position.get("filename") if position is not None else None
                record = ObjectType(
                    kind="record", namespace=name, name=element.get("name"), ctype=element.get(f"{C}type"),
                    parent=None, implements=[], prerequisites=[], get_type=element.get(f"{GLIB}get-type"),
                    available=available, reason_unavailable=reason, doc=first_sentence(element), header=header,
                    has_fields=element.find(f"{CORE}field") is not None and element.get("disguised") != "1"
                    and element.get("opaque") != "1",
                )
                inherited = (available, reason)
                for child in element:
                    if child.tag == f"{CORE}constructor":
                        record.constructors.append(parse_callable(child, "constructor", name, max_version, inherited, header))
                    elif child.tag == f"{CORE}method":
                        record.methods.append(parse_callable(child, "method", name, max_version, inherited, header))
                    elif child.tag == f"{CORE}function":
                        record.functions.append(parse_callable(child, "function", name, max_version, inherited, header))
                namespace.boxed[record.name] = record
        elif tag == f"{CORE}callback":
            namespace.callbacks.add(f"{name}.{element.get('name')}")
            definition = parse_callable(element, "callback", name, max_version, (True, ""), None)
            definition.cname = element.get(f"{C}type")
            namespace.callback_defs[f"{name}.{element.get('name')}"] = definition
        elif tag in (f"{CORE}enumeration", f"{CORE}bitfield"):
            available, reason = availability(element, max_version)
            members = []
            for member in element.findall(f"{CORE}member"):
                if availability(member, max_version)[0]:
                    members.append(Member(member.get("name"), int(member.get("value")), first_sentence(member)))
            namespace.enums[f"{name}.{element.get('name')}"] = EnumType(
                name=element.get("name"),
                ctype=element.get(f"{C}type"),
                is_flags=tag == f"{CORE}bitfield",
                get_type=element.get(f"{GLIB}get-type"),
                members=members,
                available=available,
                reason_unavailable=reason,
                doc=first_sentence(element),
            )
        elif tag in (f"{CORE}class", f"{CORE}interface"):
            kind = "class" if tag == f"{CORE}class" else "interface"
            available, reason = availability(element, max_version)
            position = element.find(f"{CORE}source-position")
            header = position.get("filename") if position is not None else None
            if header is None:
                # A type's header is where its members are declared.
                child = element.find(f".//{CORE}source-position")
                header = child.get("filename") if child is not None else None
            parent = element.get("parent")
            object_type = ObjectType(
                kind=kind,
                namespace=name,
                name=element.get("name"),
                ctype=element.get(f"{C}type") or element.get(f"{GLIB}type-name"),
                parent=qualify(parent, name) if parent else None,
                implements=[qualify(i.get("name"), name) for i in element.findall(f"{CORE}implements")],
                prerequisites=[qualify(i.get("name"), name) for i in element.findall(f"{CORE}prerequisite")],
                get_type=element.get(f"{GLIB}get-type"),
                available=available,
                reason_unavailable=reason,
                doc=first_sentence(element),
                header=header,
                abstract=element.get("abstract") == "1",
                has_fields=element.find(f"{CORE}field") is not None,
                type_name=element.get(f"{GLIB}type-name"),
                fundamental=element.get(f"{GLIB}fundamental") == "1",
                ref_func=element.get(f"{GLIB}ref-func"),
                unref_func=element.get(f"{GLIB}unref-func"),
            )
            inherited = (available, reason)
            for child in element:
                if child.tag == f"{CORE}constructor":
                    object_type.constructors.append(parse_callable(child, "constructor", name, max_version, inherited, header))
                elif child.tag == f"{CORE}method":
                    object_type.methods.append(parse_callable(child, "method", name, max_version, inherited, header))
                elif child.tag == f"{CORE}function":
                    object_type.functions.append(parse_callable(child, "function", name, max_version, inherited, header))
                elif child.tag == f"{CORE}property":
                    p_available, p_reason = availability(child, max_version, inherited)
                    attributes = {a.get("name"): a.get("value") for a in child.findall(f"{CORE}attribute")}
                    getter = attributes.get("org.gtk.Property.get")
                    setter = attributes.get("org.gtk.Property.set")
                    object_type.properties.append(
                        Property(
                            name=child.get("name"),
                            type=parse_type(child, name),
                            readable=child.get("readable", "1") == "1",
                            writable=child.get("writable") == "1",
                            construct_only=child.get("construct-only") == "1",
                            available=p_available,
                            reason_unavailable=p_reason,
                            doc=first_sentence(child),
                            getter=getter or child.get("getter"),
                            setter=setter or child.get("setter"),
                        )
                    )
                elif child.tag == f"{GLIB}signal":
                    s_available, s_reason = availability(child, max_version, inherited)
                    params = []
                    parameters = child.find(f"{CORE}parameters")
                    if parameters is not None:
                        params = [parse_param(p, name) for p in parameters.findall(f"{CORE}parameter")]
                    ret_element = child.find(f"{CORE}return-value")
                    ret = parse_param(ret_element, name) if ret_element is not None else Param("result", TypeRef("none", "void"))
                    object_type.signals.append(
                        Signal(child.get("name"), params, ret, s_available, s_reason, first_sentence(child))
                    )
            namespace.classes[object_type.name] = object_type
    return namespace
