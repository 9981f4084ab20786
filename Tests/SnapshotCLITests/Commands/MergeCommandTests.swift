import Foundation
import Testing
@testable import Snapshot
@testable import SnapshotCLI
import TestSupport

/// `merge` and `prune --shards` on run folders written as `test --shard K/N --artifacts DIR` writes them.
@Suite struct MergeCommandTests {
    static func record(
        _ shard: String, passed: [String] = [], failed: [String] = [], suite: String? = "suite", references: String = "refs",
        complete: Bool = true
    ) throws -> RunFolder.Record {
        RunFolder.Record(
            shard: try Shard.parse(shard), suite: suite, references: references, complete: complete, passed: passed, failed: failed,
            pending: [], missing: [], recorded: [], touched: passed + failed,
            presentAtStart: ["S/Home/a.1.svg", "S/Home/b.1.svg", "S/Cart/c.1.svg", "S/Gone/old.1.svg"])
    }

    /// Two shards of one change on two snapshots and a pass, each with its copies under snapshots/.
    static func shardedPackage() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        for name in ["S/Home/a.1.svg", "S/Home/b.1.svg", "S/Cart/c.1.svg", "S/Gone/old.1.svg"] { try package.snapshot(name, "old") }
        // The shards ran on these very references (what `prune --shards` checks).
        let references = RunFolder.referencesDigest(FolderState.capture(try SnapshotFolder.scan(package.snapshots)))
        try RunFolder(url: package.root.appendingPathComponent("shard-1")).write(
            try record("1/2", passed: ["S/Cart/c.1.svg"], failed: ["S/Home/a.1.svg"], references: references))
        try RunFolder(url: package.root.appendingPathComponent("shard-2")).write(try record("2/2", failed: ["S/Home/b.1.svg"], references: references))
        // One change (the grid's left inset 16 → 20), worked out on merge from the copies' bytes.
        let (reference, pending) = (Renderings.svg(), Renderings.svg(inset: 20))
        let overlay = try #require(SnapshotComparison.compare(reference: reference, actual: pending)?.overlaySVG)
        for (shard, name) in [("shard-1", "S/Home/a.1"), ("shard-2", "S/Home/b.1")] {
            try package.write("\(shard)/snapshots/\(name).svg", reference)
            try package.write("\(shard)/snapshots/\(name).new.svg", pending)
            try package.write("\(shard)/snapshots/\(name).diff.svg", overlay)
        }
        return package
    }

    @Test func mergesTheShardsIntoOneSummaryGroupAndPage() throws {
        let package = try Self.shardedPackage()
        let run = CLIRun.run(["merge", "shard-2", "shard-1", "--output", "merged"], in: package.root)
        #expect(run.status == 1)  // two snapshots failed
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "snapshots: 1 passed, 2 failed, 0 recorded, 0 pending (2 of 2 shards)")
        // The one change the two shards saw is one group across them.
        #expect(lines.dropFirst().first?.contains(#": 2 snapshots · cause: inset left 16 → 20 in "GridSC""#) == true, "\(run.output)")
        let html = try package.read("merged/index.html")
        #expect(html.contains(#"data-snapshot="S/Home/a.1.svg""#) && html.contains(#"data-snapshot="S/Home/b.1.svg""#))
        #expect(html.contains("<section id=\"groups\">"))
    }

    /// A lone failure is printed as `test` prints it, by its name, never as a group id that
    /// `test` never showed.
    @Test func aLoneFailureIsNamedNotGivenAGroupID() throws {
        let package = try Self.shardedPackage()
        let references = try package.read("shard-2/run.json").firstMatch(of: /"references" : "([0-9a-f]+)"/).map { String($0.1) } ?? ""
        try RunFolder(url: package.root.appendingPathComponent("shard-2")).write(
            try Self.record("2/2", failed: ["S/Home/b.1.svg", "S/Cart/d.1.svg"], references: references))
        let (reference, pending) = (Renderings.svg(), Renderings.svg(banner: 200))
        try package.write("shard-2/snapshots/S/Cart/d.1.svg", reference)
        try package.write("shard-2/snapshots/S/Cart/d.1.new.svg", pending)
        let run = CLIRun.run(["merge", "shard-1", "shard-2", "--output", "merged"], in: package.root)
        #expect(run.output.contains(#"  failed S/Cart/d.1.svg: cause: "BannerCell" height 180 → 200 (+20) in "BannerSC""#), "\(run.output)")
        #expect(run.output.contains("\n         accept: swift run snapshot-cli accept S/Cart/d.1.svg\n"), "\(run.output)")
    }

    /// On GitHub Actions the merged run writes the step summary of all its shards.
    @Test func mergeWritesTheStepSummaryOfAllShards() throws {
        let package = try Self.shardedPackage()
        let run = CLIRun.run(
            ["merge", "shard-1", "shard-2", "--output", "merged"], in: package.root,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": "summary.md"])
        #expect(run.status == 1)
        let summary = try package.read("summary.md")
        #expect(
            summary.hasPrefix("### Snapshots\n\nsnapshots: 1 passed, 2 failed, 0 recorded, 0 pending (2 of 2 shards)\n\n| group or snapshot | what changed |\n")
        )
        #expect(summary.contains(#" | 2 snapshots · cause\: inset left 16 → 20 in "GridSC"; with it\: "#), "\(summary)")
        #expect(summary.contains("\n```\nswift run snapshot-cli apply decisions.json --from snapshot-review\n```\n"))
        #expect(!summary.contains("accept"))
        // Each failure is an annotation of the merged run too, with its change and the CI way.
        #expect(
            run.output.contains(
                #"::error title=Snapshot S/Home/a.1.svg failed::3 changes: 1 inset, 6 items resized%0Acause: inset left 16 → 20 in "GridSC"%0A"#),
            "\(run.output)")
        #expect(run.output.components(separatedBy: "::error ").count == 3)
        #expect(run.output.contains("On CI: download the snapshot-review artifact"))
        #expect(!run.output.contains("accept: "))
    }

    @Test func saysWhichShardsAreMissingOrRanOnOtherReferences() throws {
        let package = try Self.shardedPackage()
        try RunFolder(url: package.root.appendingPathComponent("shard-3")).write(try Self.record("3/4", references: "other"))
        try RunFolder(url: package.root.appendingPathComponent("shard-1-of-4")).write(try Self.record("1/4"))
        let run = CLIRun.run(["merge", "shard-1-of-4", "shard-3", "--output", "merged"], in: package.root)
        #expect(run.status == 1)
        #expect(run.output.contains("missing shard 2/4: its run folder was not given (or the job did not finish)\n"))
        #expect(run.output.contains("missing shard 4/4: "))
        #expect(run.output.contains("other references shard-3: it ran on other references than shard-1-of-4 (another commit?)\n"))
    }

    @Test(arguments: [
        (["shard-1", "nowhere"], "error: nowhere: is not a run folder of 'snapshot-cli test --artifacts' (no run.json)\n"),
        (["shard-1", "other-split"], "error: other-split: is shard 1/3, of another split than 1/2\n"),
        (["shard-1", "other-suite"], "error: other-suite: is a shard of another suite (its tests differ); merge the shards of one run\n"),
        (["shard-1", "shard-1"], "error: shard-1: is shard 1/2 again (as shard-1)\n"),
        (["shard-1", "broken"], "error: broken/run.json: shard: expected K/N with 1 ≤ K ≤ N ≤ 1000, found \"0/2\"\n"),
    ])
    func foldersThatDoNotBelongTogetherAreRefused(folders: [String], error: String) throws {
        let package = try Self.shardedPackage()
        try RunFolder(url: package.root.appendingPathComponent("other-split")).write(try Self.record("1/3"))
        try RunFolder(url: package.root.appendingPathComponent("other-suite")).write(try Self.record("2/2", suite: "another"))
        let broken = try package.read("shard-2/run.json").replacingOccurrences(of: #""2\/2""#, with: #""0\/2""#)
        #expect(broken.contains(#""0\/2""#))
        try package.write("broken/run.json", broken)
        let run = CLIRun.run(["merge"] + folders + ["--output", "merged"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == error)
        #expect(!package.exists("merged"))
    }

    /// A hand-made run record of a billion shards is refused at once (it once counted them all,
    /// 25 s and 4 GB, before failing): run records are CI artifacts anyone can write. The time
    /// limit (Swift Testing's, minutes) is a guard against that loop, not a speed test.
    @Test(.timeLimit(.minutes(1))) func aSplitOfMoreShardsThanAnyMatrixIsRefused() throws {
        let package = try Self.shardedPackage()
        let huge = try package.read("shard-1/run.json").replacingOccurrences(of: #""1\/2""#, with: #""1\/1000000000""#)
        #expect(huge.contains("1000000000"))
        try package.write("huge/run.json", huge)
        for arguments in [["merge", "huge", "--output", "merged"], ["prune", "--shards", "huge"]] {
            let run = CLIRun.run(arguments, in: package.root)
            #expect(run.status == 2)
            #expect(run.error == "error: huge/run.json: shard: expected K/N with 1 ≤ K ≤ N ≤ 1000, found \"1/1000000000\"\n")
        }
        #expect(!package.exists("merged"))
        #expect(
            CLIRun.run(["test", "--shard", "1/1001"], in: package.root).error
                == "error: --shard 1/1001: N, the number of shards, is at most 1000\n")
    }

    /// The most shards there can be are counted, not listed: ten are named, then the rest counted.
    @Test func manyMissingShardsAreCountedNotListed() throws {
        let package = try Self.shardedPackage()
        try RunFolder(url: package.root.appendingPathComponent("one-of-many")).write(try Self.record("1/1000"))
        let run = CLIRun.run(["merge", "one-of-many", "--output", "merged"], in: package.root)
        #expect(run.status == 1)
        #expect(run.output.components(separatedBy: "missing shard ").count - 1 == 10)
        #expect(run.output.contains("missing shard 11/1000: "))
        #expect(!run.output.contains("missing shard 12/1000"))
        #expect(run.output.contains("missing 989 more shards: 999 of 1000 in all (give every shard's run folder)\n"))
        let prune = CLIRun.run(["prune", "--shards", "one-of-many"], in: package.root)
        #expect(
            prune.error == "error: the shards are not all here (missing: 2/1000, 3/1000, 4/1000, 5/1000, 6/1000, 7/1000, 8/1000, "
                + "9/1000, 10/1000, 11/1000, … and 989 more (999 of 1000 shards missing)); prune needs every shard of the run, nothing was removed\n")
    }

    /// Each snapshot belongs to one shard: two folders that both asserted it are refused.
    @Test func theSameSnapshotFromTwoShardsIsRefused() throws {
        let package = try Self.shardedPackage()
        try RunFolder(url: package.root.appendingPathComponent("shard-2-again")).write(try Self.record("2/2", failed: ["S/Home/a.1.svg"]))
        let run = CLIRun.run(["merge", "shard-1", "shard-2-again", "--output", "merged"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: shard-2-again: asserted S/Home/a.1.svg, which shard-1 asserted too; each snapshot belongs to one shard\n")
        #expect(!package.exists("merged"))
    }

    /// A hand-made (or another commit's) set of shard folders is trusted only about the
    /// references this checkout holds: one whose digest differs removes nothing.
    @Test func pruneTrustsShardsOnlyAboutTheReferencesOfThisCheckout() throws {
        let package = try Self.shardedPackage()
        for name in ["S/Home/a.1.svg", "S/Home/b.1.svg", "S/Cart/c.1.svg", "S/Gone/old.1.svg"] {
            try package.setModified("__Snapshots__/" + name, Date(timeIntervalSince1970: 1_600_000_000))
        }
        for (folder, shard) in [("forged-1", "1/2"), ("forged-2", "2/2")] {
            try RunFolder(url: package.root.appendingPathComponent(folder)).write(try Self.record(shard, references: "hand-made"))
        }
        let run = CLIRun.run(["prune", "--shards", "forged-1", "forged-2"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error: forged-1: the shards ran on other references than this checkout holds"))
        #expect(package.exists("__Snapshots__/S/Home/a.1.svg") && package.exists("__Snapshots__/S/Gone/old.1.svg"))
    }

    /// Shard records are artifacts anyone can write, even with this checkout's references digest
    /// copied from a real one: they are not believed about which tests ran. A live reference they
    /// leave out (a.2, whose test asserted a.1) is kept while its test is in its file; only a
    /// reference whose test is gone (old) is removed.
    @Test func forgedShardsWithTheRightDigestRemoveNoLiveReference() throws {
        let package = try Self.shardedPackage()
        try package.snapshot("S/Home/a.2.svg", "old")
        try package.write("Tests/S/Home.swift", "@Test func a() {}\n@Test func b() {}\n")
        try package.write("Tests/S/Cart.swift", "@Test func c() {}\n")
        for name in ["S/Home/a.1.svg", "S/Home/a.2.svg", "S/Home/b.1.svg", "S/Cart/c.1.svg", "S/Gone/old.1.svg"] {
            try package.setModified("__Snapshots__/" + name, Date(timeIntervalSince1970: 1_600_000_000))
        }
        let references = RunFolder.referencesDigest(FolderState.capture(try SnapshotFolder.scan(package.snapshots)))
        for (folder, shard, passed) in [("forged-1", "1/2", ["S/Home/a.1.svg"]), ("forged-2", "2/2", [])] {
            var record = try Self.record(shard, passed: passed, references: references)
            record.presentAtStart.append("S/Home/a.2.svg")
            try RunFolder(url: package.root.appendingPathComponent(folder)).write(record)
        }
        let run = CLIRun.run(["prune", "--shards", "forged-1", "forged-2"], in: package.root)
        #expect(run.status == 0)
        #expect(run.output.contains("kept S/Home/a.2.svg (its test is still there: downloaded shard records remove only references whose test is gone"))
        #expect(run.output.hasSuffix("removed S/Gone/old.1.svg\nremoved 1 obsolete reference\n"))
        for name in ["S/Home/a.2.svg", "S/Home/b.1.svg", "S/Cart/c.1.svg"] { #expect(package.exists("__Snapshots__/" + name)) }
    }

    /// Prune trusts the union of a complete set of shards, and nothing less.
    @Test func pruneActsOnlyOnTheUnionOfEveryShard() throws {
        let package = try Self.shardedPackage()
        for name in ["S/Home/a.1.svg", "S/Home/b.1.svg", "S/Cart/c.1.svg", "S/Gone/old.1.svg"] {
            try package.setModified("__Snapshots__/" + name, Date(timeIntervalSince1970: 1_600_000_000))
        }
        let partial = CLIRun.run(["prune", "--shards", "shard-1"], in: package.root)
        #expect(partial.status == 2)
        #expect(partial.error == "error: the shards are not all here (missing: 2/2); prune needs every shard of the run, nothing was removed\n")
        #expect(package.exists("__Snapshots__/S/Gone/old.1.svg"))
        let run = CLIRun.run(["prune", "--shards", "shard-1", "shard-2"], in: package.root)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("removed S/Gone/old.1.svg\nremoved 1 obsolete reference\n"))
        #expect(package.exists("__Snapshots__/S/Home/b.1.svg"))
    }
}
