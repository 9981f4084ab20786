import Foundation
import Testing
@testable import Snapshot

/// `LayoutJSON` writes what `JSONEncoder` (sorted keys, pretty printed) writes, byte for byte.
@Suite struct LayoutJSONTests {
    static func encoderBytes(_ layout: Layout) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(layout), as: UTF8.self) + "\n"
    }

    /// Every style, nested collections, headers, footers, diagnostics, hostile strings, odd numbers.
    static var samples: [Layout] {
        var listKit = RenderSamples.documented
        listKit.style = .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: false, scrollOffset: 12.25))
        var flow = RenderSamples.tiny
        flow.style = .flow
        var empty = RenderSamples.unusual(strings: ["x"])
        empty.segments = []
        empty.diagnostics = []
        empty.chrome = []
        return [RenderSamples.documented, RenderSamples.unusual(), RenderSamples.tiny, RenderSamples.goodsGrid(count: 41), listKit, flow, empty]
    }

    @Test func matchesJSONEncoderByteForByte() throws {
        for (index, layout) in Self.samples.enumerated() {
            let ours = try #require(LayoutJSON.render(layout))
            let theirs = try Self.encoderBytes(layout)
            #expect(ours == theirs, "sample \(index) differs")
            #expect(try JSONDecoder().decode(Layout.self, from: Data(ours.utf8)) == layout)
        }
    }

    @Test func aNumberThatIsNotFiniteIsNoJSON() {
        var layout = RenderSamples.tiny
        layout.contentSize = Size(width: 375, height: .infinity)
        #expect(LayoutJSON.render(layout) == nil)
    }
}
