/// What changed between an old (reference) and a new layout, and a summary a person can read.
///
/// Finds screen changes (name, device, style, scroll direction, chrome, scroll area, content inset), segments
/// added, removed and reordered (see `SegmentMatching`), per kept segment its frame, inset,
/// spacings, header, footer and items (see `SegmentDiff`), the content size, and diagnostics
/// new and resolved. Cost is linear in segments and items, plus O(s log s) for the order.
///
///     LayoutDiff(old: reference, new: actual).summary()
///     // 1 change: 1 inset
///     // cause: inset left 16 → 17 in "OptimumGoodsSC"
///     // segment 3 "OptimumGoodsSC" inset left 16 → 17
struct LayoutDiff: Sendable {
    var old: Layout
    var new: Layout
    var matching: SegmentMatching
    /// In the order found: screen, segments in new order, content size, diagnostics.
    var changes: [LayoutChange]
    /// Each change as the change list words it, worked out once for the summary and the causes.
    var lines: [ChangeLine]
    /// Why: every change is one of these or explained by one (`CauseFinder`).
    var causes: [ChangeCause] = []

    init(old: Layout, new: Layout) {
        self.old = old
        self.new = new
        let matching = SegmentMatching(old: old.segments, new: new.segments)
        self.matching = matching
        var changes: [LayoutChange] = []
        Self.screenChanges(old: old, new: new, into: &changes)
        Self.segmentChanges(old: old, new: new, matching: matching, into: &changes)
        if !Same.size(old.contentSize, new.contentSize) {
            changes.append(.contentSize(old: old.contentSize, new: new.contentSize))
        }
        DiagnosticDiff.changes(old: old, new: new, matching: matching, into: &changes)
        self.changes = changes
        lines = changes.map(ChangeLine.init)
        causes = CauseFinder.causes(of: self)
    }

    /// Whether the two layouts describe the same screen exactly.
    var isEmpty: Bool { changes.isEmpty }

    /// The grouped change list: a header line, the causes (`cause: …`, see `ChangeCause`), then
    /// one line per change (see `ChangeSummary`).
    func summary(limits: ChangeSummary.Limits = ChangeSummary.Limits()) -> String {
        ChangeSummary(lines: lines, causes: causes.map(\.line), limits: limits).text
    }

    private static func screenChanges(old: Layout, new: Layout, into changes: inout [LayoutChange]) {
        if old.screenName != new.screenName {
            changes.append(.screenName(old: old.screenName, new: new.screenName))
        }
        if old.device != new.device {
            changes.append(.device(old: old.device, new: new.device))
        }
        if old.style != new.style {
            changes.append(.style(old: old.style, new: new.style))
        }
        if old.direction != new.direction {
            changes.append(.direction(old: old.direction, new: new.direction))
        }
        if old.sectionInsetReference != new.sectionInsetReference {
            changes.append(.sectionInsetReference(old: old.sectionInsetReference, new: new.sectionInsetReference))
        }
        if old.collectionViewIsRootView != new.collectionViewIsRootView {
            changes.append(.rootView(old: old.collectionViewIsRootView, new: new.collectionViewIsRootView))
        }
        if old.collectionViewUnderBars != new.collectionViewUnderBars {
            changes.append(.underBars(old: old.collectionViewUnderBars, new: new.collectionViewUnderBars))
        }
        if old.layoutDirection != new.layoutDirection {
            changes.append(.layoutDirection(old: old.layoutDirection, new: new.layoutDirection))
        }
        if old.contentSizeCategory != new.contentSizeCategory {
            changes.append(.contentSizeCategory(old: old.contentSizeCategory, new: new.contentSizeCategory))
        }
        chromeChanges(old: old.chrome, new: new.chrome, into: &changes)
        if !Same.rect(old.scrollArea, new.scrollArea) {
            changes.append(.scrollArea(old: old.scrollArea, new: new.scrollArea))
        }
        if !Same.insets(old.contentInset, new.contentInset) {
            changes.append(.contentInset(old: old.contentInset, new: new.contentInset))
        }
    }

    /// Bands match by kind and occurrence (the 1st toolbar is the 1st toolbar).
    private static func chromeChanges(old: [ChromeBand], new: [ChromeBand], into changes: inout [LayoutChange]) {
        var oldByKind: [ChromeBand.Kind: [ChromeBand]] = [:]
        for band in old { oldByKind[band.kind, default: []].append(band) }
        var seen: [ChromeBand.Kind: Int] = [:]
        for band in new {
            let occurrence = seen[band.kind, default: 0]
            seen[band.kind] = occurrence + 1
            guard let candidates = oldByKind[band.kind], occurrence < candidates.count else {
                changes.append(.chromeAdded(band))
                continue
            }
            let before = candidates[occurrence]
            if before.title != band.title || !Same.rect(before.frame, band.frame) {
                changes.append(.chromeChanged(old: before, new: band))
            }
        }
        var oldSeen: [ChromeBand.Kind: Int] = [:]
        for band in old {
            let occurrence = oldSeen[band.kind, default: 0]
            oldSeen[band.kind] = occurrence + 1
            if occurrence >= seen[band.kind, default: 0] { changes.append(.chromeRemoved(band)) }
        }
    }

    private static func segmentChanges(
        old: Layout, new: Layout, matching: SegmentMatching, into changes: inout [LayoutChange]
    ) {
        let oldPositions = matching.oldPositions()
        var removedAfter: [Int: [Int]] = [:]  // summary position → removed old indices
        for (oldIndex, newIndex) in matching.newIndexForOld.enumerated() where newIndex == nil {
            removedAfter[oldPositions[oldIndex], default: []].append(oldIndex)
        }
        func appendRemoved(at position: Int) {
            for oldIndex in removedAfter[position] ?? [] {
                let segment = old.segments[oldIndex]
                let ref = SegmentRef(index: oldIndex, name: segment.name, position: position)
                changes.append(.segmentRemoved(ref, frame: segment.frame, itemCount: segment.items.count))
            }
        }
        appendRemoved(at: -1)
        for (newIndex, segment) in new.segments.enumerated() {
            var ref = SegmentRef(index: newIndex, name: segment.name, position: 2 * newIndex)
            if let oldIndex = matching.oldIndexForNew[newIndex] {
                let before = old.segments[oldIndex].frame
                ref.shift = Point(x: Same.delta(before.minX, segment.frame.minX), y: Same.delta(before.minY, segment.frame.minY))
                if matching.isReordered[newIndex] {
                    changes.append(.segmentReordered(ref, oldIndex: oldIndex))
                }
                SegmentDiff.changes(old: old.segments[oldIndex], new: segment, ref: ref, into: &changes)
            } else {
                changes.append(.segmentAdded(ref, frame: segment.frame, itemCount: segment.items.count))
            }
            appendRemoved(at: 2 * newIndex + 1)
        }
    }
}
