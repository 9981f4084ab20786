import Foundation
import Testing
@testable import SnapshotCLI

/// Renderings are the same bytes in every process, whatever its locale and time zone: the built
/// `snapshot-cli` runs in child processes with other `LANG`/`LC_ALL`/`TZ` settings and must print
/// exactly what this process renders. (Child processes, because changing this process's locale
/// would leak into tests running beside it.)
@Suite struct RenderDeterminismTests {
    static let environments: [[String: String]] = [
        ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Europe/Berlin"],
        ["LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "TZ": "Asia/Kolkata"],
        ["LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8", "TZ": "America/St_Johns"],
        ["LANG": "C", "TZ": "UTC"],
    ]

    @Test(arguments: ["ascii", "svg", "layout"])
    func sameBytesInOtherLocalesAndTimeZones(format: String) throws {
        let arguments = ["render", "--fixture", "charge", "--format", format, "--device", "iphone-15"]
        let inProcess = CLIRun.run(arguments)
        #expect(inProcess.status == 0)
        let executable = try #require(Self.executable(), "snapshot-cli is not built next to the tests; run `swift build` first")
        for environment in Self.environments {
            let child = try Self.run(executable, arguments, environment: environment)
            #expect(child.status == 0)
            #expect(child.output == inProcess.output, "render --format \(format) differs under \(environment)")
        }
    }

    /// `snapshot-cli` in the products folder the tests were built into.
    static func executable() -> URL? {
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        // Linux: the bundle is the products folder; macOS: the `.xctest` bundle inside it.
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("snapshot-cli")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

private final class BundleMarker {}
