import Foundation
import Testing
@_spi(Surface) import UIKitSurface

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

    /// Every bridge file compiles only where UIKit has collection views (not macOS, not watchOS) or
    /// where the surface stands in. That no bridge file uses a test hook of the surface is not read
    /// here from the text: the hooks are `@_spi(Surface)`, and `scripts/check-apple-targets.py`
    /// type-checks the bridge against the surface as `UIKit` for every declared Apple platform, where
    /// a hook is "inaccessible due to '@_spi' protection level" (its self-check shows it).
    @Test func everyBridgeFileCompilesOnlyWhereUIKitHasCollectionViews() throws {
        let header = "#if (canImport(UIKit) && !os(watchOS)) || UIKIT_SURFACE\n    #if canImport(UIKit)\n        import UIKit\n    #endif\n"
        for (name, text) in try Self.bridgeFiles() {
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }.joined(separator: "\n")
            #expect(code.hasPrefix(header), "\(name)")
        }
    }

    /// UIScrollView.h's words for what `adjustedContentInset` adds to `contentInset`, per
    /// `contentInsetAdjustmentBehavior` (see the surface's `UIScrollView`): a short collection view
    /// (content 300 high in a 600-high view) under bars of 100 above and 50 below, and 20 of safe
    /// area on each side.
    @MainActor @Test func theAdjustedContentInsetFollowsTheAdjustmentBehaviour() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        view.surfaceSafeAreaInsets = UIEdgeInsets(top: 100, left: 20, bottom: 50, right: 20)
        view.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        view.contentSize = CGSize(width: 400, height: 300)
        func adjusted() -> [CGFloat] { let i = view.adjustedContentInset; return [i.top, i.left, i.bottom, i.right] }
        // .automatic, not owned by a controller in a navigation controller, nothing scrolls: the app's inset only.
        #expect(adjusted() == [8, 0, 0, 0])
        // … owned by one: top and bottom "regardless of whether the scroll view is scrollable".
        view.surfaceOwnedByControllerInNavigationController = true
        #expect(adjusted() == [108, 0, 50, 0])
        // .scrollableAxes: only the axes that scroll (the content taller than the view, or bouncing).
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(adjusted() == [8, 0, 0, 0])
        view.contentSize = CGSize(width: 400, height: 900)
        #expect(adjusted() == [108, 0, 50, 0])
        view.alwaysBounceHorizontal = true
        #expect(adjusted() == [108, 20, 50, 20])
        // .always: every side; .never: none.
        view.contentInsetAdjustmentBehavior = .always
        view.alwaysBounceHorizontal = false
        #expect(adjusted() == [108, 20, 50, 20])
        view.contentInsetAdjustmentBehavior = .never
        #expect(adjusted() == [8, 0, 0, 0])
    }
}
