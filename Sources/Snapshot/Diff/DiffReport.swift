/// What differs between a reference and a new rendering, ready for a failure message.
public struct DiffReport: Sendable, Equatable {
    /// The semantic change list (segments, items, insets, diagnostics), or empty when the
    /// layouts could not be read back from the snapshots.
    public var summary: String
    /// A unified diff of the two texts, shortened for a CI log.
    public var textDiff: String
    /// An SVG overlay of old and new frames, when both layouts could be read.
    public var overlaySVG: String?

    public init(summary: String, textDiff: String, overlaySVG: String?) {
        self.summary = summary
        self.textDiff = textDiff
        self.overlaySVG = overlaySVG
    }
}

/// Compares two snapshots of any of the three formats.
public enum SnapshotComparison {
    /// `nil` when the snapshots are equal (line endings aside), else what differs.
    public static func compare(reference: String, actual: String) -> DiffReport? {
        // Placeholder until the diff lands.
        reference == actual ? nil : DiffReport(summary: "", textDiff: "", overlaySVG: nil)
    }
}
