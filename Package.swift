// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LayoutSnapshots",
    // The store's task-local record mode (`@TaskLocal`) needs the Swift concurrency runtime,
    // which these versions have on every Apple platform. `snapshot-cli` starts programs only on
    // macOS and Linux (`ChildProcess`); the libraries build everywhere.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutUIKit", targets: ["LayoutUIKit"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "SnapshotAssertions", targets: ["SnapshotAssertions"]),
        .library(name: "ScreenFiles", targets: ["ScreenFiles"]),
        .library(name: "ScreenFixtures", targets: ["ScreenFixtures"]),
        .library(name: "LayoutRules", targets: ["LayoutRules"]),
        .library(name: "LayoutRuleAssertions", targets: ["LayoutRuleAssertions"]),
        .executable(name: "snapshot-cli", targets: ["snapshot-cli"]),
        .plugin(name: "SnapshotPlugin", targets: ["SnapshotPlugin"]),
    ],
    targets: [
        // What an app's own code needs to describe its layout (screens, sub-controllers, sizes,
        // insets, cells, devices, text sizes, compositional sections) and nothing that lays out,
        // renders, stores or diffs: cheap to link into an app target.
        .target(name: "LayoutModel"),
        // The app's side: a collection view served from the same sub-controllers the snapshots lay
        // out (context, flow delegate, compositional sections, frames file). UIKit only: elsewhere
        // it is empty, and its files are compiled by `UIKitSurface` below instead.
        .target(name: "LayoutUIKit", dependencies: ["LayoutModel"]),
        // Test-only: LayoutUIKit's own files (Tests/UIKitSurface/Bridge is a link to them) compiled
        // against the subset of UIKit they use, transcribed from the iOS SDK's headers.
        .target(name: "UIKitSurface", dependencies: ["LayoutModel"], path: "Tests/UIKitSurface", swiftSettings: [.define("UIKIT_SURFACE")]),
        // The core: layout → renderers → store → diff, over the model it re-exports. Never imports XCTest.
        .target(name: "Snapshot", dependencies: ["LayoutModel"]),
        // `assertSnapshot` for XCTest and Swift Testing, on top of `verifySnapshot`.
        .target(name: "SnapshotAssertions", dependencies: ["Snapshot"]),
        // Screens read from JSON files (`ScreenFile`, docs/screen-format.md): not on an assertion's
        // path, so a test package that does not read screen files does not compile it.
        .target(name: "ScreenFiles", dependencies: ["Snapshot"]),
        // Rules checked without references over devices and data variants: a product of its own,
        // so a package that only asserts snapshots does not compile it.
        .target(name: "LayoutRules", dependencies: ["Snapshot"]),
        // `assertLayoutRules`, the rules reported to XCTest or Swift Testing (re-exports LayoutRules).
        .target(name: "LayoutRuleAssertions", dependencies: ["LayoutRules", "SnapshotAssertions"]),
        // Sample screens from the seed documents.
        .target(name: "ScreenFixtures", dependencies: ["LayoutModel"]),
        // The command's logic, callable from tests; `snapshot-cli/main.swift` only forwards.
        // Its review page's script and style sheet are files (`Review/Page`), copied beside the program.
        .target(
            name: "SnapshotCLI", dependencies: ["Snapshot", "ScreenFiles", "ScreenFixtures", "LayoutRules"], resources: [.copy("Review/Page")]),
        .executableTarget(name: "snapshot-cli", dependencies: ["SnapshotCLI"]),
        // `swift package snapshot review|accept|…`: snapshot-cli without `swift run`, built in
        // release by the plugin itself (a dependency here would build it in debug first).
        .plugin(
            name: "SnapshotPlugin",
            capability: .command(
                intent: .custom(verb: "snapshot", description: "Review, accept, reject, apply, merge or prune snapshots with snapshot-cli"),
                permissions: [.writeToPackageDirectory(reason: "accept, reject, apply and prune write references under __Snapshots__")])),
        // What the store's and the command line's tests share: a temporary package (not a product).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "ScreenFiles", "TestSupport"]),
        .testTarget(name: "ScreenFilesTests", dependencies: ["ScreenFiles", "ScreenFixtures"]),
        .testTarget(name: "SnapshotAssertionsTests", dependencies: ["SnapshotAssertions", "ScreenFixtures"]),
        .testTarget(name: "ScreenFixturesTests", dependencies: ["ScreenFixtures", "ScreenFiles", "SnapshotAssertions"]),
        .testTarget(name: "SnapshotCLITests", dependencies: ["SnapshotCLI", "TestSupport"]),
        .testTarget(name: "LayoutUIKitTests", dependencies: ["UIKitSurface", "Snapshot", "ScreenFiles", "ScreenFixtures"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutRuleAssertions", "ScreenFixtures"]),
        // The Swift of the README and the DocC articles, compiled (scripts/snippets.py writes it).
        .testTarget(
            name: "SnippetTests",
            dependencies: ["LayoutModel", "SnapshotAssertions", "LayoutRuleAssertions", "ScreenFiles", "ScreenFixtures", "UIKitSurface"]),
    ]
)
