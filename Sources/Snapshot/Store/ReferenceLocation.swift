import Foundation

/// The files of one snapshot: reference, pending rendering and diff overlay, all in one folder.
///
/// Every part is a sanitised `PathComponent`, so the files always sit inside
/// `<snapshot directory>/<TestTarget>/<TestFile>/`. The test target (the module `#fileID`
/// names) keeps two targets' files of the same name apart:
///
///     reference  ShopTests/MallTests/testMall.1.svg
///     pending    ShopTests/MallTests/testMall.1.new.svg
///     overlay    ShopTests/MallTests/testMall.1.diff.svg
package struct ReferenceLocation: Sendable, Equatable {
    /// The test target's module name (`ShopTests`).
    package var target: String
    /// The test file's name without its extension (`MallTests`).
    package var testFile: String
    /// The test's name (`testMall`).
    package var testName: String
    /// The snapshot's name or its counter (`1`, `iphone-se`).
    package var name: String
    /// The strategy's path extension (`svg`).
    package var pathExtension: String

    /// Sanitises every part. `fileID` is the test file's `#fileID` (`ShopTests/MallTests.swift`),
    /// whose module names the target; `testFile` may be a whole path (`/repo/Tests/MallTests.swift`);
    /// `testName` may carry its parameter list, as `#function` (`testMall()`) and Swift Testing
    /// (`grid(device:)`) give it.
    package init(fileID: String, testFile: String, testName: String, name: String, pathExtension: String) {
        self.target = PathComponent.sanitized(Self.module(ofFileID: fileID))
        self.testFile = PathComponent.sanitized(TestFilePlaces.fileName(of: testFile))
        self.testName = PathComponent.sanitized(Self.bareTestName(testName))
        self.name = PathComponent.sanitized(name)
        self.pathExtension = PathComponent.sanitized(pathExtension)
    }

    /// The same test's snapshot with another name (or counter).
    package func named(_ name: String) -> ReferenceLocation {
        var copy = self
        copy.name = PathComponent.sanitized(name)
        return copy
    }

    /// The module of a `#fileID` (`ShopTests/MallTests.swift` → `ShopTests`); the whole text
    /// when it names none.
    package static func module(ofFileID fileID: String) -> String {
        // Searched by byte: a `Character` search breaks graphemes, and every assertion asks.
        guard let slash = fileID.utf8.firstIndex(of: UInt8(ascii: "/")) else { return fileID }
        return String(fileID[..<slash])
    }

    /// A function name without its parameter list: `testMall()` → `testMall`, `grid(device:)` → `grid`.
    package static func bareTestName(_ function: String) -> String {
        guard let open = function.utf8.firstIndex(of: UInt8(ascii: "(")), open != function.startIndex else { return function }
        return String(function[..<open])
    }

    /// `ShopTests/MallTests`: the snapshot's folder inside the snapshot directory.
    package var folderPath: String { "\(target)/\(testFile)" }

    /// `ShopTests/MallTests/testMall.1`: what `snapshot-cli accept` takes.
    package var id: String { "\(folderPath)/\(testName).\(name)" }

    /// `testMall.1.svg`: how the failure message names the snapshot.
    package var referenceFileName: String { SnapshotFileNaming.reference(fileBase, pathExtension: pathExtension) }
    package var pendingFileName: String { SnapshotFileNaming.pending(fileBase, pathExtension: pathExtension) }
    package var overlayFileName: String { SnapshotFileNaming.overlay(fileBase) }

    /// `testMall.1`: the file names without their endings.
    private var fileBase: String { "\(testName).\(name)" }

    /// `ShopTests/MallTests/testMall.1.svg`: the reference relative to the snapshot directory.
    package var referencePath: String { "\(folderPath)/\(referenceFileName)" }
    package var pendingPath: String { "\(folderPath)/\(pendingFileName)" }
    package var overlayPath: String { "\(folderPath)/\(overlayFileName)" }

    package func reference(in directory: URL) -> URL { url(referenceFileName, in: directory) }
    package func pending(in directory: URL) -> URL { url(pendingFileName, in: directory) }
    package func overlay(in directory: URL) -> URL { url(overlayFileName, in: directory) }

    /// The same files as paths in the folder at `directoryPath` (`SnapshotDirectory.path`):
    /// what a matching assertion needs, without building a `URL` for each.
    package func referenceFile(inFolder directoryPath: String) -> String { file(referenceFileName, inFolder: directoryPath) }

    /// The folder all three files sit in: `<directory>/ShopTests/MallTests`.
    package func folder(inFolder directoryPath: String) -> String {
        // By byte (`PathBytes`): `hasSuffix` compared `Character`s from the end, on every assertion.
        (directoryPath.hasByteSuffix("/") ? directoryPath : directoryPath + "/") + folderPath
    }

    private func file(_ fileName: String, inFolder directoryPath: String) -> String {
        folder(inFolder: directoryPath) + "/" + fileName
    }

    /// The hints spare `appendingPathComponent` a look at the file system for each part.
    private func url(_ fileName: String, in directory: URL) -> URL {
        directory.appendingPathComponent(target, isDirectory: true).appendingPathComponent(testFile, isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: false)
    }
}
