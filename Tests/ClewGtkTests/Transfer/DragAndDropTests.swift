import CGtk
import CGtkTestShim
import Clew
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// What a drop target's handler received.
@MainActor
final class Drops {
    var received: [(content: TransferContent, point: DropPoint)] = []
}

/// Drop targets and drag sources, driven through the driver's seam with typed values.
@Suite @MainActor
struct DragAndDrop {
    /// Shows `zone` (200×100) as the page of a test window.
    private func show(_ zone: Widget, in app: GtkTestWindow) async {
        zone.minimumSize(width: 200, height: 100)
        app.router.navigate(to: ScreenBuilder(TestPage(Box(.vertical) { zone })).pushRoute(isAnimated: false))
        await GtkTestHost.runUntil { zone.isMapped && zone.size.width >= 200 }
    }

    @Test func droppedFilesReachTheHandlerAsPathsWithThePosition() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let drops = Drops()
            let zone = Label("Drop contact cards here")
            zone.addController(
                DropTarget(accepting: [.files]) { content, point in
                    drops.received.append((content, point))
                    guard case .files(let paths) = content else { return false }
                    return paths.allSatisfy { $0.hasSuffix(".vcf") }
                })
            await show(zone, in: app)
            let cardsTaken = try DropDriver.drop(
                .files(["/tmp/ada.vcf", "/tmp/alan.vcf"]), on: zone, at: DropPoint(x: 10, y: 20))
            #expect(cardsTaken)
            let notesTaken = try DropDriver.drop(.files(["/tmp/notes.txt"]), on: zone)  // the handler rejects it
            #expect(notesTaken == false)
            #expect(
                drops.received.map(\.content) == [
                    .files(["/tmp/ada.vcf", "/tmp/alan.vcf"]), .files(["/tmp/notes.txt"]),
                ])
            let centre = DropPoint(x: Double(zone.size.width) / 2, y: Double(zone.size.height) / 2)
            #expect(drops.received.map(\.point) == [DropPoint(x: 10, y: 20), centre])
            // Text is no kind this target takes: a real drag of text would not even be offered.
            let refused = #expect(throws: GtkDriverError.self) { try DropDriver.drop(.text("Ada"), on: zone) }
            #expect(refused?.description.contains("takes text") == true)
            #expect(throws: GtkDriverError.self) {
                try DropDriver.drop(.files(["/tmp/a.vcf"]), on: zone, at: DropPoint(x: 5, y: 500))
            }
            #expect(drops.received.count == 2)
            await app.close()
        }
    }

    @Test func droppedTextIsRejectedWhereTheTargetSaysSo() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let drops = Drops()
            let zone = Label("Drop a note")
            let target = DropTarget(accepting: [.text, .files]) { content, point in
                drops.received.append((content, point))
                return true
            }
            target.acceptsDrop { $0.y >= 50 }  // the lower half only
            zone.addController(target)
            await show(zone, in: app)
            #expect(zone.dropTargets.first === target)
            let milkTaken = try DropDriver.drop(.text("Milk"), on: zone, at: DropPoint(x: 5, y: 10))
            #expect(milkTaken == false)
            let eggsTaken = try DropDriver.drop(.text("Eggs"), on: zone, at: DropPoint(x: 5, y: 60))
            #expect(eggsTaken)
            let fileTaken = try DropDriver.drop(.files(["/tmp/list.txt"]), on: zone, at: DropPoint(x: 5, y: 70))
            #expect(fileTaken)
            #expect(drops.received.map(\.content) == [.text("Eggs"), .files(["/tmp/list.txt"])])
            await app.close()
        }
    }

    @Test func aTargetOfURIsGetsDroppedFilesAsFileURIs() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let drops = Drops()
            let zone = Label("Drop links")
            zone.addController(
                DropTarget(accepting: [.uris]) { content, point in
                    drops.received.append((content, point))
                    return true
                })
            await show(zone, in: app)
            try DropDriver.drop(.files(["/tmp/a b.vcf"]), on: zone)
            try DropDriver.drop(.uris(["https://gnome.org/"]), on: zone)
            #expect(drops.received.map(\.content) == [.uris(["file:///tmp/a%20b.vcf"]), .uris(["https://gnome.org/"])])
            await app.close()
        }
    }

    /// While a welcome drag hovers, GTK's drop highlight (the theme's `:drop(active)` drawing) is around the widget;
    /// over a part the target turns away there is none, and leaving or dropping takes it away. The highlighted
    /// zone is saved to /tmp/clew-drop-highlight.png (the plain one to /tmp/clew-drop-plain.png).
    @Test func aWelcomeDragHoveringShowsTheThemesDropHighlight() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let zone = Label("Drop contact cards here")
            let target = DropTarget(accepting: [.files]) { _, _ in true }
            target.acceptsDrop { $0.y >= 30 }  // not on the top strip
            zone.addController(target)
            await show(zone, in: app)
            let plain = TexturePixels(try WidgetSnapshot.render(zone))
            try WidgetSnapshot.savePNG(zone, to: "/tmp/clew-drop-plain.png")
            #expect(!zone.isDropHighlighted)

            #expect(try DropDriver.hover(.files, over: zone, at: DropPoint(x: 100, y: 60)))
            #expect(zone.isDropHighlighted)
            // Drawn from the next frame on (GTK restyles the widget then): the edge changes, the middle does not.
            let drawn = await GtkTestHost.runUntil {
                (try? Self.edgePixelsChanged(from: plain, to: TexturePixels(WidgetSnapshot.render(zone)))) ?? 0 > 100
            }
            #expect(drawn, "no highlight drawn at the zone's edge")
            try WidgetSnapshot.savePNG(zone, to: "/tmp/clew-drop-highlight.png")
            let highlighted = TexturePixels(try WidgetSnapshot.render(zone))
            #expect(abs(highlighted.luminance(x: 100, y: 15) - plain.luminance(x: 100, y: 15)) < 0.01)

            // Over the part the target turns away: no highlight, as GTK shows none when `motion` refuses.
            #expect(try DropDriver.hover(.files, over: zone, at: DropPoint(x: 100, y: 10)) == false)
            #expect(!zone.isDropHighlighted)
            #expect(try DropDriver.hover(.files, over: zone, at: DropPoint(x: 100, y: 60)))
            DropDriver.leave(zone)
            #expect(!zone.isDropHighlighted)
            // Text is no kind it takes: a real drag of text would not be offered to it.
            #expect(throws: GtkDriverError.self) { try DropDriver.hover(.text, over: zone) }
            // A drop ends the drag, and the highlight with it.
            #expect(try DropDriver.hover(.files, over: zone, at: DropPoint(x: 100, y: 60)))
            #expect(try DropDriver.drop(.files(["/tmp/ada.vcf"]), on: zone, at: DropPoint(x: 100, y: 60)))
            #expect(!zone.isDropHighlighted)
            await app.close()
        }
    }

    /// How many pixels of the outer 4-pixel ring differ in luminance between `before` and `after`.
    private static func edgePixelsChanged(from before: TexturePixels, to after: TexturePixels) -> Int {
        guard before.width == after.width, before.height == after.height else { return 0 }
        var changed = 0
        for y in 0..<before.height {
            for x in 0..<before.width where x < 4 || y < 4 || x >= before.width - 4 || y >= before.height - 4 {
                if abs(before.luminance(x: x, y: y) - after.luminance(x: x, y: y)) > 0.02 { changed += 1 }
            }
        }
        return changed
    }

    @Test func aWidgetOffScreenOrWithoutTargetsCannotTakeADrop() async throws {
        try await GtkTestHost.run {
            let hidden = Label("Not shown")
            hidden.addController(DropTarget(accepting: [.text]) { _, _ in true })
            #expect(throws: GtkDriverError.self) { try DropDriver.drop(.text("x"), on: hidden) }
            let app = await GtkTestWindow()
            let plain = Label("No targets")
            await show(plain, in: app)
            let error = #expect(throws: GtkDriverError.self) { try DropDriver.drop(.text("x"), on: plain) }
            #expect(error?.description.contains("its targets take []") == true)
            await app.close()
        }
    }

    /// Content goes through GTK's real content provider and back, as a drop target reads it.
    @Test func contentReadBackThroughGtksProviderKeepsItsKind() async throws {
        try await GtkTestHost.run {
            #expect(TransferContent.text("Ada\nLovelace").readBackThroughProvider() == .text("Ada\nLovelace"))
            #expect(TransferContent.files(["/tmp/ada.vcf"]).readBackThroughProvider() == .files(["/tmp/ada.vcf"]))
            let mixed = TransferContent.uris(["file:///tmp/ada.vcf", "https://gnome.org/"])
            #expect(mixed.readBackThroughProvider() == mixed)
        }
    }

    @Test func dragSourcesOfferTheirContentWhereTheDragStarts() async throws {
        try await GtkTestHost.run {
            let app = await GtkTestWindow()
            let card = Label("Ada Lovelace")
            card.addController(DragSource { point in point.x < 100 ? .text("Ada Lovelace <ada@example.org>") : nil })
            let file = Label("ada.vcf")
            file.addController(DragSource { _ in .files(["/tmp/ada.vcf"]) })
            let page = Box(.vertical) {
                card
                file
            }
            app.router.navigate(to: ScreenBuilder(TestPage(page)).pushRoute(isAnimated: false))
            await GtkTestHost.runUntil { card.isMapped }
            let dragged = try DropDriver.dragContent(from: card, at: DropPoint(x: 10, y: 5))
            #expect(dragged == .text("Ada Lovelace <ada@example.org>"))
            let draggedFarRight = try DropDriver.dragContent(from: card, at: DropPoint(x: 150, y: 5))
            #expect(draggedFarRight == nil)
            let draggedFile = try DropDriver.dragContent(from: file)
            #expect(draggedFile == .files(["/tmp/ada.vcf"]))
            #expect(throws: GtkDriverError.self) { try DropDriver.dragContent(from: page) }
            await app.close()
        }
    }

    /// GTK's own marshalling of `drop`, `motion` and `prepare` reaches the handlers with the right
    /// arguments and takes back their results (a handler of the wrong C shape would crash here).
    @Test func theHandlersMatchGtksSignalSignatures() async throws {
        try await GtkTestHost.run {
            let drops = Drops()
            let target = DropTarget(accepting: [.files]) { content, point in
                drops.received.append((content, point))
                return true
            }
            target.acceptsDrop { $0.x < 50 }
            #expect(clew_signal_emit_drop_motion(target.raw, 10, 20) == GDK_ACTION_COPY)
            #expect(clew_signal_emit_drop_motion(target.raw, 80, 20).rawValue == 0)

            var files = GValue()
            defer { g_value_unset(&files) }
            g_value_init(&files, gdk_file_list_get_type())
            var list: [OpaquePointer?] = [g_file_new_for_path("/tmp/ada.vcf"), g_file_new_for_path("/tmp/alan.vcf")]
            g_value_take_boxed(&files, UnsafeRawPointer(gdk_file_list_new_from_array(&list, 2)))
            for file in list { g_object_unref(UnsafeMutableRawPointer(file)) }
            #expect(clew_signal_emit_drop(target.raw, &files, 10, 20) != 0)
            #expect(clew_signal_emit_drop(target.raw, &files, 80, 20) == 0)
            var text = GValue()
            defer { g_value_unset(&text) }
            g_value_init(&text, String.gType)
            g_value_set_string(&text, "Ada")
            #expect(clew_signal_emit_drop(target.raw, &text, 10, 20) == 0)
            #expect(drops.received.map(\.content) == [.files(["/tmp/ada.vcf", "/tmp/alan.vcf"])])
            #expect(drops.received.map(\.point) == [DropPoint(x: 10, y: 20)])

            let source = DragSource { point in point.x < 50 ? .text("Ada Lovelace") : nil }
            let provider = try #require(clew_signal_emit_drag_prepare(source.raw, 10, 5))
            defer { g_object_unref(provider) }
            var offered = GValue()
            defer { g_value_unset(&offered) }
            g_value_init(&offered, String.gType)
            #expect(gdk_content_provider_get_value(provider, &offered, nil) != 0)
            #expect(String(cString: g_value_get_string(&offered)) == "Ada Lovelace")
            #expect(clew_signal_emit_drag_prepare(source.raw, 90, 5) == nil)
        }
    }
}
