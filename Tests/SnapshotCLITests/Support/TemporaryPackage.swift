import Foundation
@testable import Snapshot
@testable import SnapshotCLI

/// A package folder in a fresh temporary directory, with a hand-written `__Snapshots__`.
final class TemporaryPackage {
    let root: URL
    var snapshots: URL { root.appendingPathComponent("__Snapshots__") }

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("Package.swift", "// swift-tools-version:6.0\n")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes a file at a path relative to the package.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes a file inside `__Snapshots__`.
    func snapshot(_ path: String, _ text: String) throws {
        try write("__Snapshots__/" + path, text)
    }

    /// An overlay as a test run writes it (`DiffOverlay`): `desc`, the change list as it stands
    /// escaped in the SVG, and the causes' block, bound to the two texts it was drawn from.
    static func overlay(_ desc: String, causes: [ChangeCause] = [], reference: String, pending: String) -> String {
        let metadata = DiffOverlay.Compared(reference: reference, pending: pending).line + "\n" + ChangeCause.block(causes)
        let escaped = metadata.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
        return "<svg><desc>\(desc)</desc><metadata>\(escaped)</metadata></svg>"
    }

    /// A failing snapshot inside `__Snapshots__`: `name` + `.svg` holding `reference`, its pending
    /// file holding `pending`, and the overlay of the two (`overlay`).
    func failing(_ name: String, reference: String, pending: String, desc: String, causes: [ChangeCause] = []) throws {
        try snapshot("\(name).svg", reference)
        try snapshot("\(name).new.svg", pending)
        try snapshot("\(name).diff.svg", Self.overlay(desc, causes: causes, reference: reference, pending: pending))
    }

    func exists(_ path: String) -> Bool {
        FileSystem.exists(root.appendingPathComponent(path))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under the package, relative, sorted (hidden ones included).
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// Sets a file's modification date (to order it before or after a run record).
    func setModified(_ path: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: root.appendingPathComponent(path).path)
    }
}
