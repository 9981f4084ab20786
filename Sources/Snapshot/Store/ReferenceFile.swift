import Foundation

/// What is on disk where a reference should be.
package enum ReferenceFile: Equatable {
    /// Nothing: the snapshot was never recorded.
    case missing
    /// The reference's bytes.
    case present(Data)
    /// Something that cannot be a reference (a folder, an unreadable file), and why.
    case unreadable(reason: String)

    package static func read(_ url: URL) -> ReferenceFile {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue { return .unreadable(reason: "it is a folder, not a file") }
        do {
            return .present(try Data(contentsOf: url))
        } catch {
            return .unreadable(reason: FileErrorReason.describe(error))
        }
    }
}
