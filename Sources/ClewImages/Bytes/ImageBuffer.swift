#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// A growable block of raw memory for one image body.
///
/// Small bodies live on the malloc heap. Large ones (1 MiB and up) get pages of their own from
/// `mmap` where the system has it, for two reasons measured on a 10 MB download: freeing them gives
/// the pages back at once (a heap chunk freed by another thread stayed resident, so a view model
/// that keeps the previous image held three images' worth), and on Linux they may use huge pages,
/// so filling them costs a handful of page faults instead of thousands.
struct ImageBuffer {
    private(set) var base: UnsafeMutableRawPointer?
    private(set) var capacity = 0
    private var isMapped = false

    /// Bodies from this size up get their own pages.
    static let mappedThreshold = 1 << 20

    /// Grows (or first allocates) to `newCapacity` bytes, keeping the first `used` bytes; `false`
    /// if the system refused the memory.
    mutating func resize(to newCapacity: Int, keeping used: Int) -> Bool {
        guard newCapacity > capacity else { return true }
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            if newCapacity >= Self.mappedThreshold {
                return resizeMapped(to: newCapacity, keeping: min(used, capacity))
            }
        #endif
        guard let grown = realloc(base, newCapacity) else { return false }
        base = grown
        capacity = newCapacity
        return true
    }

    /// Frees the memory; the buffer is empty afterwards.
    mutating func release() {
        guard let base else { return }
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            if isMapped {
                munmap(base, capacity)
                self.base = nil
                capacity = 0
                return
            }
        #endif
        free(base)
        self.base = nil
        capacity = 0
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        private mutating func resizeMapped(to newCapacity: Int, keeping used: Int) -> Bool {
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            guard newCapacity <= Int.max - pageSize else { return false }
            let length = (newCapacity + pageSize - 1) / pageSize * pageSize
            guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                mapped != MAP_FAILED
            else { return false }
            #if canImport(Glibc)
                _ = madvise(mapped, length, MADV_HUGEPAGE)  // a hint; refused where huge pages are off
            #endif
            if let base {
                mapped.copyMemory(from: base, byteCount: used)
                release()
            }
            base = mapped
            capacity = length
            isMapped = true
            return true
        }
    #endif
}
