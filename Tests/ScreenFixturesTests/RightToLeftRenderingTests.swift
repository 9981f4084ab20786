import Testing
@testable import Snapshot
import ScreenFixtures

/// Right to left, finished (issue 38): the shipped `shop-home-rtl` fixture's strips run past the
/// left edge and are counted there, and its page is as wide as the left-to-right one's.
@Suite struct RightToLeftRenderingTests {
    static func layouts() throws -> (ltr: Layout, rtl: Layout) {
        let ltr = try #require(Fixtures.named("shop-home")).make(.iPhone15)
        let rtl = try #require(Fixtures.named("shop-home-rtl")).make(.iPhone15)
        return (LayoutEngine.layout(ltr), LayoutEngine.layout(rtl))
    }

    /// The banner carousel's banners are as wide as the screen, so all but the first are past the
    /// edge (2), and 4 goods of the strip are: on the right left to right, on the left right to left.
    @Test func stripsAreCountedAtTheEdgeTheyRunPast() throws {
        let (ltr, rtl) = try Self.layouts()
        #expect(ltr.segments[0].cellsPastTheEdge?.count == 2 && ltr.segments[0].cellsPastTheEdge?.leftwards == false)
        #expect(rtl.segments[0].cellsPastTheEdge?.count == 2 && rtl.segments[0].cellsPastTheEdge?.leftwards == true)
        let ascii = ASCIIRenderer().render(rtl)
        #expect(ascii.contains("◂ +2 past the left edge (scrolls sideways)"))
        #expect(ascii.contains("◂ +4 past the left edge (scrolls sideways)"))
        #expect(!ascii.contains("past the right edge"))
        let svg = SVGRenderer().render(rtl)
        #expect(svg.contains(">◂ +2</text>") && svg.contains(">◂ +4</text>"))
    }

    @Test func aRightToLeftPageIsAsWideAsItsTwin() throws {
        let (ltr, rtl) = try Self.layouts()
        func viewBox(_ svg: String) -> Substring? {
            guard let start = svg.range(of: "viewBox=\"")?.upperBound, let end = svg[start...].firstIndex(of: "\"") else { return nil }
            return svg[start..<end]
        }
        let left = try #require(viewBox(SVGRenderer().render(ltr)))
        #expect(viewBox(SVGRenderer().render(rtl)) == left)
    }
}
