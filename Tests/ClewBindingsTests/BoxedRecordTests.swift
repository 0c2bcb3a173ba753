import ClewGdk
import ClewGtkBindings
import Testing

/// Boxed records: made zero-filled and filled in by a method, caller-allocated out parameters, a record
/// property round trip, and a record as a signal argument.
@MainActor
@Suite struct BoxedRecordTests {
    @Test func aColourIsParsedIntoAZeroFilledRecord() async throws {
        try await onGtk {
            let color = RGBA()
            #expect(color.toString() == "rgba(0,0,0,0)")
            #expect(color.parse("#ff8000"))
            #expect(color.toString() == "rgb(255,128,0)")
            #expect(color.parse("no such colour") == false)
            let copy = color.copy()
            #expect(copy.equal(color))
        }
    }

    @Test func textIteratorsComeBackFromCallerAllocatedOutParameters() async throws {
        try await onGtk {
            let buffer = TextBuffer(table: nil)
            buffer.setText("héllo")
            let start = buffer.getStartIter()
            let end = buffer.getEndIter()
            #expect(end.getOffset() == 5)
            #expect(start.forwardChar())
            #expect(start.getChar() == UInt32(("é" as Unicode.Scalar).value))
            #expect(buffer.getText(start: start, end: end, includeHiddenChars: false) == "éllo")
        }
    }

    @Test func aRecordPropertyRoundTrips() async throws {
        try await onGtk {
            let tag = TextTag(name: "warning")
            let orange = RGBA()
            _ = orange.parse("orange")
            tag.foregroundRgba = orange
            #expect(tag.foregroundRgba?.toString() == "rgb(255,165,0)")
            tag.foregroundRgba = nil
            #expect(tag.foregroundRgba == nil)
        }
    }

    @Test func aRecordAsASignalArgument() async throws {
        try await onGtk {
            let buffer = TextBuffer(table: nil)
            buffer.setText("ab")
            var inserted: [(Int32?, String, Int32)] = []
            buffer.connectInsertText { _, location, text, length in
                inserted.append((location?.getOffset(), text, length))
            }
            buffer.insertAtCursor("xyz")
            #expect(inserted.count == 1)
            #expect(inserted.first?.0 == 2)  // the cursor is at the end after setText
            #expect(inserted.first?.1 == "xyz")
            #expect(inserted.first?.2 == 3)
        }
    }
}
