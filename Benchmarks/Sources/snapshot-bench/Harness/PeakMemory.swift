import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The peak resident memory of this process.
///
/// On Linux it is `VmHWM` from /proc/self/status, which `reset()` can bring back down to the
/// current size by writing `5` to /proc/self/clear_refs (Linux 4.0+, where the kernel allows
/// it). Elsewhere it is `getrusage`'s `ru_maxrss`, which never goes down, so a per-workload
/// peak needs a process of its own: that is why the harness runs each workload in a child
/// process of the same binary.
enum PeakMemory {
    /// Peak resident bytes so far.
    static func bytes() -> Int {
        #if os(Linux)
        if let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
                if let kilobytes = Int(digits) { return kilobytes * 1024 }
            }
        }
        return 0
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)  // bytes on macOS
        #endif
    }

    /// How `bytes()` is read, for the report.
    static var source: String {
        #if os(Linux)
        "VmHWM"
        #else
        "ru_maxrss"
        #endif
    }

    /// Brings the peak down to the current size; `false` where the system does not allow it.
    static func reset() -> Bool {
        #if os(Linux)
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
        #else
        return false
        #endif
    }
}
