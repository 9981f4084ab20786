import Foundation
import Testing
@testable import Snapshot
import TestSupport

/// A stamped reference proves a match without rendering; everything else goes the full way.
///
/// To show that no rendering happened, a reference's drawing is altered and stamped again as
/// if by the renderer: only a check that trusts the stamp accepts it. The same alteration
/// without a new stamp is an edited reference, which the full comparison rejects.
@Suite struct StampedMatchTests {
    static let layout = RenderSamples.documented
    static let reference = "ShopTests/MallTests/testMall.1.txt"

    let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
    }

    /// `layout` checked as `.ascii`.
    func verify(_ layout: Layout, record: RecordMode? = nil) -> String? {
        verify(layout, as: .ascii, record: record)
    }

    func verify<Value>(
        _ value: Value, as strategy: Strategy<Value, String>, record: RecordMode? = nil, environment: [String: String] = [:]
    ) -> String? {
        snapshotFailure(
            of: { value }, as: strategy, named: "1", record: record, snapshotDirectory: nil,
            fileID: package.fileID, filePath: package.testFile, testName: "testMall()", environment: environment,
            counter: SnapshotCounter())?.message
    }

    func write(_ text: String, to relative: String = Self.reference) throws {
        try package.write("__Snapshots__/" + relative, text)
    }

    func read(_ relative: String = Self.reference) -> String? { (try? package.read("__Snapshots__/" + relative)) }

    /// `text` followed by the stamp `renderer` would write over it for `layout`.
    static func stamped(_ text: String, by renderer: StampedRenderer = StampedRenderer(.txt), for layout: Layout = layout) -> String {
        var above = StableDigest()
        above.add(bytes: text)
        return text + renderer.stamp(layout: LayoutDigest.of(layout), above: above).line
    }

    /// `text` with its first line replaced: a drawing no renderer wrote.
    static func tampered(_ text: String) -> String {
        "tampered by hand\n" + text.drop { $0 != "\n" }.dropFirst()
    }

    static func withIdentity(_ identity: String) -> StampedRenderer {
        var renderer = StampedRenderer(.txt)
        renderer.identity = identity
        return renderer
    }

    @Test func aRecordedReferenceIsStampedAndMatchesAfter() throws {
        defer { package.remove() }
        #expect(verify(Self.layout, record: .missing)?.hasPrefix("No reference was found for \"testMall.1.txt\", so it was recorded") == true)
        #expect(read() == Self.stamped(ASCIIRenderer().render(Self.layout)))
        #expect(verify(Self.layout) == nil)
    }

    @Test(arguments: [
        ("txt", StampedRenderer(.txt)), ("svg", StampedRenderer(.svg)), ("layout", StampedRenderer(.layout)),
    ])
    func aStampedReferenceMatchesWithoutRendering(pathExtension: String, renderer: StampedRenderer) throws {
        defer { package.remove() }
        let strategy: Strategy<Layout, String> =
            switch pathExtension {
            case "txt": .ascii
            case "svg": .svg
            default: .layout
            }
        let reference = "ShopTests/MallTests/testMall.1.\(pathExtension)"
        let forged = Self.stamped(Self.tampered(renderer.render(Self.layout).text), by: renderer)
        try write(forged, to: reference)
        // Rendering would not give "tampered by hand": only the stamp was looked at.
        #expect(verify(Self.layout, as: strategy) == nil)
        #expect(read(reference) == forged)
        #expect(package.files(under: "__Snapshots__") == [reference])
    }

    /// A stamp is a digest anyone can recompute: `SNAPSHOT_VERIFY_ALL` (`test --verify-all`)
    /// trusts none, so a hand-edited reference with a recomputed stamp fails and names its
    /// change, and an honest one still matches; the forged file is left as it was.
    @Test(arguments: ["1", "yes"])
    func verifyAllTrustsNoStamp(value: String) throws {
        defer { package.remove() }
        let forged = Self.stamped(Self.tampered(ASCIIRenderer().render(Self.layout)))
        try write(forged)
        #expect(verify(Self.layout, as: .ascii) == nil)
        let message = try #require(verify(Self.layout, as: .ascii, environment: ["SNAPSHOT_VERIFY_ALL": value]))
        #expect(message.contains("testMall.1.txt"), "\(message)")
        #expect(read() == forged)
        try write(Self.stamped(ASCIIRenderer().render(Self.layout)))
        #expect(verify(Self.layout, as: .ascii, environment: ["SNAPSHOT_VERIFY_ALL": value]) == nil)
        // Switched off as the other switches are: empty or 0.
        try write(forged)
        #expect(verify(Self.layout, as: .ascii, environment: ["SNAPSHOT_VERIFY_ALL": "0"]) == nil)
    }

    @Test func onlyTheExactStampLineProvesAMatch() throws {
        let renderer = StampedRenderer(.txt)
        let digest = LayoutDigest.of(Self.layout)
        let stored = try Strategy<Layout, String>.ascii.snapshot(Self.layout)
        func proves(_ text: String, _ layoutDigest: UInt64 = digest) -> Bool {
            renderer.stampProvesMatch(Data(text.utf8), layoutDigest: layoutDigest)
        }
        #expect(proves(stored))
        #expect(!proves(stored, digest &+ 1))  // another layout
        #expect(!proves(stored + "\n"))  // not the last line
        #expect(!proves(String(stored.dropLast())))  // no final LF
        #expect(!proves(stored.replacingOccurrences(of: "\n", with: "\r\n")))  // CRLF
        #expect(!proves(stored.replacingOccurrences(of: "snapshot-stamp ", with: "snapshot-stamp  ")))
        #expect(!proves(stored.replacingOccurrences(of: " file=", with: " file=f")))
        #expect(!proves(" " + stored))  // the bytes above changed
        let hex = StableDigest.hex(digest)
        #expect(hex != hex.uppercased())
        #expect(!proves(stored.replacingOccurrences(of: hex, with: hex.uppercased())))  // only lowercase is written
    }

    @Test func theSameAlterationWithoutANewStampIsAMismatch() throws {
        defer { package.remove() }
        let stored = try Strategy<Layout, String>.ascii.snapshot(Self.layout)
        let stamp = String(stored[stored.index(after: try #require(stored.dropLast().lastIndex(of: "\n")))...])
        let edited = Self.tampered(ASCIIRenderer().render(Self.layout)) + stamp
        try write(edited)
        let message = try #require(verify(Self.layout))
        #expect(
            message.hasPrefix(
                """
                Snapshot "testMall.1.txt" does not match its reference.

                \(SnapshotComparison.onlyTheTextDiffers)

                --- reference
                +++ actual
                @@ -1,4 +1,4 @@
                -tampered by hand
                +SecondCategoryVC · iPhone 8 (iphone-8) · portrait 375×667 @2x · style listkit
                """))
        #expect(!message.contains(SnapshotStamp.keyword))
        #expect(
            message.hasSuffix(
                """
                Reference: __Snapshots__/ShopTests/MallTests/testMall.1.txt
                Pending:   __Snapshots__/ShopTests/MallTests/testMall.1.new.txt

                Accept:    swift run snapshot-cli accept ShopTests/MallTests/testMall.1
                Review:    swift run snapshot-cli review --open
                Re-record: SNAPSHOT_RECORD=failed swift test --filter '[./]testMall(\\(|$)'
                """))
        #expect(read() == edited)
        #expect(read("ShopTests/MallTests/testMall.1.new.txt") == stored)
    }

    @Test func anEditedListingIsAMismatchThatNamesTheChange() throws {
        defer { package.remove() }
        let stored = try Strategy<Layout, String>.ascii.snapshot(Self.layout)
        // The cell's width in the listing under the grid, edited by hand; the stamp is left.
        let edited = stored.replacingOccurrences(of: "16,190 171.5×240", with: "16,190 170×240")
        #expect(edited != stored)
        try write(edited)
        let message = try #require(verify(Self.layout))
        // The reference says 170 wide, the layout 171.5.
        #expect(
            message.hasPrefix(
                """
                Snapshot "testMall.1.txt" does not match its reference.

                1 change: 1 item resized
                cause: "OptimumGoodsCell" width 170 → 171.5 (+1.5) in "OptimumGoodsSC"
                segment 2 "OptimumGoodsSC" item 0 OptimumGoodsCell resized 170×240 → 171.5×240
                """))
        #expect(message.contains("-  item 0 \"OptimumGoodsCell\" 16,190 170×240\n+  item 0 \"OptimumGoodsCell\" 16,190 171.5×240"))
        #expect(!message.contains(SnapshotStamp.keyword))
        #expect(message.contains("Overlay:   __Snapshots__/ShopTests/MallTests/testMall.1.diff.svg"))
        #expect(read() == edited)
    }

    @Test(arguments: [
        "ascii/0 points-per-column=4 maximum-rows=2000",  // an older renderer version
        "ascii/1 points-per-column=8 maximum-rows=2000",  // another option
        "ascii/1 points-per-column=4 maximum-rows=2000 extra=yes",
    ])
    func anotherRendererGoesTheFullWay(identity: String) throws {
        defer { package.remove() }
        let drawing = ASCIIRenderer().render(Self.layout)
        // The same drawing: a match, and the reference keeps its stamp.
        let same = Self.stamped(drawing, by: Self.withIdentity(identity))
        try write(same)
        #expect(verify(Self.layout) == nil)
        #expect(read() == same)
        // Another drawing, stamped as that renderer would: the stamp proves nothing here.
        try write(Self.stamped(Self.tampered(drawing), by: Self.withIdentity(identity)))
        #expect(verify(Self.layout)?.hasPrefix("Snapshot \"testMall.1.txt\" does not match its reference.") == true)
    }

    /// A stale reference whose stamp's `layout=` was replaced by the new layout's digest (a merge
    /// that kept one side of the line, a hand edit) must not pass: `file=` seals that claim.
    @Test(arguments: ["txt", "svg", "layout"])
    func aStampWithAnotherLayoutsDigestPastedInProvesNothing(pathExtension: String) throws {
        defer { package.remove() }
        let strategy: Strategy<Layout, String> =
            switch pathExtension {
            case "txt": .ascii
            case "svg": .svg
            default: .layout
            }
        var moved = Self.layout
        moved.segments[2].items[0].frame.origin.y += 8
        let reference = "ShopTests/MallTests/testMall.1.\(pathExtension)"
        let stale = try strategy.snapshot(Self.layout)
        let forged = stale.replacingOccurrences(
            of: "layout=\(StableDigest.hex(LayoutDigest.of(Self.layout)))", with: "layout=\(StableDigest.hex(LayoutDigest.of(moved)))")
        #expect(forged != stale)
        try write(forged, to: reference)
        for environment in [[:], ["CI": "1"]] {
            let message = snapshotFailure(
                of: { moved }, as: strategy, named: "1", record: nil, snapshotDirectory: nil,
                fileID: package.fileID, filePath: package.testFile, testName: "testMall()", environment: environment,
                counter: SnapshotCounter())?.message
            #expect(message?.hasPrefix("Snapshot \"testMall.1.\(pathExtension)\" does not match its reference.") == true, "\(String(describing: message))")
        }
        #expect(read(reference) == forged)
    }

    @Test func anotherLayoutGoesTheFullWay() throws {
        defer { package.remove() }
        var moved = Self.layout
        moved.segments[2].items[0].frame.origin.y += 8
        // A reference stamped for the old layout, whose drawing is altered: rendered and rejected.
        try write(Self.stamped(Self.tampered(ASCIIRenderer().render(Self.layout))))
        #expect(verify(moved)?.hasPrefix("Snapshot \"testMall.1.txt\" does not match its reference.") == true)
        // An honest reference of the old layout: the mismatch names the move, as without stamps.
        try write(try Strategy<Layout, String>.ascii.snapshot(Self.layout))
        let message = try #require(verify(moved))
        // The cell at y 190 is now 8 lower, with nothing in its segment's answers to explain it.
        #expect(
            message.hasPrefix(
                """
                Snapshot "testMall.1.txt" does not match its reference.

                1 change: 1 item moved
                cause: unexplained: segment 2 "OptimumGoodsSC" item 0 OptimumGoodsCell moved 16,190 → 16,198
                segment 2 "OptimumGoodsSC" item 0 OptimumGoodsCell moved 16,190 → 16,198
                """))
        #expect(read("ShopTests/MallTests/testMall.1.new.txt") == (try Strategy<Layout, String>.ascii.snapshot(moved)))
    }

    @Test func anUnstampedReferenceOfTheSameDrawingMatchesAndIsLeftAlone() throws {
        defer { package.remove() }
        let drawing = ASCIIRenderer().render(Self.layout)
        try write(drawing)
        #expect(verify(Self.layout) == nil)
        #expect(read() == drawing)
    }

    @Test func aCRLFCheckoutGoesTheFullWayAndMatches() throws {
        defer { package.remove() }
        let crlf = try Strategy<Layout, String>.ascii.snapshot(Self.layout).replacingOccurrences(of: "\n", with: "\r\n")
        try write(crlf)
        #expect(verify(Self.layout) == nil)
        #expect(read() == crlf)
    }

    @Test func aStampedMatchClearsPendingFiles() throws {
        defer { package.remove() }
        try write(try Strategy<Layout, String>.ascii.snapshot(Self.layout))
        try write("old", to: "ShopTests/MallTests/testMall.1.new.txt")
        try write("<svg/>", to: "ShopTests/MallTests/testMall.1.diff.svg")
        #expect(verify(Self.layout) == nil)
        #expect(package.files(under: "__Snapshots__") == [Self.reference])
    }

    @Test func recordAllRewritesEvenAStampedMatch() throws {
        defer { package.remove() }
        try write(Self.stamped(Self.tampered(ASCIIRenderer().render(Self.layout))))
        #expect(verify(Self.layout, record: .all)?.hasPrefix("Recorded \"testMall.1.txt\" without comparing") == true)
        #expect(read() == (try Strategy<Layout, String>.ascii.snapshot(Self.layout)))
    }

    @Test func recordFailedRewritesAnEditedReferenceAndLeavesAMatch() throws {
        defer { package.remove() }
        let stored = try Strategy<Layout, String>.ascii.snapshot(Self.layout)
        try write(Self.tampered(stored))
        #expect(verify(Self.layout, record: .failed)?.hasPrefix("Snapshot \"testMall.1.txt\" does not match its reference, so it was re-recorded") == true)
        #expect(read() == stored)
        #expect(verify(Self.layout, record: .failed) == nil)
        #expect(package.files(under: "__Snapshots__") == [Self.reference])
    }

    @Test func recordNeverWritesNothingForAMissingReference() throws {
        defer { package.remove() }
        #expect(verify(Self.layout, record: .never)?.hasPrefix("No reference was found for \"testMall.1.txt\", and none was recorded") == true)
        #expect(package.files(under: "__Snapshots__") == [])
    }

    /// A user's type pulled back onto a built-in screen strategy: the transform runs, then the
    /// built-in check, stamp and all.
    @Test func aPullbackOfABuiltInKeepsTheStampedMatch() throws {
        defer { package.remove() }
        struct MallModel { var screen: Screen }
        let model = MallModel(screen: Screen(name: "MallVC", device: .iPhone8))
        let strategy = Strategy<Screen, String>.ascii.pullback { (model: MallModel) in model.screen }
        let layout = LayoutEngine.layout(model.screen)
        let forged = Self.stamped(Self.tampered(ASCIIRenderer().render(layout)), for: layout)
        try write(forged)
        #expect(verify(model, as: strategy) == nil)
        #expect(read() == forged)
    }

    /// A strategy whose snapshot is the user's own (here: replaced on a built-in) never trusts a stamp.
    @Test func aStrategyWithItsOwnSnapshotGoesTheFullWay() throws {
        defer { package.remove() }
        var strategy = Strategy<Layout, String>.ascii
        strategy.snapshot = { try Strategy<Layout, String>.ascii.snapshot($0) }
        try write(Self.stamped(Self.tampered(ASCIIRenderer().render(Self.layout))))
        #expect(verify(Self.layout, as: strategy)?.hasPrefix("Snapshot \"testMall.1.txt\" does not match its reference.") == true)
        try write(try Strategy<Layout, String>.ascii.snapshot(Self.layout))
        #expect(verify(Self.layout, as: strategy) == nil)
    }

    @Test func aLayoutThatCannotBeTakenFailsWithItsError() throws {
        defer { package.remove() }
        struct Broken: Error, CustomStringConvertible { var description: String { "no screen" } }
        let strategy = Strategy<Layout, String>.ascii.pullback { (_: Int) -> Layout in throw Broken() }
        #expect(verify(1, as: strategy) == "Could not take snapshot \"testMall.1.txt\": no screen.")
    }
}
