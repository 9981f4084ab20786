import Foundation

/// What the figures were measured on.
struct Machine: Codable {
    var processors: Int
    var model: String
    var memoryBytes: UInt64
    /// The 1-, 5- and 15-minute load averages when the run started (Linux), else empty.
    var loadAverage: [Double]
    var swiftVersion: String
    var operatingSystem: String

    static func current() -> Machine {
        Machine(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            model: cpuModel(),
            memoryBytes: ProcessInfo.processInfo.physicalMemory,
            loadAverage: loadAverage(),
            swiftVersion: swiftVersion(),
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString)
    }

    static func describe(_ machine: Machine) -> String {
        let memory = Table.fixed(Double(machine.memoryBytes) / 1_073_741_824, 1)
        let load = machine.loadAverage.map { Table.fixed($0, 2) }.joined(separator: " ")
        return "machine: \(machine.processors) cores, \(machine.model), \(memory) GiB, load \(load.isEmpty ? "unknown" : load); \(machine.swiftVersion)"
    }

    /// `model name` of the first processor in /proc/cpuinfo.
    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    private static func loadAverage() -> [Double] {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return [] }
        return text.split(separator: " ").prefix(3).compactMap { Double($0) }
    }

    /// The first line of `swift --version`, or `unknown` when no `swift` is on the PATH.
    private static func swiftVersion() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "unknown"
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return first ?? "unknown"
    }
}
