import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// Every file in `examples/` decodes: the documentation never shows a broken screen.
@Suite struct ExampleFilesTests {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    private static func exampleFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyExampleDecodes() throws {
        let files = try Self.exampleFiles()
        #expect(files.map(\.lastPathComponent).contains("second-category.json"))
        #expect(files.contains { $0.lastPathComponent.hasPrefix("listkit") })
        for file in files {
            do {
                let screen = try ScreenFile.load(contentsOf: file)
                #expect(!screen.subControllers.isEmpty, "\(file.lastPathComponent) has no segments")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func secondCategoryExampleIsTheTutorialScreen() throws {
        let screen = try ScreenFile.load(contentsOf: Self.examples.appendingPathComponent("second-category.json"))
        #expect(screen.name == "SecondCategoryVC")
        #expect(screen.layoutStyle == .leftAlignedFlow)
        #expect(screen.chrome.navigationBar?.title == "Vegetables")
        #expect(screen.subControllers.map(\.name) == ["OneLabelSC", "SecondCategorySC", "OneLabelSC", "OptimumGoodsSC"])
        #expect(screen.subControllers.map(\.numberOfItems) == [1, 1, 1, 6])
    }

    @Test func horizontalShelfExampleScrollsHorizontally() throws {
        let screen = try ScreenFile.load(contentsOf: Self.examples.appendingPathComponent("horizontal-shelf.json"))
        #expect(screen.scrollDirection == .horizontal)
        let layout = LayoutEngine.layout(screen)
        // iPhone 8 with a navigation bar and a tab bar: 667 − 64 − 49 = 554 high. The 40-wide
        // header of section 0 is left of its items, at inset left 8.
        #expect(layout.segments[0].header == Rect(x: 8, y: 8, width: 40, height: 538))
        #expect(layout.contentSize.height == 554)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func loadingAMissingFileNamesIt() {
        let missing = Self.examples.appendingPathComponent("no-such-screen.json")
        do {
            _ = try ScreenFile.load(contentsOf: missing)
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.file == missing.path)
            #expect(error.expected == "a JSON screen file")
            #expect(error.found == "no such file; check the path")
        }
    }
}
