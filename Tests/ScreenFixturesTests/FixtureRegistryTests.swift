import Testing
import Snapshot
@testable import ScreenFixtures

@Suite struct FixtureRegistryTests {
    @Test func namesAreTheListedOnesInOrder() {
        #expect(
            Fixtures.all.map(\.name) == [
                "second-category", "category-strip", "goods-shelf", "mall", "shop-home", "shop-home-rtl", "filter-chips", "dcframe-list", "dcframe-posts",
                "charge",
                "empty", "over-wide", "huge-list", "listkit-shared-rows",
            ])
    }

    @Test func namesAreUnique() {
        let names = Fixtures.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func namedFindsEachFixtureAndNothingElse() {
        for fixture in Fixtures.all {
            #expect(Fixtures.named(fixture.name)?.name == fixture.name)
        }
        #expect(Fixtures.named("Second-Category") == nil)
        #expect(Fixtures.named("") == nil)
    }

    @Test func eachSummaryIsOneLineNamingItsSeed() {
        let seeds = ["mccs-framework-tutorial.txt", "mccs-introduction.zh.txt", "dcframe-readme.txt", "mcc-pattern.zh.txt", "seeds/README.md"]
        for fixture in Fixtures.all {
            #expect(seeds.contains { fixture.summary.contains($0) }, "\(fixture.name): \(fixture.summary)")
            #expect(!fixture.summary.contains("\n"))
            #expect(fixture.summary.count <= 110, "\(fixture.name)")
        }
    }

    @Test(arguments: fixtureTestDevices)
    func everyFixtureBuildsOnTheDeviceWithTheSameSegmentsAsOnAnIPhone8(device: Device) {
        for fixture in Fixtures.all {
            let screen = fixture.make(device)
            let reference = fixture.make(.iPhone8)
            #expect(screen.device == device, "\(fixture.name)")
            #expect(screen.subControllers.map(\.name) == reference.subControllers.map(\.name), "\(fixture.name)")
            #expect(screen.subControllers.map(\.numberOfItems) == reference.subControllers.map(\.numberOfItems), "\(fixture.name)")
        }
    }

    @Test func everyItemHasAPositiveFiniteSizeExceptWhereTheFixtureIsAboutThat() {
        for fixture in Fixtures.all where fixture.name != "huge-list" {
            for device in fixtureTestDevices {
                // A sub-controller with a compositional section is never asked for item sizes.
                for subController in fixture.make(device).subControllers
                where subController.compositionalSection(in: fullWidthContext(device)) == nil {
                    for size in itemSizes(subController, on: device) {
                        #expect(size.width > 0 && size.width.isFinite && size.height > 0 && size.height.isFinite, "\(fixture.name)")
                    }
                }
            }
        }
    }
}
