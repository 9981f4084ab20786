import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A JUnit file read back with Foundation's `XMLParser`, as a CI system reads it: its suites,
/// its cases and their failures. A file that is not well-formed XML is an error.
struct JUnitReader {
    struct Case: Equatable {
        var suite: String
        var attributes: [String: String]
        /// The failure's `message` attribute and text, when the case failed.
        var failure: (message: String, text: String)?

        static func == (a: Case, b: Case) -> Bool {
            a.suite == b.suite && a.attributes == b.attributes && a.failure?.message == b.failure?.message
                && a.failure?.text == b.failure?.text
        }
    }

    /// The root's attributes (`tests`, `failures`…).
    var totals: [String: String] = [:]
    var suites: [String] = []
    var cases: [Case] = []

    init(_ data: Data) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "\(parser.parserError.map { "\($0)" } ?? "not XML")"])
        }
        totals = delegate.totals
        suites = delegate.suites
        cases = delegate.cases
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var totals: [String: String] = [:]
        var suites: [String] = []
        var cases: [Case] = []
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "testsuites": totals = attributes
            case "testsuite": suites.append(attributes["name"] ?? "")
            case "testcase": cases.append(Case(suite: suites.last ?? "", attributes: attributes))
            case "failure":
                cases[cases.count - 1].failure = (attributes["message"] ?? "", "")
                text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure", let text {
                cases[cases.count - 1].failure?.text = text
                self.text = nil
            }
        }
    }
}
