import Testing
import XCTest

/// Sends a failure to whichever framework runs the current test.
package enum IssueReporter {
    /// The running Swift Testing test's name (`mall()`), or `nil` under XCTest.
    package static var currentTestName: String? {
        Test.current?.name
    }

    /// Records an `Issue` at the call site inside a Swift Testing test, else calls `XCTFail`.
    package static func report(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
