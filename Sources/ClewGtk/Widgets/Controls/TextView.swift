internal import CGtk
internal import ClewGtkCore

/// Text the user edits over many lines (`GtkTextView`), with its ``TextBuffer``.
///
/// ```swift
/// let notes = TextView(text: note.body, accessibleLabel: "Notes")
/// notes.buffer.onChange { buffer in store.setBody(buffer.text, of: note) }
/// ```
public final class TextView: Widget {
    /// A text view showing `text`, wrapping at word boundaries, heard as `accessibleLabel` (GTK 4.8
    /// names a text view by nothing).
    public convenience init(text: String = "", wrapMode: WrapMode = .word, accessibleLabel: String) {
        self.init(new: gtk_text_view_new())
        self.wrapMode = wrapMode
        buffer.text = text
        setAccessibleLabel(accessibleLabel)
    }

    /// How lines longer than the view are broken.
    public enum WrapMode: Sendable {
        /// Not at all: the view scrolls sideways.
        case none
        /// Between words.
        case word
        /// Between any characters.
        case character
        /// Between words, or between characters where a word is too long.
        case wordOrCharacter

        var gtk: GtkWrapMode {
            switch self {
            case .none: GTK_WRAP_NONE
            case .word: GTK_WRAP_WORD
            case .character: GTK_WRAP_CHAR
            case .wordOrCharacter: GTK_WRAP_WORD_CHAR
            }
        }
    }

    private var view: UnsafeMutablePointer<GtkTextView> { pointer(as: GtkTextView.self) }

    /// The text and its undo history.
    public var buffer: TextBuffer { TextBuffer.wrapper(of: UnsafeMutableRawPointer(gtk_text_view_get_buffer(view))) }

    /// The whole text (the buffer's).
    public var text: String {
        get { buffer.text }
        set { buffer.text = newValue }
    }

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(view) != 0 }
        set { gtk_text_view_set_editable(view, newValue ? 1 : 0) }
    }

    /// How long lines are broken.
    public var wrapMode: WrapMode {
        get {
            switch gtk_text_view_get_wrap_mode(view) {
            case GTK_WRAP_WORD: .word
            case GTK_WRAP_CHAR: .character
            case GTK_WRAP_WORD_CHAR: .wordOrCharacter
            default: .none
            }
        }
        set { gtk_text_view_set_wrap_mode(view, newValue.gtk) }
    }

    /// Whether the text is set in a monospace font (code, logs).
    public var isMonospace: Bool {
        get { gtk_text_view_get_monospace(view) != 0 }
        set { gtk_text_view_set_monospace(view, newValue ? 1 : 0) }
    }
}

/// The text of a ``TextView`` (`GtkTextBuffer`), with undo and redo (Ctrl+Z, Ctrl+Shift+Z).
///
/// <!-- doc-test:
/// let buffer = TextView(accessibleLabel: "Notes").buffer
/// func save(_ text: String) {}
/// -->
/// ```swift
/// buffer.text = "Apples"
/// buffer.undo()                 // back to what it was
/// buffer.onChange { buffer in save(buffer.text) }
/// ```
public final class TextBuffer: GObjectRef {
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { pointer(as: GtkTextBuffer.self) }

    /// The whole text. Setting it starts the undo history anew (GTK's rule for a replaced text,
    /// as when a document is opened); what the user types afterwards can be undone.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// Adds `text` at the end, as typing there does: Undo takes it away again.
    public func append(_ text: String) {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_insert(buffer, &end, text, -1)
    }

    /// Inserts `text` where the cursor is, as typing does: Undo takes it away again.
    public func insertAtCursor(_ text: String) {
        gtk_text_buffer_insert_at_cursor(buffer, text, -1)
    }

    /// Whether changes are recorded for undo (on by default).
    public var isUndoEnabled: Bool {
        get { gtk_text_buffer_get_enable_undo(buffer) != 0 }
        set { gtk_text_buffer_set_enable_undo(buffer, newValue ? 1 : 0) }
    }

    /// Whether there is a change to undo.
    public var canUndo: Bool { gtk_text_buffer_get_can_undo(buffer) != 0 }

    /// Whether there is an undone change to redo.
    public var canRedo: Bool { gtk_text_buffer_get_can_redo(buffer) != 0 }

    /// Undoes the last change.
    public func undo() { gtk_text_buffer_undo(buffer) }

    /// Redoes the last undone change.
    public func redo() { gtk_text_buffer_redo(buffer) }

    /// Calls `handler` after every change of the text (`GtkTextBuffer::changed`).
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (TextBuffer) -> Void) -> SignalConnection {
        connectGenerated(as: ClewGtkCore.TextBuffer.self, handler) { $0.connectChanged(after: false, $1) }
    }
}
