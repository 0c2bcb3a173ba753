import ClewGObject
import ClewGdk
import ClewGtkBindings
import Testing

/// Fundamental types (`GtkExpression`, `GParamSpec`) on `FundamentalRef`, caller-allocated `GValue`s,
/// object arrays handed over with their references, and cairo regions.
@MainActor
@Suite struct FundamentalTypeTests {
    /// Methods that take their instance over (`transfer full`: `gtk_expression_bind`, `gsk_transform_translate`)
    /// are handed a reference of their own: the wrapper's stays its own, usable after the call and released once.
    @Test func aMethodThatTakesItsInstanceOverLeavesTheWrapperItsOwnReference() async throws {
        try await onGtk {
            let source = Label(str: "Photos")
            let target = Label(str: "")
            let text = PropertyExpression(thisType: Label.gType, propertyName: "label")
            let watch = text.bind(target: target, property: "label", this: source)
            #expect(target.getLabel() == "Photos")
            source.setLabel("Albums")
            #expect(target.getLabel() == "Albums")
            watch.unwatch()
            #expect(text.evaluate(this: source).value.string == "Albums")
            let base = try #require(Transform().scale(factorX: 2, factorY: 2))
            do {
                let moved = try #require(base.translate(Graphene.Point(x: 3, y: 4)))
                #expect(moved.transformPoint(Graphene.Point(x: 0, y: 0)) != Graphene.Point(x: 0, y: 0))
            }
            // The chained transform is gone, and with it its reference to `base`: `base` still holds its own.
            #expect(base.transformPoint(Graphene.Point(x: 1, y: 1)) == Graphene.Point(x: 2, y: 2))
        }
    }

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
            // Through a property's GValue (the type's value table), each way.
            let dropDown = DropDown(model: StringList(strings: ["a"]), expression: nil)
            #expect(dropDown.expression == nil)
            dropDown.expression = text
            #expect(dropDown.expression is PropertyExpression)
            #expect(dropDown.expression?.raw == text.raw)
            dropDown.expression = nil
            #expect(dropDown.expression == nil)
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

/// A `GdkEvent` from a real key press, as its most-derived class.
@MainActor
@Suite struct EventTests {
    @Test(.enabled(if: canPressRealKeys)) func aKeyPressComesBackAsAKeyEvent() async throws {
        try await onGtkWithWindow { raw, press in
            let window = ClewGtkBindings.Window.take(raw, transfer: .none)
            let keys = EventControllerKey()
            window.addController(keys)
            var seen: [(String, UInt32, Bool)] = []
            keys.connectKeyPressed { controller, keyval, _, _ in
                let event = controller.getCurrentEvent()
                let key = event as? KeyEvent
                seen.append((event?.typeName ?? "none", key?.getKeyval() ?? 0, key?.getKeyval() == keyval))
                return false
            }
            try press("a")
            #expect(seen.count == 1)
            #expect(seen.first?.0 == "GdkKeyEvent")
            #expect(seen.first?.1 == 0x61)  // GDK_KEY_a
            #expect(seen.first?.2 == true)
            window.removeController(keys)
        }
    }
}

/// Swift closures as C callbacks, each box released exactly once by its scope.
@MainActor
@Suite struct CallbackTests {
    @Test func aNotifiedFilterFunctionIsReleasedWithItsFilter() async throws {
        try await onGtk {
            let before = GObjectRef.liveCallbackCount
            let words = StringList(strings: ["apple", "banana", "avocado"])
            do {
                var calls = 0
                let filter = CustomFilter { item in
                    calls += 1
                    // as(_:), not as?: nothing named StringObject before (lazy registration)
                    return item.as(StringObject.self)?.getString().hasPrefix("a") == true
                }
                #expect(GObjectRef.liveCallbackCount == before + 1)
                let model = FilterListModel(model: words, filter: filter)
                #expect(model.getNItems() == 2)
                #expect(calls >= 3)
                filter.setFilterFunc(matchFunc: { _ in true })  // the first box released by GTK's destroy notify
                #expect(GObjectRef.liveCallbackCount == before + 1)
                #expect(model.getNItems() == 3)
                filter.setFilterFunc(matchFunc: nil)
                #expect(GObjectRef.liveCallbackCount == before)
            }
            #expect(GObjectRef.liveCallbackCount == before)
            // A filter that still holds its function when it goes: GTK's destroy notify releases the box then.
            do {
                let filter = CustomFilter { _ in true }
                let model = FilterListModel(model: words, filter: filter)
                #expect(model.getNItems() == 3)
                #expect(GObjectRef.liveCallbackCount == before + 1)
            }
            #expect(GObjectRef.liveCallbackCount == before, "released with its filter")
        }
    }
}

/// Graphene's structs as Swift values: in parameters and caller-allocated out parameters.
@MainActor
@Suite struct GrapheneTests {
    @Test func computeBoundsFillsARect() async throws {
        try await onGtkWithWindow { raw, _ in
            let window = ClewGtkBindings.Window.take(raw, transfer: .none)
            let box = Box.new(orientation: .vertical, spacing: 0)
            let top = Label(str: "top")
            let bottom = Label(str: "bottom")
            top.setSizeRequest(width: 120, height: 30)
            box.append(top)
            box.append(bottom)
            window.setChild(box)
            #expect(await waitUntil { bottom.getHeight() > 0 && box.getWidth() > 0 })
            let (found, bounds) = bottom.computeBounds(box)
            #expect(found)
            #expect(bounds.y >= 30)
            #expect(bounds.width == Float(box.getWidth()))
            #expect(bounds.height == Float(bottom.getHeight()))
            let (mapped, point) = bottom.computePoint(target: box, point: Graphene.Point(x: 1, y: 2))
            #expect(mapped)
            #expect(point == Graphene.Point(x: 1 + bounds.x, y: 2 + bounds.y))
            window.setChild(nil)
        }
    }
}
