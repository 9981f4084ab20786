import Testing
import Foundation
import Snapshot

/// What each record mode does when there is no reference yet, on a laptop and on CI.
@Suite struct VerifySnapshotRecordingTests {
    @Test func firstRunRecordsTheReferenceAndFails() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let message = store.verify("grid A")
        #expect(message == """
            No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (the default).

            Recorded:  __Snapshots__/MallTests/testMall.1.txt

            Check it, then re-run to verify: swift test --filter testMall
            """)
        #expect(store.read("MallTests/testMall.1.txt") == "grid A")
        #expect(store.files == ["MallTests/testMall.1.txt"])
        // The re-run the message asks for passes.
        #expect(store.verify("grid A") == nil)
    }

    @Test func firstRunOnCIRecordsNothing() throws {
        let store = try StoreHarness(environment: ["CI": "true"])
        defer { store.remove() }
        let message = store.verify("grid A")
        #expect(message == """
            No reference was found for "testMall.1.txt", and none was recorded: record mode is never (CI is set).

            Expected:  __Snapshots__/MallTests/testMall.1.txt

            Record:    SNAPSHOT_RECORD=missing swift test --filter testMall
            """)
        #expect(store.files == [])
    }

    @Test func anEmptyCIVariableDoesNotCount() throws {
        let store = try StoreHarness(environment: ["CI": ""])
        defer { store.remove() }
        #expect(store.verify("grid A")?.hasPrefix("No reference was found for \"testMall.1.txt\", so it was recorded") == true)
        #expect(store.exists("MallTests/testMall.1.txt"))
    }

    @Test func neverByArgumentRecordsNothingWithoutCI() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let message = store.verify("grid A", record: .never)
        #expect(message?.hasPrefix("""
            No reference was found for "testMall.1.txt", and none was recorded: record mode is never (the record: argument).
            """) == true)
        #expect(store.files == [])
    }

    @Test func missingByArgumentRecordsEvenOnCI() throws {
        let store = try StoreHarness(environment: ["CI": "1"])
        defer { store.remove() }
        let message = store.verify("grid A", record: .missing)
        #expect(message?.hasPrefix("""
            No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (the record: argument).
            """) == true)
        #expect(store.read("MallTests/testMall.1.txt") == "grid A")
    }

    @Test(arguments: [[:], ["CI": "true"]])
    func failedRecordsAMissingReference(environment: [String: String]) throws {
        let store = try StoreHarness(environment: environment)
        defer { store.remove() }
        let message = store.verify("grid A", record: .failed)
        #expect(message?.hasPrefix("""
            No reference was found for "testMall.1.txt", so it was recorded: record mode is failed (the record: argument).
            """) == true)
        #expect(store.read("MallTests/testMall.1.txt") == "grid A")
    }

    @Test(arguments: [[:], ["CI": "true"]])
    func allRecordsAMissingReferenceAndFails(environment: [String: String]) throws {
        let store = try StoreHarness(environment: environment)
        defer { store.remove() }
        let message = store.verify("grid A", record: .all)
        #expect(message == """
            Recorded "testMall.1.txt" without comparing: record mode is all (the record: argument).

            Recorded:  __Snapshots__/MallTests/testMall.1.txt

            Turn record mode off, then re-run to verify: swift test --filter testMall
            """)
        #expect(store.read("MallTests/testMall.1.txt") == "grid A")
    }

    @Test func allRewritesAReferenceThatMatches() throws {
        let store = try StoreHarness(environment: ["CI": "true"])
        defer { store.remove() }
        // A CRLF reference matches "grid A\nrow"; only a rewrite turns it into LF.
        try store.package.write("grid A\r\nrow", to: "__Snapshots__/MallTests/testMall.1.txt")
        #expect(store.verify("grid A\nrow", record: .all)?.hasPrefix("Recorded \"testMall.1.txt\" without comparing") == true)
        #expect(store.read("MallTests/testMall.1.txt") == "grid A\nrow")
    }

    @Test func allOverwritesAReferenceThatDiffersAndClearsPendingFiles() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        try store.package.write("grid A", to: "__Snapshots__/MallTests/testMall.1.txt")
        #expect(store.verify("grid B") != nil)
        #expect(store.exists("MallTests/testMall.1.new.txt"))
        #expect(store.verify("grid B", record: .all) != nil)
        #expect(store.read("MallTests/testMall.1.txt") == "grid B")
        #expect(store.files == ["MallTests/testMall.1.txt"])
    }

    @Test func environmentRecordModeIsNamedInTheMessage() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "all", "CI": "true"])
        defer { store.remove() }
        #expect(store.verify("grid A")?.hasPrefix(
            "Recorded \"testMall.1.txt\" without comparing: record mode is all (SNAPSHOT_RECORD).") == true)
    }

    @Test func scopedRecordModeIsNamedInTheMessage() throws {
        let store = try StoreHarness(environment: ["CI": "true"])
        defer { store.remove() }
        let message = withSnapshotRecording(.missing) { store.verify("grid A") }
        #expect(message?.hasPrefix("""
            No reference was found for "testMall.1.txt", so it was recorded: record mode is missing (withSnapshotRecording).
            """) == true)
    }

    @Test func anInvalidEnvironmentRecordModeFailsNamingTheValidOnes() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "sometimes"])
        defer { store.remove() }
        #expect(store.verify("grid A") == """
            SNAPSHOT_RECORD is "sometimes", which is not a record mode. Use one of: never, missing, all, failed.
            """)
        #expect(store.files == [])
    }
}
