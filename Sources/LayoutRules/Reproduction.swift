import Snapshot

/// A failure's smallest case read back from its `ShrunkCase.reproducing` text
/// (`iphone-se AX1 · longest; segments 1:3`): the combination is found by the name the check
/// gives it, over the check's devices and variants and every text size and direction (the
/// shrinker may have moved the case nearer the defaults); the segments are `index:items`.
struct Reproduction<Variant> {
    var device: Device
    var category: ContentSizeCategory
    var direction: LayoutDirection
    var variant: (name: String, value: Variant)
    var segments: [Int]
    var items: [Int: Int]

    static func find(
        _ text: String, devices: [Device], variants: [(name: String, value: Variant)]
    ) -> Result<Reproduction, Problem> {
        let marker = "; segments "
        guard let split = text.range(of: marker, options: .backwards) else {
            return .failure(Problem("reproducing: \(StringEscaping.quoted(text)) has no \"\(marker)…\"; paste the value a failure printed"))
        }
        let name = String(text[..<split.lowerBound])
        var segments: [Int] = []
        var items: [Int: Int] = [:]
        for word in text[split.upperBound...].split(separator: " ") {
            let parts = word.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), index >= 0, count >= 0, items[index] == nil
            else {
                return .failure(
                    Problem("reproducing: \(StringEscaping.quoted(String(word))) is not a segment as index:items (1:4); paste the value a failure printed"))
            }
            segments.append(index)
            items[index] = count
        }
        for device in devices {
            for category in ContentSizeCategory.allCases {
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    for variant in variants {
                        let combination = RuleCheck.combination(
                            device: device.id, landscape: device.orientation == .landscape, category: category,
                            direction: direction, variant: variant.name)
                        if combination == name {
                            return .success(
                                Reproduction(
                                    device: device, category: category, direction: direction, variant: variant, segments: segments,
                                    items: items))
                        }
                    }
                }
            }
        }
        let devicesNamed = devices.map { $0.orientation == .landscape ? "\($0.id) landscape" : $0.id }.joined(separator: ", ")
        let variantsNamed = variants.map(\.name).filter { !$0.isEmpty }.map(StringEscaping.quoted).joined(separator: ", ")
        return .failure(
            Problem(
                "reproducing: no combination of this check is named \(StringEscaping.quoted(name)) (devices: \(devicesNamed)"
                    + (variantsNamed.isEmpty ? ")" : "; variants: \(variantsNamed))")
                    + "; a device or variant may have been renamed or left out since the failure: check with the full combinations again"))
    }

    /// Why a `reproducing:` text names no case.
    struct Problem: Error {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
