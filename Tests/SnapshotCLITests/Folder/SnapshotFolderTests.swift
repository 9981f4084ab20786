import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

@Suite struct SnapshotFolderTests {
    @Test func classifiesReferencesPendingFilesAndOverlaysByName() {
        let key = SnapshotKey(name: "MallTests/testMall.iphone-se", format: .svg)
        #expect(SnapshotFile(relativePath: "MallTests/testMall.iphone-se.svg") == .reference(key))
        #expect(SnapshotFile(relativePath: "MallTests/testMall.iphone-se.new.svg") == .pending(key))
        #expect(SnapshotFile(relativePath: "MallTests/testMall.iphone-se.diff.svg") == .overlay(name: "MallTests/testMall.iphone-se"))
        #expect(SnapshotFile(relativePath: "MallTests/testMall.1.layout") == .reference(SnapshotKey(name: "MallTests/testMall.1", format: .layout)))
        #expect(SnapshotFile(relativePath: "MallTests/notes.md") == nil)
        #expect(SnapshotFile(relativePath: ".txt") == nil)
        #expect(key.pendingPath == "MallTests/testMall.iphone-se.new.svg")
        #expect(key.overlayPath == "MallTests/testMall.iphone-se.diff.svg")
    }

    @Test func namesThatLeaveTheFolderAreUnsafe() {
        #expect(SnapshotName.isSafe("MallTests/testMall.iphone-se"))
        #expect(SnapshotName.isSafe("testMall.1.txt"))
        for name in ["../../x", "MallTests/../../etc/passwd", "/etc/passwd", "a//b", "./a", "a/./b", ".runs/last-complete-run.txt", "a\\..\\b", "", "a/"] {
            #expect(!SnapshotName.isSafe(name), "\(name) should be unsafe")
        }
    }

    /// A `/`, `.` or `\` followed by a combining mark is one `Character` with it, but the file
    /// system reads the bytes: an absolute path, a hidden folder, a backslash.
    @Test func separatorsAndDotsBeforeACombiningMarkCountAsTheFileSystemReadsThem() {
        for name in ["/\u{301}etc/passwd", "A/.\u{301}runs/x.txt", ".\u{301}runs", "A\\\u{301}B/x.txt"] {
            #expect(!SnapshotName.isSafe(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) }) should be unsafe")
        }
        #expect(SnapshotName.isSafe("A/\u{301}B/x.txt"))  // a name that starts with a combining mark
        #expect(SnapshotName.isSafe("Tests/CaféTests/testMenu.é.txt"))
    }

    @Test func scanSkipsHiddenFilesLinksAndOtherFiles() throws {
        let package = try TemporaryPackage()
        try package.snapshot("B/testB.1.txt", "b")
        try package.snapshot("A/testA.1.svg", "a")
        try package.snapshot("A/testA.1.new.svg", "a2")
        try package.snapshot("A/testA.1.diff.svg", "overlay")
        try package.snapshot("A/README.md", "not a snapshot")
        try package.snapshot(".runs/last-complete-run.txt", "A/testA.1.svg\n")
        try package.write("outside/secret.txt", "outside")
        try FileManager.default.createSymbolicLink(
            at: package.snapshots.appendingPathComponent("Linked"), withDestinationURL: package.root.appendingPathComponent("outside"))
        try FileManager.default.createSymbolicLink(
            at: package.snapshots.appendingPathComponent("A/link.txt"), withDestinationURL: package.root.appendingPathComponent("outside/secret.txt"))

        let folder = try SnapshotFolder.scan(package.snapshots)
        #expect(folder.references == [SnapshotKey(name: "A/testA.1", format: .svg), SnapshotKey(name: "B/testB.1", format: .txt)])
        #expect(folder.pending == [SnapshotKey(name: "A/testA.1", format: .svg)])
        #expect(folder.overlays == ["A/testA.1"])
    }

    @Test func aMissingFolderIsEmpty() throws {
        let package = try TemporaryPackage()
        let folder = try SnapshotFolder.scan(package.snapshots)
        #expect(folder.references.isEmpty && folder.pending.isEmpty)
    }

    @Test func pendingNamesMatchWithOrWithoutExtension() throws {
        let package = try TemporaryPackage()
        try package.snapshot("M/test.a.new.txt", "")
        try package.snapshot("M/test.a.new.svg", "")
        try package.snapshot("M/test.b.txt", "")
        let folder = try SnapshotFolder.scan(package.snapshots)
        let txt = SnapshotKey(name: "M/test.a", format: .txt)
        let svg = SnapshotKey(name: "M/test.a", format: .svg)
        #expect(try folder.pendingKeys(matching: "M/test.a") == [txt, svg])  // formats in the order txt, svg, layout
        #expect(try folder.pendingKeys(matching: "M/test.a.txt") == [txt])
        #expect(try folder.pendingKeys(matching: "M/test.a.new.svg") == [svg])
        #expect(throws: CLIError("'M/test.b' has no pending snapshot: its reference is up to date")) {
            try folder.pendingKeys(matching: "M/test.b")
        }
        #expect(throws: CLIError("no pending snapshot named 'M/test.c'; the closest is 'M/test.a'")) {
            try folder.pendingKeys(matching: "M/test.c")
        }
    }
}
