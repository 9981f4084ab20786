import Testing
import Snapshot

@Suite struct RecordModeTests {
    func resolve(_ argument: RecordMode?, _ environment: [String: String]) -> ResolvedRecordMode? {
        try? ResolvedRecordMode.resolve(argument: argument, environment: environment).get()
    }

    /// The default has a case of its own: `pending` (new snapshots wait as pending files), not
    /// `missing` meaning that only when nobody chose it.
    @Test func defaultsToPendingAndToNeverOnCI() {
        #expect(resolve(nil, [:]) == ResolvedRecordMode(mode: .pending, source: .standard))
        #expect(resolve(nil, ["CI": "true"]) == ResolvedRecordMode(mode: .never, source: .continuousIntegration))
        #expect(resolve(nil, ["CI": ""]) == ResolvedRecordMode(mode: .pending, source: .standard))
        #expect(resolve(nil, ["SNAPSHOT_RECORD": "pending", "CI": "1"]) == ResolvedRecordMode(mode: .pending, source: .environment))
    }

    @Test func environmentBeatsTheDefault() {
        #expect(resolve(nil, ["SNAPSHOT_RECORD": "failed", "CI": "1"]) == ResolvedRecordMode(mode: .failed, source: .environment))
        #expect(resolve(nil, ["SNAPSHOT_RECORD": "ALL"]) == ResolvedRecordMode(mode: .all, source: .environment))
    }

    @Test func scopeBeatsTheEnvironment() {
        withSnapshotRecording(.all) {
            #expect(resolve(nil, ["SNAPSHOT_RECORD": "never"]) == ResolvedRecordMode(mode: .all, source: .scope))
            // The innermost scope wins.
            withSnapshotRecording(.failed) {
                #expect(resolve(nil, [:])?.mode == .failed)
            }
        }
        #expect(resolve(nil, [:])?.mode == .pending)
    }

    @Test func scopeFollowsAsyncWork() async {
        let mode = await withSnapshotRecording(.never) { () async -> RecordMode? in
            await Task { resolve(nil, [:])?.mode }.value
        }
        #expect(mode == .never)
    }

    @Test func argumentBeatsEverything() {
        withSnapshotRecording(.all) {
            #expect(resolve(.never, ["SNAPSHOT_RECORD": "all", "CI": "1"]) == ResolvedRecordMode(mode: .never, source: .argument))
        }
    }

    @Test func anUnknownEnvironmentValueIsAFailureEvenWhenAnArgumentIsNot() {
        let result = ResolvedRecordMode.resolve(argument: nil, environment: ["SNAPSHOT_RECORD": "yes"])
        #expect(throws: RecordModeError(value: "yes")) { try result.get() }
        #expect(
            RecordModeError(value: "yes").description
                == "SNAPSHOT_RECORD is \"yes\", which is not a record mode. Use one of: never, pending, missing, all, failed.")
        // An argument decides before the environment is read.
        #expect(resolve(.missing, ["SNAPSHOT_RECORD": "yes"])?.mode == .missing)
    }

    @Test func sentenceNamesModeAndSource() {
        #expect(ResolvedRecordMode(mode: .never, source: .continuousIntegration).sentence == "record mode is never (CI is set)")
        #expect(ResolvedRecordMode(mode: .missing, source: .standard).sentence == "record mode is missing (the default)")
        #expect(ResolvedRecordMode(mode: .all, source: .environment).sentence == "record mode is all (SNAPSHOT_RECORD)")
        #expect(ResolvedRecordMode(mode: .failed, source: .scope).sentence == "record mode is failed (withSnapshotRecording)")
        #expect(ResolvedRecordMode(mode: .never, source: .argument).sentence == "record mode is never (the record: argument)")
    }
}
