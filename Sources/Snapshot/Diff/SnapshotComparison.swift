/// Compares two snapshots of any of the three formats and explains the difference.
///
/// Equal means byte-equal once CRLF line endings are read as LF (`String ==` would also call
/// two Unicode spellings of one character equal, which a snapshot must not) and a stamp on
/// the last line (`snapshot-stamp …`, which the built-in strategies add) is left out of both:
/// a stamp-only difference is no difference, and no diff shows a stamp. Otherwise the
/// layout listing is read back from both (`LayoutListing.extract` and `parse`) and diffed
/// semantically (`LayoutDiff`); the text diff is of the whole texts, except for SVG, where the
/// listings read better than the markup.
///
///     let report = SnapshotComparison.compare(reference: "a\r\nb\r\n", actual: "a\nb\n")
///     // nil
public enum SnapshotComparison {
    /// `nil` when the snapshots are equal (line endings aside), else what differs.
    public static func compare(reference: String, actual: String) -> DiffReport? {
        compare(reference: reference, actual: actual, actualLayout: nil)
    }

    /// The largest side a comparison reads back and diffs line by line: 64 MiB, above the SVG of
    /// a 100,000-cell screen (about 30 MB); past it the report only says how large it is.
    static let maximumExplainedBytes = 64 << 20

    /// `compare`, with the layout `actual` was rendered from when it is at hand, so its listing
    /// is not read back (`parse(render(layout)) == layout`, so the result is the same).
    static func compare(reference: String, actual: String, actualLayout: Layout?) -> DiffReport? {
        var old = LineEndings.lf(reference)
        var new = LineEndings.lf(actual)
        let readCRLF = old.utf8.count != reference.utf8.count || new.utf8.count != actual.utf8.count
        // The stamp line names the renderer and digests; two drawings are compared without it.
        old = SnapshotStamp.stripped(old)
        new = SnapshotStamp.stripped(new)
        if old.utf8.elementsEqual(new.utf8) { return nil }
        // A side past what a diff can explain in a moment (a 200 MB reference once took 66 s and
        // 1 GB to fail) is only measured: the files say the rest.
        if let (side, size) = [("reference", old.utf8.count), ("new rendering", new.utf8.count)].first(where: { $0.1 > maximumExplainedBytes }) {
            return DiffReport(
                summary: "the \(side) is \(size) bytes, more than the \(maximumExplainedBytes) a comparison explains; "
                    + "compare the files themselves",
                textDiff: "", overlaySVG: nil)
        }
        let oldListing = LayoutListing.extract(from: old)
        let newListing = LayoutListing.extract(from: new)
        var textDiff: String
        if TextScan.isSVG(old.utf8), TextScan.isSVG(new.utf8), let oldListing, let newListing {
            var options = TextDiff.Options()
            options.oldLabel = "reference (layout listing in the SVG)"
            options.newLabel = "actual (layout listing in the SVG)"
            textDiff = TextDiff.unified(old: oldListing, new: newListing, options: options)
            if textDiff.isEmpty {
                textDiff = TextDiff.unified(old: old, new: new)
            }
        } else {
            textDiff = TextDiff.unified(old: old, new: new)
        }
        if readCRLF {
            textDiff = "(CRLF line endings were read as LF)\n" + textDiff
        }
        switch (read(oldListing), actualLayout.map { .success($0) } ?? read(newListing)) {
        case let (.success(oldLayout), .success(newLayout)):
            let diff = LayoutDiff(old: oldLayout, new: newLayout)
            guard !diff.isEmpty else {
                return DiffReport(summary: onlyTheTextDiffers, textDiff: textDiff, overlaySVG: nil)
            }
            let summary = diff.summary()
            let overlay = DiffOverlay.render(diff, summary: summary, compared: .init(reference: reference, pending: actual))
            var report = DiffReport(summary: summary, textDiff: textDiff, overlaySVG: overlay)
            report.changedRegion = DiffOverlay.changedRegion(diff)
            report.causes = diff.causes
            return report
        case let (oldResult, newResult):
            var problems: [String] = []
            if case .failure(let problem) = oldResult { problems.append("reference: \(problem.text)") }
            if case .failure(let problem) = newResult { problems.append("actual: \(problem.text)") }
            return DiffReport(
                summary: "layouts could not be read: " + problems.joined(separator: "; "),
                textDiff: textDiff, overlaySVG: nil)
        }
    }

    static let onlyTheTextDiffers = """
        only the text differs: both snapshots describe the same layout, so the renderer or the \
        file changed, not the screen; record the reference again if the new text is intended
        """

    private struct ReadProblem: Error {
        var text: String
    }

    private static func read(_ listing: String?) -> Result<Layout, ReadProblem> {
        guard let listing else {
            return .failure(ReadProblem(text: "no layout listing found (is it a snapshot written by this toolkit?)"))
        }
        do {
            return .success(try LayoutListing.parse(listing))
        } catch {
            return .failure(ReadProblem(text: "listing \(error.description)"))
        }
    }

}
