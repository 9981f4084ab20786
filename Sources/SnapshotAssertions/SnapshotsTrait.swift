#if canImport(Testing) && compiler(>=6.1)
    import Testing

    /// `.snapshots(record:devices:directory:diffTool:)`: settings for every snapshot assertion in a
    /// suite or a test, as swift-snapshot-testing's `.snapshots(record:diffTool:)` offers.
    ///
    ///     @Suite(.snapshots(record: .missing, devices: [.iPhoneSE, .iPhone15], diffTool: .ksdiff))
    ///     struct HomeTests {
    ///         @Test func home() { assertSnapshot(of: HomeVC.screen(), as: .svg) }   // on both devices
    ///     }
    ///
    /// - `record`: the record mode, as `withSnapshotRecording` sets it (an assertion's `record:`
    ///   wins; it wins over `SNAPSHOT_RECORD` and `CI`).
    /// - `devices`: an assertion of a `Screen` without `on:` is checked on these, one reference each.
    /// - `directory`: the snapshot folder, as `snapshotDirectory:` (an assertion's own wins).
    /// - `diffTool`: a failure prints the command that opens the reference and the new rendering
    ///   in it (`Diff: ksdiff …`); nothing is run.
    ///
    /// A test's trait is applied over its suite's, setting by setting.
    public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
        /// The record mode for the assertions inside, if the trait sets one.
        public var record: RecordMode?
        /// Its devices, folder and diff tool.
        var scope: SnapshotScope

        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let merged = scope.over(SnapshotScope.current)
            try await SnapshotScope.$current.withValue(merged) {
                if let record {
                    try await withSnapshotRecording(record) { try await function() }
                } else {
                    try await function()
                }
            }
        }
    }

    extension Trait where Self == SnapshotsTrait {
        /// Settings for every snapshot assertion in this suite or test (`SnapshotsTrait`).
        public static func snapshots(
            record: RecordMode? = nil, devices: [Device]? = nil, directory: String? = nil, diffTool: DiffTool? = nil
        ) -> SnapshotsTrait {
            SnapshotsTrait(record: record, scope: SnapshotScope(devices: devices, directory: directory, diffTool: diffTool))
        }
    }
#endif
