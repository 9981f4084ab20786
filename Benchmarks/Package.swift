// swift-tools-version:6.0
import PackageDescription

// A package of its own, so the product keeps zero dependencies: only the benchmark pulls in
// the peer library it is measured against.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "LayoutSnapshots", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // The harness: workloads, timing, peak memory, table and JSON.
        .executableTarget(
            name: "snapshot-bench",
            dependencies: [
                .product(name: "Snapshot", package: "LayoutSnapshots"),
                .product(name: "ScreenFixtures", package: "LayoutSnapshots"),
                .product(name: "LayoutRules", package: "LayoutSnapshots"),
                .product(name: "ScreenFiles", package: "LayoutSnapshots"),
                "PeerSnapshotTesting",
            ]),
        // swift-snapshot-testing behind two plain functions, so its `verifySnapshot` and
        // `Diffing` never meet ours in one file.
        .target(
            name: "PeerSnapshotTesting",
            dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    ]
)
