import Foundation

/// A run's snapshot assertions as JUnit XML, the format CI systems show test results in.
///
/// One `<testsuite>` per test file (`ShopTests/HomeTests`), one `<testcase>` per asserted
/// snapshot (`name` = its file name, `classname` = `ShopTests.HomeTests`, `file` and `line` =
/// where it was asserted, relative to the package); a failing, new or missing snapshot has a
/// `<failure>` whose message is the change list's first line and whose text is the change list
/// and the accept command. Sorted and without times or dates: the same run gives the same bytes.
///
///     <testsuites name="snapshots" tests="2" failures="1" errors="0" skipped="0">
///       <testsuite name="ShopTests/HomeTests" tests="2" failures="1" errors="0" skipped="0">
///         <testcase classname="ShopTests.HomeTests" name="home.iphone-se.svg" file="Tests/ShopTests/HomeTests.swift" line="12">
///           <failure type="snapshot" message="segment 3 &quot;GoodsSC&quot; inset left 16 → 20">…</failure>
///         </testcase>
package enum JUnitReport {
    package static func xml(_ verdicts: [SnapshotVerdict], packageRoot: URL) -> String {
        let suites = Dictionary(grouping: verdicts, by: \.suite)
        let failures = verdicts.filter { $0.message != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"snapshots\" tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for name in suites.keys.sorted() {
            let cases = suites[name] ?? []
            let failed = cases.filter { $0.message != nil }.count
            xml += "  <testsuite name=\"\(HTML.escape(name))\" tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            for verdict in cases {
                var attributes = "classname=\"\(HTML.escape(name.replacingOccurrences(of: "/", with: ".")))\" name=\"\(HTML.escape(verdict.name))\""
                if let file = verdict.file { attributes += " file=\"\(HTML.escape(relative(file, to: packageRoot)))\"" }
                if let line = verdict.line, line > 0 { attributes += " line=\"\(line)\"" }
                guard let message = verdict.message else {
                    xml += "    <testcase \(attributes)/>\n"
                    continue
                }
                let headline = headline(of: message)
                xml += "    <testcase \(attributes)>\n"
                xml += "      <failure type=\"snapshot-\(verdict.outcome.rawValue)\" message=\"\(HTML.escape(headline))\">\(HTML.escape(message))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The first line that says what changed: the change list's first change, not its count line.
    static func headline(of message: String) -> String {
        let lines = message.split(separator: "\n").map(String.init)
        if lines.count > 1, lines[0].contains(" change") { return lines[1] }
        return lines.first ?? ""
    }

    /// `file` relative to the package root when inside it.
    static func relative(_ file: String, to root: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
