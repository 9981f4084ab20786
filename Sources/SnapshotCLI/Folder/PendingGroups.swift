import Foundation
import Snapshot

extension SnapshotFolder {
    /// Pending snapshots gathered into change groups (`ChangeGroups`): a failing one by the
    /// change list its overlay carries, a new one by its test. `keys` limits them (the ones a
    /// run wrote); all pending ones by default.
    func changeGroups(of keys: [SnapshotKey]? = nil) -> [ChangeGroups.Group] {
        ChangeGroups.make(groupMembers(of: keys))
    }

    /// The members `changeGroups` groups, for grouping several folders together (`merge`).
    func groupMembers(of keys: [SnapshotKey]? = nil) -> [ChangeGroups.Member] {
        groupedSnapshots(of: keys).map(\.member)
    }

    /// Each pending snapshot as it was grouped: its member, and the digest of the pending bytes
    /// the grouping read (`FileSystem.digest(of:)`; nil when they could not be read), which is
    /// what `accept --group` accepts and nothing else. A failing snapshot whose overlay carries no
    /// change list (none was written: a rendering made outside a test run) is compared with its
    /// reference, as the review page does, so the groups the page names are the ones
    /// `accept --group` finds.
    func groupedSnapshots(of keys: [SnapshotKey]? = nil) -> [(member: ChangeGroups.Member, pending: String?)] {
        let referenced = Set(references)
        var comparisons = ComparisonCache()
        return (keys ?? pending).map { key -> (member: ChangeGroups.Member, pending: String?) in
            let pendingRead = FileContents.read(file(key.pendingPath))
            let seen: String? = if case .present(let data) = pendingRead { FileSystem.digest(of: data) } else { nil }
            return (member(key, referenced: referenced.contains(key), pending: pendingRead, comparisons: &comparisons), seen)
        }
    }

    private func member(
        _ key: SnapshotKey, referenced: Bool, pending pendingRead: FileContents, comparisons: inout ComparisonCache
    ) -> ChangeGroups.Member {
        guard referenced else {
            return .init(name: key.referencePath, kind: .new(test: key.test?.id ?? key.name))
        }
        guard case .present(let referenceData) = FileContents.read(file(key.referencePath)),
            case .present(let pendingData) = pendingRead
        else {
            return .init(name: key.referencePath, kind: .undescribed)
        }
        let reference = String(decoding: referenceData, as: UTF8.self)
        let pending = String(decoding: pendingData, as: UTF8.self)
        // The run's overlay is read only when it was drawn from these very bytes.
        if overlays.contains(key.name), case .present(let data) = FileContents.read(file(key.overlayPath)),
            let changes = DiffOverlay.changes(in: String(decoding: data, as: UTF8.self), reference: reference, pending: pending)
        {
            return .init(name: key.referencePath, kind: .changed(changes.list, causes: changes.causes))
        }
        guard let report = comparisons.compare(reference: reference, actual: pending), report.overlaySVG != nil else {
            return .init(name: key.referencePath, kind: .undescribed)
        }
        return .init(name: key.referencePath, kind: .changed(report.summary, causes: report.causes))
    }

    /// Makes `bytes`, a rendering as it was read (and shown, or grouped), the reference of `key`:
    /// written whole (a temporary file renamed over the reference), then the pending file removed
    /// only when it still holds those bytes: one a test run wrote since stays pending, and is
    /// never what was accepted. `accept` (every form) and `apply` accept through this.
    func makeReference(_ bytes: Data, of key: SnapshotKey) throws(CLIError) {
        try FileSystem.writeAtomically(bytes, to: file(key.referencePath), named: key.referencePath)
        let pendingFile = file(key.pendingPath)
        if try FileSystem.digest(pendingFile, named: key.pendingPath) == FileSystem.digest(of: bytes) {
            try FileSystem.remove(pendingFile, named: key.pendingPath)
        }
    }

    /// The pending snapshots of the group `id`; an unknown id is an error naming the groups there are.
    /// `groups`: the folder's groups when the caller has them already (they cost a comparison of
    /// every snapshot no overlay describes).
    func pendingKeys(inGroup id: String, of groups: [ChangeGroups.Group]? = nil) throws(CLIError) -> [SnapshotKey] {
        let groups = groups ?? changeGroups()
        let named = groups.filter { $0.id == id }
        guard named.count < 2 else {
            throw CLIError(
                "group id '\(id)' names \(named.count) different changes (\(named.map(\.change).joined(separator: "; "))); "
                    + "nothing was changed: accept or reject their snapshots by name")
        }
        guard let group = named.first else {
            let ids = groups.map(\.id)
            guard !ids.isEmpty else { throw CLIError("no group '\(id)': nothing is pending (see 'snapshot-cli list')") }
            throw CLIError("no group '\(id)'\(Suggestion.didYouMean(id, in: ids)); the groups are: \(ids.prefix(20).joined(separator: ", "))")
        }
        let byPath = Dictionary(pending.map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first })
        return group.members.compactMap { byPath[$0] }
    }
}
