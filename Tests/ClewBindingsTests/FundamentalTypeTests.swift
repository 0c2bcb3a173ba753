import ClewGObject
import ClewGdk
import ClewGtkBindings
import Testing

/// Fundamental types (`GtkExpression`, `GParamSpec`) on `FundamentalRef`, caller-allocated `GValue`s,
/// object arrays handed over with their references, and cairo regions.
@MainActor
@Suite struct FundamentalTypeTests {
    @Test func aPropertyExpressionEvaluatesALabelsText() async throws {
        try await onGtk {
            let label = Label(str: "Photos")
            let text = PropertyExpression(thisType: Label.gType, propertyName: "label")
            let evaluated = text.evaluate(this: label)
            #expect(evaluated.result)
            #expect(evaluated.value.string == "Photos")
            label.setLabel("Albums")
            #expect(text.evaluate(this: label).value.string == "Albums")
            #expect(text.getValueType() == 64)  // G_TYPE_STRING
            // A base-typed return comes back as its most-derived class, a new wrapper of the same instance.
            let filter = StringFilter(expression: text)
            let back = try #require(filter.getExpression())
            #expect(back is PropertyExpression)
            #expect(back.raw == text.raw)
            #expect(back.typeName == "GtkPropertyExpression")
            // The ParamSpec it reads, as its own class.
            let spec = (back as? PropertyExpression)?.getPspec()
            #expect(spec?.getName() == "label")
            #expect(spec is ParamSpecString)
        }
    }

    @Test func aContentProviderFillsATypedValueAndAUnionTakesItsProviders() async throws {
        try await onGtk {
            let provider = ContentProvider(value: Value("hello"))
            let value = Value("")
            try provider.getValue(value)
            #expect(value.string == "hello")
            let union = ContentProvider(union: [provider, ContentProvider(mimeType: "text/x-clew", bytes: Bytes([1]))])
            let formats = union.refFormats()
            #expect(formats.containMimeType("text/x-clew"))
            #expect(formats.containGtype(64))  // G_TYPE_STRING
        }
    }

    @Test func aCairoRegionHoldsItsRectangles() {
        let region = CairoRegion(x: 0, y: 0, width: 10, height: 10)
        #expect(!region.isEmpty && CairoRegion().isEmpty)
        region.add(x: 20, y: 0, width: 5, height: 5)
        #expect(region.contains(x: 22, y: 2))
        #expect(!region.contains(x: 15, y: 2))
        #expect(region.extents == .init(x: 0, y: 0, width: 25, height: 10))
    }
}
