import Testing
import Foundation
import Snapshot

/// What each record mode does when there is no reference yet, on a laptop and on CI.
@Suite struct VerifySnapshotRecordingTests {
    /// By default a new snapshot is not accepted silently: it waits as a pending file, which
    /// `snapshot-cli review` shows and `accept` makes the reference (cargo-insta's way).
    @Test func firstRunWritesAPendingSnapshotForReviewAndFails() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let message = store.verify("grid A")
        #expect(
            message == """
                New snapshot "testMall.1.txt": it has no reference yet, so the rendering waits as a pending file for review.

                Pending:   __Snapshots__/ShopTests/MallTests/testMall.1.new.txt

                Review:    swift run snapshot-cli review --open
                Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.1
                Reject:    swift run snapshot-cli reject ShopTests/MallTests/testMall.1
                """)
        #expect(store.files == ["ShopTests/MallTests/testMall.1.new.txt"])
        #expect(store.read("ShopTests/MallTests/testMall.1.new.txt") == "grid A")
        // Until it is accepted, every run says the same and leaves one pending file.
        #expect(store.verify("grid A") == message)
        #expect(store.files == ["ShopTests/MallTests/testMall.1.new.txt"])
        // Accepted (what `snapshot-cli accept` does: a rename), the next run passes and clears nothing else.
        try FileManager.default.moveItem(
            at: store.package.root.appendingPathComponent("__Snapshots__/ShopTests/MallTests/testMall.1.new.txt"),
            to: store.package.root.appendingPathComponent("__Snapshots__/ShopTests/MallTests/testMall.1.txt"))
        #expect(store.verify("grid A") == nil)
        #expect(store.files == ["ShopTests/MallTests/testMall.1.txt"])
    }

    /// Each mode means one thing wherever it comes from: `pending` passed by name waits as a
    /// pending file as the default does, `missing` passed by name records (it once meant
    /// "pending" only when nobody had chosen it).
    @Test func pendingAndMissingMeanTheSameWhereverTheyComeFrom() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        #expect(store.verify("grid A", named: "a", record: .pending)?.hasPrefix("New snapshot \"testMall.a.txt\"") == true)
        #expect(store.verify("grid B", named: "b", record: .missing)?.hasPrefix("No reference was found for \"testMall.b.txt\", so it was recorded") == true)
        #expect(store.files == ["ShopTests/MallTests/testMall.a.new.txt", "ShopTests/MallTests/testMall.b.txt"])
    }

    /// Asked for by name (`SNAPSHOT_RECORD=missing`, what `snapshot-cli record` sets), a new
    /// reference is written at once.
    @Test func missingModeAskedForRecordsTheReferenceAndFails() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "missing"])
        defer { store.remove() }
        let message = store.verify("grid A")
        #expect(
            message == """
                No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (SNAPSHOT_RECORD).

                Recorded:  __Snapshots__/ShopTests/MallTests/testMall.1.txt

                Check it, then re-run to verify: swift test --filter '[./]testMall(\\(|$)'
                """)
        #expect(store.read("ShopTests/MallTests/testMall.1.txt") == "grid A")
        #expect(store.files == ["ShopTests/MallTests/testMall.1.txt"])
        // The re-run the message asks for passes.
        #expect(store.verify("grid A") == nil)
    }

    @Test func firstRunOnCIRecordsNothing() throws {
        let store = try StoreHarness(environment: ["CI": "true"])
        defer { store.remove() }
        let message = store.verify("grid A")
        #expect(
            message == """
                No reference was found for "testMall.1.txt", and none was recorded: record mode is never (CI is set).

                Expected:  __Snapshots__/ShopTests/MallTests/testMall.1.txt

                Record:    SNAPSHOT_RECORD=missing swift test --filter '[./]testMall(\\(|$)'
                """)
        #expect(store.files == [])
    }

    /// `CI=false` and `CI=0` are how people say "not CI".
    @Test(arguments: ["", "0", "false", "FALSE", "no"])
    func aCIVariableThatSaysNoDoesNotCount(value: String) throws {
        let store = try StoreHarness(environment: ["CI": value])
        defer { store.remove() }
        #expect(store.verify("grid A")?.hasPrefix("New snapshot \"testMall.1.txt\"") == true)
        #expect(store.exists("ShopTests/MallTests/testMall.1.new.txt"))
    }

    @Test(arguments: ["1", "true", "yes", "buildkite"])
    func aCIVariableThatSaysYesRecordsNothing(value: String) throws {
        let store = try StoreHarness(environment: ["CI": value])
        defer { store.remove() }
        #expect(store.verify("grid A")?.contains("record mode is never (CI is set)") == true)
        #expect(store.files == [])
    }

    @Test func neverByArgumentRecordsNothingWithoutCI() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let message = store.verify("grid A", record: .never)
        #expect(
            message?.hasPrefix(
                """
                No reference was found for "testMall.1.txt", and none was recorded: record mode is never (the record: argument).
                """) == true)
        #expect(store.files == [])
    }

    @Test func missingByArgumentRecordsEvenOnCI() throws {
        let store = try StoreHarness(environment: ["CI": "1"])
        defer { store.remove() }
        let message = store.verify("grid A", record: .missing)
        #expect(
            message?.hasPrefix(
                """
                No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (the record: argument).
                """) == true)
        #expect(store.read("ShopTests/MallTests/testMall.1.txt") == "grid A")
    }

    @Test(arguments: [[:], ["CI": "true"]])
    func failedRecordsAMissingReference(environment: [String: String]) throws {
        let store = try StoreHarness(environment: environment)
        defer { store.remove() }
        let message = store.verify("grid A", record: .failed)
        #expect(
            message?.hasPrefix(
                """
                No reference was found for "testMall.1.txt", so it was recorded: record mode is failed (the record: argument).
                """) == true)
        #expect(store.read("ShopTests/MallTests/testMall.1.txt") == "grid A")
    }

    @Test(arguments: [[:], ["CI": "true"]])
    func allRecordsAMissingReferenceAndFails(environment: [String: String]) throws {
        let store = try StoreHarness(environment: environment)
        defer { store.remove() }
        let message = store.verify("grid A", record: .all)
        #expect(
            message == """
                Recorded "testMall.1.txt" without comparing: record mode is all (the record: argument).

                Recorded:  __Snapshots__/ShopTests/MallTests/testMall.1.txt

                Turn record mode off, then re-run to verify: swift test --filter '[./]testMall(\\(|$)'
                """)
        #expect(store.read("ShopTests/MallTests/testMall.1.txt") == "grid A")
    }

    @Test func allRewritesAReferenceThatMatches() throws {
        let store = try StoreHarness(environment: ["CI": "true"])
        defer { store.remove() }
        // A CRLF reference matches "grid A\nrow"; only a rewrite turns it into LF.
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.1.txt", "grid A\r\nrow")
        #expect(store.verify("grid A\nrow", record: .all)?.hasPrefix("Recorded \"testMall.1.txt\" without comparing") == true)
        #expect(store.read("ShopTests/MallTests/testMall.1.txt") == "grid A\nrow")
    }

    @Test func allOverwritesAReferenceThatDiffersAndClearsPendingFiles() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.1.txt", "grid A")
        #expect(store.verify("grid B") != nil)
        #expect(store.exists("ShopTests/MallTests/testMall.1.new.txt"))
        #expect(store.verify("grid B", record: .all) != nil)
        #expect(store.read("ShopTests/MallTests/testMall.1.txt") == "grid B")
        #expect(store.files == ["ShopTests/MallTests/testMall.1.txt"])
    }

    @Test func environmentRecordModeIsNamedInTheMessage() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "all", "CI": "true"])
        defer { store.remove() }
        #expect(
            store.verify("grid A")?.hasPrefix(
                "Recorded \"testMall.1.txt\" without comparing: record mode is all (SNAPSHOT_RECORD).") == true)
    }

    @Test func scopedRecordModeIsNamedInTheMessage() throws {
        let store = try StoreHarness(environment: ["CI": "true"])
        defer { store.remove() }
        let message = withSnapshotRecording(.missing) { store.verify("grid A") }
        #expect(
            message?.hasPrefix(
                """
                No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (withSnapshotRecording).
                """) == true)
    }

    @Test func anInvalidEnvironmentRecordModeFailsNamingTheValidOnes() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "sometimes"])
        defer { store.remove() }
        #expect(
            store.verify("grid A") == """
                SNAPSHOT_RECORD is "sometimes", which is not a record mode. Use one of: never, pending, missing, all, failed.
                """)
        #expect(store.files == [])
    }
}
