/// Which of the model's segments the sections UIKit reported are, when UIKit reported fewer: an
/// app that hides a section (no items, or left out of its data source) shifts every later
/// section down by one, and comparing by index would report each of them as the next one's
/// frames.
///
/// Rule: each section is told by the sizes of its elements (cells, headers, footers, badges,
/// backgrounds; to the hundredth of a point). UIKit's sections are matched to the model's
/// segments in order, each to one, skipping as many segments as UIKit has fewer sections, so that
/// the most element sizes agree (a longest-common-subsequence alignment); on a tie the later
/// segment is matched, so a hidden one is the earliest that fits. Screens of more than 400 segments, or
/// more than 8 hidden, are not aligned (the counts are still said).
///
/// The model lays out 4 segments (banner 1 cell 320 × 180; promo 1 cell 320 × 60; goods 4 cells
/// 139 × 214; footer 1 cell 320 × 40) and UIKit reported 3 sections (1 cell 320 × 180; 4 cells
/// 139 × 214; 1 cell 320 × 40): aligned 0 → 0, 1 → 2, 2 → 3, and segment 1 is hidden.
struct SectionAlignment {
    /// UIKit's section → the model's segment.
    var segmentOf: [Int: Int]
    /// The model's segments UIKit reported nothing for, in order.
    var hidden: [Int]

    static let maximumSegments = 400
    static let maximumHidden = 8

    /// The alignment of `measured` to `layout`, or `nil` when UIKit reported as many sections as
    /// the model lays out (or more), or too many to align.
    static func of(_ layout: Layout, _ measured: MeasuredFrames) -> SectionAlignment? {
        var theirs: [Int: [Int]] = [:]
        for element in measured.elements { theirs[element.section, default: []].append(Self.key(element.frame.size)) }
        let sections = theirs.keys.sorted()
        let segments = layout.segments.filter { !Self.sizes(of: $0).isEmpty }.sorted { $0.index < $1.index }
        let missing = segments.count - sections.count
        guard missing > 0, missing <= maximumHidden, segments.count <= maximumSegments else { return nil }
        let model = segments.map { Self.sizes(of: $0).sorted() }
        let uikit = sections.map { (theirs[$0] ?? []).sorted() }
        // best[i][j]: the most sizes agreeing when the first i segments hold the first j sections.
        var best = [[Int]](repeating: [Int](repeating: Int.min / 2, count: uikit.count + 1), count: model.count + 1)
        best[0][0] = 0
        for i in 1...model.count {
            for j in 0...Swift.min(i, uikit.count) {
                var value = i - 1 >= j ? best[i - 1][j] : Int.min / 2  // segment i − 1 hidden
                if j > 0 { value = Swift.max(value, best[i - 1][j - 1] + Self.agreeing(model[i - 1], uikit[j - 1])) }
                best[i][j] = value
            }
        }
        // Back from the end: a match where it gives the best, else the segment is hidden.
        var segmentOf: [Int: Int] = [:]
        var hidden: [Int] = []
        var (i, j) = (model.count, uikit.count)
        while i > 0 {
            if j > 0, best[i][j] == best[i - 1][j - 1] + Self.agreeing(model[i - 1], uikit[j - 1]) {
                segmentOf[sections[j - 1]] = segments[i - 1].index
                j -= 1
            } else {
                hidden.append(segments[i - 1].index)
            }
            i -= 1
        }
        return SectionAlignment(segmentOf: segmentOf, hidden: hidden.reversed())
    }

    /// A size to the hundredth of a point, as one number.
    private static func key(_ size: Size) -> Int {
        func hundredths(_ value: Double) -> Int { value.isFinite ? Int((Swift.min(Swift.max(value, -1e9), 1e9) * 100).rounded()) : 0 }
        return hundredths(size.width) &* 1_000_003 &+ hundredths(size.height)
    }

    private static func sizes(of segment: LayoutSegment) -> [Int] {
        var sizes = segment.items.map { key($0.frame.size) }
        for rect in [segment.header, segment.footer, segment.composition?.background].compactMap({ $0 }) { sizes.append(key(rect.size)) }
        sizes += (segment.composition?.badges ?? []).map { key($0.frame.size) }
        return sizes
    }

    /// How many sizes two sorted lists share.
    private static func agreeing(_ a: [Int], _ b: [Int]) -> Int {
        var (i, j, shared) = (0, 0, 0)
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                shared += 1
                i += 1
                j += 1
            } else if a[i] < b[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }
}
