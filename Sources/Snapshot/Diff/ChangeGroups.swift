/// Failing and new snapshots gathered by what caused their change, so a change to one shared
/// sub-controller is reviewed once, not once per snapshot, device or screen.
///
/// Rules:
/// - A failing snapshot's change list names its causes (`cause: …` lines, see `ChangeCause`):
///   what changed in a sub-controller's own answers (inset, spacings, header and footer sizes,
///   item count, item sizes, cell types), the chrome or the layout style, named by segment name,
///   never by index. Snapshots with the same cause form one group, whatever their devices,
///   screens, segment positions and consequences (what moved or resized, which differs with the
///   device); each member's own change list shows its consequences.
/// - The same metric change in several segments (a shared constant) is one cause; the group
///   names every segment it was seen in.
/// - A snapshot with two causes is a member of both groups, and its change list names both.
/// - A failing snapshot whose change list names no cause (only diagnostics changed, say) groups
///   with those whose change lists are the same text.
/// - New snapshots (no reference yet) form one group per test: every device of a matrix.
/// - A snapshot whose change could not be described semantically (no change list) stays alone.
/// - Groups come largest first, then by id; members are sorted.
/// - A group's id is derived from what it is: `c` + 8 hex digits of the `StableDigest` of the
///   cause (or of the whole change list), `n` + the digest of the test, `s` + the digest of the
///   name. The same cause has the same id on every machine and run, so a command can name it
///   (`accept --group c3f9a1c2e`).
///
///     ChangeGroups.make([
///         .init(name: "A/home.iphone-se.svg", kind: .changed("… \ncause: inset left 16 → 20 in \"GoodsSC\"\n…")),
///         .init(name: "B/cart.iphone-8.svg", kind: .changed("… \ncause: inset left 16 → 20 in \"GoodsSC\"\n…")),
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
        package enum Kind: Sendable, Equatable {
            /// Members share this cause (`inset left 16 → 20`), seen in `segments`.
            case cause(String, segments: [String])
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

        /// One line for a summary:
        /// `250 snapshots · cause: inset left 16 → 20 in "GoodsSC"`.
        package var headline: String {
            (members.count == 1 ? "1 snapshot" : "\(members.count) snapshots") + " · " + change
        }

        /// What a lone member changed (its causes and first consequences, as its change list
        /// reads), for a summary that names it alone; what the group shares otherwise.
        package func change(of member: String) -> String {
            changeLists[member].map(ChangeGroups.firstLines) ?? change
        }

        /// Whether the members share a described layout change (a cause or a change list).
        package var isLayoutChange: Bool {
            switch kind {
            case .cause, .changed: true
            case .new, .undescribed: false
            }
        }

        /// What the members share, the headline without its count: what a lone failure prints.
        package var change: String {
            switch kind {
            case .cause(let cause, let segments):
                let shown = segments.prefix(3).joined(separator: ", ") + (segments.count > 3 ? ", … \(segments.count - 3) more" : "")
                return "cause: " + cause + (segments.isEmpty ? "" : " in " + shown)
            case .changed(let changes):
                return ChangeGroups.firstLines(of: changes)
            case .new(let test):
                return "new in \(test)"
            case .undescribed:
                return "changed, not described as a layout change"
            }
        }
    }

    /// A change list's lines without the count header (`2 changes: 1 inset, 6 moved`), the first
    /// two of them and how many more: one line for a terminal.
    static func firstLines(of changes: String) -> String {
        var lines = changes.split(separator: "\n").map(String.init)
        if lines.count > 1, lines[0].contains(" change") { lines.removeFirst() }
        let more = lines.count > 2 ? "; … \(lines.count - 2) more lines (see the change list)" : ""
        return lines.prefix(2).joined(separator: "; ") + more
    }

    package static func make(_ members: [Member]) -> [Group] {
        var groups: [String: Group] = [:]
        func add(_ name: String, id: String, kind: Group.Kind, changes: String? = nil) {
            groups[id, default: Group(id: id, kind: kind, members: [])].members.append(name)
            if let changes { groups[id]?.changeLists[name] = changes }
        }
        for member in members {
            switch member.kind {
            case .changed(let changes):
                let causes = self.causes(in: changes)
                guard !causes.isEmpty else {
                    add(member.name, id: "c" + shortDigest(changes), kind: .changed(changes), changes: changes)
                    continue
                }
                for (cause, segments) in causes {
                    let id = "c" + shortDigest("cause: " + cause)
                    add(member.name, id: id, kind: .cause(cause, segments: []), changes: changes)
                    if case .cause(_, let seen)? = groups[id]?.kind {
                        groups[id]?.kind = .cause(cause, segments: seen + segments.filter { !seen.contains($0) })
                    }
                }
            case .new(let test): add(member.name, id: "n" + shortDigest(test), kind: .new(test: test))
            case .undescribed: add(member.name, id: "s" + shortDigest(member.name), kind: .undescribed)
            }
        }
        return groups.values
            .map { group in
                var sorted = group
                sorted.members.sort()
                if case .cause(let cause, let segments) = group.kind { sorted.kind = .cause(cause, segments: segments.sorted()) }
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

    /// The causes a change list names (`cause: inset left 16 → 20 in "A", "B"`): each one's key
    /// (`inset left 16 → 20`) and the quoted segment names after its last ` in "`.
    static func causes(in changes: String) -> [(cause: String, segments: [String])] {
        changes.split(separator: "\n").compactMap { line -> (String, [String])? in
            guard line.hasPrefix("cause: ") else { return nil }
            let text = String(line.dropFirst("cause: ".count))
            // Each ` in "`, the last first (by hand: `ranges(of:)` needs iOS 16 and macOS 13).
            var index = text.endIndex
            while index > text.startIndex {
                index = text.index(before: index)
                guard text[index...].hasPrefix(" in \"") else { continue }
                if let names = quotedNames(text[text.index(index, offsetBy: 4)...]) {
                    return (String(text[..<index]), names)
                }
            }
            return (text, [])
        }
    }

    /// `"A", "B\"C"` as its quoted names, or `nil` unless the whole text is such a list.
    private static func quotedNames(_ text: Substring) -> [String]? {
        var names: [String] = []
        var rest = text[...]
        while true {
            guard rest.first == "\"" else { return nil }
            var index = rest.index(after: rest.startIndex)
            var escaped = false
            while index < rest.endIndex, escaped || rest[index] != "\"" {
                escaped = !escaped && rest[index] == "\\"
                index = rest.index(after: index)
            }
            guard index < rest.endIndex else { return nil }
            let close = rest.index(after: index)
            names.append(String(rest[rest.startIndex..<close]))
            rest = rest[close...]
            if rest.isEmpty { return names }
            guard rest.hasPrefix(", ") else { return nil }
            rest = rest.dropFirst(2)
        }
    }

    /// 8 hex digits of the text's `StableDigest`.
    static func shortDigest(_ text: String) -> String {
        var digest = StableDigest()
        digest.add(bytes: text)
        return String(StableDigest.hex(digest.finish()).prefix(8))
    }
}
