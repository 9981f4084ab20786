/// What differs between a reference and a new rendering, ready for a failure message.
///
/// `summary` says what changed in the layout, `textDiff` shows where in the text, and
/// `overlaySVG` draws both layouts on top of each other (write it beside the reference).
///
///     if let report = SnapshotComparison.compare(reference: old, actual: new) {
///         print(report.summary)
///         // 1 change: 1 inset
///         // segment 3 "OptimumGoodsSC" inset left 16 → 17
///     }
public struct DiffReport: Sendable, Equatable {
    /// The semantic change list (segments, items, insets, diagnostics): a header line
    /// (`3 changes: …`) and one line per change. `layouts could not be read: …` when a
    /// snapshot has no readable layout listing; `only the text differs: …` when both describe
    /// the same layout.
    public var summary: String
    /// A unified diff of the two texts (of the listings, for SVG), shortened for a CI log.
    public var textDiff: String
    /// An SVG overlay of old and new frames, when both layouts could be read and differ.
    public var overlaySVG: String?
    /// Where the overlay draws what changed (every changed cell, old and new place, and every
    /// band that was added, removed or moved), in the overlay's own coordinates: what a viewer
    /// zooms to. `nil` without an overlay.
    package var changedRegion: Rect?
    /// Why the layout changed (`ChangeCause`), as data: the `cause: ` lines of `summary`.
    package var causes: [ChangeCause] = []

    /// A report of a difference: its change list, its text diff and its overlay.
    public init(summary: String, textDiff: String, overlaySVG: String?) {
        self.summary = summary
        self.textDiff = textDiff
        self.overlaySVG = overlaySVG
    }
}
