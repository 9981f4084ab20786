import Foundation
import PackagePlugin

/// `swift package snapshot COMMAND …`: runs `snapshot-cli` on the package it is invoked in,
/// with the arguments as given (`swift package snapshot review --open`).
///
/// The plugin has SwiftPM build `snapshot-cli` in release (once; later runs reuse it), so a
/// review of 1,000 failures takes 4 s instead of the 14 s of a debug build. SwiftPM holds the
/// package's `.build` while a plugin runs, so the `swift test` that `test` and `record` start
/// builds in a folder of its own, `.build/snapshot-plugin` (`SNAPSHOT_SCRATCH_PATH`): the first
/// `test` through the plugin builds the tests once more there.
@main
struct SnapshotPlugin: CommandPlugin {
    /// Where the `swift test` of `test` and `record` builds, relative to the package.
    static let scratchPath = ".build/snapshot-plugin"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let built = try packageManager.build(
            .product("snapshot-cli"), parameters: PackageManager.BuildParameters(configuration: .release, logging: .concise))
        guard built.succeeded, let tool = built.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("could not build snapshot-cli:\n\(built.logText)")
            throw PluginFailure.exitStatus(2)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        if environment["SNAPSHOT_SCRATCH_PATH"]?.isEmpty ?? true { environment["SNAPSHOT_SCRATCH_PATH"] = Self.scratchPath }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PluginFailure.exitStatus(process.terminationStatus) }
    }
}

/// `snapshot-cli` ended with another status than 0 (it has printed why).
enum PluginFailure: Error, CustomStringConvertible {
    case exitStatus(Int32)

    var description: String {
        switch self {
        case .exitStatus(let status): "snapshot-cli exited with status \(status)"
        }
    }
}
