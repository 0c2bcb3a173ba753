// doc-test prelude “router”: a headless RecordingRenderer and a Router on it, fresh for each example, and a
// stand-in for the button a popover points at.
import Clew
import ClewTesting

// doc-test locals:
let renderer = RecordingRenderer()
let router = Router(renderer: renderer)
let difficultyButton = TestAnchor("difficulty")
let button = difficultyButton
