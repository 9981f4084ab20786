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
            items: categories(4), itemSpacing: 10, contentInset: EdgeInsets(left: 16, right: 16), margins: EdgeInsets(left: 20))
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
            items: categories(4), itemSpacing: 10, contentInset: EdgeInsets(left: 16, right: 16), margins: EdgeInsets(left: 20))
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
        let layout = row(EmbeddedCollection(items: items, itemSpacing: 10))
        let nested = try #require(layout.segments[0].items[0].nested)
        #expect(nested.items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 10, y: 0, width: 100, height: 50),  // 0 + 0 + 10
        ])
        #expect(layout.diagnostics(.nestedItem).map(\.severity) == [.error])
    }

    @Test func badSpacingAndInsetAreLaidOutAsZero() throws {
        let embedded = EmbeddedCollection(items: categories(2), itemSpacing: -4, contentInset: EdgeInsets(left: .infinity))
        let layout = row(embedded)
        let nested = try #require(layout.segments[0].items[0].nested)
        #expect(nested.items.map(\.frame.minX) == [0, 114])
        #expect(layout.diagnostics(.invalidSpacing).map(\.item) == [0])
        #expect(layout.diagnostics(.invalidInset).map(\.item) == [0])
    }
}
