/// How a command ends: the process exit status.
enum ExitStatus: Int32, Sendable {
    /// Everything passed or was done.
    case success = 0
    /// Snapshots failed (or the tests did).
    case snapshotFailures = 1
    /// Bad usage or bad input: nothing was written.
    case usageError = 2
}
