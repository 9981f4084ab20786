import Foundation
import Testing
import Snapshot
@testable import SnapshotCLI
import TestSupport

@Suite struct ReviewCommandTests {
    func makePackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.snapshot("MallTests/testMall.iphone-se.svg", "<svg id=\"old\"/>")
        try package.snapshot("MallTests/testMall.iphone-se.new.svg", "<svg id=\"new\"/>")
        try package.snapshot("MallTests/testMall.iphone-se.diff.svg", "<svg id=\"store-overlay\"/>")
        try package.snapshot("Hostile/test<script>alert(1)<.1.new.txt", "<script>alert(1)</script>")
        try package.snapshot("MallTests/testOk.1.txt", "fine")
        try package.snapshot("MallTests/testRecorded.1.txt", "just recorded")
        try package.snapshot(".runs/last-recorded.txt", "MallTests/testRecorded.1.txt\n")
        return package
    }

    @Test func writesThePageAndTheSVGFilesIntoTheDefaultFolder() throws {
        let package = try makePackage()
        let run = CLIRun.run(["review"], in: package.root)
        #expect(run.status == 0)
        #expect(run.output == "wrote snapshot-review/index.html: 3 snapshots: 1 failing, 1 new, 1 recorded\n")
        let html = try package.read("snapshot-review/index.html")
        // Sorted by name: Hostile/…, MallTests/testMall…, MallTests/testRecorded…
        #expect(html.contains("id=\"snapshot-1\" data-status=\"new\" data-name=\"Hostile/test&lt;script&gt;alert(1)&lt;.1.txt\""))
        #expect(html.contains("id=\"snapshot-2\" data-status=\"failing\" data-name=\"MallTests/testMall.iphone-se.svg\""))
        #expect(html.contains("id=\"snapshot-3\" data-status=\"recorded\" data-name=\"MallTests/testRecorded.1.txt\""))
        #expect(!html.contains("testOk"))
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(try package.read("snapshot-review/files/002-reference.svg") == "<svg id=\"old\"/>")
        #expect(try package.read("snapshot-review/files/002-actual.svg") == "<svg id=\"new\"/>")
        // The store's overlay wins over a computed one.
        #expect(try package.read("snapshot-review/files/002-overlay.svg") == "<svg id=\"store-overlay\"/>")
        #expect(html.contains("<code>swift run snapshot-cli accept MallTests/testMall.iphone-se</code>"))
        #expect(html.contains("<code>swift run snapshot-cli reject MallTests/testMall.iphone-se</code>"))
        // The change list comes from the comparison of the two files.
        let report = SnapshotComparison.compare(reference: "<svg id=\"old\"/>", actual: "<svg id=\"new\"/>")
        if let summary = report?.summary, !summary.isEmpty {
            #expect(html.contains(HTML.escape(summary)))
        }
    }

    /// Issue 40: one pending file that is not UTF-8 is left out with a warning naming it; the
    /// rest of the folder is reviewed (it made the whole review exit 2).
    @Test func aPendingFileThatIsNotTextIsLeftOutAndNamed() throws {
        let package = try makePackage()
        try Data([0x66, 0xff, 0xfe, 0x0a]).write(to: package.snapshots.appendingPathComponent("MallTests/testBinary.1.new.txt"))
        let run = CLIRun.run(["review"], in: package.root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("warning MallTests/testBinary.1.txt left out of the review: MallTests/testBinary.1.new.txt: "), "\(run.output)")
        #expect(run.output.hasSuffix("wrote snapshot-review/index.html: 3 snapshots: 1 failing, 1 new, 1 recorded\n"))
        #expect(!(try package.read("snapshot-review/index.html")).contains("testBinary"))
    }

    @Test func writingTwiceGivesTheSameBytesAndDropsStaleFiles() throws {
        let package = try makePackage()
        _ = CLIRun.run(["review", "--output", "out"], in: package.root)
        let first = try package.read("out/index.html")
        try package.write("out/files/999-actual.svg", "stale")
        let again = CLIRun.run(["review", "--output", "out"], in: package.root)
        #expect(again.status == 0)
        #expect(try package.read("out/index.html") == first)
        #expect(!package.exists("out/files/999-actual.svg"))
    }

    @Test func refusesAFolderThatIsNotAnEarlierReview() throws {
        let package = try makePackage()
        try package.write("docs/notes.md", "mine")
        let run = CLIRun.run(["review", "--output", "docs"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: docs: the folder holds other files, not an earlier review; choose an empty or new --output\n")
        #expect(!package.exists("docs/index.html"))
        let inside = CLIRun.run(["review", "--output", "__Snapshots__/review"], in: package.root)
        #expect(inside.status == 2)
        #expect(!package.exists("__Snapshots__/review"))
        // A name that begins with a combining mark: `/` and the mark are one `Character`, and the
        // folder was taken for one beside the snapshot folder.
        let marked = CLIRun.run(["review", "--output", "__Snapshots__/\u{301}review"], in: package.root)
        #expect(marked.status == 2)
        #expect(!package.exists("__Snapshots__/\u{301}review"))
    }

    /// Issue 50: a review (or merge) killed part way left a folder its rerun refused. Every state a
    /// kill can leave is taken again: the marker alone (killed after it), the marker and some files
    /// (the old page removed, the new one not yet written), and a writer's temporary file beside
    /// them. The rerun writes the same page as a clean run; a folder without the marker and with a
    /// file of the user's is still refused.
    @Test func aReviewKilledPartWayIsWrittenAgain() throws {
        let package = try makePackage()
        #expect(CLIRun.run(["review", "--output", "clean"], in: package.root).status == 0)
        let page = try package.read("clean/index.html")
        let marker = ReviewCommand.markerName
        let states: [[(String, String)]] = [
            [(marker, "")],
            [(marker, ""), ("files/1-actual.svg", "<svg/>")],
            [(marker, ""), ("files/1-actual.svg", "<sv"), (".index.html.4711-1.tmp", "<html")],
        ]
        for (number, state) in states.enumerated() {
            for (path, text) in state { try package.write("killed\(number)/\(path)", text) }
            let run = CLIRun.run(["review", "--output", "killed\(number)"], in: package.root)
            #expect(run.status == 0, "\(state): \(run.error)")
            #expect(try package.read("killed\(number)/index.html") == page)
            #expect(!package.exists("killed\(number)/.index.html.4711-1.tmp"))
        }
        try package.write("mine/files/1-actual.svg", "<svg/>")
        try package.write("mine/notes.md", "mine")
        #expect(CLIRun.run(["review", "--output", "mine"], in: package.root).status == 2)
        #expect(try package.read("mine/notes.md") == "mine")
    }

    /// An output folder that is a link into the snapshot folder once planted fake references.
    @Test func anOutputThatLinksIntoTheSnapshotFolderIsRefused() throws {
        let package = try makePackage()
        try FileManager.default.createDirectory(at: package.snapshots.appendingPathComponent("Planted"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: package.root.appendingPathComponent("out").path, withDestinationPath: package.snapshots.appendingPathComponent("Planted").path)
        let run = CLIRun.run(["review", "--output", "out"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: out: the review folder may not contain or be inside the snapshot folder; choose another --output\n")
        #expect(!package.exists("__Snapshots__/Planted/index.html") && !package.exists("__Snapshots__/Planted/files"))
    }

    @Test func openUsesTheOpenerOrPrintsThePath() throws {
        let package = try makePackage()
        let opened = CapturedText()
        let run = CLIRun.run(
            ["review", "--open"], in: package.root,
            opener: { url in
                opened.append(url.lastPathComponent); return true
            })
        #expect(opened.text == "index.html")
        #expect(!run.output.contains("open it in a browser"))
        let fallback = CLIRun.run(["review", "--open"], in: package.root, opener: { _ in false })
        #expect(fallback.output.contains("open it in a browser: file://"))
        #expect(fallback.output.hasSuffix("snapshot-review/index.html\n"))
    }

    @Test func aCorruptReferenceIsNamedAndNothingIsWritten() throws {
        let package = try makePackage()
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: package.snapshots.appendingPathComponent("MallTests/testMall.iphone-se.svg"))
        let run = CLIRun.run(["review"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: MallTests/testMall.iphone-se.svg: is not UTF-8 text; the file is corrupt, delete it or record it again\n")
        #expect(!package.exists("snapshot-review"))
    }
}
