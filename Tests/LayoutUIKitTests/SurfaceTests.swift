import Foundation
import Testing

/// The bridge compiled here is the bridge an app links: the same files, using only what UIKit has.
@Suite struct SurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bridgeFiles() throws -> [(name: String, text: String)] {
        let folder = root.appendingPathComponent("Sources/LayoutUIKit")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Tests/UIKitSurface/Bridge is a link to Sources/LayoutUIKit, not a copy.
    @Test func theSurfaceCompilesTheBridgesOwnFiles() throws {
        let link = Self.root.appendingPathComponent("Tests/UIKitSurface/Bridge").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../Sources/LayoutUIKit")
        #expect(try Self.bridgeFiles().count >= 4)
    }

    /// No bridge file reaches for a test hook of the surface (`surfaceWindow`, `surfaceDequeued` …),
    /// which UIKit does not have, and every one compiles only where UIKit (or the surface) is.
    @Test func theBridgeUsesNoSurfaceHook() throws {
        for (name, text) in try Self.bridgeFiles() {
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            #expect(code.range(of: #"surface[A-Z]"#, options: .regularExpression) == nil, "\(name) uses a surface hook")
            #expect(code.hasPrefix("#if canImport(UIKit) || UIKIT_SURFACE\n    #if canImport(UIKit)\n        import UIKit\n    #endif\n"), "\(name)")
        }
    }
}
