import Foundation
import Testing
import Snapshot
import TestSupport

/// A link committed inside a snapshot folder (`ShopTests -> /elsewhere`, `Up -> ..`) never leads a
/// write, a move, a removal or a read out of it.
@Suite struct ConfinedPathTests {
    /// A package whose `__Snapshots__` holds `Evil -> <root>/outside` and `Up -> ..`.
    static func packageWithLinks() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write("outside/T/a.1.txt", "outside file\n")
        try package.write("__Snapshots__/Real/a.1.txt", "real\n")
        try FileManager.default.createSymbolicLink(atPath: package.url("__Snapshots__/Evil").path, withDestinationPath: package.url("outside").path)
        try FileManager.default.createSymbolicLink(atPath: package.url("__Snapshots__/Up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: package.url("__Snapshots__/Real/link.txt").path, withDestinationPath: package.url("outside/T/a.1.txt").path)
        return package
    }

    static func file(_ package: TemporaryPackage, _ path: String) -> ConfinedPath {
        ConfinedPath(root: package.snapshots.path, relativePath: path)
    }

    @Test func writesThroughALinkedFolderAreRefusedAndWriteNothing() throws {
        let package = try Self.packageWithLinks()
        defer { package.remove() }
        for path in ["Evil/T/a.1.txt", "Evil/new/b.1.txt", "Up/CMakeLists.txt", "Up/Up/escape.txt"] {
            let error = #expect(throws: StoreError.self) { try AtomicFile.write(Data("planted\n".utf8), to: Self.file(package, path)) }
            let link = String(path.prefix { $0 != "/" })
            #expect(
                error?.description == "could not reach \(package.snapshots.path)/\(link): it is a symbolic link, which is never followed: "
                    + "snapshot files are only read and written in real folders under \(package.snapshots.path)")
        }
        #expect((try? package.read("outside/T/a.1.txt")) == "outside file\n")
        #expect(package.files(under: "outside") == ["T/a.1.txt"])
        #expect(!package.exists("CMakeLists.txt") && !package.exists("escape.txt"))
    }

    /// A path is cut at every byte `/`, as the system cuts it: a name that begins with a combining
    /// mark (`Evil/\u{301}x`) makes one `Character` of the slash and the mark, and a path cut by
    /// characters would hand `Evil/́x` whole to the system, which follows `Evil`.
    @Test func aSlashBeforeACombiningMarkStillSeparatesNames() throws {
        let package = try Self.packageWithLinks()
        defer { package.remove() }
        let path = Self.file(package, "Evil/\u{301}x.1.txt")
        #expect(throws: StoreError.self) { try AtomicFile.write(Data("planted\n".utf8), to: path) }
        #expect(package.files(under: "outside") == ["T/a.1.txt"])
        #expect(path.name == "\u{301}x.1.txt")
        try AtomicFile.write(Data("kept\n".utf8), to: Self.file(package, "Real/\u{301}x.1.txt"))
        #expect((try? package.read("__Snapshots__/Real/\u{301}x.1.txt")) == "kept\n")
    }

    @Test func movesRemovalsAndReadsThroughALinkAreRefused() throws {
        let package = try Self.packageWithLinks()
        defer { package.remove() }
        // A rename out of a linked folder, or into one, moves nothing.
        #expect(throws: StoreError.self) { try AtomicFile.move(Self.file(package, "Evil/T/a.1.txt"), over: Self.file(package, "Real/b.1.txt")) }
        #expect(throws: StoreError.self) { try AtomicFile.move(Self.file(package, "Real/a.1.txt"), over: Self.file(package, "Evil/T/a.1.txt")) }
        // A link as the file itself is not moved into place as a reference.
        #expect(throws: StoreError.self) { try AtomicFile.move(Self.file(package, "Real/link.txt"), over: Self.file(package, "Real/a.1.txt")) }
        #expect(throws: StoreError.self) { try AtomicFile.remove(Self.file(package, "Evil/T/a.1.txt")) }
        #expect((try? package.read("outside/T/a.1.txt")) == "outside file\n")
        #expect((try? package.read("__Snapshots__/Real/a.1.txt")) == "real\n")
        guard case .unreadable(let reason) = FileContents.read(Self.file(package, "Evil/T/a.1.txt")) else {
            Issue.record("a read through a linked folder must be refused")
            return
        }
        #expect(
            reason.hasSuffix(
                "/__Snapshots__/Evil: it is a symbolic link, which is never followed: snapshot files are only read and written in real folders under \(package.snapshots.path)"
            ))
        #expect(
            FileContents.read(Self.file(package, "Real/link.txt"))
                == .unreadable(
                    reason: "it is a symbolic link, which is never followed: "
                        + "snapshot files are only read and written in real folders under \(package.snapshots.path)"))
        // Removing a link at the file's own place removes the link, never what it names.
        try AtomicFile.remove(Self.file(package, "Real/link.txt"))
        #expect(!FileManager.default.fileExists(atPath: package.url("__Snapshots__/Real/link.txt").path))
        #expect((try? package.read("outside/T/a.1.txt")) == "outside file\n")
    }

    @Test func realFoldersAreCreatedAndUsedAsBefore() throws {
        let package = try Self.packageWithLinks()
        defer { package.remove() }
        try AtomicFile.write(Data("one\n".utf8), to: Self.file(package, "New/Deep/x.1.txt"))
        try AtomicFile.move(Self.file(package, "New/Deep/x.1.txt"), over: Self.file(package, "Real/x.1.txt"))
        #expect(FileContents.read(Self.file(package, "Real/x.1.txt")) == .present(Data("one\n".utf8)))
        #expect(FileContents.read(Self.file(package, "Real/none.txt")) == .missing)
        #expect(FileContents.read(Self.file(package, "None/x.txt")) == .missing)
        for path in ["../escape.txt", "Real/../../escape.txt", "Real//x.txt", "", "Real/."] {
            #expect(throws: StoreError.self) { try AtomicFile.write(Data("x".utf8), to: Self.file(package, path)) }
        }
        #expect(!package.exists("escape.txt"))
    }

    /// An assertion whose target folder is a committed link records nothing through it and says why.
    @Test func anAssertionDoesNotRecordThroughALinkedTargetFolder() throws {
        var harness = try StoreHarness()
        defer { harness.remove() }
        harness.environment = [:]
        try harness.package.write("outside/MallTests/keep.txt", "kept\n")
        try FileManager.default.createDirectory(at: harness.package.snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: harness.package.url("__Snapshots__/ShopTests").path, withDestinationPath: harness.package.url("outside").path)
        let message = try #require(harness.verify("screen", record: .all))
        #expect(message.contains("ShopTests: it is a symbolic link, which is never followed"), "\(message)")
        #expect(harness.package.files(under: "outside") == ["MallTests/keep.txt"])
    }

    /// `__Snapshots__` itself committed as a link (`__Snapshots__ -> ../victim`): an assertion
    /// with the default folder records nothing there and says what to do; the same link named
    /// outright (`SNAPSHOT_DIR`, the trait's `directory:`) is the user's choice and is followed.
    @Test func aLinkedDefaultSnapshotFolderIsNeverFollowedButANamedOneIs() throws {
        var harness = try StoreHarness()
        defer { harness.remove() }
        harness.environment = [:]
        try harness.package.write("victim/keep.txt", "kept\n")
        try FileManager.default.createSymbolicLink(
            atPath: harness.package.snapshots.path, withDestinationPath: harness.package.url("victim").path)
        for record in [RecordMode.all, .missing, nil] {
            let message = try #require(harness.verify("screen", record: record))
            #expect(
                message.contains(
                    "could not reach \(harness.package.snapshots.path): it is a symbolic link, and a snapshot folder found by default is never "
                        + "followed (git can commit it as a link to any folder); make it a real folder, or name the folder you mean with "
                        + "--snapshots DIR or SNAPSHOT_DIR"), "\(message)")
            #expect(harness.package.files(under: "victim") == ["keep.txt"])
        }
        // Named, the link is followed: the user chose it (a snapshot folder on another disk).
        harness.environment = ["SNAPSHOT_DIR": "__Snapshots__"]
        #expect(harness.verify("screen", record: .all) != nil)
        #expect(harness.package.files(under: "victim").contains { $0.hasSuffix("testMall.1.txt") })
        #expect(harness.verify("screen", record: .never, snapshotDirectory: harness.package.snapshots.path) == nil)
    }

    /// `checkRoot` refuses an unnamed root that is a link, and nothing else.
    @Test func checkRootRefusesOnlyAnUnnamedLink() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("real/a.txt", "x\n")
        try FileManager.default.createSymbolicLink(atPath: package.url("link").path, withDestinationPath: package.url("real").path)
        #expect(throws: StoreError.self) { try ConfinedPath(root: package.url("link").path, relativePath: "").checkRoot() }
        try ConfinedPath(root: package.url("link").path, relativePath: "", rootIsNamed: true).checkRoot()
        try ConfinedPath(root: package.url("real").path, relativePath: "").checkRoot()
        try ConfinedPath(root: package.url("missing").path, relativePath: "").checkRoot()
        // A read through the unnamed link is refused too, a write creates nothing.
        #expect(FileContents.read(ConfinedPath(root: package.url("link").path, relativePath: "a.txt")) != .present(Data("x\n".utf8)))
        #expect(throws: StoreError.self) {
            try AtomicFile.write(Data("b".utf8), to: ConfinedPath(root: package.url("link").path, relativePath: "b.txt"))
        }
        #expect(package.files(under: "real") == ["a.txt"])
    }
}
