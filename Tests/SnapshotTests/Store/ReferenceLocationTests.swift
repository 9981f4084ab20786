import Testing
import Foundation
import Snapshot

@Suite struct ReferenceLocationTests {
    @Test func namesReferencePendingAndOverlayBesideEachOther() {
        let location = ReferenceLocation(
            testFile: "/repo/Tests/MallTests/MallTests.swift", testName: "testMall", name: "1", pathExtension: "svg")
        #expect(location.id == "MallTests/testMall.1")
        #expect(location.referencePath == "MallTests/testMall.1.svg")
        #expect(location.pendingPath == "MallTests/testMall.1.new.svg")
        #expect(location.overlayPath == "MallTests/testMall.1.diff.svg")
        let directory = URL(fileURLWithPath: "/repo/__Snapshots__")
        #expect(location.reference(in: directory).path == "/repo/__Snapshots__/MallTests/testMall.1.svg")
        #expect(location.pending(in: directory).path == "/repo/__Snapshots__/MallTests/testMall.1.new.svg")
        #expect(location.overlay(in: directory).path == "/repo/__Snapshots__/MallTests/testMall.1.diff.svg")
    }

    @Test func hostilePartsStayInsideTheTestFilesFolder() {
        let location = ReferenceLocation(
            testFile: "/repo/Tests/../../x.swift", testName: "../../etc/passwd", name: "/abs", pathExtension: "a/b")
        #expect(location.referencePath == "x/etc-passwd.abs.a-b")
        let directory = URL(fileURLWithPath: "/repo/__Snapshots__")
        let reference = location.reference(in: directory).standardizedFileURL
        #expect(reference.path == "/repo/__Snapshots__/x/etc-passwd.abs.a-b")
    }

    @Test func testNamesLoseTheirParameterList() {
        #expect(ReferenceLocation.bareTestName("testMall()") == "testMall")
        #expect(ReferenceLocation.bareTestName("grid(device:width:)") == "grid")
        #expect(ReferenceLocation.bareTestName("plainName") == "plainName")
        #expect(ReferenceLocation(testFile: "T.swift", testName: "grid(device:)", name: "1", pathExtension: "svg").id == "T/grid.1")
        // Nothing before the parenthesis: sanitising alone decides.
        #expect(ReferenceLocation(testFile: "T.swift", testName: "()", name: "1", pathExtension: "svg").id == "T/unnamed.1")
    }

    @Test func renamingSanitisesTheNewName() {
        let location = ReferenceLocation(testFile: "T.swift", testName: "testMall", name: "1", pathExtension: "svg")
        #expect(location.named("../dark mode").referencePath == "T/testMall.dark-mode.svg")
    }
}
