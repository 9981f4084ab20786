import Testing
import Foundation
import Snapshot

@Suite struct ReferenceLocationTests {
    @Test func namesReferencePendingAndOverlayBesideEachOtherInTheTargetsFolder() {
        let location = ReferenceLocation(
            fileID: "ShopTests/MallTests.swift", testFile: "/repo/Tests/ShopTests/MallTests.swift", testName: "testMall",
            name: "1", pathExtension: "svg")
        #expect(location.id == "ShopTests/MallTests/testMall.1")
        #expect(location.referencePath == "ShopTests/MallTests/testMall.1.svg")
        #expect(location.pendingPath == "ShopTests/MallTests/testMall.1.new.svg")
        #expect(location.overlayPath == "ShopTests/MallTests/testMall.1.diff.svg")
        let directory = URL(fileURLWithPath: "/repo/__Snapshots__")
        #expect(location.reference(in: directory).path == "/repo/__Snapshots__/ShopTests/MallTests/testMall.1.svg")
        #expect(location.pending(in: directory).path == "/repo/__Snapshots__/ShopTests/MallTests/testMall.1.new.svg")
        #expect(location.overlay(in: directory).path == "/repo/__Snapshots__/ShopTests/MallTests/testMall.1.diff.svg")
        #expect(location.referenceFile(inFolder: "/repo/__Snapshots__") == "/repo/__Snapshots__/ShopTests/MallTests/testMall.1.svg")
    }

    /// Two targets with a `ParamTests.swift` each never share a file (they did before 0.2).
    @Test func sameFileNameInTwoTargetsGivesTwoFolders() {
        let shop = ReferenceLocation(
            fileID: "ShopTests/ParamTests.swift", testFile: "/repo/Tests/ShopTests/ParamTests.swift", testName: "grid()",
            name: "1", pathExtension: "txt")
        let checkout = ReferenceLocation(
            fileID: "CheckoutTests/ParamTests.swift", testFile: "/repo/Tests/CheckoutTests/ParamTests.swift", testName: "grid()",
            name: "1", pathExtension: "txt")
        #expect(shop.referencePath == "ShopTests/ParamTests/grid.1.txt")
        #expect(checkout.referencePath == "CheckoutTests/ParamTests/grid.1.txt")
    }

    @Test func hostilePartsStayInsideTheTestFilesFolder() {
        let location = ReferenceLocation(
            fileID: "../../x.swift", testFile: "/repo/Tests/../../x.swift", testName: "../../etc/passwd", name: "/abs",
            pathExtension: "a/b")
        #expect(location.referencePath == "unnamed/x/etc-passwd.abs.a-b")
        let directory = URL(fileURLWithPath: "/repo/__Snapshots__")
        let reference = location.reference(in: directory).standardizedFileURL
        #expect(reference.path == "/repo/__Snapshots__/unnamed/x/etc-passwd.abs.a-b")
    }

    @Test func theTargetIsTheModuleOfTheFileID() {
        #expect(ReferenceLocation.module(ofFileID: "ShopTests/MallTests.swift") == "ShopTests")
        #expect(ReferenceLocation.module(ofFileID: "MallTests.swift") == "MallTests.swift")
    }

    @Test func testNamesLoseTheirParameterList() {
        #expect(ReferenceLocation.bareTestName("testMall()") == "testMall")
        #expect(ReferenceLocation.bareTestName("grid(device:width:)") == "grid")
        #expect(ReferenceLocation.bareTestName("plainName") == "plainName")
        #expect(Self.location(testName: "grid(device:)").id == "T/T/grid.1")
        // Nothing before the parenthesis: sanitising alone decides.
        #expect(Self.location(testName: "()").id == "T/T/unnamed.1")
    }

    @Test func renamingSanitisesTheNewName() {
        #expect(Self.location(testName: "testMall").named("../dark mode").referencePath == "T/T/testMall.dark-mode.svg")
    }

    static func location(testName: String) -> ReferenceLocation {
        ReferenceLocation(fileID: "T/T.swift", testFile: "T.swift", testName: testName, name: "1", pathExtension: "svg")
    }
}
