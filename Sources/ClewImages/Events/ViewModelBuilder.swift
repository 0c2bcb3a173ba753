/// The result builder behind `ImageDownloadViewModel { … }`: lists events, with `if`, `if`/`else`,
/// `switch`, `for` and `#available` allowed.
///
/// <!-- doc-test:
/// func log(_ text: String?) {}
/// -->
/// ```swift
/// let viewModel = ImageDownloadViewModel {
///     BackgroundImage().onDownloaded { image in show(image) }
///     if showDiagnostics { DownloadLog() } else { BackgroundImage().onError { log($0) } }
///     for sink in extraSinks { DownloadLog(sink) }
/// }
/// ```
@resultBuilder
public struct ViewModelBuilder {
    /// Lifts one event into the builder's component type.
    ///
    /// ```swift
    /// ViewModelBuilder.buildExpression(DownloadLog())   // [DownloadLog]
    /// ```
    public static func buildExpression(_ event: any ViewModelEvent) -> [any ViewModelEvent] {
        [event]
    }

    /// Passes an already-built list of events through, so helpers can return `[any ViewModelEvent]`.
    ///
    /// ```swift
    /// ImageDownloadViewModel { standardEvents() }   // func standardEvents() -> [any ViewModelEvent]
    /// ```
    public static func buildExpression(_ events: [any ViewModelEvent]) -> [any ViewModelEvent] {
        events
    }

    /// Concatenates the statements of a block.
    ///
    /// ```swift
    /// ViewModelBuilder.buildBlock([DownloadLog()], [BackgroundImage()])   // two events
    /// ```
    public static func buildBlock(_ components: [any ViewModelEvent]...) -> [any ViewModelEvent] {
        components.flatMap { $0 }
    }

    /// Supports `if` without `else`.
    ///
    /// ```swift
    /// ImageDownloadViewModel { if verbose { DownloadLog() } }
    /// ```
    public static func buildOptional(_ component: [any ViewModelEvent]?) -> [any ViewModelEvent] {
        component ?? []
    }

    /// Supports the first branch of `if`/`else` and `switch`.
    ///
    /// ```swift
    /// ImageDownloadViewModel { if quiet { BackgroundImage() } else { DownloadLog() } }
    /// ```
    public static func buildEither(first component: [any ViewModelEvent]) -> [any ViewModelEvent] {
        component
    }

    /// Supports the second branch of `if`/`else` and `switch`.
    ///
    /// ```swift
    /// ImageDownloadViewModel { if quiet { BackgroundImage() } else { DownloadLog() } }
    /// ```
    public static func buildEither(second component: [any ViewModelEvent]) -> [any ViewModelEvent] {
        component
    }

    /// Supports `for … in` loops.
    ///
    /// ```swift
    /// ImageDownloadViewModel { for name in ["a", "b"] { DownloadLog { print(name, $0) } } }
    /// ```
    public static func buildArray(_ components: [[any ViewModelEvent]]) -> [any ViewModelEvent] {
        components.flatMap { $0 }
    }

    /// Supports `if #available`.
    ///
    /// ```swift
    /// ImageDownloadViewModel { if #available(macOS 15, *) { DownloadLog() } }
    /// ```
    public static func buildLimitedAvailability(_ component: [any ViewModelEvent]) -> [any ViewModelEvent] {
        component
    }
}
