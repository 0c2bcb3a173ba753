import CGtk
import CGtkTestShim
@_spi(Testing) import ClewGtk
import ClewGtkTesting
import Testing

/// Layout and containers put their children where they were asked to.
@Suite @MainActor
struct Layout {
    @Test func aGridPlacesChildrenInCellsWithSpans() async throws {
        try await GtkTestHost.run {
            let name = Label("Name")
            let field = Entry(placeholder: "Ada")
            let save = Button("Save")
            let form = Grid(rowSpacing: 6, columnSpacing: 12)
            form.attach(name, column: 0, row: 0)
            form.attach(field, column: 1, row: 0)
            form.attach(save, column: 0, row: 1, width: 2)
            #expect(form.child(atColumn: 0, row: 0) === name)
            #expect(form.child(atColumn: 1, row: 0) === field)
            #expect(form.child(atColumn: 1, row: 1) === save)  // the span covers both columns
            #expect(form.child(atColumn: 2, row: 0) == nil)
            #expect(form.rowSpacing == 6 && form.columnSpacing == 12)
            form.remove(save)
            #expect(form.child(atColumn: 0, row: 1) == nil)
            form.columnsAreHomogeneous = true
            #expect(form.columnsAreHomogeneous && !form.rowsAreHomogeneous)
        }
    }

    @Test func centerBoxesPanedsAndSeparatorsHoldTheirParts() async throws {
        try await GtkTestHost.run {
            let back = Button("Back")
            let title = Label("Title")
            let bar = CenterBox(start: back, center: title)
            #expect(bar.start === back && bar.center === title && bar.end == nil)
            bar.end = Button("Done")
            #expect(bar.end is Button)

            let sidebar = Label("Sidebar")
            let content = Label("Content")
            let split = Paned(.horizontal, start: sidebar, end: content)
            split.position = 120
            split.startChildResizes = false
            split.hasWideHandle = true
            #expect(split.start === sidebar && split.end === content)
            #expect(split.position == 120 && !split.startChildResizes && split.endChildResizes && split.hasWideHandle)
            let line = Separator(.vertical)
            #expect(gtk_orientable_get_orientation(OpaquePointer(line.raw)) == GTK_ORIENTATION_VERTICAL)
        }
    }

    @Test func aStackShowsOneChildByNameAndItsSwitcherFollows() async throws {
        try await GtkTestHost.run {
            let inbox = Label("Inbox page")
            let archive = Label("Archive page")
            let pages = Stack(transition: .crossfade, duration: .milliseconds(120))
            pages.add(inbox, name: "inbox", title: "Inbox")
            pages.add(archive, name: "archive", title: "Archive", iconName: "folder-symbolic")
            var shown: [String?] = []
            pages.onVisibleChildChange { shown.append($0.visibleChildName) }
            #expect(pages.visibleChild === inbox)
            pages.visibleChildName = "archive"
            #expect(pages.visibleChild === archive && shown == ["archive"])
            pages.visibleChildName = "nowhere"  // no such child: nothing changes
            #expect(pages.visibleChildName == "archive")
            pages.show(inbox, transition: .none)
            #expect(pages.visibleChild === inbox && pages.transition == .crossfade)
            #expect(pages.title(of: archive) == "Archive")
            #expect(pages.transitionDuration == .milliseconds(120))
            let switcher = StackSwitcher(stack: pages)
            // GTK 4.8's switcher shows a page's icon instead of its title when it has one.
            #expect(WidgetQueries.labelTexts(in: switcher) == ["Inbox"])
            #expect(WidgetQueries.descendants(of: switcher).contains { WidgetQueries.isA($0, gtk_image_get_type()) })
            _ = StackSidebar(stack: pages)
            pages.remove(archive)
            #expect(pages.title(of: archive) == nil)
        }
    }

    @Test func expandersFramesAspectFramesAndFlowBoxes() async throws {
        try await GtkTestHost.run {
            let advanced = Expander("Advanced", child: Label("Options"))
            var states: [Bool] = []
            advanced.onChange { states.append($0.isExpanded) }
            advanced.isExpanded = true
            #expect(states == [true] && advanced.label == "Advanced" && advanced.child is Label)

            let frame = Frame("Account", child: Label("Ada"))
            #expect(frame.label == "Account" && frame.child is Label)

            let video = AspectFrame(ratio: 16.0 / 9.0, child: Label("Video"))
            #expect(abs(video.ratio - 16.0 / 9.0) < 0.0001 && !video.obeysChild)

            let gallery = FlowBox(maxChildrenPerLine: 3, selectionMode: .single)
            for index in 0..<5 { gallery.append(Label("Photo \(index)")) }
            #expect(gallery.count == 5)
            var activated: [Int] = []
            gallery.onChildActivated { _, index in activated.append(index) }
            let third = try #require(gtk_flow_box_get_child_at_index(OpaquePointer(gallery.raw), 2))
            clew_signal_emit_object(gallery.raw, "child-activated", UnsafeMutableRawPointer(third))
            #expect(activated == [2])
            gtk_flow_box_select_child(OpaquePointer(gallery.raw), third)
            #expect(gallery.selectedIndices == [2])
            gallery.removeAll()
            #expect(gallery.count == 0)
        }
    }
}
