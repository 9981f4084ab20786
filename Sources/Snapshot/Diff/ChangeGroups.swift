/// Failing and new snapshots gathered by what caused their change, so a change to one shared
/// sub-controller is reviewed once, not once per snapshot, device or screen.
///
/// Rules:
/// - A failing snapshot carries its causes as data (`ChangeCause`, the block beside its
///   overlay's change list): what changed in a sub-controller's own answers (inset, spacings,
///   header and footer sizes, item count, item sizes, cell types), the chrome or the layout
///   style, named by segment name, never by index. Snapshots with the same cause (its `key`)
///   form one group, whatever their devices, screens, segment positions and consequences (what
///   moved or resized, which differs with the device); each member's own change list shows its
///   consequences. Every change of a member is explained by one of its causes (`CauseFinder`).
/// - The same metric change in several segments (a shared constant) is one cause; the group
///   names every segment it was seen in, and every distinct value its members gave
///   (`"ProductCell" width 139 → 135, 166 → 164 in "GridSC"`).
/// - A snapshot with two causes is a member of both groups, and its change list names both; it
///   is accepted when both groups are, rejected when either is (`waiting(for:)`).
/// - A failing snapshot with no cause (a change list that names none) groups with those whose
///   change lists are the same text.
/// - New snapshots (no reference yet) form one group per test: every device of a matrix.
/// - A snapshot whose change could not be described semantically (no change list) stays alone.
/// - Groups come largest first, then by id; members are sorted.
/// - A group's id is derived from what it is: `c` + 8 hex digits of the `StableDigest` of the
///   cause's canonical encoding (its kind and subject as data, never its words; or of the whole
///   change list), `n` + the digest of the test, `s` + the digest of the name. The same cause has
///   the same id on every machine and run, however its line is worded, so a command can name it
///   (`accept --group c3f9a1c2e`). Groups are made by that whole encoding, never by the id: two
///   different causes whose 8 digits are the same are two groups, each then named by all 16 hex
///   digits of its digest (`c3f9a1c2e07b4d19a`).
///
///     let inset = ChangeCause(…)   // inset left 16 → 20 in "GoodsSC", as `LayoutDiff` finds it
///     ChangeGroups.make([
///         .init(name: "A/home.iphone-se.svg", kind: .changed("…", causes: [inset])),
///         .init(name: "B/cart.iphone-8.svg", kind: .changed("…", causes: [inset])),
///     ]).first?.members.count   // 2
package enum ChangeGroups {
    /// One snapshot to group.
    package struct Member: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// A failing snapshot, its change list and its causes.
            case changed(String, causes: [ChangeCause])
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
        package enum Kind: Sendable, Equatable {
            /// Members share this cause: its key, every value and every segment they gave.
            case cause(ChangeCause)
            /// Members share this change list, which names no cause.
            case changed(String)
            /// New snapshots of this test.
            case new(test: String)
            /// One failing snapshot whose change could not be described.
            case undescribed
        }

        package var id: String
        package var kind: Kind
        package var members: [String]
        /// Each failing member's own change list, by name: the consequences differ per member.
        package var changeLists: [String: String] = [:]
        /// Each failing member's own causes as its change list shows them (`cause: …`), by name.
        package var causeLines: [String: [String]] = [:]

        /// One line for a summary:
        /// `250 snapshots · cause: inset left 16 → 20 in "GoodsSC"`.
        package var headline: String {
            (members.count == 1 ? "1 snapshot" : "\(members.count) snapshots") + " · " + change
        }

        /// The headline without what the cause brought with it, for a page that lists all of
        /// that beneath it (`allConsequences`).
        package var headlineWithoutConsequences: String {
            guard case .cause(var cause) = kind, !cause.consequences.isEmpty else { return headline }
            cause.consequences = []
            var bare = self
            bare.kind = .cause(cause)
            return bare.headline
        }

        /// What a lone member changed (its causes and first consequences, as its change list
        /// reads), for a summary that names it alone; what the group shares otherwise.
        package func change(of member: String) -> String {
            changeLists[member].map { ChangeGroups.firstLines(of: $0, causeLines: causeLines[member]?.count ?? 0) } ?? change
        }

        /// How many of a cause's consequences a group's line shows.
        static let shownConsequences = 3

        /// Every consequence the members' cause brought with it, each once: what a group's line
        /// counts past `shownConsequences`.
        package var allConsequences: [String] {
            if case .cause(let cause) = kind { return cause.consequences }
            return []
        }

        /// Whether the members share a described layout change (a cause or a change list).
        package var isLayoutChange: Bool {
            switch kind {
            case .cause, .changed: true
            case .new, .undescribed: false
            }
        }

        /// What the members share, the headline without its count: what a lone failure prints.
        /// A cause's line ends with what it brings with it, as many lines as `shownConsequences`
        /// and a count of the rest (`allConsequences` has every one).
        package var change: String {
            switch kind {
            case .cause(var cause):
                let more = cause.segments.count - 3
                if more > 0 { cause.segments = cause.segments.prefix(3) + ["… \(more) more"] }
                guard !cause.consequences.isEmpty else { return ChangeSummary.causeLine(cause.line) }
                let rest = cause.consequences.count - Self.shownConsequences
                return ChangeSummary.causeLine(cause.line) + "; with it: " + cause.consequences.prefix(Self.shownConsequences).joined(separator: "; ")
                    + (rest > 0 ? "; … \(rest) more (see the change lists)" : "")
            case .changed(let changes):
                return ChangeGroups.firstLines(of: changes, causeLines: 0)
            case .new(let test):
                return "new in \(test)"
            case .undescribed:
                return "changed, not described as a layout change"
            }
        }
    }

    /// A change list's lines without the count header (`2 changes: 1 inset, 6 moved`): its
    /// `causeLines` causes, then the first consequence and how many more: one line for a terminal.
    static func firstLines(of changes: String, causeLines: Int) -> String {
        var lines = changes.split(separator: "\n").map(String.init)
        if lines.count > 1, lines[0].contains(" change") { lines.removeFirst() }
        let shown = Swift.max(2, causeLines + 1)
        let more = lines.count > shown ? "; … \(lines.count - shown) more lines (see the change list)" : ""
        return lines.prefix(shown).joined(separator: "; ") + more
    }

    package static func make(_ members: [Member]) -> [Group] {
        // Groups are keyed by what they are in full (the kind's letter and the text its id digests),
        // never by the short id: two different changes whose short ids are the same stay two groups.
        var groups: [String: Group] = [:]
        // A cause group's values and segments gathered apart (each distinct once, in the order
        // first seen) and set on the group at the end: constant time a member's value.
        var values: [String: DistinctList] = [:]
        var segments: [String: DistinctList] = [:]
        var consequences: [String: DistinctList] = [:]
        func add(_ name: String, _ letter: String, _ identity: String, kind: Group.Kind, changes: String? = nil, causes: [ChangeCause] = []) -> String {
            let key = letter + identity
            groups[key, default: Group(id: letter + shortDigest(identity), kind: kind, members: [])].members.append(name)
            if let changes { groups[key]?.changeLists[name] = changes }
            if !causes.isEmpty { groups[key]?.causeLines[name] = causes.map { ChangeSummary.causeLine($0.line) } }
            return key
        }
        for member in members {
            switch member.kind {
            case .changed(let changes, let causes):
                guard !causes.isEmpty else {
                    _ = add(member.name, "c", changes, kind: .changed(changes), changes: changes)
                    continue
                }
                for cause in causes {
                    let key = add(
                        member.name, "c", cause.identity,
                        kind: .cause(ChangeCause(kind: cause.kind, key: cause.key, subject: cause.subject, qualifier: cause.qualifier)),
                        changes: changes, causes: causes)
                    values[key, default: DistinctList()].add(contentsOf: cause.values)
                    segments[key, default: DistinctList()].add(contentsOf: cause.segments)
                    consequences[key, default: DistinctList()].add(contentsOf: cause.consequences)
                }
            case .new(let test): _ = add(member.name, "n", test, kind: .new(test: test))
            case .undescribed: _ = add(member.name, "s", member.name, kind: .undescribed)
            }
        }
        // A short id that two different changes share names neither: each is named by its whole digest.
        let shortIDs = Dictionary(grouping: groups.values.map(\.id), by: { $0 }).filter { $0.value.count > 1 }
        return
            groups
            .map { key, group in
                var sorted = group
                sorted.members.sort()
                if shortIDs[group.id] != nil { sorted.id = String(key.prefix(1)) + StableDigest.hex(of: String(key.dropFirst())) }
                if case .cause(var cause) = group.kind {
                    cause.values = values[key]?.elements ?? []
                    cause.segments = (segments[key]?.elements ?? []).sorted()
                    cause.consequences = consequences[key]?.elements ?? []
                    sorted.kind = .cause(cause)
                }
                return sorted
            }
            .sorted { ($0.members.count, $1.id) > ($1.members.count, $0.id) }
    }

    /// The snapshots that are alone: no other snapshot shares any of their groups. A summary
    /// prints them by name with their change (one of their groups stands for them); every other
    /// group is printed as a group, so a snapshot with two shared causes is found under each.
    package static func loneMembers(of groups: [Group]) -> [String: Group] {
        var shared: Set<String> = []
        for group in groups where group.members.count > 1 { shared.formUnion(group.members) }
        var lone: [String: Group] = [:]
        for group in groups where group.members.count == 1 && !shared.contains(group.members[0]) {
            if lone[group.members[0]] == nil { lone[group.members[0]] = group }
        }
        return lone
    }

    /// A cause's group id: `c` + 8 hex digits of the digest of its canonical encoding (its kind and
    /// subject, `ChangeCause.identity`), the same on every machine and run, and however its line
    /// is worded.
    package static func id(of cause: ChangeCause) -> String {
        "c" + shortDigest(cause.identity)
    }

    /// The groups a member of `groups` waits for before it is accepted: those of its groups not
    /// in `accepted`. A member is accepted when every group it is in is accepted, rejected when
    /// any of them is rejected.
    package static func waiting(_ member: String, in groups: [Group], accepted: Set<String>) -> [Group] {
        groups.filter { $0.members.contains(member) && !accepted.contains($0.id) }
    }

    /// Whether `text` is a group id as `make` writes them: `c`, `n` or `s` and 8 lowercase hex
    /// digits, or 16 where two different changes share the first 8.
    package static func isGroupID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return (scalars.count == 9 || scalars.count == 17) && ["c", "n", "s"].contains(scalars[0])
            && scalars.dropFirst().allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    /// 8 hex digits of the text's `StableDigest`.
    static func shortDigest(_ text: String) -> String {
        var digest = StableDigest()
        digest.add(bytes: text)
        return String(StableDigest.hex(digest.finish()).prefix(8))
    }
}
