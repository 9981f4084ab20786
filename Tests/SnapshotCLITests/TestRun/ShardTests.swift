import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

@Suite struct ShardTests {
    static let tests = [
        "ShopTests.HomeTests/home()", "ShopTests.HomeTests/homeText()", "ShopTests.cart()", "CheckoutTests.ParamTests/testCart",
        "ShopTests.ManyTests/list1()", "ShopTests.ManyTests/list2()", "ShopTests.ManyTests/list3()",
    ]

    /// Sorted by id and dealt out in turn: every test in exactly one shard, sizes differing by at most one.
    @Test func everyTestIsInExactlyOneShardAndTheShardsAreBalanced() throws {
        let sorted = Self.tests.sorted()
        // Sorted: CheckoutTests.ParamTests/testCart, ShopTests.HomeTests/home(), ShopTests.HomeTests/homeText(),
        // ShopTests.ManyTests/list1(), …list2(), …list3(), ShopTests.cart(); dealt to 1, 2, 3, 1, 2, 3, 1.
        #expect(try Shard.parse("1/3").select(Self.tests) == [sorted[0], sorted[3], sorted[6]])
        #expect(try Shard.parse("2/3").select(Self.tests) == [sorted[1], sorted[4]])
        #expect(try Shard.parse("3/3").select(Self.tests) == [sorted[2], sorted[5]])
        for count in 1...9 {
            let shards = try (1...count).map { try Shard.parse("\($0)/\(count)").select(Self.tests.shuffled()) }
            #expect(shards.flatMap { $0 }.sorted() == sorted, "\(count) shards")
            let sizes: [Int] = shards.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }

    @Test(arguments: [
        ("0/4", "--shard 0/4: K counts the shards from 1 to 4"),
        ("5/4", "--shard 5/4: K counts the shards from 1 to 4"),
        ("a/b", "--shard a/b: expected K/N, shard K of N, such as 2/4"),
        ("1/0", "--shard 1/0: N, the number of shards, is at least 1"),
        ("2", "--shard 2: expected K/N, shard K of N, such as 2/4"),
        ("1/2/3", "--shard 1/2/3: expected K/N, shard K of N, such as 2/4"),
    ])
    func badShardsAreRefusedBeforeAnythingRuns(shard: String, message: String) throws {
        let package = try TemporaryPackage()
        let runner = SimulatedTestRunner(tests: Self.tests) { _ in }
        let run = CLIRun.run(["test", "--shard", shard], in: package.root, testRunner: runner)
        #expect(run.status == 2)
        #expect(run.error == "error: \(message)\n")
        #expect(runner.requests.isEmpty)
    }

    /// The shard's tests, each matched whole: `home()` never runs `homeText()`.
    @Test func aShardRunsItsTestsAndNoOthers() throws {
        let package = try TemporaryPackage()
        let runner = SimulatedTestRunner(tests: Self.tests) { _ in }
        let run = CLIRun.run(["test", "--shard", "2/3", "--quiet"], in: package.root, testRunner: runner)
        #expect(run.output.hasPrefix("shard 2/3: 2 of 7 tests\n"))
        let request = try #require(runner.requests.first)
        let arguments = request.arguments
        // Every id escaped and matched whole (NSRegularExpression escapes "/" too).
        #expect(arguments == ["--filter", #"^(ShopTests\.HomeTests\/home\(\)|ShopTests\.ManyTests\/list2\(\))(/[^/]*:[0-9]+:[0-9]+)?$"#])
        // Listing built the tests; the run can go straight to the test program.
        #expect(request.skipBuild)
        #expect(request.selection == ["ShopTests.HomeTests/home()", "ShopTests.ManyTests/list2()"])
        let pattern = try NSRegularExpression(pattern: arguments[1])
        // Swift Testing matches the id with its source location; the location never lets another test in.
        let candidates = Self.tests + ["ShopTests.HomeTests/home()/HomeTests.swift:8:28", "ShopTests.HomeTests/homeText()/HomeTests.swift:9:4"]
        let matched = candidates.filter { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        #expect(matched.sorted() == ["ShopTests.HomeTests/home()", "ShopTests.HomeTests/home()/HomeTests.swift:8:28", "ShopTests.ManyTests/list2()"])
        // A shard is a filtered run: the record prune trusts is not touched.
        #expect(!package.exists("__Snapshots__/.runs/last-complete-run.txt"))
    }

    @Test func testIDsAreReadFromSwiftTestListsOutput() {
        let output = """
            Building for debugging...
            [3/4] Compiling ShopTests HomeTests.swift
            Build complete! (1.20s)
            ShopTests.HomeXC/testHome
            ShopTests.HomeSuite/home()
            ShopTests.homeParam(_:)

            """
        #expect(Shard.testIDs(inListing: output) == ["ShopTests.HomeXC/testHome", "ShopTests.HomeSuite/home()", "ShopTests.homeParam(_:)"])
    }

    /// A test named with a raw identifier once ran in no shard (its id has spaces), and every
    /// shard and `merge` said 0 failures.
    @Test func rawIdentifiersAreTestIDsToo() throws {
        let output = """
            Build complete! (1.20s)
            ShopTests.HomeSuite/`raw name with spaces`()
            ShopTests.HomeSuite/home()
            Test Suite 'All tests' started
            ShopTests.`odd suite`/`a b`(size:)
            ShopTests.HomeSuite/`unclosed name()

            """
        let ids = Shard.testIDs(inListing: output)
        #expect(ids == ["ShopTests.HomeSuite/`raw name with spaces`()", "ShopTests.HomeSuite/home()", "ShopTests.`odd suite`/`a b`(size:)"])
        // Dealt out, every id is in exactly one shard, and the filter matches it whole.
        let shards = (1...2).map { Shard(index: $0, count: 2).select(ids) }
        #expect(shards.flatMap { $0 }.sorted() == ids.sorted())
        let pattern = try NSRegularExpression(pattern: Shard.filter(ids))
        for id in ids { #expect(pattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil) }
    }

    /// A shard of 2,000 long ids once failed with "Argument list too long" (one argument past
    /// Linux's 128 KiB): it runs in several batches, each argument under the bound, every id once.
    @Test func aShardOfManyLongIDsRunsInBatchesOfBoundedArguments() throws {
        let ids = (0..<2000).map { "ShopTests.AVeryLongSuiteNameThatGoesOnAndOn\($0 % 7)/aVeryLongTestNameThatGoesOnAndOnAndOn\($0)(device:size:)" }
        let batches = TestBinary.batches(ids) { NSRegularExpression.escapedPattern(for: $0).utf8.count + 1 }
        #expect(batches.count > 1)
        #expect(batches.flatMap { $0 } == ids)
        for batch in batches { #expect(Shard.filter(batch).utf8.count <= TestBinary.maximumArgumentBytes) }
        #expect(TestBinary.batches(Array(ids.prefix(10))) { $0.utf8.count + 1 }.count == 1)
    }

    /// An XCTest-only package's test program has no Swift Testing, and says so with exit 69 when
    /// asked to list it: no Swift Testing tests, not a failure of the shard.
    @Test func anXCTestOnlyProgramListsItsXCTestTests() throws {
        let package = try TemporaryPackage()
        let program = package.root.appendingPathComponent("OnlyXCTestPackageTests.xctest")
        try package.write(
            "OnlyXCTestPackageTests.xctest",
            """
            #!/bin/sh
            if [ "$1" = "--testing-library" ]; then echo "Swift Testing is not available" >&2; exit 69; fi
            echo "ShopTests.HomeXC/testHome"
            echo "ShopTests.HomeXC/testCart"

            """)
        #expect(chmod(program.path, 0o755) == 0)
        let tests = try TestBinary(executable: program).listTests(environment: [:])
        #expect(tests == ["ShopTests.HomeXC/testHome", "ShopTests.HomeXC/testCart"])
    }
    /// Under the plugin (`SNAPSHOT_SCRATCH_PATH`), the test program is found in that build
    /// folder, not in `.build`, and `swift` is told to build there.
    @Test func theTestProgramIsFoundInTheScratchPathWhenOneIsNamed() throws {
        let package = try TemporaryPackage()
        try package.write(".build/debug/ShopPackageTests.xctest", "#!/bin/sh\n")
        try package.write(".build/snapshot-plugin/debug/ShopPackageTests.xctest", "#!/bin/sh\n")
        for path in [".build/debug/ShopPackageTests.xctest", ".build/snapshot-plugin/debug/ShopPackageTests.xctest"] {
            #expect(chmod(package.root.appendingPathComponent(path).path, 0o755) == 0)
        }
        var request = TestRunRequest(packageRoot: package.root, arguments: [], environment: [:], streamsOutput: false)
        #expect(request.scratchPath == nil)
        #if os(Linux)
            #expect(TestBinary.find(in: request)?.executable.path.hasSuffix("/.build/debug/ShopPackageTests.xctest") == true)
        #endif
        request.environment["SNAPSHOT_SCRATCH_PATH"] = ".build/snapshot-plugin"
        #expect(request.scratchPath?.path == package.root.appendingPathComponent(".build/snapshot-plugin").standardizedFileURL.path)
        #if os(Linux)
            #expect(TestBinary.find(in: request)?.executable.path.hasSuffix("/.build/snapshot-plugin/debug/ShopPackageTests.xctest") == true)
        #endif
    }
}
