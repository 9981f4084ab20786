import Foundation

/// A throw-away package in a unique temporary folder, with its `Package.swift`: what the store's
/// and the command line's tests write snapshot folders, sources and records into. Removed when
/// the last reference to it goes (or by `remove()`).
///
/// Assertions made "from" `testFile` find this folder as their package root, so their default
/// snapshot folder is `<root>/__Snapshots__` and their messages show paths relative to it.
public final class TemporaryPackage {
    public let root: URL
    public var snapshots: URL { root.appendingPathComponent("__Snapshots__") }

    public init() throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-tests-\(UUID().uuidString)", isDirectory: true).standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("Package.swift", "// swift-tools-version:6.0\n")
    }

    deinit { remove() }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// `<root>/Tests/ShopTests/MallTests.swift` (never created: only its path matters).
    public var testFile: String { url("Tests/ShopTests/MallTests.swift").path }
    /// The `#fileID` of `testFile`: its target is `ShopTests`.
    public var fileID: String { "ShopTests/MallTests.swift" }

    public func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Writes a file at a path relative to the package, making its folders.
    public func write(_ path: String, _ text: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// Whether anything is at the path, a link to nothing included (it is not followed).
    public func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(url(path).path, &info) == 0
    }

    /// Every file under `relative` (the whole package by default), relative to it, sorted,
    /// hidden ones included.
    public func files(under relative: String = "") -> [String] {
        let base = relative.isEmpty ? root : url(relative)
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// Sets a file's modification date (to order it before or after a run record).
    public func setModified(_ path: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url(path).path)
    }
}
