import Glibc

/// Nanoseconds of CPU time this thread spent in `body`: on a shared machine, where the wall clock
/// also counts the time other processes held the core, the figures then compare across runs.
func threadCPUNanoseconds(_ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
    let start = now()
    body()
    return now() - start
}
