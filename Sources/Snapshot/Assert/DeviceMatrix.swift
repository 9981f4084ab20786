import Foundation

/// Checks one screen on several devices: one reference per device, named with the device's id.
///
/// Every device is checked even when one fails, and the failures come back as one message,
/// each part tagged with its device. Landscape devices get `-landscape` after the id.
///
///     verifySnapshot(of: mall, as: .svg, on: [.iPhoneSE, .iPhone15])
///     // __Snapshots__/ShopTests/MallTests/testMall.iphone-se.svg, __Snapshots__/ShopTests/MallTests/testMall.iphone-15.svg
public func verifySnapshot<Format>(
    of screen: @autoclosure () throws -> Screen,
    as strategy: Strategy<Screen, Format>,
    on devices: [Device],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    snapshotFailure(
        of: screen, as: strategy, on: devices, named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: "\(fileID)", filePath: "\(filePath)", line: line, testName: testName,
        environment: SnapshotEnvironment.current())?.message
}

/// The same with the 0.3 label `file:`, kept for 0.4 and gone in 0.5: `filePath:`.
@available(*, deprecated, renamed: "verifySnapshot(of:as:on:named:record:snapshotDirectory:fileID:filePath:testName:line:)")
public func verifySnapshot<Format>(
    of screen: @autoclosure () throws -> Screen,
    as strategy: Strategy<Screen, Format>,
    on devices: [Device],
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file: StaticString,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try screen(), as: strategy, on: devices, named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: file, testName: testName, line: line)
}

/// The device matrix's whole check, with the environment passed in: one failure for all
/// devices, with every device's files.
///
/// A change list that several devices share (one inset changed on every phone) is said once,
/// above the devices' parts, and each of those parts points to it.
package func snapshotFailure<Format>(
    of screen: () throws -> Screen,
    as strategy: Strategy<Screen, Format>,
    on devices: [Device],
    named name: String?,
    record: RecordMode?,
    snapshotDirectory: String?,
    fileID: String,
    filePath: String,
    line: UInt = 0,
    testName: String,
    environment: [String: String],
    testCase: String = ""
) -> SnapshotFailure? {
    let test = ReferenceLocation.bareTestName(testName)
    let names = devices.map(DeviceMatrix.snapshotName)
    if names.isEmpty {
        return SnapshotFailure(message: "No devices were given for \"\(test)\"; pass at least one, e.g. on: [.iPhone8].")
    }
    if let repeated = DeviceMatrix.firstRepeated(names) {
        return SnapshotFailure(message: "The devices for \"\(test)\" name \(repeated) twice; each device needs its own reference.")
    }
    let base: Screen
    do {
        base = try screen()
    } catch {
        return SnapshotFailure(message: "Could not build the screen for \"\(test)\": \(error).")
    }
    var failures: [(device: String, failure: SnapshotFailure)] = []
    // Another text size than the default, or right to left, is part of each name: its references are its own.
    let category =
        (base.contentSizeCategory == .large ? "" : ".\(base.contentSizeCategory.rawValue)")
        + (base.layoutDirection == .rightToLeft ? ".rtl" : "")
    for (device, snapshotName) in zip(devices, names) {
        let deviceName = snapshotName + category
        let failure = snapshotFailure(
            of: { base.on(device) }, as: strategy,
            named: name.map { "\($0).\(deviceName)" } ?? deviceName,
            record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, line: line,
            testName: testName, environment: environment, testCase: testCase)
        if let failure { failures.append((deviceName, failure)) }
    }
    guard !failures.isEmpty else { return nil }
    let noun = devices.count == 1 ? "device" : "devices"
    var parts = [
        "Snapshots failed on \(failures.count) of \(devices.count) \(noun): " + failures.map(\.device).joined(separator: ", ") + "."
    ]
    // Change lists that more than one device shows, in the order they first appear.
    var shared: [String] = []
    for failure in failures {
        guard let changes = failure.failure.changes, !shared.contains(changes),
            failures.filter({ $0.failure.changes == changes }).count > 1
        else { continue }
        shared.append(changes)
        let sharing = failures.filter { $0.failure.changes == changes }.map(\.device)
        parts.append("Changes on \(sharing.joined(separator: ", ")):\n\(changes)")
    }
    for (device, failure) in failures {
        var message = failure.message
        if let changes = failure.changes, shared.contains(changes) {
            message = message.replacingOccurrences(of: "\n\n" + changes + "\n\n", with: "\n\n(changes as listed above)\n\n")
        }
        parts.append("[\(device)] \(message)")
    }
    return SnapshotFailure(
        message: DeviceMatrix.bounded(parts, keeping: Set(failures.flatMap(\.failure.causeLines))), files: failures.flatMap(\.failure.files))
}

enum DeviceMatrix {
    /// `iphone-se`, or `iphone-se-landscape` on its side.
    static func snapshotName(_ device: Device) -> String {
        device.orientation == .landscape ? "\(device.id)-landscape" : device.id
    }

    /// The parts of one issue joined, at most `FailureMessage.maxIssueBytes` in all: each part
    /// keeps its first lines (a device's header line always) within an equal share of the
    /// bound, and says how many lines it left out; a line of `keeping` (the devices' cause lines)
    /// is never left out. A test framework's output handling may drop
    /// parts of a long message (`swift test` lost the first 8 KB of a four-device SVG failure),
    /// so the bound is on the whole issue, not on each device.
    static func bounded(_ parts: [String], keeping causes: Set<String> = []) -> String {
        let whole = parts.joined(separator: "\n\n")
        guard whole.utf8.count > FailureMessage.maxIssueBytes, !parts.isEmpty else { return whole }
        let share = Swift.max(200, FailureMessage.maxIssueBytes / parts.count - 2)
        return parts.map { part -> String in
            guard part.utf8.count > share else { return part }
            let lines = part.split(separator: "\n", omittingEmptySubsequences: false)
            var kept: [Substring] = []
            var used = 0
            var full = false
            for line in lines {
                let cost = line.utf8.count + 1
                if !kept.isEmpty, used + cost > share - 80 { full = true }
                if full, !causes.contains(String(line)) { continue }
                kept.append(line)
                used += cost
            }
            let left = lines.count - kept.count
            return kept.joined(separator: "\n") + "\n… \(left) more lines left out to keep the message whole "
                + "(the pending files and 'snapshot-cli review' show everything)"
        }.joined(separator: "\n\n")
    }

    static func firstRepeated(_ names: [String]) -> String? {
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }
}
