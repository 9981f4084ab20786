import Foundation
import Snapshot

#if canImport(XCTest)
    import XCTest

    /// Tells `snapshot-cli` from inside the test process that an XCTest run ended: from the first
    /// XCTest assertion on it observes XCTest (`XCTestObservationCenter`), and writes to the
    /// touched log that it began and, when XCTest finishes the test bundle, that it finished
    /// (`TouchedLog.XCTestMark`). A process that crashes after printing `Test Suite 'All tests'
    /// passed` leaves the first mark without the second, so its run is never taken as complete
    /// (issue 50). Without a touched log (a plain `swift test`) it writes nothing.
    final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var observer: XCTestRunObserver?

        private let environment: [String: String]

        private init(environment: [String: String]) {
            self.environment = environment
        }

        /// Begins observing, once a process, when the environment names a touched log.
        static func beginObserving(environment: [String: String]) {
            guard environment[TouchedLog.environmentKey] != nil else { return }
            let started: XCTestRunObserver? = lock.withLock {
                guard observer == nil else { return nil }
                observer = XCTestRunObserver(environment: environment)
                return observer
            }
            guard let started else { return }
            try? TouchedLog.write(.observing, environment: environment)
            XCTestObservationCenter.shared.addTestObserver(started)
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            try? TouchedLog.write(.finished, environment: environment)
        }
    }
#endif

/// Under XCTest, begins observing its run (`XCTestRunObserver`): no Swift Testing test is running,
/// and the assertion is on the main thread, where XCTest runs its tests (Swift Testing runs them in
/// tasks; one of its assertions from a detached task knows no current test, and is not XCTest's).
func observeXCTestRun(_ environment: [String: String]) {
    #if canImport(XCTest)
        if IssueReporter.currentTestName == nil, Thread.isMainThread { XCTestRunObserver.beginObserving(environment: environment) }
    #endif
}
