import Foundation
import Testing
@testable import ScreenFiles
import Snapshot

/// A rule check's smallest case written as a screen file (`SmallestCaseFile`).
@Suite struct SmallestCaseFileTests {
    private func text(_ json: String, _ found: SmallestCaseFile.Case) throws -> String {
        try SmallestCaseFile.text(of: Data(json.utf8), file: "tags.json", case: found)
    }

    @Test func keepsTheSegmentsAndTheFirstItemsRepeatsCounted() throws {
        let json = #"""
            {"name": "Tags", "device": "iphone-8", "combinations": {"devices": ["iphone-se"]}, "segments": [
              {"name": "A", "items": [{"cell": "Banner", "height": 100}]},
              {"name": "B", "items": [{"cell": "Tag", "width": 60, "height": 32, "repeat": 3}, {"cell": "Long", "width": 400, "height": 32}, {"cell": "Tag", "height": 1}]}
            ]}
            """#
        let found = SmallestCaseFile.Case(
            device: .iPhoneSE.landscape, variant: "", category: .accessibilityMedium, direction: .rightToLeft, segments: [1], items: [1: 2])
        // Two items of B: the first entry's three repeats cut to two; A and the combinations gone.
        #expect(
            try text(json, found) == """
                {
                  "name": "Tags",
                  "device": "iphone-se",
                  "orientation": "landscape",
                  "contentSizeCategory": "AX1",
                  "layoutDirection": "rightToLeft",
                  "segments": [
                    {"name": "B", "items": [{"cell": "Tag", "width": 60, "height": 32, "repeat": 2}]}
                  ]
                }
                """)
        // Four items: the three repeats and the long one.
        var four = found
        four.items = [1: 4]
        #expect(try text(json, four).contains(#"{"cell": "Tag", "width": 60, "height": 32, "repeat": 3}, {"cell": "Long", "width": 400, "height": 32}]"#))
        // The decoded case is what the check laid out: a screen of one segment of four items.
        let screen = try ScreenFile.decode(Data(try text(json, four).utf8), file: "smallest.json")
        #expect(screen.subControllers.map(\.numberOfItems) == [4])
        #expect(screen.layoutDirection == .rightToLeft && screen.contentSizeCategory == .accessibilityMedium)
    }

    @Test func aVariantsSegmentsAndACustomDeviceComeFromTheFile() throws {
        let json = #"""
            {"segments": [{"items": [{"cell": "A", "height": 10}]}], "combinations": {
              "devices": [{"id": "kiosk", "size": {"width": 500, "height": 900}}],
              "variants": {"long \"one\"": {"segments": [{"name": "V", "items": [{"cell": "Tab\tbed", "height": 20}]}]}}}}
            """#
        let kiosk = Device(id: "kiosk", name: "kiosk", portraitSize: Size(width: 500, height: 900), scale: 2)
        let found = SmallestCaseFile.Case(device: kiosk, variant: #"long "one""#, category: .large, direction: .leftToRight, segments: [0], items: [:])
        let written = try text(json, found)
        #expect(written.contains(#""device": {"id": "kiosk", "size": {"width": 500, "height": 900}}"#))
        #expect(written.contains(#"{"name": "V", "items": [{"cell": "Tab\tbed", "height": 20}]}"#))
        #expect(!written.contains("layoutDirection") && !written.contains("contentSizeCategory"))
    }

    /// Issue 40: a name holding a line separator, a byte-order mark or a bidirectional mark was
    /// written raw and shown by the CLI as `\u{2028}`, so the case it printed was not JSON. They
    /// are JSON escapes now, which the terminal pass leaves alone, and read back as the same names.
    @Test func invisibleScalarsAreJSONEscapesThatReadBackAsTheSameNames() throws {
        let name = "a\u{2028}b\u{2029}c\u{FEFF}d\u{202E}e\u{7F}f\u{85}g"
        let file = try JSONSerialization.data(withJSONObject: ["segments": [["name": name, "items": [["cell": name, "height": 10]]]]])
        let found = SmallestCaseFile.Case(device: .iPhone8, variant: "", category: .large, direction: .leftToRight, segments: [0], items: [:])
        let written = try SmallestCaseFile.text(of: file, file: "names.json", case: found)
        #expect(written.contains(#""name": "a\u2028b\u2029c\uFEFFd\u202Ee\u007Ff\u0085g""#))
        #expect(written.split(separator: "\n").allSatisfy { StringEscaping.display(String($0)) == $0 })
        #expect(StringEscaping.breakingOnlyAtLineFeeds(written) == written)
        let read = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        let segment = (read?["segments"] as? [[String: Any]])?.first
        #expect(segment?["name"] as? String == name)
        let screen = try ScreenFile.decode(Data(written.utf8), file: "smallest.json")
        #expect(screen.subControllers.first?.name == name)
    }
}
