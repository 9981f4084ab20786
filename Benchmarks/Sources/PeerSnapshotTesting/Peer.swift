import Foundation
import SnapshotTesting

public func peerVerify(_ text: String, named name: String, directory: String, record: Bool) -> String? {
    verifySnapshot(of: text, as: .lines, named: name, record: record ? .all : .never, snapshotDirectory: directory, testName: "peer")
}
