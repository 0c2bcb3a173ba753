extension ImageDownloadViewModel {
    /// Creates a view model and attaches the events listed in `events` (nothing fires yet).
    ///
    /// ```swift
    /// let viewModel = ImageDownloadViewModel(limits: .init(timeout: .seconds(10))) {
    ///     BackgroundImage().onDownloaded { image in show(image) }
    ///     if debug { DownloadLog() }
    /// }
    /// ```
    public convenience init(
        limits: ImageDownloadLimits = .default,
        loader: any ImageLoader = DefaultImageLoader(),
        @ViewModelBuilder _ events: () -> [any ViewModelEvent]
    ) {
        self.init(limits: limits, loader: loader)
        for event in events() {
            event.perform(at: self)
        }
    }
}
