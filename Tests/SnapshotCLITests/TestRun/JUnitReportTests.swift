import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import SnapshotCLI

/// A JUnit failure's message names every cause, and nothing in the XML is a character XML 1.0
/// forbids (the HTML escaper the report used passed C0 controls through).
@Suite struct JUnitReportTests {
    @Test func theMessageIsEveryCauseAndControlsAreEscaped() throws {
        let changes = """
            3 changes: 1 inset, 1 item resized, 6 moved
            cause: inset left 16 → 20 in "GridSC"
            cause: "ProductCell" height 240 → 260 (+20) in "GridSC"
            segment 3 "GridSC" inset left 16 → 20
            """
        // The causes come as data (the verdict's cause lines), never read back from the message.
        var verdict = SnapshotVerdict(reference: "S/Home/a\u{1}b.1.svg", outcome: .failed, file: nil, line: nil, message: changes + "\nbell \u{7}")
        verdict.causeLines = ["cause: inset left 16 → 20 in \"GridSC\"", "cause: \"ProductCell\" height 240 → 260 (+20) in \"GridSC\""]
        let xml = JUnitReport.xml([verdict], packageRoot: URL(fileURLWithPath: "/repo"))
        #expect(
            xml.contains(
                #"message="cause: inset left 16 → 20 in &quot;GridSC&quot;; cause: &quot;ProductCell&quot; height 240 → 260 (+20) in &quot;GridSC&quot;""#))
        #expect(xml.contains(#"name="a\u{1}b.1.svg""#))
        #expect(xml.contains("bell \\u{7}</failure>"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // Well-formed: Foundation's XML parser reads it to the end.
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(JUnitReport.headline(of: "2 changes: 2 moved\nsegment 1 moved\nsegment 2 moved", causeLines: []) == "segment 1 moved")
        // A line that reads like a cause but is not one of the verdict's causes is no cause.
        #expect(JUnitReport.headline(of: "1 change: 1 moved\ncause: made up", causeLines: []) == "cause: made up")
    }
}
