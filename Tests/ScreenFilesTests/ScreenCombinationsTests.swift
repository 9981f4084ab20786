import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// The `combinations` a screen file names for `snapshot-cli check`, read as strictly as the rest.
@Suite struct ScreenCombinationsTests {
    static let row = #"{"name": "Tags", "items": [{"cell": "Tag", "width": "body * 4", "height": 44}]}"#

    private func decode(_ combinations: String, segments: String = row) throws(JSONFileError) -> (screen: Screen, combinations: ScreenCombinations) {
        try ScreenFile.decodeWithCombinations(Data(#"{"segments": [\#(segments)], "combinations": \#(combinations)}"#.utf8), file: "tags.json")
    }

    private func message(_ combinations: String, segments: String = row) -> String? {
        do {
            _ = try decode(combinations, segments: segments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsDevicesSizesAndVariantsInTheFilesOrder() throws {
        let (screen, combinations) = try decode(
            #"{"devices": ["iphone-se", "ipad"], "landscape": true, "contentSizeCategories": ["AX1", "large"], "variants": {"long": {"segments": [\#(Self.row), \#(Self.row)]}, "empty": {"segments": []}}}"#
        )
        #expect(screen.subControllers.count == 1)
        #expect(combinations.devices == [.iPhoneSE, .iPad])
        #expect(combinations.landscape)
        #expect(combinations.categories == [.accessibilityMedium, .large])
        #expect(combinations.directions.isEmpty)
        #expect(combinations.variants.map(\.name) == ["long", "empty"])
        #expect(combinations.variants.map(\.segments.count) == [2, 0])
        // 2 devices × 2 orientations × 2 sizes × 2 variants.
        #expect(ScreenCombinations.count(devices: 2, landscape: true, categories: 2, variants: 2) == 16)
        // The public decoder reads the same file and leaves the combinations to check.
        #expect(try ScreenFile.decode(Data(#"{"combinations": {"landscape": true}}"#.utf8), file: "a.json").subControllers.isEmpty)
        // None named: the screen's own.
        let plain = try ScreenFile.decodeWithCombinations(Data("{}".utf8), file: "a.json").combinations
        #expect(plain.devices.isEmpty && plain.categories.isEmpty && plain.variants.isEmpty && !plain.landscape)
    }

    @Test func directionsAreCombinationsEachOnce() throws {
        let combinations = try decode(#"{"layoutDirections": ["rightToLeft", "leftToRight", "rightToLeft"]}"#).combinations
        #expect(combinations.directions == [.rightToLeft, .leftToRight])
        // 3 devices × 2 directions × 2 variants.
        #expect(ScreenCombinations.count(devices: 3, landscape: false, categories: 0, directions: 2, variants: 2) == 12)
    }

    @Test func badCombinationsSayWhereAndWhat() {
        #expect(message(#"{"device": ["iphone-se"]}"#)?.hasPrefix(#"tags.json: combinations.device: expected one of "devices""#) == true)
        #expect(message(#"{"devices": ["iphone-9"]}"#)?.hasPrefix("tags.json: combinations.devices[0]: expected one of") == true)
        #expect(message(#"{"contentSizeCategories": ["AX7"]}"#)?.hasPrefix("tags.json: combinations.contentSizeCategories[0]: expected one of") == true)
        #expect(message(#"{"layoutDirections": ["upToDown"]}"#)?.hasPrefix("tags.json: combinations.layoutDirections[0]: expected one of") == true)
        #expect(message(#"{"layoutDirections": "rightToLeft"}"#)?.hasPrefix("tags.json: combinations.layoutDirections: expected") == true)
        #expect(message(#"{"variants": []}"#) == "tags.json: combinations.variants: expected an object of named variants, found an empty array")
        #expect(
            message(#"{"variants": {"long": {}}}"#)
                == "tags.json: combinations.variants.long.segments: expected the variant's segments, an array, found nothing")
        #expect(
            message(#"{"variants": {"long": {"segments": [{"items": [{"cell": "A"}]}]}}}"#)?.hasPrefix(
                "tags.json: combinations.variants.long.segments[0].items[0].height: expected") == true)
    }

    /// A file cannot make `check` lay out without end: at most 1,000 combinations, and at most
    /// 1,000,000 cells over all of them (issue 40: 10 devices of a million cells took 11.5 s); the variants' cells count with the screen's. A list is
    /// refused past 1,000 entries before they are decoded, and the product never overflows.
    @Test func combinationsAndTheirCellsAreBounded() {
        // 100 devices (each its own: one named twice is checked once) × 2 orientations × 6 sizes.
        let devices = "[" + (0..<100).map { #"{"id": "d\#($0)", "size": {"width": 320, "height": 568}}"# }.joined(separator: ", ") + "]"
        #expect(
            message(#"{"devices": \#(devices), "landscape": true, "contentSizeCategories": ["large", "AX1", "AX5", "xSmall", "small", "medium"]}"#)
                == "tags.json: combinations: expected at most 1000 combinations, found 1200; name fewer devices, sizes, directions or variants")
        // 2 devices × 4 sizes × 2 variants = 16 combinations of up to 400,000 + 400,000 cells.
        let big = #"{"items": [{"cell": "C", "height": 1, "repeat": 400000}]}"#
        #expect(
            message(
                #"{"devices": ["iphone-se", "iphone-8"], "contentSizeCategories": ["large", "AX1", "AX3", "AX5"], "variants": {"a": {"segments": [\#(big)]}, "b": {"segments": []}}}"#,
                segments: big)
                == "tags.json: combinations: expected at most 1000000 cells to check over all combinations, found 16 combinations of up to 800000 cells; name fewer combinations or fewer cells"
        )
        // Issue 40's 249-byte file: 10 devices of a million cells, refused before anything is laid out.
        let million = #"{"items": [{"cell": "C", "width": 10, "height": 10, "repeat": 1000000}]}"#
        let ten = #"["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-14", "iphone-15", "iphone-15-plus", "iphone-16-pro", "ipad", "ipad-pro-11"]"#
        #expect(
            message(#"{"devices": \#(ten)}"#, segments: million)
                == "tags.json: combinations: expected at most 1000000 cells to check over all combinations, found 10 combinations of up to 1000000 cells; name fewer combinations or fewer cells"
        )
        let twoThousand = "[" + Array(repeating: #""large""#, count: 2_000).joined(separator: ", ") + "]"
        #expect(
            message(#"{"contentSizeCategories": \#(twoThousand)}"#)
                == "tags.json: combinations.contentSizeCategories: expected at most 1000 text sizes, found 2000")
        #expect(ScreenCombinations.count(devices: .max, landscape: true, categories: .max, variants: 3) == .max)
        #expect(ScreenCombinations.count(devices: 3, landscape: true, categories: 2, variants: 0) == 12)
        // The variants' cells count with the screen's against ScreenLimits.
        let most = #"{"items": [{"cell": "C", "height": 1, "repeat": 600000}]}"#
        #expect(
            message(#"{"variants": {"a": {"segments": [\#(most)]}}}"#, segments: most)?.hasPrefix(
                "tags.json: combinations.variants.a.segments[0].items[0].repeat: expected at most 1000000 cells in the whole screen") == true)
    }
}
