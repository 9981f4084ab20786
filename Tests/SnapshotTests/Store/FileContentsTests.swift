import Testing
import Foundation
import Snapshot
import TestSupport

@Suite struct FileContentsTests {
    @Test func tellsMissingFromPresentFromAFolder() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("refs/a.txt", "bytes")
        try package.write("refs/folder.txt/inside", "x")
        #expect(FileContents.read(package.url("refs/none.txt")) == .missing)
        #expect(FileContents.read(package.url("refs/a.txt")) == .present(Data("bytes".utf8)))
        #expect(FileContents.read(package.url("refs/folder.txt")) == .unreadable(reason: "it is a folder, not a file"))
    }

    /// A named pipe with no writer would block a plain `open`; a link to `/dev/zero` would be
    /// read forever. Both are refused at once, with what they are (the time limit guards
    /// against the hang; it is not a speed test).
    @Test(.timeLimit(.minutes(1))) func readsOnlyRegularFiles() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("refs/keep", "x")
        let fifo = package.url("refs/pipe.txt").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: package.url("refs/zero.txt").path, withDestinationPath: "/dev/zero")
        #expect(FileContents.read(path: fifo) == .unreadable(reason: "it is a named pipe, not a file"))
        #expect(FileContents.read(package.url("refs/zero.txt")) == .unreadable(reason: "it is a device, not a file"))
    }

    @Test func refusesAFileLargerThanTheLimit() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("refs/big.txt", String(repeating: "x", count: 1000))
        #expect(
            FileContents.read(package.url("refs/big.txt"), maximumBytes: 999)
                == .unreadable(reason: "it is 1000 bytes, more than the 999 read at most"))
        #expect(FileContents.read(package.url("refs/big.txt"), maximumBytes: 1000) == .present(Data(String(repeating: "x", count: 1000).utf8)))
    }
}
