import Testing
import Foundation
import Snapshot

@Suite struct DeviceMatrixTests {
    /// Names the screen and the device it is on, so every device renders differently.
    static let deviceLine = StoreHarness.lines.pullback { (screen: Screen) in "\(screen.name) on \(screen.device.id)" }

    func verify(
        _ store: StoreHarness, on devices: [Device], named name: String? = nil, record: RecordMode? = nil
    ) -> String? {
        snapshotFailure(
            of: { Screen(name: "MallVC") }, as: Self.deviceLine, on: devices, named: name, record: record,
            snapshotDirectory: nil, fileID: store.package.fileID, filePath: store.package.testFile, testName: "testMall()",
            environment: store.environment)?.message
    }

    @Test func recordsOneReferencePerDeviceNamedWithItsId() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "missing"])
        defer { store.remove() }
        _ = verify(store, on: [.iPhoneSE, .iPhone15])
        #expect(store.files == ["ShopTests/MallTests/testMall.iphone-15.txt", "ShopTests/MallTests/testMall.iphone-se.txt"])
        #expect(store.read("ShopTests/MallTests/testMall.iphone-se.txt") == "MallVC on iphone-se")
        #expect(store.read("ShopTests/MallTests/testMall.iphone-15.txt") == "MallVC on iphone-15")
        #expect(verify(store, on: [.iPhoneSE, .iPhone15]) == nil)
    }

    @Test func anotherTextSizeIsPartOfEachName() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "missing"])
        defer { store.remove() }
        var screen = Screen(name: "MallVC")
        screen.contentSizeCategory = .accessibilityExtraLarge
        _ = snapshotFailure(
            of: { screen }, as: Self.deviceLine, on: [.iPhoneSE, .iPhone8], named: "big", record: nil,
            snapshotDirectory: nil, fileID: store.package.fileID, filePath: store.package.testFile, testName: "testMall()",
            environment: store.environment)
        #expect(store.files == ["ShopTests/MallTests/testMall.big.iphone-8.AX3.txt", "ShopTests/MallTests/testMall.big.iphone-se.AX3.txt"])
    }

    @Test func checksEveryDeviceAndCombinesTheFailures() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.iphone-se.txt", "MallVC on iphone-se")
        try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.iphone-8.txt", "old")
        // iPhone SE matches, iPhone 8 differs, iPhone 15 has no reference yet.
        let message = verify(store, on: [.iPhoneSE, .iPhone8, .iPhone15])
        #expect(
            message == """
                Snapshots failed on 2 of 3 devices: iphone-8, iphone-15.

                [iphone-8] Snapshot "testMall.iphone-8.txt" does not match its reference.

                1 line changed

                -old
                +MallVC on iphone-8

                Reference: __Snapshots__/ShopTests/MallTests/testMall.iphone-8.txt
                Pending:   __Snapshots__/ShopTests/MallTests/testMall.iphone-8.new.txt
                Overlay:   __Snapshots__/ShopTests/MallTests/testMall.iphone-8.diff.svg

                Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.iphone-8
                Review:    swift run snapshot-cli review --open
                Re-record: SNAPSHOT_RECORD=failed swift test --filter '[./]testMall(\\(|$)'

                [iphone-15] New snapshot "testMall.iphone-15.txt": it has no reference yet, so the rendering waits as a pending file for review.

                Pending:   __Snapshots__/ShopTests/MallTests/testMall.iphone-15.new.txt

                Review:    swift run snapshot-cli review --open
                Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.iphone-15
                Reject:    swift run snapshot-cli reject ShopTests/MallTests/testMall.iphone-15
                """)
        #expect(store.read("ShopTests/MallTests/testMall.iphone-15.new.txt") == "MallVC on iphone-15")
        #expect(store.read("ShopTests/MallTests/testMall.iphone-8.txt") == "old")
    }

    /// One change on every device (an inset of a shared sub-controller) is listed once, with
    /// the devices that show it; each device's part points to it instead of repeating it.
    @Test func aChangeListSharedByDevicesIsSaidOnce() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        for device in ["iphone-se", "iphone-8"] {
            try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.\(device).txt", "old")
        }
        let message = try #require(verify(store, on: [.iPhoneSE, .iPhone8]))
        #expect(
            message.hasPrefix(
                """
                Snapshots failed on 2 of 2 devices: iphone-se, iphone-8.

                Changes on iphone-se, iphone-8:
                1 line changed

                [iphone-se] Snapshot "testMall.iphone-se.txt" does not match its reference.

                (changes as listed above)

                -old
                +MallVC on iphone-se
                """))
        #expect(message.components(separatedBy: "1 line changed").count == 2)  // once
        #expect(message.components(separatedBy: "(changes as listed above)").count == 3)  // per device
    }

    /// Long failures on many devices stay one bounded issue: `swift test` once lost the first
    /// 8 KB of a four-device SVG failure. Every device keeps its header line.
    @Test func aLongFailureOnManyDevicesIsBoundedAsOneIssue() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        // A change list of 24 lines of 200 characters each, its own on each device: ~5 KB a device.
        let long = Strategy<String, String>(
            pathExtension: "txt",
            diffing: .text { reference, actual in
                reference == actual
                    ? nil
                    : DiffReport(
                        summary: (0..<24).map { "\(actual) change \($0) " + String(repeating: "x", count: 200) }.joined(separator: "\n"),
                        textDiff: "-\(reference)\n+\(actual)", overlaySVG: nil)
            }
        ).pullback { (screen: Screen) in screen.device.id }
        let devices: [Device] = [.iPhoneSE, .iPhone8, .iPhone15, .iPadPro11]
        for device in devices {
            try store.package.write("__Snapshots__/ShopTests/MallTests/testMall.\(device.id).txt", "old")
        }
        let message = try #require(
            snapshotFailure(
                of: { Screen(name: "MallVC") }, as: long, on: devices, named: nil, record: nil,
                snapshotDirectory: nil, fileID: store.package.fileID, filePath: store.package.testFile, testName: "testMall()",
                environment: store.environment)?.message)
        #expect(message.utf8.count <= FailureMessage.maxIssueBytes + 200 * devices.count)
        for device in devices {
            #expect(message.contains("[\(device.id)] Snapshot \"testMall.\(device.id).txt\" does not match its reference."))
        }
        #expect(message.hasPrefix("Snapshots failed on 4 of 4 devices: "))
        #expect(message.contains("more lines left out to keep the message whole"))
    }

    @Test func landscapeDevicesAndNamesGetTheirOwnFiles() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_RECORD": "missing"])
        defer { store.remove() }
        _ = verify(store, on: [.iPhone8, .iPhone8.landscape], named: "dark")
        #expect(store.files == ["ShopTests/MallTests/testMall.dark.iphone-8-landscape.txt", "ShopTests/MallTests/testMall.dark.iphone-8.txt"])
        // The rendering is of the screen on that device (the landscape one keeps the id).
        #expect(store.read("ShopTests/MallTests/testMall.dark.iphone-8-landscape.txt") == "MallVC on iphone-8")
    }

    @Test func theRecordModeAppliesToEveryDevice() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        let message = verify(store, on: [.iPhoneSE], record: .never)
        #expect(
            message?.hasPrefix(
                """
                Snapshots failed on 1 of 1 device: iphone-se.

                [iphone-se] No reference was found for "testMall.iphone-se.txt", and none was recorded: record mode is never (the record: argument).
                """) == true)
        #expect(store.files == [])
    }

    @Test func anEmptyOrRepeatedDeviceListFails() throws {
        let store = try StoreHarness()
        defer { store.remove() }
        #expect(verify(store, on: []) == "No devices were given for \"testMall\"; pass at least one, e.g. on: [.iPhone8].")
        #expect(verify(store, on: [.iPhone8, .iPhoneSE, .iPhone8]) == "The devices for \"testMall\" name iphone-8 twice; each device needs its own reference.")
        #expect(store.files == [])
    }
}
