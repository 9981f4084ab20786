import Dispatch

/// Runs a workload's cases in rounds: warm-up rounds first, then timed ones, each round running
/// every case once in order (ours, peer, ours, peer …), so a noisy neighbour slows both alike.
struct Rounds {
    var warmup: Int
    var runs: Int

    /// One thing to time; `body` returns the bytes it produced (or compared), which also keeps
    /// the optimiser from dropping the work.
    struct Case {
        var name: String
        var body: () throws -> Int
    }

    /// Seconds per timed run for each case, by name, and the bytes of its last run.
    struct Samples {
        var seconds: [String: [Double]] = [:]
        var bytes: [String: Int] = [:]

        /// Per-run sums over `names` (a pipeline's steps), as one more series.
        func total(of names: [String]) -> [Double] {
            let series = names.map { seconds[$0] ?? [] }
            let count = series.map(\.count).min() ?? 0
            return (0..<count).map { run in series.reduce(0) { $0 + $1[run] } }
        }

        func result(_ name: String, warmup: Int) -> CaseResult {
            CaseResult(name: name, warmup: warmup, seconds: seconds[name] ?? [], bytes: bytes[name] ?? 0)
        }
    }

    func measure(_ cases: [Case]) throws -> Samples {
        var samples = Samples()
        for round in 0..<(warmup + runs) {
            for item in cases {
                let start = DispatchTime.now().uptimeNanoseconds
                let bytes = try item.body()
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                samples.bytes[item.name] = bytes
                if round >= warmup { samples.seconds[item.name, default: []].append(elapsed) }
            }
        }
        return samples
    }

    /// Every case measured, as results in the order given.
    func results(_ cases: [Case]) throws -> [CaseResult] {
        let samples = try measure(cases)
        return cases.map { samples.result($0.name, warmup: warmup) }
    }
}

/// A workload found something wrong (a snapshot that should match did not): the figures
/// would mean nothing, so the harness stops with this sentence.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
