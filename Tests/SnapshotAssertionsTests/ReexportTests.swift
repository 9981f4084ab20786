import Testing
import SnapshotAssertions

@Suite struct ReexportTests {
    @Test func coreTypesAreVisibleThroughOneImport() {
        #expect(Device.iPhone8.size.width == 375)
    }
}
