// swift-tools-version:6.0
// A shop laid out as teams split it: sizing specs with no UIKit (ShopSpecs, linked by the app
// and tested on Linux), the app's section controllers that call them (ShopApp, built where
// UIKit exists), and snapshot tests of the same specs (ShopSpecsTests).
import PackageDescription

let package = Package(
    name: "SharedSizing",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(name: "LayoutSnapshots", path: "../..")],
    targets: [
        .target(name: "ShopSpecs", dependencies: [.product(name: "LayoutModel", package: "LayoutSnapshots")]),
        .target(name: "ShopApp", dependencies: ["ShopSpecs"]),
        .testTarget(
            name: "ShopSpecsTests", dependencies: ["ShopSpecs", .product(name: "SnapshotAssertions", package: "LayoutSnapshots")]),
    ]
)
