import Foundation
import Testing
@testable import SnapshotCLI
import TestSupport

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

    /// The command's first line names a hidden section, and a mislabelled device (issue 37).
    @Test func aHiddenSectionAndAMislabelledDeviceComeFirst() throws {
        let package = try TemporaryPackage()
        try package.write(
            "shop.json",
            Self.screen.replacingOccurrences(
                of: #"{"name": "GoodsSC""#, with: #"{"name": "PromoSC", "items": [{"cell": "PromoCell", "height": 60}]}, {"name": "GoodsSC""#))
        try package.write("frames.json", Self.frames())
        let hidden = CLIRun.run(["compare", "frames.json", "shop.json"], in: package.root)
        #expect(hidden.status == 1)
        #expect(hidden.output.hasPrefix("compare: UIKit reported 2 sections, the model lays out 3: segment 1 \"PromoSC\" looks hidden;"))
        try package.write("wide.json", Self.frames().replacingOccurrences(of: #""width": 320, "height": 634"#, with: #""width": 393, "height": 634"#))
        let wide = CLIRun.run(["compare", "wide.json", "shop.json"], in: package.root)
        #expect(wide.output.hasPrefix("compare: the device label looks wrong: UIKit's content is 393 wide, the model's on iphone-se 320;"))
    }

    /// A screen modelled in Swift needs no screen file: the snapshot its test recorded holds the
    /// exact layout (issue 37). Here that snapshot is the screen file's SVG; a snapshot of another
    /// device is refused with what to give instead.
    @Test func aRecordedSnapshotIsTheLayoutToCompare() throws {
        let package = try TemporaryPackage()
        try package.write("shop.json", Self.screen)
        try package.write("frames.json", Self.frames())
        for format in ["svg", "ascii", "layout"] {
            let rendered = CLIRun.run(["render", "shop.json", "--device", "iphone-se", "--format", format, "--output", "home.\(format)"], in: package.root)
            #expect(rendered.status == 0, "\(rendered.error)")
            let same = CLIRun.run(["compare", "frames.json", "--snapshot", "home.\(format)"], in: package.root)
            #expect(same.output == "compare: 5 elements on iphone-se, 0 differences (within 1 pixel, 0.5 pt)\n", "\(format): \(same.error)")
        }
        _ = CLIRun.run(["render", "shop.json", "--device", "iphone-15", "--format", "svg", "--output", "wide.svg"], in: package.root)
        let other = CLIRun.run(["compare", "frames.json", "--snapshot", "wide.svg"], in: package.root)
        #expect(other.status == 2)
        #expect(
            other.error == "error: wide.svg is laid out on iphone-15 portrait, the frames on iphone-se portrait: compare the snapshot of the frames' device\n")
        try package.write("plain.txt", "hello")
        #expect(
            CLIRun.run(["compare", "frames.json", "--snapshot", "plain.txt"], in: package.root).error.hasPrefix("error: plain.txt: holds no layout listing"))
        #expect(CLIRun.run(["compare", "frames.json", "--snapshot", "home.svg", "--fixture", "mall"], in: package.root).status == 2)
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
