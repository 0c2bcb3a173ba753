/// Fixed-width integer reads used by the header parsers; callers check bounds first.
extension UnsafeRawBufferPointer {
    func bigEndian16(at index: Int) -> Int {
        Int(self[index]) << 8 | Int(self[index + 1])
    }

    func bigEndian32(at index: Int) -> Int {
        Int(self[index]) << 24 | Int(self[index + 1]) << 16 | Int(self[index + 2]) << 8 | Int(self[index + 3])
    }

    func littleEndian16(at index: Int) -> Int {
        Int(self[index]) | Int(self[index + 1]) << 8
    }

    func littleEndian24(at index: Int) -> Int {
        Int(self[index]) | Int(self[index + 1]) << 8 | Int(self[index + 2]) << 16
    }

    func littleEndian32(at index: Int) -> Int {
        littleEndian24(at: index) | Int(self[index + 3]) << 24
    }

    func hasBytes(_ expected: [UInt8], at index: Int) -> Bool {
        guard index + expected.count <= count else { return false }
        for (offset, byte) in expected.enumerated() where self[index + offset] != byte {
            return false
        }
        return true
    }
}
