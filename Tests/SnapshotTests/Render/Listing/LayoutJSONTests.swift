import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// `LayoutJSON` writes every stored property of the layout (`ReflectedJSON` works out which),
/// keys sorted, pretty printed.
@Suite struct LayoutJSONTests {
    /// What `LayoutJSON` wrote, read back.
    static func parsed(_ json: String) throws -> JSONValue {
        try JSONParser.parse(Data(json.utf8), file: "layout.json")
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

    @Test func writesEveryStoredPropertyAndNothingElse() throws {
        for (index, layout) in Self.samples.enumerated() {
            let json = try #require(LayoutJSON.render(layout))
            #expect(ReflectedJSON.of(parsed: try Self.parsed(json)) == ReflectedJSON.of(layout), "sample \(index) differs")
        }
    }

    @Test func sortsTheKeysOfEveryObjectAndNamesEachOnce() throws {
        for layout in Self.samples {
            let json = try #require(LayoutJSON.render(layout))
            for keys in ReflectedJSON.keyOrders(in: try Self.parsed(json)) {
                #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "keys \(keys) are not sorted, or repeat")
            }
        }
    }

    /// Two-space indents, `"key" : value`, `/` as `\/`, whole numbers without `.0`, an empty
    /// object as `{`, a blank line and `}`: the pretty printing 0.2 wrote through `JSONEncoder`.
    @Test func printsAsFoundationPrettyPrints() throws {
        var layout = RenderSamples.tiny
        layout.style = .flow
        layout.screenName = "Shop/Home"
        layout.device.scale = 3
        let json = try #require(LayoutJSON.render(layout))
        #expect(json.hasPrefix("{\n  \"chrome\" : [\n    {\n      \"frame\" : {\n"))
        #expect(json.contains("\n  \"screenName\" : \"Shop\\/Home\",\n"))
        #expect(json.contains("\n    \"scale\" : 3\n  },\n"))
        #expect(json.hasSuffix("\n  \"style\" : {\n    \"flow\" : {\n\n    }\n  }\n}\n"))
    }

    @Test func aNumberThatIsNotFiniteIsNoJSON() {
        var layout = RenderSamples.tiny
        layout.contentSize = Size(width: 375, height: .infinity)
        #expect(LayoutJSON.render(layout) == nil)
    }
}
