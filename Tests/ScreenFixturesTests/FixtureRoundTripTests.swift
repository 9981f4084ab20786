import Testing
import ScreenFixtures
@testable import Snapshot

/// Every fixture, on a small phone, a large one and an iPad, upright and on its side, at the
/// smallest and the largest text size, lays
/// out to a layout whose listing reads back as itself: what the layout digest stands on
/// (`LayoutDigest`, `ListingRoundTripTests`).
@Suite struct FixtureRoundTripTests {
    /// `huge-list` is 100,000 of the rows `dcframe-list` has: the same lines, longer.
    @Test(arguments: Fixtures.all.map(\.name).filter { $0 != "huge-list" })
    func everyFixtureReadsBackAsItself(name: String) throws {
        let fixture = try #require(Fixtures.all.first { $0.name == name })
        for device in [Device.iPhoneSE, .iPhone16ProMax, .iPad] {
            for oriented in [device, device.landscape] {
                for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
                    var screen = fixture.make(oriented)
                    screen.contentSizeCategory = category
                    let layout = LayoutEngine.layout(screen)
                    #expect(try LayoutListing.parse(LayoutListing.render(layout)) == layout, "\(name) \(oriented.id) \(category)")
                }
            }
        }
    }
}
