import Foundation

/// Checks one screen on several devices: one reference per device, named with the device's id.
///
/// Every device is checked even when one fails, and the failures come back as one message,
/// each part tagged with its device. Landscape devices get `-landscape` after the id.
///
///     verifySnapshot(of: mall, as: .svg, on: [.iPhoneSE, .iPhone15])
///     // __Snapshots__/MallTests/testMall.iphone-se.svg, __Snapshots__/MallTests/testMall.iphone-15.svg
public func verifySnapshot<Format>(
    of screen: @autoclosure () throws -> Screen,
    as strategy: Strategy<Screen, Format>,
    on devices: [Device],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: screen, as: strategy, on: devices, named: name, record: record,
        snapshotDirectory: snapshotDirectory, filePath: "\(file)", testName: testName,
        environment: SnapshotEnvironment.current())
}

/// The device matrix with the environment passed in.
package func verifySnapshot<Format>(
    of screen: () throws -> Screen,
    as strategy: Strategy<Screen, Format>,
    on devices: [Device],
    named name: String?,
    record: RecordMode?,
    snapshotDirectory: String?,
    filePath: String,
    testName: String,
    environment: [String: String]
) -> String? {
    let test = ReferenceLocation.bareTestName(testName)
    let names = devices.map(DeviceMatrix.snapshotName)
    if names.isEmpty {
        return "No devices were given for \"\(test)\"; pass at least one, e.g. on: [.iPhone8]."
    }
    if let repeated = DeviceMatrix.firstRepeated(names) {
        return "The devices for \"\(test)\" name \(repeated) twice; each device needs its own reference."
    }
    let base: Screen
    do {
        base = try screen()
    } catch {
        return "Could not build the screen for \"\(test)\": \(error)."
    }
    var failures: [(device: String, message: String)] = []
    for (device, deviceName) in zip(devices, names) {
        let message = verifySnapshot(
            of: { base.on(device) }, as: strategy,
            named: name.map { "\($0).\(deviceName)" } ?? deviceName,
            record: record, snapshotDirectory: snapshotDirectory, filePath: filePath,
            testName: testName, environment: environment)
        if let message { failures.append((deviceName, message)) }
    }
    guard !failures.isEmpty else { return nil }
    let noun = devices.count == 1 ? "device" : "devices"
    let header = "Snapshots failed on \(failures.count) of \(devices.count) \(noun): "
        + failures.map(\.device).joined(separator: ", ") + "."
    return ([header] + failures.map { "[\($0.device)] \($0.message)" }).joined(separator: "\n\n")
}

enum DeviceMatrix {
    /// `iphone-se`, or `iphone-se-landscape` on its side.
    static func snapshotName(_ device: Device) -> String {
        device.orientation == .landscape ? "\(device.id)-landscape" : device.id
    }

    static func firstRepeated(_ names: [String]) -> String? {
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }
}
