import Foundation

/// Everything one run of the harness measured; `--json` prints it with sorted keys.
struct BenchReport: Codable {
    var machine: Machine
    var workloads: [WorkloadResult]
    var targets: [TargetResult]
}

/// One workload: its cases, and the peak memory of the process that ran it.
struct WorkloadResult: Codable {
    var name: String
    var summary: String
    /// Peak resident memory while the workload ran, in bytes.
    var peakMemoryBytes: Int
    /// How `peakMemoryBytes` was read (`VmHWM of a child process`, …).
    var peakMemoryMethod: String
    var cases: [CaseResult]
    /// What exactly ran: sizes, counts, files.
    var notes: [String]

    func `case`(_ name: String) -> CaseResult? {
        cases.first { $0.name == name }
    }
}

/// One timed case of a workload: the statistics of its runs (warm-ups left out).
struct CaseResult: Codable {
    var name: String
    var runs: Int
    var warmup: Int
    var medianMilliseconds: Double
    var minMilliseconds: Double
    var maxMilliseconds: Double
    /// Bytes produced (or compared) by one run.
    var bytes: Int

    init(name: String, warmup: Int, seconds: [Double], bytes: Int) {
        let sorted = seconds.sorted()
        self.name = name
        self.runs = sorted.count
        self.warmup = warmup
        self.medianMilliseconds = Self.milliseconds(Self.median(sorted))
        self.minMilliseconds = Self.milliseconds(sorted.first ?? 0)
        self.maxMilliseconds = Self.milliseconds(sorted.last ?? 0)
        self.bytes = bytes
    }

    /// The middle value, or the mean of the two middle values.
    static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Milliseconds to the microsecond, so the JSON does not carry noise digits.
    private static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1_000_000).rounded() / 1_000
    }
}

/// One goal of the issue, checked against the figures of this run.
struct TargetResult: Codable {
    var workload: String
    var goal: String
    /// What was measured, in `unit`.
    var value: Double
    /// The limit `value` must not pass: at most `limit`, or, for `atLeast`, at least.
    var limit: Double
    var unit: String
    var atLeast: Bool
    var met: Bool
    /// Shown beside a goal for information: held against the limit but never a miss (`--check` ignores it).
    var informational: Bool

    init(workload: String, goal: String, value: Double, limit: Double, unit: String, atLeast: Bool = false, informational: Bool = false) {
        self.workload = workload
        self.goal = goal
        self.value = (value * 1_000).rounded() / 1_000
        self.limit = limit
        self.unit = unit
        self.atLeast = atLeast
        self.met = atLeast ? value >= limit : value <= limit
        self.informational = informational
    }

    /// A goal this run missed.
    var missed: Bool { !met && !informational }
}

extension BenchReport {
    /// The JSON copy: sorted keys, so two runs diff line by line.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    static func decode(_ data: Data) throws -> BenchReport {
        try JSONDecoder().decode(BenchReport.self, from: data)
    }
}
