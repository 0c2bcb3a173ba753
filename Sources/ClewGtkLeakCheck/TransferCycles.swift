internal import CGtk
@_spi(Testing) import ClewGtk

/// Leak-check mode `transfer`: N windows with a drop target and a drag source, drops of files,
/// URIs and text delivered to them, drag content read back through GTK's content provider, the
/// clipboard set to text, files and an image and read back asynchronously, then cleared, and a file dialog
/// answered through the test seam, all under a GLib main loop as in an app. Every handler box and
/// identity slot must be gone afterwards (valgrind reports the memory).
@MainActor
enum TransferCycles {
    private static var loop: OpaquePointer?
    private static var succeeded = 0

    static func run(_ count: Int) -> Bool {
        guard gtk_init_check() != 0 else {
            print("NO_DISPLAY")
            return false
        }
        _ = MainQueueBridge.install()
        let slotsBefore = GObjectRef.liveIdentityCount
        loop = g_main_loop_new(nil, 0)
        Task { @MainActor in
            for round in 0..<count where await cycle(round) { succeeded += 1 }
            g_main_loop_quit(loop)
        }
        g_main_loop_run(loop)
        g_main_loop_unref(loop)
        MainQueueBridge.uninstall()
        Cycles.drainPending()
        let boxes = SignalHandlerBox.liveCount
        let slots = GObjectRef.liveIdentityCount - slotsBefore
        print("CYCLES_OK=\(succeeded)/\(count) LIVE_BOXES_AFTER_CLOSE=\(boxes) LIVE_IDENTITIES=\(slots)")
        return succeeded == count && boxes == 0 && slots == 0
    }

    private static func cycle(_ round: Int) async -> Bool {
        var dropped: [TransferContent] = []
        let window = Window(title: "Transfer \(round)")
        let zone = Label("Drop here \(round)")
        let target = DropTarget(accepting: [.files, .text]) { content, _ in
            dropped.append(content)
            return true
        }
        target.acceptsDrop { $0.y >= 0 }
        zone.addController(target)
        zone.addController(DragSource { _ in .files(["/tmp/card-\(round).vcf"]) })
        zone.addController(DragSource { _ in .text("card \(round)") })
        window.child = zone
        window.present()
        Cycles.drainPending()

        let taken = [
            zone.dropTargets.first?.deliver(.files(["/tmp/a.vcf"]), at: DropPoint(x: 1, y: 1)) == true,
            zone.dropTargets.first?.deliver(.text("hello"), at: DropPoint(x: 1, y: 1)) == true,
        ]
        let dragged = zone.dragSources.compactMap { $0.content(at: DropPoint(x: 0, y: 0))?.readBackThroughProvider() }

        let clipboard = Clipboard.standard
        clipboard.setText("text \(round)")
        let text = try? await clipboard.readText()
        clipboard.setFiles(["/tmp/card-\(round).vcf"])
        let files = try? await clipboard.readFiles()
        clipboard.setImage(pixel())
        let image = try? await clipboard.readImage()
        clipboard.clear()
        let cleared = try? await clipboard.readText()

        FileDialogSeam.isIntercepting = true
        let opening = Task { @MainActor in try? await FileDialog(title: "Open \(round)").openFile() }
        await Task.yield()
        FileDialogSeam.answer(.paths(["/tmp/open-\(round).vcf"]))
        let opened = await opening.value
        FileDialogSeam.reset()

        window.destroy()
        Cycles.drainPending()
        return taken == [true, true] && dropped.count == 2 && dragged.count == 2 && text == "text \(round)"
            && files == ["/tmp/card-\(round).vcf"] && image?.width == 1 && cleared == nil
            && opened == "/tmp/open-\(round).vcf"
    }

    /// A new 1×1 texture.
    private static func pixel() -> Texture {
        var pixel: [UInt8] = [255, 0, 0, 255]
        let bytes = g_bytes_new(&pixel, 4)
        defer { g_bytes_unref(bytes) }
        let texture = gdk_memory_texture_new(1, 1, GDK_MEMORY_R8G8B8A8, bytes, 4)!
        return Texture(UnsafeMutableRawPointer(texture), transfer: .full)
    }
}
