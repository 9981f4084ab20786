import Snapshot
import ScreenFixtures

/// The `snapshot-cli` command, callable in-process.
public enum SnapshotCLI {
    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        print("snapshot-cli: not implemented yet")
        return 2
    }
}
