import Testing
import Foundation
import Snapshot
import TestSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct AtomicFileTests {
    struct Interrupted: Error {}

    @Test func createsMissingFoldersAndReplacesTheFile() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let target = package.url("a/b/c/file.txt")
        try AtomicFile.write(Data("one\n".utf8), to: target)
        try AtomicFile.write(Data("two\n".utf8), to: target)
        #expect((try? package.read("a/b/c/file.txt")) == "two\n")
        #expect(package.files(under: "a") == ["b/c/file.txt"])
    }

    /// Prune's removal of an empty folder: only while it is empty, so a reference recorded into
    /// it after prune looked is never removed with it; a link in its place is left, and so is
    /// what it names.
    @Test func aFolderIsRemovedOnlyWhileEmpty() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try AtomicFile.write(Data("kept\n".utf8), to: package.url("S/Full/home.1.txt"))
        try FileManager.default.createDirectory(at: package.url("S/Empty"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.url("Elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package.url("S/Link").path, withDestinationPath: package.url("Elsewhere").path)
        let root = package.url("S").path
        #expect(try !AtomicFile.removeFolderIfEmpty(ConfinedPath(root: root, relativePath: "Full", rootIsNamed: true)))
        #expect((try? package.read("S/Full/home.1.txt")) == "kept\n")
        #expect(try AtomicFile.removeFolderIfEmpty(ConfinedPath(root: root, relativePath: "Empty", rootIsNamed: true)))
        #expect(!FileManager.default.fileExists(atPath: package.url("S/Empty").path))
        #expect(try !AtomicFile.removeFolderIfEmpty(ConfinedPath(root: root, relativePath: "Link", rootIsNamed: true)))
        #expect(FileManager.default.fileExists(atPath: package.url("Elsewhere").path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: package.url("S/Link").path)) != nil)
        #expect(try !AtomicFile.removeFolderIfEmpty(ConfinedPath(root: root, relativePath: "Gone", rootIsNamed: true)))
    }

    @Test func aFailureBeforeTheRenameLeavesTheOldFileAndNoTemporaryFile() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("refs/file.txt", "reference\n")
        var sawTemporary = false
        #expect(throws: StoreError.self) {
            try AtomicFile.write(Data("half".utf8), to: package.url("refs/file.txt")) { temporary in
                // The new bytes are complete in a hidden file beside the target when this runs.
                sawTemporary =
                    temporary.deletingLastPathComponent().path == package.url("refs").path
                    && temporary.lastPathComponent.hasPrefix(".file.txt.")
                throw Interrupted()
            }
        }
        #expect(sawTemporary)
        #expect((try? package.read("refs/file.txt")) == "reference\n")
        #expect(package.files(under: "refs") == ["file.txt"])
    }

    /// `render --output`: the bytes go to the temporary file as they are handed over, the
    /// target only changes at the rename, and a failure before it keeps the old file.
    @Test func aStreamedWriteIsRenamedIntoPlaceWholeOrNotAtAll() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("out/screen.svg", "old\n")
        let target = ConfinedPath(file: package.url("out/screen.svg").path)
        try AtomicFile.write(to: target) { sink in
            for chunk in ["<svg>\n", "", "<rect/>\n", "</svg>\n"] {
                Data(chunk.utf8).withUnsafeBytes(sink)
                // Nothing reaches the target until the stream ends.
                #expect((try? package.read("out/screen.svg")) == "old\n")
            }
        }
        #expect((try? package.read("out/screen.svg")) == "<svg>\n<rect/>\n</svg>\n")
        #expect(throws: StoreError.self) {
            try AtomicFile.write(to: target, beforeReplacing: { _ in throw Interrupted() }) { sink in
                Data("half".utf8).withUnsafeBytes(sink)
            }
        }
        #expect((try? package.read("out/screen.svg")) == "<svg>\n<rect/>\n</svg>\n")
        #expect(package.files(under: "out") == ["screen.svg"])
    }

    @Test func aFolderInTheWayFailsWithItsPath() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("refs/file.txt/inside", "x")
        let error = #expect(throws: StoreError.self) {
            try AtomicFile.write(Data("new".utf8), to: package.url("refs/file.txt"))
        }
        #expect(error?.action == "write")
        #expect(error?.path == package.url("refs/file.txt").path)
        #expect((try? package.read("refs/file.txt/inside")) == "x")
        #expect(package.files(under: "refs") == ["file.txt/inside"])
    }

    @Test func fiftyParallelWritersLeaveOneWholeFile() async throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let target = package.url("refs/shared.txt")
        // Each writer's content is 64 KiB of one letter, so any mix of two writes would show.
        let contents = (0..<50).map { index in
            String(repeating: String(UnicodeScalar(UInt8(65 + index % 26))), count: 65_536) + "\(index)\n"
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for content in contents {
                group.addTask { try AtomicFile.write(Data(content.utf8), to: target) }
            }
            try await group.waitForAll()
        }
        let final = try #require((try? package.read("refs/shared.txt")))
        #expect(contents.contains(final))
        #expect(package.files(under: "refs") == ["shared.txt"])
    }

    @Test func appendsOneWholeLinePerCallFromManyWriters() async throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let log = package.url("logs/touched.log")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { try AtomicFile.appendLine("Tests/test\(index).1.svg", to: log) }
            }
            try await group.waitForAll()
        }
        let lines = try #require((try? package.read("logs/touched.log"))).split(separator: "\n").map(String.init)
        #expect(lines.sorted() == (0..<200).map { "Tests/test\($0).1.svg" }.sorted())
    }

    /// A `GITHUB_STEP_SUMMARY` that names a named pipe once hung `test` forever: refused at once
    /// (the time limit guards against the hang; it is not a speed test).
    @Test(.timeLimit(.minutes(1))) func appendingRefusesANamedPipeAndADevice() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("logs/keep.txt", "")
        let fifo = package.url("logs/summary.pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = #expect(throws: StoreError.self) { try AtomicFile.appendLine("x", to: URL(fileURLWithPath: fifo)) }
        #expect(error?.reason == "it is a named pipe with no reader, not a file")
        #expect(throws: StoreError.self) { try AtomicFile.appendLine("x", to: URL(fileURLWithPath: "/dev/null")) }
    }

    @Test func removeIgnoresAMissingFile() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("f.txt", "x")
        try AtomicFile.remove(package.url("f.txt"))
        try AtomicFile.remove(package.url("f.txt"))
        #expect(!package.exists("f.txt"))
    }
}
