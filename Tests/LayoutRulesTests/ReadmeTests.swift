import Foundation
import Testing
import Snapshot
@testable import LayoutRules

/// The README's rule failure is what a check of `RuleCheckTests`' tags screen prints.
@Test func theReadmeShowsARealRuleFailure() throws {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { folder.deleteLastPathComponent() }
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    let report = RuleCheck.run(RuleCheckTests.screen, on: [.iPhoneSE, .iPhone8, .iPhone15], variants: RuleCheckTests.variants)
    let firstRule = report.description.components(separatedBy: "\n\ndiagnostic on")[0]
    #expect(readme.contains("```\n" + firstRule + "\n```\n"), "README block:\n\(firstRule)")
}
