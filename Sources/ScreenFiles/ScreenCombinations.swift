import Snapshot

/// The combinations a screen file names for `snapshot-cli check`, so a file carries its own
/// matrix (the command's `--devices`, `--landscape`, `--categories` and `--directions` win over it):
///
///     "combinations": {
///       "devices": ["iphone-se", "iphone-15"], "landscape": true,
///       "contentSizeCategories": ["large", "AX1"], "layoutDirections": ["leftToRight", "rightToLeft"],
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
    /// Layout directions; empty: the screen's own.
    package var directions: [LayoutDirection] = []
    /// Data variants by name, in the file's order; empty: the screen as it is.
    package var variants: [(name: String, segments: [any SubController])] = []

    package init() {}

    static let keys = ["devices", "landscape", "contentSizeCategories", "layoutDirections", "variants"]
    static let variantKeys = ["segments"]
    /// Devices × orientations × text sizes × directions × variants a file may name; each list is refused past
    /// it too, before its entries are decoded.
    package static let maximumCombinations = 1_000
    /// Combinations × the file's cells: the most cells a check of the file lays out. A check lays
    /// out about 700,000 cells a second in a release build on two cores (a million-cell screen
    /// on one device: 1.04–1.48 s, `Benchmarks/scripts/screen-file-bounds.py`), so a million keeps
    /// every check within the 2 s bound; 10 devices of a million cells took 11.5 s (issue 40).
    package static let maximumCheckedCells = 1_000_000

    /// How many combinations these are, with `devices`, `categories` and `directions` as the
    /// command sees them (`Int.max` past what an `Int` holds).
    package static func count(devices: Int, landscape: Bool, categories: Int, directions: Int = 1, variants: Int) -> Int {
        product([Swift.max(1, devices), landscape ? 2 : 1, Swift.max(1, categories), Swift.max(1, directions), Swift.max(1, variants)])
    }

    /// The product of `factors`, or `Int.max` when it does not fit.
    package static func product(_ factors: [Int]) -> Int {
        var result = 1
        for factor in factors {
            let (next, overflow) = result.multipliedReportingOverflow(by: factor)
            if overflow { return .max }
            result = next
        }
        return result
    }

    /// Whether `combinations` of `cells` cells each stay within `maximumCheckedCells`.
    package static func fitsChecking(_ combinations: Int, of cells: Int) -> Bool {
        product([combinations, Swift.max(1, cells)]) <= maximumCheckedCells
    }
}

extension ScreenDecoding {
    /// The `combinations` object; `tally` already holds the screen's own cells.
    static func combinations(_ value: JSONField, direction: ScrollDirection, tally: inout ScreenTally) throws(JSONFileError) -> ScreenCombinations {
        let object = try value.object(keys: ScreenCombinations.keys)
        var combinations = ScreenCombinations()
        let limit = ScreenCombinations.maximumCombinations
        // A device or size named twice is checked once.
        for element in try object["devices"]?.array(atMost: limit, of: "devices") ?? [] {
            let device = try device(element)
            if !combinations.devices.contains(device) { combinations.devices.append(device) }  // 1,000 at most
        }
        combinations.landscape = try object.bool("landscape", default: false)
        for element in try object["contentSizeCategories"]?.array(atMost: limit, of: "text sizes") ?? [] {
            let category = try element.choice(categories)
            if !combinations.categories.contains(category) { combinations.categories.append(category) }
        }
        for element in try object["layoutDirections"]?.array(atMost: limit, of: "layout directions") ?? [] {
            let direction = try element.choice(layoutDirections)
            if !combinations.directions.contains(direction) { combinations.directions.append(direction) }
        }
        if let variants = object["variants"] {
            guard case .object(let members) = variants.value else { throw variants.error(expected: "an object of named variants") }
            guard members.count <= limit else { throw variants.error(expected: "at most \(limit) variants", found: "\(members.count)") }
            for member in members {
                let variant = try JSONField(value: member.value, path: variants.path.appending(key: member.key), file: variants.file)
                    .object(keys: ScreenCombinations.variantKeys)
                let segments = try variant.required("segments", expected: "the variant's segments, an array")
                combinations.variants.append((member.key, try SegmentDecoding.segments(segments, direction: direction, tally: &tally)))
            }
        }
        let count = ScreenCombinations.count(
            devices: combinations.devices.count, landscape: combinations.landscape, categories: combinations.categories.count,
            directions: combinations.directions.count, variants: combinations.variants.count)
        guard count <= ScreenCombinations.maximumCombinations else {
            throw value.error(
                expected: "at most \(ScreenCombinations.maximumCombinations) combinations", found: "\(count); name fewer devices, sizes, directions or variants"
            )
        }
        guard ScreenCombinations.fitsChecking(count, of: tally.cells) else {
            throw value.error(
                expected: "at most \(ScreenCombinations.maximumCheckedCells) cells to check over all combinations",
                found: "\(count) combinations of up to \(tally.cells) cells; name fewer combinations or fewer cells")
        }
        return combinations
    }
}
