import Foundation

/// Everything a command may reach outside its arguments, so that tests can replace all of it.
struct CommandContext: Sendable {
    var console: Console
    var environment: [String: String]
    /// Relative paths on the command line are relative to this folder.
    var currentDirectory: URL
    /// Runs `swift test`; tests pass a simulation.
    var testRunner: any TestRunning
    /// Opens a file in the user's browser; returns `false` when there is no way to.
    var opener: @Sendable (URL) -> Bool

    init(
        console: Console,
        environment: [String: String],
        currentDirectory: URL,
        testRunner: any TestRunning = SwiftTestProcess(),
        opener: @escaping @Sendable (URL) -> Bool = SystemOpener.open
    ) {
        self.console = console
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.testRunner = testRunner
        self.opener = opener
    }

    /// A path from the command line as a file URL (relative to `currentDirectory`).
    func url(forPath path: String) -> URL {
        // Relative to the folder itself, whether or not its URL ends with a slash.
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory.path, isDirectory: true)).standardizedFileURL
    }
}
