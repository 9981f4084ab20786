import Testing
import Snapshot
import ScreenFixtures

/// Every fixture laid out by the engine on four devices (and one turned on its side), with
/// frames worked out by hand from the seeds' numbers and the layout rules.
@Suite struct FixtureLayoutTests {
    static let devices = fixtureTestDevices + [Device.iPhone14.landscape]

    static func layout(_ name: String, on device: Device) throws -> Layout {
        if name == "huge-list" {
            return LayoutEngine.layout(HugeListVC.screen(on: device, segments: 8, cellsPerSegment: 50))
        }
        return LayoutEngine.layout(try #require(Fixtures.named(name)).make(device))
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func everyFixtureFillsItsDeviceOnEveryDevice(name: String) throws {
        for device in Self.devices {
            let layout = try Self.layout(name, on: device)
            let width = device.size.width
            // The scroll area sits right under the top chrome and above the bottom chrome.
            let top = layout.chrome.filter { $0.frame.minY < layout.scrollArea.minY }.map(\.frame.height).reduce(0, +)
            let bottom = layout.chrome.filter { $0.frame.minY >= layout.scrollArea.maxY }.map(\.frame.height).reduce(0, +)
            #expect(layout.scrollArea == Rect(x: 0, y: top, width: width, height: device.size.height - top - bottom))
            // Content fills the axis across the scrolling one; bands and ends are along the scrolling one.
            let vertical = layout.direction == .vertical
            let across = vertical ? layout.contentSize.width : layout.contentSize.height
            #expect(across == (layout.segments.isEmpty ? 0 : vertical ? width : layout.scrollArea.height), "\(name) on \(device.id)")
            func start(_ rect: Rect) -> Double { vertical ? rect.minY : rect.minX }
            func end(_ rect: Rect) -> Double { vertical ? rect.maxY : rect.maxX }
            let contentEnd = vertical ? layout.contentSize.height : layout.contentSize.width
            var cutOff: Set<Int> = []
            for segment in layout.segments {
                for item in segment.items {
                    #expect(
                        start(item.frame) >= start(segment.frame) && end(item.frame) <= end(segment.frame),
                        "\(name) on \(device.id): item \(item.index) of segment \(segment.index) outside its band")
                    if end(item.frame) > contentEnd { cutOff.insert(segment.index) }
                }
            }
            // Whatever ends below the content height is reported, segment by segment.
            let reported = layout.diagnostics.filter { $0.kind == .beyondContentSize }.compactMap(\.segment)
            #expect(Set(reported) == cutOff, "\(name) on \(device.id)")
            let errors = layout.diagnostics.filter { $0.severity == .error && $0.kind != .beyondContentSize }
            #expect(errors.isEmpty == (name != "over-wide"), "\(name) on \(device.id): \(errors.map(\.message))")
        }
    }

    @Test(arguments: devices)
    func secondCategoryGoodsStartAtTheLeftInsetAndFollowEachOther(device: Device) throws {
        let layout = try Self.layout("second-category", on: device)
        let width = device.size.width
        let goods = layout.segments[3].items
        // Titles 50 + embedded strip 110 + title 50 = 210; cells (W − 32) / 2 × 265, left-aligned from x = 16.
        let cell = (width - 32) / 2
        #expect(goods[0].frame == Rect(x: 16, y: 210, width: cell, height: 265))
        #expect(goods[1].frame == Rect(x: 16 + cell, y: 210, width: cell, height: 265))
        #expect(goods[5].frame == Rect(x: 16 + cell, y: 210 + 2 * 265, width: cell, height: 265))
        let expected: Double = 210 + 3 * 265
        #expect(layout.contentSize.height == expected)
        // The strip: collection view inset 16 each side; items 114 wide, 10 apart: 5 × 114 + 4 × 10 = 610.
        let strip = try #require(layout.segments[1].items[0].nested)
        #expect(strip.frame == Rect(x: 16, y: 0, width: width - 32, height: 110))
        #expect(strip.contentWidth == 610)
    }

    @Test(arguments: devices)
    func mallGoodsFillTwoColumnsInsideTheirInsets(device: Device) throws {
        let layout = try Self.layout("mall", on: device)
        let cell = (device.size.width - 30) / 2
        // Banner 180 + menus 95 + title 40 = 315, top inset 10: the goods start at y = 325.
        let goods = layout.segments[3].items
        #expect(goods[0].frame == Rect(x: 10, y: 325, width: cell, height: 250))
        #expect(goods[1].frame == Rect(x: 10 + cell + 10, y: 325, width: cell, height: 250))
        #expect(goods[2].frame.minY == 325 + 250 + 10)
        // Three lines of 250 with two gaps of 10, then the bottom inset 10.
        let expected: Double = 325 + 3 * 250 + 2 * 10 + 10
        #expect(layout.contentSize.height == expected)
        #expect(layout.chrome.map(\.kind).contains(.tabBar))
    }

    @Test(arguments: devices)
    func dcframeListStacksNinetyNineRows(device: Device) throws {
        let layout = try Self.layout("dcframe-list", on: device)
        let rows = layout.segments.flatMap(\.items)
        #expect(rows.count == 99)
        #expect(rows[98].frame == Rect(x: 0, y: 98 * 50, width: device.size.width, height: 50))
        #expect(layout.contentSize.height == 99 * 50)
    }

    @Test(arguments: devices)
    func dcframePostsFlattenUserPhotoBarCommentsAndSeparator(device: Device) throws {
        let layout = try Self.layout("dcframe-posts", on: device)
        // A post: user 50 + photo 375 + bar 44 + comments × 30 + separator 10. userA has 4 comments:
        // 50 + 375 + 44 + 120 + 10 = 599, so userB's photo starts at 599 + 50 = 649.
        let photos = layout.segments.flatMap(\.items).filter { $0.cellType == "PhotoCell" }
        #expect(photos.count == 4)
        #expect(photos[1].frame == Rect(x: 0, y: 649, width: device.size.width, height: 375))
        // Four posts of 479 plus 4 + 4 + 1 + 2 = 11 comments of 30.
        let expected: Double = 4 * 479 + 11 * 30
        #expect(layout.contentSize.height == expected)
    }

    @Test(arguments: devices)
    func chargeStacksTwoComponents(device: Device) throws {
        let layout = try Self.layout("charge", on: device)
        #expect(
            layout.segments.map(\.frame) == [
                Rect(x: 0, y: 0, width: device.size.width, height: 120), Rect(x: 0, y: 120, width: device.size.width, height: 180),
            ])
        #expect(layout.chrome.first { $0.kind == .navigationBar }?.title == "充值")
    }

    @Test func overWideBannerIsReportedOnEveryDevice() throws {
        for device in Self.devices {
            let layout = try Self.layout("over-wide", on: device)
            let kinds = layout.diagnostics.filter { $0.segment == 1 }.map(\.kind)
            #expect(kinds.contains(.itemWiderThanSection), "on \(device.id)")
        }
    }

    @Test func goodsShelfStacksColumnsAndLetsSectionsShareOne() throws {
        // iPhone SE: 568 − 20 − 44 − 49 = 455 high. Goods 120 high, 10 apart from y = 8: 8, 138, 268;
        // a fourth would end at 518 > 455 − 8 + 1, so three per column. Vegetables: header 40 wide
        // at x = 8, goods at 40 + 8 = 48 and, after the next-row x 180 + 10, at 198.
        let layout = try Self.layout("goods-shelf", on: .iPhoneSE)
        #expect(layout.direction == .horizontal)
        #expect(layout.segments[0].header == Rect(x: 8, y: 8, width: 40, height: 439))
        #expect(
            layout.segments[0].items.map(\.frame.origin) == [
                Point(x: 48, y: 8), Point(x: 48, y: 138), Point(x: 48, y: 268),
                Point(x: 198, y: 8), Point(x: 198, y: 138), Point(x: 198, y: 268),
            ])
        // Fruits: next-row x 338 + 8 = 346, + header 40 = 386, goods at 394; the fourth in a new
        // column at 526 + 10 + 8 = 544.
        #expect(layout.segments[1].items.map(\.frame.minX) == [394, 394, 394, 544])
        // "All goods" (200 high) fits under Fruits 4: y = 8 + 120 + 10 + bottom inset 8 = 146,
        // 146 + 200 ≤ 456, so it shares that column at x = 536 + 8. IGListKit puts its footer at
        // the bounds' maxX 644 + inset right 8; the content ends at 712 + 8.
        #expect(layout.segments[2].items[0].frame == Rect(x: 544, y: 146, width: 100, height: 200))
        #expect(layout.segments[2].footer == Rect(x: 652, y: 0, width: 60, height: 455))
        #expect(layout.contentSize == Size(width: 720, height: 455))
    }

    @Test func shopHomeSectionsStackWithTheirOwnGroups() throws {
        // iPhone SE: 320 wide; sections 12 apart. Banners: pages 320 × 150 side by side (x = 0, 320, 640).
        let layout = try Self.layout("shop-home", on: .iPhoneSE)
        #expect(layout.segments[0].items.map(\.frame) == [0.0, 320, 640].map { Rect(x: $0, y: 0, width: 320, height: 150) })
        // Categories from y = 162: content 320 − 16 = 304, rows 0.25 × 304 = 76 high, places 76 wide
        // less 4 all round: 68 × 68 at x = 12, 88, 164, 240; the second row at 238 + 4.
        let grid = layout.segments[1].items.map(\.frame)
        #expect(grid.map(\.minX) == [12, 88, 164, 240, 12, 88, 164, 240])
        #expect(grid.map(\.minY) == [166, 166, 166, 166, 242, 242, 242, 242])
        #expect(grid.allSatisfy { $0.size == Size(width: 68, height: 68) })
        // The strip from y = 314 + 12 = 326: header (16, 326, 288, 40), goods 140 × 200 from
        // x = 16, 150 apart, at y = 366; the section ends at 566.
        #expect(layout.segments[2].header == Rect(x: 16, y: 326, width: 288, height: 40))
        #expect(layout.segments[2].items.map(\.frame.minX) == [16, 166, 316, 466, 616, 766])
        #expect(layout.segments[2].items.allSatisfy { $0.frame.minY == 366 })
        // The list from 578: five full-width rows 100 high, 1 apart, ending at 1082.
        #expect(layout.segments[3].items.map(\.frame.minY) == [578, 679, 780, 881, 982])
        // Reviews from 1082 + 12 = 1094: content 304 wide, places 152 (cells 144, inset 4 each
        // side), heights fitted to 40 + 20 per 20 characters: 60, 100, 60. The first row is as
        // tall as its tallest (100); the second, 8 below at 1202, holds one review (60).
        #expect(
            layout.segments[4].items.map(\.frame) == [
                Rect(x: 12, y: 1094, width: 144, height: 60), Rect(x: 164, y: 1094, width: 144, height: 100),
                Rect(x: 12, y: 1202, width: 144, height: 60),
            ])
        #expect(layout.segments[4].composition?.fitted == [0, 1, 2])
        #expect(layout.contentSize == Size(width: 320, height: 1262))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func listKitTagsShareRowsUntilTheyOverflowTheDevice() throws {
        // Tags inset (top 8, left 8): x carries over, 8 + 80 = 88, then 96 + 100 = 196, then 204 + 120 = 324.
        // iPhone SE (320): 324 > 320 + 1 wraps to the next row at y = 48 + 8 = 56, x = 8.
        let small = try Self.layout("listkit-shared-rows", on: .iPhoneSE)
        #expect(small.segments[2].items[0].frame == Rect(x: 8, y: 56, width: 120, height: 40))
        // iPhone 8 (375): 324 fits; the fourth tag, 332 + 90 = 422 > 376, wraps instead.
        let wide = try Self.layout("listkit-shared-rows", on: .iPhone8)
        #expect(wide.segments[2].items[0].frame == Rect(x: 204, y: 8, width: 120, height: 40))
        #expect(wide.segments[3].items[0].frame == Rect(x: 8, y: 56, width: 90, height: 40))
    }

    @Test func listKitContentHeightFollowsTheLastSectionAndCutsTheCardsOff() throws {
        // iPad (768): the five tags share the first row (8 + 40 high, next row at 48). The header section
        // starts a new line: header 30, cards at y = 48 + 30 = 78, 100 high (bottom 178); x ends at
        // 228 + 100 + interitem 10 (IGListKit adds it after every item) + right inset 8 = 346. The empty
        // section adds nothing. The last three tags continue the cards' row: MCC at 346 + 8 = 354,
        // Snapshot at 424 + 8 = 432, Diff at 542 + 8 = 550, all at y = 78 + top inset 8 = 86, bottom 126. IGListKit's
        // content height is the last section's bottom + its bottom inset 0 = 126: the cards are cut off.
        let layout = try Self.layout("listkit-shared-rows", on: .iPad)
        #expect(layout.segments[5].items.map(\.frame.maxY) == [178, 178, 178])
        #expect(layout.segments[9].items[0].frame == Rect(x: 550, y: 86, width: 60, height: 40))
        #expect(layout.contentSize.height == 126)
        let cut = try #require(layout.diagnostics.first { $0.kind == .beyondContentSize })
        #expect(cut.segment == 5 && cut.item == 0 && cut.severity == .error)
        #expect(cut.message.contains("item 0 ends at 178, below the content height 126"))
    }

    @Test func emptyScreenHasChromeAndNothingElse() throws {
        let layout = try Self.layout("empty", on: .iPhone8)
        #expect(layout.segments.isEmpty)
        #expect(layout.contentSize == .zero)
        #expect(!layout.chrome.isEmpty)
    }
}
