import Foundation
import ScreenFiles

/// The screen files that once grew past 10 GB (a million cells each embedding ten thousand, a
/// thousand segments of a million cells), decoded: each must be refused at once, in a small
/// fraction of a second and a few megabytes. Moved here from `HostileInputTests` (issue 41): a
/// speed or memory bound is a benchmark goal, not a timed unit test.
enum HostileWorkload {
    static let name = "hostile-refusal"
    static let nested = "refuse 1,000,000 cells × 10,000 embedded"
    static let segments = "refuse 1,000 segments of 1,000,000 cells"

    static let workload = Workload(
        name: name, summary: "screen files far past the limits, refused by the decoder", defaultRuns: 20, defaultWarmup: 2
    ) { rounds in
        let nestedFile = Data(
            #"{"segments":[{"items":[{"cell":"C","height":1,"repeat":1000000,"embedded":{"items":[{"cell":"E","width":1,"height":1,"repeat":10000}]}}]}]}"#
                .utf8)
        let segment = #"{"items":[{"cell":"C","height":1,"repeat":1000000}]}"#
        let segmentsFile = Data((#"{"segments":["# + Array(repeating: segment, count: 1000).joined(separator: ",") + "]}").utf8)
        func refused(_ data: Data, _ file: String) throws -> Int {
            do {
                _ = try ScreenFile.decode(data, file: file)
            } catch {
                return data.count
            }
            throw BenchFailure("\(file) was not refused")
        }
        let cases = [
            Rounds.Case(name: nested) { try refused(nestedFile, "nested.json") },
            Rounds.Case(name: segments) { try refused(segmentsFile, "segments.json") },
        ]
        return WorkloadOutput(
            cases: try rounds.results(cases),
            notes: ["nested.json \(nestedFile.count) bytes, segments.json \(segmentsFile.count) bytes; each must end in an error naming its JSON path"])
    }
}
