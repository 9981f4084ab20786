@testable import Snapshot

/// Hand-built layouts for the renderer tests (the layout engine is not needed to draw one).
enum RenderSamples {
    static let iPhone8 = Device(
        id: "iphone-8", name: "iPhone 8", idiom: .phone,
        portraitSize: Size(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20), scale: 2)

    /// The screen of `LayoutListing`'s doc comment: every kind of line once.
    static let documented = Layout(
        screenName: "SecondCategoryVC",
        device: iPhone8,
        style: .listKit,
        chrome: [
            ChromeBand(kind: .statusBar, frame: Rect(x: 0, y: 0, width: 375, height: 20)),
            ChromeBand(kind: .navigationBar, title: "Second category", frame: Rect(x: 0, y: 20, width: 375, height: 44)),
        ],
        scrollArea: Rect(x: 0, y: 64, width: 375, height: 603),
        contentInset: .zero,
        contentSize: Size(width: 375, height: 430),
        segments: [
            LayoutSegment(
                index: 0, name: "OneLabelSC", frame: Rect(x: 0, y: 0, width: 375, height: 50),
                inset: EdgeInsets(left: 20), minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                items: [LayoutItem(index: 0, cellType: "OneLabelCell", text: "All categories", frame: Rect(x: 20, y: 0, width: 355, height: 50))]),
            LayoutSegment(
                index: 1, name: "SecondCategorySC", frame: Rect(x: 0, y: 50, width: 375, height: 140),
                inset: .zero, minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                header: Rect(x: 0, y: 50, width: 375, height: 30),
                items: [
                    LayoutItem(
                        index: 0, cellType: "EmbedCollectionViewCell", frame: Rect(x: 0, y: 80, width: 375, height: 110),
                        nested: NestedLayout(
                            frame: Rect(x: 0, y: 0, width: 375, height: 110),
                            contentInset: EdgeInsets(left: 16, right: 16), minimumLineSpacing: 10, contentWidth: 518,
                            items: [
                                NestedItem(
                                    index: 0, cellType: "CategoryCell", text: "充值", frame: Rect(x: 16, y: 0, width: 114, height: 110), visibility: .full),
                                NestedItem(index: 1, cellType: "CategoryCell", frame: Rect(x: 140, y: 0, width: 114, height: 110), visibility: .full),
                                NestedItem(index: 2, cellType: "CategoryCell", frame: Rect(x: 264, y: 0, width: 114, height: 110), visibility: .partial),
                                NestedItem(index: 3, cellType: "CategoryCell", frame: Rect(x: 388, y: 0, width: 114, height: 110), visibility: .hidden),
                            ]))
                ]),
            LayoutSegment(
                index: 2, name: "OptimumGoodsSC", frame: Rect(x: 0, y: 190, width: 375, height: 240),
                inset: EdgeInsets(left: 16), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                items: [LayoutItem(index: 0, cellType: "OptimumGoodsCell", frame: Rect(x: 16, y: 190, width: 171.5, height: 240))]),
        ],
        diagnostics: [
            Diagnostic(severity: .warning, kind: .offPixelGrid, segment: 2, item: 0, message: "item 0 ends at x 187.5, between pixels")
        ])

    /// Strings a renderer must survive: quotes, escapes, controls, markup, wide and combining text.
    static let hostileStrings = [
        "", " ", "  two  spaces  ", "\"quoted\"", "back\\slash\\", "line\nbreak", "cr\rlf\r\n", "tab\there",
        "nul\u{0}bell\u{7}esc\u{1B}[31m", "del\u{7F}c1\u{85}", "<script>alert(1)</script>", "a & b 'single' > c",
        "充值", "👨‍👩‍👧 family", "\u{301}leading combining", "e\u{301}", "rtl \u{202E}override\u{202C}", "\u{2028}sep\u{2029}",
        "bom\u{FEFF}", "non\u{FFFE}char\u{FFFF}", "end\\", "\\u{41}", "text \"x\" text", "item", "end", "segment 0 \"X\" 0,0 1×1",
    ]

    /// A layout with every field set to something unusual: both optional forms, hostile
    /// strings, non-finite and extreme numbers.
    static func unusual(strings: [String] = hostileStrings) -> Layout {
        var segments: [LayoutSegment] = []
        for (index, string) in strings.enumerated() {
            let value = Double(index) + 0.5
            segments.append(
                LayoutSegment(
                    index: index - 3, name: string, frame: Rect(x: -value, y: value, width: 1e-7, height: 1e16),
                    inset: EdgeInsets(top: 0.1, left: -0.0, bottom: 1.0 / 3.0, right: .leastNonzeroMagnitude),
                    minimumLineSpacing: .greatestFiniteMagnitude, minimumInteritemSpacing: -1.5,
                    header: index.isMultiple(of: 2) ? Rect(x: 0, y: 0, width: 375, height: 0.25) : nil,
                    footer: index.isMultiple(of: 3) ? Rect(x: 1, y: 2, width: 3, height: 4) : nil,
                    items: [
                        LayoutItem(index: 0, cellType: string, text: string, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                        LayoutItem(index: 1, cellType: "Plain", text: nil, frame: Rect(x: 0.1 + 0.2, y: 1, width: 2, height: 3)),
                        LayoutItem(
                            index: Int.max, cellType: "Embed", text: index.isMultiple(of: 2) ? "" : nil, frame: Rect(x: 0, y: 0, width: 1, height: 1),
                            nested: NestedLayout(
                                frame: Rect(x: 1, y: 2, width: 3, height: 4), contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                minimumLineSpacing: 0.5, contentWidth: 1000,
                                items: index.isMultiple(of: 2)
                                    ? []
                                    : [
                                        NestedItem(
                                            index: 0, cellType: string, text: string, frame: Rect(x: 0, y: 0, width: 1, height: 1), visibility: .partial),
                                        NestedItem(index: Int.min, cellType: "N", frame: Rect(x: 2, y: 0, width: 1, height: 1), visibility: .hidden),
                                    ])),
                    ]))
        }
        segments.append(
            LayoutSegment(
                index: 99, name: "Empty", frame: .zero, inset: .zero, minimumLineSpacing: 0, minimumInteritemSpacing: 0, items: []))
        return Layout(
            screenName: strings.joined(separator: "|"),
            device: Device(
                id: "ipad \"x\"", name: "Pad\n\t<b>", idiom: .pad, portraitSize: Size(width: 768.5, height: 1024),
                portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                landscapeSafeArea: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), scale: 3, orientation: .landscape),
            style: .listKit(ListKitOptions(stickyHeaders: true, stretchToEdge: true, scrollOffset: -12.25)),
            chrome: ChromeBand.Kind.allCases.enumerated().map { offset, kind in
                ChromeBand(
                    kind: kind, title: offset.isMultiple(of: 2) ? strings[offset % strings.count] : nil,
                    frame: Rect(x: 0, y: Double(offset), width: 1, height: 1))
            },
            scrollArea: Rect(x: 0, y: 64.5, width: 1024, height: 700),
            contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            contentSize: Size(width: 1024, height: 99999.125),
            segments: segments,
            // The kinds renderer version 1 was recorded with: a kind added later is written the
            // same way (its raw value), and the corpus must not move under a recorded digest.
            diagnostics: Diagnostic.Kind.allCases.filter { $0 != .screenTooLarge && $0 != .unsupportedOption }.enumerated().map { offset, kind in
                Diagnostic(
                    severity: offset.isMultiple(of: 2) ? .error : .warning, kind: kind,
                    segment: offset.isMultiple(of: 3) ? nil : offset, item: offset.isMultiple(of: 2) ? nil : -offset,
                    message: strings[offset % strings.count])
            })
    }
}

extension RenderSamples {
    /// A 40×96 pt device: at 4 pt per column it is 10 columns wide, at 8 pt per row 12 rows tall.
    static let tinyDevice = Device(id: "tiny", name: "Tiny 40", portraitSize: Size(width: 40, height: 96), scale: 2)

    /// Status bar 16 pt, scroll area 64 pt, tab bar 16 pt; 96 pt of content in two segments.
    static let tiny = Layout(
        screenName: "Tiny",
        device: tinyDevice,
        style: .flow,
        chrome: [
            ChromeBand(kind: .statusBar, frame: Rect(x: 0, y: 0, width: 40, height: 16)),
            ChromeBand(kind: .tabBar, frame: Rect(x: 0, y: 80, width: 40, height: 16)),
        ],
        scrollArea: Rect(x: 0, y: 16, width: 40, height: 64),
        contentInset: .zero,
        contentSize: Size(width: 40, height: 96),
        segments: [
            LayoutSegment(
                index: 0, name: "A", frame: Rect(x: 0, y: 0, width: 40, height: 48),
                inset: EdgeInsets(top: 8, left: 8, bottom: 0, right: 8), minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                items: [LayoutItem(index: 0, cellType: "Cell", frame: Rect(x: 8, y: 8, width: 24, height: 40))]),
            LayoutSegment(
                index: 1, name: "B", frame: Rect(x: 0, y: 48, width: 40, height: 48),
                inset: .zero, minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                items: [
                    LayoutItem(index: 0, cellType: "Row", frame: Rect(x: 0, y: 48, width: 40, height: 8)),
                    LayoutItem(index: 1, cellType: "Thin", frame: Rect(x: 0, y: 56, width: 4, height: 40)),
                    LayoutItem(index: 2, cellType: "LongCellName", frame: Rect(x: 8, y: 56, width: 32, height: 40)),
                ]),
        ],
        diagnostics: [])

    /// `count` goods cells in a two-column grid of one segment, as a long paging screen has.
    static func goodsGrid(count: Int) -> Layout {
        var items: [LayoutItem] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let line = Double(index / 2)
            items.append(
                LayoutItem(
                    index: index, cellType: "OptimumGoodsCell", text: "Goods \(index)",
                    frame: Rect(x: index.isMultiple(of: 2) ? 16 : 197.5, y: line * 275, width: 171.5, height: 265)))
        }
        var layout = documented
        let height = Double((count + 1) / 2) * 275
        layout.contentSize = Size(width: 375, height: height)
        layout.segments = [
            LayoutSegment(
                index: 0, name: "OptimumGoodsSC", frame: Rect(x: 0, y: 0, width: 375, height: height),
                inset: EdgeInsets(left: 16), minimumLineSpacing: 10, minimumInteritemSpacing: 10, items: items)
        ]
        return layout
    }
}
