/// Asks the person for files or a folder with the desktop's own dialog (the portal's in a
/// sandbox): open one or many files, choose where to save, select a folder. Each call is `async`
/// and returns paths, or `nil` when the person cancelled.
///
/// On GTK 4.10 and later this is `GtkFileDialog`, on 4.8 `GtkFileChooserNative`
/// (``FileDialogBackend``). In GTK tests (`GtkTestHost.run`) no dialog is shown: the test answers
/// it with `FileDialogDriver.answer(with:)` or `FileDialogDriver.cancel()`. The dialog stays until
/// the person answers it: cancelling the task that awaits it does not close it.
///
/// <!-- doc-test:
/// let window = Window(title: "Contacts")
/// func importCards(from path: String) {}
/// func export(to path: String) {}
/// -->
/// ```swift
/// let cards = FileFilter("Contact cards", patterns: ["*.vcf"], mimeTypes: ["text/vcard"])
/// let importing = FileDialog(title: "Import Contacts", acceptLabel: "Import", filters: [cards])
/// if let path = try await importing.openFile(in: window) { importCards(from: path) }
///
/// if let path = try await FileDialog(title: "Export").save(suggestedName: "contacts.vcf", in: window) {
///     export(to: path)
/// }
/// ```
public struct FileDialog: Sendable, Hashable {
    /// The dialog's title, shown as typed.
    public var title: String
    /// The label of the accepting button (“Import”), or nil for GTK's own.
    public var acceptLabel: String?
    /// The filters the person chooses between (the first is selected); none shows every file.
    public var filters: [FileFilter]

    /// A dialog titled `title`.
    public init(title: String, acceptLabel: String? = nil, filters: [FileFilter] = []) {
        self.title = title
        self.acceptLabel = acceptLabel
        self.filters = filters
    }

    /// Asks for one existing file: its path, or nil when cancelled.
    @MainActor
    public func openFile(in window: Window? = nil) async throws(FileDialogError) -> String? {
        try await run(request(.openFile), in: window)?.first
    }

    /// Asks for one or more existing files: their paths, or nil when cancelled.
    @MainActor
    public func openFiles(in window: Window? = nil) async throws(FileDialogError) -> [String]? {
        try await run(request(.openFiles), in: window)
    }

    /// Asks where to save a file, proposing `suggestedName`: the path, or nil when cancelled. The
    /// file may exist (the dialog asked the person whether to replace it).
    @MainActor
    public func save(suggestedName: String? = nil, in window: Window? = nil) async throws(FileDialogError)
        -> String?
    {
        if let suggestedName, suggestedName.isEmpty || suggestedName.contains("/") || suggestedName.contains("\0") {
            throw .invalidSuggestedName(suggestedName)
        }
        return try await run(request(.save, suggestedName: suggestedName), in: window)?.first
    }

    /// Asks for one folder: its path, or nil when cancelled.
    @MainActor
    public func selectFolder(in window: Window? = nil) async throws(FileDialogError) -> String? {
        try await run(request(.selectFolder), in: window)?.first
    }

    private func request(_ kind: FileDialogRequest.Kind, suggestedName: String? = nil) -> FileDialogRequest {
        FileDialogRequest(
            kind: kind, title: title, acceptLabel: acceptLabel, filters: filters, suggestedName: suggestedName)
    }

    /// The test seam's answer when it intercepts, else the real dialog's.
    @MainActor
    private func run(_ request: FileDialogRequest, in window: Window?) async throws(FileDialogError) -> [String]? {
        if let answer = await FileDialogSeam.answer(for: request) {
            guard case .paths(let paths) = answer else { return nil }
            if request.kind.takesOnePath ? paths.count != 1 : paths.isEmpty {
                throw .answerDoesNotFit(kind: request.kind, count: paths.count)
            }
            return paths
        }
        let outcome = await FileDialogPresentation.present(request, in: window, on: FileDialogBackend.current)
        return try outcome.get()
    }
}
