/// A small seeded generator (SplitMix64): the same seed gives the same sequence on every machine,
/// so a failing sequence replays from its seed alone.
public struct ModelRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    /// A random element of a non-empty collection.
    mutating func pick<C: RandomAccessCollection>(_ items: C) -> C.Element where C.Index == Int {
        items[Int.random(in: items.startIndex..<items.endIndex, using: &self)]
    }
}
