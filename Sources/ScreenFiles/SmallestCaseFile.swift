import Foundation
import Snapshot

/// A rule check's smallest case as a screen file, for those who check screen files: the file
/// itself with only the kept segments (of the variant, when the case came from one), each with
/// its first items, on the case's device, orientation, text size and layout direction, without
/// its `combinations`. `snapshot-cli check` prints it in place of Swift.
///
///     // tags.json: 3 segments; the case keeps segment 1 with its first 4 items on the iPhone SE:
///     {
///       "name": "TagsVC",
///       "device": "iphone-se",
///       "segments": [
///         {"name": "TagsSC", "items": [{"cell": "Tag", "text": "{n}", "width": 80, "height": 32, "repeat": 4}]}
///       ]
///     }
package enum SmallestCaseFile {
    /// Where the case was found and what it keeps (indices of the full screen's segments).
    package struct Case {
        package var device: Device
        package var variant: String
        package var category: ContentSizeCategory
        package var direction: LayoutDirection
        package var segments: [Int]
        package var items: [Int: Int]

        package init(
            device: Device, variant: String, category: ContentSizeCategory, direction: LayoutDirection, segments: [Int], items: [Int: Int]
        ) {
            self.device = device
            self.variant = variant
            self.category = category
            self.direction = direction
            self.segments = segments
            self.items = items
        }
    }

    /// The case's screen file, from the checked file's bytes (already decoded once, so they parse).
    package static func text(of data: Data, file: String, case found: Case) throws(JSONFileError) -> String {
        guard case .object(let members) = try JSONParser.parse(data, file: file) else { return "{}" }
        var segments = members.first { $0.key == "segments" }?.value
        if !found.variant.isEmpty, case .object(let combinations)? = members.first(where: { $0.key == "combinations" })?.value,
            case .object(let variants)? = combinations.first(where: { $0.key == "variants" })?.value,
            case .object(let variant)? = variants.first(where: { $0.key == found.variant })?.value
        {
            segments = variant.first { $0.key == "segments" }?.value
        }
        var kept: [JSONValue] = []
        if case .array(let all)? = segments {
            for index in found.segments where all.indices.contains(index) {
                kept.append(firstItems(of: all[index], found.items[index]))
            }
        }
        var out: [JSONMember] = members.filter {
            !["device", "orientation", "contentSizeCategory", "layoutDirection", "segments", "combinations"].contains($0.key)
        }
        out.append(JSONMember(key: "device", value: device(found.device, in: members)))
        if found.device.orientation == .landscape { out.append(JSONMember(key: "orientation", value: .string("landscape"))) }
        if found.category != .large, let name = ScreenDecoding.categories.first(where: { $0.value == found.category })?.key {
            out.append(JSONMember(key: "contentSizeCategory", value: .string(name)))
        }
        if found.direction == .rightToLeft { out.append(JSONMember(key: "layoutDirection", value: .string("rightToLeft"))) }
        out.append(JSONMember(key: "segments", value: .array(kept)))
        // One line per top-level key and per segment.
        var lines = ["{"]
        for (position, member) in out.enumerated() {
            let comma = position == out.count - 1 ? "" : ","
            if member.key == "segments", case .array(let list) = member.value, !list.isEmpty {
                lines.append("  \"segments\": [")
                lines += list.enumerated().map { "    " + written($1) + ($0 == list.count - 1 ? "" : ",") }
                lines.append("  ]" + comma)
            } else {
                lines.append("  \(written(.string(member.key))): \(written(member.value))\(comma)")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `segment` with its `items` cut to the first `count` (repeats counted, the last one cut short).
    private static func firstItems(of segment: JSONValue, _ count: Int?) -> JSONValue {
        guard let count, case .object(var members) = segment, let at = members.firstIndex(where: { $0.key == "items" }),
            case .array(let items) = members[at].value
        else { return segment }
        var left = count
        var kept: [JSONValue] = []
        for item in items where left > 0 {
            guard case .object(var fields) = item else { continue }
            var repeats = 1
            let place = fields.firstIndex { $0.key == "repeat" }
            if let place, case .number(let value, _) = fields[place].value { repeats = Swift.max(0, Int(value)) }
            guard repeats > 0 else { continue }
            if repeats > left, let place {
                fields[place].value = .number(Double(left), literal: String(left))
                repeats = left
            }
            left -= repeats
            kept.append(.object(fields))
        }
        members[at].value = .array(kept)
        return .object(members)
    }

    /// The device as the file names it: a preset's id, or the file's own object of that id.
    private static func device(_ device: Device, in members: [JSONMember]) -> JSONValue {
        if Device.named(device.id) != nil { return .string(device.id) }
        var candidates: [JSONValue] = members.filter { $0.key == "device" }.map(\.value)
        if case .object(let combinations)? = members.first(where: { $0.key == "combinations" })?.value,
            case .array(let devices)? = combinations.first(where: { $0.key == "devices" })?.value
        {
            candidates += devices
        }
        for candidate in candidates {
            if case .object(let fields) = candidate, case .string(let id)? = fields.first(where: { $0.key == "id" })?.value, id == device.id {
                return candidate
            }
        }
        return .string(device.id)
    }

    /// `value` as compact JSON: keys in file order, numbers as written, strings escaped.
    static func written(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(_, let literal): literal
        case .string(let text): JSONValue.quoted(text, limit: nil)
        case .array(let values): "[" + values.map(written).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { written(.string($0.key)) + ": " + written($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
