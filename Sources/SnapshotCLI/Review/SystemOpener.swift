import Foundation

/// Opens a file with the desktop's handler: `xdg-open` (Linux) or `open` (macOS).
enum SystemOpener {
    /// `false` when neither program is on `PATH` or it could not be started.
    @Sendable package static func open(_ url: URL) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init)
        for program in ["xdg-open", "open"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(program)
                guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
                guard let program = try? ChildProcess.start(candidate, [url.path], output: .discarded, describe: program) else {
                    return false
                }
                return program.wait() == 0
            }
        }
        return false
    }
}
