import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

@Suite struct ListPruneCommandTests {
    let past = Date(timeIntervalSince1970: 1_600_000_000)

    /// Four references (two asserted by the last complete run), one failing, one new.
    func makePackage(withRun: Bool) throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.snapshot("A/testKept.1.txt", "kept")
        try package.snapshot("A/testFailing.1.svg", "old")
        try package.snapshot("A/testFailing.1.new.svg", "new")
        try package.snapshot("A/testNew.1.new.txt", "new")
        try package.snapshot("B/testGone.1.txt", "gone")
        try package.snapshot("B/testGone.2.layout", "gone too")
        for path in ["A/testKept.1.txt", "A/testFailing.1.svg", "B/testGone.1.txt", "B/testGone.2.layout"] {
            try package.setModified("__Snapshots__/" + path, past)
        }
        if withRun {
            try package.snapshot(".runs/last-complete-run.txt", "A/testFailing.1.svg\nA/testKept.1.txt\n")
        }
        return package
    }

    @Test func listShowsEachSnapshotWithItsStatus() throws {
        let package = try makePackage(withRun: true)
        let run = CLIRun.run(["list"], in: package.root)
        #expect(run.status == 0)
        #expect(
            run.output == """
                failing   A/testFailing.1.svg
                ok        A/testKept.1.txt
                new       A/testNew.1.txt
                obsolete  B/testGone.1.txt
                obsolete  B/testGone.2.layout
                5 snapshots: 1 ok, 1 failing, 1 new, 2 obsolete

                """)
    }

    @Test func listSaysObsoleteIsUnknownWithoutACompleteRun() throws {
        let package = try makePackage(withRun: false)
        let run = CLIRun.run(["list"], in: package.root)
        #expect(run.output.hasSuffix("5 snapshots: 3 ok, 1 failing, 1 new, obsolete unknown (no complete run on record)\n"))
    }

    @Test func listColoursOnlyWhenAsked() throws {
        let package = try makePackage(withRun: true)
        #expect(!CLIRun.run(["list"], in: package.root).output.contains("\u{1B}["))
        let coloured = CLIRun.run(["list"], in: package.root, colors: true)
        #expect(coloured.output.contains("\u{1B}[31mfailing \u{1B}[0m  A/testFailing.1.svg"))
    }

    @Test func pruneRefusesWithoutACompleteRun() throws {
        let package = try makePackage(withRun: false)
        let before = package.files()
        let run = CLIRun.run(["prune"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: \(ObsoleteReferences.noCompleteRunMessage)\n")
        #expect(run.error.contains("run 'swift run snapshot-cli test'"))
        #expect(package.files() == before)
    }

    @Test func dryRunListsWithoutRemoving() throws {
        let package = try makePackage(withRun: true)
        let before = package.files()
        let run = CLIRun.run(["prune", "--dry-run"], in: package.root)
        #expect(run.status == 0)
        #expect(
            run.output == """
                would remove B/testGone.1.txt
                would remove B/testGone.2.layout
                2 obsolete references; run 'snapshot-cli prune' without --dry-run to remove them

                """)
        #expect(package.files() == before)
    }

    @Test func pruneRemovesUnassertedReferencesAndTheirEmptyFolders() throws {
        let package = try makePackage(withRun: true)
        let run = CLIRun.run(["prune"], in: package.root)
        #expect(run.status == 0)
        #expect(
            run.output == """
                removed B/testGone.1.txt
                removed B/testGone.2.layout
                removed 2 obsolete references

                """)
        #expect(
            package.files() == [
                "Package.swift",
                "__Snapshots__/.runs/last-complete-run.txt",
                "__Snapshots__/A/testFailing.1.new.svg",
                "__Snapshots__/A/testFailing.1.svg",
                "__Snapshots__/A/testKept.1.txt",
                "__Snapshots__/A/testNew.1.new.txt",
            ])
        #expect(!package.exists("__Snapshots__/B"))
        #expect(package.exists("__Snapshots__"))
    }

    @Test func referencesWrittenAfterTheRunAreKept() throws {
        let package = try makePackage(withRun: true)
        try package.setModified("__Snapshots__/.runs/last-complete-run.txt", past.addingTimeInterval(10))
        try package.snapshot("C/testRecordedLater.1.txt", "later")  // written now, after the run
        let run = CLIRun.run(["prune", "--dry-run"], in: package.root)
        #expect(run.output.hasPrefix("kept C/testRecordedLater.1.txt (written during or after the last complete run)\n"))
        #expect(!run.output.contains("would remove C/"))
    }

    @Test func pruneNeverTouchesAnythingOutsideTheSnapshotFolder() throws {
        let package = try makePackage(withRun: true)
        try package.write("Tests/keep.txt", "mine")
        try package.write("outside/x.txt", "mine")
        // A hostile run record naming files outside the folder: such lines are dropped.
        try package.snapshot(".runs/last-complete-run.txt", "../Tests/keep.txt\n/etc/passwd\nA/testKept.1.txt\n")
        try FileManager.default.createSymbolicLink(
            at: package.snapshots.appendingPathComponent("Linked"), withDestinationURL: package.root.appendingPathComponent("outside"))
        let run = CLIRun.run(["prune"], in: package.root)
        #expect(run.status == 0)
        #expect(try package.read("Tests/keep.txt") == "mine")
        #expect(try package.read("outside/x.txt") == "mine")
        #expect(FileSystem.exists(package.snapshots.appendingPathComponent("Linked")))
        #expect(!run.output.contains("Linked"))
    }

    @Test func nothingToPruneWhenEveryReferenceWasAsserted() throws {
        let package = try TemporaryPackage()
        try package.snapshot("A/test.1.txt", "x")
        try package.setModified("__Snapshots__/A/test.1.txt", past)
        try package.snapshot(".runs/last-complete-run.txt", "A/test.1.txt\n")
        let run = CLIRun.run(["prune"], in: package.root)
        #expect(run.output == "nothing to prune: the last complete run asserted every reference\n")
    }

    /// A reference another test process recorded while the complete run was going on was not
    /// there when it started: the run says nothing about it, whatever the clocks say.
    @Test func aReferenceRecordedDuringTheRunIsKept() throws {
        let package = try makePackage(withRun: true)
        try package.snapshot(".runs/last-complete-run-start.txt", "A/testFailing.1.svg\nA/testKept.1.txt\nB/testGone.1.txt\nB/testGone.2.layout\n")
        try package.snapshot("C/testDuringRun.1.txt", "recorded by a parallel process")
        try package.setModified("__Snapshots__/C/testDuringRun.1.txt", past)  // older than the record, even
        let run = CLIRun.run(["prune"], in: package.root)
        #expect(run.output.contains("kept C/testDuringRun.1.txt (written during or after the last complete run)\n"))
        #expect(package.exists("__Snapshots__/C/testDuringRun.1.txt"))
        #expect(!package.exists("__Snapshots__/B/testGone.1.txt"))
    }

    /// `@Test(.disabled)`, `XCTSkip` and `#if os(macOS)` tests do not run, so they assert
    /// nothing; their references stay while the test function is in its file. A test that ran
    /// but no longer asserts one of its snapshots (a device dropped) loses that one.
    @Test func referencesOfTestsThatDidNotRunAreKept() throws {
        let package = try TemporaryPackage()
        try package.write(
            "Tests/ShopTests/HomeTests.swift",
            """
            @Test(.disabled("flaky")) func home() { assertSnapshot(of: home, as: .svg) }
            #if os(macOS)
            @Test func homeMac () {}
            #endif
            @Test func cart() {}
            """)
        for path in [
            "ShopTests/HomeTests/home.1.svg", "ShopTests/HomeTests/homeMac.1.svg", "ShopTests/HomeTests/cart.iphone-se.svg",
            "ShopTests/HomeTests/cart.ipad.svg", "ShopTests/HomeTests/gone.1.svg", "ShopTests/OldTests/home.1.svg",
        ] {
            try package.snapshot(path, "<svg/>")
            try package.setModified("__Snapshots__/" + path, past)
        }
        try package.snapshot(".runs/last-complete-run.txt", "ShopTests/HomeTests/cart.iphone-se.svg\n")
        let run = CLIRun.run(["prune"], in: package.root)
        #expect(run.status == 0)
        #expect(
            run.output == """
                kept ShopTests/HomeTests/home.1.svg (its test is still there but did not run: disabled, skipped or not built here)
                kept ShopTests/HomeTests/homeMac.1.svg (its test is still there but did not run: disabled, skipped or not built here)
                removed ShopTests/HomeTests/cart.ipad.svg
                removed ShopTests/HomeTests/gone.1.svg
                removed ShopTests/OldTests/home.1.svg
                removed 3 obsolete references

                """)
    }

    @Test func aTestFunctionIsFoundWhateverItsSpacing() {
        #expect(TestSources.text("@Test func home() {}", declaresFunction: "home"))
        #expect(TestSources.text("func  home<T>(x: T)", declaresFunction: "home"))
        #expect(TestSources.text("func\nhome ()", declaresFunction: "home"))
        #expect(!TestSources.text("func homeText() {}", declaresFunction: "home"))
        #expect(!TestSources.text("funchome() {}", declaresFunction: "home"))
        #expect(!TestSources.text("let home = 1", declaresFunction: "home"))
        // A raw identifier's snapshots are named by its path-safe form: its declaration is found by it.
        #expect(TestSources.text("@Test(.disabled()) func `home in dark mode`() {}", declaresFunction: "home-in-dark-mode"))
        #expect(TestSources.text("func `home (dark)`() {}", declaresFunction: "home"))
        #expect(!TestSources.text("func `home in dark mode 2`() {}", declaresFunction: "home-in-dark-mode"))
        #expect(!TestSources.text("func `home in\ndark mode`() {}", declaresFunction: "home-in-dark-mode"))
    }

    /// `git add __Snapshots__` must not commit the run records.
    @Test func theRunRecordsIgnoreThemselves() throws {
        let package = try TemporaryPackage()
        try RunRecord(snapshots: package.snapshots).writeLastRecorded(["A/x.txt"])
        #expect(try package.read("__Snapshots__/.runs/.gitignore").contains("\n*\n"))
    }
}
