import ClewGObject
import ClewGio
import Testing

/// Generated constructors make real GIO objects of the right class, owned once.
@MainActor
@Suite struct ConstructionTests {
    @Test func aSampleOfGioClassesConstructsWithOneReferenceEach() {
        let objects: [Object] = [
            SimpleAction(name: "save", parameterType: nil),
            ListStore(itemType: Object.gType),
            Menu(),
            MenuItem(label: "Open", detailedAction: "app.open"),
            Cancellable(),
            SimpleActionGroup(),
            MemoryInputStream(),
            MemoryInputStream(bytes: Bytes([1, 2, 3])),
            SocketClient(),
            DBusAuthObserver(),
            MountOperation.new(),
        ]
        for object in objects {
            #expect(object.refCount == 1, "\(type(of: object))")
            #expect(object.isIdentityWrapper, "\(type(of: object))")
        }
    }

    @Test func theGTypeOfAClassIsItsCType() {
        #expect(SimpleAction.gType != Object.gType)
        #expect(ListStore(itemType: SimpleAction.gType).getItemType() == SimpleAction.gType)
    }

    @Test func aMemoryStreamReadsTheBytesItWasMadeWith() throws {
        let stream = MemoryInputStream(bytes: Bytes([7, 8, 9]))
        let bytes = try stream.readBytes(count: 10)
        #expect(bytes.array == [7, 8, 9])
    }

    @Test func aMenuCountsTheItemsAppended() {
        let menu = Menu()
        menu.append(label: "Open", detailedAction: "app.open")
        menu.appendItem(MenuItem(label: "Quit", detailedAction: "app.quit"))
        #expect(menu.getNItems() == 2)
        #expect(menu.isMutable())
    }
}

/// gio-unix-2.0's classes, reached through CGioUnix.
@MainActor
@Suite struct UnixClassTests {
    @Test func aUnixInputStreamKeepsItsDescriptor() {
        let stream = UnixInputStream(fd: 0, closeFd: false)
        #expect(stream.fd == 0)
        #expect(stream.closesFd == false)
        stream.closesFd = true
        #expect(stream.closesFd)
        stream.closesFd = false  // standard input stays open when the stream goes
    }
}
