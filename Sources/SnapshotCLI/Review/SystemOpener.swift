import Foundation

/// Opens a file with the desktop's handler: `xdg-open` (Linux) or `open` (macOS).
package enum SystemOpener {
    /// `false` when neither program is on `PATH` or it could not be started.
    @Sendable package static func open(_ url: URL) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init)
        for program in ["xdg-open", "open"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(program)
                guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
                let process = Process()
                process.executableURL = candidate
                process.arguments = [url.path]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { return false }
                process.waitUntilExit()
                return process.terminationStatus == 0
            }
        }
        return false
    }
}
