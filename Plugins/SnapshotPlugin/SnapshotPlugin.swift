import Foundation
import PackagePlugin

/// `swift package snapshot COMMAND …`: runs `snapshot-cli` on the package it is invoked in,
/// with the arguments as given (`swift package snapshot review --open`).
///
/// The plugin has SwiftPM build `snapshot-cli` in release (once; later runs reuse it), so a
/// review of 1,000 failures takes 3 s instead of the 12–14 s of a debug build. `test` and
/// `record` start `swift test`, which cannot run while SwiftPM holds the package's build folder
/// for the plugin: the plugin says so and what to run instead.
@main
struct SnapshotPlugin: CommandPlugin {
    /// The commands that start `swift test` themselves.
    static let startsSwiftTest: Set<String> = ["test", "record"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let command = arguments.first, Self.startsSwiftTest.contains(command) {
            let rest = arguments.dropFirst().joined(separator: " ")
            Diagnostics.error(
                "'swift package snapshot \(command)' cannot start 'swift test' while SwiftPM runs the plugin (both need .build); "
                    + "run 'swift run snapshot-cli \(command)\(rest.isEmpty ? "" : " " + rest)' instead")
            throw PluginFailure.exitStatus(2)
        }
        let built = try await packageManager.build(
            .product("snapshot-cli"), parameters: PackageManager.BuildParameters(configuration: .release, logging: .concise))
        guard built.succeeded, let tool = built.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("could not build snapshot-cli:\n\(built.logText)")
            throw PluginFailure.exitStatus(2)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
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
