import Foundation
import Testing
@testable import SnapshotCLI
@testable import Snapshot
import TestSupport

/// `apply` carries out the review page's decisions, and refuses, changing nothing, whatever no
/// longer matches what the page showed.
@Suite struct ApplyCommandTests {
    /// Two failing snapshots and a new one, reviewed into `review/`.
    static func reviewedPackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.snapshot("S/Home/a.1.txt", "old a")
        try package.snapshot("S/Home/a.1.new.txt", "new a")
        try package.snapshot("S/Home/b.1.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>")
        try package.snapshot("S/Home/b.1.new.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"2\"/></svg>")
        try package.snapshot("S/Cart/c.1.new.layout", "new c")
        #expect(CLIRun.run(["review", "--output", "review"], in: package.root).status == 0)
        return package
    }

    /// What the page's script writes: each decided entry's data attributes, sorted by snapshot.
    static func decisions(_ package: TemporaryPackage, _ verdicts: [String: String], page: String? = nil) throws -> String {
        try decisions(html: try package.read("review/index.html"), verdicts, page: page)
    }

    /// The same, from the page's HTML.
    static func decisions(html: String, _ verdicts: [String: String], page: String? = nil) throws -> String {
        let pageID = try #require(html.firstMatch(of: /name="snapshot-review-page" content="([0-9a-f]{16})"/)).1
        var entries: [String] = []
        for match in html.matches(of: /data-snapshot="([^"]+)" data-reference-digest="([0-9a-f]*)" data-pending-digest="([0-9a-f]{16})" data-file="([^"]+)"/) {
            guard let verdict = verdicts[String(match.1)] else { continue }
            let reference = match.2.isEmpty ? "null" : "\"\(match.2)\""
            entries.append(
                #"{"snapshot": "\#(match.1)", "decision": "\#(verdict)", "reference": \#(reference), "pending": "\#(match.3)", "file": "\#(match.4)"}"#)
        }
        return #"{"format": "snapshot-review-decisions/1", "page": "\#(page ?? String(pageID))", "decisions": [\#(entries.sorted().joined(separator: ","))]}"#
    }

    @Test func acceptsAndRejectsWhatThePageDecided() throws {
        let package = try Self.reviewedPackage()
        try package.write(
            "decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept", "S/Home/b.1.svg": "reject", "S/Cart/c.1.layout": "accept"]))
        let run = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(run.status == 0)
        #expect(
            run.output == """
                accepted S/Cart/c.1.layout (new reference)
                accepted S/Home/a.1.txt (replaced its reference)
                rejected S/Home/b.1.svg (the reference stays as it was)
                applied 3 decisions: 2 accepted, 1 rejected

                """)
        #expect(try package.read("__Snapshots__/S/Home/a.1.txt") == "new a")
        #expect(try package.read("__Snapshots__/S/Cart/c.1.layout") == "new c")
        #expect(try package.read("__Snapshots__/S/Home/b.1.svg").contains("<rect/>"))
        #expect(!package.exists("__Snapshots__/S/Home/b.1.new.svg"))
        // Applied again, everything is done already: said, nothing changes.
        let before = package.files()
        let again = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("done S/Cart/c.1.layout (accepted by an earlier apply)\n"))
        #expect(package.files() == before)
    }

    /// A rejected new snapshot that is not here (a decisions file from another checkout, or
    /// one applied before) is not claimed as carried out: apply says what it found.
    @Test func aRejectionOfASnapshotThatIsNotHereSaysSo() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Cart/c.1.layout": "reject"]))
        try FileManager.default.removeItem(at: package.snapshots.appendingPathComponent("S/Cart/c.1.new.layout"))
        let run = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                "done S/Cart/c.1.layout (nothing to reject: no pending file and no reference here; rejected by an earlier apply, or never in this checkout)\n"
            ), "\(run.output)")
    }

    /// An apply stopped part way (killed, a full disk) is resumed by applying the same file
    /// again: what was carried out is skipped, the rest is done.
    @Test func aStoppedApplyResumesWhereItStopped() throws {
        let package = try Self.reviewedPackage()
        try package.write(
            "decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept", "S/Home/b.1.svg": "reject", "S/Cart/c.1.layout": "accept"]))
        // The first decision (sorted: S/Cart/c.1.layout) was carried out before the stop, but for
        // removing its pending file: the reference holds the rendering, the pending file is still there.
        try package.snapshot("S/Cart/c.1.layout", "new c")
        let run = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output == """
                done S/Cart/c.1.layout (accepted by an earlier apply)
                accepted S/Home/a.1.txt (replaced its reference)
                rejected S/Home/b.1.svg (the reference stays as it was)
                applied 3 decisions: 2 accepted, 1 rejected

                """)
        #expect(try package.read("__Snapshots__/S/Home/a.1.txt") == "new a")
        #expect(!package.exists("__Snapshots__/S/Home/b.1.new.svg"))
        #expect(!package.exists("__Snapshots__/S/Cart/c.1.new.layout"))
        #expect(try package.read("__Snapshots__/S/Cart/c.1.layout") == "new c")
    }

    /// A test run that rewrites a pending file after the checks must not get its new bytes
    /// accepted: each rendering is read and compared again when it is accepted, and the bytes
    /// compared are the bytes written.
    @Test func aRenderingRewrittenAfterTheChecksIsNotAccepted() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept", "S/Cart/c.1.layout": "accept"]))
        var apply = ApplyCommand(decisionsPath: "decisions.json", from: nil, packagePath: nil)
        apply.willCarryOut = { decision in
            if decision.key.referencePath == "S/Home/a.1.txt" { try? package.snapshot("S/Home/a.1.new.txt", "unreviewed a") }
        }
        let output = CapturedText()
        let context = CommandContext(
            console: Console(writeOutput: output.append, writeError: output.append, style: TextStyle(colors: false)),
            environment: [:], currentDirectory: package.root, testRunner: UnusedTestRunner(), opener: { _ in false })
        let error = #expect(throws: CLIError.self) { _ = try apply.run(in: context) }
        #expect(
            error?.message == "decisions.json: decisions[1] (S/Home/a.1.txt): its pending rendering changed while the decisions were carried out "
                + "(a test run?); it was not accepted (1 of 2 decisions were carried out before it; 'snapshot-cli apply decisions.json' again carries out the rest)"
        )
        #expect(try package.read("__Snapshots__/S/Home/a.1.txt") == "old a")
        #expect(try package.read("__Snapshots__/S/Home/a.1.new.txt") == "unreviewed a")
        #expect(try package.read("__Snapshots__/S/Cart/c.1.layout") == "new c")
    }

    /// The same for a rejection: a pending file a test run rewrote after the checks is not the
    /// one rejected, so it is not deleted.
    @Test func aRenderingRewrittenAfterTheChecksIsNotRejected() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Home/b.1.svg": "reject"]))
        var apply = ApplyCommand(decisionsPath: "decisions.json", from: nil, packagePath: nil)
        let rewritten = "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"3\"/></svg>"
        apply.willCarryOut = { _ in try? package.snapshot("S/Home/b.1.new.svg", rewritten) }
        let context = CommandContext(
            console: Console(writeOutput: { _ in }, writeError: { _ in }, style: TextStyle(colors: false)),
            environment: [:], currentDirectory: package.root, testRunner: UnusedTestRunner(), opener: { _ in false })
        let error = #expect(throws: CLIError.self) { _ = try apply.run(in: context) }
        #expect(
            error?.message.hasPrefix(
                "decisions.json: decisions[0] (S/Home/b.1.svg): its pending rendering changed while the decisions were carried out (a test run?); it was not rejected"
            ) == true)
        #expect(try package.read("__Snapshots__/S/Home/b.1.new.svg") == rewritten)
    }

    /// Decisions made on a CI run's page, applied in a checkout with no pending files: the
    /// error says to add --from with the downloaded review folder.
    @Test func aCIPagesDecisionsWithoutFromSayToAddIt() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept"]))
        for pending in ["S/Home/a.1.new.txt", "S/Home/b.1.new.svg", "S/Cart/c.1.new.layout"] {
            try FileManager.default.removeItem(at: package.snapshots.appendingPathComponent(pending))
        }
        let run = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(run.status == 2)
        #expect(
            run.error == "error: decisions.json: decisions[0] (S/Home/a.1.txt): nothing is pending for it (if the page came from a "
                + "CI run, download its review folder and add --from REVIEW-DIR); nothing was changed\n")
    }

    /// A CI run's review folder, downloaded: the renderings come from it into a checkout that
    /// has only the references.
    @Test func fromAReviewFolderTheRenderingsComeFromIt() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept", "S/Cart/c.1.layout": "accept"]))
        for pending in ["S/Home/a.1.new.txt", "S/Home/b.1.new.svg", "S/Cart/c.1.new.layout"] {
            try FileManager.default.removeItem(at: package.snapshots.appendingPathComponent(pending))
        }
        let run = CLIRun.run(["apply", "decisions.json", "--from", "review"], in: package.root)
        #expect(run.status == 0, "\(run.error)")
        #expect(try package.read("__Snapshots__/S/Home/a.1.txt") == "new a")
        #expect(try package.read("__Snapshots__/S/Cart/c.1.layout") == "new c")
    }

    @Test func aReferenceThatMovedSinceTheReviewRefusesTheWholeFile() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept", "S/Cart/c.1.layout": "accept"]))
        try package.snapshot("S/Home/a.1.txt", "edited since")
        let before = package.files()
        let run = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(run.status == 2)
        #expect(
            run.error
                == "error: decisions.json: decisions[1] (S/Home/a.1.txt): its reference changed since the review; nothing was changed. Review again and decide on what is there now\n"
        )
        #expect(package.files() == before)
        #expect(try package.read("__Snapshots__/S/Cart/c.1.new.layout") == "new c")
    }

    @Test func aNewerRenderingOrAnotherPageIsRefused() throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept"]))
        try package.snapshot("S/Home/a.1.new.txt", "newer a")
        #expect(CLIRun.run(["apply", "decisions.json"], in: package.root).error.contains("its pending rendering changed since the review"))
        try package.write("other.json", try Self.decisions(package, ["S/Home/a.1.txt": "accept"], page: "0123456789abcdef"))
        let other = CLIRun.run(["apply", "other.json", "--from", "review"], in: package.root)
        #expect(other.status == 2)
        #expect(other.error.contains("other.json: was made on another review page (0123456789abcdef)"))
        #expect(try package.read("__Snapshots__/S/Home/a.1.txt") == "old a")
    }

    /// A link committed inside `__Snapshots__` (`Evil -> outside`, `Up -> ..`) never leads a
    /// decision out of it: an accept (local or `--from`) or a reject through one is refused
    /// before anything is changed, and nothing outside the folder is written, moved or removed.
    @Test(arguments: [
        (["apply", "decisions.json"], "Evil/T/a.1.txt", "accept", "Evil"),
        (["apply", "decisions.json"], "Evil/T/a.1.txt", "reject", "Evil"),
        (["apply", "decisions.json", "--from", "review"], "Up/CMakeLists.txt", "accept", "Up"),
        (["apply", "decisions.json", "--from", "review"], "Evil/T/b.1.txt", "accept", "Evil"),
    ])
    func linksInsideTheSnapshotFolderAreNeverFollowed(arguments: [String], snapshot: String, decision: String, link: String) throws {
        let package = try Self.reviewedPackage()
        try package.write("outside/T/a.1.txt", "old outside")
        try package.write("outside/T/a.1.new.txt", "new outside")
        try FileManager.default.createSymbolicLink(
            atPath: package.snapshots.appendingPathComponent("Evil").path, withDestinationPath: package.root.appendingPathComponent("outside").path)
        try FileManager.default.createSymbolicLink(atPath: package.snapshots.appendingPathComponent("Up").path, withDestinationPath: "..")
        let html = try package.read("review/index.html")
        let page = try #require(html.firstMatch(of: /name="snapshot-review-page" content="([0-9a-f]{16})"/)).1
        let file = try #require(html.firstMatch(of: /data-snapshot="S\/Home\/a.1.txt"[^>]*data-file="([^"]+)"/)).1
        let local = snapshot.hasPrefix("Evil/T/a")
        let reference = local ? #""\#(StableDigest.hex(of: "old outside"))""# : "null"
        let pending = StableDigest.hex(of: local ? "new outside" : "new a")
        try package.write(
            "decisions.json",
            #"{"format": "snapshot-review-decisions/1", "page": "\#(page)", "decisions": [{"snapshot": "\#(snapshot)", "decision": "\#(decision)", "reference": \#(reference), "pending": "\#(pending)", "file": "\#(file)"}]}"#
        )
        let run = CLIRun.run(arguments, in: package.root)
        #expect(run.status == 2)
        #expect(
            run.error.contains(
                "__Snapshots__/\(link): it is a symbolic link, which is never followed: snapshot files are only read and written in real folders under "),
            "\(run.error)")
        #expect(run.error.hasSuffix("; nothing was changed\n"))
        #expect(try package.read("outside/T/a.1.txt") == "old outside")
        #expect(try package.read("outside/T/a.1.new.txt") == "new outside")
        #expect(!package.exists("outside/T/b.1.txt") && !package.exists("CMakeLists.txt"))
        #expect(try package.read("__Snapshots__/S/Home/a.1.new.txt") == "new a")
    }

    /// A decisions file is read up to 16 MiB (a 243 MB one once took more than 6 GB), and a
    /// `--from` rendering must be of the snapshot's own format (a text rendering once became an
    /// `.svg` reference).
    @Test func hugeDecisionsAndRenderingsOfAnotherFormatAreRefused() throws {
        let package = try Self.reviewedPackage()
        try package.write("huge.json", String(repeating: " ", count: 16 << 20) + "{}")
        let huge = CLIRun.run(["apply", "huge.json"], in: package.root)
        #expect(huge.status == 2)
        #expect(huge.error == "error: huge.json: cannot be read (it is 16777218 bytes, more than the 16777216 read at most)\n")
        let json = try Self.decisions(package, ["S/Home/b.1.svg": "accept"])
        let textFile = try #require(try package.read("review/index.html").firstMatch(of: /data-file="(files\/[0-9]+-actual\.txt)"/)).1
        let swapped = json.replacing(/files\/[0-9]+-actual\.svg/, with: String(textFile))
        #expect(swapped != json)
        try package.write("decisions.json", swapped)
        let before = package.files()
        let run = CLIRun.run(["apply", "decisions.json", "--from", "review"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: decisions.json: decisions[0] (S/Home/b.1.svg): its file \(textFile) is not a .svg rendering; nothing was changed\n")
        #expect(package.files() == before)
    }

    /// Issue 39: the command line's and the page's group decisions are one record. A snapshot with
    /// two causes whose inset group `accept --group` accepted shows on the page as accepted for
    /// that group, waiting for the other; the page's "wait" decision with its accepted groups,
    /// applied, is recorded as `accept --group` records it, and accepting the other group from
    /// the command line then takes the snapshot.
    @Test func groupDecisionsOfTheCommandLineAndThePageAreOneRecord() throws {
        let package = try TemporaryPackage()
        let (old, both) = (Renderings.svg(), Renderings.svg(inset: 20, height: 260))
        for name in ["S/T/x.1", "S/T/y.1"] { try package.failing(name, from: old, to: both) }
        let causes = Renderings.change(old, both).causes
        let (insetGroup, heightGroup) = (ChangeGroups.id(of: causes[0]), ChangeGroups.id(of: causes[1]))
        // The command line accepts the inset for x only (y's reference is checked out again after).
        #expect(CLIRun.run(["accept", "--group", insetGroup], in: package.root).status == 0)
        try package.snapshot("S/T/y.1.svg", old)
        #expect(CLIRun.run(["review", "--output", "review"], in: package.root).status == 0)
        let html = try package.read("review/index.html")
        let accepted = html.matches(of: /data-snapshot="(S\/T\/[xy]\.1\.svg)"[^>]*data-accepted-groups="([^"]*)"/).map { "\($0.1)=\($0.2)" }
        #expect(accepted.sorted() == ["S/T/x.1.svg=\(insetGroup)", "S/T/y.1.svg="])
        // The page: y waits too once the inset group is accepted on it; both go as "wait".
        let pageID = try #require(html.firstMatch(of: /name="snapshot-review-page" content="([0-9a-f]{16})"/)).1
        let entries = html.matches(of: /data-snapshot="([^"]+)" data-reference-digest="([0-9a-f]*)" data-pending-digest="([0-9a-f]{16})" data-file="([^"]+)"/)
            .map {
                #"{"snapshot": "\#($0.1)", "decision": "wait", "groups": ["\#(insetGroup)"], "reference": "\#($0.2)", "pending": "\#($0.3)", "file": "\#($0.4)"}"#
            }
        try package.write(
            "decisions.json", #"{"format": "snapshot-review-decisions/1", "page": "\#(pageID)", "decisions": [\#(entries.joined(separator: ","))]}"#)
        let applied = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(applied.status == 0, "\(applied.error)")
        #expect(applied.output.hasSuffix("applied 2 decisions: 0 accepted, 0 rejected, 2 waiting\n"), "\(applied.output)")
        #expect(try package.read("__Snapshots__/S/T/y.1.svg") == old)
        let second = CLIRun.run(["accept", "--group", heightGroup], in: package.root)
        #expect(second.output == "accepted S/T/x.1.svg (replaced its reference)\naccepted S/T/y.1.svg (replaced its reference)\n", "\(second.output)")
    }

    /// Malformed and hostile decisions files: an error naming the entry, exit 2, nothing changed.
    @Test(
        arguments: [
            ("{", "decisions.json: line 1, column 2: expected a key in double quotes or \"}\", found the end of the file"),
            (
                #"{"format": "other/1", "page": "0123456789abcdef", "decisions": []}"#,
                "decisions.json: format: expected \"snapshot-review-decisions/1\", found \"other/1\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "../../etc/passwd.txt", "decision": "accept", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].snapshot: expected a snapshot's path in the snapshot folder (ShopTests/HomeTests/home.iphone-se.svg), without '..', '/' first or hidden folders, found \"../../etc/passwd.txt\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "/etc/passwd.txt", "decision": "accept", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].snapshot: expected a snapshot's path in the snapshot folder (ShopTests/HomeTests/home.iphone-se.svg), without '..', '/' first or hidden folders, found \"/etc/passwd.txt\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/\u001b[2Jx\nnew.1.txt", "decision": "accept", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].snapshot: expected a snapshot's path in the snapshot folder (ShopTests/HomeTests/home.iphone-se.svg), without '..', '/' first or hidden folders, found \"S/Home/\\u001B[2Jx\\nnew.1.txt\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "maybe", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].decision: expected one of \"accept\", \"reject\", \"wait\", found \"maybe\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "accept", "pending": "xyz"}]}"#,
                "decisions.json: decisions[0].pending: expected 16 lowercase hex digits, found \"xyz\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "accept", "pending": "0123456789abcdef", "file": "../../x.txt"}]}"#,
                "decisions.json: decisions[0].file: expected a rendering of the review folder (files/NNN-actual.svg, .txt or .layout), found \"../../x.txt\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "accept", "pending": "0123456789abcdef"}, {"snapshot": "S/Home/a.1.txt", "decision": "reject", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[1].snapshot: expected each snapshot once, found S/Home/a.1.txt again (first in decisions[0])"
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Nowhere/z.1.txt", "decision": "accept", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0] (S/Nowhere/z.1.txt): nothing is pending for it (accepted or rejected already?); nothing was changed"
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "accept", "pending": "0123456789abcdef", "extra": 1}]}"#,
                "decisions.json: decisions[0].extra: expected one of \"snapshot\", \"decision\", \"groups\", \"reference\", \"pending\", \"file\", found unknown key \"extra\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "wait", "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].groups: expected the change groups accepted for a snapshot that waits, found nothing"
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "accept", "groups": ["c0123abcd"], "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].groups: expected no \"groups\" but on a \"wait\" decision, found an array"
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "wait", "groups": [], "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].groups: expected at least one change group id, found an empty array"
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "wait", "groups": ["c0123abcd", "../x\t"], "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].groups[1]: expected a change group id (c3f9a1c2e), found \"../x\\t\""
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "wait", "groups": ["c0123abcd", "c0123abcd"], "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].groups[1]: expected each group once, found c0123abcd again"
            ),
            (
                #"{"format": "snapshot-review-decisions/1", "page": "0123456789abcdef", "decisions": [{"snapshot": "S/Home/a.1.txt", "decision": "wait", "groups": ["#
                    + Array(repeating: #""c0123abcd""#, count: 257).joined(separator: ",") + #"], "pending": "0123456789abcdef"}]}"#,
                "decisions.json: decisions[0].groups: expected at most 256 change group ids, found 257"
            ),
        ] as [(String, String)])
    func hostileDecisionsAreRefusedAndChangeNothing(json: String, error: String) throws {
        let package = try Self.reviewedPackage()
        try package.write("decisions.json", json)
        let before = package.files()
        let run = CLIRun.run(["apply", "decisions.json"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: \(error)\n")
        #expect(package.files() == before)
    }
}
