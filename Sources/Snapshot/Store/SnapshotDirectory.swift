import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where references live: `<project root>/__Snapshots__` unless a parameter or `SNAPSHOT_DIR` says otherwise.
///
/// The project root is the nearest folder at or above the test file's that holds
/// `Package.swift`; outside any package (an Xcode project), the nearest that holds an
/// `.xcodeproj`, an `.xcworkspace` or `.git`; failing all of them, the test file's own folder.
/// A relative directory (from the parameter or the environment) is taken from the project root,
/// so the same setting means the same folder whatever the current directory is; an absolute
/// one is used as it is.
///
///     SnapshotDirectory(testFile: "/repo/Tests/MallTests/MallTests.swift", override: nil, environment: [:])
///         .url.path   // "/repo/__Snapshots__"
///     // No Package.swift; /app/Shop.xcodeproj beside /app/ShopTests/HomeTests.swift:
///     SnapshotDirectory(testFile: "/app/ShopTests/HomeTests.swift", override: nil, environment: [:])
///         .url.path   // "/app/__Snapshots__"
package struct SnapshotDirectory: Sendable, Equatable {
    /// The folder name used when nothing overrides it.
    package static let defaultName = "__Snapshots__"
    /// The environment variable that moves the snapshot directory.
    package static let environmentKey = "SNAPSHOT_DIR"

    /// The folder holding `Package.swift`, or `nil` when the test file is outside any package.
    package var packageRoot: URL?
    /// The snapshot directory itself.
    package var url: URL {
        didSet { path = url.path }
    }
    /// `url.path`, kept: every assertion builds its file paths from it.
    package private(set) var path: String
    /// Whether `url` is the default `<package root>/__Snapshots__`.
    package var isDefault: Bool
    /// Whether the user named the folder (the parameter, the trait's `directory:`, `SNAPSHOT_DIR`):
    /// only a named folder is followed when it is a symbolic link (`ConfinedPath.rootIsNamed`).
    package var isNamed: Bool
    /// What relative paths are taken from: the project root, else the test file's folder.
    package var base: URL

    package init(testFile: String, override: String?, environment: [String: String]) {
        let file = URL(fileURLWithPath: testFile).standardizedFileURL
        let root = Self.packageRoot(above: file)
        let base = root ?? Self.projectRoot(from: file.deletingLastPathComponent()) ?? file.deletingLastPathComponent()
        packageRoot = root
        self.base = base
        if let chosen = override ?? environment[Self.environmentKey].flatMap({ $0.isEmpty ? nil : $0 }) {
            url = Self.resolve(chosen, from: base)
            isDefault = url.path == base.appendingPathComponent(Self.defaultName).standardizedFileURL.path
            isNamed = true
        } else {
            url = base.appendingPathComponent(Self.defaultName).standardizedFileURL
            isDefault = true
            isNamed = false
        }
        path = url.path
    }

    /// A file below the folder, reached as every store operation reaches it (`ConfinedPath`).
    package func file(_ relativePath: String) -> ConfinedPath {
        ConfinedPath(root: path, relativePath: relativePath, rootIsNamed: isNamed)
    }

    /// `path` taken from `base` when relative, standardised.
    package static func resolve(_ path: String, from base: URL) -> URL {
        let url = path.hasBytePrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// `url` relative to the project root when it is inside it, else its absolute path.
    package func display(_ url: URL) -> String {
        let root = base
        let prefix = root.path.hasByteSuffix("/") ? root.path : root.path + "/"
        let path = url.standardizedFileURL.path
        return path.pathRemainder(after: prefix) ?? path
    }

    /// `folder` or the nearest folder above it that holds an `.xcodeproj`, an `.xcworkspace` or
    /// `.git` (asked only outside a package, once per folder of test files).
    package static func projectRoot(from folder: URL) -> URL? {
        let start = folder.standardizedFileURL.path
        if let known = ProjectRoots.shared.root(for: start) { return known }
        var path = Substring(start)
        var found: URL?
        while true {
            let here = path.isEmpty ? "/" : String(path)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []
            if entries.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                found = URL(fileURLWithPath: here, isDirectory: true)
                break
            }
            guard let slash = path.lastIndex(of: "/") else { break }
            path = path[..<slash]
        }
        ProjectRoots.shared.remember(found, for: start)
        return found
    }

    /// The nearest folder at or above the file's folder that holds `Package.swift`.
    ///
    /// Every assertion asks, so the walk cuts the path as text and asks `access` about each
    /// folder, instead of building a `URL` (and a `FileManager` call) per level.
    private static func packageRoot(above file: URL) -> URL? {
        var folder = Substring(file.path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let candidate = String(folder) + "/Package.swift"
            if access(candidate, F_OK) == 0 {
                return URL(fileURLWithPath: folder.isEmpty ? "/" : String(folder), isDirectory: true)
            }
        }
        return nil
    }
}

/// The project roots found so far, by the folder of the test file asked about: every assertion
/// asks, and listing each folder up to the root each time would cost more than the assertion.
private final class ProjectRoots: @unchecked Sendable {
    static let shared = ProjectRoots()
    private let lock = NSLock()
    private var roots: [String: URL?] = [:]

    func root(for folder: String) -> URL?? {
        lock.lock()
        defer { lock.unlock() }
        return roots[folder]
    }

    func remember(_ root: URL?, for folder: String) {
        lock.lock()
        defer { lock.unlock() }
        if roots.count > 10_000 { roots.removeAll() }
        roots[folder] = root
    }
}
