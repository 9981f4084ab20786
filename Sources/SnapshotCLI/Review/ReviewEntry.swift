import Snapshot

/// One snapshot on the review page: what it was, what it is now, and what differs.
struct ReviewEntry: Sendable, Equatable {
    enum Status: String, CaseIterable, Sendable {
        /// A reference and a pending rendering that differs.
        case failing
        /// A pending rendering without a reference.
        case new
        /// Written as the reference by the last run (nothing pending).
        case recorded
    }

    var key: SnapshotKey
    var status: Status
    /// The reference's text, `nil` when there is none to compare with.
    var reference: String?
    /// The new rendering: the pending file, or the reference just recorded.
    var actual: String
    /// The old-and-new overlay: the store's `.diff.svg`, else the comparison's.
    var overlaySVG: String?
    /// The semantic change list.
    var changes: String
    var textDiff: String
    /// `snapshot-cli accept NAME`, or `nil` for a recorded snapshot (it is the reference already).
    var acceptCommand: String?
    /// `snapshot-cli reject NAME`, or the command that removes a recorded reference.
    var rejectCommand: String
    /// Where the overlay draws the change, in its coordinates, for "zoom to the change".
    var changedRegion: Rect?
    /// The change groups (`ChangeGroups`) of a failing or new snapshot: one per cause.
    var groups: [ChangeGroups.Group] = []
    /// The groups `accept --group` accepted for this very pending rendering while it waits for another.
    var acceptedGroups: [String] = []
    /// The name of the entry above that draws this one's change (`ReviewPage`), when this one's
    /// change list is the same text in the same format: it is named and linked, not drawn again.
    var sameChangeAs: String?

    /// The `StableDigest` of the reference's bytes as shown, `nil` without one: a decision
    /// made on the page holds it, so `apply` can tell the reference has not moved since.
    var referenceDigest: String? { reference.map(StableDigest.hex(of:)) }
    /// The same of the new rendering.
    var actualDigest: String { StableDigest.hex(of: actual) }

    /// Every pending snapshot and every reference the last run recorded, sorted by name and format.
    /// A pending file that cannot be read as text (not UTF-8, unreadable) is left out, and
    /// `skipped` is told its name and why, so one bad rendering never keeps the rest from review.
    static func gather(
        in folder: SnapshotFolder, recorded: Set<String>, folderName: String, style: NextCommand.Style = .package,
        skipped: (String) -> Void = { _ in }
    ) throws(CLIError) -> [ReviewEntry] {
        try gather(in: [folder], recorded: recorded, folderName: folderName, style: style, skipped: skipped)
    }

    /// The entries of several folders (the shards of a CI matrix, `merge`), grouped together.
    static func gather(
        in folders: [SnapshotFolder], recorded: Set<String>, folderName: String, style: NextCommand.Style = .package,
        skipped: (String) -> Void = { _ in }
    ) throws(CLIError) -> [ReviewEntry] {
        var entries: [ReviewEntry] = []
        var members: [ChangeGroups.Member] = []
        var comparisons = ComparisonCache()
        for folder in folders {
            try pendingEntries(of: folder, style: style, into: &entries, members: &members, comparisons: &comparisons, skipped: skipped)
        }
        var groupsOf: [String: [ChangeGroups.Group]] = [:]
        for group in ChangeGroups.make(members) {
            for member in group.members { groupsOf[member, default: []].append(group) }
        }
        for index in entries.indices { entries[index].groups = groupsOf[entries[index].key.referencePath] ?? [] }
        // A snapshot whose change list is the same text as a drawn one's is named, not drawn
        // (`ReviewPage`): 1,000 snapshots of one identical change show one drawing.
        entries.sort { $0.key < $1.key }
        var drawn: [String: String] = [:]
        for index in entries.indices where entries[index].status == .failing && entries[index].overlaySVG != nil {
            let change = entries[index].key.format.pathExtension + "\n" + entries[index].changes
            if let first = drawn[change] {
                entries[index].sameChangeAs = first
                continue
            }
            drawn[change] = entries[index].key.referencePath
        }
        for folder in folders {
            for key in folder.references where recorded.contains(key.referencePath) && !folder.hasPending(key) {
                let text = try FileSystem.readText(folder.file(key.referencePath), named: key.referencePath)
                entries.append(
                    ReviewEntry(
                        key: key, status: .recorded, reference: nil, actual: text, overlaySVG: nil,
                        changes: "Recorded as the reference by the last run: nothing to accept. Delete the file to drop it.",
                        textDiff: "", acceptCommand: nil,
                        rejectCommand: "rm " + ShellWord.quoted("\(folderName)/\(key.referencePath)")))
            }
        }
        return entries.sorted { $0.key < $1.key }
    }

    /// A folder's pending snapshots, each with the member its change group is made of.
    private static func pendingEntries(
        of folder: SnapshotFolder, style: NextCommand.Style, into entries: inout [ReviewEntry], members: inout [ChangeGroups.Member],
        comparisons: inout ComparisonCache, skipped: (String) -> Void
    ) throws(CLIError) {
        // Read first, then compare every failing one, all at once on every core.
        var toCompare: [Int] = []
        for key in folder.pending {
            let actual: String
            do throws(CLIError) {
                actual = try FileSystem.readText(folder.file(key.pendingPath), named: key.pendingPath)
            } catch {
                skipped("\(key.referencePath) left out of the review: \(error.message)")
                continue
            }
            var entry = ReviewEntry(
                key: key, status: .new, reference: nil, actual: actual, overlaySVG: nil,
                changes: "New snapshot: there is no reference yet. Accepting makes this rendering the reference.",
                textDiff: "",
                acceptCommand: AcceptCommandLine.accept(key, pending: folder.pending, style: style),
                rejectCommand: AcceptCommandLine.reject(key, pending: folder.pending, style: style))
            var member = ChangeGroups.Member(name: key.referencePath, kind: .new(test: key.test?.id ?? key.name))
            if folder.hasReference(key) {
                // A reference that is not text is the checkout's to mend: named, nothing written.
                entry.reference = try FileSystem.readText(folder.file(key.referencePath), named: key.referencePath)
                entry.status = .failing
                member.kind = .undescribed
                if folder.overlays.contains(key.name) {
                    let path = key.overlayPath
                    entry.overlaySVG = try FileSystem.readText(folder.file(path), named: path)
                }
                // The change, and so the groups, are worked out from the two files' bytes: a test
                // run's overlay is a drawing, shown only when its change list is the one worked
                // out (issue 50: a forged one hid a cause from the groups and the page).
                toCompare.append(entries.count)
            }
            entries.append(entry)
            members.append(member)
        }
        comparisons.prepare(toCompare.compactMap { index in entries[index].reference.map { ($0, entries[index].actual) } })
        for index in toCompare {
            guard let reference = entries[index].reference else { continue }
            if let report = comparisons.compare(reference: reference, actual: entries[index].actual) {
                entries[index].changes =
                    report.summary.isEmpty ? "No semantic change list: the layouts could not be read back from the snapshots." : report.summary
                entries[index].textDiff = report.textDiff
                // The run's overlay is the one shown when it says the change worked out (or says none).
                let told = entries[index].overlaySVG.flatMap(DiffOverlay.changeList(in:))
                if told != nil && told != report.summary { entries[index].overlaySVG = nil }
                entries[index].overlaySVG = entries[index].overlaySVG ?? report.overlaySVG
                entries[index].changedRegion = report.changedRegion
                // A layout change (it has an overlay) groups by its change list, as `test` does.
                if report.overlaySVG != nil { members[index].kind = .changed(report.summary, causes: report.causes) }
            } else {
                entries[index].changes =
                    "The pending rendering equals the reference (line endings aside): accept or reject it, the result is the same."
            }
        }
    }
}
