import Testing
import Snapshot
import ScreenFixtures
@testable import SnapshotCLI

@Suite struct ListingCommandsTests {
    @Test func devicesShowsEveryPresetWithSizeSafeAreasAndScale() {
        let run = CLIRun.run(["devices"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == Device.presets.count + 1)
        #expect(lines[0].hasPrefix("ID "))
        // iPhone X: 375×812, portrait insets top 44 bottom 34, landscape 44 left/right and 21 bottom, 3x.
        let iPhoneX = lines.first { $0.hasPrefix("iphone-x ") } ?? ""
        #expect(iPhoneX.contains("375×812"))
        #expect(iPhoneX.contains("44,0,34,0"))
        #expect(iPhoneX.contains("0,44,21,44"))
        #expect(iPhoneX.hasSuffix("3x"))
    }

    @Test func fixturesListsEveryNameAndSummary() {
        let run = CLIRun.run(["fixtures"])
        #expect(run.status == 0)
        if Fixtures.all.isEmpty {
            #expect(run.output == "no fixtures\n")
        }
        for fixture in Fixtures.all {
            #expect(run.output.contains(fixture.name))
            #expect(run.output.contains(fixture.summary))
        }
    }
}
