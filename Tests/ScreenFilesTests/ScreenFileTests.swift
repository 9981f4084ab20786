import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

@Suite struct ScreenFileTests {
    private func decode(_ json: String, file: String = "home.json") throws(JSONFileError) -> Screen {
        try ScreenFile.decode(Data(json.utf8), file: file)
    }

    /// The collection context the layout would pass on `device` with `side` points of content inset on each side.
    private func context(_ device: Device, side: Double = 0) -> CollectionContext {
        CollectionContext(
            containerSize: device.size,
            insetContainerSize: Size(width: device.size.width - 2 * side, height: device.size.height),
            device: device)
    }

    private func segment(_ screen: Screen, _ index: Int) throws -> FileSegment {
        try #require(screen.subControllers[index] as? FileSegment)
    }

    @Test func emptyObjectGivesTheDocumentedDefaults() throws {
        let screen = try decode("{}", file: "screens/home.json")
        #expect(screen.name == "home")
        #expect(screen.device == .iPhone8)
        #expect(screen.chrome == Chrome(statusBar: true, navigationBar: nil, toolbar: false, tabBar: false, bottomSafeArea: true))
        #expect(screen.layoutStyle == .leftAlignedFlow)
        #expect(screen.contentInset == .zero)
        #expect(screen.subControllers.isEmpty)
    }

    @Test func nameDefaultsToTheFileNameWithoutItsFolderAndExtension() {
        #expect(ScreenFile.defaultName("examples/second-category.json") == "second-category")
        #expect(ScreenFile.defaultName("notes") == "notes")
        #expect(ScreenFile.defaultName("") == "Screen")
        // The last `/` byte ends the folder, though a combining mark after it makes them one `Character`.
        #expect(ScreenFile.defaultName("screens/\u{301}menu.json") == "\u{301}menu")
    }

    @Test func readsEveryScreenField() throws {
        let screen = try decode(
            """
            {
              "name": "SecondCategoryVC",
              "device": "iphone-se",
              "orientation": "landscape",
              "chrome": {
                "statusBar": false,
                "navigationBar": { "title": "Vegetables", "largeTitle": true },
                "toolbar": true,
                "tabBar": true,
                "bottomSafeArea": false
              },
              "layout": "flow",
              "contentInset": { "top": 1, "left": 2, "bottom": 3, "right": 4 },
              "segments": [{}, {}]
            }
            """)
        #expect(screen.name == "SecondCategoryVC")
        #expect(screen.device == Device.iPhoneSE.landscape)
        #expect(
            screen.chrome
                == Chrome(
                    statusBar: false, navigationBar: NavigationBar(title: "Vegetables", largeTitle: true),
                    toolbar: true, tabBar: true, bottomSafeArea: false))
        #expect(screen.layoutStyle == .flow)
        #expect(screen.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(screen.subControllers.map(\.name) == ["Segment 0", "Segment 1"])
    }

    @Test func readsEachLayoutForm() throws {
        #expect(try decode(#"{"layout": "left-aligned"}"#).layoutStyle == .leftAlignedFlow)
        #expect(try decode(#"{"layout": "listkit"}"#).layoutStyle == .listKit(ListKitOptions()))
        #expect(try decode(#"{"layout": {"listkit": {}}}"#).layoutStyle == .listKit(ListKitOptions()))
        let options = try decode(#"{"layout": {"listkit": {"stickyHeaders": true, "stretchToEdge": true, "scrollOffset": 120}}}"#)
        #expect(options.layoutStyle == .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: true, scrollOffset: 120)))
        let extras = try decode(#"{"layout": {"listkit": {"showHeaderWhenEmpty": true, "stickyHeaderYOffset": 64}}}"#)
        #expect(extras.layoutStyle == .listKit(ListKitOptions(showHeaderWhenEmpty: true, stickyHeaderYOffset: 64)))
    }

    /// The embedded collection's spacings by UIKit's names, its section inset, and 0.1's
    /// `itemSpacing` (the space between columns); both names at once is an error at the key.
    @Test func readsEmbeddedSpacingsAndTheOldName() throws {
        func embedded(_ keys: String) throws -> EmbeddedCollection? {
            let screen = try decode(
                #"{"segments": [{"items": [{"cell": "Strip", "height": 136, "embedded": {"items": [{"cell": "C", "width": 64, "height": 64}], "# + keys
                    + "}}]}]}")
            return try segment(screen, 0).cellForItem(at: 0).embedded
        }
        let new = try embedded(#""lineSpacing": 8, "interitemSpacing": 6, "sectionInset": {"left": 16}"#)
        #expect(new?.minimumLineSpacing == 8)
        #expect(new?.minimumInteritemSpacing == 6)
        #expect(new?.sectionInset == EdgeInsets(left: 16))
        // 0.1's name was kept through 0.3 (the compatibility policy): now an error naming the new one.
        #expect(throws: JSONFileError.self) { try embedded(#""itemSpacing": 10"#) }
    }

    @Test func readsACustomDeviceWithDefaults() throws {
        let full = try decode(
            """
            {"device": {"id": "kiosk", "name": "Kiosk", "idiom": "pad", "size": {"width": 600, "height": 1000},
                        "safeArea": {"top": 24, "bottom": 20}, "landscapeSafeArea": {"left": 10}, "scale": 1}}
            """)
        #expect(
            full.device
                == Device(
                    id: "kiosk", name: "Kiosk", idiom: .pad, portraitSize: Size(width: 600, height: 1000),
                    portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(left: 10), scale: 1))
        let minimal = try decode(#"{"device": {"size": {"width": 300, "height": 500}}}"#)
        #expect(minimal.device == Device(id: "custom", name: "Custom device", portraitSize: Size(width: 300, height: 500), scale: 2))
    }

    @Test func deviceIdsIgnoreCase() throws {
        #expect(try decode(#"{"device": "iPhone-15"}"#).device == .iPhone15)
    }

    @Test func readsEverySegmentField() throws {
        let screen = try decode(
            """
            {"segments": [{
              "name": "OptimumGoodsSC",
              "inset": { "top": 4, "left": 16 },
              "lineSpacing": 10,
              "interitemSpacing": 6,
              "header": { "height": 30 },
              "footer": { "width": 100, "height": 20 },
              "items": [{ "cell": "OptimumGoodsCell", "text": "Colorful potatoes", "width": "(SCREEN_WIDTH - 32) / 2", "height": 265 }]
            }]}
            """)
        let goods = try segment(screen, 0)
        let iPhone8 = context(.iPhone8)
        #expect(goods.name == "OptimumGoodsSC")
        #expect(goods.inset == EdgeInsets(top: 4, left: 16))
        #expect(goods.minimumLineSpacing == 10)
        #expect(goods.minimumInteritemSpacing == 6)
        // The header is "full": 375 less the inset's 16 left and 0 right.
        #expect(goods.sizeForHeader(in: iPhone8) == Size(width: 359, height: 30))
        #expect(goods.sizeForFooter(in: iPhone8) == Size(width: 100, height: 20))
        #expect(goods.numberOfItems == 1)
        // (375 − 32) / 2 = 171.5; on an iPhone SE (320 − 32) / 2 = 144.
        #expect(goods.sizeForItem(at: 0, in: iPhone8) == Size(width: 171.5, height: 265))
        #expect(goods.sizeForItem(at: 0, in: context(.iPhoneSE)) == Size(width: 144, height: 265))
        #expect(goods.cellForItem(at: 0) == Cell("OptimumGoodsCell", text: "Colorful potatoes"))
    }

    @Test func segmentDefaultsAreZeroInsetsZeroSpacingNoHeaderNoItems() throws {
        let plain = try segment(try decode(#"{"segments": [{}]}"#), 0)
        #expect(plain.inset == .zero)
        #expect(plain.minimumLineSpacing == 0)
        #expect(plain.minimumInteritemSpacing == 0)
        #expect(plain.sizeForHeader(in: context(.iPhone8)) == nil)
        #expect(plain.sizeForFooter(in: context(.iPhone8)) == nil)
        #expect(plain.numberOfItems == 0)
    }

    @Test func itemWidthDefaultsToFullWhichIsTheInsetContainerLessTheSegmentInset() throws {
        let screen = try decode(#"{"segments": [{"inset": {"left": 10, "right": 5}, "items": [{"cell": "Row", "height": 44}]}]}"#)
        let rows = try segment(screen, 0)
        // 375 − 2 × 8 of content inset − 10 − 5 of segment inset = 344.
        #expect(rows.sizeForItem(at: 0, in: context(.iPhone8, side: 8)) == Size(width: 344, height: 44))
    }

    @Test func heightsFollowTheTextSizeTheScreenNames() throws {
        let json =
            #"{"contentSizeCategory": "AX3", "segments": [{"header": {"height": "body + 16"}, "items": [{"cell": "Row", "height": "body * 1.2 + 24"}]}]}"#
        let screen = try decode(json)
        #expect(screen.contentSizeCategory == .accessibilityExtraLarge)
        // The layout passes the screen's category; body is 40 there: 40 × 1.2 + 24 = 72, 40 + 16 = 56.
        let layout = LayoutEngine.layout(screen)
        #expect(layout.segments[0].items[0].frame.height == 72)
        #expect(layout.segments[0].header?.height == 56)
        #expect(try decode("{}").contentSizeCategory == .large)
        #expect(throws: JSONFileError.self) { try decode(#"{"segments": [{"items": [{"cell": "Row", "height": "2 * 8"}]}]}"#) }
    }

    @Test func aScreenReadsRightToLeftWhenItSaysSo() throws {
        #expect(try decode(#"{"layoutDirection": "rightToLeft"}"#).layoutDirection == .rightToLeft)
        #expect(try decode(#"{"layoutDirection": "leftToRight"}"#).layoutDirection == .leftToRight)
        #expect(try decode("{}").layoutDirection == .leftToRight)
    }

    @Test func screenWidthIgnoresInsets() throws {
        let screen = try decode(#"{"segments": [{"inset": {"left": 16}, "items": [{"cell": "Banner", "width": "screen", "height": 150}]}]}"#)
        #expect(try segment(screen, 0).sizeForItem(at: 0, in: context(.iPad, side: 8)) == Size(width: 768, height: 150))
    }

    @Test func repeatedItemsNumberTheirTextFromOneAndRepeatZeroAddsNothing() throws {
        let screen = try decode(
            """
            {"segments": [{"items": [
              {"cell": "LabelCell", "text": "Row {n}", "height": 50, "repeat": 3},
              {"cell": "Gone", "height": 10, "repeat": 0},
              {"cell": "TagCell", "text": "tag", "width": 80, "height": 30, "repeat": 2},
              {"cell": "LabelCell", "text": "{n} of {n}", "height": 50}
            ]}]}
            """)
        let segment = try segment(screen, 0)
        #expect(segment.numberOfItems == 6)
        #expect((0..<6).map { segment.cellForItem(at: $0).text } == ["Row 1", "Row 2", "Row 3", "tag", "tag", "1 of 1"])
        #expect((0..<6).map { segment.sizeForItem(at: $0, in: context(.iPhone8)).width } == [375, 375, 375, 80, 80, 375])
    }

    @Test func readsAnEmbeddedCollection() throws {
        let screen = try decode(
            """
            {"segments": [{"items": [{"cell": "EmbedCollectionViewCell", "width": "screen", "height": 110, "embedded": {
              "items": [{"cell": "SecondCategoryCell", "text": "Rhizome", "width": 114, "height": 110},
                        {"cell": "SecondCategoryCell", "width": 114, "height": 110, "repeat": 2}],
              "lineSpacing": 10, "contentInset": {"left": 4}, "margins": {"left": 16, "right": 16}
            }}]}]}
            """)
        let cell = try segment(screen, 0).cellForItem(at: 0)
        let size = Size(width: 114, height: 110)
        #expect(
            cell
                == Cell(
                    "EmbedCollectionViewCell",
                    embedded: EmbeddedCollection(
                        items: [
                            EmbeddedItem("SecondCategoryCell", text: "Rhizome", size: size),
                            EmbeddedItem("SecondCategoryCell", size: size),
                            EmbeddedItem("SecondCategoryCell", size: size),
                        ],
                        minimumLineSpacing: 10, contentInset: EdgeInsets(left: 4), margins: EdgeInsets(left: 16, right: 16))))
    }

    @Test func nullIsTheSameAsLeavingTheKeyOut() throws {
        let screen = try decode(#"{"name": null, "chrome": {"navigationBar": null}, "segments": [{"header": null, "inset": null}]}"#)
        #expect(screen.name == "home")
        #expect(screen.chrome.navigationBar == nil)
        #expect(try segment(screen, 0).sizeForHeader(in: context(.iPhone8)) == nil)
    }

    @Test func hugeRepeatCostsOneEntryAndFindsEveryRun() throws {
        let screen = try decode(
            """
            {"segments": [{"items": [
              {"cell": "A", "height": 1, "repeat": 600000},
              {"cell": "B", "height": 2, "repeat": 400000}
            ]}]}
            """)
        let segment = try segment(screen, 0)
        #expect(segment.items.count == 2)
        #expect(segment.numberOfItems == 1_000_000)
        #expect(segment.cellForItem(at: 599_999).type == "A")
        #expect(segment.cellForItem(at: 600_000) == Cell("B"))
        #expect(segment.sizeForItem(at: 999_999, in: context(.iPhone8)).height == 2)
    }
}
