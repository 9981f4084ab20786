import Foundation
import Snapshot

/// The test functions a package's Swift files declare, found by file name and function name.
struct TestSources {
    var packageRoot: URL
    private let files: [String: [URL]]

    init(packageRoot: URL) {
        self.packageRoot = packageRoot
        var files: [String: [URL]] = [:]
        let skipped: Set<String> = [".build", "__Snapshots__", "node_modules"]
        let enumerator = FileManager.default.enumerator(
            at: packageRoot, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        while let url = enumerator?.nextObject() as? URL {
            if skipped.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
            } else if url.pathExtension == "swift" {
                files[url.deletingPathExtension().lastPathComponent, default: []].append(url)
            }
        }
        self.files = files
    }

    /// The Swift files named `<name>.swift` in the package.
    func files(named name: String) -> [URL] {
        files[name] ?? []
    }

    /// The test target a file sits in by SwiftPM's convention (`Tests/<Target>/…/File.swift`), or `nil`.
    func target(of file: URL) -> String? {
        let root = packageRoot.standardizedFileURL.pathComponents
        let parts = file.standardizedFileURL.pathComponents
        guard parts.count > root.count + 2, Array(parts.prefix(root.count)) == root, parts[root.count] == "Tests" else {
            return nil
        }
        return parts[root.count + 1]
    }

    /// Whether a file named after the test's file declares `func <test name>`.
    func declares(_ test: SnapshotTest) -> Bool {
        (files[test.file] ?? []).contains { url in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return true }  // unreadable: keep
            return Self.text(text, declaresFunction: test.name)
        }
    }

    /// `func name(` or `func name<`, with any spacing, outside the middle of a longer word; a
    /// raw identifier (`` func `home in dark mode`() ``) is named as its snapshots are, by its
    /// path-safe form (`home-in-dark-mode`), so a disabled test with one keeps its references.
    static func text(_ text: String, declaresFunction name: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(of: "func") {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            rest = rest[found.upperBound...]
            let afterKeyword = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard afterKeyword.startIndex != rest.startIndex, !(before.map(isIdentifierCharacter) ?? false) else { continue }
            let declared: Substring
            let after: Substring
            if afterKeyword.first == "`" {
                let raw = afterKeyword.dropFirst()
                guard let close = raw.firstIndex(where: { $0 == "`" || $0.isNewline }), raw[close] == "`" else { continue }
                declared = raw[..<close]
                after = raw[raw.index(after: close)...]
            } else {
                declared = afterKeyword.prefix(while: isIdentifierCharacter)
                after = afterKeyword[declared.endIndex...]
            }
            let next = after.drop { $0 == " " || $0 == "\t" }.first
            guard next == "(" || next == "<", !declared.isEmpty else { continue }
            if declared == name || PathComponent.sanitized(ReferenceLocation.bareTestName(String(declared))) == name { return true }
        }
        return false
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}

/// The test a snapshot belongs to: its test file's name and its test's name.
struct SnapshotTest: Hashable, Sendable {
    /// `ShopTests/HomeTests/home`: the snapshot's name without its own part.
    var id: String
    /// `HomeTests`.
    var file: String
    /// `home`.
    var name: String
}

extension SnapshotKey {
    /// The test of `ShopTests/HomeTests/home.iphone-se`: `ShopTests/HomeTests/home`.
    var test: SnapshotTest? {
        let slash = name.lastIndex(of: "/")
        let last = slash.map { name[name.index(after: $0)...] } ?? name[...]
        guard let slash, let dot = last.firstIndex(of: ".") else { return nil }
        let folder = name[..<slash]
        let file = folder.lastIndex(of: "/").map { folder[folder.index(after: $0)...] } ?? folder
        return SnapshotTest(id: String(name[..<dot]), file: String(file), name: String(last[..<dot]))
    }
}

extension SnapshotFile {
    /// The test of a reference or pending file.
    var test: SnapshotTest? {
        switch self {
        case .reference(let key), .pending(let key): key.test
        case .overlay: nil
        }
    }
}
