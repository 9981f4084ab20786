/// Failing and new snapshots gathered by what changed, so a change to one shared
/// sub-controller is reviewed once, not once per snapshot.
///
/// Rules:
/// - Failing snapshots whose semantic change lists are the same text (the same segments,
///   kinds of change and amounts, as `LayoutDiff.summary` words them) form one group.
/// - New snapshots (no reference yet) form one group per test: every device of a matrix.
/// - A snapshot whose change could not be described semantically (no change list) stays alone.
/// - Groups come largest first, then by id; members are sorted.
/// - A group's id is derived from what it is (the change list, the test, or the lone
///   snapshot's name): `c` + 8 hex digits of the `StableDigest` of the change list, `n` + the
///   digest of the test, `s` + the digest of the name. The same change has the same id on
///   every machine and run, so a command can name it (`accept --group c3f9a1c2e`).
///
///     ChangeGroups.make([
///         .init(name: "A/home.iphone-se", kind: .changed("segment 3 \"GoodsSC\" inset left 16 → 20")),
///         .init(name: "A/home.iphone-8", kind: .changed("segment 3 \"GoodsSC\" inset left 16 → 20")),
///     ]).first?.members.count   // 2
package enum ChangeGroups {
    /// One snapshot to group.
    package struct Member: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// A failing snapshot and its change list.
            case changed(String)
            /// A new snapshot of this test (`ShopTests/HomeTests/home`).
            case new(test: String)
            /// A failing snapshot whose change could not be described.
            case undescribed
        }

        /// The snapshot's name (`ShopTests/HomeTests/home.iphone-se.svg`).
        package var name: String
        package var kind: Kind

        package init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    /// One group: its id, what its members share, and the members.
    package struct Group: Sendable, Equatable {
        package var id: String
        package var kind: Member.Kind
        package var members: [String]

        /// One line for a summary, at most two changes long:
        /// `250 snapshots · segment 3 "GoodsSC" inset left 16 → 20; items 0–5 moved right by 4 pt`.
        package var headline: String {
            (members.count == 1 ? "1 snapshot" : "\(members.count) snapshots") + " · " + change
        }

        /// What the members share, the headline without its count: what a lone failure prints.
        package var change: String {
            switch kind {
            case .changed(let changes):
                // The change lines without the count header (`2 changes: 1 inset, 6 moved`),
                // the first two of them and how many more: one line for a terminal.
                var lines = changes.split(separator: "\n").map(String.init)
                if lines.count > 1, lines[0].contains(" change") { lines.removeFirst() }
                let more = lines.count > 2 ? "; … \(lines.count - 2) more lines (see the change list)" : ""
                return lines.prefix(2).joined(separator: "; ") + more
            case .new(let test):
                return "new in \(test)"
            case .undescribed:
                return "changed, not described as a layout change"
            }
        }
    }

    package static func make(_ members: [Member]) -> [Group] {
        var groups: [String: Group] = [:]
        for member in members {
            let id: String
            switch member.kind {
            case .changed(let changes): id = "c" + shortDigest(changes)
            case .new(let test): id = "n" + shortDigest(test)
            case .undescribed: id = "s" + shortDigest(member.name)
            }
            groups[id, default: Group(id: id, kind: member.kind, members: [])].members.append(member.name)
        }
        return groups.values
            .map { group in
                var sorted = group
                sorted.members.sort()
                return sorted
            }
            .sorted { ($0.members.count, $1.id) > ($1.members.count, $0.id) }
    }

    /// 8 hex digits of the text's `StableDigest`.
    static func shortDigest(_ text: String) -> String {
        var digest = StableDigest()
        digest.add(bytes: text)
        return String(StableDigest.hex(digest.finish()).prefix(8))
    }
}
