/// The closest valid word to a mistyped one, by edit distance.
package enum Suggestion {
    /// The candidate nearest to `word`, if it is near enough to be a likely typo.
    ///
    /// `closest(to: "rendr", in: ["render", "review"])` → `"render"`.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        guard let best = nearest(to: word, in: candidates) else { return nil }
        let limit = Swift.max(2, word.count / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// The candidate nearest to `word` however far it is, ties broken by order; `nil` when there are none.
    package static func nearest(to word: String, in candidates: [String]) -> (candidate: String, distance: Int)? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            if best == nil || distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best
    }

    /// Levenshtein distance over Unicode scalars: insertions, deletions and substitutions cost 1.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `; did you mean 'render'?` or the empty string.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
