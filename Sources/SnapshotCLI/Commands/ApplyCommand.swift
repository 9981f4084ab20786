import Foundation
import Snapshot

/// `snapshot-cli apply`: carries out the decisions made on the review page.
///
/// Every decision is checked before anything is touched: the reference must still be the one
/// the page showed (same digest, or still none), and the rendering to accept must be the one
/// the page showed: the local pending file, or with `--from` the review folder's copy (a CI
/// artifact), whose page must be the one the decisions were made on. One stale decision
/// refuses the whole file, naming the snapshot; then nothing is changed. Each file is read
/// again when its decision is carried out, and the bytes compared then are the bytes written.
/// A run stopped part way (killed, a full disk) is resumable: applying the same file again
/// skips what was carried out (the reference already holds the accepted rendering, or a
/// rejected one's pending file is gone) and does the rest.
struct ApplyCommand: Command {
    static let name = "apply"
    static let help = CommandHelp(
        summary: "Carry out the decisions made on the review page (decisions.json).",
        usage: "apply DECISIONS.json [--from REVIEW-DIR] [--package-path DIR]",
        discussion: """
            Accepts and rejects what the review page's decisions file says. Each decision holds digests of the
            reference and the rendering the page showed; when either is no longer what is on disk (a newer run,
            an earlier apply), nothing at all is changed and the snapshot is named. Without --from the pending
            files in __Snapshots__ are accepted (renamed over their references) or rejected (deleted). With
            --from REVIEW-DIR, a review folder made elsewhere (a CI run's artifact), the renderings are taken
            from that folder into the local __Snapshots__, and the decisions must come from its page.
            """,
        examples: [
            ("snapshot-cli apply ~/Downloads/decisions.json", "Carries out the decisions on the local pending files."),
            ("snapshot-cli apply decisions.json --from ci-review", "Takes the accepted renderings from a CI run's review folder."),
        ])
    static let options: [OptionSpec] = [
        OptionSpec("--from", value: "REVIEW-DIR", help: "A review folder (a CI artifact) to take the accepted renderings from."),
        .packagePath,
        .snapshots,
    ]
    static let allowsPositionals = true

    var decisionsPath: String
    var from: String?
    var packagePath: String?
    /// Runs after every decision is checked, before each is carried out: tests change files there.
    var willCarryOut: (ReviewDecisions.Decision) -> Void = { _ in }

    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> ApplyCommand {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw CLIError("'apply' takes one decisions file (the review page's Download decisions), not \(arguments.positionals.count)")
        }
        return ApplyCommand(decisionsPath: path, from: arguments.value("--from"), packagePath: arguments.value("--package-path"))
    }

    /// One decision, checked: what to do, and with `--from` the bytes to write.
    private struct Step {
        var decision: ReviewDecisions.Decision
        var copy: Data?
        var replaces: Bool
        /// Carried out already (an earlier `apply` of the same file that was stopped): skipped.
        var done = false
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitStatus {
        let location = try PackageLocation.find(packagePath: packagePath, in: context)
        let decisions = try ReviewDecisions.read(
            try FileSystem.read(context.url(forPath: decisionsPath), named: decisionsPath, maximumBytes: ReviewDecisions.maximumBytes),
            file: decisionsPath)
        let review = from.map(context.url(forPath:))
        if let review, let from { try checkPage(of: review, named: from, against: decisions) }
        let folder = try location.scanSnapshots()
        var steps: [Step] = []
        for decision in decisions.decisions {
            steps.append(try check(decision, in: folder, review: review))
        }
        var applied = 0
        var waiting: [(decision: ReviewDecisions.Decision, groups: [String])] = []
        for step in steps {
            let name = step.decision.key.referencePath
            if case .wait(let groups) = step.decision.verdict {
                waiting.append((step.decision, groups))
                continue
            }
            if step.done {
                // Stopped between writing the reference and removing the pending file: finish that.
                if try FileSystem.digest(folder.file(step.decision.key.pendingPath), named: step.decision.key.pendingPath) == step.decision.pending {
                    try FileSystem.remove(folder.file(step.decision.key.pendingPath), named: step.decision.key.pendingPath)
                }
                // A new snapshot rejected before leaves nothing behind, as one never here does: said so, not claimed.
                let how =
                    step.decision.accept
                    ? "accepted by an earlier apply"
                    : step.decision.reference == nil
                        ? "nothing to reject: no pending file and no reference here; rejected by an earlier apply, or never in this checkout"
                        : "rejected by an earlier apply"
                context.console.line("\(context.console.style.dim("done")) \(name) (\(how))")
                continue
            }
            willCarryOut(step.decision)
            do throws(CLIError) {
                try carryOut(step, in: folder)
            } catch {
                throw CLIError(
                    "\(error.message) (\(applied) of \(steps.count) decisions were carried out before it; "
                        + "'snapshot-cli apply \(decisionsPath)' again carries out the rest)")
            }
            applied += 1
            if step.decision.accept {
                context.console.line("\(context.console.style.green("accepted")) \(name) (\(step.replaces ? "replaced its reference" : "new reference"))")
            } else {
                context.console.line("\(context.console.style.yellow("rejected")) \(name) (the reference stays as it was)")
            }
        }
        try record(waiting, in: folder, records: location.runRecord, context: context)
        try PendingSelection.removeStaleOverlays(
            of: steps.filter { $0.decision.verdict == .accept || $0.decision.verdict == .reject }.map(\.decision.key), in: folder, context: context)
        let accepted = steps.filter(\.decision.accept).count
        let rejected = steps.filter { $0.decision.verdict == .reject }.count
        context.console.line(
            "applied \(steps.count) decisions: \(accepted) accepted, \(rejected) rejected" + (waiting.isEmpty ? "" : ", \(waiting.count) waiting"))
        return .success
    }

    /// Records the groups accepted on the page for the snapshots that wait for another, as
    /// `accept --group` records its own (`RunRecord.AcceptedGroup`: the pending file's digest and
    /// when the reference was written), so that accepting the other group from the command line
    /// takes them.
    /// With `--from` nothing is recorded: a record binds to a pending file of this checkout.
    private func record(
        _ waiting: [(decision: ReviewDecisions.Decision, groups: [String])], in folder: SnapshotFolder, records: RunRecord, context: CommandContext
    ) throws(CLIError) {
        guard !waiting.isEmpty else { return }
        guard from == nil else {
            for (decision, _) in waiting {
                context.console.line(
                    "\(context.console.style.dim("waiting")) \(decision.key.referencePath): the groups accepted for it are not recorded "
                        + "(a record is for a pending file of this checkout: run the tests here, then accept its groups)")
            }
            return
        }
        var accepted = try records.acceptedGroups().accepted
        for (decision, groups) in waiting {
            let pending = folder.file(decision.key.pendingPath)
            guard try FileSystem.digest(pending, named: decision.key.pendingPath) == decision.pending else {
                throw CLIError("\(decisionsPath): \(decision.label): its pending rendering changed while the decisions were carried out (a test run?)")
            }
            let written = FileSystem.writtenStamp(folder.file(decision.key.referencePath))
            accepted = accepted.filter { $0.snapshot != decision.key.referencePath }
            for group in groups {
                accepted.insert(RunRecord.AcceptedGroup(group: group, snapshot: decision.key.referencePath, digest: decision.pending, written: written))
            }
            context.console.line(
                "\(context.console.style.yellow("waiting")) \(decision.key.referencePath): group \(groups.joined(separator: " and ")) accepted for it; "
                    + "it waits for another of its groups ('snapshot-cli accept --group ID' accepts it with that one)")
        }
        try records.writeAcceptedGroups(accepted)
    }

    /// Carries out one decision, reading each file again at that moment: the reference must
    /// still be the one checked, and the rendering accepted is the bytes read and compared now
    /// (written over the reference), never a file renamed after its check.
    private func carryOut(_ step: Step, in folder: SnapshotFolder) throws(CLIError) {
        let decision = step.decision
        let key = decision.key
        let refused = "\(decisionsPath): \(decision.label)"
        guard try FileSystem.digest(folder.file(key.referencePath), named: key.referencePath) == decision.reference else {
            throw CLIError("\(refused): its reference changed while the decisions were carried out")
        }
        guard decision.accept else {
            // A rendering rewritten since the check (a test run) is not the one rejected: it stays
            // (one read decides, and the file is removed only when it is the one decided on).
            let pending = folder.file(key.pendingPath)
            guard try FileSystem.digest(pending, named: key.pendingPath) == decision.pending else {
                if from == nil {
                    throw CLIError("\(refused): its pending rendering changed while the decisions were carried out (a test run?); it was not rejected")
                }
                return
            }
            try FileSystem.remove(pending, named: key.pendingPath)
            return
        }
        let bytes: Data
        if let copy = step.copy {
            bytes = copy
        } else {
            let pending = try FileSystem.read(folder.file(key.pendingPath), named: key.pendingPath)
            guard FileSystem.digest(of: pending) == decision.pending else {
                throw CLIError("\(refused): its pending rendering changed while the decisions were carried out (a test run?); it was not accepted")
            }
            bytes = pending
        }
        try folder.makeReference(bytes, of: key)
    }

    /// Whether the decision still holds: the reference and the rendering are what the page showed.
    private func check(_ decision: ReviewDecisions.Decision, in folder: SnapshotFolder, review: URL?) throws(CLIError) -> Step {
        let key = decision.key
        let refused = "\(decisionsPath): \(decision.label)"
        let reference = try FileSystem.digest(folder.file(key.referencePath), named: key.referencePath)
        // An earlier apply of this file that stopped part way: what it carried out is skipped.
        let pendingNow = try FileSystem.digest(folder.file(key.pendingPath), named: key.pendingPath)
        if decision.accept, reference == decision.pending, decision.reference != decision.pending {
            return Step(decision: decision, copy: nil, replaces: decision.reference != nil, done: true)
        }
        if decision.verdict == .reject, reference == decision.reference, pendingNow == nil, review == nil {
            return Step(decision: decision, copy: nil, replaces: false, done: true)
        }
        guard reference == decision.reference else {
            let what =
                decision.reference == nil
                ? "a reference exists now, which the page did not show (accepted or recorded since the review)"
                : (reference == nil ? "its reference is gone since the review" : "its reference changed since the review")
            throw CLIError("\(refused): \(what); nothing was changed. Review again and decide on what is there now")
        }
        // With --from a waiting snapshot keeps waiting: its groups are recorded for local files only.
        if review != nil, case .wait = decision.verdict { return Step(decision: decision, copy: nil, replaces: false) }
        if let review {
            guard let file = decision.file else {
                throw CLIError("\(refused): names no file of the review folder, which --from needs; nothing was changed")
            }
            guard file.hasSuffix("." + key.format.pathExtension) else {
                throw CLIError("\(refused): its file \(file) is not a .\(key.format.pathExtension) rendering; nothing was changed")
            }
            let copy = try FileSystem.read(ConfinedPath(root: review.path, relativePath: file, rootIsNamed: true), named: "\(from ?? "")/\(file)")
            guard StableDigest.hex(of: String(decoding: copy, as: UTF8.self)) == decision.pending, String(data: copy, encoding: .utf8) != nil else {
                throw CLIError("\(refused): \(file) in the review folder is not the rendering the page showed; nothing was changed")
            }
            return Step(decision: decision, copy: decision.accept ? copy : nil, replaces: reference != nil)
        }
        guard let pending = pendingNow else {
            // A page made on CI shows renderings this checkout never had: its folder must come along.
            let hint =
                decision.file == nil || !folder.pending.isEmpty
                ? "accepted or rejected already?"
                : "if the page came from a CI run, download its review folder and add --from REVIEW-DIR"
            throw CLIError("\(refused): nothing is pending for it (\(hint)); nothing was changed")
        }
        guard pending == decision.pending else {
            throw CLIError("\(refused): its pending rendering changed since the review (a newer test run); nothing was changed. Review again")
        }
        return Step(decision: decision, copy: nil, replaces: reference != nil)
    }

    /// The page id in the review folder's index.html must be the decisions' page.
    private func checkPage(of review: URL, named name: String, against decisions: ReviewDecisions) throws(CLIError) {
        let html = String(decoding: try FileSystem.read(review.appendingPathComponent("index.html"), named: "\(name)/index.html"), as: UTF8.self)
        let marker = #"<meta name="snapshot-review-page" content=""#
        guard let start = html.range(of: marker) else {
            throw CLIError("\(name): holds no review page made by 'snapshot-cli review'; nothing was changed")
        }
        let page = String(html[start.upperBound...].prefix(16))
        guard page == decisions.page else {
            throw CLIError("\(decisionsPath): was made on another review page (\(decisions.page)), not the one in \(name) (\(page)); nothing was changed")
        }
    }
}
