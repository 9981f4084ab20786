import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// Damaged screen files: every outcome is a screen or a `JSONFileError` with a sentence, never a crash.
@Suite struct ScreenFileFuzzTests {
    /// A valid file that uses every part of the format.
    private static let valid = Data(
        """
        {
          "name": "Fuzz", "device": {"size": {"width": 375, "height": 667}, "idiom": "phone", "scale": 2},
          "orientation": "portrait",
          "chrome": {"statusBar": true, "navigationBar": {"title": "充值 \\u00e9", "largeTitle": false}, "tabBar": true},
          "layout": {"listkit": {"stickyHeaders": true, "scrollOffset": -1.5e1}},
          "contentInset": {"top": 0, "left": 8, "bottom": 0, "right": 8},
          "segments": [
            {"name": "A", "inset": {"left": 16}, "lineSpacing": 10, "header": {"height": 30},
             "items": [{"cell": "C", "text": "{n}", "width": "(screen - 32) / 2", "height": 265, "repeat": 6}]},
            {"items": [{"cell": "E", "height": 110, "embedded": {"items": [{"cell": "S", "width": 114, "height": 110}],
                        "lineSpacing": 10, "margins": {"left": 16, "right": 16}}}]}
          ]
        }
        """.utf8)

    /// Decodes `data`; returns the error, or `nil` for a screen.
    private func outcome(_ data: Data) -> JSONFileError? {
        do {
            _ = try ScreenFile.decode(data, file: "fuzz.json")
            return nil
        } catch {
            return error
        }
    }

    private func isSentence(_ error: JSONFileError) -> Bool {
        error.file == "fuzz.json" && !error.expected.isEmpty && !error.found.isEmpty
            && error.description.hasPrefix("fuzz.json") && error.description.contains(": expected ")
    }

    @Test func theUndamagedFileDecodes() {
        #expect(outcome(Self.valid) == nil)
    }

    @Test func everyTruncationIsASyntaxErrorWithALineAndColumn() {
        let bytes = [UInt8](Self.valid)
        var failures: [Int] = []
        for length in 0..<bytes.count {
            guard let error = outcome(Data(bytes[0..<length])), isSentence(error), error.path.hasPrefix("line ") else {
                failures.append(length)
                continue
            }
        }
        #expect(failures.isEmpty, "truncations that did not give a syntax error: \(failures.prefix(10))")
    }

    @Test func randomByteMutationsGiveAScreenOrASentenceAndTheSameOneTwice() {
        var random = SplitMix64(seed: 0x5EED)
        let bytes = [UInt8](Self.valid)
        let interesting = Array(#"{}[]":,-+.0123456789eEtfnu\ "#.utf8) + [0x0A, 0x00, 0xFF, 0xC3, 0x80]
        var damaged = 0
        var broken: [String] = []
        for round in 0..<1_500 {
            var copy = bytes
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = Int(random.next() % UInt64(copy.count))
                switch random.next() % 3 {
                case 0: copy[position] = interesting[Int(random.next() % UInt64(interesting.count))]
                case 1: copy.remove(at: position)
                default: copy.insert(copy[position], at: position)
                }
            }
            let first = outcome(Data(copy))
            let second = outcome(Data(copy))
            if let first {
                damaged += 1
                if !isSentence(first) || first != second { broken.append("round \(round): \(first)") }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(5))")
        // Most mutations break the file; a handful land on a value that still reads (a digit for a digit).
        #expect(damaged > 1_000)
    }
}

/// A small deterministic generator, so a failing mutation can be replayed.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
