import Testing
@testable import Snapshot

/// A diagnostic that no cause in its segment explains is a cause of its own, named by its
/// severity, kind and status (an answer the layout corrected shows only there).
@Suite struct DiagnosticDiffTests {
    typealias F = DiffFixtures

    private let wide = Diagnostic(
        severity: .error, kind: .itemWiderThanSection, segment: 0, item: 0,
        message: "item 0 is 400 wide but the section gives 359 (375 − inset 16 − 0)")
    private let empty = Diagnostic(
        severity: .warning, kind: .emptySegment, segment: 1, message: "segment 1 has no items, no header and no footer")

    @Test func newAndResolvedDiagnosticsAreListedLastNewFirst() {
        let segments = [F.segment("GoodsSC", y: 0, height: 50), F.segment("SpacerSC", y: 50, height: 0)]
        let old = F.layout(segments, diagnostics: [empty])
        let new = F.layout(segments, diagnostics: [wide])
        #expect(
            LayoutDiff(old: old, new: new).summary() == """
                2 changes: 1 new diagnostic, 1 resolved diagnostic
                cause: error item-wider-than-section new in "GoodsSC"
                cause: warning empty-segment resolved in "SpacerSC"
                new error item-wider-than-section at segment 0 "GoodsSC" item 0: item 0 is 400 wide but the section gives 359 (375 − inset 16 − 0)
                resolved warning empty-segment at segment 1 "SpacerSC": segment 1 has no items, no header and no footer
                """)
    }

    /// A warning whose numbers change is one changed diagnostic, not one new and one resolved.
    @Test func aDiagnosticWhoseNumbersChangeIsChanged() {
        let segments = [F.segment("GoodsSC", y: 0, height: 50)]
        var wider = wide
        wider.message = "item 0 is 420 wide but the section gives 359 (375 − inset 16 − 0)"
        #expect(
            LayoutDiff(old: F.layout(segments, diagnostics: [wide]), new: F.layout(segments, diagnostics: [wider])).summary() == """
                1 change: 1 changed diagnostic
                cause: error item-wider-than-section changed in "GoodsSC"
                changed error item-wider-than-section at segment 0 "GoodsSC" item 0: item 0 is 420 wide but the section gives 359 (375 − inset 16 − 0) \
                (was: item 0 is 400 wide but the section gives 359 (375 − inset 16 − 0))
                """)
    }

    @Test func aSegmentInsertedAboveKeepsDiagnosticsBelowUnchanged() {
        // The diagnostic moves from segment 0 to segment 1 with its segment: same identity.
        let old = F.layout([F.segment("GoodsSC", y: 0, height: 50)], diagnostics: [wide])
        var moved = wide
        moved.segment = 1
        let new = F.layout([F.segment("BannerSC", y: 0, height: 50), F.segment("GoodsSC", y: 50, height: 50)], diagnostics: [moved])
        let diff = LayoutDiff(old: old, new: new)
        #expect(!diff.changes.contains { if case .diagnosticNew = $0 { true } else { false } })
        #expect(!diff.changes.contains { if case .diagnosticResolved = $0 { true } else { false } })
    }

    @Test func equalDiagnosticsCountAsAMultiset() {
        let segments = [F.segment("GoodsSC", y: 0, height: 50)]
        let old = F.layout(segments, diagnostics: [wide, wide])
        let new = F.layout(segments, diagnostics: [wide])
        let changes = LayoutDiff(old: old, new: new).changes
        #expect(changes.count == 1)
        guard case .diagnosticResolved(let diagnostic, let segment)? = changes.first else {
            Issue.record("expected one resolved diagnostic, found \(changes)")
            return
        }
        #expect(diagnostic == wide)
        #expect(segment == SegmentRef(index: 0, name: "GoodsSC", position: 0))
    }

    @Test func manyDiagnosticsOfOneKindInOneSegmentGroup() {
        let offGrid = (0..<3).map { (index: Int) -> Diagnostic in
            Diagnostic(
                severity: .warning, kind: .offPixelGrid, segment: 0, item: index,
                message: "item \(index) starts at x 0.25, between device pixels")
        }
        let segments = [F.segment("GoodsSC", y: 0, height: 50)]
        #expect(
            LayoutDiff(old: F.layout(segments), new: F.layout(segments, diagnostics: offGrid)).summary() == """
                1 change: 3 new diagnostics
                cause: warning off-pixel-grid new in "GoodsSC"
                new warning off-pixel-grid at segment 0 "GoodsSC" items 0–2: item 0 starts at x 0.25, between device pixels (and 2 more)
                """)
    }

    @Test func messagesStayOnOneLine() {
        var hostile = empty
        hostile.message = "two\nlines"
        let segments = [F.segment("GoodsSC", y: 0, height: 50), F.segment("SpacerSC", y: 50, height: 0)]
        #expect(
            LayoutDiff(old: F.layout(segments), new: F.layout(segments, diagnostics: [hostile])).summary() == """
                1 change: 1 new diagnostic
                cause: warning empty-segment new in "SpacerSC"
                new warning empty-segment at segment 1 "SpacerSC": two\\nlines
                """)
    }
}
