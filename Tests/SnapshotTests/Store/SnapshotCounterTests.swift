import Testing
import Snapshot

@Suite struct SnapshotCounterTests {
    @Test func countsFromOnePerKey() {
        let counter = SnapshotCounter()
        #expect(counter.next(for: "A/testOne") == 1)
        #expect(counter.next(for: "A/testOne") == 2)
        #expect(counter.next(for: "A/testTwo") == 1)
        #expect(counter.next(for: "B/testOne") == 1)
        #expect(counter.next(for: "A/testOne") == 3)
    }

    @Test func parallelCallersGetDistinctNumbers() async {
        let counter = SnapshotCounter()
        let numbers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<500 { group.addTask { counter.next(for: "A/testMany") } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(numbers.sorted() == Array(1...500))
    }
}
