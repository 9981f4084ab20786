import Foundation
import Snapshot
#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Sends a failure to whichever framework runs the current test, with its files attached.
package enum IssueReporter {
    /// Files larger than this are named in the message but not attached.
    static let largestAttachment = 8 << 20

    /// The running Swift Testing test's name (`mall()`), or `nil` under XCTest.
    package static var currentTestName: String? {
        #if canImport(Testing)
            Test.current?.name
        #else
            nil
        #endif
    }

    /// Which test asserts, for `SnapshotNames` and the counter of unnamed snapshots: the running
    /// Swift Testing test's id, with the running case's task for a parameterized test (its cases
    /// share the test's name and have no public id); "" under XCTest, whose test names differ.
    package static var currentTestCase: String {
        #if canImport(Testing)
            guard let test = Test.current else { return "" }
            guard Test.Case.current?.isParameterized == true else { return "\(test.id)" }
            let task = withUnsafeCurrentTask { $0.map { String(UInt(bitPattern: $0.hashValue), radix: 16) } } ?? "?"
            return "\(test.id) case \(task)"
        #else
            return ""
        #endif
    }

    /// Whether a case of a parameterized Swift Testing test is running.
    package static var inParameterizedCase: Bool {
        #if canImport(Testing)
            Test.Case.current?.isParameterized == true
        #else
            false
        #endif
    }

    /// Records an `Issue` at the call site inside a Swift Testing test, else calls `XCTFail`;
    /// attaches the failure's files (reference, pending rendering, overlay) either way.
    package static func report(
        _ failure: SnapshotFailure, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        let attachments = failure.files.compactMap { url -> (name: String, bytes: [UInt8])? in
            guard let data = try? Data(contentsOf: url), data.count <= largestAttachment else { return nil }
            return (url.lastPathComponent, [UInt8](data))
        }
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
                Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
                #if compiler(>=6.2)
                    for attachment in attachments {
                        Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
                    }
                #endif
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(failure.message, file: filePath, line: line)
            #if canImport(Darwin)
                XCTContext.runActivity(named: "Snapshot files") { activity in
                    for attachment in attachments {
                        let file = XCTAttachment(data: Data(attachment.bytes))
                        file.name = attachment.name
                        file.lifetime = .keepAlways
                        activity.add(file)
                    }
                }
            #endif
        #endif
    }
}
