/// Graphene's geometry as Swift values — `graphene_point_t`, `graphene_size_t`, `graphene_rect_t`,
/// `graphene_point3d_t` — as GTK's and GSK's API takes and returns them (`Widget.computeBounds(_:)`,
/// `Snapshot.appendColor(_:bounds:)`). Plain copies: the generated code converts them at each call.
///
/// ```swift
/// let frame = Graphene.Rect(x: 10, y: 20, width: 100, height: 50)
/// #expect(frame.origin == Graphene.Point(x: 10, y: 20))
/// #expect(frame.size == Graphene.Size(width: 100, height: 50))
/// #expect(frame.contains(Graphene.Point(x: 60, y: 40)))
/// ```
public enum Graphene {
    /// A point (`graphene_point_t`).
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate.
        public var x: Float
        /// The vertical coordinate.
        public var y: Float
        /// The point (`x`, `y`).
        public init(x: Float, y: Float) { (self.x, self.y) = (x, y) }
    }

    /// A size (`graphene_size_t`).
    public struct Size: Hashable, Sendable {
        /// The width.
        public var width: Float
        /// The height.
        public var height: Float
        /// A `width` × `height` size.
        public init(width: Float, height: Float) { (self.width, self.height) = (width, height) }
    }

    /// A rectangle (`graphene_rect_t`): its origin and size.
    public struct Rect: Hashable, Sendable {
        /// The left edge (of the origin).
        public var x: Float
        /// The top edge (of the origin).
        public var y: Float
        /// The width (negative: the rectangle extends left of `x`).
        public var width: Float
        /// The height (negative: the rectangle extends above `y`).
        public var height: Float
        /// The rectangle at (`x`, `y`) of `width` × `height`.
        public init(x: Float, y: Float, width: Float, height: Float) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
        /// The top-left corner.
        public var origin: Point { Point(x: x, y: y) }
        /// The width and height.
        public var size: Size { Size(width: width, height: height) }
        /// Whether `point` is inside (edges included, for a rectangle of positive size).
        public func contains(_ point: Point) -> Bool {
            point.x >= min(x, x + width) && point.x <= max(x, x + width)
                && point.y >= min(y, y + height) && point.y <= max(y, y + height)
        }
    }

    /// A point in 3D (`graphene_point3d_t`).
    public struct Point3D: Hashable, Sendable {
        /// The x coordinate.
        public var x: Float
        /// The y coordinate.
        public var y: Float
        /// The z coordinate (depth).
        public var z: Float
        /// The point (`x`, `y`, `z`).
        public init(x: Float, y: Float, z: Float) { (self.x, self.y, self.z) = (x, y, z) }
    }
}
