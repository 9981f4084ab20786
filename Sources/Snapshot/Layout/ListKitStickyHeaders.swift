/// IGListKit's sticky headers: where each header shows once the content is scrolled.
///
/// Rules (`ListKitOptions.stickyHeaders`):
/// - `scrollOffset` is how far the content is scrolled from rest. In UIKit terms the
///   collection view's `contentOffset.y` is `scrollOffset − contentInset.top`, and the layout's
///   `topContentInset` is the screen's `contentInset.top`; IGListKit's offset
///   `contentOffset.y + topContentInset` is therefore `scrollOffset`, in content coordinates.
/// - offset = `scrollOffset` + `stickyHeaderYOffset` (IGListKit adds `stickyHeaderYOffset` to
///   `contentOffset.y + topContentInset`). A header's y = max(its section's bounds.minY, offset),
///   but not below the next section's bounds.minY − header height; the last section's header is
///   not bounded below.
/// - Only headers move; items, bands and the content size keep their resting places. A NaN or
///   infinite offset (either of the two) is taken as 0.
///
/// Two sections with 10-pt headers, bounds 0–50 and 50–150, scrolled by 15: header 0 at
/// max(0, 15) = 15 (not below 50 − 10 = 40), header 1 at max(50, 15) = 50.
enum ListKitStickyHeaders {
    static func stick(_ segments: inout [PlacedSegment], sectionBounds: [Rect], scrollOffset: Double, yOffset: Double = 0) {
        let offset = (scrollOffset.isFinite ? scrollOffset : 0) + (yOffset.isFinite ? yOffset : 0)
        for index in segments.indices {
            guard var header = segments[index].header else { continue }
            var y = Swift.max(sectionBounds[index].minY, offset)
            if index + 1 < sectionBounds.count {
                y = Swift.min(y, sectionBounds[index + 1].minY - header.height)
            }
            header.origin.y = y
            segments[index].header = header
        }
    }
}
