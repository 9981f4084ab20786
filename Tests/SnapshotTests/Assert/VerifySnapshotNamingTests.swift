import Testing
import Foundation
import Snapshot

/// Where references go: counters, names, hostile names, other snapshot directories, the touched log.
/// Recording is asked for (`SNAPSHOT_RECORD=missing`), so a first assertion writes the reference itself.
@Suite struct VerifySnapshotNamingTests {
    static let recording = ["SNAPSHOT_RECORD": "missing"]

    @Test func unnamedSnapshotsCountPerTest() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        let counter = SnapshotCounter()
        _ = store.verify("a", testName: "testMall()", counter: counter)
        _ = store.verify("b", testName: "testMall()", counter: counter)
        _ = store.verify("c", testName: "testOther()", counter: counter)
        _ = store.verify("d", named: "dark", testName: "testMall()", counter: counter)
        // A named snapshot does not take a number.
        _ = store.verify("e", testName: "testMall()", counter: counter)
        #expect(
            store.files == [
                "ShopTests/MallTests/testMall.1.txt", "ShopTests/MallTests/testMall.2.txt", "ShopTests/MallTests/testMall.3.txt",
                "ShopTests/MallTests/testMall.dark.txt", "ShopTests/MallTests/testOther.1.txt",
            ])
        #expect(store.read("ShopTests/MallTests/testMall.3.txt") == "e")
    }

    @Test func swiftTestingNamesLoseTheirParameterList() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("a", testName: "grid(device:)")
        #expect(store.files == ["ShopTests/MallTests/grid.1.txt"])
    }

    @Test(arguments: [
        ("../../etc/passwd", "ShopTests/MallTests/testMall.etc-passwd.txt"),
        ("/abs", "ShopTests/MallTests/testMall.abs.txt"),
        ("a/b", "ShopTests/MallTests/testMall.a-b.txt"),
        ("nul\u{0}byte", "ShopTests/MallTests/testMall.nul-byte.txt"),
        ("🛒 cart", "ShopTests/MallTests/testMall.cart.txt"),
        ("", "ShopTests/MallTests/testMall.unnamed.txt"),
    ])
    func hostileNamesStayInTheTestFilesFolder(name: String, expected: String) throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        let message = store.verify("a", named: name)
        #expect(store.files == [expected])
        #expect(message?.contains("Recorded:  __Snapshots__/\(expected)") == true)
        #expect(store.package.files(under: "") == ["Package.swift", "__Snapshots__/" + expected])
    }

    /// Names in other scripts keep their letters: readable, and two names two files.
    @Test func namesInOtherScriptsAreReadableAndDistinct() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("a", named: "充值")
        _ = store.verify("b", named: "提现")
        #expect(store.files == ["ShopTests/MallTests/testMall.充值.txt", "ShopTests/MallTests/testMall.提现.txt"])
        #expect(store.read("ShopTests/MallTests/testMall.充值.txt") == "a")
        #expect(store.read("ShopTests/MallTests/testMall.提现.txt") == "b")
    }

    /// `a b` and `a/b` both become `a-b`: the second fails, naming both, and writes nothing.
    @Test func twoNamesThatMeetInOneFileFailTheSecond() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("first", named: "a b")
        let message = try #require(store.verify("second", named: "a/b"))
        #expect(
            message == """
                Snapshot "a/b" of testMall() and snapshot "a b" of testMall() come to one file, testMall.a-b.txt: the names differ only in characters a file name cannot hold; give one of them another name. Nothing was compared or written for this one.
                """)
        #expect(store.files == ["ShopTests/MallTests/testMall.a-b.txt"])
        #expect(store.read("ShopTests/MallTests/testMall.a-b.txt") == "first")
        // The first snapshot keeps its file: asserting it again is a match, not a collision.
        #expect(store.verify("first", named: "a b") == nil)
    }

    /// `Cart` and `cart` are one file on macOS's case-insensitive disks: refused on every disk,
    /// so a suite recorded on Linux does not break on a Mac.
    @Test func namesThatDifferOnlyInCaseFailTheSecond() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("upper", named: "Cart")
        let message = try #require(store.verify("lower", named: "cart"))
        #expect(message.contains("come to one file, testMall.cart.txt: the names differ only in case, and a case-insensitive disk"))
        #expect(store.files == ["ShopTests/MallTests/testMall.Cart.txt"])
    }

    /// Case-insensitive disks fold case, which lower case alone misses: `ς` and `σ`, `ſ` and `s`,
    /// `µ` and `μ` are one file there. `Straße` and `Strasse` are two (a fold of one letter into
    /// two is not a disk's).
    @Test(arguments: [("ς", "σ"), ("ſ", "s"), ("µ", "μ"), ("Ω", "ω")])
    func namesThatFoldToOneFailTheSecond(first: String, second: String) throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("first", named: "x" + first)
        let message = try #require(store.verify("second", named: "x" + second))
        #expect(message.contains("the names differ only in case"), "\(message)")
        #expect(store.files.count == 1)
        _ = store.verify("a", named: "Straße")
        #expect(store.verify("b", named: "Strasse")?.contains("come to one file") != true)
    }

    /// `café` composed and `cafe\u{301}` decomposed are one text to Swift, one file on some disks
    /// and two on others: the second was once taken for the first and overwrote it silently.
    @Test func namesThatAreOneTextInTwoSpellingsFailTheSecond() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("composed", named: "caf\u{E9}")
        let message = try #require(store.verify("decomposed", named: "cafe\u{301}"))
        #expect(message.contains("the names are one text in two Unicode spellings (composed and decomposed)"), "\(message)")
        #expect(store.files.count == 1)
        #expect(store.verify("composed", named: "caf\u{E9}") == nil)
    }

    /// Two cases of one parameterized test asserting one name: the second is refused.
    @Test func twoCasesOfOneTestCannotShareAReference() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        _ = store.verify("small", named: "grid", testName: "grid(size:)", testCase: "ShopTests.grid(size:) case 1")
        let message = try #require(store.verify("large", named: "grid", testName: "grid(size:)", testCase: "ShopTests.grid(size:) case 2"))
        #expect(message.contains("two tests named grid(size:) in one file, or two cases of one parameterized test, would overwrite each other's reference"))
        #expect(store.read("ShopTests/MallTests/grid.grid.txt") == "small")
    }

    /// Unnamed snapshots count per running test: two Swift Testing suites with a `home()` each
    /// both start at 1, whatever order they run in, and since that is one file the second is
    /// refused rather than numbered by timing.
    @Test func unnamedSnapshotsCountPerRunningTest() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        let counter = SnapshotCounter()
        _ = store.verify("a", testName: "home()", testCase: "ShopTests.HomeA/home()", counter: counter)
        _ = store.verify("b", testName: "home()", testCase: "ShopTests.HomeA/home()", counter: counter)
        let other = try #require(store.verify("c", testName: "home()", testCase: "ShopTests.HomeB/home()", counter: counter))
        #expect(other.hasPrefix("Snapshot \"1\" of home() and snapshot \"1\" of home() come to one file, home.1.txt"))
        #expect(store.files == ["ShopTests/MallTests/home.1.txt", "ShopTests/MallTests/home.2.txt"])
        #expect(store.read("ShopTests/MallTests/home.1.txt") == "a")
    }

    @Test func aVeryLongNameIsCutWithAHash() throws {
        let store = try StoreHarness(environment: Self.recording)
        defer { store.remove() }
        let name = String(repeating: "n", count: 500)
        _ = store.verify("a", named: name)
        // 91 kept characters, "-", then the FNV-1a of the whole name.
        #expect(store.files == ["ShopTests/MallTests/testMall.\(String(repeating: "n", count: 91))-\(StableHash.fnv1a(name)).txt"])
    }

    @Test func anotherSnapshotDirectoryIsNamedInTheAcceptCommand() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_DIR": "Refs/ios"])
        defer { store.remove() }
        try store.package.write("Refs/ios/ShopTests/MallTests/testMall.1.txt", "grid A")
        let message = try #require(store.verify("grid B"))
        #expect(
            message.contains(
                """
                Reference: Refs/ios/ShopTests/MallTests/testMall.1.txt
                Pending:   Refs/ios/ShopTests/MallTests/testMall.1.new.txt
                """))
        #expect(message.contains("Accept:    SNAPSHOT_DIR=Refs/ios swift run snapshot-cli accept ShopTests/MallTests/testMall.1\n"))
        #expect((try? store.package.read("Refs/ios/ShopTests/MallTests/testMall.1.new.txt")) == "grid B")
    }

    @Test func aDirectoryArgumentWinsOverTheEnvironment() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_DIR": "Env", "SNAPSHOT_RECORD": "missing"])
        defer { store.remove() }
        _ = store.verify("a", snapshotDirectory: "Param dir")
        #expect(store.package.files(under: "Param dir") == ["ShopTests/MallTests/testMall.1.txt"])
        #expect(!store.package.exists("Env"))
        try store.package.write("Param dir/ShopTests/MallTests/testMall.1.txt", "b")
        // Quoted for the shell, since it holds a space.
        #expect(
            store.verify("a", snapshotDirectory: "Param dir")?.contains(
                "Accept:    SNAPSHOT_DIR='Param dir' swift run snapshot-cli accept ShopTests/MallTests/testMall.1\n") == true)
    }

    @Test func everyAssertionAppendsItsReferenceToTheTouchedLog() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_TOUCHED_LOG": ".build/touched.log", "SNAPSHOT_RECORD": "missing"])
        defer { store.remove() }
        let counter = SnapshotCounter()
        _ = store.verify("a", counter: counter)  // recorded
        _ = store.verify("b", counter: counter)  // recorded
        _ = store.verify("a")  // a match, as a new run counts again from 1
        _ = store.verify("x", named: "dark", record: .never)  // missing, not recorded
        _ = store.verify("y", snapshotDirectory: "Elsewhere")  // another snapshot folder: its own absolute path
        // Absolute paths, so `snapshot-cli test` tells the package's references from a test's own folder's.
        // After a tab, where the assertion was (the harness passes no line: 0), for JUnit and CI annotations.
        let folder = store.package.root.appendingPathComponent("__Snapshots__/ShopTests/MallTests").path
        let elsewhere = store.package.root.appendingPathComponent("Elsewhere/ShopTests/MallTests").path
        let source = "\t\(store.package.testFile):0\t\(ProcessInfo.processInfo.processIdentifier)"
        #expect(
            (try? store.package.read(".build/touched.log")) == """
                \(folder)/testMall.1.txt\(source)
                \(folder)/testMall.2.txt\(source)
                \(folder)/testMall.1.txt\(source)
                \(folder)/testMall.dark.txt\(source)
                \(elsewhere)/testMall.1.txt\(source)

                """)
    }

    @Test func anAssertionThatCannotBeTakenStillTouchesItsReference() throws {
        // Otherwise a failing test would make its reference look obsolete.
        struct Broken: Error {}
        var store = try StoreHarness(environment: ["SNAPSHOT_TOUCHED_LOG": "touched.log", "SNAPSHOT_RECORD": "bogus"])
        defer { store.remove() }
        _ = store.verify("a", named: "bad-mode")
        store.environment = ["SNAPSHOT_TOUCHED_LOG": "touched.log"]
        _ =
            snapshotFailure(
                of: { () throws -> String in throw Broken() }, as: StoreHarness.lines, named: "throws", record: nil,
                snapshotDirectory: nil, fileID: store.package.fileID, filePath: store.package.testFile, line: 42, testName: "testMall()",
                environment: store.environment)?.message
        let folder = store.package.root.appendingPathComponent("__Snapshots__/ShopTests/MallTests").path
        let file = store.package.testFile
        let process = ProcessInfo.processInfo.processIdentifier
        #expect(
            (try? store.package.read("touched.log"))
                == "\(folder)/testMall.bad-mode.txt\t\(file):0\t\(process)\n\(folder)/testMall.throws.txt\t\(file):42\t\(process)\n")
    }

    @Test func aTouchedLogThatCannotBeWrittenFailsTheAssertion() throws {
        let store = try StoreHarness(environment: ["SNAPSHOT_TOUCHED_LOG": "logs"])
        defer { store.remove() }
        try store.package.write("logs/inside", "x")  // a folder where the log file should be
        #expect(
            store.verify("a") == """
                Could not store snapshot "testMall.1.txt": could not open logs: Is a directory. No reference was damaged.

                Reference: __Snapshots__/ShopTests/MallTests/testMall.1.txt
                """)
        #expect(store.files == [])
    }

    @Test func aSnapshotThatThrowsFailsWithItsError() throws {
        struct NoLayout: Error, CustomStringConvertible {
            var description: String { "segment 2 has no sub-controller" }
        }
        let store = try StoreHarness()
        defer { store.remove() }
        let failing = StoreHarness.lines.pullback { (_: Int) throws -> String in throw NoLayout() }
        let message = snapshotFailure(
            of: { 1 }, as: failing, named: nil, record: nil, snapshotDirectory: nil,
            fileID: store.package.fileID, filePath: store.package.testFile, testName: "testMall()", environment: [:], counter: SnapshotCounter())?.message
        #expect(message == "Could not take snapshot \"testMall.1.txt\": segment 2 has no sub-controller.")
        #expect(store.files == [])
    }
}
