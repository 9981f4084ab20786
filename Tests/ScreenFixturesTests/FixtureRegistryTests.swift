import Testing
import ScreenFixtures

@Suite struct FixtureRegistryTests {
    @Test func namesAreUnique() {
        let names = Fixtures.all.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
