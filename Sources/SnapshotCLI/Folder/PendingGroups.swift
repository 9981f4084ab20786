import Snapshot

extension SnapshotFolder {
    /// Pending snapshots gathered into change groups (`ChangeGroups`): a failing one by the
    /// change list its overlay carries, a new one by its test. `keys` limits them (the ones a
    /// run wrote); all pending ones by default.
    func changeGroups(of keys: [SnapshotKey]? = nil) -> [ChangeGroups.Group] {
        ChangeGroups.make(groupMembers(of: keys))
    }

    /// The members `changeGroups` groups, for grouping several folders together (`merge`).
    /// A failing snapshot whose overlay carries no change list (none was written: a rendering
    /// made outside a test run) is compared with its reference, as the review page does, so
    /// the groups the page names are the ones `accept --group` finds.
    func groupMembers(of keys: [SnapshotKey]? = nil) -> [ChangeGroups.Member] {
        let referenced = Set(references)
        var comparisons = ComparisonCache()
        return (keys ?? pending).map { key -> ChangeGroups.Member in
            guard referenced.contains(key) else {
                return .init(name: key.referencePath, kind: .new(test: key.test?.id ?? key.name))
            }
            guard case .present(let referenceData) = FileContents.read(file(key.referencePath)),
                case .present(let pendingData) = FileContents.read(file(key.pendingPath))
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
    }

    /// The pending snapshots of the group `id`; an unknown id is an error naming the groups there are.
    /// `groups`: the folder's groups when the caller has them already (they cost a comparison of
    /// every snapshot no overlay describes).
    func pendingKeys(inGroup id: String, of groups: [ChangeGroups.Group]? = nil) throws(CLIError) -> [SnapshotKey] {
        let groups = groups ?? changeGroups()
        guard let group = groups.first(where: { $0.id == id }) else {
            let ids = groups.map(\.id)
            guard !ids.isEmpty else { throw CLIError("no group '\(id)': nothing is pending (see 'snapshot-cli list')") }
            throw CLIError("no group '\(id)'\(Suggestion.didYouMean(id, in: ids)); the groups are: \(ids.prefix(20).joined(separator: ", "))")
        }
        let byPath = Dictionary(pending.map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first })
        return group.members.compactMap { byPath[$0] }
    }
}
