import Testing
@testable import Snapshot

/// The listing is the one text form of a `Layout`: `parse(render(l)) == l` (an `Equatable` over
/// every stored property) for samples of every style. A round trip only sees the fields a sample
/// sets: `EveryFieldTests` is the guard that a new field is set, written and read.
/// (`FixtureRoundTripTests` does the same for every fixture on every device.)
@Suite struct ListingRoundTripTests {
    /// Every style, nested collections, headers, footers, diagnostics, hostile strings, odd numbers.
    static var samples: [Layout] {
        var listKit = RenderSamples.documented
        listKit.style = .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: false, scrollOffset: 12.25))
        var flow = RenderSamples.tiny
        flow.style = .flow
        var empty = RenderSamples.unusual(strings: ["x"])
        empty.segments = []
        empty.diagnostics = []
        empty.chrome = []
        var sized = RenderSamples.documented
        sized.contentSizeCategory = .accessibilityExtraLarge
        sized.direction = .horizontal
        sized.sectionInsetReference = .fromSafeArea
        sized.collectionViewIsRootView = true
        var listed = RenderSamples.tiny
        listed.style = .compositional(CompositionalOptions(contentInsetsReference: .layoutMargins, list: .insetGrouped))
        return [RenderSamples.documented, RenderSamples.unusual(), RenderSamples.tiny, RenderSamples.goodsGrid(count: 41), listKit, flow, empty, sized, listed]
    }

    @Test func everySampleReadsBackAsItself() throws {
        for (index, layout) in Self.samples.enumerated() {
            #expect(try LayoutListing.parse(LayoutListing.render(layout)) == layout, "sample \(index)")
        }
    }
}
