/// Diagnostics that appeared and diagnostics that went away.
///
/// Two diagnostics are the same when severity, kind, item, message and the *identity* of
/// their segment (name and occurrence, as `SegmentMatching` pairs them) agree, so inserting a
/// segment above does not turn every diagnostic below into "resolved" plus "new". Equal
/// diagnostics count as a multiset: two identical warnings before and one after is one resolved.
/// One that keeps its severity, kind, segment and item but says other numbers is changed.
enum DiagnosticDiff {
    private struct Identity: Hashable {
        var severity: Diagnostic.Severity
        var kind: Diagnostic.Kind
        var segment: SegmentKey
        var item: Int?
        var message: String
    }

    /// A segment as both layouts can agree on it.
    private enum SegmentKey: Hashable {
        case none
        /// A segment of the new layout (kept or added), by new index.
        case current(Int)
        /// A segment only the old layout has, by old index.
        case removed(Int)
        /// An index outside its layout's segments, as written.
        case unknown(Int)
    }

    static func changes(old: Layout, new: Layout, matching: SegmentMatching, into changes: inout [LayoutChange]) {
        func oldIdentity(_ diagnostic: Diagnostic) -> Identity {
            var segment = SegmentKey.none
            if let index = diagnostic.segment {
                if !matching.newIndexForOld.indices.contains(index) {
                    segment = .unknown(index)
                } else if let newIndex = matching.newIndexForOld[index] {
                    segment = .current(newIndex)
                } else {
                    segment = .removed(index)
                }
            }
            return Identity(
                severity: diagnostic.severity, kind: diagnostic.kind, segment: segment,
                item: diagnostic.item, message: diagnostic.message)
        }
        func newIdentity(_ diagnostic: Diagnostic) -> Identity {
            var segment = SegmentKey.none
            if let index = diagnostic.segment {
                segment = new.segments.indices.contains(index) ? .current(index) : .unknown(index)
            }
            return Identity(
                severity: diagnostic.severity, kind: diagnostic.kind, segment: segment,
                item: diagnostic.item, message: diagnostic.message)
        }
        var unmatchedOld: [Identity: Int] = [:]
        for diagnostic in old.diagnostics { unmatchedOld[oldIdentity(diagnostic), default: 0] += 1 }
        var appeared: [(diagnostic: Diagnostic, identity: Identity)] = []
        for diagnostic in new.diagnostics {
            let identity = newIdentity(diagnostic)
            if let count = unmatchedOld[identity], count > 0 {
                unmatchedOld[identity] = count - 1
            } else {
                appeared.append((diagnostic, identity))
            }
        }
        // A diagnostic of the same severity, kind, segment and item whose message (its numbers)
        // changed is one change, not one new and one resolved.
        var gone: [Identity: [Diagnostic]] = [:]
        var goneOrder: [Diagnostic] = []
        for diagnostic in old.diagnostics {
            let identity = oldIdentity(diagnostic)
            guard let count = unmatchedOld[identity], count > 0 else { continue }
            unmatchedOld[identity] = count - 1
            var place = identity
            place.message = ""
            gone[place, default: []].append(diagnostic)
            goneOrder.append(diagnostic)
        }
        var changedOld: [Diagnostic] = []
        for (diagnostic, identity) in appeared {
            var place = identity
            place.message = ""
            if var candidates = gone[place], !candidates.isEmpty {
                let was = candidates.removeFirst()
                gone[place] = candidates
                changedOld.append(was)
                changes.append(.diagnosticChanged(old: was, new: diagnostic, at: ref(diagnostic.segment, in: new, position: { 2 * $0 })))
            } else {
                changes.append(.diagnosticNew(diagnostic, at: ref(diagnostic.segment, in: new, position: { 2 * $0 })))
            }
        }
        let oldPositions = matching.oldPositions()
        var paired: [Diagnostic] = changedOld
        for diagnostic in goneOrder {
            if let index = paired.firstIndex(of: diagnostic) {
                paired.remove(at: index)
                continue
            }
            changes.append(.diagnosticResolved(diagnostic, at: ref(diagnostic.segment, in: old, position: { oldPositions[$0] })))
        }
    }

    private static func ref(_ index: Int?, in layout: Layout, position: (Int) -> Int) -> SegmentRef? {
        guard let index, layout.segments.indices.contains(index) else { return nil }
        return SegmentRef(index: index, name: layout.segments[index].name, position: position(index))
    }
}
