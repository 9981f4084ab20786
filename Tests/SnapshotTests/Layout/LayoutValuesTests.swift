import Testing
@testable import Snapshot

/// Bad numbers become 0 and a diagnostic, on an iPhone 8 without chrome (W = 375).
@Suite struct LayoutValuesTests {
    @Test func badItemSizeIsAnErrorAndLaidOutAsZero() {
        let sizes = [Size(width: .nan, height: 50), Size(width: 100, height: -.infinity), Size(width: 100, height: 50)]
        let layout = layOut([Boxes(sizes: sizes)], style: .leftAlignedFlow)
        // Item 0 is 0×50, item 1 is 100×0: x = 0, 0, 100 on one line of height 50.
        #expect(
            layout.frames(0) == [
                Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 0, y: 25, width: 100, height: 0), Rect(x: 100, y: 0, width: 100, height: 50),
            ])
        let errors = layout.diagnostics(.invalidSize)
        #expect(errors.map(\.item) == [0, 1])
        #expect(errors.map(\.severity) == [.error, .error])
        #expect(
            errors.first?.message == "segment 0 \"Boxes\" item 0 has size nan×50, but sizes must be finite and not negative; "
                + "it is laid out as 0×50.")
    }

    @Test func zeroSizeIsOnlyAWarning() {
        let layout = layOut([Boxes(sizes: [Size(width: 0, height: 20)])], style: .flow)
        #expect(
            layout.diagnostics == [
                Diagnostic(
                    severity: .warning, kind: .invalidSize, segment: 0, item: 0,
                    message: "segment 0 \"Boxes\" item 0 has size 0×20, so its cell shows nothing.")
            ])
    }

    @Test func badHeaderHeightMeansNoHeader() {
        let layout = layOut([Boxes(sizes: boxes(1, 375, 20), header: Size(width: 375, height: -10))], style: .flow)
        #expect(layout.segments[0].header == nil)
        #expect(layout.diagnostics.map(\.message) == ["segment 0 \"Boxes\" header has height -10; it is laid out as no header."])
    }

    @Test func badInsetSideIsAnErrorAndLaidOutAsZero() {
        let layout = layOut([Boxes(sizes: boxes(1, 100, 20), inset: EdgeInsets(top: 4, left: -8))], style: .leftAlignedFlow)
        #expect(layout.frames(0) == [Rect(x: 0, y: 4, width: 100, height: 20)])
        #expect(layout.segments[0].inset == EdgeInsets(top: 4))
        #expect(
            layout.diagnostics == [
                Diagnostic(
                    severity: .error, kind: .invalidInset, segment: 0, message: "segment 0 \"Boxes\" inset left is -8; it is laid out as 0.")
            ])
    }

    @Test func badContentInsetBelongsToNoSegment() {
        let layout = layOut([], style: .flow, contentInset: EdgeInsets(top: .nan))
        #expect(layout.contentInset == .zero)
        #expect(
            layout.diagnostics == [
                Diagnostic(
                    severity: .error, kind: .invalidInset, message: "content inset top is nan; it is laid out as 0.")
            ])
    }

    @Test func badSpacingIsAnErrorAndLaidOutAsZero() {
        let section = Boxes(sizes: boxes(2, 100, 20), minimumLineSpacing: -3, minimumInteritemSpacing: .infinity)
        let layout = layOut([section], style: .leftAlignedFlow)
        #expect(layout.frames(0).map(\.minX) == [0, 100])
        #expect(layout.diagnostics.map(\.kind) == [.invalidSpacing, .invalidSpacing])
        #expect(
            layout.diagnostics.map(\.message) == [
                "segment 0 \"Boxes\" minimum interitem spacing is inf; it is laid out as 0.",
                "segment 0 \"Boxes\" minimum line spacing is -3; it is laid out as 0.",
            ])
    }
}
