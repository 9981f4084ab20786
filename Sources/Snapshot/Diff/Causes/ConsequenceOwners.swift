/// Which causes a consequence (a move, a resize, a diagnostic that follows from a cause) is
/// shown with, so that a group lists everything its cause brought with it (issue 39).
///
/// A consequence in a segment goes to that segment's causes, else to those of the nearest
/// segment above whose geometry changed; a segment's own frame goes to the nearest one above
/// (what placed it) and, when it was resized, to its own; the content size to the causes of
/// every segment whose length along the scroll axis changed (issue 50: a left inset, which grows
/// nothing along it, was given the content height a row's resize grew), else of every segment
/// whose geometry changed; anything else to the screen's causes, else to the
/// first cause. Lines are worded as the change list words them, less the segment's
/// position, which differs between the snapshots of one cause:
///
///     // inset left 20 → 24 in "QuickLinksSC"; with it:
///     // "QuickLinksSC" items 0–3 (QuickLinkCell) moved right by 4 pt; resized 84×76 → 83×76
struct ConsequenceOwners {
    /// The causes (indices) of each segment position, the screen's, and the sorted segment
    /// positions whose geometry a cause changed.
    var causesAt: [Int: [Int]]
    var screenCauses: [Int]
    var geometric: [Int]
    /// The segment positions whose length along the scroll axis changed (added and removed ones too).
    var grewAlong: [Int] = []
    /// The causes that change lengths across the scroll axis only (a left or right inset, the
    /// interitem spacing, when scrolling down): a segment's growth along it, and the content's, is
    /// theirs only when no other cause there can have made it (their items wrapped onto more lines).
    var acrossOnly: Set<Int> = []
    /// The cause that takes what nothing else does.
    var first: Int

    /// The causes `change` is shown with.
    func of(_ change: LayoutChange) -> [Int] {
        var owners: [Int] = []
        if case .segmentFrame(let ref, let old, let new) = change {
            if let nearest = Self.last(in: geometric, atMost: ref.position - 1) { owners = causesAt[nearest] ?? [] }
            if !Same.size(old.size, new.size) {
                owners += grewAlong.contains(ref.position) ? alongOwners(causesAt[ref.position] ?? []) : causesAt[ref.position] ?? []
            }
        } else if let position = Self.segmentPosition(of: change) {
            owners = causesAt[position] ?? []
            if owners.isEmpty, let nearest = Self.last(in: geometric, atMost: position) { owners = causesAt[nearest] ?? [] }
        } else if case .contentSize = change {
            // The content grows with the segments that grew along the scroll axis; when none did,
            // any whose geometry changed may have grown it.
            var seen: Set<Int> = []
            owners = alongOwners(grewAlong.flatMap { causesAt[$0] ?? [] }.filter { seen.insert($0).inserted })
            if owners.isEmpty { owners = geometric.flatMap { causesAt[$0] ?? [] }.filter { seen.insert($0).inserted } }
        }
        if owners.isEmpty { owners = screenCauses }
        return owners.isEmpty ? [first] : owners
    }

    /// `causes` less those that change lengths across only, unless nothing else is left.
    private func alongOwners(_ causes: [Int]) -> [Int] {
        let along = causes.filter { !acrossOnly.contains($0) }
        return along.isEmpty ? causes : along
    }

    /// The changes as the change list words them, grouped as it groups them, without the
    /// segment's position.
    static func lines(of changes: [ChangeLine]) -> [String] {
        ChangeSummary(lines: changes).lines.map(withoutPosition)
    }

    /// `segment 3 "GoodsSC" items …` as `"GoodsSC" items …`; any other line as it is.
    static func withoutPosition(_ line: String) -> String {
        guard line.hasPrefix("segment ") else { return line }
        let rest = line.dropFirst("segment ".count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).first == " " else { return line }
        return String(rest.dropFirst(digits.count + 1))
    }

    private static func segmentPosition(of change: LayoutChange) -> Int? {
        switch change {
        case .itemFrame(let ref, _, _, _), .badge(let ref, _, _, _, _), .header(let ref, _, _), .footer(let ref, _, _), .nested(let ref, _, _):
            ref.position
        case .diagnosticNew(_, let ref?), .diagnosticResolved(_, let ref?), .diagnosticChanged(_, _, let ref?):
            ref.position
        default:
            nil
        }
    }

    /// The largest of the sorted `values` that is at most `limit`.
    private static func last(in values: [Int], atMost limit: Int) -> Int? {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= limit { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? values[low - 1] : nil
    }
}
