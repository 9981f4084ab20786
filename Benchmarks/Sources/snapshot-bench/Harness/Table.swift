/// The report as a plain-text table for a terminal or a CI log.
///
///     workload    case     runs  median ms   min ms   max ms   bytes       peak MB
///     scale-10k   layout     15      2.012    1.903    2.544   0           31.2
enum Table {
    static func render(_ report: BenchReport) -> String {
        var rows: [[String]] = [["workload", "case", "runs", "median ms", "min ms", "max ms", "bytes", "peak MB"]]
        for workload in report.workloads {
            for item in workload.cases {
                rows.append([
                    workload.name, item.name, String(item.runs), fixed(item.medianMilliseconds, 3),
                    fixed(item.minMilliseconds, 3), fixed(item.maxMilliseconds, 3), grouped(item.bytes),
                    fixed(Double(workload.peakMemoryBytes) / 1_048_576, 1),
                ])
            }
        }
        var text = columns(rows, rightAligned: [2, 3, 4, 5, 6, 7])
        text += "\n"
        for workload in report.workloads {
            for note in workload.notes {
                text += "\(workload.name): \(note)\n"
            }
        }
        if !report.targets.isEmpty {
            var targets: [[String]] = [["", "workload", "goal", "measured", "limit"]]
            for target in report.targets {
                let relation = target.atLeast ? "≥ " : "≤ "
                targets.append([
                    target.informational ? "info" : target.met ? "met" : "MISSED", target.workload, target.goal,
                    fixed(target.value, 3) + " " + target.unit,
                    target.informational ? "(not a goal)" : relation + fixed(target.limit, 3) + " " + target.unit,
                ])
            }
            text += "\n" + columns(targets, rightAligned: [3])
        }
        let peaks = Set(report.workloads.map(\.peakMemoryMethod)).sorted()
        text += "\npeak memory: " + peaks.joined(separator: "; ") + "\n"
        text += Machine.describe(report.machine) + "\n"
        return text
    }

    /// Columns padded to their widest cell, two spaces apart, no trailing spaces.
    private static func columns(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        var text = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index > 0 { line += "  " }
                line += rightAligned.contains(index) ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// `value` with `digits` decimals, without Foundation's locale-dependent formatting.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
