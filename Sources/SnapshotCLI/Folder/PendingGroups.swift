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
    /// what `accept --group` accepts and nothing else. A failing snapshot's change is worked out
    /// from its reference's and its pending file's bytes, never read from its overlay: an overlay
    /// is a drawing for the page, and anyone can write one whose change list names cause A alone
    /// over bytes that also hold cause B (issue 50). The comparisons run on every core at once.
    func groupedSnapshots(of keys: [SnapshotKey]? = nil) -> [(member: ChangeGroups.Member, pending: String?)] {
        let referenced = Set(references)
        var comparisons = ComparisonCache()
        let read = (keys ?? pending).map { key -> (key: SnapshotKey, reference: String?, pending: Data?) in
            let pendingData: Data? = if case .present(let data) = FileContents.read(file(key.pendingPath)) { data } else { nil }
            guard referenced.contains(key), case .present(let referenceData) = FileContents.read(file(key.referencePath)) else {
                return (key, nil, pendingData)
            }
            return (key, String(decoding: referenceData, as: UTF8.self), pendingData)
        }
        comparisons.prepare(
            read.compactMap { entry in entry.reference.flatMap { reference in entry.pending.map { (reference, String(decoding: $0, as: UTF8.self)) } } })
        return read.map { entry -> (member: ChangeGroups.Member, pending: String?) in
            let name = entry.key.referencePath
            let seen = entry.pending.map(FileSystem.digest(of:))
            guard referenced.contains(entry.key) else { return (.init(name: name, kind: .new(test: entry.key.test?.id ?? entry.key.name)), seen) }
            guard let reference = entry.reference, let pendingData = entry.pending,
                let report = comparisons.compare(reference: reference, actual: String(decoding: pendingData, as: UTF8.self)), report.overlaySVG != nil
            else {
                return (.init(name: name, kind: .undescribed), seen)
            }
            return (.init(name: name, kind: .changed(report.summary, causes: report.causes)), seen)
        }
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
