import Testing
@testable import Snapshot

/// The touched log's lines, read back, and the references two test processes met in.
@Suite struct TouchedLogTests {
    @Test func readsTheReferenceTheSourceAndTheProcess() {
        let entries = TouchedLog.entries(
            in: "/r/S/A/t.1.txt\t/r/Tests/A.swift:12\t4711\n/r/S/A/t.2.txt\t/r/Tests/A.swift:13\n/r/S/A/t.3.txt\n/r/S/A/t.4.txt\t/r/Te\tsts/A.swift:9\t88\n")
        #expect(
            entries == [
                .init(reference: "/r/S/A/t.1.txt", source: "/r/Tests/A.swift:12", process: "4711"),
                .init(reference: "/r/S/A/t.2.txt", source: "/r/Tests/A.swift:13"),  // a log of 0.3: no process
                .init(reference: "/r/S/A/t.3.txt", source: ""),
                .init(reference: "/r/S/A/t.4.txt", source: "/r/Te\tsts/A.swift:9", process: "88"),  // a tab in the path stays
            ])
    }

    /// An XCTest and a Swift Testing test of one name in one file run in two processes and
    /// log one reference; one process asserting a reference again (a loop, a repetition) is
    /// not a collision, and neither are lines that name no process.
    @Test func aReferenceTwoProcessesAssertedIsACollision() {
        let log = """
            /r/S/A/testHome.1.txt\t/r/Tests/A.swift:10\t100
            /r/S/A/testHome.1.txt\t/r/Tests/A.swift:10\t100
            /r/S/A/testMenu.1.txt\t/r/Tests/A.swift:20\t100
            /r/S/A/testHome.1.txt\t/r/Tests/A.swift:40\t200
            /r/S/A/testCart.ς.txt\t/r/Tests/A.swift:50\t100
            /r/S/A/testCart.Σ.txt\t/r/Tests/A.swift:60\t200
            /r/S/A/testOld.1.txt\t/r/Tests/A.swift:70
            /r/S/A/testOld.1.txt\t/r/Tests/A.swift:70

            """
        #expect(
            TouchedLog.collisions(in: TouchedLog.entries(in: log)) == [
                .init(reference: "/r/S/A/testHome.1.txt", sources: ["/r/Tests/A.swift:10", "/r/Tests/A.swift:40"]),
                .init(reference: "/r/S/A/testCart.ς.txt", sources: ["/r/Tests/A.swift:50", "/r/Tests/A.swift:60"]),
            ])
    }
}
