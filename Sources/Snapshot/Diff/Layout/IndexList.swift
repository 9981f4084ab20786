/// Indices written short: `0–399`, `0, 2, …, 398`, `3, 7, 12–20`.
///
/// Runs of three or more consecutive indices become a range; runs of five or more with
/// one step become `first, second, …, last`; anything else is listed. After `maxParts`
/// parts the rest is cut with `… N in all` (no parentheses: a group line puts its names in them).
///
///     IndexList.text([0, 1, 2, 3, 5, 7, 9])   // "0–3, 5, 7, 9"
enum IndexList {
    static func text(_ indices: [Int], maxParts: Int = 8) -> String {
        var parts: [String] = []
        var start = 0
        while start < indices.count {
            let end = runEnd(indices, from: start)
            let length = end - start + 1
            let step = length > 1 ? indices[start + 1] - indices[start] : 0
            if length >= 3, step == 1 {
                parts.append("\(indices[start])–\(indices[end])")
            } else if length >= 5 {
                parts.append("\(indices[start]), \(indices[start + 1]), …, \(indices[end])")
            } else {
                parts.append(contentsOf: indices[start...end].map(String.init))
            }
            start = end + 1
        }
        guard parts.count > maxParts else { return parts.joined(separator: ", ") }
        return parts.prefix(maxParts).joined(separator: ", ") + ", … \(indices.count) in all"
    }

    /// The last position of the run with one step that starts at `start` (a run of one or two
    /// that is not consecutive stays short, so `0, 2, 3, 4` reads `0, 2–4`).
    private static func runEnd(_ indices: [Int], from start: Int) -> Int {
        guard start + 1 < indices.count else { return start }
        let step = indices[start + 1] - indices[start]
        var end = start + 1
        while end + 1 < indices.count, indices[end + 1] - indices[end] == step { end += 1 }
        let length = end - start + 1
        if step == 1 ? length >= 3 : length >= 5 { return end }
        return start
    }
}
