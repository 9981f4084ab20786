/// Strings in the order first added, each once, in constant time an addition: a cause's values,
/// segments and consequences, gathered over many changes or snapshots.
///
///     var list = DistinctList()
///     list.add(contentsOf: ["240 → 260", "166 → 164", "240 → 260"])
///     list.elements   // ["240 → 260", "166 → 164"]
struct DistinctList: Sendable {
    private(set) var elements: [String] = []
    private var seen: Set<String> = []

    mutating func add(_ element: String) {
        if seen.insert(element).inserted { elements.append(element) }
    }

    mutating func add(contentsOf elements: [String]) {
        for element in elements { add(element) }
    }
}
