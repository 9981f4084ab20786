import Snapshot

/// The combinations a screen file names for `snapshot-cli check`, so a file carries its own
/// matrix (the command's `--devices`, `--landscape` and `--categories` win over it):
///
///     "combinations": {
///       "devices": ["iphone-se", "iphone-15"], "landscape": true,
///       "contentSizeCategories": ["large", "AX1"],
///       "variants": {"longest": {"segments": [ … ]}}
///     }
///
/// A variant is the screen with its own `segments` (the same format as the screen's). The cells of
/// the screen and of every variant count together against `ScreenLimits`, and a file may name at
/// most `maximumCombinations` combinations and `maximumCheckedCells` cells over all of them.
package struct ScreenCombinations {
    /// Devices, in order; empty: the screen's own.
    package var devices: [Device] = []
    /// Each device on its side too.
    package var landscape = false
    /// Text sizes; empty: the screen's own.
    package var categories: [ContentSizeCategory] = []
    /// Data variants by name, in the file's order; empty: the screen as it is.
    package var variants: [(name: String, segments: [any SubController])] = []

    package init() {}

    static let keys = ["devices", "landscape", "contentSizeCategories", "variants"]
    static let variantKeys = ["segments"]
    /// Devices × orientations × text sizes × variants a file may name.
    package static let maximumCombinations = 1_000
    /// Combinations × the file's cells: the most cells a check of the file lays out.
    package static let maximumCheckedCells = 10_000_000

    /// How many combinations these are, with `devices` and `categories` as the command sees them.
    package static func count(devices: Int, landscape: Bool, categories: Int, variants: Int) -> Int {
        Swift.max(1, devices) * (landscape ? 2 : 1) * Swift.max(1, categories) * Swift.max(1, variants)
    }
}

extension ScreenDecoding {
    /// The `combinations` object; `tally` already holds the screen's own cells.
    static func combinations(_ value: SpecValue, direction: ScrollDirection, tally: inout ScreenTally) throws(ScreenSpecError) -> ScreenCombinations {
        let object = try value.object(keys: ScreenCombinations.keys)
        var combinations = ScreenCombinations()
        for element in try object["devices"]?.array() ?? [] {
            combinations.devices.append(try device(element))
        }
        combinations.landscape = try object.bool("landscape", default: false)
        for element in try object["contentSizeCategories"]?.array() ?? [] {
            combinations.categories.append(try element.choice(categories))
        }
        if let variants = object["variants"] {
            guard case .object(let members) = variants.value else { throw variants.error(expected: "an object of named variants") }
            for member in members {
                let variant = try SpecValue(value: member.value, path: variants.path.appending(key: member.key), file: variants.file)
                    .object(keys: ScreenCombinations.variantKeys)
                let segments = try variant.required("segments", expected: "the variant's segments, an array")
                combinations.variants.append((member.key, try SegmentDecoding.segments(segments, direction: direction, tally: &tally)))
            }
        }
        let count = ScreenCombinations.count(
            devices: combinations.devices.count, landscape: combinations.landscape, categories: combinations.categories.count,
            variants: combinations.variants.count)
        guard count <= ScreenCombinations.maximumCombinations else {
            throw value.error(
                expected: "at most \(ScreenCombinations.maximumCombinations) combinations", found: "\(count); name fewer devices, sizes or variants")
        }
        let (cells, overflow) = count.multipliedReportingOverflow(by: Swift.max(1, tally.cells))
        guard !overflow, cells <= ScreenCombinations.maximumCheckedCells else {
            throw value.error(
                expected: "at most \(ScreenCombinations.maximumCheckedCells) cells to check over all combinations",
                found: "\(count) combinations of up to \(tally.cells) cells; name fewer combinations or fewer cells")
        }
        return combinations
    }
}
