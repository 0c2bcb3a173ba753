/// What a file dialog asks the person for: the kind of answer, the title, the filters, the
/// suggested name. ``FileDialog`` builds one for each dialog it shows; in tests the driver reads it
/// (`FileDialogDriver.openRequest`) before answering.
///
/// ```swift
/// let request = FileDialogRequest(kind: .save, title: "Export", suggestedName: "contacts.vcf")
/// #expect(request.kind.takesOnePath)
/// ```
public struct FileDialogRequest: Sendable, Hashable {
    /// The kind of dialog, and so of answer.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Open one existing file.
        case openFile
        /// Open one or more existing files.
        case openFiles
        /// Choose where to save a file (it may not exist yet).
        case save
        /// Choose one folder.
        case selectFolder

        /// Whether the answer is exactly one path (every kind but ``openFiles``).
        public var takesOnePath: Bool { self != .openFiles }
    }

    /// The kind of dialog.
    public var kind: Kind
    /// The dialog's title, shown as typed.
    public var title: String
    /// The label of the button that accepts (“Import”), or nil for GTK's own (“Open”, “Save”, “Select”).
    public var acceptLabel: String?
    /// The filters the person chooses between; the first is selected.
    public var filters: [FileFilter]
    /// The file name a save dialog proposes.
    public var suggestedName: String?

    /// A request; ``FileDialog`` makes these for you.
    public init(
        kind: Kind, title: String, acceptLabel: String? = nil, filters: [FileFilter] = [],
        suggestedName: String? = nil
    ) {
        self.kind = kind
        self.title = title
        self.acceptLabel = acceptLabel
        self.filters = filters
        self.suggestedName = suggestedName
    }
}
