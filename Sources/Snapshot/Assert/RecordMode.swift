/// When references are written instead of (or as well as) compared.
///
/// Chosen per call (`record:`), for a scope (`withSnapshotRecording`), or for a run with the
/// `SNAPSHOT_RECORD` environment variable. Without any of them it is `never` on CI (when `CI`
/// is set, and not to `0`, `false` or `no`) and `pending` elsewhere: a new snapshot is written
/// as a pending file to review and accept rather than as a reference.
///
///     SNAPSHOT_RECORD=failed swift test --filter testMall   // re-record what differs
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference fails and nothing is written.
    case never
    /// Write a missing reference as a pending file (`<name>.new.<ext>`), which `snapshot-cli
    /// review` shows and `accept` makes the reference; compare the rest. The default on a
    /// developer machine.
    case pending
    /// Record a missing reference (the assertion still fails, so it is looked at); compare the rest.
    case missing
    /// Record every reference without comparing; each assertion fails to say so.
    case all
    /// Record missing references and the ones that differ; matching ones stay untouched.
    case failed
}

/// A record mode and where it came from, so a failure can say why nothing was recorded.
package struct ResolvedRecordMode: Sendable, Equatable {
    package enum Source: Sendable, Equatable {
        case argument
        case scope
        case environment
        case continuousIntegration
        case standard
    }

    package var mode: RecordMode
    package var source: Source

    package init(mode: RecordMode, source: Source) {
        self.mode = mode
        self.source = source
    }

    /// The variable that sets the record mode for a run.
    package static let environmentKey = "SNAPSHOT_RECORD"

    /// `record:` argument, then `withSnapshotRecording`, then `SNAPSHOT_RECORD`, then `CI`.
    ///
    /// An unknown `SNAPSHOT_RECORD` value is an error sentence naming the valid ones.
    package static func resolve(
        argument: RecordMode?, environment: [String: String]
    ) -> Result<ResolvedRecordMode, RecordModeError> {
        if let argument { return .success(ResolvedRecordMode(mode: argument, source: .argument)) }
        if let scoped = RecordingScope.mode { return .success(ResolvedRecordMode(mode: scoped, source: .scope)) }
        if let raw = environment[environmentKey], !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else {
                return .failure(RecordModeError(value: raw))
            }
            return .success(ResolvedRecordMode(mode: mode, source: .environment))
        }
        if isContinuousIntegration(environment) {
            return .success(ResolvedRecordMode(mode: .never, source: .continuousIntegration))
        }
        return .success(ResolvedRecordMode(mode: .pending, source: .standard))
    }

    /// Whether `CI` says this is a CI run: set to anything but empty, `0`, `false` or `no`
    /// (any case), which people write to say it is not.
    package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// `record mode is never (CI is set)`.
    package var sentence: String {
        let reason =
            switch source {
            case .argument: "the record: argument"
            case .scope: "withSnapshotRecording"
            case .environment: "\(Self.environmentKey)"
            case .continuousIntegration: "CI is set"
            case .standard: "the default"
            }
        return "record mode is \(mode.rawValue) (\(reason))"
    }
}

/// A `SNAPSHOT_RECORD` value that names no record mode.
package struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
    package var value: String

    package init(value: String) {
        self.value = value
    }

    /// `SNAPSHOT_RECORD is "yes", which is not a record mode. Use one of: never, missing, all, failed.`
    package var description: String {
        let valid = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "\(ResolvedRecordMode.environmentKey) is \"\(value)\", which is not a record mode. Use one of: \(valid)."
    }
}

/// Runs `operation` with every snapshot assertion inside it in `mode`, unless one passes `record:`.
///
/// The mode is task-local: it follows `async` calls and child tasks, and tests running in
/// parallel do not see each other's. In XCTest, wrap `invokeTest` to cover a whole class:
///
///     override func invokeTest() {
///         withSnapshotRecording(.all) { super.invokeTest() }
///     }
public func withSnapshotRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try RecordingScope.$mode.withValue(mode, operation: operation)
}

/// Runs the async `operation` with every snapshot assertion inside it in `mode`.
public func withSnapshotRecording<R>(
    _ mode: RecordMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await RecordingScope.$mode.withValue(mode, operation: operation, isolation: isolation)
}

/// The record mode set by the innermost `withSnapshotRecording`, if any.
enum RecordingScope {
    @TaskLocal static var mode: RecordMode?
}
