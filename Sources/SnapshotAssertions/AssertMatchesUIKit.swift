import Snapshot

/// Fails the running test (Swift Testing or XCTest) when `screen`, laid out on the device the
/// frames were printed on, differs from what UIKit reported (`FrameComparison`: every cell,
/// header, footer, badge and background within one pixel; the content size when printed).
///
///     @Test func homeMatchesTheSimulator() throws {
///         let frames = try FramesFile.load(contentsOf: framesURL)   // ScreenFiles
///         assertLayout(of: HomeVC.screen(), matches: frames)
///     }
public func assertLayout(
    of screen: Screen, matches frames: MeasuredFrames,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let comparison = FrameComparison(layout: LayoutEngine.layout(screen.on(frames.device)), measured: frames)
    guard !comparison.passed else { return }
    IssueReporter.report(SnapshotFailure(message: comparison.description), fileID: fileID, filePath: filePath, line: line, column: column)
}
