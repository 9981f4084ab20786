import Foundation

/// A throw-away package in a unique temp folder: `Package.swift`, and a test file path inside it.
///
/// Assertions made "from" `testFile` find this folder as their package root, so their default
/// snapshot directory is `<root>/__Snapshots__` and messages show paths relative to it.
struct TemporaryPackage {
    let root: URL

    init() throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-store-tests-\(UUID().uuidString)")
            .standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    /// `<root>/Tests/MallTests/MallTests.swift` (never created: only its path matters).
    var testFile: String { root.appendingPathComponent("Tests/ShopTests/MallTests.swift").path }
    /// The `#fileID` of `testFile`: its target is `ShopTests`.
    var fileID: String { "ShopTests/MallTests.swift" }

    var snapshots: URL { root.appendingPathComponent("__Snapshots__") }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func write(_ text: String, to relative: String) throws {
        let url = url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        (try? Data(contentsOf: url(relative))).flatMap { String(data: $0, encoding: .utf8) }
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    /// Every file under `relative`, sorted, relative to it (hidden ones included).
    func files(under relative: String) -> [String] {
        let base = url(relative)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { item -> String? in
            guard let path = item as? String else { return nil }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue ? path : nil
        }.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
