import Testing
import SnapshotCLI

@Suite struct SnapshotCLITests {
    @Test func unknownCommandIsAUsageError() {
        #expect(SnapshotCLI.run(arguments: ["frobnicate"]) == 2)
    }
}
