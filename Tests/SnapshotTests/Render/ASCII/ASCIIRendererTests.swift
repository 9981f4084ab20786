import Testing
@testable import Snapshot

@Suite struct ASCIIRendererTests {
    private func gridLines(_ text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marker = lines.firstIndex(of: "── exact layout ──") ?? lines.endIndex
        return Array(lines[3..<marker])
    }

    @Test func drawsTheTinyScreenRowByRow() {
        // Device 40 pt wide at 4 pt per column: 10 columns. Gutter: bracket, space, 14 label
        // columns, space, then the border in column 17; the device in columns 18…27.
        // Rows (8 pt; row 0 is the ruler, so page row r is line r + 1):
        //   status bar y 0…16 → rows 0…2 → lines 1, 2
        //   content starts at screen y 16; content y c → row floor((16 + c) / 8 + 0.5)
        //   segment A c 0…48 → rows 2…8 → lines 3…8; its inset leaves c 8…48, x 8…32 free:
        //     shading on line 3 and in columns 0, 1, 8, 9 of lines 4…8
        //   Cell x 8…32, c 8…48 → columns 2…8, lines 4…8: interior 4 columns × 3 rows, so
        //     "Cell 24×40" splits into "Cell" and "24×40" cut to "24×…"
        //   segment B c 48…96 → lines 9…14 (no inset: no shading)
        //   Row c 48…56 is one row high: `▪Row` on line 9
        //   Thin x 0…4 is one column wide: `▪` on line 10
        //   LongCellName x 8…40, c 56…96 → columns 2…10, lines 10…14: "LongC…" and "32×40"
        //   fold: visible height 64 → screen y 80 → line 11
        //   content ends at screen y 112 → line 15; the tab bar follows: lines 15, 16
        let pad = String(repeating: " ", count: 16)
        let expected = [
            String(repeating: " ", count: 17) + "┌0─────────┐",
            "┌ status bar     │░░░░░░░░░░│",
            "└\(pad)│░░░░░░░░░░│",
            "┌ 0 A            │··········│",
            "│\(pad)│··┌────┐··│",
            "│\(pad)│··│Cell│··│",
            "│\(pad)│··│24×…│··│",
            "│\(pad)│··│    │··│",
            "└\(pad)│··└────┘··│",
            "┌ 1 B            │▪Row      │",
            "│\(pad)│▪ ┌──────┐│",
            "│\(pad)├┄┄│LongC…│┤ ◂ fold (content y 64)",
            "│\(pad)│  │32×40 ││",
            "│\(pad)│  │      ││",
            "└\(pad)│  └──────┘│",
            "┌ tab bar        │░░░░░░░░░░│",
            "└\(pad)│░░░░░░░░░░│",
            String(repeating: " ", count: 17) + "└──────────┘",
        ]
        let lines = gridLines(ASCIIRenderer().render(RenderSamples.tiny))
        #expect(lines.count == expected.count)
        for (index, (line, wanted)) in zip(lines, expected).enumerated() {
            #expect(line == wanted[...], "grid line \(index)")
        }
    }

    @Test func headerNamesScreenDeviceStyleCountsAndScale() {
        let lines = ASCIIRenderer().render(RenderSamples.documented).split(separator: "\n")
        #expect(lines[0] == "SecondCategoryVC · iPhone 8 (iphone-8) · portrait 375×667 @2x · style listkit")
        #expect(lines[1] == "content 375×430 · 3 segments · 3 cells (+4 nested cells) · 1 warning")
        #expect(lines[2].hasPrefix("grid: 1 column = 4 pt, 1 row = 8 pt · "))
    }

    @Test func scaleFollowsPointsPerColumn() {
        // 2 pt per column: the 40-pt device is 20 columns wide and rows are 4 pt.
        let text = ASCIIRenderer(pointsPerColumn: 2).render(RenderSamples.tiny)
        let lines = gridLines(text)
        #expect(text.contains("grid: 1 column = 2 pt, 1 row = 4 pt"))
        #expect(lines[0] == (String(repeating: " ", count: 17) + "┌0─────────20────────┐")[...])
        // Status bar 16 pt = 4 rows, content 96 pt = 24 rows, tab bar 4 rows, ruler and border.
        #expect(lines.count == 1 + 4 + 24 + 4 + 1)
    }

    @Test func drawsHeadersAndFootersWithDoubleLines() {
        let lines = gridLines(ASCIIRenderer().render(RenderSamples.documented))
        // Header c 50…80 → screen 114…144 → rows 14…18 (lines 15…18).
        #expect(lines[15].contains("╔════"))
        #expect(lines[16].contains("║header 375×30"))
        #expect(lines[18].contains("╚════"))
    }

    @Test func nestedCollectionShowsItsItemsAndOverflow() {
        let lines = gridLines(ASCIIRenderer().render(RenderSamples.documented))
        // The embed cell c 80…190 → screen 144…254 → rows 18…32: label in its top border.
        #expect(lines[19].contains("┌EmbedCollectionViewCell 375×110─"))
        #expect(lines[20].contains("│CategoryCell 114×110"))
        #expect(lines[21].contains("│\"充值\""))
        // Two items are not fully shown: the mark sits at the collection's right edge, mid-height.
        #expect(lines.contains { $0.hasSuffix("▸ +2││") })
    }

    @Test func wideCharactersKeepTheBordersAligned() {
        var layout = RenderSamples.tiny
        layout.segments[0].name = "充值充值充值充值充值充值充值"
        layout.segments[0].items[0].cellType = "充值"
        let lines = gridLines(ASCIIRenderer().render(layout))
        // The 30-column segment label widens the gutter's label column to its maximum, 24:
        // 2 + 24 + 1 space + 1 border + 10 device columns + 1 border = 39 on every line.
        for line in lines where !line.contains("◂") {
            #expect(TextWidth.columns(of: String(line)) == 39, "\(line)")
        }
        #expect(lines[5].hasSuffix("│··│充值│··│"))
        #expect(lines[3].hasPrefix("┌ 0 充值充值充值充值充值…"))
    }

    @Test func escapesControlCharactersInNames() {
        var layout = RenderSamples.tiny
        layout.screenName = "Bell\u{7}\u{1B}[2J"
        layout.segments[0].items[0].cellType = "\u{1B}X"
        let text = ASCIIRenderer().render(layout)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && StringEscaping.needsEscape($0) })
        #expect(text.hasPrefix("Bell\\u{7}\\u{1B}[2J · "))
        #expect(text.contains("│\\u{…│"))
    }

    @Test func outputIsCleanText() {
        for layout in [RenderSamples.tiny, RenderSamples.documented, RenderSamples.unusual()] {
            let text = ASCIIRenderer().render(layout)
            #expect(!text.contains(" \n"))
            #expect(!text.contains("\r"))
            #expect(text.hasSuffix("end\n"))
            #expect(!text.hasSuffix("\n\n"))
        }
    }

    @Test func notesDiagnosticsBesideTheirCell() {
        let lines = gridLines(ASCIIRenderer().render(RenderSamples.documented))
        // The goods cell starts at c 190 → screen 254 → row floor(31.75 + 0.5) = 32, below the ruler: line 33.
        #expect(lines[33].hasSuffix("│ ! warning off-pixel-grid"))
    }

    @Test func cutsContentPastTheRowLimitAndKeepsTheBottomChrome() throws {
        let text = ASCIIRenderer(maximumRows: 4).render(RenderSamples.tiny)
        let lines = gridLines(text)
        // Content starts on line 3; 4 rows (3…6) are drawn, line 7 is the cut, then the tab bar.
        // 15 content rows end on line 15; lines 7…14 (8 rows) are cut. The text is cut to the 10 columns.
        #expect(lines[7].contains("│ ✂ 8 more…│"))
        #expect(lines[7].hasPrefix("⋮"))
        #expect(lines[8].hasPrefix("┌ tab bar"))
        #expect(lines.count == 11)
        let listing = try #require(LayoutListing.extract(from: text))
        #expect(try LayoutListing.parse(listing) == RenderSamples.tiny)
    }

    @Test func bigScreensKeepAGridOfBoundedHeight() {
        // 10,000 goods cells: 1,375,000 pt of content, cut after the default 2,000 rows.
        let text = ASCIIRenderer().render(RenderSamples.goodsGrid(count: 10_000))
        let lines = gridLines(text)
        #expect(lines.count < 2_020)
        #expect(text.contains("\n  item 9999 \"OptimumGoodsCell\" 197.5,1374725 171.5×265 text \"Goods 9999\"\n"))
    }

    @Test func nonFiniteFramesAreLeftToTheListing() throws {
        var layout = RenderSamples.tiny
        layout.segments[1].items[2].frame = Rect(x: .nan, y: .infinity, width: -.infinity, height: .nan)
        layout.contentSize = Size(width: .nan, height: .infinity)
        let text = ASCIIRenderer().render(layout)
        #expect(!text.contains("LongC…"))
        #expect(text.contains("  item 2 \"LongCellName\" nan,inf -inf×nan\n"))
        #expect(gridLines(text).count == gridLines(ASCIIRenderer().render(RenderSamples.tiny)).count)
    }

    @Test func embedsTheListingUnderTheMarker() throws {
        let text = ASCIIRenderer().render(RenderSamples.unusual())
        let listing = try #require(LayoutListing.extract(from: text))
        #expect(listing == LayoutListing.render(RenderSamples.unusual()))
        #expect(try LayoutListing.parse(listing) == RenderSamples.unusual())
    }

    @Test func rendersTheSameBytesTwice() {
        let layout = RenderSamples.unusual()
        #expect(ASCIIRenderer().render(layout) == ASCIIRenderer().render(layout))
    }
}
