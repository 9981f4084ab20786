import Foundation
import Testing
@testable import SnapshotCLI

/// The whole loop on a real temporary package that depends on this one, with the real `swift test`:
/// record → change a screen → test fails → review → accept → test passes → prune finds an orphan.
///
/// Slow (it builds the toolkit once more in the temporary package and runs `swift test` six
/// times: about 45 s on two cores), so it runs only with `SNAPSHOT_E2E=1 swift test --filter EndToEndTests`.
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
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "EndToEnd",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [
                .target(name: "Screens", dependencies: [.product(name: "Snapshot", package: "\(repository.lastPathComponent)")]),
                .testTarget(name: "ScreensTests", dependencies: [
                    "Screens", .product(name: "SnapshotAssertions", package: "\(repository.lastPathComponent)"),
                ]),
            ]
        )

        """
    }

    static func screens(titleHeight: Int) -> String {
        """
        import Snapshot

        public func menuScreen() -> Screen {
            var screen = Screen(name: "Menu", device: .iPhone8, chrome: Chrome(navigationBar: NavigationBar(title: "Menu")))
            screen.add(SingleRow(name: "OneLabelSC", cell: Cell("OneLabelCell", text: "Menu"), height: \(titleHeight)))
            screen.add(Grid(name: "GoodsSC", cell: Cell("GoodsCell"), count: 4, columns: 2, itemHeight: 120))
            return screen
        }

        public func bannerScreen() -> Screen {
            var screen = Screen(name: "Banner", device: .iPhoneSE)
            screen.add(SingleRow(name: "BannerSC", cell: Cell("BannerCell"), height: 150))
            return screen
        }

        """
    }

    static func tests(withBanner: Bool) -> String {
        """
        import Testing
        import SnapshotAssertions
        import Screens

        @Suite struct ScreenTests {
            @Test func menu() {
                assertSnapshot(of: menuScreen(), as: .layout, named: "iphone-8")
            }
        \(withBanner ? """
            @Test func banner() {
                assertSnapshot(of: bannerScreen(), as: .ascii, named: "iphone-se")
            }
        """ : "")
        }

        """
    }

    @Test func recordChangeFailReviewAcceptPassPrune() throws {
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
        try package.write("Sources/Screens/Screens.swift", Self.screens(titleHeight: 50))
        try package.write("Tests/ScreensTests/ScreenTests.swift", Self.tests(withBanner: true))
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

        let recorded = cli(["record", "--missing", "--quiet"])
        #expect(recorded.status == 0)
        #expect(recorded.output.contains("recorded ScreenTests/banner.iphone-se.txt (new)"))
        #expect(recorded.output.contains("recorded ScreenTests/menu.iphone-8.layout (new)"))

        let clean = cli(["test", "--quiet"])
        #expect(clean.status == 0)
        #expect(clean.output.hasPrefix("snapshots: 2 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n"))

        try package.write("Sources/Screens/Screens.swift", Self.screens(titleHeight: 60))
        let failing = cli(["test", "--quiet"])
        #expect(failing.status == 1)
        #expect(failing.output.hasPrefix("snapshots: 1 passed, 1 failed, 0 recorded, 0 pending, 0 obsolete\n"))
        #expect(failing.output.contains("  failed ScreenTests/menu.iphone-8.new.layout\n         accept: snapshot-cli accept ScreenTests/menu.iphone-8\n"))

        let review = cli(["review", "--output", "review"])
        #expect(review.status == 0)
        let html = try package.read("review/index.html")
        #expect(html.contains("data-status=\"failing\" data-name=\"ScreenTests/menu.iphone-8.layout\""))
        #expect(!html.contains("No semantic change list"))  // the comparison read both listings back
        let pending = try package.read("__Snapshots__/ScreenTests/menu.iphone-8.new.layout")

        #expect(cli(["accept", "ScreenTests/menu.iphone-8"]).output == "accepted ScreenTests/menu.iphone-8.layout (replaced its reference)\n")
        #expect(try package.read("__Snapshots__/ScreenTests/menu.iphone-8.layout") == pending)
        let passing = cli(["test", "--quiet"])
        #expect(passing.status == 0)
        #expect(passing.output.hasPrefix("snapshots: 2 passed, 0 failed, 0 recorded, 0 pending, 0 obsolete\n"))

        try package.write("Tests/ScreensTests/ScreenTests.swift", Self.tests(withBanner: false))
        let orphaned = cli(["test", "--quiet"])
        #expect(orphaned.output.hasPrefix("snapshots: 1 passed, 0 failed, 0 recorded, 0 pending, 1 obsolete\n"))
        #expect(cli(["prune", "--dry-run"]).output.hasPrefix("would remove ScreenTests/banner.iphone-se.txt\n"))
        #expect(cli(["prune"]).status == 0)
        #expect(!package.exists("__Snapshots__/ScreenTests/banner.iphone-se.txt"))
        #expect(package.exists("__Snapshots__/ScreenTests/menu.iphone-8.layout"))
        print("end-to-end loop took \(Int(Date().timeIntervalSince(started))) s")
    }
}
