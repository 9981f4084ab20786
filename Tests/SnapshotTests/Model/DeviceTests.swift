import Testing
@testable import Snapshot

@Suite struct DeviceTests {
    @Test func presetIdsAreUniqueAndFindable() {
        let ids = Device.presets.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(Device.named(id.uppercased())?.id == id) }
        #expect(Device.named("iphone-99") == nil)
    }

    @Test func namedPresetsMatchTheSeedTable() {
        #expect(Device.iPhoneSE.size == Size(width: 320, height: 568))
        #expect(Device.iPhone8.id == "iphone-8")
        #expect(Device.iPhoneX.safeArea == EdgeInsets(top: 44, bottom: 34))
        #expect(Device.iPhone16ProMax.size == Size(width: 440, height: 956))
        #expect(Device.iPadPro11.safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.iPadPro12_9.scale == 2)
        #expect(Device.iPhone15.scale == 3)
    }

    @Test func landscapeSwapsTheSizeAndUsesTheLandscapeSafeArea() {
        let turned = Device.iPhone14.landscape
        #expect(turned.size == Size(width: 844, height: 390))
        #expect(turned.safeArea == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(turned.portrait == Device.iPhone14)
        #expect(Device.iPhone8.landscape.safeArea == .zero)
    }
}
