import Foundation
import Testing
@testable import Snapshot

/// A horizontal layout through everything after the engine: listing, JSON, digest, page, ASCII, SVG, diff.
@Suite struct HorizontalRenderingTests {
    /// 200 × 300, no chrome; one flow section of five 100 × 100 items in columns 20 apart
    /// after a 30-wide header and before a 10-wide footer: content 380 × 300.
    static var layout: Layout {
        let device = Device(id: "test", name: "Test", portraitSize: Size(width: 200, height: 300), scale: 2)
        let section = Boxes(
            sizes: boxes(5, 100, 100), minimumLineSpacing: 20, minimumInteritemSpacing: 10,
            header: Size(width: 30, height: 0), footer: Size(width: 10, height: 0))
        return LayoutEngine.layout(
            Screen(
                name: "Shelf", device: device, chrome: .none, layoutStyle: .flow, scrollDirection: .horizontal,
                subControllers: [section]))
    }

    @Test func theListingCarriesTheDirectionAndReadsBack() throws {
        let layout = Self.layout
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("\nstyle flow direction horizontal\n"))
        #expect(try LayoutListing.parse(listing) == layout)
        let wrong = listing.replacingOccurrences(of: "direction horizontal", with: "direction sideways")
        #expect(throws: LayoutListingError.self) { try LayoutListing.parse(wrong) }
        do {
            _ = try LayoutListing.parse(wrong)
        } catch {
            #expect(error.line == 5)
            #expect(error.message.contains("a scroll direction (`vertical` or `horizontal`)"))
        }
    }

    @Test func theListingCarriesTheDirection() throws {
        #expect(try LayoutListing.parse(LayoutListing.render(Self.layout)) == Self.layout)
    }

    @Test func theDigestTellsTheDirectionsApart() {
        let horizontal = Self.layout
        var vertical = horizontal
        vertical.direction = .vertical
        #expect(LayoutDigest.of(horizontal) != LayoutDigest.of(vertical))
    }

    @Test func thePageGrowsToTheRightAndTheFoldIsAColumn() {
        let page = PageGeometry(layout: Self.layout)
        #expect(page.deviceWidth == 380)
        #expect(page.fold == 200)  // content x visibleWidth = 200 − content inset left 0
        #expect(page.contentEnd == 300)
    }

    @Test func asciiDrawsTheContentPastTheDeviceAndTheFoldColumn() {
        let text = ASCIIRenderer().render(Self.layout)
        let grid = text.components(separatedBy: LayoutListing.asciiMarker)[0].split(separator: "\n").map(String.init)
        #expect(grid[0].contains("scrolls horizontally"))
        // The ruler reaches 360 (380 pt at 4 pt per column); the fold note is on the first content row.
        #expect(grid[3].contains("360"))
        #expect(grid[4].hasSuffix(" ┆ fold (content x 200)"))
        // x = 200 is column 50 of the device; the bottom border marks it.
        let bottom = Array(grid[grid.count - 1])
        let deviceLeft = Array(grid[3]).firstIndex(of: "┌").map { $0 + 1 } ?? 0
        #expect(bottom[deviceLeft + 50] == "┴")
        #expect(grid.contains { Array($0).count > deviceLeft + 50 && Array($0)[deviceLeft + 50] == "┆" })
    }

    @Test func asciiCutsColumnsPastItsLimitAndSaysSo() {
        // 200 columns of one 100 × 300 item: 20,000 pt, 5,000 columns at 4 pt; 2,000 are drawn.
        let device = Device(id: "test", name: "Test", portraitSize: Size(width: 200, height: 300), scale: 2)
        let layout = LayoutEngine.layout(
            Screen(
                name: "Long", device: device, chrome: .none, layoutStyle: .flow, scrollDirection: .horizontal,
                subControllers: [Boxes(sizes: boxes(200, 100, 300))]))
        #expect(layout.contentSize == Size(width: 20_000, height: 300))
        let text = ASCIIRenderer().render(layout)
        let grid = text.components(separatedBy: LayoutListing.asciiMarker)[0].split(separator: "\n").map(String.init)
        #expect(grid[4].contains("✂ 3000 more columns: every cell is in the listing below"))
        #expect(text.contains("  item 199 \"BoxCell\" 19900,0 100×300 text \"199\"\n"))
    }

    @Test func svgDrawsAVerticalFold() {
        let svg = SVGRenderer().render(Self.layout)
        // Gutter 170 + x 200; from 6 above the scroll area to 6 below it (header 44).
        #expect(svg.contains(#"<line class="fold" x1="370" y1="38" x2="370" y2="350"/>"#))
        #expect(svg.contains(">fold (x 200)</text>"))
        #expect(svg.contains(#"width="640""#))  // 170 + 380 + 90
    }

    @Test func theDiffNamesAChangedDirection() {
        let horizontal = Self.layout
        var vertical = horizontal
        vertical.direction = .vertical
        #expect(LayoutDiff(old: vertical, new: horizontal).summary().contains("scroll direction vertical → horizontal"))
    }
}
