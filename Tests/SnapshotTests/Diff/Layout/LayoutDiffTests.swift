import Testing
@testable import Snapshot

@Suite struct LayoutDiffTests {
    typealias F = DiffFixtures

    @Test func equalLayoutsHaveNoChanges() {
        let layout = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 3, y: 0, height: 50)])
        let diff = LayoutDiff(old: layout, new: layout)
        #expect(diff.isEmpty)
        #expect(diff.summary() == "no layout changes")
    }

    @Test func nanFramesEqualThemselves() {
        var segment = F.segment("BrokenSC", y: 0, height: 50)
        segment.items = [F.item(0, "Cell", 0, 0, .nan, 50)]
        let layout = F.layout([segment])
        #expect(LayoutDiff(old: layout, new: layout).isEmpty)
    }

    @Test func screenChangesComeFirstAndNameWhatChanged() {
        let old = F.layout([F.segment("A", y: 0, height: 100)], name: "MallVC")
        var new = F.layout([F.segment("A", y: 0, height: 100)], name: "ShopVC")
        new.device = .iPhoneX
        new.style = .listKit(ListKitOptions(stickyHeaders: true, scrollOffset: 20))
        // The status bar grows to the iPhone X safe area (44); a navigation bar comes under it.
        new.chrome = [
            ChromeBand(kind: .statusBar, frame: Rect(x: 0, y: 0, width: 375, height: 44)),
            ChromeBand(kind: .navigationBar, title: "Shop", frame: Rect(x: 0, y: 44, width: 375, height: 44)),
        ]
        // 812 − 44 − 44 − 34 = 690 tall from y = 88.
        new.scrollArea = Rect(x: 0, y: 88, width: 375, height: 690)
        new.contentInset = EdgeInsets(top: 10)
        let summary = LayoutDiff(old: old, new: new).summary()
        #expect(
            summary == """
                7 changes: screen name, device, style, 2 chrome bars, scroll area, content inset
                cause: screen name "MallVC" → "ShopVC"
                cause: device iPhone 8 (iphone-8) portrait 375×667 → iPhone X / 11 Pro (iphone-x) portrait 375×812
                cause: style left-aligned → listkit (sticky headers, scroll offset 20)
                cause: chrome navigation-bar "Shop" added (height 44)
                screen name "MallVC" → "ShopVC"
                device iPhone 8 (iphone-8) portrait 375×667 → iPhone X / 11 Pro (iphone-x) portrait 375×812
                style left-aligned → listkit (sticky headers, scroll offset 20)
                chrome status-bar resized 375×20 → 375×44
                chrome navigation-bar "Shop" added at 0,44 375×44
                scroll area moved 0,20 → 0,88; resized 375×647 → 375×690
                content inset top 0 → 10
                """)
    }

    /// Two text sizes meet only when a user names their snapshots alike: the change says so, as a
    /// cause, before the sizes it changed.
    @Test func aTextSizeChangeIsACause() {
        let old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 1, y: 0, height: 50)])
        var new = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 1, y: 0, height: 72)])
        new.contentSizeCategory = .accessibilityExtraLarge
        let summary = LayoutDiff(old: old, new: new).summary()
        #expect(summary.hasPrefix("4 changes: text size, 1 segment resized, 1 item resized, content size\ncause: text size large → AX3\n"))
        #expect(summary.contains("\ntext size large → AX3\n"))
    }

    @Test func devicesThatReadTheSameAreShownInFull() {
        let old = F.layout([])
        var new = old
        new.device.scale = 3
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                1 change: device
                cause: device iPhone 8 (iphone-8) portrait 375×667 phone @2x safe area 20,0,0,0 → iPhone 8 (iphone-8) portrait 375×667 phone @3x safe area 20,0,0,0
                device iPhone 8 (iphone-8) portrait 375×667 phone @2x safe area 20,0,0,0 → \
                iPhone 8 (iphone-8) portrait 375×667 phone @3x safe area 20,0,0,0
                """)
    }

    @Test func removedChromeBarSaysWhereItWas() {
        var old = F.layout([])
        old.chrome.append(ChromeBand(kind: .tabBar, frame: Rect(x: 0, y: 618, width: 375, height: 49)))
        let new = F.layout([])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                1 change: 1 chrome bar
                cause: chrome tab-bar removed
                chrome tab-bar removed (was at 0,618 375×49)
                """)
    }

    @Test func contentSizeComesAfterTheSegmentsThatCausedIt() {
        // One more 50-pt cell: the segment grows from 100 to 150, so does the content.
        let old = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 2, y: 0, height: 50)])
        let new = F.layout([F.columnSegment("GoodsSC", cell: "GoodsCell", count: 3, y: 0, height: 50)])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                3 changes: 1 segment resized, 1 item added, content size
                cause: "GoodsSC" items 2 → 3
                segment 0 "GoodsSC" resized 375×100 → 375×150
                segment 0 "GoodsSC" item 2 GoodsCell added at 0,100 375×50
                content size 375×100 → 375×150
                """)
    }
}
