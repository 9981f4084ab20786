import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

/// The whole workflow on a real client package that depends on this one, with the real
/// `swift test`: two test targets that each have a `ParamTests.swift` (Swift Testing in one,
/// XCTest in the other), sub-controllers as a struct and as a class hierarchy, a test that
/// asserts into its own folder, a disabled test. New snapshots wait for review → accept →
/// pass → break an inset in a subclass → N failures print N messages with attachments →
/// accept one test's devices → pass → remove one test and disable another → prune removes
/// only the removed one's.
///
/// Slow (it builds the toolkit once more in the temporary package and runs `swift test`
/// about eight times: ~2 min on two cores), so it runs only with
/// `SNAPSHOT_E2E=1 swift test --filter EndToEndTests`.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["SNAPSHOT_E2E"] == "1"))
struct EndToEndTests {
    /// This repository: the folder with `Package.swift` above this file.
    static var repository: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    static func manifest(repository: URL) -> String {
        let toolkit = repository.lastPathComponent
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "\(repository.path)")],
                targets: [
                    .target(name: "Screens", dependencies: [.product(name: "Snapshot", package: "\(toolkit)")]),
                    .testTarget(name: "ShopTests", dependencies: ["Screens", .product(name: "SnapshotAssertions", package: "\(toolkit)")]),
                    .testTarget(name: "CheckoutTests", dependencies: ["Screens", .product(name: "SnapshotAssertions", package: "\(toolkit)")]),
                ]
            )

            """
    }

    /// A struct sub-controller, and a class hierarchy whose subclass sets the inset; the list
    /// screens show the goods through a subclass of their own, whose cell height can change alone.
    static func screens(goodsInset: Int, rows: Int = 24, listGoodsHeight: Int = 265) -> String {
        """
        import Snapshot

        struct TitleSC: SubController {
            var title: String
            var numberOfItems: Int { 1 }
            func sizeForItem(at index: Int, in context: CollectionContext) -> Size { Size(width: context.screenWidth, height: 50) }
            func cellForItem(at index: Int) -> Cell { Cell("OneLabelCell", text: title) }
        }

        class GoodsBaseSC: SectionController {
            override var numberOfItems: Int { 6 }
            override func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
                Size(width: (context.screenWidth - 32) / 2, height: 265)
            }
            override func cellForItem(at index: Int) -> Cell { Cell("GoodsCell") }
        }

        class OptimumGoodsSC: GoodsBaseSC {
            override var inset: EdgeInsets { EdgeInsets(top: 0, left: \(goodsInset), bottom: 0, right: 0) }
        }

        final class ListGoodsSC: OptimumGoodsSC {
            override func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
                Size(width: (context.screenWidth - 32) / 2, height: \(listGoodsHeight))
            }
        }

        public func homeScreen() -> Screen {
            var screen = Screen(name: "Home", device: .iPhone8, chrome: Chrome(tabBar: true))
            screen.add(TitleSC(title: "Home"))
            screen.add(OptimumGoodsSC())
            return screen
        }

        public func listScreen(_ index: Int) -> Screen {
            var screen = Screen(name: "List\\(index)", device: .iPhone8)
            screen.add(TitleSC(title: "List \\(index)"))
            screen.add(FixedList(name: "RowsSC", items: (0..<\(rows)).map { _ in (Cell("RowCell"), Size(width: 375, height: 44)) }))
            screen.add(ListGoodsSC())
            return screen
        }

        public func cartScreen() -> Screen {
            var screen = Screen(name: "Cart", device: .iPhone8)
            screen.add(TitleSC(title: "Cart"))
            return screen
        }

        """
    }

    static let shopTests = """
        import Foundation
        import Testing
        import SnapshotAssertions
        import Screens

        @Suite struct ParamTests {
            @Test func home() {
                assertSnapshot(of: homeScreen(), as: .ascii, on: [.iPhoneSE, .iPhone8])
            }
            @Test func homeText() {
                assertSnapshot(of: homeScreen(), as: .layout)
            }
            @Test func homeLandscape() {
                assertSnapshot(of: homeScreen(), as: .layout, on: [.iPhone8.landscape])
            }
            /// A test that keeps its own snapshots in a folder of its own: not the package's.
            @Test func ownFolder() {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-own-folder-\\(getpid())").path
                _ = verifySnapshot(of: cartScreen(), as: .layout, record: .missing, snapshotDirectory: folder)
            }
        }

        """

    /// The same file after: `homeText` removed, `homeLandscape` disabled.
    static var shopTestsLater: String {
        shopTests
            .replacingOccurrences(
                of: """
                        @Test func homeText() {
                            assertSnapshot(of: homeScreen(), as: .layout)
                        }

                    """, with: ""
            )
            .replacingOccurrences(of: "@Test func homeLandscape()", with: "@Test(.disabled(\"redesign\")) func homeLandscape()")
    }

    /// Seven tests with ASCII grids of several KB each.
    static let manyTests = """
        import Testing
        import SnapshotAssertions
        import Screens

        @Suite struct ManyTests {
        \((1...7).map { "    @Test func list\($0)() { assertSnapshot(of: listScreen(\($0)), as: .ascii) }" }.joined(separator: "\n"))
        }

        """

    static let checkoutTests = """
        import XCTest
        import SnapshotAssertions
        import Screens

        final class ParamTests: XCTestCase {
            func testCart() {
                assertSnapshot(of: cartScreen(), as: .layout)
            }
        }

        """

    @Test func aClientPackageWithTwoTargetsThroughTheWholeWorkflow() throws {
        let started = Date()
        let package = try TemporaryPackage()
        defer {
            // SwiftPM leaves lock files named after the package path in the temporary folder.
            let temporary = FileManager.default.temporaryDirectory
            let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            for name in names where name.contains(package.root.lastPathComponent) && name.hasSuffix(".lock") {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        try package.write("Package.swift", Self.manifest(repository: Self.repository))
        try package.write("Sources/Screens/Screens.swift", Self.screens(goodsInset: 16))
        try package.write("Tests/ShopTests/ParamTests.swift", Self.shopTests)
        try package.write("Tests/ShopTests/ManyTests.swift", Self.manyTests)
        try package.write("Tests/CheckoutTests/ParamTests.swift", Self.checkoutTests)
        // The outer run's record mode, CI flag and snapshot folder must not leak into the inner one.
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "SNAPSHOT_RECORD", "SNAPSHOT_DIR", "SNAPSHOT_ARTIFACTS", "SNAPSHOT_TOUCHED_LOG", "SNAPSHOT_E2E"] {
            environment[key] = nil
        }
        func cli(_ arguments: [String]) -> CLIRun {
            let run = CLIRun.run(arguments, in: package.root, environment: environment, testRunner: SwiftTestProcess())
            print("$ snapshot-cli \(arguments.joined(separator: " ")) → \(run.status)\n\(run.output.suffix(1500))\(run.error)")
            return run
        }
        let shop = "ShopTests/ParamTests"
        let checkout = "CheckoutTests/ParamTests"
        let references =
            [
                "\(shop)/home.iphone-se.txt", "\(shop)/home.iphone-8.txt", "\(shop)/homeText.1.layout",
                "\(shop)/homeLandscape.iphone-8-landscape.layout", "\(checkout)/testCart.1.layout",
            ] + (1...7).map { "ShopTests/ManyTests/list\($0).1.txt" }

        // 1. A plain first run records nothing silently: every new snapshot waits for review.
        let first = cli(["test", "--quiet"])
        #expect(first.status == 1)
        #expect(first.output.hasPrefix("snapshots: 0 passed, 0 failed, 0 recorded, 12 pending, 0 obsolete\n"))
        // The two devices of one test are one group of new snapshots; a lone one keeps its own line.
        #expect(first.output.contains(": 2 snapshots · new in \(shop)/home\n         \(shop)/home.iphone-8.txt, \(shop)/home.iphone-se.txt\n"))
        #expect(first.output.contains("  new    \(checkout)/testCart.1.new.layout\n         accept: swift run snapshot-cli accept \(checkout)/testCart.1\n"))
        for path in references {
            #expect(!package.exists("__Snapshots__/" + path), "\(path) was accepted without review")
            #expect(package.exists("__Snapshots__/" + SnapshotFile.pendingPath(ofReference: path)))
        }
        let review = cli(["review", "--output", "review"])
        #expect(review.status == 0)
        #expect(try package.read("review/index.html").contains("data-status=\"new\" data-name=\"\(checkout)/testCart.1.layout\""))

        // 2. Accepted, they are the references; the two ParamTests.swift never share a folder.
        #expect(cli(["accept", "--all"]).status == 0)
        for path in references { #expect(package.exists("__Snapshots__/" + path)) }
        let clean = cli(["test", "--quiet"])
        #expect(clean.status == 0)
        // 12 passed: the test with its own folder is neither counted nor "missing".
        #expect(clean.output.hasPrefix("snapshots: 12 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n"))

        // 2b. Two shards run every test once between them, and so do three: from the built test
        // program (XCTest and Swift Testing), with --skip-build, and through `swift test list` and
        // `swift test --filter` when the user passes swift test arguments.
        var shardPassed = 0
        for shard in [["1/2"], ["2/2", "--skip-build"]] {
            let run = cli(["test", "--quiet", "--shard"] + shard)
            #expect(run.status == 0)
            let counts = try #require(run.output.firstMatch(of: /snapshots: (\d+) passed, 0 failed/))
            shardPassed += Int(counts.1) ?? 0
        }
        #expect(shardPassed == 12)
        shardPassed = 0
        for shard in ["1/3", "2/3", "3/3"] {
            let run = cli(["test", "--quiet", "--shard", shard, "--", "--skip-build"])
            #expect(run.status == 0)
            let counts = try #require(run.output.firstMatch(of: /snapshots: (\d+) passed, 0 failed/))
            shardPassed += Int(counts.1) ?? 0
        }
        #expect(shardPassed == 12)

        // 3. A subclass's inset 16 → 20 fails everything that shows the goods grid.
        try package.write("Sources/Screens/Screens.swift", Self.screens(goodsInset: 20))
        let attachments = package.root.appendingPathComponent("attachments")
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        let direct = try Self.swiftTest(in: package.root, environment: environment, arguments: ["--attachments-path", attachments.path])
        // Each failing assertion's message reaches the output whole: headline, change list, commands.
        let failing = ["home", "homeText", "homeLandscape"] + (1...7).map { "list\($0)" }
        for test in failing {
            #expect(direct.contains("Test \(test)() recorded an issue"), "no message for \(test)")
        }
        #expect(direct.components(separatedBy: "Accept:    swift run snapshot-cli accept ").count - 1 == 2 + 1 + 1 + 7)
        // Under `swift test` itself (a child process, as CI runs it), every failure's header line
        // arrives: the two-device message of `home` keeps both devices (a message is bounded per
        // issue, `FailureMessage.maxIssueBytes`, below what `swift test` cuts).
        let headers =
            ["home.iphone-se.txt", "home.iphone-8.txt", "homeText.1.layout", "homeLandscape.iphone-8-landscape.layout"]
            + (1...7).map { "list\($0).1.txt" }
        for file in headers {
            #expect(direct.contains("Snapshot \"\(file)\" does not match its reference."), "no header line for \(file)")
        }
        #expect(direct.contains("Snapshots failed on 2 of 2 devices: iphone-se, iphone-8."))
        #expect(direct.components(separatedBy: #""OptimumGoodsSC" inset left 16 → 20"#).count - 1 >= 3)
        #expect(direct.components(separatedBy: #""ListGoodsSC" inset left 16 → 20"#).count - 1 >= 7)
        let attached = (try? FileManager.default.contentsOfDirectory(atPath: attachments.path)) ?? []
        #expect(attached.contains { $0.hasSuffix("list1.1.new.txt") }, "attachments: \(attached)")
        #expect(attached.contains { $0.hasSuffix("list1.1.txt") })
        // JUnit for CI systems, read back with XMLParser as a CI system reads it.
        let junit = package.root.appendingPathComponent("e2e-junit.xml")
        let broken = cli(["test", "--quiet", "--junit", junit.path])
        #expect(broken.status == 1)
        #expect(broken.output.hasPrefix("snapshots: 1 passed, 11 failed, 0 recorded, 0 pending, 0 obsolete\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        // The test with a folder of its own (a new one each run: recorded) is summarised under its name: the 13th case.
        #expect(
            broken.output.contains(#/\nsnapshots in /.*/e2e-own-folder-[0-9]+: 0 passed, 0 failed, 1 recorded, 0 pending, 0 obsolete\n/#),
            "\(broken.output)")
        #expect(xml.contains(#"<testsuites name="snapshots" tests="13" failures="11" errors="0" skipped="0">"#))
        // Line 6 is the line of list1().
        #expect(xml.contains(#"<testcase classname="ShopTests.ManyTests" name="list1.1.txt" file="Tests/ShopTests/ManyTests.swift" line="6">"#))
        let report = try JUnitReader(Data(xml.utf8))
        let own = report.suites.filter { $0.contains("/e2e-own-folder-") }
        #expect(Set(report.suites).subtracting(own) == ["CheckoutTests/ParamTests", "ShopTests/ManyTests", "ShopTests/ParamTests"])
        #expect(own.count == 1 && own[0].hasSuffix("/ShopTests/ParamTests"), "one suite per test file: \(report.suites)")
        #expect(report.cases.count == 13 && report.totals["tests"] == "13", "one case per snapshot assertion")
        let failures = report.cases.compactMap(\.failure)
        #expect(failures.count == 11 && report.totals["failures"] == "11", "failures counted alike by the root and the cases")
        for failure in failures {
            #expect(failure.message.hasPrefix("cause: inset left 16 → 20"), "a failure's message is its cause: \(failure.message)")
            #expect(failure.text.contains("inset left 16 → 20") && failure.text.contains("Accept: swift run snapshot-cli accept"))
        }
        #expect(report.cases.allSatisfy { ($0.attributes["file"] ?? "").hasPrefix("Tests/") && Int($0.attributes["line"] ?? "") ?? 0 > 0 })
        // One cause on every screen, device and segment position: one group of all eleven, said
        // once, accepted with one command.
        #expect(broken.output.contains(#": 11 snapshots · cause: inset left 16 → 20 in "ListGoodsSC", "OptimumGoodsSC""#), "\(broken.output)")
        #expect(broken.output.components(separatedBy: "accept --group").count - 1 >= 1)

        // 3b. The same suite as four shards, run one after another and merged: the same counts, the same groups.
        let groupIDs = { (text: String) in Set(text.matches(of: /group (c[0-9a-f]{8})/).map { String($0.1) }) }
        var shardFolders: [String] = []
        for index in 1...4 {
            let shard = cli(["test", "--quiet", "--shard", "\(index)/4", "--artifacts", "shard-\(index)"])
            #expect(shard.output.hasPrefix("shard \(index)/4: 3 of 12 tests\n"))
            shardFolders.append("shard-\(index)")
        }
        let merged = cli(["merge"] + shardFolders + ["--output", "merged-review"])
        #expect(merged.status == 1)
        #expect(merged.output.hasPrefix("snapshots: 1 passed, 11 failed, 0 recorded, 0 pending (4 of 4 shards)\n"))
        #expect(!groupIDs(broken.output).isEmpty && groupIDs(merged.output) == groupIDs(broken.output))
        #expect(try package.read("merged-review/index.html").contains("<section id=\"groups\">"))

        // 4. Accept every device of one test by its name, then the rest.
        let accepted = cli(["accept", "\(shop)/home"])
        #expect(
            accepted.output == """
                accepted \(shop)/home.iphone-8.txt (replaced its reference)
                accepted \(shop)/home.iphone-se.txt (replaced its reference)

                """)
        #expect(cli(["accept", "--all"]).status == 0)
        #expect(cli(["test", "--quiet"]).output.hasPrefix("snapshots: 12 passed, 0 failed"))

        // 4b. Issue 29: the inset 20 → 24 everywhere and, in one commit, the list screens' cell
        // height 265 → 285. The height is a cause with its values, never hidden behind the inset:
        // accepting the inset group leaves the 7 list snapshots waiting for the height group.
        try package.write("Sources/Screens/Screens.swift", Self.screens(goodsInset: 24, listGoodsHeight: 285))
        let both = cli(["test", "--quiet"])
        #expect(both.output.hasPrefix("snapshots: 1 passed, 11 failed, 0 recorded, 0 pending, 0 obsolete\n"))
        #expect(both.output.contains(#": 11 snapshots · cause: inset left 20 → 24 in "ListGoodsSC", "OptimumGoodsSC""#), "\(both.output)")
        #expect(both.output.contains(#": 7 snapshots · cause: "GoodsCell" height 265 → 285 (+20) in "ListGoodsSC""#), "\(both.output)")
        let insetGroup = try #require(both.output.firstMatch(of: /group (c[0-9a-f]{8}): 11 snapshots · cause: inset left 20 → 24/)).1
        let heightGroup = try #require(both.output.firstMatch(of: /group (c[0-9a-f]{8}): 7 snapshots · cause: "GoodsCell" height/)).1
        let insetOnly = cli(["accept", "--group", String(insetGroup)])
        #expect(insetOnly.output.components(separatedBy: "waiting ").count - 1 == 7, "\(insetOnly.output)")
        #expect(insetOnly.output.contains("accepted 4 of group \(insetGroup)'s 11 snapshots; 7 wait for another of their groups"))
        let waiting = cli(["test", "--quiet"])
        #expect(waiting.output.hasPrefix("snapshots: 5 passed, 7 failed, 0 recorded, 0 pending, 0 obsolete\n"), "\(waiting.output)")
        #expect(cli(["accept", "--group", String(heightGroup)]).status == 0)
        #expect(cli(["test", "--quiet"]).output.hasPrefix("snapshots: 12 passed, 0 failed"))

        // 5. Remove one test and disable another: prune removes only the removed test's reference.
        try package.write("Tests/ShopTests/ParamTests.swift", Self.shopTestsLater)
        let later = cli(["test", "--quiet"])
        #expect(later.status == 0)
        #expect(later.output.hasPrefix("snapshots: 10 passed, 0 failed, 0 recorded, 0 pending, 1 obsolete\n"))
        // Swift Testing's count is its event stream's: home, ownFolder and the seven lists; homeLandscape disabled.
        #expect(later.output.contains("\nSwift Testing: 9 passed, 0 failed, 1 skipped\n"), "\(later.output)")
        let pruned = cli(["prune"])
        #expect(pruned.status == 0)
        #expect(pruned.output.contains("removed \(shop)/homeText.1.layout\n"))
        #expect(!package.exists("__Snapshots__/\(shop)/homeText.1.layout"))
        #expect(package.exists("__Snapshots__/\(shop)/homeLandscape.iphone-8-landscape.layout"))
        // The run records stay out of git by themselves.
        #expect(try package.read("__Snapshots__/.runs/.gitignore").contains("*"))

        // 6. A Swift Testing test beside the XCTest one, of one name in one file: swift test runs
        // them in two processes, which assert one reference; the run fails and names both lines.
        try package.write(
            "Tests/CheckoutTests/ParamTests.swift",
            Self.checkoutTests + """
                import Testing

                @Suite struct ParamSuite {
                    @Test func testCart() { assertSnapshot(of: cartScreen(), as: .layout) }
                }

                """)
        let collided = cli(["test", "--quiet", "--filter", "testCart"])
        #expect(collided.status == 1)
        #expect(
            collided.output.contains(
                "collision __Snapshots__/\(checkout)/testCart.1.layout: asserted by two test processes, at Tests/CheckoutTests/ParamTests.swift:7 "
                    + "and Tests/CheckoutTests/ParamTests.swift:13;"), "\(collided.output)")

        // 7. A Swift Testing test that crashes: swift test exits 1 as for a failure; the event
        // stream tells the crash, and where.
        try package.write(
            "Tests/ShopTests/CrashTests.swift", "import Testing\n\n@Suite struct CrashTests {\n    @Test func crashes() { fatalError(\"e2e\") }\n}\n")
        let crashed = cli(["test", "--quiet", "--filter", "CrashTests"])
        #expect(crashed.status == 1)
        #expect(
            crashed.output.contains("(exit status 1: Swift Testing stopped in crashes() at ShopTests/CrashTests.swift:4: a crash? see above)"),
            "\(crashed.output)")
        print("end-to-end workflow took \(Int(Date().timeIntervalSince(started))) s")
    }

    /// `swift test ARGUMENTS` in `folder`: its whole output (it fails when snapshots fail).
    static func swiftTest(in folder: URL, environment: [String: String], arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test"] + arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        print("$ swift test \(arguments.joined(separator: " ")) → \(process.terminationStatus)\n\(text.suffix(3000))")
        return text
    }
}

extension SnapshotFile {
    /// `A/b.1.txt` → `A/b.1.new.txt`.
    static func pendingPath(ofReference path: String) -> String {
        guard case .reference(let key)? = SnapshotFile(relativePath: path) else { return path }
        return key.pendingPath
    }
}
