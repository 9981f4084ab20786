import Foundation
import Testing
@testable import Snapshot

/// The article "Custom formats" adds `.outline` in one file (its second block, compiled here as
/// `Snippet_CustomFormats_2`): run, its strategy records a stamped reference, proves the next
/// match from the stamp, names a moved segment, and streams the bytes it stores.
@Suite struct AddingAFormatTests {
    /// A 150-point banner over a two-column grid of four 100-point cells, 10 points between rows.
    static func screen(bannerHeight: Double = 150) -> Screen {
        var screen = Screen(name: "HomeVC", device: .iPhone8)
        screen.add(SingleRow(name: "BannerSC", cell: Cell("BannerCell"), height: bannerHeight))
        screen.add(Grid(name: "GoodsSC", cell: Cell("GoodsCell"), count: 4, columns: 2, itemHeight: 100, minimumLineSpacing: 10))
        return screen
    }

    /// Segments stack from the content's top: the banner at 0, 150 tall; the grid below it at
    /// 150, two rows of 100 with 10 between them (UICollectionViewFlowLayout's line spacing) = 210.
    static let outline = """
        segment 0 "BannerSC" y 0 height 150 cells 1
        segment 1 "GoodsSC" y 150 height 210 cells 4

        """

    /// Where the reference goes in the check's folder: the test target's and file's folders.
    static let reference = "/SnippetTests/AddingAFormatTests/outline.home.outline"

    func check(_ screen: Screen, in folder: String) -> String? {
        snapshotFailure(
            of: { screen }, as: .outline, named: "home", record: .missing, snapshotDirectory: folder,
            fileID: "SnippetTests/AddingAFormatTests.swift", filePath: folder + "/AddingAFormatTests.swift", testName: "outline()",
            environment: [:], counter: SnapshotCounter())?.message
    }

    @Test func theArticlesFormatIsStoredStampedAndMatched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outline-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorded = try #require(check(Self.screen(), in: folder))
        #expect(recorded.contains("so it was recorded"), "\(recorded)")
        let reference = try String(contentsOfFile: folder + Self.reference, encoding: .utf8)
        #expect(reference.hasPrefix(Self.outline))
        let stamp = reference.dropFirst(Self.outline.count)
        #expect(stamp.hasPrefix("# snapshot-stamp outline/1 layout=") && stamp.hasSuffix("\n"), "\(stamp)")
        // The next check is proven by the stamp, then passes.
        let layout = LayoutEngine.layout(Self.screen())
        #expect(StampedRenderer(.outline).stampProvesMatch(Data(reference.utf8), layoutDigest: LayoutDigest.of(layout)))
        #expect(check(Self.screen(), in: folder) == nil)
        // A taller banner moves the grid: the failure shows both outlines' lines.
        let failure = try #require(check(Self.screen(bannerHeight: 160), in: folder))
        #expect(failure.contains("segment 1 \"GoodsSC\" y 160 height 210 cells 4"), "\(failure)")
        #expect(try String(contentsOfFile: folder + Self.reference, encoding: .utf8) == reference)
        // What `render --format outline` would write once it is registered: the same bytes.
        var streamed: [UInt8] = []
        SnapshotFormat.outline.write(layout) { streamed += $0 }
        #expect(String(decoding: streamed, as: UTF8.self) == Self.outline)
    }
}
