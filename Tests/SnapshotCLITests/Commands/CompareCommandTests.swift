import Foundation
import Testing
@testable import SnapshotCLI

/// `snapshot-cli compare`: a screen file against frames worked out by hand for the iPhone SE
/// (`FrameComparisonTests` has the arithmetic: a 320 × 180 banner, goods 139 × 214 at x = 16
/// and 165, rows at y = 188 and 412, content 320 × 634).
@Suite struct CompareCommandTests {
    static let screen = #"""
        {"name": "ShopVC", "layout": "flow", "segments": [
          {"name": "BannerSC", "items": [{"cell": "BannerCell", "width": "full", "height": "full * 9 / 16"}]},
          {"name": "GoodsSC", "inset": {"top": 8, "left": 16, "bottom": 8, "right": 16}, "lineSpacing": 10, "interitemSpacing": 10,
           "items": [{"cell": "GoodsCell", "width": "(full - 10) / 2", "height": "(full - 10) / 2 + 75", "repeat": 4}]}
        ]}
        """#

    static func frames(width: Double = 139) -> String {
        func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            #"{"category": "cell", "section": \#(section), "item": \#(item), "frame": {"x": \#(x), "y": \#(y), "width": \#(w), "height": \#(h)}}"#
        }
        let cells = [
            cell(0, 0, 0, 0, 320, 180), cell(1, 0, 16, 188, 139, 214), cell(1, 1, 165, 188, width, 214), cell(1, 2, 16, 412, 139, 214),
            cell(1, 3, 165, 412, 139, 214),
        ]
        return #"{"device": "iphone-se", "contentSize": {"width": 320, "height": 634}, "elements": [\#(cells.joined(separator: ", "))]}"#
    }

    @Test func framesWorkedOutByHandAgreeAndAChangedOneIsNamed() throws {
        let package = try TemporaryPackage()
        try package.write("shop.json", Self.screen)
        try package.write("frames.json", Self.frames())
        let same = CLIRun.run(["compare", "frames.json", "shop.json"], in: package.root)
        #expect(same.status == 0)
        #expect(same.output == "compare: 5 elements on iphone-se, 0 differences (within 1 pixel, 0.5 pt)\n")
        try package.write("wider.json", Self.frames(width: 140))
        let wider = CLIRun.run(["compare", "wider.json", "shop.json"], in: package.root)
        #expect(wider.status == 1)
        #expect(
            wider.output == """
                compare: 5 elements on iphone-se, 1 difference (within 1 pixel, 0.5 pt)
                  segment 1 "GoodsSC" item 1 "GoodsCell": UIKit 165,188 140×214, model 165,188 139×214

                """)
    }

    @Test(arguments: [
        (["compare"], "error: 'compare' needs the frames UIKit reported: compare FRAMES.json (--fixture NAME | SCREEN.json)\n"),
        (["compare", "frames.json"], "error: 'compare' needs a screen: --fixture NAME or a FILE.json\n"),
        (["compare", "nowhere.json", "--fixture", "mall"], "error: nowhere.json: expected a JSON frames file, found no such file; check the path\n"),
        (["compare", "bad.json", "--fixture", "mall"], "error: bad.json: elements: expected an array of layout attributes, found nothing\n"),
        (["compare", "frames.json", "--fixture", "mal"], "error: unknown fixture 'mal'; did you mean 'mall'?"),
    ])
    func badInputIsExitTwo(arguments: [String], message: String) throws {
        let package = try TemporaryPackage()
        try package.write("frames.json", Self.frames())
        try package.write("bad.json", #"{"device": "iphone-se"}"#)
        let run = CLIRun.run(arguments, in: package.root)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.output.isEmpty)
    }
}
