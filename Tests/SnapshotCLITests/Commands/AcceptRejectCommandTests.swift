import Foundation
import Testing
@testable import SnapshotCLI

@Suite struct AcceptRejectCommandTests {
    /// A failing SVG with its overlay, a new text snapshot, and an up-to-date reference.
    func makePackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.snapshot("MallTests/testMall.iphone-se.svg", "old")
        try package.snapshot("MallTests/testMall.iphone-se.new.svg", "new")
        try package.snapshot("MallTests/testMall.iphone-se.diff.svg", "overlay")
        try package.snapshot("MallTests/testMenu.1.new.txt", "menu")
        try package.snapshot("MallTests/testBanner.1.txt", "banner")
        return package
    }

    @Test func acceptMovesThePendingFileOverItsReferenceAndRemovesTheOverlay() throws {
        let package = try makePackage()
        let run = CLIRun.run(["accept", "MallTests/testMall.iphone-se"], in: package.root)
        #expect(run.status == 0)
        #expect(run.output == "accepted MallTests/testMall.iphone-se.svg (replaced its reference)\n")
        #expect(try package.read("__Snapshots__/MallTests/testMall.iphone-se.svg") == "new")
        #expect(!package.exists("__Snapshots__/MallTests/testMall.iphone-se.new.svg"))
        #expect(!package.exists("__Snapshots__/MallTests/testMall.iphone-se.diff.svg"))
        #expect(package.exists("__Snapshots__/MallTests/testMenu.1.new.txt"))
    }

    @Test func acceptAllTakesEveryPendingSnapshotOneLineEach() throws {
        let package = try makePackage()
        let run = CLIRun.run(["accept", "--all"], in: package.root.appendingPathComponent("__Snapshots__/MallTests"))
        #expect(run.status == 0)
        #expect(run.output == """
            accepted MallTests/testMall.iphone-se.svg (replaced its reference)
            accepted MallTests/testMenu.1.txt (new reference)

            """)
        #expect(try package.read("__Snapshots__/MallTests/testMenu.1.txt") == "menu")
        #expect(package.allFiles() == [
            "Package.swift",
            "__Snapshots__/MallTests/testBanner.1.txt",
            "__Snapshots__/MallTests/testMall.iphone-se.svg",
            "__Snapshots__/MallTests/testMenu.1.txt",
        ])
    }

    @Test func rejectDeletesPendingFilesAndOverlaysAndKeepsReferences() throws {
        let package = try makePackage()
        let run = CLIRun.run(["reject", "--all"], in: package.root)
        #expect(run.status == 0)
        #expect(run.output == """
            rejected MallTests/testMall.iphone-se.new.svg (deleted; the reference stays)
            rejected MallTests/testMenu.1.new.txt (deleted; there is no reference)

            """)
        #expect(package.allFiles() == [
            "Package.swift",
            "__Snapshots__/MallTests/testBanner.1.txt",
            "__Snapshots__/MallTests/testMall.iphone-se.svg",
        ])
        #expect(try package.read("__Snapshots__/MallTests/testMall.iphone-se.svg") == "old")
    }

    @Test func theOverlayStaysWhileAnotherFormatOfTheNameIsPending() throws {
        let package = try makePackage()
        try package.snapshot("MallTests/testMall.iphone-se.new.txt", "text")
        let run = CLIRun.run(["reject", "MallTests/testMall.iphone-se.svg"], in: package.root)
        #expect(run.status == 0)
        #expect(package.exists("__Snapshots__/MallTests/testMall.iphone-se.diff.svg"))
        #expect(package.exists("__Snapshots__/MallTests/testMall.iphone-se.new.txt"))
    }

    @Test func anUnknownNameNamesTheClosestAndTouchesNothing() throws {
        let package = try makePackage()
        let before = package.allFiles()
        let run = CLIRun.run(["accept", "MallTests/testMenu.1", "MallTests/testMal.iphone-se"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: no pending snapshot named 'MallTests/testMal.iphone-se'; the closest is 'MallTests/testMall.iphone-se'\n")
        #expect(package.allFiles() == before)  // the first, valid name was not accepted either
    }

    @Test func pathTraversalIsRefusedBeforeAnythingHappens() throws {
        let package = try makePackage()
        try package.write("victim.txt", "keep me")
        try package.write("victim.new.txt", "attack")
        let before = package.allFiles()
        for command in ["accept", "reject"] {
            for name in ["../victim", "../../x", "/etc/passwd", "MallTests/../../victim", ".runs/x"] {
                let run = CLIRun.run([command, name], in: package.root)
                #expect(run.status == 2)
                #expect(run.error.hasPrefix("error: '\(name)' is not a snapshot name"))
            }
        }
        #expect(package.allFiles() == before)
        #expect(try package.read("victim.txt") == "keep me")
    }

    @Test func namesOrAllAreRequiredButNotBoth() throws {
        let package = try makePackage()
        #expect(CLIRun.run(["accept"], in: package.root).error
            == "error: 'accept' needs snapshot names or --all; see 'snapshot-cli list' for the pending ones\n")
        #expect(CLIRun.run(["reject", "--all", "x"], in: package.root).error == "error: give snapshot names or --all, not both\n")
    }

    @Test func withNothingPendingThereIsNothingToDo() throws {
        let package = try TemporaryPackage()
        try package.snapshot("T/test.1.txt", "x")
        let run = CLIRun.run(["accept", "--all"], in: package.root)
        #expect(run.status == 0)
        #expect(run.output == "nothing to accept: no snapshot is pending\n")
    }

    @Test func outsideAPackageItIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-cli-nopackage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = CLIRun.run(["accept", "--all"], in: empty)
        #expect(run.status == 2)
        #expect(run.error.contains("no Package.swift here or in any parent folder; run inside a Swift package or pass --package-path DIR"))
        let explicit = CLIRun.run(["list", "--package-path", empty.path])
        #expect(explicit.error == "error: \(empty.path): no Package.swift there; pass the folder of a Swift package to --package-path\n")
    }
}
