import Testing
import Foundation
import Snapshot

@Suite struct ReferenceFileTests {
    @Test func tellsMissingFromPresentFromAFolder() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("bytes", to: "refs/a.txt")
        try package.write("x", to: "refs/folder.txt/inside")
        #expect(ReferenceFile.read(package.url("refs/none.txt")) == .missing)
        #expect(ReferenceFile.read(package.url("refs/a.txt")) == .present(Data("bytes".utf8)))
        #expect(ReferenceFile.read(package.url("refs/folder.txt")) == .unreadable(reason: "it is a folder, not a file"))
    }
}
