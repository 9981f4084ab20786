/// A named piece of work the harness can time on its own (`--only scale-10k`).
struct Workload: Sendable {
    var name: String
    var summary: String
    var defaultRuns: Int
    var defaultWarmup: Int
    /// Sets up (untimed), then times its cases in the rounds it is given.
    var run: @Sendable (Rounds) throws -> WorkloadOutput
}

/// What a workload measured, and notes on what exactly it ran (sizes, counts).
struct WorkloadOutput {
    var cases: [CaseResult]
    var notes: [String] = []
}

extension Workload {
    /// Every workload, in the order they run and are reported.
    static let all: [Workload] = [
        ScalingWorkload.workload(cells: 1_000, runs: 30, warmup: 3),
        ScalingWorkload.workload(cells: 10_000, runs: 15, warmup: 2),
        ScalingWorkload.workload(cells: 100_000, runs: 5, warmup: 1),
        ScalingWorkload.workload(cells: 10_000, runs: 15, warmup: 2, compositional: true),
        ScalingWorkload.workload(cells: 100_000, runs: 5, warmup: 1, compositional: true),
        VerifyWorkload.workload,
        RecordWorkload.workload,
        DiffWorkload.workload(changedPercent: 1),
        DiffWorkload.workload(changedPercent: 100),
        CauseWorkload.workload,
        PeerWorkload.workload(mismatch: false),
        PeerWorkload.workload(mismatch: true),
        MatrixWorkload.workload,
        HostileWorkload.workload,
    ]

    /// The workloads a name picks: the one with that name, or every one in its group
    /// (`scale` picks `scale-1k`, `scale-10k` and `scale-100k`).
    static func selected(by names: [String]) -> [Workload] {
        guard !names.isEmpty else { return all }
        return all.filter { workload in
            names.contains { workload.name == $0 || workload.name.hasPrefix($0 + "-") }
        }
    }
}
