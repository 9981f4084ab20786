import Testing
@testable import Snapshot

@Suite struct PageGeometryTests {
    @Test func stretchesTheScrollAreaToTheContentAndMovesTheBottomChromeDown() {
        // Tiny: scroll area y 16…80 (64 pt) holding 96 pt of content, tab bar at screen y 80.
        let page = PageGeometry(layout: RenderSamples.tiny)
        #expect(page.contentOrigin == Point(x: 0, y: 16))
        #expect(page.contentEnd == 16 + 96)
        #expect(page.fold == 16 + 64)  // where the tab bar starts on the device
        #expect(page.pageEnd == 112 + 16)  // the tab bar's 16 pt follow the content
        #expect(page.chrome(RenderSamples.tiny.chrome[1], in: RenderSamples.tiny) == Rect(x: 0, y: 112, width: 40, height: 16))
        #expect(page.chrome(RenderSamples.tiny.chrome[0], in: RenderSamples.tiny) == Rect(x: 0, y: 0, width: 40, height: 16))
    }

    @Test func contentInsetMovesTheContentAndTheFold() {
        var layout = RenderSamples.tiny
        layout.contentInset = EdgeInsets(top: 10, left: 4, bottom: 5, right: 0)
        let page = PageGeometry(layout: layout)
        #expect(page.contentOrigin == Point(x: 4, y: 26))
        #expect(page.contentEnd == 16 + 10 + 96 + 5)
        // Visible height 64 − 10 = 54 below the content origin: still screen y 80.
        #expect(page.fold == 80)
    }

    @Test func reachesCellsPastTheContentSize() {
        var layout = RenderSamples.tiny
        layout.segments[1].items[2].frame.size.height = 144  // ends at content y 200
        #expect(PageGeometry(layout: layout).contentEnd == 16 + 200)
    }

    @Test func shortContentKeepsTheScrollAreaHeight() {
        var layout = RenderSamples.tiny
        layout.contentSize.height = 20
        layout.segments = []
        let page = PageGeometry(layout: layout)
        #expect(page.contentEnd == 80)
        #expect(page.pageEnd == 96)
    }

    @Test func nonFiniteNumbersCountAsZero() {
        var layout = RenderSamples.tiny
        layout.scrollArea = Rect(x: .nan, y: .infinity, width: 40, height: -.infinity)
        layout.contentSize = Size(width: .nan, height: .nan)
        let page = PageGeometry(layout: layout)
        #expect(page.contentOrigin == Point(x: 0, y: 0))
        #expect(page.contentEnd.isFinite)
        #expect(page.pageEnd.isFinite)
    }
}
