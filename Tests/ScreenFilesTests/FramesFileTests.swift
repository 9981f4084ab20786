import Foundation
import Testing
@testable import ScreenFiles
import Snapshot

/// The frames file (docs/frames-format.md), read as strictly as a screen file.
@Suite struct FramesFileTests {
    private func decode(_ json: String) throws(JSONFileError) -> MeasuredFrames {
        try FramesFile.decode(Data(json.utf8), file: "frames.json")
    }

    private func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsTheDeviceTheContentSizeAndEveryElement() throws {
        let frames = try decode(
            #"""
            {"device": "iphone-se", "orientation": "landscape", "contentSize": {"width": 568, "height": 634},
             "elements": [
               {"category": "cell", "section": 0, "item": 2, "frame": {"x": 16, "y": 188.5, "width": 139, "height": 214}},
               {"category": "supplementaryView", "kind": "UICollectionElementKindSectionHeader", "section": 1, "item": 0,
                "frame": {"x": 0, "y": -10, "width": 320, "height": 30}},
               {"category": "decorationView", "kind": "background", "section": 1, "frame": {"x": 0, "y": 0, "width": 0, "height": 0}}
             ]}
            """#)
        #expect(frames.device == Device.iPhoneSE.landscape)
        #expect(frames.contentSize == Size(width: 568, height: 634))
        #expect(
            frames.elements == [
                MeasuredFrames.Element(category: .cell, section: 0, item: 2, frame: Rect(x: 16, y: 188.5, width: 139, height: 214)),
                MeasuredFrames.Element(
                    category: .supplementaryView, kind: MeasuredFrames.headerKind, section: 1, item: 0, frame: Rect(x: 0, y: -10, width: 320, height: 30)),
                MeasuredFrames.Element(category: .decorationView, kind: "background", section: 1, item: 0, frame: .zero),
            ])
        #expect(try decode(#"{"device": "iphone-8", "elements": []}"#).contentSize == nil)
    }

    /// The app's setup (issue 49): the layout class, the height between the bars, whether the
    /// collection view is under them, and an embedded row's inner cells on the cell holding it.
    @Test func theSetupAndEmbeddedRowsAreReadAndChecked() throws {
        let frames = try decode(
            #"{"device": "iphone-se", "layout": "UICollectionViewFlowLayout", "visibleHeight": 504, "underBars": true, "elements": ["#
                + #"{"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "#
                + #""nested": [{"item": 1, "frame": {"x": 110, "y": 0, "width": 100, "height": 100}}, {"item": 0, "frame": {"x": 0, "y": 0, "width": 100, "height": 100}}]}]}"#
        )
        #expect(frames.layoutClass == "UICollectionViewFlowLayout" && frames.visibleHeight == 504 && frames.underBars == true)
        #expect(frames.elements.first?.nested == [0: Rect(x: 0, y: 0, width: 100, height: 100), 1: Rect(x: 110, y: 0, width: 100, height: 100)])
        let device = #"{"device": "iphone-se", "#
        let frame = #""frame": {"x": 0, "y": 0, "width": 1, "height": 1}"#
        #expect(
            message(device + #""elements": [{"category": "decorationView", "kind": "card", "section": 0, \#(frame), "nested": []}]}"#)
                == #"frames.json: elements[0].nested: expected no "nested" on a decorationView (only a cell embeds a collection), found an empty array"#)
        #expect(
            message(device + #""elements": [{"category": "cell", "section": 0, \#(frame), "nested": [{"item": 0, \#(frame)}, {"item": 0, \#(frame)}]}]}"#)
                == "frames.json: elements[0].nested[1]: expected one frame per inner item, found a second one for item 0")
        #expect(
            message(device + #""elements": [{"category": "cell", "section": 0, \#(frame), "nested": [{"item": 0, "frame": {"x": 0}}]}]}"#)
                == "frames.json: elements[0].nested[0].frame.y: expected a number, found nothing")
        #expect(
            message(device + #""layout": "", "elements": []}"#)
                == #"frames.json: layout: expected the layout's class name, 1 to 256 printable characters, found """#)
        #expect(
            message(device + #""layout": "Flow\u0001Layout", "elements": []}"#)?.hasPrefix("frames.json: layout: expected the layout's class name") == true)
        #expect(message(device + #""visibleHeight": -1, "elements": []}"#) == "frames.json: visibleHeight: expected a number of at least 0, found -1")
        #expect(message(device + #""underBars": 1, "elements": []}"#) == "frames.json: underBars: expected true or false, found 1")
    }

    @Test func badFramesSayWhereAndWhat() {
        let cell = #"{"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        #expect(message(#"{"elements": []}"#) == "frames.json: device: expected the device the frames were printed on, found nothing")
        #expect(message(#"{"device": "iphone-se", "element": []}"#)?.contains(#"did you mean "elements"?"#) == true)
        #expect(
            message(#"{"device": "iphone-se", "elements": [{"category": "view", "section": 0, "frame": {}}]}"#)?.hasPrefix(
                #"frames.json: elements[0].category: expected one of "cell", "supplementaryView", "decorationView""#) == true)
        #expect(
            message(#"{"device": "iphone-se", "elements": [{"category": "supplementaryView", "section": 0, "frame": {}}]}"#)
                == #"frames.json: elements[0]: expected a "kind" (representedElementKind) for a supplementaryView, found an object"#)
        #expect(
            message(#"{"device": "iphone-se", "elements": [{"category": "cell", "section": -1, "frame": {}}]}"#)?.hasPrefix(
                "frames.json: elements[0].section: expected a whole number from 0 to") == true)
        #expect(
            message(#"{"device": "iphone-se", "elements": [{"category": "cell", "section": 0, "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}]}"#)
                == "frames.json: elements[0].frame.width: expected a number of at least 0, found -1")
        #expect(
            message(#"{"device": "iphone-se", "elements": [\#(cell), \#(cell)]}"#)
                == "frames.json: elements[1]: expected one element per category, kind, section and item, found a second cell at section 0 item 0")
        // Issue 40: a cell with a kind was a second cell at one index path, accepted and misreported.
        let kindedCell = #"{"category": "cell", "kind": "x", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        #expect(
            message(#"{"device": "iphone-se", "elements": [\#(cell), \#(kindedCell)]}"#)
                == #"frames.json: elements[1].kind: expected no "kind" on a cell (its representedElementKind is nil), found "x""#)
        #expect(
            message(#"{"device": "iphone-se", "elements": [{"category": "supplementaryView", "kind": "a\u001bb", "section": 0, "frame": {}}]}"#)?.hasPrefix(
                "frames.json: elements[0].kind: expected an element kind of 1 to 64 printable characters") == true)
    }

    /// Issue 52: two decoration views of different kinds at one index path (a background and a
    /// separator of section 1) are two elements, as docs/frames-format.md says; two of one kind
    /// there are still one too many.
    @Test func decorationViewsOfTwoKindsShareAnIndexPath() throws {
        func decoration(_ kind: String) -> String {
            #"{"category": "decorationView", "kind": "\#(kind)", "section": 1, "item": 0, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        }
        let two = try decode(#"{"device": "iphone-se", "elements": [\#(decoration("card")), \#(decoration("separator"))]}"#)
        #expect(two.elements.map(\.kind) == ["card", "separator"])
        #expect(
            message(#"{"device": "iphone-se", "elements": [\#(decoration("card")), \#(decoration("card"))]}"#)
                == "frames.json: elements[1]: expected one element per category, kind, section and item, found a second decorationView at section 1 item 0")
    }

    /// A file cannot make compare hold more elements than a screen may have cells.
    @Test func elementsAreBounded() {
        let many = "[" + String(repeating: "0,", count: ScreenLimits.cells) + "0]"
        #expect(message(#"{"device": "iphone-se", "elements": \#(many)}"#)?.hasPrefix("frames.json: elements: expected at most 1000000 elements") == true)
    }
}
