import Snapshot

/// Where a value sits in a JSON file: built for every value while decoding (one small node
/// each), spelt out only for an error: `segments[2].items[0].height`.
struct JSONPath: Sendable {
    private final class Node: Sendable {
        let parent: Node?
        let component: Component

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    private let node: Node?

    /// The whole document; spelt as the empty string.
    static let root = JSONPath(node: nil)

    private init(node: Node?) {
        self.node = node
    }

    func appending(key: String) -> JSONPath {
        JSONPath(node: Node(parent: node, component: .key(key)))
    }

    func appending(index: Int) -> JSONPath {
        JSONPath(node: Node(parent: node, component: .index(index)))
    }

    /// `parent.key` for plain keys, `parent["odd key"]` for others, `parent[2]` for elements.
    var description: String {
        var components: [Component] = []
        var current = node
        while let here = current {
            components.append(here.component)
            current = here.parent
        }
        var text = ""
        for component in components.reversed() {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isPlain(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\(JSONValue.quoted(key))]"
            }
        }
        return text
    }

    /// Whether `key` can follow a dot: ASCII letters, digits and `_`, not starting with a digit.
    private static func isPlain(_ key: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        let scalars = key.unicodeScalars
        guard let first = scalars.first, isLetter(first) else { return false }
        return scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
