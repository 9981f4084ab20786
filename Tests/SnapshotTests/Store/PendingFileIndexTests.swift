import Foundation
import Testing
@testable import Snapshot

@Suite struct PendingFileIndexTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pending-index-\(UUID().uuidString)/MallTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func touch(_ name: String) throws {
        try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }

    func remove() { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

    @Test func knowsThePendingFilesThatWereThereWhenItLooked() throws {
        defer { remove() }
        try touch("testMall.1.txt")
        try touch("testMall.1.new.txt")
        try touch("testMall.2.diff.svg")
        let index = PendingFileIndex()
        #expect(index.mayHold("testMall.1.new.txt", inFolder: folder.path))
        #expect(index.mayHold("testMall.2.diff.svg", inFolder: folder.path))
        #expect(!index.mayHold("testMall.2.new.txt", inFolder: folder.path))
        #expect(!index.mayHold("testMall.1.diff.svg", inFolder: folder.path))
        #expect(!index.holdsNone(inFolder: folder.path))
    }

    @Test func aFolderWithoutPendingFilesHoldsNone() throws {
        defer { remove() }
        try touch("testMall.1.txt")
        let index = PendingFileIndex()
        #expect(index.holdsNone(inFolder: folder.path))
        index.willWrite("testMall.1.new.txt", inFolder: folder.path)
        #expect(!index.holdsNone(inFolder: folder.path))
        index.removed("testMall.1.new.txt", inFolder: folder.path)
        #expect(index.holdsNone(inFolder: folder.path))
    }

    @Test func notesWhatThisProcessWritesAndRemoves() throws {
        defer { remove() }
        let index = PendingFileIndex()
        #expect(!index.mayHold("testMall.1.new.txt", inFolder: folder.path))
        index.willWrite("testMall.1.new.txt", inFolder: folder.path)
        #expect(index.mayHold("testMall.1.new.txt", inFolder: folder.path))
        index.removed("testMall.1.new.txt", inFolder: folder.path)
        #expect(!index.mayHold("testMall.1.new.txt", inFolder: folder.path))
    }

    @Test func aFirstWriteListsTheFolderSoEarlierFilesStayKnown() throws {
        defer { remove() }
        try touch("testOld.1.new.txt")
        let index = PendingFileIndex()
        index.willWrite("testMall.1.new.txt", inFolder: folder.path)
        #expect(index.mayHold("testOld.1.new.txt", inFolder: folder.path))
    }

    @Test func looksOnlyOnce() throws {
        defer { remove() }
        let index = PendingFileIndex()
        #expect(!index.mayHold("testMall.1.new.txt", inFolder: folder.path))
        // Written behind its back (by another process): not seen, as documented.
        try touch("testMall.1.new.txt")
        #expect(!index.mayHold("testMall.1.new.txt", inFolder: folder.path))
        #expect(PendingFileIndex().mayHold("testMall.1.new.txt", inFolder: folder.path))
    }

    @Test func aFolderThatIsNotThereHoldsNothing() {
        let index = PendingFileIndex()
        #expect(!index.mayHold("testMall.1.new.txt", inFolder: folder.path + "-missing"))
    }

    @Test func aFolderThatCannotBeListedIsNeverTrusted() throws {
        defer { remove() }
        try touch("not-a-folder")
        let index = PendingFileIndex()
        let path = folder.appendingPathComponent("not-a-folder").path
        #expect(index.mayHold("testMall.1.new.txt", inFolder: path))
        #expect(!index.holdsNone(inFolder: path))
        index.willWrite("x.new.txt", inFolder: path)
        #expect(index.mayHold("anything", inFolder: path))
    }
}
