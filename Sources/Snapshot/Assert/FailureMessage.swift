import Foundation

/// Words a `SnapshotOutcome`: what happened, what differs, where the files are, what to run next.
///
///     Snapshot "testMall.1.svg" does not match reference.
///
///     segment 2 "GoodsSC": item 0 moved down 8
///
///     Reference: __Snapshots__/MallTests/testMall.1.svg
///     Pending:   __Snapshots__/MallTests/testMall.1.new.svg
///
///     Accept:    swift run snapshot-cli accept MallTests/testMall.1
///     Re-record: SNAPSHOT_RECORD=failed swift test --filter testMall
package struct FailureMessage {
    package var location: ReferenceLocation
    package var directory: SnapshotDirectory
    package var record: ResolvedRecordMode

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
        let verify = "swift test --filter \(location.testName)"
        switch outcome {
        case .matched:
            return nil
        case .recordedMissing:
            return paragraphs([
                "No reference was found for \(snapshot), so it was recorded: \(record.sentence).",
                recorded,
                "Check it, then re-run to verify: \(verify)",
            ])
        case .missingNotRecorded(let artifacts):
            return paragraphs([
                "No reference was found for \(snapshot), and none was recorded: \(record.sentence).",
                lines([field("Expected", directory.display(location.reference(in: directory.url))), artifactsField(artifacts)]),
                field("Record", "SNAPSHOT_RECORD=missing \(verify)"),
            ])
        case .recordedAll:
            return paragraphs([
                "Recorded \(snapshot) without comparing: \(record.sentence).",
                recorded,
                "Turn record mode off, then re-run to verify: \(verify)",
            ])
        case .mismatch(let report, let overlayWritten, let artifacts):
            return paragraphs([
                "Snapshot \(snapshot) does not match reference.",
                report.summary,
                report.textDiff,
                lines([
                    reference,
                    field("Pending", directory.display(location.pending(in: directory.url))),
                    overlayWritten ? field("Overlay", directory.display(location.overlay(in: directory.url))) : "",
                    artifactsField(artifacts),
                ]),
                lines([field("Accept", acceptCommand), field("Re-record", "SNAPSHOT_RECORD=failed \(verify)")]),
            ])
        case .rerecorded(let report):
            return paragraphs([
                "Snapshot \(snapshot) does not match reference, so it was re-recorded: \(record.sentence).",
                report.summary,
                report.textDiff,
                recorded,
                "Review the change, then re-run to verify: \(verify)",
            ])
        case .unreadable(let reason):
            return paragraphs([
                "Could not read reference \(snapshot): \(reason). Nothing was overwritten.",
                reference,
                "Fix or delete the file, then record it: SNAPSHOT_RECORD=missing \(verify)",
            ])
        case .storeFailed(let error):
            return Self.storeFailed(error, location: location, directory: directory)
        }
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

    /// `swift run snapshot-cli accept MallTests/testMall.1`, naming the snapshot directory when it is not the default.
    private var acceptCommand: String {
        let command = "swift run snapshot-cli accept \(location.id)"
        guard !directory.isDefault else { return command }
        return "\(SnapshotDirectory.environmentKey)=\(ShellWord.quoted(directory.display(directory.url))) \(command)"
    }

    private func artifactsField(_ artifacts: URL?) -> String {
        guard let artifacts else { return "" }
        return field("Artifacts", directory.display(artifacts.appendingPathComponent(location.testFile)))
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

/// Quotes a word for a POSIX shell when it holds anything but safe characters.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-", "/", "+", ",", ":", "@", "%": true
            default: false
            }
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
