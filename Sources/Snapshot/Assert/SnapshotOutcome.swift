import Foundation

/// What one snapshot assertion found and did on disk; `FailureMessage` words it.
package enum SnapshotOutcome: Equatable {
    /// The new rendering matches the reference.
    case matched
    /// No reference existed; the new rendering was recorded as one.
    case recordedMissing
    /// No reference existed and none was recorded; `artifacts` holds a copy of the rendering, if set.
    case missingNotRecorded(artifacts: URL?)
    /// The reference was rewritten without comparing.
    case recordedAll
    /// The rendering differs; the reference is untouched and the pending rendering (and
    /// overlay, when `overlayWritten`) sit beside it.
    case mismatch(DiffReport, overlayWritten: Bool, artifacts: URL?)
    /// The rendering differed and was recorded over the reference.
    case rerecorded(DiffReport)
    /// What sits at the reference's path cannot be read as one; nothing was written.
    case unreadable(reason: String)
    /// Writing a file failed; no reference was damaged.
    case storeFailed(StoreError)
}
