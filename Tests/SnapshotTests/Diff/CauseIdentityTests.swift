import Testing
@testable import Snapshot

/// A cause's identity is its typed change, a layout's options included, and a group is made by
/// that whole identity, never by its short id (issue 50, items 2 and 3).
@Suite struct CauseIdentityTests {
    /// The causes of turning `old` into `new` on a small list screen.
    static func causes(_ old: LayoutStyle, _ new: LayoutStyle) -> [ChangeCause] {
        let rows = FixedList(name: "RowsSC", items: Array(repeating: (Cell("Row"), Size(width: 375, height: 50)), count: 3))
        var screen = Screen(name: "List", device: .iPhone8, subControllers: [rows])
        screen.layoutStyle = old
        let before = LayoutEngine.layout(screen)
        screen.layoutStyle = new
        return LayoutDiff(old: before, new: LayoutEngine.layout(screen)).causes
    }

    /// Two snapshots whose IGListKit options changed differently, and two whose compositional
    /// options did, are four groups with four ids; each cause names the option that changed,
    /// old and new, in the listing's words (worked out from the options: sticky headers off →
    /// on, stretch to edge off → on, a list appearance where there was none, spacing 0 → 8).
    @Test func fourOptionChangesAreFourGroupsEachWorded() throws {
        let listKit = LayoutStyle.listKit(ListKitOptions())
        let compositional = LayoutStyle.compositional(CompositionalOptions())
        let changes: [(String, LayoutStyle, LayoutStyle, String)] = [
            ("A/sticky.svg", listKit, .listKit(ListKitOptions(stickyHeaders: true)), "style listkit options sticky-headers false → true"),
            ("A/stretch.svg", listKit, .listKit(ListKitOptions(stretchToEdge: true)), "style listkit options stretch-to-edge false → true"),
            ("B/list.svg", compositional, .compositional(CompositionalOptions(list: .insetGrouped)), "style compositional options list none → inset-grouped"),
            (
                "B/spacing.svg", compositional, .compositional(CompositionalOptions(interSectionSpacing: 8)),
                "style compositional options inter-section-spacing 0 → 8"
            ),
        ]
        var members: [ChangeGroups.Member] = []
        for (name, old, new, line) in changes {
            let style = try #require(Self.causes(old, new).first { $0.kind == .style })
            #expect(style.line == line)
            members.append(.init(name: name, kind: .changed(line, causes: [style])))
        }
        let groups = ChangeGroups.make(members)
        #expect(groups.count == 4)
        #expect(Set(groups.map(\.id)).count == 4)
        #expect(Set(groups.flatMap(\.members)) == Set(changes.map(\.0)))
    }

    /// A change of the layout itself keeps its words, and names its options: `listkit (sticky headers) → flow`.
    @Test func aLayoutChangeIsWordedAsBefore() throws {
        let style = try #require(Self.causes(.listKit(ListKitOptions(stickyHeaders: true)), .flow).first { $0.kind == .style })
        #expect(style.line == "style listkit (sticky headers) → flow")
    }

    /// Two different causes whose 8-digit ids are the same (found by trying sizes in turn, as
    /// anyone can: 32 bits meet after some 77,000 tries) are two groups, each named by all 16
    /// digits of its digest; neither takes the other's members.
    @Test func twoCausesWithOneShortIDAreTwoGroupsNamedInFull() throws {
        var seen: [String: ChangeCause] = [:]
        var pair: (ChangeCause, ChangeCause)?
        for width in 0..<2_000_000 where pair == nil {
            let cause = ChangeCause(kind: .size, key: "\"Cell\" width", subject: ["Cell", "width", "100", String(width)])
            let short = ChangeGroups.shortDigest(cause.identity)
            if let other = seen[short] { pair = (other, cause) } else { seen[short] = cause }
        }
        let (first, second) = try #require(pair)
        #expect(first.identity != second.identity)
        let groups = ChangeGroups.make([
            .init(name: "A/one.svg", kind: .changed("1 change", causes: [first])),
            .init(name: "B/two.svg", kind: .changed("1 change", causes: [second])),
        ])
        #expect(groups.count == 2)
        #expect(Set(groups.map(\.id)) == ["c" + StableDigest.hex(of: first.identity), "c" + StableDigest.hex(of: second.identity)])
        #expect(groups.allSatisfy { $0.members.count == 1 && $0.id.count == 17 && ChangeGroups.isGroupID($0.id) })
    }

    /// Cell names that differ by a Cyrillic look-alike or a zero-width space read differently in
    /// the cause sentence (issue 50, item 11): the letter or the space is written as its escape;
    /// a name wholly in another script, or in Chinese, reads as it is.
    @Test func lookAlikeNamesReadDifferently() {
        func heightCause(of cell: String) -> String? {
            func screen(_ height: Double) -> Screen {
                Screen(name: "List", device: .iPhone8, subControllers: [FixedList(name: "RowsSC", items: [(Cell(cell), Size(width: 375, height: height))])])
            }
            return LayoutDiff(old: LayoutEngine.layout(screen(50)), new: LayoutEngine.layout(screen(60))).causes.first { $0.kind == .size }?.line
        }
        let latin = heightCause(of: "GoodsCell"), cyrillic = heightCause(of: "G\u{43E}\u{43E}dsCell"), hidden = heightCause(of: "Goods\u{200B}Cell")
        #expect(latin?.hasPrefix("\"GoodsCell\" height") == true, "\(latin ?? "")")
        #expect(cyrillic?.hasPrefix(#""G\u{43E}\u{43E}dsCell" height"#) == true, "\(cyrillic ?? "")")
        #expect(hidden?.hasPrefix(#""Goods\u{200B}Cell" height"#) == true, "\(hidden ?? "")")
        #expect(heightCause(of: "Товар")?.hasPrefix("\"Товар\" height") == true)
        #expect(heightCause(of: "充值Cell")?.hasPrefix("\"充值Cell\" height") == true)
    }

    /// Issue 50, item 5: a cause is given only the consequences it can make. A left inset grows
    /// nothing along the scroll axis, so with a row 2 pt taller in the same commit the content's
    /// growth goes to the row's cause: a banner 180 → 182 above a grid of three rows of 240 with
    /// spacing 8 (916 high) makes it 918; three rows 240 → 242 in the grid itself make the grid
    /// 736 → 742 high and the content 922, all the height cause's.
    @Test func aConsequenceGoesOnlyToACauseThatCanMakeIt() throws {
        func screen(inset: Double = 16, height: Double = 240, banner: Double = 180) -> Layout {
            var screen = Screen(name: "Shop", device: .iPhone8)
            screen.add(SingleRow(name: "BannerSC", cell: Cell("BannerCell"), height: banner))
            screen.add(
                Grid(
                    name: "GridSC", cell: Cell("ProductCell"), count: 6, columns: 2, itemHeight: height,
                    inset: EdgeInsets(top: 0, left: inset, bottom: 0, right: 16), minimumLineSpacing: 8, minimumInteritemSpacing: 8))
            return LayoutEngine.layout(screen)
        }
        let banner = LayoutDiff(old: screen(), new: screen(inset: 20, banner: 182)).causes
        let bannerInset = try #require(banner.first { $0.kind == .inset })
        #expect(!bannerInset.consequences.contains { $0.hasPrefix("content size") }, "\(bannerInset.consequences)")
        #expect(banner.first { $0.kind == .size }?.consequences.contains("content size 375×916 → 375×918") == true)
        let row = LayoutDiff(old: screen(), new: screen(inset: 20, height: 242)).causes
        let rowInset = try #require(row.first { $0.kind == .inset })
        #expect(!rowInset.consequences.contains { $0.hasPrefix("content size") || $0.hasPrefix(#""GridSC" resized"#) }, "\(rowInset.consequences)")
        let height = try #require(row.first { $0.kind == .size })
        #expect(height.consequences.contains(#""GridSC" resized 375×736 → 375×742"#) && height.consequences.contains("content size 375×916 → 375×922"))
    }
}
