// The UI definition a ShortcutsWindow is loaded from: GTK 4.8 adds sections to a GtkShortcutsWindow and
// groups to a section only as GtkBuilder children.
extension ShortcutsWindow {
    /// The `<interface>` of a `GtkShortcutsWindow` with id `shortcuts` showing `sections`; every text
    /// XML-escaped.
    package static func definition(title: String, sections: [Section]) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<interface>\n"
        xml += #"  <object class="GtkShortcutsWindow" id="shortcuts">"# + "\n"
        xml += #"    <property name="modal">1</property>"# + "\n"
        xml += property("title", title, indent: 4)
        for (index, section) in sections.enumerated() {
            xml += "    <child>\n"
            xml += #"      <object class="GtkShortcutsSection">"# + "\n"
            xml += property("section-name", "section-\(index)", indent: 8)
            xml += property("title", section.title, indent: 8)
            for group in section.groups {
                xml += "        <child>\n"
                xml += #"          <object class="GtkShortcutsGroup">"# + "\n"
                xml += property("title", group.title, indent: 12)
                for shortcut in group.shortcuts {
                    xml += "            <child>\n"
                    xml += #"              <object class="GtkShortcutsShortcut">"# + "\n"
                    xml += property("title", shortcut.title, indent: 16)
                    xml += property("accelerator", shortcut.accelerators.joined(separator: " "), indent: 16)
                    xml += "              </object>\n            </child>\n"
                }
                xml += "          </object>\n        </child>\n"
            }
            xml += "      </object>\n    </child>\n"
        }
        xml += "  </object>\n</interface>\n"
        return xml
    }

    /// `<property name="name">value</property>`, the value escaped, on a line of its own.
    private static func property(_ name: String, _ value: String, indent: Int) -> String {
        String(repeating: " ", count: indent) + #"<property name="\#(name)">"# + xmlEscaped(value) + "</property>\n"
    }

    /// `text` as XML character data or attribute value: the five markup characters as entities, other
    /// control characters (a title is shown as typed, tabs and newlines too) as character references,
    /// NUL (which no XML can hold) as U+FFFD.
    package static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\u{0}": escaped += "\u{FFFD}"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                escaped += "&#x\(String(scalar.value, radix: 16));"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
