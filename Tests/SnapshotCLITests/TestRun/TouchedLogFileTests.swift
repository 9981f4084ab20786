import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// The touched log keeps one path per package, so `swift test`'s environment (SwiftPM's
/// manifest cache key) is the same from run to run.
@Suite struct TouchedLogFileTests {
    @Test func aRunUsesThePackagesOwnEmptiedLogAndRemovesIt() throws {
        let package = try TemporaryPackage()
        try package.write(".build/snapshot-cli-touched.log", "left from a killed run\n")
        do {
            let log = try TouchedLogFile(packageRoot: package.root)
            #expect(log.url.path == package.root.appendingPathComponent(".build/snapshot-cli-touched.log").path)
            #expect(log.contents() == Data())
        }
        #expect(!package.exists(".build/snapshot-cli-touched.log"))
        // The next run gets the same path: the same environment for swift test.
        let again = try TouchedLogFile(packageRoot: package.root)
        #expect(again.url.lastPathComponent == "snapshot-cli-touched.log")
    }

    /// A second run of the same package at the same time never shares the first one's log.
    @Test func aConcurrentRunTakesALogOfItsOwn() throws {
        let package = try TemporaryPackage()
        let first = try TouchedLogFile(packageRoot: package.root)
        let second = try TouchedLogFile(packageRoot: package.root)
        #expect(first.url != second.url)
        #expect(
            second.url.deletingLastPathComponent().standardizedFileURL.path
                == FileManager.default.temporaryDirectory.standardizedFileURL.path)
        #expect(second.contents() == Data())
    }

    /// A link planted where the log goes is not followed: the run takes a log of its own.
    @Test func aLinkInPlaceOfTheLogIsNotFollowed() throws {
        let package = try TemporaryPackage()
        try package.write("target.txt", "mine")
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent(".build/snapshot-cli-touched.log"),
            withDestinationURL: package.root.appendingPathComponent("target.txt"))
        let log = try TouchedLogFile(packageRoot: package.root)
        #expect(log.url.lastPathComponent != "snapshot-cli-touched.log")
        #expect(try String(contentsOf: package.root.appendingPathComponent("target.txt"), encoding: .utf8) == "mine")
    }
}
