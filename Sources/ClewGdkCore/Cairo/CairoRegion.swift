internal import CGtk
import ClewGObject

/// A `cairo_region_t`: a set of pixels made of rectangles, as GDK's surfaces take for their input and opaque
/// areas and hand to `GdkSurface::render`. Reference-counted; a wrapper holds one reference. A region can
/// change, so it is not `Sendable`.
///
/// ```swift
/// let region = CairoRegion(x: 0, y: 0, width: 10, height: 10)
/// region.add(x: 20, y: 0, width: 5, height: 5)
/// #expect(region.contains(x: 22, y: 2))
/// #expect(!region.contains(x: 15, y: 2))
/// #expect(region.rectangleCount == 2)
/// #expect(region.extents == .init(x: 0, y: 0, width: 25, height: 10))
/// ```
public final class CairoRegion: OpaqueHandle {
    /// A rectangle of whole pixels.
    public struct Rectangle: Hashable, Sendable {
        /// The left and top edges, in pixels.
        public var x: Int32, y: Int32
        /// The width and height, in pixels.
        public var width: Int32, height: Int32
        /// The rectangle at (`x`, `y`) of `width` × `height` pixels.
        public init(x: Int32, y: Int32, width: Int32, height: Int32) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// The `cairo_region_t *`, holding one reference of its own.
    package let pointer: OpaquePointer

    /// Takes a pointer a C function returned: a full reference or a borrowed one.
    package init(taking pointer: OpaquePointer, transfer: GObjectRef.Transfer) {
        self.pointer = transfer == .none ? cairo_region_reference(pointer) : pointer
    }

    deinit { cairo_region_destroy(pointer) }

    /// An empty region (`cairo_region_create`).
    public convenience init() { self.init(taking: cairo_region_create(), transfer: .full) }

    /// The region of one rectangle (`cairo_region_create_rectangle`).
    public convenience init(x: Int32, y: Int32, width: Int32, height: Int32) {
        var rectangle = cairo_rectangle_int_t(x: x, y: y, width: width, height: height)
        self.init(taking: cairo_region_create_rectangle(&rectangle), transfer: .full)
    }

    /// Adds a rectangle (`cairo_region_union_rectangle`).
    public func add(x: Int32, y: Int32, width: Int32, height: Int32) {
        var rectangle = cairo_rectangle_int_t(x: x, y: y, width: width, height: height)
        _ = cairo_region_union_rectangle(pointer, &rectangle)
    }

    /// Whether the pixel at (`x`, `y`) is in the region.
    public func contains(x: Int32, y: Int32) -> Bool { cairo_region_contains_point(pointer, x, y) != 0 }

    /// Whether the region has no pixel.
    public var isEmpty: Bool { cairo_region_is_empty(pointer) != 0 }

    /// The number of rectangles the region is made of (after cairo merged what it could).
    public var rectangleCount: Int { Int(cairo_region_num_rectangles(pointer)) }

    /// The smallest rectangle that holds the region.
    public var extents: Rectangle {
        var rectangle = cairo_rectangle_int_t()
        cairo_region_get_extents(pointer, &rectangle)
        return Rectangle(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
    }
}

extension CairoRegion: GValueNullable {
    /// A `CAIRO_GOBJECT_TYPE_REGION` value (a signal argument): a new reference; NULL reads as nil.
    package static func readIfPresent(from value: UnsafeMutableRawPointer) -> CairoRegion? {
        g_value_get_boxed(value.assumingMemoryBound(to: GValue.self))
            .map { CairoRegion(taking: OpaquePointer($0), transfer: .none) }
    }
    package func write(to value: UnsafeMutableRawPointer) {
        g_value_set_boxed(value.assumingMemoryBound(to: GValue.self), UnsafeRawPointer(pointer))
    }
    package static func writeNull(to value: UnsafeMutableRawPointer) {
        g_value_set_boxed(value.assumingMemoryBound(to: GValue.self), nil)
    }
}
