import Foundation
import Snapshot

/// A run's snapshot assertions as JUnit XML, the format CI systems show test results in.
///
/// One `<testsuite>` per test file (`ShopTests/HomeTests`), one `<testcase>` per asserted
/// snapshot (`name` = its file name, `classname` = `ShopTests.HomeTests`, `file` and `line` =
/// where it was asserted, relative to the package); a failing, new or missing snapshot has a
/// `<failure>` whose message is every cause of the change list (`cause: …; cause: …`), or its
/// first line when it names none, and whose text is the change list and the accept command.
/// Text goes through `XMLEscaping` (XML 1.0 forbids most control characters; they are written as
/// visible escapes). Sorted and without times or dates: the same run gives the same bytes.
///
///     <testsuites name="snapshots" tests="2" failures="1" errors="0" skipped="0">
///       <testsuite name="ShopTests/HomeTests" tests="2" failures="1" errors="0" skipped="0">
///         <testcase classname="ShopTests.HomeTests" name="home.iphone-se.svg" file="Tests/ShopTests/HomeTests.swift" line="12">
///           <failure type="snapshot" message="cause: inset left 16 → 20 in &quot;GoodsSC&quot;">…</failure>
///         </testcase>
enum JUnitReport {
    static func xml(_ verdicts: [SnapshotVerdict], packageRoot: URL) -> String {
        let suites = Dictionary(grouping: verdicts, by: \.suite)
        let failures = verdicts.filter { $0.message != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"snapshots\" tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for name in suites.keys.sorted() {
            let cases = suites[name] ?? []
            let failed = cases.filter { $0.message != nil }.count
            xml += "  <testsuite name=\"\(XMLEscaping.escaped(name))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            for verdict in cases {
                var attributes =
                    "classname=\"\(XMLEscaping.escaped(name.replacingOccurrences(of: "/", with: ".")))\" name=\"\(XMLEscaping.escaped(verdict.name))\""
                if let file = verdict.file { attributes += " file=\"\(XMLEscaping.escaped(relative(file, to: packageRoot)))\"" }
                if let line = verdict.line, line > 0 { attributes += " line=\"\(line)\"" }
                guard let message = verdict.message else {
                    xml += "    <testcase \(attributes)/>\n"
                    continue
                }
                let headline = headline(of: message, causeLines: verdict.causeLines)
                xml += "    <testcase \(attributes)>\n"
                xml +=
                    "      <failure type=\"snapshot-\(verdict.outcome.rawValue)\" message=\"\(XMLEscaping.escaped(headline))\">\(XMLEscaping.escapedLines(message.split(separator: "\n", omittingEmptySubsequences: false)))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// What changed in one line: every cause of the snapshot, else its message's first change
    /// (not its count line).
    static func headline(of message: String, causeLines: [String]) -> String {
        if !causeLines.isEmpty { return causeLines.joined(separator: "; ") }
        let lines = message.split(separator: "\n").map(String.init)
        if lines.count > 1, lines[0].contains(" change") { return lines[1] }
        return lines.first ?? ""
    }

    /// `file` relative to the package root when inside it.
    static func relative(_ file: String, to root: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        return file.pathRemainder(after: prefix) ?? file
    }
}
