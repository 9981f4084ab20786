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
