import Testing
@testable import Snapshot

@Suite struct ChangeGroupsTests {
    static let inset = "2 changes: 1 inset, 6 moved\nsegment 3 \"GoodsSC\" inset left 16 → 20\nsegment 3 \"GoodsSC\" items 0–5 moved right by 4 pt"

    @Test func sameChangeListSameGroupLargestFirst() {
        let groups = ChangeGroups.make([
            .init(name: "T/b.svg", kind: .changed(Self.inset, causes: [])),
            .init(name: "T/a.svg", kind: .changed(Self.inset, causes: [])),
            .init(name: "T/c.svg", kind: .changed(Self.inset + " ", causes: [])),  // another amount or text: another group
            .init(name: "T/new.iphone-se.txt", kind: .new(test: "T/new")),
            .init(name: "T/new.iphone-8.txt", kind: .new(test: "T/new")),
            .init(name: "T/new.iphone-15.txt", kind: .new(test: "T/new")),
            .init(name: "T/x.svg", kind: .undescribed),
            .init(name: "T/y.svg", kind: .undescribed),
        ])
        #expect(
            groups.map(\.members) == [
                ["T/new.iphone-15.txt", "T/new.iphone-8.txt", "T/new.iphone-se.txt"],
                ["T/a.svg", "T/b.svg"],
            ] + groups.dropFirst(2).map(\.members))
        #expect(groups.count == 5)
        // Undescribed snapshots stay alone.
        #expect(groups.filter { $0.kind == .undescribed }.map(\.members.count) == [1, 1])
    }

    /// The id is derived from the change list alone: the same change, the same id, whoever shows it.
    @Test func idsAreStableAndTellKindsApart() {
        let one = ChangeGroups.make([.init(name: "A/a.svg", kind: .changed(Self.inset, causes: []))])[0].id
        let other = ChangeGroups.make([.init(name: "B/zzz.txt", kind: .changed(Self.inset, causes: []))])[0].id
        #expect(one == other)
        var digest = StableDigest()
        digest.add(bytes: Self.inset)
        #expect(one == "c" + StableDigest.hex(digest.finish()).prefix(8))
        #expect(ChangeGroups.make([.init(name: "T/a.txt", kind: .new(test: "T/a"))])[0].id.hasPrefix("n"))
        #expect(ChangeGroups.make([.init(name: "T/a.txt", kind: .undescribed)])[0].id.hasPrefix("s"))
    }

    @Test func theHeadlineLeavesOutTheCountLine() {
        let group = ChangeGroups.make([.init(name: "A/a.svg", kind: .changed(Self.inset, causes: []))])[0]
        #expect(group.headline == #"1 snapshot · segment 3 "GoodsSC" inset left 16 → 20; segment 3 "GoodsSC" items 0–5 moved right by 4 pt"#)
    }

    @Test func aLongChangeListIsCutToTwoLinesInTheHeadline() {
        let changes = "4 changes: 4 moved\n" + (1...4).map { "segment \($0) moved down by 8 pt" }.joined(separator: "\n")
        let group = ChangeGroups.make([.init(name: "A/a.svg", kind: .changed(changes, causes: []))])[0]
        #expect(group.headline == "1 snapshot · segment 1 moved down by 8 pt; segment 2 moved down by 8 pt; … 2 more lines (see the change list)")
    }
}
