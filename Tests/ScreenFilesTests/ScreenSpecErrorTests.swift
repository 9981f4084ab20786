import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// Every kind of screen-file mistake, with the exact sentence a user reads.
@Suite struct ScreenSpecErrorTests {
    /// The error for `json` read as `home.json`, or `nil` when it decodes.
    private func error(_ json: String) -> ScreenSpecError? {
        do {
            _ = try ScreenFile.decode(Data(json.utf8), file: "home.json")
            return nil
        } catch {
            return error
        }
    }

    private func message(_ json: String) -> String? {
        error(json)?.description
    }

    @Test func wrongTypeNamesThePathTheExpectedTypeAndTheFoundValue() {
        let json = """
            {"segments": [{}, {}, {"items": [{"cell": "OptimumGoodsCell", "height": "tall"}]}]}
            """
        #expect(
            error(json)
                == ScreenSpecError(
                    file: "home.json", path: "segments[2].items[0].height", expected: #"a number, or a formula such as "body * 1.2 + 24""#,
                    found: "\"tall\""))
        #expect(message(json) == #"home.json: segments[2].items[0].height: expected a number, or a formula such as "body * 1.2 + 24", found "tall""#)
    }

    /// One rule for every name the tool shows (issue 52, `NameRules.isInvisible`): the zero-width
    /// space, the soft hyphen and a tag character are refused in a badge kind and in a device's id
    /// and name, as a control character always was.
    @Test func invisibleCharactersAreRefusedInEveryName() {
        let badge =
            #"{"layout": "compositional", "segments": [{"section": {"group": {"axis": "horizontal", "width": 10, "height": 10, "subitems": [{"item": {"width": 10, "height": 10, "supplementaries": [{"kind": "KIND", "width": 1, "height": 1, "anchor": {"edges": ["top"]}}]}}]}}}]}"#
        for invisible in ["\\u200B", "\\u00AD", "\\uDB40\\uDC41", "\\u0007"] {
            #expect(
                message(badge.replacingOccurrences(of: "KIND", with: "sale\(invisible)"))?.contains(
                    "kind: expected an element kind of 1 to 64 printable characters") == true, "\(invisible)")
            #expect(
                message(#"{"device": {"id": "kiosk\#(invisible)", "size": {"width": 400, "height": 800}}}"#)?.hasPrefix(
                    "home.json: device.id: expected an id without control or invisible characters") == true, "\(invisible)")
            #expect(
                message(#"{"device": {"name": "Kiosk\#(invisible)", "size": {"width": 400, "height": 800}}}"#)?.hasPrefix(
                    "home.json: device.name: expected a name without control or invisible characters") == true, "\(invisible)")
        }
    }

    /// Issue 51's keys: a collection view under the bars; a list section's header and footer that
    /// size themselves (`{"estimated": n}` with a `fittedHeight`), as the Swift sub-controller does.
    @Test func underTheBarsAndSelfSizingListHeadersAreWrittenInAFile() throws {
        let json = #"""
            {"device": "iphone-14", "underBars": true, "chrome": {"statusBar": false},
             "layout": {"compositional": {"list": "insetGrouped"}},
             "segments": [{"name": "SelfSizingSC", "header": {"height": {"estimated": 44}, "fittedHeight": 61},
                           "footer": {"height": {"estimated": 30}, "fittedHeight": "body * 2 + 18"},
                           "items": [{"cell": "Row", "height": 44, "repeat": 2}]}]}
            """#
        let screen = try ScreenFile.decode(Data(json.utf8), file: "home.json")
        #expect(screen.collectionViewUnderBars)
        let layout = LayoutEngine.layout(screen)
        #expect(layout.segments[0].header == Rect(x: 20, y: 0, width: 350, height: 61))
        #expect(layout.segments[0].footer == Rect(x: 20, y: 149, width: 350, height: 52))  // 17 × 2 + 18
        // Without a fitted height, at the estimate.
        let estimated = try ScreenFile.decode(
            Data(#"{"layout": {"compositional": {"list": "grouped"}}, "segments": [{"header": {"height": {"estimated": 44}}}]}"#.utf8),
            file: "home.json")
        #expect(LayoutEngine.layout(estimated).segments[0].header?.height == 44)
        #expect(
            message(#"{"segments": [{"header": {"height": 44, "fittedHeight": 61}}]}"#)
                == #"home.json: segments[0].header.fittedHeight: expected a fittedHeight only beside a height of {"estimated": n}, "#
                + #"found a fixed height; write {"estimated": n} there"#)
        #expect(
            message(#"{"segments": [{"header": {"height": {"estimate": 44}}}]}"#)
                == #"home.json: segments[0].header.height.estimate: expected one of "estimated", found unknown key "estimate"; did you mean "estimated"?"#)
        #expect(
            message(#"{"direction": "horizontal", "segments": [{"header": {"width": 40, "fittedHeight": 61}}]}"#)
                == "home.json: segments[0].header.fittedHeight: expected no fittedHeight (a horizontal layout uses a header's width), found one")
        #expect(message(#"{"underBars": "yes"}"#) == #"home.json: underBars: expected true or false, found "yes""#)
    }

    /// Issue 38's keys: the UIKit version, the list appearances and a custom device's margin.
    @Test func pixelGridKeysAreChecked() throws {
        #expect(
            message(#"{"layout": {"compositional": {"uikit": "ios15"}}}"#)
                == #"home.json: layout.compositional.uikit: expected one of "ios14", "ios17", found "ios15"; did you mean "ios14"?"#)
        #expect(
            message(#"{"layout": {"compositional": {"list": "groupd"}}}"#)?.hasPrefix(
                #"home.json: layout.compositional.list: expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain""#) == true)
        #expect(
            message(#"{"device": {"size": {"width": 400, "height": 800}, "layoutMargin": -4}}"#)
                == "home.json: device.layoutMargin: expected a layout margin of 0 or more points, found -4")
        #expect(
            message(#"{"device": {"size": {"width": 400, "height": 800}, "layoutMargin": "wide"}}"#)
                == #"home.json: device.layoutMargin: expected a number, found "wide""#)
        let screen = try ScreenFile.decode(
            Data(
                #"{"device": {"size": {"width": 400, "height": 800}, "layoutMargin": 12}, "layout": {"compositional": {"list": "grouped", "uikit": "ios14"}}}"#
                    .utf8),
            file: "home.json")
        #expect(screen.device.layoutMargin == 12)
        #expect(screen.layoutStyle == .compositional(CompositionalOptions(list: .grouped, uikit: .iOS14)))
    }

    /// The new keys get the format's usual errors: wrong types, misspellings, both spacing names.
    @Test func newKeysOfThisVersionAreCheckedLikeTheOthers() {
        #expect(
            message(#"{"layout": {"listkit": {"showHeaderWhenEmpty": "yes"}}}"#)
                == #"home.json: layout.listkit.showHeaderWhenEmpty: expected true or false, found "yes""#)
        #expect(
            message(#"{"layout": {"listkit": {"stickyHeaderOffset": 10}}}"#)?.contains(
                "did you mean \"stickyHeaderYOffset\"") == true)
        let strip = #"{"segments": [{"items": [{"cell": "S", "height": 100, "embedded": {"items": [], "#
        #expect(
            message(strip + #""interitemSpacing": "8"}}]}]}"#)
                == #"home.json: segments[0].items[0].embedded.interitemSpacing: expected a number, found "8""#)
        #expect(message(strip + #""sectionInset": {"lft": 4}}}]}]}"#)?.contains("did you mean \"left\"") == true)
        #expect(
            message(strip + #""itemSpacing": 10}}]}]}"#)
                == "home.json: segments[0].items[0].embedded.itemSpacing: expected `lineSpacing` (the space between columns; "
                + "`itemSpacing` was its name until 0.3), found `itemSpacing`")
    }

    /// The text size and length formulas say where and what.
    @Test func badTextSizesAndHeightsAreNamed() {
        #expect(
            message(#"{"contentSizeCategory": "AX6"}"#)?.hasPrefix(
                #"home.json: contentSizeCategory: expected one of "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1""#) == true)
        #expect(message(#"{"contentSizeCategory": "xlarge"}"#)?.hasSuffix(#"found "xlarge"; did you mean "xLarge"?"#) == true)
        #expect(
            message(#"{"layoutDirection": "rtl"}"#)?.hasPrefix(#"home.json: layoutDirection: expected one of "leftToRight", "rightToLeft""#) == true)
        #expect(message(#"{"layoutDirection": "rightToleft"}"#)?.hasSuffix(#"did you mean "rightToLeft"?"#) == true)
        #expect(message(#"{"layoutDirection": true}"#)?.hasPrefix("home.json: layoutDirection: expected one of") == true)
        #expect(
            message(#"{"segments": [{"items": [{"cell": "Row", "height": "body *"}]}]}"#)
                == #"home.json: segments[0].items[0].height: expected a number, or a formula such as "body * 1.2 + 24", found "body *""#)
        #expect(
            message(#"{"segments": [{"items": [{"cell": "Row", "height": "44 / 2"}]}]}"#)?.hasSuffix(
                #"a formula without "full", "screen" or "body"; write a plain number for a fixed height"#) == true)
    }

    /// `direction` and the header width it makes required, with the format's usual errors.
    @Test func directionAndTheHorizontalHeaderWidthAreChecked() {
        #expect(
            message(#"{"direction": "horizntal"}"#)
                == #"home.json: direction: expected one of "vertical", "horizontal", found "horizntal"; did you mean "horizontal"?"#)
        #expect(message(#"{"direction": true}"#) == #"home.json: direction: expected one of "vertical", "horizontal", found true"#)
        #expect(
            message(#"{"direction": "horizontal", "segments": [{"header": {"height": 30}}]}"#)?.hasPrefix(
                #"home.json: segments[0].header.width: expected a number, "full", "screen", or a formula"#) == true)
        #expect(
            message(#"{"direction": "horizontal", "segments": [{"footer": {"width": 40, "height": "x"}}]}"#)
                == #"home.json: segments[0].footer.height: expected a number, or a formula such as "body * 1.2 + 24", found "x""#)
        // Vertical screens keep requiring the height.
        #expect(
            message(#"{"segments": [{"header": {"width": 30}}]}"#)
                == #"home.json: segments[0].header.height: expected a number, or a formula such as "body * 1.2 + 24", "#
                + #"or {"estimated": n} when it sizes itself, found nothing"#)
    }

    /// A compositional `section` gets the format's usual errors, with the path into the group tree.
    @Test func compositionalSectionsAreChecked() {
        func section(_ body: String) -> String? {
            message(#"{"layout": "compositional", "segments": [{"section": "# + body + "}]}")
        }
        let grid = #""group": {"axis": "horizontal", "width": 100, "height": 50, "subitems": [{"item": {"width": 50, "height": {"fractionalHeight": 1}}}]}"#
        #expect(section("{" + grid + "}") == nil)
        #expect(section(#"{}"#) == "home.json: segments[0].section.group: expected a group object, found nothing")
        #expect(
            section(#"{"group": {"axis": "diagonal", "width": 1, "height": 1, "subitems": []}}"#)
                == #"home.json: segments[0].section.group.axis: expected one of "horizontal", "vertical", found "diagonal""#)
        #expect(
            section(#"{"group": {"axis": "horizontal", "width": 1, "height": 1}}"#)?.hasPrefix(
                #"home.json: segments[0].section.group: expected one of "subitems" (a list), "subitem" with "count""#) == true)
        #expect(
            section(#"{"group": {"axis": "vertical", "width": 1, "height": 1, "subitem": {"item": {"width": 1, "height": 1}}, "count": 0}}"#)
                == "home.json: segments[0].section.group.count: expected a whole number from 1 to 10000, found 0")
        #expect(
            section(#"{"group": {"axis": "vertical", "width": {"fractionalWidht": 1}, "height": 1, "subitems": []}}"#)?.contains(
                #"segments[0].section.group.width.fractionalWidht: expected one of "absolute", "fractionalWidth", "fractionalHeight", "estimated", "uniformAcrossSiblings", found unknown key "fractionalWidht"; did you mean "fractionalWidth"?"#
            ) == true)
        #expect(
            section(#"{"group": {"axis": "vertical", "width": {"absolute": 1, "estimated": 2}, "height": 1, "subitems": []}}"#)?.hasPrefix(
                "home.json: segments[0].section.group.width: expected a number of points, or an object") == true)
        #expect(
            section(#"{"group": {"axis": "vertical", "width": 1, "height": 1, "subitems": [{"itme": {}}]}}"#)?.contains(
                #"segments[0].section.group.subitems[0].itme: expected one of "item", "group", found unknown key "itme"; did you mean "item"?"#) == true)
        #expect(section("{" + grid + #", "orthogonalScrolling": "groupPageing"}"#)?.hasSuffix(#"did you mean "groupPaging"?"#) == true)
        #expect(
            section("{" + grid + #", "interGroupSpacing": "8"}"#)
                == #"home.json: segments[0].section.interGroupSpacing: expected a number, found "8""#)
        // Items of a segment with a section need no height; without one they still do.
        #expect(message(#"{"segments": [{"section": {"# + grid + #"}, "items": [{"cell": "A"}]}]}"#) == nil)
        #expect(
            message(#"{"segments": [{"items": [{"cell": "A"}]}]}"#)
                == #"home.json: segments[0].items[0].height: expected a number, or a formula such as "body * 1.2 + 24", found nothing"#)
        #expect(
            message(#"{"layout": {"compositional": {"interSectionSpacing": -1}, "listkit": {}}}"#)
                == "home.json: layout: expected either \"listkit\" or \"compositional\", found both")
    }

    /// Badges and backgrounds get the same errors, with the path to the bad value.
    @Test func badgesAndBackgroundsAreChecked() {
        func section(_ item: String, _ extra: String = "") -> String? {
            message(
                #"{"layout": "compositional", "segments": [{"section": {"group": {"axis": "horizontal", "width": 100, "height": 50, "subitems": [{"item": {"width": 50, "height": 50"#
                    + item + "}}]}" + extra + "}}]}")
        }
        let badge = #""kind": "badge", "width": 20, "height": 20, "anchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}"#
        #expect(
            section(#", "supplementaries": [{"# + badge + "}]", #", "background": {"contentInsets": {"left": 4}}, "supplementariesFollowContentInsets": false"#)
                == nil)
        let at = "home.json: segments[0].section.group.subitems[0].item.supplementaries"
        #expect(
            section(#", "supplementaries": [{"kind": "badge", "width": 20, "height": 20, "anchor": {"edges": ["top", "up"]}}]"#)
                == at + #"[0].anchor.edges[1]: expected one of "top", "leading", "bottom", "trailing", found "up""#)
        #expect(
            section(#", "supplementaries": [{"kind": "badge", "width": 20, "height": 20, "anchor": {"edges": ["top", "top"]}}]"#)
                == at + "[0].anchor.edges[1]: expected each edge once, found \"top\"")
        #expect(
            section(
                #", "supplementaries": [{"kind": "badge", "width": 20, "height": 20, "anchor": {"edges": [], "absoluteOffset": {"x": 1}, "fractionalOffset": {"x": 1}}}]"#
            )
                == at + #"[0].anchor: expected either "absoluteOffset" or "fractionalOffset", found both"#)
        #expect(
            section(#", "supplementaries": [{"kind": "", "width": 20, "height": 20, "anchor": {"edges": []}}]"#)
                == at + #"[0].kind: expected an element kind of 1 to 64 printable characters, found """#)
        #expect(
            section(#", "supplementaries": [{"kind": "b", "height": 20, "anchor": {"edges": []}}]"#)?.hasPrefix(
                at + "[0].width: expected a number of points, or an object") == true)
        let nine = Array(repeating: "{" + badge + "}", count: 9).joined(separator: ", ")
        #expect(section(#", "supplementaries": ["# + nine + "]") == at + ": expected at most 8 supplementary items, found 9")
        #expect(
            section("", #", "background": {"insets": {}}"#)?.hasPrefix(
                #"home.json: segments[0].section.background.insets: expected one of "contentInsets", found unknown key "insets""#) == true)
        #expect(
            section("", #", "supplementariesFollowContentInsets": "no""#)
                == #"home.json: segments[0].section.supplementariesFollowContentInsets: expected true or false, found "no""#)
    }

    /// In a sectioned segment an item's `height` (and `width`) is its fitted size where the
    /// section's dimension is estimated; `uniformAcrossSiblings` reads as a dimension.
    @Test func sectionedItemsGiveTheirFittedSize() throws {
        let json =
            #"{"layout": "compositional", "device": "iphone-8", "segments": [{"name": "Reviews", "section": {"group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"estimated": 50}, "subitems": [{"item": {"width": {"fractionalWidth": 0.5}, "height": {"uniformAcrossSiblings": 50}}}]}}, "items": [{"cell": "R", "height": 70}, {"cell": "R"}, {"cell": "R", "height": 30}]}]}"#
        let screen = try ScreenFile.decode(Data(json.utf8), file: "reviews.json")
        let layout = LayoutEngine.layout(screen)
        // Row 1: 70 and the estimate 50, uniform: both 70. Row 2: 30 alone.
        #expect(layout.segments[0].items.map(\.frame.height) == [70, 70, 30])
        #expect(layout.segments[0].composition?.fitted == [0, 2])
        #expect(layout.segments[0].composition?.estimated == [1])
    }

    @Test func foundValuesAreShownAsWritten() {
        #expect(message(#"{"name": 12.50}"#) == "home.json: name: expected a string, found 12.50")
        #expect(message(#"{"chrome": {"tabBar": "yes"}}"#) == #"home.json: chrome.tabBar: expected true or false, found "yes""#)
        #expect(message(#"{"segments": {}}"#) == "home.json: segments: expected an array, found an empty object")
        #expect(message(#"{"chrome": [1]}"#) == "home.json: chrome: expected an object, found an array")
        #expect(message("[]") == "home.json: expected an object, found an empty array")
    }

    @Test func unknownLayoutListsTheLayouts() {
        #expect(message(#"{"layout": "grid"}"#) == #"home.json: layout: expected one of "flow", "left-aligned", "listkit", "compositional", found "grid""#)
        #expect(
            message(#"{"layout": "left-align"}"#)
                == #"home.json: layout: expected one of "flow", "left-aligned", "listkit", "compositional", found "left-align"; did you mean "left-aligned"?"#)
        #expect(
            message(#"{"layout": 3}"#)
                == #"home.json: layout: expected one of "flow", "left-aligned", "listkit", "compositional", or an object {"listkit": {…}} or {"compositional": {…}}, found 3"#
        )
        #expect(message(#"{"layout": {"listkit": true}}"#) == "home.json: layout.listkit: expected an object, found true")
        #expect(message(#"{"layout": {}}"#) == "home.json: layout.listkit: expected an object of listkit options, found nothing")
    }

    @Test func unknownKeyListsTheKnownKeysAndSuggestsTheClosest() {
        #expect(
            message(#"{"segments": [{"itmes": []}]}"#) == """
                home.json: segments[0].itmes: expected one of "name", "inset", "lineSpacing", "interitemSpacing", "header", \
                "footer", "items", "section", found unknown key "itmes"; did you mean "items"?
                """)
        #expect(
            message(#"{"chrome": {"navBar": {}}}"#) == """
                home.json: chrome.navBar: expected one of "statusBar", "navigationBar", "toolbar", "tabBar", "bottomSafeArea", \
                found unknown key "navBar"; did you mean "navigationBar"?
                """)
        #expect(
            message(#"{"chrome": {"menu": true}}"#) == """
                home.json: chrome.menu: expected one of "statusBar", "navigationBar", "toolbar", "tabBar", "bottomSafeArea", \
                found unknown key "menu"
                """)
        #expect(message(#"{"Layout": "flow"}"#)?.hasSuffix(#"found unknown key "Layout"; did you mean "layout"?"#) == true)
    }

    @Test func keyThatIsNotAnIdentifierIsQuotedInThePath() {
        #expect(error(#"{"my key": 1}"#)?.path == #"["my key"]"#)
        #expect(error(#"{"segments": [{"2x": 1}]}"#)?.path == #"segments[0]["2x"]"#)
    }

    @Test func repeatedKeyIsAnError() {
        #expect(message(#"{"name": "a", "name": "b"}"#) == #"home.json: name: expected each key once, found "name" again"#)
    }

    @Test func unknownDeviceListsTheValidIds() {
        let ids =
            #""iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-14", "iphone-16e", "iphone-15", "iphone-16-pro", "#
            + #""iphone-17", "iphone-17-pro", "iphone-air", "iphone-15-plus", "iphone-16-pro-max", "iphone-17-pro-max", "#
            + #""ipad", "ipad-pro-11", "ipad-pro-12-9""#
        #expect(message(#"{"device": "pixel-7"}"#) == "home.json: device: expected one of \(ids), or a custom device object, found \"pixel-7\"")
        #expect(
            message(#"{"device": "iphone8"}"#)
                == "home.json: device: expected one of \(ids), or a custom device object, found \"iphone8\"; did you mean \"iphone-8\"?")
        #expect(message(#"{"device": 8}"#) == "home.json: device: expected one of \(ids), or a custom device object, found 8")
    }

    @Test func customDeviceNeedsAPositiveSizeAndScale() {
        #expect(message(#"{"device": {}}"#) == #"home.json: device.size: expected an object {"width", "height"}, found nothing"#)
        #expect(message(#"{"device": {"size": {"width": 0, "height": 10}}}"#) == "home.json: device.size.width: expected a number above 0, found 0")
        #expect(
            message(#"{"device": {"size": {"width": 10, "height": 10}, "scale": -2}}"#)
                == "home.json: device.scale: expected a number above 0, found -2")
        #expect(
            message(#"{"device": {"size": {"width": 10, "height": 10}, "idiom": "watch"}}"#)
                == #"home.json: device.idiom: expected one of "phone", "pad", found "watch""#)
    }

    @Test func orientationIsPortraitOrLandscape() {
        #expect(
            message(#"{"orientation": "landscap"}"#)
                == #"home.json: orientation: expected one of "portrait", "landscape", found "landscap"; did you mean "landscape"?"#)
    }

    @Test func missingRequiredValueSaysNothingWasFound() {
        #expect(message(#"{"segments": [{"items": [{"height": 50}]}]}"#) == "home.json: segments[0].items[0].cell: expected a string, found nothing")
        #expect(
            message(#"{"segments": [{"items": [{"cell": "A"}]}]}"#)
                == #"home.json: segments[0].items[0].height: expected a number, or a formula such as "body * 1.2 + 24", found nothing"#)
        #expect(
            message(#"{"segments": [{"items": [{"cell": "A", "height": null}]}]}"#)
                == #"home.json: segments[0].items[0].height: expected a number, or a formula such as "body * 1.2 + 24", found null"#)
        #expect(message(#"{"chrome": {"navigationBar": {}}}"#) == "home.json: chrome.navigationBar.title: expected a string, found nothing")
        #expect(
            message(#"{"segments": [{"header": {"width": 10}}]}"#)
                == #"home.json: segments[0].header.height: expected a number, or a formula such as "body * 1.2 + 24", "#
                + #"or {"estimated": n} when it sizes itself, found nothing"#)
    }

    @Test func repeatMustBeAWholeNumberInRange() {
        let expected = "expected a whole number from 0 to 1000000"
        #expect(
            message(#"{"segments": [{"items": [{"cell": "A", "height": 1, "repeat": 2.5}]}]}"#)
                == "home.json: segments[0].items[0].repeat: \(expected), found 2.5")
        #expect(
            message(#"{"segments": [{"items": [{"cell": "A", "height": 1, "repeat": -1}]}]}"#)
                == "home.json: segments[0].items[0].repeat: \(expected), found -1")
        #expect(
            message(#"{"segments": [{"items": [{"cell": "A", "height": 1, "repeat": 1e7}]}]}"#)
                == "home.json: segments[0].items[0].repeat: \(expected), found 1e7")
    }

    @Test func embeddedItemsAreCappedInAll() {
        let json = """
            {"segments": [{"items": [{"cell": "E", "height": 1, "embedded": {"items": [
              {"cell": "A", "width": 1, "height": 1, "repeat": 9999}, {"cell": "B", "width": 1, "height": 1, "repeat": 2}
            ]}}]}]}
            """
        // 9,999 + 2 = 10,001 items, one over the cap.
        #expect(message(json) == "home.json: segments[0].items[0].embedded.items[1].repeat: expected at most 10000 embedded items in all, found 10001")
    }

    @Test func widthMustBeANumberOrAFormulaOverTheWidths() {
        let expected = #"expected a number, "full", "screen", or a formula such as "(screen - 32) / 2""#
        let path = "home.json: segments[0].items[0].width"
        func width(_ value: String) -> String? {
            message(#"{"segments": [{"items": [{"cell": "A", "height": 1, "width": \#(value)}]}]}"#)
        }
        #expect(width(#""wide""#) == #"\#(path): \#(expected), found "wide""#)
        #expect(width(#""(screen - ""#) == #"\#(path): \#(expected), found "(screen - ""#)
        #expect(width("true") == "\(path): \(expected), found true")
        #expect(
            width(#""1/2""#)
                == #"\#(path): \#(expected), found "1/2", a formula without "full", "screen" or "body"; write a plain number for a fixed width"#)
    }

    @Test func numberTooLargeForADoubleIsRefused() {
        #expect(
            message(#"{"segments": [{"lineSpacing": 1e400}]}"#)
                == "home.json: segments[0].lineSpacing: expected a number that fits in a Double, found 1e400")
    }

    @Test func syntaxErrorsUseLineAndColumnAsThePath() {
        let json = "{\n  \"segments\": [\n    {\"name\": \"A\",}\n  ]\n}"
        // Line 3 is `    {"name": "A",}`; the brace after the comma is its 18th character.
        #expect(
            error(json)
                == ScreenSpecError(
                    file: "home.json", path: "line 3, column 18", expected: "a key in double quotes", found: "\"}\""))
    }
}
