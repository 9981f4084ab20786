import Testing
@testable import Snapshot

/// Embedded horizontal collections inside a full-width 375×110 row on an iPhone 8 (W = 375).
@Suite struct NestedCollectionLayoutTests {
    private func row(_ embedded: EmbeddedCollection, height: Double = 110) -> Layout {
        let cell = Cell("EmbedCollectionViewCell", embedded: embedded)
        return layOut([SingleRow(name: "SecondCategorySC", cell: cell, height: height)], style: .leftAlignedFlow)
    }

    private func categories(_ n: Int, width: Double = 114, height: Double = 110) -> [EmbeddedItem] {
        (0..<n).map { EmbeddedItem("CategoryCell", text: "\($0)", size: Size(width: width, height: height)) }
    }

    @Test func itemsFollowTheContentInsetAtTheItemSpacing() throws {
        let embedded = EmbeddedCollection(
            items: categories(4), minimumLineSpacing: 10, contentInset: EdgeInsets(left: 16, right: 16), margins: EdgeInsets(left: 20))
        let nested = try #require(row(embedded).segments[0].items[0].nested)
        // Frame: (0, 0, 375, 110) inset by margin left 20.
        #expect(nested.frame == Rect(x: 20, y: 0, width: 355, height: 110))
        // x = 16, 16 + 114 + 10 = 140, 264, 388.
        #expect(nested.items.map(\.frame.minX) == [16, 140, 264, 388])
        #expect(nested.items.map(\.frame.minY) == [0, 0, 0, 0])
        // 16 + 4 × 114 + 3 × 10 + 16 = 518.
        #expect(nested.contentWidth == 518)
        #expect(nested.overflows)
        #expect(nested.items.map(\.cellType) == ["CategoryCell", "CategoryCell", "CategoryCell", "CategoryCell"])
        #expect(nested.items.map(\.text) == ["0", "1", "2", "3"])
    }

    @Test func visibilityBeforeScrollingComparesWithTheCollectionViewWidth() throws {
        let embedded = EmbeddedCollection(
            items: categories(4), minimumLineSpacing: 10, contentInset: EdgeInsets(left: 16, right: 16), margins: EdgeInsets(left: 20))
        let nested = try #require(row(embedded).segments[0].items[0].nested)
        // Width 355: maxX 130 and 254 fit; 264–378 crosses 355; 388 starts past it.
        #expect(nested.items.map(\.visibility) == [.full, .full, .partial, .hidden])
    }

    @Test func itemEndingExactlyAtTheEdgeIsFullyVisible() throws {
        let nested = try #require(row(EmbeddedCollection(items: categories(3, width: 125))).segments[0].items[0].nested)
        // 3 × 125 = 375 = the collection view's width.
        #expect(nested.items.map(\.visibility) == [.full, .full, .full])
        #expect(nested.contentWidth == 375)
        #expect(!nested.overflows)
    }

    @Test func noItemsGiveTheContentInsetAsContentWidth() throws {
        let embedded = EmbeddedCollection(items: [], contentInset: EdgeInsets(left: 12, right: 8))
        let nested = try #require(row(embedded).segments[0].items[0].nested)
        #expect(nested.contentWidth == 20)
        #expect(nested.items.isEmpty)
    }

    @Test func marginsInsetTheFrameOnAllSides() throws {
        let embedded = EmbeddedCollection(items: categories(1, height: 90), margins: EdgeInsets(top: 10, left: 20, bottom: 10, right: 15))
        let nested = try #require(row(embedded).segments[0].items[0].nested)
        #expect(nested.frame == Rect(x: 20, y: 10, width: 340, height: 90))  // 375 − 35, 110 − 20
        #expect(row(embedded).diagnostics.isEmpty)
    }

    @Test func itemTallerThanItsCollectionViewIsAnError() {
        let embedded = EmbeddedCollection(items: categories(2, height: 120), contentInset: EdgeInsets(top: 5, bottom: 5))
        let layout = row(embedded)
        let errors = layout.diagnostics(.nestedItem)
        // Room = 110 − 5 − 5 = 100 < 120, for both items.
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.severity == .error && $0.segment == 0 && $0.item == 0 })
        #expect(errors.first?.message.contains("120 > 100 (110 − content inset 5 − 5)") == true)
    }

    @Test func badNestedSizeIsLaidOutAsZero() throws {
        let items = [
            EmbeddedItem("A", size: Size(width: .nan, height: 50)),
            EmbeddedItem("B", size: Size(width: 100, height: 50)),
        ]
        let layout = row(EmbeddedCollection(items: items, minimumLineSpacing: 10))
        let nested = try #require(layout.segments[0].items[0].nested)
        // A is 0 × 50. Both fit one column (50 + 50 ≤ 110), 100 wide (B's width): A is centred
        // across it at x = (100 − 0) / 2 = 50; the column is the last and the sizes differ, so it
        // is top-aligned: y = 0 and 50.
        #expect(
            nested.items.map(\.frame) == [
                Rect(x: 50, y: 0, width: 0, height: 50), Rect(x: 0, y: 50, width: 100, height: 50),
            ])
        #expect(layout.diagnostics(.nestedItem).map(\.severity) == [.error])
    }

    @Test func badSpacingAndInsetAreLaidOutAsZero() throws {
        let embedded = EmbeddedCollection(items: categories(2), minimumLineSpacing: -4, contentInset: EdgeInsets(left: .infinity))
        let layout = row(embedded)
        let nested = try #require(layout.segments[0].items[0].nested)
        #expect(nested.items.map(\.frame.minX) == [0, 114])
        #expect(layout.diagnostics(.invalidSpacing).map(\.item) == [0])
        #expect(layout.diagnostics(.invalidInset).map(\.item) == [0])
    }

    /// A bad interitem spacing or section inset is laid out as 0, with the error naming it.
    @Test func badInteritemSpacingAndSectionInsetAreLaidOutAsZero() throws {
        let embedded = EmbeddedCollection(
            items: squares(2), minimumInteritemSpacing: -2, sectionInset: EdgeInsets(top: .nan, left: 8))
        let layout = row(embedded, height: 136)
        let nested = try #require(layout.segments[0].items[0].nested)
        // Both fit one column with spacing 0 (64 + 0 + 64 = 128 ≤ 136): justified, y = 0 and 72.
        #expect(nested.items.map(\.frame.minY) == [0, 72])
        #expect(nested.items.map(\.frame.minX) == [8, 8])
        #expect(nested.minimumInteritemSpacing == 0)
        #expect(layout.diagnostics(.invalidSpacing).map(\.message).first?.contains("embedded collection interitem spacing is -2") == true)
        #expect(layout.diagnostics(.invalidInset).map(\.message).first?.contains("embedded collection section inset top is nan") == true)
    }

    private func squares(_ n: Int, _ side: Double = 64) -> [EmbeddedItem] {
        (0..<n).map { EmbeddedItem("CategoryCell", text: "\($0)", size: Size(width: side, height: side)) }
    }

    /// A two-row category strip: seven 64×64 items, both spacings 8, section inset 16 left and
    /// right, 136 high. A column holds two (64 + 8 + 64 = 136 ≤ 136; three need 208): columns
    /// [0 1] [2 3] [4 5] [6] at x = 16, 16 + 64 + 8 = 88, 160, 232. Full columns are justified:
    /// gap (136 − 128) / 1 = 8, y = 0 and 72. The last holds one of two rows (uniform sizes): the
    /// first, y = 0. Content width 16 + 4 × 64 + 3 × 8 + 16 = 312.
    @Test func aTwoRowStripFillsColumnsTopToBottom() throws {
        let embedded = EmbeddedCollection(
            items: squares(7), minimumLineSpacing: 8, minimumInteritemSpacing: 8, sectionInset: EdgeInsets(left: 16, right: 16))
        let nested = try #require(row(embedded, height: 136).segments[0].items[0].nested)
        #expect(nested.items.map(\.frame.minX) == [16, 16, 88, 88, 160, 160, 232])
        #expect(nested.items.map(\.frame.minY) == [0, 72, 0, 72, 0, 72, 0])
        #expect(nested.contentWidth == 312)
        #expect(nested.minimumInteritemSpacing == 8)
        #expect(nested.sectionInset == EdgeInsets(left: 16, right: 16))
        #expect(nested.items.allSatisfy { $0.visibility == .full })
    }

    /// The same strip 150 high: still two to a column (three need 208), the spare 150 − 128 = 22
    /// between them: y = 0 and 86; the last column's lone item keeps the first row, y = 0.
    @Test func aTallerStripSpreadsTheRows() throws {
        let embedded = EmbeddedCollection(items: squares(7), minimumLineSpacing: 8, minimumInteritemSpacing: 8)
        let nested = try #require(row(embedded, height: 150).segments[0].items[0].nested)
        #expect(nested.items.map(\.frame.minY) == [0, 86, 0, 86, 0, 86, 0])
        #expect(nested.items.map(\.frame.minX) == [0, 0, 72, 72, 144, 144, 216])
    }

    /// Items shorter than the strip but too tall for two: one to a column, each centred down it
    /// (a lone item on its line): 100×80 in 110, y = (110 − 80) / 2 = 15, the last column too
    /// (a full column holds one, so it is a full line).
    @Test func aLoneItemIsCentredDownItsColumn() throws {
        let items = (0..<3).map { _ in EmbeddedItem("C", size: Size(width: 100, height: 80)) }
        let nested = try #require(row(EmbeddedCollection(items: items, minimumLineSpacing: 10)).segments[0].items[0].nested)
        #expect(
            nested.items.map(\.frame) == [
                Rect(x: 0, y: 15, width: 100, height: 80), Rect(x: 110, y: 15, width: 100, height: 80),
                Rect(x: 220, y: 15, width: 100, height: 80),
            ])
    }

    /// Sizes that differ: 64×64, 40×64, then 64×40 in 136 with both spacings 8. Column [0 1] is
    /// 64 wide; item 1 is centred across it, x = (64 − 40) / 2 = 12; justified y = 0 and 72. The
    /// last column [2] is top-aligned (mixed sizes), y = 0, at x = 64 + 8 = 72.
    @Test func mixedSizesCentreAcrossTheColumnAndTopAlignTheLast() throws {
        let items = [
            EmbeddedItem("A", size: Size(width: 64, height: 64)), EmbeddedItem("B", size: Size(width: 40, height: 64)),
            EmbeddedItem("C", size: Size(width: 64, height: 40)),
        ]
        let embedded = EmbeddedCollection(items: items, minimumLineSpacing: 8, minimumInteritemSpacing: 8)
        let nested = try #require(row(embedded, height: 136).segments[0].items[0].nested)
        #expect(
            nested.items.map(\.frame) == [
                Rect(x: 0, y: 0, width: 64, height: 64), Rect(x: 12, y: 72, width: 40, height: 64),
                Rect(x: 72, y: 0, width: 64, height: 40),
            ])
    }

    /// Content and section insets both take height: 150 − 5 − 5 − 3 − 3 = 134 < 136, so a column
    /// holds one 64×64 item, centred below the two top insets: y = 5 + 3 + (134 − 64) / 2 = 43.
    @Test func insetsTopAndBottomNarrowTheColumns() throws {
        let embedded = EmbeddedCollection(
            items: squares(2), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
            sectionInset: EdgeInsets(top: 3, bottom: 3), contentInset: EdgeInsets(top: 5, bottom: 5))
        let nested = try #require(row(embedded, height: 150).segments[0].items[0].nested)
        #expect(nested.items.map(\.frame) == [Rect(x: 0, y: 43, width: 64, height: 64), Rect(x: 72, y: 43, width: 64, height: 64)])
    }

    /// The one-item-per-column shortcut gives exactly what the general path gives: 500 strips of
    /// random sizes, spacings and insets (a fixed generator, so every run checks the same ones),
    /// most of them with one item to a column, some with two.
    @Test func theSingleRowShortcutAgreesWithTheGeneralPath() {
        var seed: UInt64 = 0x5EED
        func next(_ range: ClosedRange<Int>) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(range.lowerBound + Int((seed >> 33) % UInt64(range.upperBound - range.lowerBound + 1)))
        }
        var shortcuts = 0
        for _ in 0..<500 {
            let uniform = next(0...1) == 0
            let count = Int(next(0...7))
            let side = next(30...140)
            let items = (0..<count).map { _ in
                EmbeddedItem("C", size: uniform ? Size(width: side, height: side) : Size(width: next(20...140), height: next(20...140)))
            }
            let collection = EmbeddedCollection(
                items: items, minimumLineSpacing: next(0...12), minimumInteritemSpacing: next(0...12),
                sectionInset: EdgeInsets(top: next(0...6), left: next(0...16), bottom: next(0...6), right: next(0...16)),
                contentInset: EdgeInsets(top: next(0...4), left: next(0...8), bottom: next(0...4), right: next(0...8)))
            let cell = Size(width: 375, height: next(60...200))
            var first: [Diagnostic] = []
            var second: [Diagnostic] = []
            let fast = NestedCollectionLayout.layout(collection, cellSize: cell, label: "strip", segment: 0, item: 0, diagnostics: &first)
            let general = NestedCollectionLayout.layout(
                collection, cellSize: cell, label: "strip", segment: 0, item: 0, diagnostics: &second, singleRowShortcut: false)
            #expect(fast == general, "\(collection) in \(cell)")
            #expect(first == second)
            if Set(fast.items.map(\.frame.minX)).count == fast.items.count { shortcuts += 1 }
        }
        #expect(shortcuts > 250)  // most strips are one item to a column
    }
}
