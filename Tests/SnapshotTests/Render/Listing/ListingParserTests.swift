import Foundation
import Testing
@testable import Snapshot

@Suite struct ListingParserTests {
    private let listing = LayoutListing.render(RenderSamples.documented)

    /// The listing with line `number` (from 1) replaced.
    private func replacing(line number: Int, with text: String) -> String {
        var lines = listing.components(separatedBy: "\n")
        lines[number - 1] = text
        return lines.joined(separator: "\n")
    }

    private func error(parsing text: String) -> LayoutListingError? {
        do {
            _ = try LayoutListing.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func rejectsTextThatIsNotAListing() {
        let failure = error(parsing: "hello\n")
        #expect(failure?.line == 1)
        #expect(failure?.message.contains("not a layout listing") == true)
    }

    @Test func rejectsAnotherVersion() {
        let failure = error(parsing: replacing(line: 1, with: "layout-listing 2"))
        #expect(failure == LayoutListingError(line: 1, message: "this listing has version `2`; this toolkit reads version 1: re-record the snapshot"))
    }

    @Test func namesTheLineOfAnUnknownKeyword() {
        let failure = error(parsing: replacing(line: 13, with: "segmnt 1 \"X\" 0,0 1×1"))
        #expect(failure?.line == 13)
        #expect(failure?.message.hasPrefix("unknown keyword `segmnt`") == true)
    }

    @Test func namesTheLineAndFieldOfABadNumber() {
        // Line 8 is `scroll-area 0,64 375×603`.
        let failure = error(parsing: replacing(line: 8, with: "scroll-area 0,64 375×6o3"))
        #expect(
            failure
                == LayoutListingError(
                    line: 8, message: "expected the size of the scroll area as `W×H`, found `375×6o3`"))
    }

    @Test(arguments: ["1e5", "+3", "1.", ".5", "0x10", "--1", "1,5", "NaN", "infinity", "", "1e+300", "10e300", "1.e300", "1e", "1e-5", "1E300"])
    func rejectsNumbersNumberFormatNeverWrites(number: String) {
        let failure = error(parsing: replacing(line: 10, with: "content-size 375×\(number)"))
        #expect(failure?.line == 10)
    }

    /// Numbers past any screen keep their exponent (`NumberFormat.exact`), and read back exactly.
    @Test(arguments: ["1e300", "-2.5e-12", "1.7976931348623157e308", "5e-324"])
    func readsTheExponentFormsNumberFormatWrites(number: String) throws {
        let layout = try LayoutListing.parse(replacing(line: 10, with: "content-size 375×\(number)"))
        #expect(layout.contentSize.height == Double(number))
    }

    @Test func rejectsALineWithTooManyTokens() {
        let failure = error(parsing: replacing(line: 9, with: "content-inset 0,0,0,0 extra"))
        #expect(failure == LayoutListingError(line: 9, message: "unexpected `extra` at the end of the line"))
    }

    @Test func reportsAListingCutShort() {
        let lines = listing.components(separatedBy: "\n")
        for count in 1..<(lines.count - 2) {
            let cut = lines.prefix(count).joined(separator: "\n")
            let failure = error(parsing: cut)
            #expect(failure != nil, "a listing cut after \(count) lines must not parse")
        }
        let withoutEnd = lines.dropLast(2).joined(separator: "\n") + "\n"
        #expect(error(parsing: withoutEnd)?.message.contains("cut short") == true)
    }

    @Test func reportsAStringCutShort() {
        let cut = String(listing.prefix(while: { $0 != "O" })) + "OneLab"
        let failure = error(parsing: cut)
        #expect(failure?.line == 11)
        #expect(failure?.message == "the segment name has no closing quote")
    }

    @Test func rejectsBadEscapes() {
        let unknown = error(parsing: replacing(line: 2, with: #"screen "a\qb""#))
        #expect(unknown == LayoutListingError(line: 2, message: "the screen name has an unknown escape `\\q`"))
        let notAScalar = error(parsing: replacing(line: 2, with: #"screen "\u{D800}""#))
        #expect(notAScalar?.line == 2)
        let tooLong = error(parsing: replacing(line: 2, with: #"screen "\u{1234567}""#))
        #expect(tooLong?.line == 2)
        let unclosed = error(parsing: replacing(line: 2, with: #"screen "\u{41"#))
        #expect(unclosed?.line == 2)
    }

    @Test func rejectsTextAfterEnd() {
        let failure = error(parsing: listing + "\nsegment 9 \"late\" 0,0 1×1\n")
        #expect(failure?.line == 26)
        #expect(failure?.message.contains("after `end`") == true)
    }

    @Test func rejectsItemsOutsideASegment() {
        let failure = error(parsing: replacing(line: 11, with: "  item 0 \"X\" 0,0 1×1"))
        #expect(failure == LayoutListingError(line: 11, message: "`item` before any `segment`"))
    }

    @Test func rejectsSegmentsAfterDiagnostics() {
        var lines = listing.components(separatedBy: "\n")
        lines.insert("segment 3 \"Late\" 0,0 1×1 inset 0,0,0,0 line-spacing 0 interitem-spacing 0", at: 23)
        let failure = error(parsing: lines.joined(separator: "\n"))
        #expect(failure?.line == 24)
        #expect(failure?.message.contains("after a diagnostic") == true)
    }

    @Test func survivesGarbage() {
        let samples: [String] = [
            "", "\n\n\n", "\"", "layout-listing 1\nscreen \"", "layout-listing 1\nscreen \"\\",
            String(repeating: "x", count: 1_000_000),
            "layout-listing 1\n" + String(repeating: "segment ", count: 100_000),
            String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self),
            listing.replacingOccurrences(of: " ", with: "\t"),
            listing.replacingOccurrences(of: "×", with: "x"),
        ]
        for sample in samples {
            let failure = error(parsing: sample)
            #expect(failure != nil)
            // A message quotes at most a short preview of what it found.
            #expect((failure?.description.count ?? 0) < 300)
        }
    }

    @Test func reportsTheLineOfEveryCorruptedLine() {
        // Cutting any line of the listing in half must fail on that line or report it cut short.
        let lines = listing.components(separatedBy: "\n").dropLast()
        for (offset, line) in lines.enumerated() where line.count > 8 {
            let half = String(line.prefix(line.count / 2 + 1))
            let failure = error(parsing: replacing(line: offset + 1, with: half))
            #expect(failure?.line == offset + 1, "line \(offset + 1) cut to `\(half)`")
        }
    }
}
