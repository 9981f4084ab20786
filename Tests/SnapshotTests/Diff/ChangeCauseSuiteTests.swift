import Testing
@testable import Snapshot

/// Issue 20's suite in small: one sub-controller, at a different segment index on each screen,
/// changes its inset; every device and screen fails differently (cells resize with the device
/// width, other segments move), yet it is one cause and one group.
@Suite struct ChangeCauseSuiteTests {
    /// Two columns of 100-pt cells filling the width inside the inset, 10 pt apart.
    struct PromoSC: SubController {
        var left: Double = 16
        var numberOfItems: Int { 4 }
        var inset: EdgeInsets { EdgeInsets(top: 8, left: left, bottom: 8, right: 16) }
        var minimumInteritemSpacing: Double { 10 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
            Size(width: ((context.containerSize.width - left - 16 - 10) / 2).rounded(.down), height: 100)
        }
        func cellForItem(at index: Int) -> Cell { Cell("PromoCell") }
    }

    struct BannerSC: SubController {
        var header: Double = 40
        var numberOfItems: Int { 1 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.containerSize.width, height: 120) }
        func cellForItem(at index: Int) -> Cell { Cell("BannerCell") }
        func sizeForHeader(in context: CollectionContext) -> Size? { Size(width: context.containerSize.width, height: header) }
    }

    struct SpacerSC: SubController {
        var numberOfItems: Int { 1 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.containerSize.width, height: 30) }
        func cellForItem(at index: Int) -> Cell { Cell("SpacerCell") }
    }

    static let devices: [Device] = [.iPhoneSE, .iPhone8, .iPhoneX, .iPhone15, .iPhone15Plus, .iPad]

    /// Screen `number` has `number` spacers above the promo, so the promo is segment `number + 1`.
    static func screen(_ number: Int, on device: Device, promoLeft: Double, header: Double) -> Screen {
        var screen = Screen(name: "Screen\(number)", device: device, chrome: Chrome(tabBar: true))
        screen.add(BannerSC(header: number < 3 ? header : 40))
        for _ in 0..<number { screen.add(SpacerSC()) }
        screen.add(PromoSC(left: promoLeft))
        return screen
    }

    static func members(promoLeft: Double, header: Double) -> [ChangeGroups.Member] {
        var members: [ChangeGroups.Member] = []
        for number in 0..<5 {
            for device in devices {
                let old = LayoutListing.render(LayoutEngine.layout(screen(number, on: device, promoLeft: 16, header: 40)))
                let new = LayoutListing.render(LayoutEngine.layout(screen(number, on: device, promoLeft: promoLeft, header: header)))
                guard let report = SnapshotComparison.compare(reference: old, actual: new) else { continue }
                members.append(.init(name: "Suite/screen\(number).\(device.id).txt", kind: .changed(report.summary, causes: report.causes)))
            }
        }
        return members
    }

    @Test func oneInsetChangeIsOneGroupOnEveryDeviceScreenAndPosition() throws {
        let members = Self.members(promoLeft: 20, header: 40)
        #expect(members.count == 30)
        // The consequences differ: on a 320-pt iPhone SE the cells go from 139 to 137 wide, on a
        // 375-pt iPhone 8 from 166 to 164 (⌊(375 − 16 − 16 − 10) / 2⌋ = 166, ⌊(375 − 20 − 26) / 2⌋ = 164).
        let changeLists = Set(
            members.compactMap { member -> String? in
                if case .changed(let list, _) = member.kind { return list } else { return nil }
            })
        #expect(changeLists.count > 6)
        let groups = ChangeGroups.make(members)
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group.members.count == 30)
        guard case .cause(let cause) = group.kind else { throw Failure("\(group.kind)") }
        #expect(cause.key == "inset left 16 → 20" && cause.segments == ["\"PromoSC\""])
        // What the inset brought with it, on each width (the iPhone X is as wide as the iPhone 8):
        // each cell 2 narrower, the left column 4 to the right, the right one 4 − 2 = 2.
        let sizes = [(139, 137), (166, 164), (175, 173), (194, 192), (363, 361)]
        let brought = sizes.flatMap { old, new in
            [
                "\"PromoSC\" items 0, 2 (PromoCell) moved right by 4 pt; resized \(old)×100 → \(new)×100",
                "\"PromoSC\" items 1, 3 (PromoCell) moved right by 2 pt; resized \(old)×100 → \(new)×100",
            ]
        }
        #expect(group.allConsequences == brought)
        // The line shows the first three and counts the rest.
        #expect(
            group.headline == "30 snapshots · cause: inset left 16 → 20 in \"PromoSC\"; with it: "
                + brought.prefix(3).joined(separator: "; ") + "; … 7 more (see the change lists)")
        // The id digests the cause as data (its kind, then each token's length and the token:
        // the edge and its two values), never its words.
        #expect(cause.subject == ["left", "16", "20"])
        #expect(group.id == "c" + ChangeGroups.shortDigest("inset 4:left2:162:20"))
        #expect(group.changeLists.count == 30)
    }

    @Test func twoCausesAreTwoGroupsAndASnapshotWithBothIsInEach() {
        let groups = ChangeGroups.make(Self.members(promoLeft: 20, header: 44))
        #expect(
            groups.map { $0.headline.components(separatedBy: "; with it: ")[0] } == [
                "30 snapshots · cause: inset left 16 → 20 in \"PromoSC\"",
                "18 snapshots · cause: header height 40 → 44 in \"BannerSC\"",
            ])
        // The header moves what is below it, the promo segment included: that is the header's,
        // not the inset's. On an iPhone SE, the banner's 120-pt cell sits 40 → 44 down, the
        // promo segment under the 160-pt banner 160 → 164.
        #expect(groups[1].allConsequences.contains("\"PromoSC\" moved 0,160 → 0,164"))
        #expect(!groups[0].allConsequences.contains { $0.contains("moved 0,160 → 0,164") })
        // The content grows with the header: shown with it (and with any cause of a segment whose
        // geometry changed), never with a cause of the whole screen alone.
        #expect(groups[1].allConsequences.contains { $0.hasPrefix("content size ") })
        // Screens 0–2 have both causes: each of their snapshots is a member of both groups and says so.
        let both = Set(groups[0].members).intersection(groups[1].members)
        #expect(both.count == 18)
        #expect(both.allSatisfy { $0.hasPrefix("Suite/screen0.") || $0.hasPrefix("Suite/screen1.") || $0.hasPrefix("Suite/screen2.") })
        for name in both {
            let list = groups[0].changeLists[name] ?? ""
            #expect(list.contains("\ncause: header height 40 → 44 in \"BannerSC\"\ncause: inset left 16 → 20 in \"PromoSC\"\n"))
        }
        #expect(ChangeGroups.loneMembers(of: groups).isEmpty)
    }

    /// A shared constant: the same change in two sub-controllers is one cause naming both.
    @Test func theSameChangeInSeveralSegmentsIsOneCause() {
        let list = "2 changes: 2 insets\ncause: inset left 12 → 16 in \"A\", \"B\"\nsegment 0 \"A\" inset left 12 → 16"
        let other = "1 change: 1 inset\ncause: inset left 12 → 16 in \"C\"\nsegment 4 \"C\" inset left 12 → 16"
        let inset = ChangeCause(kind: .inset, key: "inset left 12 → 16")
        let groups = ChangeGroups.make([
            .init(name: "T/x.txt", kind: .changed(list, causes: [with(inset) { $0.segments = ["\"A\"", "\"B\""] }])),
            .init(name: "T/y.txt", kind: .changed(other, causes: [with(inset) { $0.segments = ["\"C\""] }])),
        ])
        #expect(groups.count == 1)
        #expect(groups.first?.change == "cause: inset left 12 → 16 in \"A\", \"B\", \"C\"")
    }

    /// The content size grows with the segments, never with a cause of the whole screen that
    /// moves nothing: a renamed screen whose row grew 50 → 60 shows `content size 375×50 →
    /// 375×60` with the row's height, not with the name.
    @Test func theContentSizeGoesWithWhatGrewIt() throws {
        func listing(_ name: String, _ height: Double) -> String {
            var screen = Screen(name: name, device: .iPhone8)
            screen.add(SingleRow(name: "RowSC", cell: Cell("RowCell"), height: height))
            return LayoutListing.render(LayoutEngine.layout(screen))
        }
        let report = try #require(SnapshotComparison.compare(reference: listing("Old", 50), actual: listing("New", 60)))
        #expect(report.causes.map(\.kind) == [.screenName, .size])
        #expect(report.causes[1].consequences.contains("content size 375×50 → 375×60"), "\(report.causes)")
        #expect(report.causes[0].consequences.isEmpty, "\(report.causes[0].consequences)")
    }

    /// Issue 39: a group's id is its cause as data. Rewording the line keeps the id (an accepted
    /// group stays accepted); another edge, value or kind is another id; a token cannot run into
    /// the next (`"ab", "c"` is not `"a", "bc"`). The subject travels in the overlay's block.
    @Test func aGroupIDIsTheCauseAsDataNotItsWords() {
        let inset = ChangeCause(kind: .inset, key: "inset left 16 → 20", subject: ["left", "16", "20"])
        var reworded = inset
        reworded.key = "left inset from 16 to 20"
        #expect(ChangeGroups.id(of: reworded) == ChangeGroups.id(of: inset))
        var right = inset
        right.subject = ["right", "16", "20"]
        #expect(ChangeGroups.id(of: right) != ChangeGroups.id(of: inset))
        #expect(ChangeGroups.id(of: ChangeCause(kind: .lineSpacing, key: "", subject: ["left", "16", "20"])) != ChangeGroups.id(of: inset))
        #expect(ChangeCause.canonical(.texts, ["ab", "c"]) != ChangeCause.canonical(.texts, ["a", "bc"]))
        #expect(ChangeCause.parse(block: ChangeCause.block([inset])) == [inset])
    }

    /// Names are quoted and escaped in the causes' block: a name holding ` in "`, `", "` or a
    /// line break reads back as itself.
    @Test func hostileNamesReadBackFromTheBlock() {
        let name = Wording.quoted("X\" in \"Y\", \"Z\n")
        let cause = ChangeCause(kind: .inset, key: "inset left 1 → 2", segments: [name])
        let data = ChangeCause(kind: .cellType, key: "\"S\" cell type \(Wording.quoted("A in ")) → \"B\"")
        #expect(ChangeCause.parse(block: ChangeCause.block([cause, data])) == [cause, data])
    }

    private func with(_ cause: ChangeCause, _ change: (inout ChangeCause) -> Void) -> ChangeCause {
        var changed = cause
        change(&changed)
        return changed
    }

    /// A cell that moved with nothing in the answers to explain it (a hand-made layout here; in
    /// a real run, a layout rule of the engine that changed) is named as unexplained, never left
    /// without a cause; a diagnostic nothing explains is a cause of its own. An overlay from before
    /// causes were data, whose change list names none, groups by its change list.
    @Test func aChangeNoCauseExplainsIsNamedUnexplained() throws {
        let old = DiffFixtures.layout([DiffFixtures.columnSegment("A", cell: "Cell", count: 1, y: 0, height: 50)])
        var new = old
        new.segments[0].items[0].frame.origin.x += 4
        let diff = LayoutDiff(old: old, new: new)
        #expect(diff.causes.map(\.kind) == [.unexplained])
        #expect(diff.summary().contains("\ncause: unexplained: segment 0 \"A\" item 0 Cell moved 0,0 → 4,0\n"))
        let group = ChangeGroups.make([.init(name: "T/a.txt", kind: .changed(diff.summary(), causes: diff.causes))])[0]
        #expect(group.kind == .cause(ChangeCause(kind: .unexplained, key: "unexplained:", values: ["segment 0 \"A\" item 0 Cell moved 0,0 → 4,0"])))

        var flagged = old
        flagged.diagnostics = [Diagnostic(severity: .warning, kind: .offPixelGrid, segment: 0, item: nil, message: "m")]
        #expect(
            LayoutDiff(old: flagged, new: old).causes == [
                ChangeCause(
                    kind: .diagnostic, key: "warning off-pixel-grid resolved", subject: ["warning", "off-pixel-grid", "resolved"], segments: ["\"A\""])
            ])
        let old04 = "1 change: 1 diagnostic resolved\nsegment 0 \"A\" warning off-pixel-grid resolved"
        #expect(ChangeGroups.make([.init(name: "T/a.txt", kind: .changed(old04, causes: []))])[0].kind == .changed(old04))
    }

    /// Four quick links a line on an IGListKit screen, sized as app code sizes them: the room
    /// inside the inset less three 8-pt gaps, shared by four, to the whole point below.
    struct QuickLinksSC: SubController {
        var left: Double = 20
        var narrower: Double = 0
        var numberOfItems: Int { 8 }
        var inset: EdgeInsets { EdgeInsets(top: 8, left: left, bottom: 8, right: 12) }
        var minimumInteritemSpacing: Double { 8 }
        var minimumLineSpacing: Double { 8 }
        func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
            Size(width: ((context.containerSize.width - left - 12 - 3 * 8) / 4).rounded(.down) - narrower, height: 76)
        }
        func cellForItem(at index: Int) -> Cell { Cell("QuickLinkCell") }
    }

    /// Issue 39's commit: the inset left 20 → 24 and, unrelated, the cells one point narrower.
    /// On an iPhone 15 (393 pt) a cell is ⌊(393 − 32 − 24) ÷ 4⌋ = 84 wide; 4 more points of
    /// inset shared by 4 cells predict ⌊83.25⌋ = 83, so 84 → 83 comes with the inset and is
    /// shown with it, while 84 → 82 is not what the inset predicts: a cause of its own, and
    /// accepting the inset alone leaves the snapshot waiting for it.
    @Test func aWidthTheInsetDoesNotPredictIsACauseOfItsOwn() throws {
        func listing(left: Double, narrower: Double) -> String {
            var screen = Screen(name: "Home", device: .iPhone15, layoutStyle: .listKit(ListKitOptions()))
            screen.add(QuickLinksSC(left: left, narrower: narrower))
            return LayoutListing.render(LayoutEngine.layout(screen))
        }
        let reference = listing(left: 20, narrower: 0)
        let inset = try #require(SnapshotComparison.compare(reference: reference, actual: listing(left: 24, narrower: 0)))
        #expect(inset.causes.map(\.line) == ["inset left 20 → 24 in \"QuickLinksSC\""])
        #expect(inset.causes.first?.consequences.contains { $0.contains("resized 84×76 → 83×76") } == true)

        let both = try #require(SnapshotComparison.compare(reference: reference, actual: listing(left: 24, narrower: 1)))
        #expect(both.causes.map(\.line) == ["inset left 20 → 24 in \"QuickLinksSC\"", "\"QuickLinkCell\" width 84 → 82 (-2) in \"QuickLinksSC\""])
        let groups = ChangeGroups.make([.init(name: "Home/home.iphone-15.txt", kind: .changed(both.summary, causes: both.causes))])
        let insetGroup = ChangeGroups.id(of: both.causes[0])
        let waiting = ChangeGroups.waiting("Home/home.iphone-15.txt", in: groups, accepted: [insetGroup])
        #expect(waiting.map(\.id) == [ChangeGroups.id(of: both.causes[1])])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
