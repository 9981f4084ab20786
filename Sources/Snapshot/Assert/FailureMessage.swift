import Foundation

/// Words a `SnapshotOutcome`: what happened, what differs, where the files are, what to run next.
///
/// A message is short and bounded whatever the snapshot's size: `swift test` drops parts of
/// long failure output, so the change list is cut at `maxChangeLines`, the text diff at
/// `maxDiffLines` and every line at `maxLineLength`; the whole new rendering is in the pending
/// file and the overlay draws every change.
///
///     Snapshot "testMall.1.svg" does not match its reference.
///
///     1 change: 1 moved
///     segment 2 "GoodsSC" items 0–5 moved down by 8 pt
///
///     Reference: __Snapshots__/ShopTests/MallTests/testMall.1.svg
///     Pending:   __Snapshots__/ShopTests/MallTests/testMall.1.new.svg
///
///     Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.1
///     Review:    swift run snapshot-cli review --open
///     Re-record: SNAPSHOT_RECORD=failed swift test --filter '[./]testMall(\(|$)'
package struct FailureMessage {
    package var location: ReferenceLocation
    package var directory: SnapshotDirectory
    package var record: ResolvedRecordMode

    /// Lines of the change list a message shows at most.
    package static let maxChangeLines = 24
    /// Lines of the text diff a message shows at most.
    package static let maxDiffLines = 12
    /// Characters of one line a message shows at most.
    package static let maxLineLength = 240
    /// Bytes of one issue at most, all devices of a matrix together (`DeviceMatrix.bounded`).
    package static let maxIssueBytes = 6_000

    package init(location: ReferenceLocation, directory: SnapshotDirectory, record: ResolvedRecordMode) {
        self.location = location
        self.directory = directory
        self.record = record
    }

    /// The failure message, or `nil` for a match.
    package func text(for outcome: SnapshotOutcome) -> String? {
        if case .matched = outcome { return nil }  // before the paths below are worked out
        let snapshot = "\"\(location.referenceFileName)\""
        let reference = field("Reference", directory.display(location.reference(in: directory.url)))
        let recorded = field("Recorded", directory.display(location.reference(in: directory.url)))
        let pending = field("Pending", directory.display(location.pending(in: directory.url)))
        let verify = self.verify
        let review = field("Review", cli("review", "--open"))
        switch outcome {
        case .matched:
            return nil
        case .recordedMissing:
            return paragraphs([
                "No reference was found for \(snapshot), so it was recorded: \(record.sentence).",
                recorded,
                "Check it, then re-run to verify: \(verify)",
            ])
        case .newPending(let artifacts):
            return paragraphs([
                "New snapshot \(snapshot): it has no reference yet, so the rendering waits as a pending file for review.",
                lines([pending, artifactsField(artifacts)]),
                lines([review, field("Accept", acceptCommand), field("Reject", rejectCommand)]),
            ])
        case .missingNotRecorded(let artifacts):
            return paragraphs([
                "No reference was found for \(snapshot), and none was recorded: \(record.sentence).",
                lines([field("Expected", directory.display(location.reference(in: directory.url))), artifactsField(artifacts)]),
                field("Record", rerun("missing")),
            ])
        case .recordedAll:
            return paragraphs([
                "Recorded \(snapshot) without comparing: \(record.sentence).",
                recorded,
                "Turn record mode off, then re-run to verify: \(verify)",
            ])
        case .mismatch(let report, let overlayWritten, let artifacts):
            return paragraphs([
                "Snapshot \(snapshot) does not match its reference.",
                changes(in: outcome) ?? "",
                Self.bounded(report.textDiff, maxLines: Self.maxDiffLines, rest: "more diff lines: compare the reference with the pending file"),
                lines([
                    reference,
                    pending,
                    overlayWritten ? field("Overlay", directory.display(location.overlay(in: directory.url))) : "",
                    artifactsField(artifacts),
                ]),
                lines([field("Accept", acceptCommand), review, field("Re-record", rerun("failed")), diffCommand]),
            ])
        case .rerecorded(let report):
            return paragraphs([
                "Snapshot \(snapshot) does not match its reference, so it was re-recorded: \(record.sentence).",
                Self.bounded(report.summary, maxLines: Self.maxChangeLines, rest: "more changes", causeLines: report.causes.count),
                Self.bounded(report.textDiff, maxLines: Self.maxDiffLines, rest: "more diff lines"),
                recorded,
                "Review the change, then re-run to verify: \(verify)",
            ])
        case .unreadable(let reason):
            return paragraphs([
                "Could not read reference \(snapshot): \(Self.bounded(reason, maxLines: 1, lineLength: 1_000, rest: "more lines")). Nothing was overwritten.",
                reference,
                "Fix or delete the file, then record it: \(rerun("missing"))",
            ])
        case .storeFailed(let error):
            return Self.storeFailed(error, location: location, directory: directory)
        }
    }

    /// `Diff:      ksdiff '…/a.svg' '…/a.new.svg'` when the scope names a diff tool (`.snapshots(diffTool:)`).
    private var diffCommand: String {
        guard let tool = SnapshotScope.current.diffTool else { return "" }
        return field(
            "Diff",
            tool.command(reference: location.reference(in: directory.url).path, pending: location.pending(in: directory.url).path))
    }

    /// A mismatch's change list as the message shows it, or `nil` for any other outcome.
    package func changes(in outcome: SnapshotOutcome) -> String? {
        guard case .mismatch(let report, _, _) = outcome else { return nil }
        return Self.bounded(report.summary, maxLines: Self.maxChangeLines, rest: "more changes: the overlay draws them all", causeLines: report.causes.count)
    }

    /// At most `maxLines` lines of `text`, each cut at `lineLength` (`maxLineLength`), and a last
    /// line counting what was left out (`… 40 more changes: the overlay draws them all`). A
    /// reason of the store's own (a path and a sentence saying what to do) keeps 1,000 characters.
    package static func bounded(_ text: String, maxLines: Int, lineLength: Int = maxLineLength, rest: String, causeLines: Int = 0) -> String {
        ChangeSummary.bounded(text, maxLines: maxLines, lineLength: lineLength, rest: rest, causeLines: causeLines)
    }

    /// A file operation failed; it names the file relative to the package root where it can.
    package static func storeFailed(_ error: StoreError, location: ReferenceLocation, directory: SnapshotDirectory) -> String {
        let path = directory.display(URL(fileURLWithPath: error.path))
        return """
            Could not store snapshot "\(location.referenceFileName)": could not \(error.action) \(path): \(error.reason). \
            No reference was damaged.

            Reference: \(directory.display(location.reference(in: directory.url)))
            """
    }

    /// `swift run snapshot-cli accept ShopTests/MallTests/testMall.1`, naming the snapshot directory when it is not the default.
    private var acceptCommand: String { cli("accept", location.id) }
    private var rejectCommand: String { cli("reject", location.id) }

    /// `snapshot-cli WORDS` as it runs where the test is: `swift run` in a package (naming a
    /// folder that is not the default); in an Xcode project, the installed command with the
    /// snapshot folder's absolute path, so it works from any folder it is pasted in.
    private func cli(_ words: String...) -> String {
        guard directory.packageRoot != nil else { return NextCommand.Style.project(snapshots: directory.path).cli(words) }
        return inSnapshotDirectory(([NextCommand.cliPrefix] + words.map(ShellWord.quoted)).joined(separator: " "))
    }

    /// Running the test again: `swift test --filter` in a package; in an Xcode project, by name
    /// (Xcode, `xcodebuild test -only-testing:`), there is no one command that fits every project.
    private var verify: String {
        directory.packageRoot != nil ? NextCommand.verify(location.testName) : "run \(ReferenceLocation.bareTestName(location.testName)) again"
    }

    /// Running it again with `SNAPSHOT_RECORD` set to `mode`.
    private func rerun(_ mode: String) -> String {
        guard directory.packageRoot == nil else { return "SNAPSHOT_RECORD=\(mode) \(verify)" }
        return "set SNAPSHOT_RECORD=\(mode) in the test's environment (its scheme or test plan), then \(verify)"
    }

    private func inSnapshotDirectory(_ command: String) -> String {
        guard !directory.isDefault else { return command }
        return "\(SnapshotDirectory.environmentKey)=\(ShellWord.quoted(directory.display(directory.url))) \(command)"
    }

    private func artifactsField(_ artifacts: URL?) -> String {
        guard let artifacts else { return "" }
        return field("Artifacts", directory.display(artifacts.appendingPathComponent(location.folderPath)))
    }

    /// `Pending:   path`: labels padded so the values line up.
    private func field(_ label: String, _ value: String) -> String {
        let head = label + ":"
        return head + String(repeating: " ", count: max(1, 11 - head.count)) + value
    }

    private func lines(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Non-empty parts, trailing newlines trimmed, separated by blank lines.
    private func paragraphs(_ parts: [String]) -> String {
        parts.map(trimmingTrailingNewlines).filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    private func trimmingTrailingNewlines(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
