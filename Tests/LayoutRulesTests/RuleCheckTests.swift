import Testing
import Snapshot
@testable import LayoutRules
import LayoutRuleAssertions
import ScreenFixtures

/// A screen checked over devices × data variants, and a failure shrunk to its smallest case.
@Suite struct RuleCheckTests {
    /// Tags whose cells are as wide as their text: 8 points a character and 24 of padding.
    struct TagsSC: SubController {
        var names: [String]
        var numberOfItems: Int { names.count }
        var inset: EdgeInsets { EdgeInsets(left: 16, right: 16) }
        var minimumInteritemSpacing: Double { 8 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: Double(8 * names[index].count + 24), height: 32) }
        func cellForItem(at index: Int) -> Cell { Cell("TagCell", text: names[index]) }
    }

    struct BannerSC: SubController {
        var numberOfItems: Int { 1 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.containerSize.width, height: 100) }
        func cellForItem(at index: Int) -> Cell { Cell("BannerCell") }
    }

    struct FooterSC: SubController {
        var numberOfItems: Int { 1 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.containerSize.width, height: 60) }
        func cellForItem(at index: Int) -> Cell { Cell("FooterCell") }
    }

    static func screen(_ device: Device, _ names: [String]) -> Screen {
        Screen(name: "TagsVC", device: device, chrome: Chrome(), subControllers: [BannerSC(), TagsSC(names: names), FooterSC()])
    }

    /// 37 characters: 8 × 37 + 24 = 320 wide. The iPhone SE's section is 320 − 32 = 288, the
    /// iPhone 8's 343, the iPhone 15's 361: only the SE puts it alone at x = 16, to x = 336, on
    /// the second row of tags (the first holds Fruit 64, Meat 56, Fish 56; rows are 32 high with
    /// no line spacing), at y = 100 (the banner) + 32.
    static let long = "Organic seasonal vegetables, farm box"
    static let variants: [(name: String, value: [String])] = [
        ("short", ["Fruit", "Meat", "Fish", "Milk", "Tea"]),
        ("longest", ["Fruit", "Meat", "Fish", long, "Tea"]),
    ]

    @Test func aDefectOnlyOneCombinationShowsIsFoundAndShrunk() throws {
        #expect(Self.long.count == 37)
        let report = RuleCheck.run(Self.screen, on: [.iPhoneSE, .iPhone8, .iPhone15], variants: Self.variants)
        #expect(report.combinations == 6)
        #expect(report.failures.map(\.rule) == ["off-screen", "diagnostic"])
        let offScreen = try #require(report.failures.first)
        #expect(offScreen.combinations == ["iphone-se · longest"])
        #expect(
            offScreen.violations.map(\.description) == [
                #"off-screen: segment 1 "TagsSC" item 3 TagCell 16,132 320×32 reaches 336, outside the screen's 0 to 320"#
            ])
        // Smallest: the tags alone (banner and footer left out, so the second row is at y = 32),
        // their first four items (the long one is the fourth; three would not break it).
        #expect(offScreen.smallest.segments == [1])
        #expect(offScreen.smallest.items == [1: 4])
        #expect(offScreen.smallest.violation.places.first?.frame == Rect(x: 16, y: 32, width: 320, height: 32))
        #expect(offScreen.smallest.reproducing == "iphone-se · longest; segments 1:4")
        #expect(
            offScreen.smallest.test == """
                // To check this case alone, add the argument to the check's call (it is a test of its own, too):
                reproducing: "iphone-se · longest; segments 1:4"
                """)
        // The same check with it lays out that case alone, and finds the tag at y = 32.
        let again = RuleCheck.run(
            Self.screen, on: [.iPhoneSE, .iPhone8, .iPhone15], variants: Self.variants, rules: [.cellsStayOnScreen],
            reproducing: offScreen.smallest.reproducing)
        #expect(again.combinations == 1)
        #expect(again.failures.map(\.combinations) == [["iphone-se · longest"]])
        #expect(again.failures.first?.violations.first?.places.first?.frame == Rect(x: 16, y: 32, width: 320, height: 32))
        #expect(report.description.hasPrefix("layout rules: 2 broken in 6 combinations\n\noff-screen on 1 of 6: iphone-se · longest\n"))
    }

    /// A combination whose layout carried a warning is named, even when every rule is kept
    /// (issue 38): right to left, a nested collection is laid out left to right, unmeasured.
    @Test func aCombinationThatCarriedAWarningIsNamed() throws {
        let fixture = try #require(Fixtures.named("second-category"))
        let report = RuleCheck.run(fixture.make, on: [.iPhone8], directions: [.leftToRight, .rightToLeft], rules: [])
        #expect(report.passed)
        let nested = report.warnings.filter { $0.message.hasPrefix("right to left, a nested collection is laid out left to right") }
        #expect(nested.map(\.combinations) == [["iphone-8 rtl"]])
        #expect(report.description.contains("\nwarning on 1 of 2 (iphone-8 rtl): right to left, a nested collection"))
        #expect(report.description.hasPrefix("layout rules: 2 combinations, every rule kept\n"))
    }

    @Test func aScreenThatKeepsEveryRulePasses() {
        let report = RuleCheck.run(Self.screen, on: [.iPhone8, .iPhone15], variants: Self.variants)
        #expect(report.passed)
        #expect(report.description == "layout rules: 4 combinations, every rule kept")
    }

    /// A shrunk case keeps segments 2 and 1 of the full screen as its 0 and 1: its violation names
    /// them by their full indices, in the places and in a diagnostic's words, each replaced once.
    @Test func aShrunkViolationIsNamedByTheFullScreensIndices() {
        let violation = RuleViolation(
            rule: "diagnostic",
            places: [RuleViolation.Place(segment: 0, segmentName: "A"), RuleViolation.Place(segment: 1, segmentName: "B")],
            message: #"segment 0 "A" and segment 1 "B"; segment 1 "A" is another"#)
        let renumbered = Shrinking.renumbered(violation, kept: [1, 2])
        #expect(renumbered.places.map(\.segment) == [1, 2])
        #expect(renumbered.message == #"segment 1 "A" and segment 2 "B"; segment 1 "A" is another"#)
    }

    @Test func keepingLeavesOutSegmentsAndItems() {
        let screen = Self.screen(.iPhone8, Self.variants[0].value).keeping(segments: [2, 1], items: [1: 2])
        #expect(screen.subControllers.map(\.name) == ["FooterSC", "TagsSC"])
        #expect(screen.subControllers.map(\.numberOfItems) == [1, 2])
        #expect(Self.screen(.iPhone8, []).keeping(segments: [7]).subControllers.isEmpty)
    }
}

/// The one-line assertion fails the running test with the report as its message.
@Suite struct AssertLayoutRulesTests {
    @Test func aBrokenRuleIsAnIssueWithTheReport() {
        withKnownIssue {
            assertLayoutRules(RuleCheckTests.screen, on: [.iPhoneSE], variants: RuleCheckTests.variants)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("off-screen on 1 of 2: iphone-se · longest") && text.contains(#"reproducing: "iphone-se · longest; segments 1:4""#)
        }
    }

    /// The value a failure printed, pasted into the same call: a test of that case alone.
    @Test func aReproducedCaseIsTheOneCaseChecked() {
        withKnownIssue {
            assertLayoutRules(
                RuleCheckTests.screen, on: [.iPhoneSE, .iPhone15], variants: RuleCheckTests.variants,
                reproducing: "iphone-se · longest; segments 1:4")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("layout rules: 2 broken in 1 combinations\n\noff-screen on 1 of 1: iphone-se · longest\n")
        }
    }

    /// A value that names no case says why and fails, rather than checking nothing and passing.
    @Test(arguments: [
        ("iphone-se · longest", "has no \"; segments …\""),
        ("iphone-se · longest; segments 1:four", "\"1:four\" is not a segment as index:items"),
        ("iphone-se · longest; segments 1:4 1:2", "\"1:2\" is not a segment as index:items"),
        (
            "iphone-8 · longest; segments 1:4",
            "no combination of this check is named \"iphone-8 · longest\" (devices: iphone-se, iphone-15; variants: \"short\", \"longest\")"
        ),
        ("iphone-se · gone; segments 1:4", "no combination of this check is named \"iphone-se · gone\""),
    ])
    func aValueThatNamesNoCaseFails(value: String, says: String) {
        let report = RuleCheck.run(RuleCheckTests.screen, on: [.iPhoneSE, .iPhone15], variants: RuleCheckTests.variants, reproducing: value)
        #expect(!report.passed)
        #expect(report.combinations == 0)
        #expect(report.description.contains(says), "\(report.description)")
    }

    @Test func keptRulesRecordNothing() {
        assertLayoutRules({ device in RuleCheckTests.screen(device, ["Tea"]) }, on: [.iPhoneSE, .iPhone15])
    }
}

/// The filter-chips fixture's defect: only the longest filter at an accessibility text size runs
/// off the screen (worked out in `FilterChipsVC`'s comment).
@Suite struct DynamicTypeCheckTests {
    static let variants: [(name: String, value: [String])] = [("short", FilterChipsVC.short), ("longest", FilterChipsVC.longest)]

    @Test func onlyTheLongestFilterAtAnAccessibilitySizeBreaksARule() throws {
        let report = RuleCheck.run(
            { device, filters in FilterChipsVC.screen(on: device, filters: filters) }, on: [.iPhoneSE, .iPhone15],
            categories: [.large, .extraExtraExtraLarge, .accessibilityExtraLarge], variants: Self.variants)
        #expect(report.combinations == 12)
        let offScreen = try #require(report.failures.first)
        #expect(offScreen.rule == "off-screen")
        #expect(offScreen.combinations == ["iphone-se AX3 · longest", "iphone-15 AX3 · longest"])
        // On the SE at AX3 (body 40): Price and Sales 5 × 20 + 32 = 132 wide fill the first row
        // (16 to 148, 156 to 288); the 452-wide filter wraps to the second, at y = 50 (the title)
        // + 8 (inset) + 64 (the first row: 40 + 24) + 8 (line spacing) = 130.
        #expect(
            offScreen.violations.map(\.description) == [
                #"off-screen: segment 1 "FilterChipsSC" item 2 FilterChipCell 16,130 452×64 reaches 468, outside the screen's 0 to 320"#
            ])
        // Smallest: the chips alone, their first three, at AX1, the size nearest the default that
        // still breaks (326 wide, 52 high; the second row at 8 + 52 + 8 = 68); xxxLarge's 274 fits.
        #expect(offScreen.smallest.segments == [1])
        #expect(offScreen.smallest.items == [1: 3])
        #expect(offScreen.smallest.category == .accessibilityMedium)
        #expect(offScreen.smallest.violation.places.first?.frame == Rect(x: 16, y: 68, width: 326, height: 52))
        // AX1 was not one of the check's sizes: the case is reproduced at it all the same.
        #expect(offScreen.smallest.reproducing == "iphone-se AX1 · longest; segments 1:3")
        let again = RuleCheck.run(
            { device, filters in FilterChipsVC.screen(on: device, filters: filters) }, on: [.iPhoneSE, .iPhone15],
            categories: [.large, .extraExtraExtraLarge, .accessibilityExtraLarge], variants: Self.variants, rules: [.cellsStayOnScreen],
            reproducing: offScreen.smallest.reproducing)
        #expect(again.failures.first?.violations.first?.places.first?.frame == Rect(x: 16, y: 68, width: 326, height: 52))
        #expect(report.description.contains("smallest case: iphone-se AX1 · longest: 1 segment kept; off-screen: "))
        // The pasted case breaks the rule.
        var small = FilterChipsVC.screen(on: .iPhoneSE, filters: FilterChipsVC.longest).keeping(segments: [1], items: [1: 3])
        small.contentSizeCategory = .accessibilityMedium
        #expect(!LayoutRule.cellsStayOnScreen.violations(of: LayoutEngine.layout(small)).isEmpty)
    }

    @Test func theDefaultSizeAloneFindsNothing() {
        let report = RuleCheck.run(
            { device, filters in FilterChipsVC.screen(on: device, filters: filters) }, on: [.iPhoneSE, .iPhone15], variants: Self.variants)
        #expect(report.passed)
    }

    /// 100-wide cells after a 16-point left inset on a flow layout (iPhone 8, 375 wide): left to
    /// right the first is at 16 (alone, on the section's last line, it keeps a full line's first
    /// column); right to left it is mirrored to 375 − 16 − 100 = 259. A rule that wants the first
    /// cell in the left 200 points breaks right to left only.
    static let leading = LayoutRule(id: "starts-left") { layout in
        layout.segments.compactMap { segment in
            guard let first = segment.items.first, first.frame.minX > 200 else { return nil }
            return RuleViolation(
                rule: "starts-left", places: [.init(segment: segment.index, segmentName: segment.name, item: 0, frame: first.frame)],
                message: "starts at \(first.frame.minX)")
        }
    }

    static func pair(_ device: Device) -> Screen {
        let cells = (0..<2).map { _ in (cell: Cell("ChipCell"), size: Size(width: 100, height: 40)) }
        return Screen(
            name: "ChipsVC", device: device, chrome: Chrome(), layoutStyle: .flow,
            subControllers: [FixedList(name: "ChipsSC", items: cells, inset: EdgeInsets(left: 16, right: 16))])
    }

    @Test func directionsAreCombinationsAndTheCaseKeepsTheOneThatBreaks() throws {
        let report = RuleCheck.run(Self.pair, on: [.iPhone8], directions: [.leftToRight, .rightToLeft], rules: [Self.leading])
        #expect(report.combinations == 2)
        let failure = try #require(report.failures.first)
        #expect(failure.combinations == ["iphone-8 rtl"])
        #expect(failure.violations.first?.places.first?.frame == Rect(x: 259, y: 0, width: 100, height: 40))
        // One cell breaks it as well, and only right to left: the case reads right to left.
        #expect(failure.smallest.items == [0: 1])
        #expect(failure.smallest.layoutDirection == .rightToLeft)
        #expect(failure.smallest.summary.hasPrefix("iphone-8 rtl: 1 segment kept;"))
        #expect(failure.smallest.reproducing == "iphone-8 rtl; segments 0:1")
        let again = RuleCheck.run(Self.pair, on: [.iPhone8], rules: [Self.leading], reproducing: failure.smallest.reproducing)
        #expect(again.failures.first?.violations.first?.places.first?.frame == Rect(x: 259, y: 0, width: 100, height: 40))
        // A rule broken either way moves the case to left to right, the default.
        let anyCell = LayoutRule(id: "any-cell") { layout in
            layout.segments.flatMap(\.items).prefix(1).map { RuleViolation(rule: "any-cell", places: [], message: "\($0.index)") }
        }
        let either = RuleCheck.run(Self.pair, on: [.iPhone8], directions: [.rightToLeft], rules: [anyCell])
        #expect(either.failures.first?.combinations == ["iphone-8 rtl"])
        #expect(either.failures.first?.smallest.layoutDirection == .leftToRight)
        #expect(either.failures.first?.smallest.reproducing == "iphone-8; segments 0:1")
    }
}
