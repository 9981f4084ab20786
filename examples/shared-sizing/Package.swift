// swift-tools-version:6.0
// A shop laid out as teams split it: sizing specs with no UIKit (ShopSpecs, linked by the app
// and tested on Linux), the app's screen that serves its collection view from those same specs
// through LayoutUIKit (ShopApp, built where UIKit exists), and snapshot tests of the specs
// (ShopSpecsTests). An app target depends on the ShopApp product (or on ShopSpecs and
// LayoutUIKit): one sizing code, run by the app and by the snapshots.
import PackageDescription

let package = Package(
    name: "SharedSizing",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "ShopSpecs", targets: ["ShopSpecs"]),
        .library(name: "ShopApp", targets: ["ShopApp"]),
    ],
    dependencies: [.package(name: "LayoutSnapshots", path: "../..")],
    targets: [
        .target(name: "ShopSpecs", dependencies: [.product(name: "LayoutModel", package: "LayoutSnapshots")]),
        .target(name: "ShopApp", dependencies: ["ShopSpecs", .product(name: "LayoutUIKit", package: "LayoutSnapshots")]),
        .testTarget(
            name: "ShopSpecsTests", dependencies: ["ShopSpecs", .product(name: "SnapshotAssertions", package: "LayoutSnapshots")]),
    ]
)
