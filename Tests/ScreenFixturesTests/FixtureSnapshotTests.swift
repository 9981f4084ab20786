import Foundation
import Testing
import SnapshotAssertions
import ScreenFixtures

/// The project's own references: every fixture on a small home-button phone and a notched
/// 3x phone, as ASCII and as SVG, under `__Snapshots__/FixtureSnapshotTests/`.
@Suite struct FixtureSnapshotTests {
    static let devices: [Device] = [.iPhoneSE, .iPhone15]

    @Test(arguments: Fixtures.all.map(\.name))
    func ascii(_ fixture: String) throws {
        assertSnapshot(of: try Self.screen(fixture, on: .iPhoneSE), as: .ascii, on: Self.devices, named: fixture)
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func svg(_ fixture: String) throws {
        assertSnapshot(of: try Self.screen(fixture, on: .iPhoneSE), as: .svg, on: Self.devices, named: fixture)
    }

    /// The fixture's screen; `huge-list` is cut to 8 segments of 12 cells so its references
    /// stay small (its full 100,000 cells are the benchmark's and `LayoutEngineTests`' job).
    static func screen(_ name: String, on device: Device) throws -> Screen {
        if name == "huge-list" {
            return HugeListVC.screen(on: device, segments: 8, cellsPerSegment: 12)
        }
        return try #require(Fixtures.named(name)).make(device)
    }
}

/// The references above are matched through their stamp line when it proves a match, so a
/// renderer change that no `RendererVersionTests` corpus reaches would leave them stale and
/// passing. This renders every one afresh and holds it against the file without its stamp.
@Suite struct FixtureReferencesAreFreshTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ScreenFixturesTests/FixtureSnapshotTests")

    /// The text without a last `snapshot-stamp` line (`# …`, `<!-- … -->` or bare).
    private static func withoutStamp(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        if let last = lines.last, last.contains("snapshot-stamp ") { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func everyReferenceIsItsFreshRendering(_ fixture: String) throws {
        for device in FixtureSnapshotTests.devices {
            let layout = LayoutEngine.layout(try FixtureSnapshotTests.screen(fixture, on: device))
            // A right-to-left screen's references are named for it (`.rtl`), as a device matrix names them.
            let name = "\(fixture).\(device.id)" + (layout.layoutDirection == .rightToLeft ? ".rtl" : "")
            for (format, ext, rendering) in [("ascii", "txt", ASCIIRenderer().render(layout)), ("svg", "svg", SVGRenderer().render(layout))] {
                let file = Self.folder.appendingPathComponent("\(format).\(name).\(ext)")
                let reference = try String(contentsOf: file, encoding: .utf8)
                #expect(Self.withoutStamp(reference) == rendering, "\(file.lastPathComponent) is stale: record it again (snapshot-cli record --all)")
            }
        }
    }
}
