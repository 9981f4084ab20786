extension SnapshotCheck {
    /// The built-in strategies' check: a match proven by the reference's stamp, else the full way.
    ///
    /// The layout is digested (a fraction of a rendering) and the reference read once. When its
    /// stamp proves it is what `renderer` would store for this layout, it matches without
    /// rendering (`StampedRenderer` says why that is sound). Otherwise the layout is rendered
    /// and stamped, a byte-equal reference matches, and anything else goes through `run` (the
    /// diff, the record mode, pending files) with the reference already read. Record mode `all`
    /// always renders and records; `SNAPSHOT_VERIFY_ALL` always renders and compares.
    func run(layout: Layout, renderer: StampedRenderer, format: (String) -> Format) -> SnapshotOutcome {
        let digest = LayoutDigest.of(layout)
        guard record != .all else {
            var text = renderer.stampedRendering(of: layout, digest: digest)
            return run(format(text.takeText()), reference: nil)
        }
        let reference = readReference()
        let trustsStamps = environment[Self.verifyAllKey].map { $0.isEmpty || $0 == "0" } ?? true
        if trustsStamps, case .present(let data) = reference, renderer.stampProvesMatch(data, layoutDigest: digest) {
            return matched()
        }
        var text = renderer.stampedRendering(of: layout, digest: digest)
        if case .present(let data) = reference, text.isExactly(data) {
            return matched()
        }
        // A built-in rendering always diffs as `.text` (`Strategy.rendering` is dropped when the
        // diffing is replaced): the new side's layout is this one, not one read back from its listing.
        var check = self
        if let diffing = Diffing<String>.text({ SnapshotComparison.compare(reference: $0, actual: $1, actualLayout: layout) })
            as? Diffing<Format>
        {
            check.diffing = diffing
        }
        return check.run(format(text.takeText()), reference: reference)
    }
}
