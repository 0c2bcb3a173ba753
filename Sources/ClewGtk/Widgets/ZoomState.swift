/// What a ``ZoomablePicture`` shows, as plain values: the image's and the view's sizes, the zoom,
/// and what follows from them (the fitting zoom, the drawn size, the margins that centre it).
struct ZoomState {
    var imageSize: (width: Double, height: Double)?
    var viewSize: (width: Double, height: Double) = (0, 0)
    var range: ClosedRange<Double> = 0.05...16
    var isBestFit = true
    var zoom = 1.0
    /// What the widgets and the observers were last given.
    var appliedZoom = 1.0
    var appliedBestFit = true

    /// The zoom that shows the whole image in the view, never above 1 (a small image is not enlarged).
    var fitZoom: Double {
        guard let image = imageSize, image.width > 0, image.height > 0, viewSize.width > 0, viewSize.height > 0
        else { return 1 }
        return min(1, viewSize.width / image.width, viewSize.height / image.height)
    }

    /// `zoom` within the range (whose bottom is lowered to the fitting zoom for a very large image).
    func clamped(_ zoom: Double) -> Double {
        min(max(zoom, min(range.lowerBound, fitZoom)), range.upperBound)
    }

    /// Brings ``zoom`` in line with best fit, or with the range.
    mutating func refit() {
        zoom = isBestFit ? fitZoom : clamped(zoom)
    }

    /// The image's size at ``zoom``, in whole logical pixels.
    var contentSize: (width: Int, height: Int) {
        guard let image = imageSize else { return (0, 0) }
        return (max(1, Int((image.width * zoom).rounded())), max(1, Int((image.height * zoom).rounded())))
    }

    /// The space around the drawn image that centres it when it is smaller than the view.
    var margins: (x: Int, y: Int, trailingX: Int, bottomY: Int) {
        let (width, height) = contentSize
        let spareX = max(0, Int(viewSize.width) - width)
        let spareY = max(0, Int(viewSize.height) - height)
        return (spareX / 2, spareY / 2, spareX - spareX / 2, spareY - spareY / 2)
    }
}
