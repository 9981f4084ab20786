import Foundation
@testable import ScreenFiles
@testable import Snapshot

/// The JSON a value's stored properties call for, worked out by reflection: the oracle for
/// `LayoutJSON`, which writes the same shape by hand.
///
/// The shape is the one Swift's synthesized `Codable` uses (the layout types conformed to it in
/// 0.2, and `render --format json` kept its output): a struct is an object of its stored
/// properties, a `nil` optional left out; an enum with a raw value is that value; a case with a
/// payload is `{"case": {"_0": payload}}`, one without `{"case": {}}`.
indirect enum ReflectedJSON: Equatable, CustomStringConvertible {
    case object([String: ReflectedJSON])
    case array([ReflectedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)

    static func of(_ value: Any) -> ReflectedJSON {
        switch value {
        case let flag as Bool: return .bool(flag)
        case let integer as Int: return .number(Double(integer))
        case let double as Double: return .number(double)
        case let text as String: return .string(text)
        case let raw as any RawRepresentable: return of(raw.rawValue)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection:
            return .array(mirror.children.map { of($0.value) })
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else {
                return .object(["\(value)": .object([:])])
            }
            return .object([name: .object(["_0": of(payload.value)])])
        default:
            var members: [String: ReflectedJSON] = [:]
            for child in mirror.children {
                guard let label = child.label, let present = unwrapped(child.value) else { continue }
                members[label] = of(present)
            }
            return .object(members)
        }
    }

    /// What `JSONParser` read, in the same terms; `nil` for a `null` (which `LayoutJSON` never writes).
    static func of(parsed value: JSONValue) -> ReflectedJSON? {
        switch value {
        case .null: return nil
        case .bool(let flag): return .bool(flag)
        case .number(let number, _): return .number(number)
        case .string(let text): return .string(text)
        case .array(let values): return .array(values.compactMap { of(parsed: $0) })
        case .object(let members):
            return .object(Dictionary(members.compactMap { member in of(parsed: member.value).map { (member.key, $0) } }) { first, _ in first })
        }
    }

    /// The keys of every object in `value`, in the order written, object by object.
    static func keyOrders(in value: JSONValue) -> [[String]] {
        switch value {
        case .array(let values): return values.flatMap(keyOrders)
        case .object(let members): return [members.map(\.key)] + members.flatMap { keyOrders(in: $0.value) }
        default: return []
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    var description: String {
        switch self {
        case .object(let members): "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .string(let text): "\"\(text)\""
        case .number(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        }
    }
}
