import Testing
@testable import Snapshot

@Suite struct WordingTests {
    @Test func motionsAlongOneAxisSayTheDirection() {
        #expect(Wording.motion(dx: 0, dy: 1) == "moved down by 1 pt")
        #expect(Wording.motion(dx: 0, dy: -0.5) == "moved up by 0.5 pt")
        #expect(Wording.motion(dx: 2, dy: 0) == "moved right by 2 pt")
        #expect(Wording.motion(dx: -171.5, dy: 0) == "moved left by 171.5 pt")
        #expect(Wording.motion(dx: 1, dy: -2) == "moved by +1,-2")
    }

    @Test func frameChangesNameOnlyWhatChanged() {
        let old = Rect(x: 16, y: 160, width: 171.5, height: 265)
        #expect(Wording.frameChange(old, Rect(x: 17, y: 160, width: 171.5, height: 265)) == "moved 16,160 → 17,160")
        #expect(Wording.frameChange(old, Rect(x: 16, y: 160, width: 171, height: 265)) == "resized 171.5×265 → 171×265")
    }

    @Test func insideAMovedSegmentMotionIsToldRelativeToIt() {
        // The segment moved up 90; the cell moved up 90 and right 1: right by 1 within it.
        let old = Rect(x: 16, y: 310, width: 171.5, height: 265)
        let new = Rect(x: 17, y: 220, width: 171, height: 265)
        #expect(
            Wording.relativeFrameChange(old, new, within: Point(x: 0, y: -90))
                == "moved right by 1 pt within the segment; resized 171.5×265 → 171×265")
        // Carried exactly: only the resize is left.
        #expect(
            Wording.relativeFrameChange(old, Rect(x: 16, y: 220, width: 171, height: 265), within: Point(x: 0, y: -90))
                == "resized 171.5×265 → 171×265")
    }

    @Test func insetChangesNameTheSides() {
        #expect(Wording.insetsChange(EdgeInsets(left: 16), EdgeInsets(top: 1, left: 17)) == "top 0 → 1, left 16 → 17")
    }

    @Test func namesAreQuotedAndStayOnOneLine() {
        #expect(Wording.quoted("One\"Label\"\n\u{1B}") == #""One\"Label\"\n\u{1B}""#)
        #expect(Wording.oneLine("plain") == "plain")
        #expect(Wording.oneLine("a\tb") == #"a\tb"#)
    }

    @Test func listKitStylesListTheirSwitches() {
        #expect(Wording.style(.listKit) == "listkit")
        #expect(Wording.style(.listKit(ListKitOptions(stretchToEdge: true))) == "listkit (stretch to edge)")
        #expect(Wording.style(.flow) == "flow")
    }
}
