import Testing
import Foundation
import Snapshot

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
        try package.write("// nested\n", to: "Nested/Package.swift")
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
        // Nothing to be relative to: paths are shown whole.
        #expect(directory.display(directory.url) == directory.url.path)
    }

    @Test func displaysPathsRelativeToThePackageRootWhenInside() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let directory = SnapshotDirectory(testFile: package.testFile, override: nil, environment: [:])
        #expect(directory.display(package.url("__Snapshots__/ShopTests/MallTests/testMall.1.svg")) == "__Snapshots__/ShopTests/MallTests/testMall.1.svg")
        #expect(directory.display(URL(fileURLWithPath: "/outside/x.svg")) == "/outside/x.svg")
    }
}
