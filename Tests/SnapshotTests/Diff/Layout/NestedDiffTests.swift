import Testing
@testable import Snapshot

@Suite struct NestedDiffTests {
    typealias F = DiffFixtures

    /// A 375×110 EmbedCell at the top of segment "S" holding `items` 114×110 cells from x 0.
    private func embed(items: Int, spacing: Double = 0, frame: Rect = Rect(x: 0, y: 0, width: 375, height: 110)) -> LayoutItem {
        let nestedItems = (0..<items).map { index in
            NestedItem(
                index: index, cellType: "CategoryCell",
                frame: Rect(x: Double(index) * (114 + spacing), y: 0, width: 114, height: 110), visibility: .full)
        }
        let nested = NestedLayout(
            frame: frame, contentInset: .zero, minimumLineSpacing: spacing,
            contentWidth: Double(items) * 114 + Double(max(0, items - 1)) * spacing, items: nestedItems)
        return LayoutItem(index: 0, cellType: "EmbedCell", frame: Rect(x: 0, y: 0, width: 375, height: 110), nested: nested)
    }

    private func summary(_ old: LayoutItem, _ new: LayoutItem) -> String {
        var before = F.segment("S", y: 0, height: 110)
        before.items = [old]
        var after = before
        after.items = [new]
        return LayoutDiff(old: F.layout([before]), new: F.layout([after])).summary()
    }

    @Test func aCollectionAppearingOrGoingIsOneLine() {
        let plain = LayoutItem(index: 0, cellType: "EmbedCell", frame: Rect(x: 0, y: 0, width: 375, height: 110))
        #expect(
            summary(plain, embed(items: 3)) == """
                1 change: 1 nested change
                cause: "S" "EmbedCell" nested collection added
                segment 0 "S" item 0 EmbedCell nested collection added with 3 items
                """)
        #expect(
            summary(embed(items: 1), plain) == """
                1 change: 1 nested change
                cause: "S" "EmbedCell" nested collection removed
                segment 0 "S" item 0 EmbedCell nested collection removed (had 1 item)
                """)
    }

    @Test func theCollectionFrameAndInsetAreNamed() {
        var new = embed(items: 2, frame: Rect(x: 16, y: 0, width: 343, height: 110))
        new.nested?.contentInset = EdgeInsets(left: 8)
        #expect(
            summary(embed(items: 2), new) == """
                2 changes: 2 nested changes
                cause: "EmbedCell" nested content inset left 0 → 8 in "S"
                segment 0 "S" item 0 EmbedCell nested collection moved 0,0 → 16,0; resized 375×110 → 343×110
                segment 0 "S" item 0 EmbedCell nested content inset left 0 → 8
                """)
    }

    @Test func removedRetypedAndRetextedNestedItemsAreNamed() {
        var new = embed(items: 2)
        new.nested?.items[0].cellType = "AdCell"
        new.nested?.items[1].text = "充值"
        #expect(
            summary(embed(items: 3), new) == """
                3 changes: 3 nested changes
                cause: "S" "EmbedCell" nested cell type "CategoryCell" → "AdCell"
                cause: "S" "EmbedCell" nested texts changed
                cause: "S" "EmbedCell" nested items changed
                segment 0 "S" item 0 EmbedCell nested item 0 cell type CategoryCell → AdCell
                segment 0 "S" item 0 EmbedCell nested item 1 CategoryCell text none → "充值"
                segment 0 "S" item 0 EmbedCell nested item 2 CategoryCell removed (was at 228,0 114×110)
                """)
    }

    @Test func aContentWidthChangeAloneIsNamed() {
        var new = embed(items: 2)
        new.nested?.contentWidth = 300
        // 2 × 114 = 228 before.
        #expect(
            summary(embed(items: 2), new) == """
                1 change: 1 nested change
                cause: unexplained: segment 0 "S" item 0 EmbedCell nested content width 228 → 300
                segment 0 "S" item 0 EmbedCell nested content width 228 → 300
                """)
    }

    @Test func nestedItemsThatMoveAlikeGroup() {
        // Spacing 0 → 10 moves item i right by 10 i: no two alike. With the collection moved
        // instead, nested frames (cell coordinates) do not change at all. No answer changed in
        // these hand-made layouts, so each change is named unexplained.
        let moved = embed(items: 6, frame: Rect(x: 10, y: 0, width: 365, height: 110))
        #expect(
            summary(embed(items: 6), moved) == """
                1 change: 1 nested change
                cause: unexplained: segment 0 "S" item 0 EmbedCell nested collection moved 0,0 → 10,0; resized 375×110 → 365×110
                segment 0 "S" item 0 EmbedCell nested collection moved 0,0 → 10,0; resized 375×110 → 365×110
                """)
        var shifted = embed(items: 6)
        let items = shifted.nested?.items ?? []
        shifted.nested?.items = items.map { item in
            var copy = item
            copy.frame = copy.frame.offsetBy(dx: 16, dy: 0)
            return copy
        }
        #expect(
            summary(embed(items: 6), shifted) == """
                1 change: 6 nested changes
                cause: unexplained: segment 0 "S" item 0 EmbedCell nested item 0 CategoryCell moved 0,0 → 16,0; \
                segment 0 "S" item 0 EmbedCell nested item 1 CategoryCell moved 114,0 → 130,0; \
                segment 0 "S" item 0 EmbedCell nested item 2 CategoryCell moved 228,0 → 244,0; \
                segment 0 "S" item 0 EmbedCell nested item 3 CategoryCell moved 342,0 → 358,0; \
                segment 0 "S" item 0 EmbedCell nested item 4 CategoryCell moved 456,0 → 472,0; … 1 more
                segment 0 "S" item 0 EmbedCell nested items 0–5 (CategoryCell) moved right by 16 pt
                """)
    }

    @Test func nestedVisibilityChangesAreNamed() {
        func cell(x: Double, visibility: NestedItem.Visibility) -> LayoutItem {
            let nested = NestedLayout(
                frame: Rect(x: 0, y: 0, width: 375, height: 110), contentInset: .zero, minimumLineSpacing: 0,
                contentWidth: x + 114,
                items: [NestedItem(index: 0, cellType: "CategoryCell", frame: Rect(x: x, y: 0, width: 114, height: 110), visibility: visibility)])
            return LayoutItem(index: 0, cellType: "EmbedCell", frame: Rect(x: 0, y: 0, width: 375, height: 110), nested: nested)
        }
        var old = F.segment("S", y: 0, height: 110)
        old.items = [cell(x: 200, visibility: .full)]
        var new = old
        new.items = [cell(x: 300, visibility: .partial)]
        // 200 + 114 = 314 fits in 375; 300 + 114 = 414 does not.
        #expect(
            LayoutDiff(old: F.layout([old]), new: F.layout([new])).summary() == """
                2 changes: 2 nested changes
                cause: unexplained: segment 0 "S" item 0 EmbedCell nested item 0 CategoryCell moved 200,0 → 300,0; \
                segment 0 "S" item 0 EmbedCell nested item 0 CategoryCell visibility full → partial
                segment 0 "S" item 0 EmbedCell nested item 0 CategoryCell moved 200,0 → 300,0
                segment 0 "S" item 0 EmbedCell nested item 0 CategoryCell visibility full → partial
                """)
    }

    @Test func nestedCollectionChangesNameTheCellAndTheNestedItem() {
        // SecondCategorySC: one 375×110 cell holding 114×110 category cells at spacing 0.
        func cell(items: Int, spacing: Double) -> LayoutItem {
            let nestedItems = (0..<items).map { index in
                let x = Double(index) * (114 + spacing)
                let visibility: NestedItem.Visibility = x + 114 <= 375 ? .full : (x < 375 ? .partial : .hidden)
                return NestedItem(
                    index: index, cellType: "CategoryCell", frame: Rect(x: x, y: 0, width: 114, height: 110),
                    visibility: visibility)
            }
            let width = Double(items) * 114 + Double(max(0, items - 1)) * spacing
            let nested = NestedLayout(
                frame: Rect(x: 0, y: 0, width: 375, height: 110), contentInset: .zero, minimumLineSpacing: spacing,
                contentWidth: width, items: nestedItems)
            return LayoutItem(
                index: 0, cellType: "EmbedCollectionViewCell", frame: Rect(x: 0, y: 0, width: 375, height: 110),
                nested: nested)
        }
        var old = F.segment("SecondCategorySC", y: 0, height: 110)
        old.items = [cell(items: 4, spacing: 0)]
        var new = old
        new.items = [cell(items: 5, spacing: 10)]
        // Spacing 10: item i moves right by 10 i (1 → +10, 2 → +20, 3 → +30). Item 3 at 342 was
        // partial (342 + 114 > 375) and stays partial at 372, so no visibility line; item 4 is new
        // at 4 × 124 = 496. The content width follows from these, so it gets no line either.
        #expect(
            LayoutDiff(old: F.layout([old]), new: F.layout([new])).summary() == """
                5 changes: 5 nested changes
                cause: "EmbedCollectionViewCell" nested line spacing 0 → 10 in "SecondCategorySC"
                cause: "SecondCategorySC" "EmbedCollectionViewCell" nested items changed
                segment 0 "SecondCategorySC" item 0 EmbedCollectionViewCell nested line spacing 0 → 10
                segment 0 "SecondCategorySC" item 0 EmbedCollectionViewCell nested item 1 CategoryCell moved 114,0 → 124,0
                segment 0 "SecondCategorySC" item 0 EmbedCollectionViewCell nested item 2 CategoryCell moved 228,0 → 248,0
                segment 0 "SecondCategorySC" item 0 EmbedCollectionViewCell nested item 3 CategoryCell moved 342,0 → 372,0
                segment 0 "SecondCategorySC" item 0 EmbedCollectionViewCell nested item 4 CategoryCell added at 496,0 114×110
                """)
    }
}
