// `assertLayoutRules`: the rules of `LayoutRules` reported to XCTest or Swift Testing. A module
// of its own so that what checks rules without a test framework (snapshot-cli's `check`) links
// neither XCTest nor Testing.
@_exported import LayoutRules
import Snapshot
import SnapshotAssertions

/// Fails the running test (Swift Testing or XCTest) when the screen breaks a rule in any
/// combination, with the report as its message: each broken rule, where, on which combinations,
/// and the smallest case as a test to paste.
///
///     @Test func shopHomeKeepsTheRules() {
///         assertLayoutRules({ device, goods in ShopVC.screen(on: device, goods: goods) },
///                           on: [.iPhoneSE, .iPhone15], variants: [("short", .short), ("longest", .longest)])
///     }
///
/// With `reproducing:` (the value a failure printed), the same call checks that one smallest
/// case alone: a test of the defect that lays out your own screen.
public func assertLayoutRules<Variant>(
    _ screen: (Device, Variant) -> Screen, on devices: [Device], categories: [ContentSizeCategory] = [.large],
    directions: [LayoutDirection] = [.leftToRight], variants: [(name: String, value: Variant)],
    rules: [LayoutRule] = LayoutRule.standard, reproducing: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let report = RuleCheck.run(
        screen, on: devices, categories: categories, directions: directions, variants: variants, rules: rules, reproducing: reproducing)
    guard !report.passed else { return }
    IssueReporter.report(SnapshotFailure(message: report.description), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The same over devices alone.
public func assertLayoutRules(
    _ screen: (Device) -> Screen, on devices: [Device], categories: [ContentSizeCategory] = [.large],
    directions: [LayoutDirection] = [.leftToRight], rules: [LayoutRule] = LayoutRule.standard, reproducing: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertLayoutRules(
        { device, _ in screen(device) }, on: devices, categories: categories, directions: directions,
        variants: [(name: "", value: ())], rules: rules, reproducing: reproducing,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
