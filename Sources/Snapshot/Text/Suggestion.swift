/// "Did you mean": the one place a mistyped word (a JSON key, a layout or device id, a command,
/// option, fixture or group of the command line) is matched against the words it could be.
package enum Suggestion {
    /// The candidate closest to `word`, ignoring case, if it is close enough to be a likely typo
    /// or abbreviation: within one edit (two for words of five or more characters, a swap of
    /// neighbours counting as one), or, counting as one edit, the candidate's letters left out
    /// (`navBar` for `navigationBar`, `stick` for `stickyHeaders`: at least three characters, the
    /// same first one). Ties go to the earlier candidate.
    ///
    ///     Suggestion.closest(to: "itmes", among: ["name", "items"])   // "items"
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        let allowed = typed.count >= 5 ? 2 : 1
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased().unicodeScalars)
            var distance = editDistance(typed, known)
            if distance > 1, isAbbreviation(typed, of: known) { distance = 1 }
            guard distance <= allowed, distance < (best?.distance ?? Int.max) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Whether `typed` is `known` with letters left out, keeping its first one.
    static func isAbbreviation(_ typed: [Unicode.Scalar], of known: [Unicode.Scalar]) -> Bool {
        guard typed.count >= 3, typed.first == known.first else { return false }
        var remaining = typed[...]
        for scalar in known where scalar == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return false
    }

    /// `; did you mean 'render'?`, or the empty string when no candidate is close.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The candidate nearest to `word` however far it is, ties broken by order; `nil` when there
    /// are none (for "the closest is …" where any answer helps).
    package static func nearest(to word: String, in candidates: [String]) -> (candidate: String, distance: Int)? {
        let typed = Array(word.unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var nextRow = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            nextRow[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(row[j] + 1, nextRow[j - 1] + 1, row[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, previousRow[j - 2] + 1)
                }
                nextRow[j] = value
            }
            (previousRow, row, nextRow) = (row, nextRow, previousRow)
        }
        return row[b.count]
    }
}
