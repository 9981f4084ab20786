import Testing
@testable import Snapshot

@Suite struct LayoutListingTests {
    @Test func writesTheDocumentedFormatLineByLine() {
        // The example of LayoutListing's doc comment, written out by hand from the sample's fields.
        let expected = """
            layout-listing 1
            screen "SecondCategoryVC"
            device id "iphone-8" name "iPhone 8" idiom phone portrait-size 375×667 scale 2 orientation portrait
            safe-area portrait 20,0,0,0 landscape 0,0,0,0
            style listkit sticky-headers false stretch-to-edge false scroll-offset 0
            chrome status-bar 0,0 375×20
            chrome navigation-bar 0,20 375×44 title "Second category"
            scroll-area 0,64 375×603
            content-inset 0,0,0,0
            content-size 375×430
            segment 0 "OneLabelSC" 0,0 375×50 inset 0,20,0,0 line-spacing 0 interitem-spacing 0
              item 0 "OneLabelCell" 20,0 355×50 text "All categories"
            segment 1 "SecondCategorySC" 0,50 375×140 inset 0,0,0,0 line-spacing 0 interitem-spacing 0
              header 0,50 375×30
              item 0 "EmbedCollectionViewCell" 0,80 375×110
                nested 0,0 375×110 content-inset 0,16,0,16 item-spacing 10 content-width 518
                  nested-item 0 "CategoryCell" 16,0 114×110 full text "充值"
                  nested-item 1 "CategoryCell" 140,0 114×110 full
                  nested-item 2 "CategoryCell" 264,0 114×110 partial
                  nested-item 3 "CategoryCell" 388,0 114×110 hidden
            segment 2 "OptimumGoodsSC" 0,190 375×240 inset 0,16,0,0 line-spacing 10 interitem-spacing 10
              item 0 "OptimumGoodsCell" 16,190 171.5×240
            diagnostic warning off-pixel-grid segment 2 item 0 "item 0 ends at x 187.5, between pixels"
            end

            """
        let rendered = LayoutListing.render(RenderSamples.documented)
        #expect(rendered.split(separator: "\n", omittingEmptySubsequences: false) == expected.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test func parsesBackTheDocumentedLayout() throws {
        let layout = try LayoutListing.parse(LayoutListing.render(RenderSamples.documented))
        #expect(layout == RenderSamples.documented)
    }

    @Test(arguments: [
        LayoutStyle.flow, .leftAlignedFlow, .listKit, .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: false, scrollOffset: 0.5)),
        .listKit(ListKitOptions(showHeaderWhenEmpty: true)), .listKit(ListKitOptions(stickyHeaders: true, stickyHeaderYOffset: -12.5)),
    ])
    func roundTripsEveryStyle(style: LayoutStyle) throws {
        var layout = RenderSamples.documented
        layout.style = style
        #expect(try LayoutListing.parse(LayoutListing.render(layout)) == layout)
    }

    /// The two options added in 0.2 are written only when set, so older listings keep their bytes.
    @Test func listKitExtrasAreWrittenOnlyWhenSet() throws {
        var layout = RenderSamples.documented
        layout.style = .listKit(ListKitOptions())
        #expect(LayoutListing.render(layout).contains("style listkit sticky-headers false stretch-to-edge false scroll-offset 0\n"))
        layout.style = .listKit(ListKitOptions(showHeaderWhenEmpty: true, stickyHeaderYOffset: 64))
        #expect(
            LayoutListing.render(layout).contains(
                "style listkit sticky-headers false stretch-to-edge false scroll-offset 0 show-header-when-empty true sticky-header-y-offset 64\n"))
    }

    @Test func roundTripsHostileStringsAndExtremeNumbers() throws {
        let layout = RenderSamples.unusual()
        let parsed = try LayoutListing.parse(LayoutListing.render(layout))
        #expect(parsed == layout)
        // Swift's String == is canonical equivalence; the listing must keep every scalar.
        #expect(parsed.segments.map { Array($0.name.unicodeScalars) } == layout.segments.map { Array($0.name.unicodeScalars) })
        #expect(parsed.segments[0].inset.right == .leastNonzeroMagnitude)
        #expect(parsed.segments[0].minimumLineSpacing == .greatestFiniteMagnitude)
    }

    @Test func writesNoRawControlCharacters() {
        let rendered = LayoutListing.render(RenderSamples.unusual())
        let raw = rendered.unicodeScalars.filter { $0 != "\n" && StringEscaping.needsEscape($0) }
        #expect(raw.isEmpty)
        #expect(rendered.contains(#""line\nbreak""#))
        #expect(rendered.contains(#""nul\u{0}bell\u{7}esc\u{1B}[31m""#))
        #expect(rendered.contains(#""\"quoted\"""#))
        #expect(rendered.contains(#""back\\slash\\""#))
        #expect(rendered.contains(#""rtl \u{202E}override\u{202C}""#))
    }

    @Test func keepsEmptyTextApartFromNoText() throws {
        let layout = RenderSamples.unusual()
        let parsed = try LayoutListing.parse(LayoutListing.render(layout))
        #expect(parsed.segments[0].items[2].text == "")
        #expect(parsed.segments[1].items[2].text == nil)
        #expect(parsed.segments[0].items[2].nested?.items == [])
    }

    @Test func nonFiniteNumbersRoundTripByName() throws {
        var layout = RenderSamples.documented
        layout.contentSize = Size(width: .nan, height: .infinity)
        layout.segments[0].items[0].frame = Rect(x: -.infinity, y: .nan, width: 0, height: -0.0)
        let rendered = LayoutListing.render(layout)
        #expect(rendered.contains("content-size nan×inf\n"))
        #expect(rendered.contains(#"item 0 "OneLabelCell" -inf,nan 0×0 text"#))
        let parsed = try LayoutListing.parse(rendered)
        #expect(parsed.contentSize.width.isNaN)
        #expect(parsed.contentSize.height == .infinity)
        #expect(parsed.segments[0].items[0].frame.minX == -.infinity)
        // NaN is never equal to itself, so compare what the two layouts render to.
        #expect(LayoutListing.render(parsed) == rendered)
    }

    @Test func readsCRLFLineEndings() throws {
        let crlf = LayoutListing.render(RenderSamples.documented).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try LayoutListing.parse(crlf) == RenderSamples.documented)
    }

    @Test func endsWithEndAndOneNewline() {
        let rendered = LayoutListing.render(RenderSamples.documented)
        #expect(rendered.hasPrefix("layout-listing 1\n"))
        #expect(rendered.hasSuffix("\nend\n"))
        #expect(!rendered.contains(" \n"))
    }
}
