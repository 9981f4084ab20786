import Testing
import Foundation
import Snapshot
import TestSupport

@Suite struct SnapshotDirectoryTests {
    @Test func defaultsToSnapshotsFolderAtThePackageRoot() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let directory = SnapshotDirectory(testFile: package.testFile, override: nil, environment: [:])
        #expect(directory.packageRoot?.path == package.root.path)
        #expect(directory.url == package.snapshots)
        #expect(directory.isDefault)
    }

    @Test func findsTheNearestPackageAbove() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // A nested package: its own Package.swift wins over the outer one.
        try package.write("Nested/Package.swift", "// nested\n")
        let directory = SnapshotDirectory(
            testFile: package.url("Nested/Tests/A/ATests.swift").path, override: nil, environment: [:])
        #expect(directory.url == package.url("Nested/__Snapshots__"))
    }

    @Test func environmentMovesItAndRelativePathsStartAtThePackageRoot() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let relative = SnapshotDirectory(testFile: package.testFile, override: nil, environment: ["SNAPSHOT_DIR": "Refs/ios"])
        #expect(relative.url == package.url("Refs/ios"))
        #expect(!relative.isDefault)
        let absolute = SnapshotDirectory(testFile: package.testFile, override: nil, environment: ["SNAPSHOT_DIR": "/elsewhere/refs"])
        #expect(absolute.url.path == "/elsewhere/refs")
    }

    @Test func theParameterWinsOverTheEnvironment() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let directory = SnapshotDirectory(
            testFile: package.testFile, override: "Params", environment: ["SNAPSHOT_DIR": "Env"])
        #expect(directory.url == package.url("Params"))
    }

    @Test func anEmptyEnvironmentValueIsIgnored() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let directory = SnapshotDirectory(testFile: package.testFile, override: nil, environment: ["SNAPSHOT_DIR": ""])
        #expect(directory.url == package.snapshots)
    }

    @Test func withoutAPackageTheTestFilesFolderIsTheBase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")
        let directory = SnapshotDirectory(testFile: folder.appendingPathComponent("XTests.swift").path, override: nil, environment: [:])
        #expect(directory.packageRoot == nil)
        #expect(directory.url == folder.appendingPathComponent("__Snapshots__").standardizedFileURL)
        // Paths are shown from the folder they are taken from.
        #expect(directory.display(directory.url) == "__Snapshots__")
    }

    /// An Xcode project: the nearest folder above the test file with an `.xcodeproj`, an
    /// `.xcworkspace` or `.git` holds the one `__Snapshots__`; a relative `SNAPSHOT_DIR` starts there.
    @Test func withoutAPackageTheProjectFolderIsTheBase() throws {
        for marker in ["Shop.xcodeproj", "Shop.xcworkspace", ".git"] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent(marker), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("ShopTests/Home"), withIntermediateDirectories: true)
            let test = root.appendingPathComponent("ShopTests/Home/HomeTests.swift").path
            let directory = SnapshotDirectory(testFile: test, override: nil, environment: [:])
            #expect(directory.packageRoot == nil)
            #expect(directory.url == root.appendingPathComponent("__Snapshots__").standardizedFileURL, "\(marker)")
            let relative = SnapshotDirectory(testFile: test, override: nil, environment: ["SNAPSHOT_DIR": "Refs"])
            #expect(relative.url == root.appendingPathComponent("Refs").standardizedFileURL)
            let absolute = SnapshotDirectory(testFile: test, override: nil, environment: ["SNAPSHOT_DIR": "/tmp/elsewhere"])
            #expect(absolute.url.path == "/tmp/elsewhere")
        }
    }

    @Test func displaysPathsRelativeToThePackageRootWhenInside() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let directory = SnapshotDirectory(testFile: package.testFile, override: nil, environment: [:])
        #expect(directory.display(package.url("__Snapshots__/ShopTests/MallTests/testMall.1.svg")) == "__Snapshots__/ShopTests/MallTests/testMall.1.svg")
        #expect(directory.display(URL(fileURLWithPath: "/outside/x.svg")) == "/outside/x.svg")
    }
}
