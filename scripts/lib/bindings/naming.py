"""Swift names for GIR names, by the README's naming rule ("Writing a GTK app": `active` → `isActive`)."""

import re

KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    "Protocol",
}
# Contextual keywords a function may be named (`func open(…)`, called as `app.open(…)`), escaped in declarations.
FUNCTION_NAMES = {"open"}

# Booleans that already say what they are, or a verb that says what they do (the rule's second row).
BOOLEAN_PREFIXES = ("is-", "has-", "can-", "should-", "must-", "needs-", "allows-")
VERBS_THIRD_PERSON = {
    "use": "uses", "show": "shows", "allow": "allows", "need": "needs", "handle": "handles", "enable": "enables", "close": "closes",
}
# Initialisms keep one case, as Swift's API guidelines say (`applicationID`, `baseURI`).
INITIALISMS = {"id": "ID", "uri": "URI", "url": "URL", "uuid": "UUID", "dbus": "DBus"}


def camel(name, upper_first=False):
    parts = [p for p in re.split(r"[-_]", name) if p]
    if not parts:
        return name
    head = parts[0] if not upper_first else INITIALISMS.get(parts[0], parts[0][:1].upper() + parts[0][1:])
    return head + "".join(INITIALISMS.get(p, p[:1].upper() + p[1:]) for p in parts[1:])


def upper_camel(name):
    return camel(name, upper_first=True)


def escape(identifier):
    return f"`{identifier}`" if identifier in KEYWORDS else identifier


def property_name(gname, is_boolean, overrides):
    if gname in overrides:
        return overrides[gname]
    if not is_boolean:
        return camel(gname)
    if gname.startswith(BOOLEAN_PREFIXES):
        return camel(gname)
    verb, _, rest = gname.partition("-")
    if rest and verb in VERBS_THIRD_PERSON:
        return VERBS_THIRD_PERSON[verb] + upper_camel(rest)
    return "is" + upper_camel(gname)


def enum_member(name):
    swift = camel(name)
    if swift[:1].isdigit():
        swift = "_" + swift
    return escape(swift)
