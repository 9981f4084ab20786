import Foundation
import Testing
import ScreenFiles
import Snapshot
import ScreenFixtures
@testable import SnapshotCLI
import TestSupport

@Suite struct RenderCommandTests {
    @Test func unknownFixtureListsTheValidOnesAndWritesNothing() throws {
        let package = try TemporaryPackage()
        let run = CLIRun.run(["render", "--fixture", "no-such-screen", "--output", "out.txt"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error: unknown fixture 'no-such-screen'"))
        let names = Fixtures.all.map(\.name)
        #expect(run.error.contains(names.isEmpty ? "there are no fixtures" : "fixtures: " + names.joined(separator: ", ")))
        #expect(!package.exists("out.txt"))
    }

    @Test func malformedJSONPrintsTheScreenSpecErrorAndWritesNothing() throws {
        let package = try TemporaryPackage()
        let json = "{\"name\": \"Broken\", \"segments\": [ {\"height\": \"tall\"} "
        try package.write("broken.json", json)
        let run = CLIRun.run(["render", "broken.json", "--output", "out.svg", "--format", "svg"], in: package.root)
        // The message is exactly the decoder's, naming the file as it was typed.
        var expected = ""
        do {
            _ = try ScreenFile.decode(Data(json.utf8), file: "broken.json")
        } catch {
            expected = error.description
        }
        #expect(run.status == 2)
        #expect(run.error == "error: \(expected)\n")
        #expect(expected.hasPrefix("broken.json"))
        #expect(!package.exists("out.svg"))
    }

    @Test func aTextSizeIsSaidInTheHeaderAndTheListing() throws {
        let run = CLIRun.run(["render", "--fixture", "filter-chips", "--device", "iphone-se", "--category", "AX1"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("FilterChipsVC · iPhone SE (iphone-se) · portrait 320×568 @2x · style left-aligned · text size AX1\n"))
        // The promotion's filter is 21 × 14 + 32 = 326 wide at AX1 (body 28).
        #expect(run.output.contains("FilterChipCell 326×52"))
        let listing = CLIRun.run(["render", "--fixture", "filter-chips", "--category", "AX1", "--format", "layout"])
        #expect(listing.output.contains("\nscreen \"FilterChipsVC\" text-size AX1\n"))
        #expect(try LayoutListing.parse(listing.output).contentSizeCategory == .accessibilityMedium)
        #expect(!CLIRun.run(["render", "--fixture", "filter-chips", "--format", "layout"]).output.contains("text-size"))
        let bad = CLIRun.run(["render", "--fixture", "filter-chips", "--category", "ax1"])
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("error: unknown text size 'ax1'; did you mean 'AX1'?"))
    }

    @Test func aMissingFileIsNamed() throws {
        let package = try TemporaryPackage()
        let run = CLIRun.run(["render", "nowhere.json"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: nowhere.json: expected a JSON screen file, found no such file; check the path\n")
    }

    @Test func needsExactlyOneScreen() {
        #expect(CLIRun.run(["render"]).error == "error: 'render' needs a screen: --fixture NAME or a FILE.json\n")
        #expect(CLIRun.run(["render", "a.json", "--fixture", "x"]).error == "error: give either --fixture NAME or a FILE.json, not both\n")
        #expect(CLIRun.run(["render", "a.json", "b.json"]).status == 2)
    }

    @Test func unknownFormatAndDeviceSuggestTheClosest() throws {
        let package = try TemporaryPackage()
        try package.write("s.json", "{}")
        let format = CLIRun.run(["render", "s.json", "--format", "sgv"], in: package.root)
        #expect(format.status == 2)
        #expect(format.error == "error: unknown format 'sgv'; did you mean 'svg'?; formats: ascii, svg, layout\n")
        let device = CLIRun.run(["render", "s.json", "--device", "iphone-9"], in: package.root)
        #expect(device.status == 2)
        #expect(device.error.hasPrefix("error: unknown device 'iphone-9'; did you mean 'iphone-8'?; devices: iphone-se, iphone-8,"))
    }

    @Test func outputIntoAMissingFolderIsRefused() throws {
        let package = try TemporaryPackage()
        try package.write("s.json", "{}")
        let run = CLIRun.run(["render", "s.json", "--output", "no/such/folder/x.svg"], in: package.root)
        #expect(run.status == 2)
        #expect(run.error == "error: no/such/folder/x.svg: its folder does not exist; create it first\n")
    }

    /// Every format renders a fixture, and `--output` writes the same bytes as standard output.
    @Test func rendersEachFormatOfAFixtureToStandardOutputOrAFile() throws {
        let fixture = try #require(Fixtures.all.first)
        let package = try TemporaryPackage()
        let screen = fixture.make(.iPhoneSE)
        let layout = LayoutEngine.layout(screen)
        let expected: [String: String] = [
            "ascii": ASCIIRenderer().render(layout),
            "svg": SVGRenderer().render(layout),
            "layout": LayoutListing.render(layout),
        ]
        for (format, text) in expected {
            let printed = CLIRun.run(["render", "--fixture", fixture.name, "--device", "iphone-se", "--format", format], in: package.root)
            #expect(printed.status == 0)
            #expect(printed.output == text)
            let written = CLIRun.run(
                ["render", "--fixture", fixture.name, "--device", "iphone-se", "--format", format, "--output", "out.\(format)"],
                in: package.root)
            #expect(written.output == "wrote out.\(format)\n")
            #expect(try package.read("out.\(format)") == text)
        }
    }

    /// A rendering of megabytes is streamed a megabyte at a time, to standard output or into the
    /// file's temporary copy: the bytes are the whole rendering's, in order, with text that needs
    /// escaping cut across the pieces.
    @Test func aLargeRenderingIsStreamedWhole() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let screen = """
            {"name": "Long", "segments": [{"name": "Goods", "items": [
              {"cell": "GoodsCell", "width": 171.5, "height": 265, "repeat": 12000, "text": "<b>Goods {n}</b> & 充值 👨‍👩‍👧"}]}]}
            """
        try package.write("long.json", screen)
        let layout = LayoutEngine.layout(try ScreenFile.decode(Data(screen.utf8), file: "long.json"))
        let expected = ["ascii": ASCIIRenderer().render(layout), "svg": SVGRenderer().render(layout), "layout": LayoutListing.render(layout)]
        for (format, text) in expected {
            #expect(text.utf8.count > 1 << 20, "\(format) is \(text.utf8.count) bytes: too small to be streamed in pieces")
            let printed = CLIRun.run(["render", "long.json", "--format", format], in: package.root)
            #expect(printed.status == 0 && printed.output == text, "\(format) on standard output")
            let written = CLIRun.run(["render", "long.json", "--format", format, "--output", "long.\(format)"], in: package.root)
            #expect(written.output == "wrote long.\(format)\n")
            #expect(try package.read("long.\(format)") == text, "\(format) in a file")
        }
        #expect(package.files(under: ".").filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
}
