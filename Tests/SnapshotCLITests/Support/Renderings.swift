import Foundation
@testable import Snapshot

/// Real renderings of one small screen, for the command line's tests whose change groups are
/// worked out from the bytes of a reference and its pending file (issue 50: an overlay is a
/// drawing, never the source of a group): a banner in "BannerSC" above a grid of six
/// "ProductCell"s, two a row, in "GridSC". `inset` is the grid's left inset, `height` its cells'
/// height, `banner` the banner's height.
enum Renderings {
    static func screen(inset: Double = 16, height: Double = 240, banner: Double = 180, device: Device = .iPhone8) -> Screen {
        var screen = Screen(name: "Shop", device: device)
        screen.add(SingleRow(name: "BannerSC", cell: Cell("BannerCell"), height: banner))
        screen.add(
            Grid(
                name: "GridSC", cell: Cell("ProductCell"), count: 6, columns: 2, itemHeight: height,
                inset: EdgeInsets(top: 0, left: inset, bottom: 0, right: 16), minimumLineSpacing: 8, minimumInteritemSpacing: 8))
        return screen
    }

    /// The screen as an SVG snapshot (its layout listing inside, which a comparison reads back).
    static func svg(inset: Double = 16, height: Double = 240, banner: Double = 180, device: Device = .iPhone8) -> String {
        SVGRenderer().render(LayoutEngine.layout(screen(inset: inset, height: height, banner: banner, device: device)))
    }

    /// The change list and causes of `old` → `new`, as a comparison of their bytes gives them.
    static func change(_ old: String, _ new: String) -> (list: String, causes: [ChangeCause]) {
        let report = SnapshotComparison.compare(reference: old, actual: new)
        return (report?.summary ?? "", report?.causes ?? [])
    }
}
