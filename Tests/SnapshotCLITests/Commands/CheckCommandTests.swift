import Foundation
import Testing
import Snapshot
@testable import SnapshotCLI
import TestSupport

/// `snapshot-cli check`: the layout rules of a fixture or a screen file on devices.
@Suite struct CheckCommandTests {
    @Test func aScreenThatKeepsTheRulesExitsZero() {
        let run = CLIRun.run(["check", "--fixture", "mall", "--devices", "iphone-se,iphone-15", "--landscape"])
        #expect(run.status == 0)
        #expect(run.output == "layout rules: 4 combinations, every rule kept\n")
    }

    /// The IGListKit shelf that scrolls sideways puts its footer at the bounds' right edge, over
    /// the last column of goods on an iPhone SE (`FixtureLayoutTests`): a real overlap.
    @Test func aBrokenRuleExitsOneWithItsSmallestCase() {
        let run = CLIRun.run(["check", "--fixture", "goods-shelf", "--devices", "iphone-se"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("layout rules: 1 broken in 1 combinations\n\ncells-overlap on 1 of 1: iphone-se\n"))
        #expect(run.output.contains(#"footer 652,0 60×455 overlaps segment 1 "ShelfSectionController" item 3 GoodsCell 544,8 140×120"#))
        #expect(run.output.contains(#"reproducing: "iphone-se; segments 1:4 2:1""#))
        // Only the rules asked for.
        #expect(CLIRun.run(["check", "--fixture", "goods-shelf", "--devices", "iphone-se", "--rules", "off-screen,zero-size"]).status == 0)
    }

    /// The filter chips fit at every standard text size and run off the iPhone SE from AX1 on
    /// (`FilterChipsVC`); a screen file names its own text size.
    @Test func textSizesAreCombinationsAndTheSmallestCaseNamesTheNearest() throws {
        let run = CLIRun.run(["check", "--fixture", "filter-chips", "--devices", "iphone-se,iphone-15", "--categories", "large,xxxLarge,AX1"])
        #expect(run.status == 1)
        #expect(run.output.contains("off-screen on 1 of 6: iphone-se AX1\n"))
        #expect(run.output.contains("smallest case: iphone-se AX1: 1 segment kept;"))
        #expect(CLIRun.run(["check", "--fixture", "filter-chips", "--devices", "iphone-se", "--categories", "xSmall,xxxLarge"]).status == 0)
        let package = try TemporaryPackage()
        try package.write("big.json", #"{"contentSizeCategory": "AX5", "segments": [{"items": [{"cell": "Chip", "width": "body * 7", "height": 44}]}]}"#)
        // 53 × 7 = 371 on a 320-wide iPhone SE.
        let file = CLIRun.run(["check", "big.json", "--devices", "iphone-se"], in: package.root)
        #expect(file.output.hasPrefix("layout rules: 2 broken in 1 combinations\n\noff-screen on 1 of 1: iphone-se AX5\n"))
        #expect(CLIRun.run(["check", "big.json", "--devices", "iphone-se", "--categories", "large"], in: package.root).status == 0)
    }

    /// A file names its own matrix; the options win over it.
    @Test func aScreenFileNamesItsCombinations() throws {
        let package = try TemporaryPackage()
        let tags = #"[{"name": "Tags", "inset": {"left": 16, "right": 16}, "items": [{"cell": "Tag", "width": "body * WIDTH", "height": 44}]}]"#
        let short = tags.replacingOccurrences(of: "WIDTH", with: "4")
        let long = tags.replacingOccurrences(of: "WIDTH", with: "11")
        try package.write(
            "tags.json",
            #"{"segments": \#(short), "combinations": {"devices": ["iphone-se", "iphone-15"], "contentSizeCategories": ["large", "AX1"], "variants": {"short": {"segments": \#(short)}, "longest": {"segments": \#(long)}}}}"#
        )
        // 28 × 11 = 308 at AX1 on the SE's 288-point section; 187 at large; the iPhone 15's is 361.
        let run = CLIRun.run(["check", "tags.json"], in: package.root)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("layout rules: 2 broken in 8 combinations\n\noff-screen on 1 of 8: iphone-se AX1 · longest\n"))
        // The smallest case is a screen file: the longest variant's one tag, on the SE at AX1.
        #expect(
            run.output.contains(
                """
                  as a screen file (save it, then snapshot-cli check it):
                  {
                    "device": "iphone-se",
                    "contentSizeCategory": "AX1",
                    "segments": [
                      {"name": "Tags", "inset": {"left": 16, "right": 16}, "items": [{"cell": "Tag", "width": "body * 11", "height": 44}]}
                    ]
                  }
                """))
        // The options replace the file's devices and sizes; its variants stay.
        let options = CLIRun.run(["check", "tags.json", "--devices", "iphone-15", "--categories", "AX1"], in: package.root)
        #expect(options.status == 0)
        #expect(options.output == "layout rules: 2 combinations, every rule kept\n")
        // Options that multiply the file's matrix past its bound are refused: 12 devices × 2
        // orientations × 12 text sizes × 4 variants = 1,152.
        let variants = ["a", "b", "c", "d"].map { #""\#($0)": {"segments": \#(short)}"# }.joined(separator: ", ")
        try package.write("four.json", #"{"segments": \#(short), "combinations": {"variants": {\#(variants)}}}"#)
        let devices =
            "iphone-se,iphone-8,iphone-8-plus,iphone-x,iphone-14,iphone-15,iphone-15-plus,iphone-16-pro,iphone-16-pro-max,ipad,ipad-pro-11,ipad-pro-12-9"
        let sizes = "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
        let refused = CLIRun.run(["check", "four.json", "--devices", devices, "--landscape", "--categories", sizes], in: package.root)
        #expect(refused.status == 2)
        #expect(
            refused.error
                == "error: 1152 combinations (24 devices × 12 text sizes × 1 directions × 4 variants) is more than 1000; name fewer devices, text sizes or directions\n"
        )
        #expect(refused.output.isEmpty)
    }

    /// `examples/filter-chips.json` names its matrix: the promotion's filter, 21 characters at
    /// `body * 10.5 + 32`, is 294 + 32 = 326 wide at AX1 (body 28), past the iPhone SE's 288;
    /// 273.5 at xxxLarge fits; at AX5 (53) it is 588.5, past the iPhone 15's 361 too. The chips
    /// row starts at y = 50 + 8, its first row 28 + 27 = 55 high, so the second is at 121.
    @Test func theExampleFileFindsItsDefectAtAccessibilitySizes() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = CLIRun.run(["check", "examples/filter-chips.json"], in: root)
        #expect(run.status == 1)
        #expect(
            run.output.hasPrefix(
                """
                layout rules: 2 broken in 16 combinations

                off-screen on 3 of 16: iphone-se AX1 · longest, iphone-se AX5 · longest, iphone-15 AX5 · longest
                  off-screen: segment 1 "FilterChipsSC" item 2 FilterChipCell 16,121 326×55 reaches 342, outside the screen's 0 to 320

                """))
    }

    /// A screen file's smallest case is a screen file: saved as printed and checked, it breaks the
    /// rule on its one combination.
    @Test func aScreenFilesSmallestCaseIsAScreenFileThatStillBreaks() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = CLIRun.run(["check", "examples/filter-chips.json", "--rules", "off-screen"], in: root)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  as a screen file") }) + 1
        let end = try #require(lines[start...].firstIndex { $0 == "  }" })
        let file = lines[start...end].map { String($0.dropFirst(2)) }.joined(separator: "\n")
        #expect(!file.contains("combinations"))
        let package = try TemporaryPackage()
        try package.write("smallest.json", file)
        let again = CLIRun.run(["check", "smallest.json", "--rules", "off-screen"], in: package.root)
        #expect(again.status == 1)
        #expect(again.output.hasPrefix("layout rules: 1 broken in 1 combinations\n\noff-screen on 1 of 1: iphone-se AX1\n"))
        // A fixture's case is the value that makes a check in Swift lay it out alone.
        let fixture = CLIRun.run(["check", "--fixture", "filter-chips", "--devices", "iphone-se", "--categories", "AX1"])
        #expect(fixture.output.contains("\n  reproducing: \"iphone-se AX1; segments 1:3\"\n"), "\(fixture.output)")
    }

    /// `examples/right-to-left.json` names both directions; the options win over the file.
    @Test func directionsAreCombinations() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = CLIRun.run(["check", "examples/right-to-left.json"], in: root)
        #expect(file.status == 0)
        #expect(file.output == "layout rules: 2 combinations, every rule kept\n")
        let one = CLIRun.run(["check", "examples/right-to-left.json", "--directions", "rightToLeft"], in: root)
        #expect(one.output == "layout rules: 1 combinations, every rule kept\n")
        // One spelling where users type it: the files' `rtl`, and the listing's word too.
        for typed in ["rtl", "RTL", "right-to-left"] {
            #expect(CLIRun.run(["check", "examples/right-to-left.json", "--directions", typed], in: root).output == one.output)
        }
        let fixture = CLIRun.run(["check", "--fixture", "shop-home", "--devices", "iphone-se,iphone-15", "--directions", "leftToRight,rightToLeft,leftToRight"])
        #expect(fixture.output == "layout rules: 4 combinations, every rule kept\n")
    }

    @Test(arguments: [
        (["check", "--fixture", "mall", "--directions", "rlt"], "error: unknown layout direction 'rlt'; did you mean 'rtl'?"),
        (["check", "--fixture", "mall", "--categories", "AX6"], "error: unknown text size 'AX6'; did you mean 'AX1'?"),
        (["check"], "error: 'check' needs a screen: --fixture NAME or a FILE.json\n"),
        (["check", "--fixture", "mall", "a.json"], "error: give either --fixture NAME or a FILE.json, not both\n"),
        (["check", "--fixture", "mal"], "error: unknown fixture 'mal'; did you mean 'mall'?"),
        (["check", "--fixture", "mall", "--devices", "iphone-9"], "error: unknown device 'iphone-9'"),
        (["check", "--fixture", "mall", "--rules", "cell-overlap"], "error: unknown rule 'cell-overlap'; did you mean 'cells-overlap'?"),
        (["check", "nowhere.json"], "error: nowhere.json"),
    ])
    func badInputIsExitTwoWithWhatIsWrong(arguments: [String], message: String) {
        let run = CLIRun.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    /// Issue 27's matrices: lists past 1,000 are refused before they are decoded (a 50 MB file's
    /// product once overflowed `Int` and crashed), the checked-cell bound holds after the options
    /// multiply a file's matrix, and a device or size named twice is checked once.
    @Test func matricesAreBoundedAfterTheOptionsApply() throws {
        let package = try TemporaryPackage()
        let devices = Array(repeating: #""iphone-se""#, count: 1_001).joined(separator: ",")
        try package.write("many.json", #"{"combinations": {"devices": [\#(devices)]}, "segments": []}"#)
        let many = CLIRun.run(["check", "many.json"], in: package.root)
        #expect(many.status == 2)
        #expect(many.error == "error: many.json: combinations.devices: expected at most 1000 devices, found 1001\n")
        let variants = (0..<1_001).map { #""v\#($0)": {"segments": []}"# }.joined(separator: ",")
        try package.write("variants.json", #"{"combinations": {"variants": {\#(variants)}}, "segments": []}"#)
        #expect(
            CLIRun.run(["check", "variants.json"], in: package.root).error.hasPrefix(
                "error: variants.json: combinations.variants: expected at most 1000 variants, found 1001"))
        // 100,000 cells × 12 sizes is inside the file's bound; × 12 devices × 12 sizes it is not.
        try package.write("big.json", #"{"segments": [{"items": [{"cell": "C", "width": 10, "height": 10, "repeat": 100000}]}]}"#)
        let all = Device.presets.map(\.id).joined(separator: ",")
        let sizes = "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
        let run = CLIRun.run(["check", "big.json", "--devices", all, "--categories", sizes], in: package.root)
        #expect(run.status == 2)
        #expect(
            run.error
                == "error: \(Device.presets.count * 12) devices, text sizes and directions × 100000 cells over 1 variants is more than the 1000000 "
                + "cells a check lays out; name fewer devices, text sizes or directions\n")
        // Named twice, checked once: 2 combinations, not 4.
        let twice = CLIRun.run(["check", "--fixture", "mall", "--devices", "iphone-se,iphone-se,iPhone-15,iphone-15", "--categories", "large,large"])
        #expect(twice.output == "layout rules: 2 combinations, every rule kept\n")
    }

    /// A cell type, a variant name or a device id with control characters reaches no log raw: a
    /// device id is refused, the rest escaped; the pasted test quotes the id as a Swift literal.
    @Test func namesAreEscapedInEveryLine() throws {
        let package = try TemporaryPackage()
        try package.write(
            "bad-device.json", #"{"device": {"id": "x\n::error::pwned", "size": {"width": 320, "height": 568}}, "segments": []}"#)
        let device = CLIRun.run(["check", "bad-device.json"], in: package.root)
        #expect(device.status == 2)
        #expect(device.error == #"error: bad-device.json: device.id: expected an id without control or invisible characters, found "x\n::error::pwned""# + "\n")
        try package.write(
            "names.json",
            #"{"device": {"id": "my\"phone", "size": {"width": 320, "height": 568}}, "combinations": {"variants": {"v\n::error::x": {"segments": [{"items": [{"cell": "C\u001B[31m\n::warning::y", "width": 0, "height": 10}]}]}}}, "segments": []}"#
        )
        let run = CLIRun.run(["check", "names.json", "--rules", "zero-size"], in: package.root)
        #expect(run.status == 1)
        for line in run.output.split(separator: "\n") {
            #expect(!line.hasPrefix("::") && !line.unicodeScalars.contains { $0.value == 0x1B }, "\(line)")
        }
        #expect(run.output.contains(#"zero-size on 1 of 1: my"phone · v\n::error::x"#))
        #expect(run.output.contains(#"item 0 C\u{1B}[31m\n::warning::y 0,0 0×10"#))
        #expect(run.output.contains(#""device": {"id": "my\"phone", "size": {"width": 320, "height": 568}}"#))
        #expect(run.output.contains(#"{"cell": "C\u001B[31m\n::warning::y", "width": 0, "height": 10}"#))
    }
}
