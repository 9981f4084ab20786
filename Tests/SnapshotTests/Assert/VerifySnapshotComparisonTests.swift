import Testing
import Foundation
import Snapshot

/// What happens when a reference exists: match, mismatch, re-recording, line endings, leftovers.
@Suite struct VerifySnapshotComparisonTests {
    static let reference = "ShopTests/MallTests/testMall.1.txt"

    func storeWithReference(_ text: String, environment: [String: String] = [:]) throws -> StoreHarness {
        let store = try StoreHarness(environment: environment)
        try store.package.write("__Snapshots__/" + Self.reference, text)
        return store
    }

    @Test func aMatchPassesAndWritesNothing() throws {
        let store = try storeWithReference("grid A")
        defer { store.remove() }
        #expect(store.verify("grid A") == nil)
        #expect(store.files == [Self.reference])
    }

    @Test func aMismatchKeepsTheReferenceAndWritesPendingAndOverlay() throws {
        let store = try storeWithReference("grid A")
        defer { store.remove() }
        let message = store.verify("grid B")
        #expect(
            message == """
                Snapshot "testMall.1.txt" does not match its reference.

                1 line changed

                -grid A
                +grid B

                Reference: __Snapshots__/ShopTests/MallTests/testMall.1.txt
                Pending:   __Snapshots__/ShopTests/MallTests/testMall.1.new.txt
                Overlay:   __Snapshots__/ShopTests/MallTests/testMall.1.diff.svg

                Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.1
                Review:    swift run snapshot-cli review --open
                Re-record: SNAPSHOT_RECORD=failed swift test --filter '[./]testMall(\\(|$)'
                """)
        #expect(store.read(Self.reference) == "grid A")
        #expect(store.read("ShopTests/MallTests/testMall.1.new.txt") == "grid B")
        #expect(store.read("ShopTests/MallTests/testMall.1.diff.svg") == "<svg>overlay</svg>\n")
    }

    @Test func aMismatchOnCIIsReportedTheSameWay() throws {
        let store = try storeWithReference("grid A", environment: ["CI": "true"])
        defer { store.remove() }
        #expect(store.verify("grid B")?.hasPrefix("Snapshot \"testMall.1.txt\" does not match its reference.\n") == true)
        #expect(store.read(Self.reference) == "grid A")
        #expect(store.read("ShopTests/MallTests/testMall.1.new.txt") == "grid B")
    }

    @Test func aDiffWithoutOverlayListsNoOverlayAndRemovesAnOldOne() throws {
        let store = try storeWithReference("grid A")
        defer { store.remove() }
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.1.diff.svg", "<svg>old</svg>")
        let message = store.verify("grid B", as: StoreHarness.linesWithoutOverlay)
        #expect(
            message == """
                Snapshot "testMall.1.txt" does not match its reference.

                1 line changed

                Reference: __Snapshots__/ShopTests/MallTests/testMall.1.txt
                Pending:   __Snapshots__/ShopTests/MallTests/testMall.1.new.txt

                Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.1
                Review:    swift run snapshot-cli review --open
                Re-record: SNAPSHOT_RECORD=failed swift test --filter '[./]testMall(\\(|$)'
                """)
        #expect(store.files == ["ShopTests/MallTests/testMall.1.new.txt", Self.reference])
    }

    @Test func artifactsGetCopiesUnderTheSameRelativePaths() throws {
        let store = try storeWithReference("grid A", environment: ["SNAPSHOT_ARTIFACTS": "snapshot-artifacts"])
        defer { store.remove() }
        let message = store.verify("grid B")
        #expect(
            message?.contains(
                """
                Overlay:   __Snapshots__/ShopTests/MallTests/testMall.1.diff.svg
                Artifacts: snapshot-artifacts/ShopTests/MallTests

                """) == true)
        #expect(
            store.package.files(under: "snapshot-artifacts") == [
                "ShopTests/MallTests/testMall.1.diff.svg", "ShopTests/MallTests/testMall.1.new.txt", "ShopTests/MallTests/testMall.1.txt",
            ])
        #expect((try? store.package.read("snapshot-artifacts/ShopTests/MallTests/testMall.1.txt")) == "grid A")
        #expect((try? store.package.read("snapshot-artifacts/ShopTests/MallTests/testMall.1.new.txt")) == "grid B")
        #expect((try? store.package.read("snapshot-artifacts/ShopTests/MallTests/testMall.1.diff.svg")) == "<svg>overlay</svg>\n")
    }

    @Test func aMissingReferenceOnCILeavesTheRenderingInTheArtifacts() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("artifacts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let store = try StoreHarness(environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": artifacts.path])
        defer { store.remove() }
        let message = store.verify("grid A")
        // Outside the package the folder is shown whole.
        #expect(
            message?.contains(
                """
                Expected:  __Snapshots__/ShopTests/MallTests/testMall.1.txt
                Artifacts: \(artifacts.path)/ShopTests/MallTests
                """) == true)
        #expect(store.files == [])
        #expect(FileManager.default.contents(atPath: artifacts.path + "/ShopTests/MallTests/testMall.1.new.txt") == Data("grid A".utf8))
    }

    @Test func aLaterMatchRemovesStalePendingFiles() throws {
        let store = try storeWithReference("grid A")
        defer { store.remove() }
        #expect(store.verify("grid B") != nil)
        #expect(store.files.count == 3)
        #expect(store.verify("grid A") == nil)
        #expect(store.files == [Self.reference])
    }

    @Test func aCRLFReferenceMatchesItsLFRendering() throws {
        let store = try storeWithReference("row 1\r\nrow 2\r\n")
        defer { store.remove() }
        #expect(store.verify("row 1\nrow 2\n") == nil)
        // Matching is not rewriting: the file keeps its bytes.
        #expect(store.read(Self.reference) == "row 1\r\nrow 2\r\n")
    }

    @Test func failedRewritesOnlyWhatDiffers() throws {
        let store = try storeWithReference("grid A")
        defer { store.remove() }
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.other.txt", "other\r\n")
        let message = store.verify("grid B", record: .failed)
        #expect(
            message == """
                Snapshot "testMall.1.txt" does not match its reference, so it was re-recorded: record mode is failed (the record: argument).

                1 line changed

                -grid A
                +grid B

                Recorded:  __Snapshots__/ShopTests/MallTests/testMall.1.txt

                Review the change, then re-run to verify: swift test --filter '[./]testMall(\\(|$)'
                """)
        #expect(store.read(Self.reference) == "grid B")
        // A matching reference is left byte for byte (it keeps its CRLF).
        #expect(store.verify("other\n", named: "other", record: .failed) == nil)
        #expect(store.read("ShopTests/MallTests/testMall.other.txt") == "other\r\n")
        #expect(store.files == ["ShopTests/MallTests/testMall.1.txt", "ShopTests/MallTests/testMall.other.txt"])
    }

    @Test func failedClearsPendingFilesOfAnEarlierMismatch() throws {
        let store = try storeWithReference("grid A")
        defer { store.remove() }
        #expect(store.verify("grid B") != nil)
        #expect(store.verify("grid B", record: .failed) != nil)
        #expect(store.files == [Self.reference])
    }

    @Test func aReferenceThatIsNotUTF8FailsAndIsNotOverwritten() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let bytes = Data([0x67, 0xFF, 0xFE, 0x0A])
        let url = store.package.url("__Snapshots__/" + Self.reference)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
        for mode in [RecordMode.never, .missing, .failed] {
            #expect(
                store.verify("grid A", record: mode) == """
                    Could not read reference "testMall.1.txt": it is not valid UTF-8 text. Nothing was overwritten.

                    Reference: __Snapshots__/ShopTests/MallTests/testMall.1.txt

                    Fix or delete the file, then record it: SNAPSHOT_RECORD=missing swift test --filter '[./]testMall(\\(|$)'
                    """)
        }
        #expect(FileManager.default.contents(atPath: url.path) == bytes)
        #expect(store.files == [Self.reference])
    }

    @Test func aFolderWhereTheReferenceShouldBeFailsInEveryMode() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.1.txt/inside", "keep")
        for mode in RecordMode.allCases {
            #expect(
                store.verify("grid A", record: mode)?.hasPrefix(
                    """
                    Could not read reference "testMall.1.txt": it is a folder, not a file. Nothing was overwritten.
                    """) == true)
        }
        #expect(store.files == ["ShopTests/MallTests/testMall.1.txt/inside"])
    }

    @Test func aStoreThatCannotCreateItsFolderSaysWhereAndDamagesNothing() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        // A file named like the test target's folder: nothing can be created under it.
        try store.package.write("__Snapshots__/ShopTests", "not a folder")
        #expect(
            store.verify("grid A") == """
                Could not store snapshot "testMall.1.txt": could not create folder __Snapshots__/ShopTests: Not a directory. \
                No reference was damaged.

                Reference: __Snapshots__/ShopTests/MallTests/testMall.1.txt
                """)
        #expect((try? store.package.read("__Snapshots__/ShopTests")) == "not a folder")
    }

    /// A named pipe where the reference should be once hung the test process.
    @Test func aNamedPipeAtTheReferenceFailsAtOnceAndIsLeftAlone() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        try store.package.write("__Snapshots__/ShopTests/MallTests/keep", "x")
        let pipe = store.package.url("__Snapshots__/" + Self.reference).path
        #expect(mkfifo(pipe, 0o644) == 0)
        let message = store.verify("grid A")
        #expect(
            message?.hasPrefix(
                "Could not read reference \"testMall.1.txt\": it is a named pipe, not a file. Nothing was overwritten.") == true)
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}
