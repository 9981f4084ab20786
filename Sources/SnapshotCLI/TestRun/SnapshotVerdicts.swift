import Foundation
import Snapshot

/// Every snapshot assertion of a run with what became of it, for reports CI systems read
/// (`JUnitReport`, `GitHubAnnotations`): one verdict per asserted reference, sorted.
struct SnapshotVerdict: Sendable, Equatable {
    enum Outcome: String, Sendable {
        case passed, failed, new, missing, recorded
    }

    /// `ShopTests/HomeTests/home.iphone-se.svg`.
    var reference: String
    var outcome: Outcome
    /// Where it was asserted: the test file (absolute, as the compiler gave it) and line, when known.
    var file: String?
    var line: Int?
    /// For a failure: the change list (or what happened) and the command that accepts it.
    var message: String?
    /// For a failing snapshot with causes: each of them, as its change list shows them.
    var causeLines: [String] = []

    /// `ShopTests/HomeTests`: the test file it belongs to (the suite).
    var suite: String {
        guard let slash = reference.lastIndex(of: "/") else { return reference }
        return String(reference[..<slash])
    }

    /// `home.iphone-se.svg`.
    var name: String {
        guard let slash = reference.lastIndex(of: "/") else { return reference }
        return String(reference[reference.index(after: slash)...])
    }

    /// Every asserted reference of a run, with its outcome and, for failures, its message; a
    /// reference of another folder is named from the package root (`Tests/Custom/ShopTests/…`),
    /// or in full outside it.
    static func of(_ result: SnapshotTestSession.Result, packageRoot: URL) -> [SnapshotVerdict] {
        result.folders.flatMap { folder in
            let prefix = folder.otherFolderName.map { JUnitReport.relative($0, to: packageRoot) + "/" } ?? ""
            return of(folder).map { verdict in
                var verdict = verdict
                verdict.reference = prefix + verdict.reference
                return verdict
            }
        }
    }

    private static func of(_ folder: SnapshotTestSession.FolderRun) -> [SnapshotVerdict] {
        let summary = folder.summary
        var changes: [String: String] = [:]
        var causeLines: [String: [String]] = [:]
        var groupsOf: [String: [String]] = [:]
        let lone = ChangeGroups.loneMembers(of: folder.groups)
        for group in folder.groups {
            changes.merge(group.changeLists) { first, _ in first }
            causeLines.merge(group.causeLines) { first, _ in first }
            for member in group.members where lone[member] == nil { groupsOf[member, default: []].append(group.id) }
        }
        var outcomes: [String: Outcome] = [:]
        for key in summary.passed { outcomes[key.referencePath] = .passed }
        for key in summary.recorded { outcomes[key.referencePath] = .recorded }
        for key in summary.failed { outcomes[key.referencePath] = .failed }
        for key in summary.pending { outcomes[key.referencePath] = .new }
        for key in summary.missing { outcomes[key.referencePath] = .missing }
        let keys = Dictionary((summary.failed + summary.pending).map { ($0.referencePath, $0) }, uniquingKeysWith: { first, _ in first })
        return outcomes.keys.sorted().compactMap { reference in
            guard let outcome = outcomes[reference] else { return nil }
            var verdict = SnapshotVerdict(reference: reference, outcome: outcome)
            if let source = folder.sources[reference], let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) {
                verdict.file = String(source[..<colon])
                verdict.line = line
            }
            let accept = keys[reference].map { AcceptCommandLine.accept($0, pending: folder.pendingAfter, style: folder.style) }
            let group = (groupsOf[reference] ?? []).map { " (group \($0): \(folder.style.cli(["accept", "--group", $0])))" }.joined()
            switch outcome {
            case .passed, .recorded:
                break
            case .failed:
                verdict.causeLines = causeLines[reference] ?? []
                verdict.message =
                    (changes[reference] ?? "The snapshot differs from its reference (not a layout change: see the pending file).")
                    + "\nAccept: \(accept ?? "")\(group)"
            case .new:
                verdict.message = "New snapshot, waiting for review.\nAccept: \(accept ?? "")\(group)"
            case .missing:
                verdict.message = "No reference, and none was recorded (CI).\nRecord: \(NextCommand.cli("record"))"
            }
            return verdict
        }
    }
}
