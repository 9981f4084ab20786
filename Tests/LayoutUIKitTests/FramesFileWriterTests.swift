import Foundation
import ScreenFiles
import ScreenFixtures
@testable import Snapshot
import Testing
@_spi(Surface) import UIKitSurface

/// `FramesFileWriter`: a collection view's reported frames as docs/frames-format.md's file, which
/// `FramesFile` reads back and `FrameComparison` holds against the model.
@MainActor @Suite struct FramesFileWriterTests {
    /// The attributes UIKit would report for a model layout: cells, headers and footers, badges
    /// and backgrounds, in content coordinates.
    static func attributes(of layout: Layout) -> [UICollectionViewLayoutAttributes] {
        var all: [UICollectionViewLayoutAttributes] = []
        func add(_ attributes: UICollectionViewLayoutAttributes, _ frame: Rect) {
            attributes.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
            all.append(attributes)
        }
        for segment in layout.segments {
            for item in segment.items { add(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item.index, section: segment.index)), item.frame) }
            let path = IndexPath(item: 0, section: segment.index)
            if let header = segment.header {
                add(UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path), header)
            }
            if let footer = segment.footer {
                add(UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: path), footer)
            }
            for badge in segment.composition?.badges ?? [] {
                add(
                    UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: badge.kind, with: IndexPath(item: badge.item, section: segment.index)),
                    badge.frame)
            }
            if let background = segment.composition?.background {
                add(UICollectionViewLayoutAttributes(forDecorationViewOfKind: "card", with: path), background)
            }
        }
        return all
    }

    static func view(showing layout: Layout, on device: Device, reversed: Bool = false) -> UICollectionView {
        let reporting = ReportingLayout()
        reporting.attributes = attributes(of: layout)
        if reversed { reporting.attributes.reverse() }
        reporting.contentSize = CGSize(width: layout.contentSize.width, height: layout.contentSize.height)
        return Simulator.collectionView(on: device, bars: (0, 0), layout: reporting)
    }

    /// The shop's home, compositional (badges, a background, a header): the file names the device
    /// the bridge matched, reads back, and agrees with the model element for element.
    @Test func aDevicesFramesReadBackAndMatchTheModel() throws {
        let screen = try #require(Fixtures.named("shop-home")).make(.iPhone15)
        let model = LayoutEngine.layout(screen)
        let text = try FramesFileWriter.framesFile(of: Self.view(showing: model, on: .iPhone15))
        #expect(
            text.hasPrefix(
                "{\n  \"device\": \"iphone-15\",\n  \"layout\": \"ReportingLayout\",\n  \"visibleHeight\": 852,\n  \"underBars\": false,\n"
                    + "  \"contentSize\": {\"width\": 393, \"height\": "))
        let measured = try FramesFile.decode(Data(text.utf8), file: "home.frames.json")
        #expect(measured.device == .iPhone15)
        let comparison = FrameComparison(layout: model, measured: measured)
        #expect(comparison.differences == [])
        #expect(comparison.compared == Self.attributes(of: model).count)
        // The same collection view gives the same bytes, whatever order UIKit reported.
        #expect(try FramesFileWriter.framesFile(of: Self.view(showing: model, on: .iPhone15, reversed: true)) == text)
    }

    /// A device no preset has is written as a custom device object, turned, and its kinds escaped.
    @Test func aCustomDeviceAndOddKindsAreWrittenAsTheFormatSays() throws {
        let device = Device.matching(screenSize: CGSize(width: 800, height: 400), scale: 2, idiom: .pad, safeArea: .zero)
        let reporting = ReportingLayout()
        let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "say \"hi\"\\", with: IndexPath(item: 0, section: 0))
        badge.frame = CGRect(x: 1.5, y: 2, width: 10, height: 100.0 / 3)
        reporting.attributes = [badge]
        reporting.contentSize = CGSize(width: 800, height: 50)
        let view = Simulator.collectionView(on: device, bars: (0, 0), layout: reporting)
        let text = try FramesFileWriter.framesFile(of: view)
        #expect(text.contains(#""device": {"id": "custom-400x800@2x", "name": "400x800 @2x", "idiom": "pad", "size": {"width": 400, "height": 800}"#))
        #expect(text.contains("  \"orientation\": \"landscape\",\n"))
        #expect(text.contains(#""kind": "say \"hi\"\\""#))
        let measured = try FramesFile.decode(Data(text.utf8), file: "pad.frames.json")
        #expect(measured.device.size == Size(width: 800, height: 400))
        #expect(measured.elements.first?.kind == "say \"hi\"\\")
        #expect(measured.elements.first?.frame == Rect(x: 1.5, y: 2, width: 10, height: 100.0 / 3))
    }

    static func view(reporting elements: [UICollectionViewLayoutAttributes]) -> UICollectionView {
        let reporting = ReportingLayout()
        reporting.attributes = elements
        reporting.contentSize = CGSize(width: 393, height: 100)
        return Simulator.collectionView(on: .iPhone15, bars: (0, 0), layout: reporting)
    }

    static func element(_ category: MeasuredFrames.Category, _ kind: String?, _ section: Int, _ item: Int) -> UICollectionViewLayoutAttributes {
        let path = IndexPath(item: item, section: section)
        let attributes: UICollectionViewLayoutAttributes =
            switch category {
            case .cell: UICollectionViewLayoutAttributes(forCellWith: path)
            case .supplementaryView: UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind ?? "", with: path)
            case .decorationView: UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind ?? "", with: path)
            }
        attributes.frame = CGRect(x: 1.5, y: Double(section), width: 100.0 / 3, height: 2)
        return attributes
    }

    /// Every kind and index path the model allows, written and read back as they were: kinds of 1
    /// and 64 characters (`ScreenLimits.elementKindCharacters`), of any script and with quotes
    /// and backslashes, the header's and footer's, two decorations of different kinds at one index
    /// path, sections 0 and 99,999 and items 0 and 999,999 (the format's limits).
    @Test func everyKindAndIndexPathTheModelAllowsRoundTrips() throws {
        let long = String(repeating: "é", count: ScreenLimits.elementKindCharacters)
        let elements = [
            Self.element(.cell, nil, 0, 0), Self.element(.cell, nil, ScreenLimits.segments - 1, ScreenLimits.cells - 1),
            Self.element(.supplementaryView, MeasuredFrames.headerKind, 0, 0), Self.element(.supplementaryView, MeasuredFrames.footerKind, 0, 0),
            Self.element(.supplementaryView, "b", 0, 0), Self.element(.supplementaryView, long, 0, 0),
            Self.element(.supplementaryView, "say \"hi\" \\ 🎉 新品", 1, 2),
            Self.element(.decorationView, "card", 0, 0), Self.element(.decorationView, "shadow", 0, 0),
        ]
        let text = try FramesFileWriter.framesFile(of: Self.view(reporting: elements))
        let read = try FramesFile.decode(Data(text.utf8), file: "all.json")
        let written = elements.map { attributes in
            MeasuredFrames.Element(
                category: attributes.representedElementCategory == .cell
                    ? .cell : attributes.representedElementCategory == .supplementaryView ? .supplementaryView : .decorationView,
                kind: attributes.representedElementKind, section: attributes.indexPath.section, item: attributes.indexPath.item,
                frame: Rect(x: 1.5, y: Double(attributes.indexPath.section), width: 100.0 / 3, height: 2))
        }
        #expect(Set(read.elements) == Set(written))
        #expect(read.elements.count == written.count)
    }

    /// What the reader refuses, the writer refuses first, in the reader's words: an empty kind, one
    /// of 65 characters, an invisible character (a control, the zero-width space, the soft hyphen,
    /// a tag character: `NameRules.isInvisible`, escaped in the message, a tag as its UTF-16 pair),
    /// an index past the format's limits, two elements of one place.
    @Test func whatTheReaderRefusesTheWriterRefusesInItsWords() throws {
        let cases: [(UICollectionViewLayoutAttributes, String)] = [
            (Self.element(.supplementaryView, "", 0, 0), #"elements[1].kind: expected an element kind of 1 to 64 printable characters, found """#),
            (
                Self.element(.supplementaryView, String(repeating: "x", count: 65), 0, 0),
                "elements[1].kind: expected an element kind of 1 to 64 printable characters, found \"\(String(repeating: "x", count: 65))\""
            ),
            (
                Self.element(.supplementaryView, "a\u{1}b", 0, 0),
                #"elements[1].kind: expected an element kind of 1 to 64 printable characters, found "a\u0001b""#
            ),
            (
                Self.element(.supplementaryView, "sale\u{200B}", 0, 0),
                #"elements[1].kind: expected an element kind of 1 to 64 printable characters, found "sale\u200B""#
            ),
            (
                Self.element(.decorationView, "card\u{AD}", 0, 0),
                #"elements[1].kind: expected an element kind of 1 to 64 printable characters, found "card\u00AD""#
            ),
            (
                Self.element(.supplementaryView, "new\u{E0041}", 0, 0),
                #"elements[1].kind: expected an element kind of 1 to 64 printable characters, found "new\uDB40\uDC41""#
            ),
            (Self.element(.cell, nil, ScreenLimits.segments, 0), "elements[1].section: expected a whole number from 0 to 99999, found 100000"),
            (Self.element(.cell, nil, 0, 0), "elements[1]: expected one element per category, kind, section and item, found a second one at section 0 item 0"),
        ]
        for (element, message) in cases {
            let view = Self.view(reporting: [Self.element(.cell, nil, 0, 0), element])
            #expect(throws: FramesFileWriter.Refusal.self) { try FramesFileWriter.framesFile(of: view) }
            do {
                _ = try FramesFileWriter.framesFile(of: view)
            } catch {
                #expect(error.description == message)
            }
        }
        // The reader says the same of the same kind in a file written by hand.
        let file =
            #"{"device": "iphone-15", "elements": [{"category": "supplementaryView", "kind": "sale\u200B", "section": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
        #expect(throws: JSONFileError.self) { try FramesFile.decode(Data(file.utf8), file: "f.json") }
        do {
            _ = try FramesFile.decode(Data(file.utf8), file: "f.json")
        } catch {
            #expect(error.description.hasPrefix("f.json: elements[0].kind: expected an element kind of 1 to 64 printable characters"))
        }
    }

    /// The second-category screen as the app shows it, with a flow layout, as the root view under a
    /// navigation bar: its embedded row's inner collection view reports its cells too.
    static func served(_ screen: Screen, dropping innerItem: Int? = nil, layoutClass: UICollectionViewLayout = ReportingLayout())
        throws -> (source: SubControllerDataSource, view: UICollectionView)
    {
        let model = LayoutEngine.layout(screen)
        let reporting = ReportingLayout()
        reporting.attributes = attributes(of: model)
        reporting.contentSize = CGSize(width: model.contentSize.width, height: model.contentSize.height)
        let view = Simulator.collectionView(on: screen.device, bars: Simulator.bars(of: screen), layout: reporting)
        view.collectionViewLayout = layoutClass is ReportingLayout ? reporting : layoutClass
        let source = SubControllerDataSource(
            subControllers: screen.subControllers, views: ReusableViews(cells: ["EmbedCollectionViewCell": .viewClass(AppContextTests.EmbedCell.self)]))
        view.surfaceCellFactories["EmbedCollectionViewCell"] = { AppContextTests.EmbedCell(frame: .zero) }
        source.attach(to: view)
        for segment in model.segments {
            for item in segment.items where item.nested != nil {
                let cell = try #require(
                    source.collectionView(view, cellForItemAt: IndexPath(item: item.index, section: segment.index)) as? AppContextTests.EmbedCell)
                // The inner view's flow layout reports what the model lays out, less a dropped item.
                let inner = ReportingLayout()
                for nested in item.nested?.items ?? [] where nested.index != innerItem {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: nested.index, section: 0))
                    let frame = nested.frame
                    attributes.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                    inner.attributes.append(attributes)
                }
                inner.contentSize = CGSize(width: item.nested?.contentWidth ?? 0, height: item.frame.height)
                cell.embeddedCollectionView.collectionViewLayout = inner
            }
        }
        return (source, view)
    }

    /// Embedded rows are in the file (each cell that holds one lists its inner cells), read back
    /// and held against the model: all agree; an inner item the app lost is named first, with its
    /// row: the segment, the cell holding the collection, and the inner item.
    @Test func anEmbeddedRowIsRecordedAndItsLostItemNamedFirst() throws {
        var screen = try #require(Fixtures.named("second-category")).make(.iPhone15)
        screen.chrome = Chrome(navigationBar: NavigationBar(title: "Categories"))
        let model = LayoutEngine.layout(screen)
        let (source, view) = try Self.served(screen)
        defer { withExtendedLifetime(view) {} }
        let text = try #require(try source.framesFile())
        #expect(text.contains(#", "nested": [{"item": 0, "frame": {"x": "#))
        let measured = try FramesFile.decode(Data(text.utf8), file: "category.frames.json")
        #expect(measured.elements.contains { $0.nested != nil })
        #expect(FrameComparison(layout: model, measured: measured).differences == [])
        // The same file again, written from the same views: the same bytes.
        #expect(try source.framesFile() == text)

        let (lost, lostView) = try Self.served(screen, dropping: 2)
        defer { withExtendedLifetime(lostView) {} }
        let comparison = FrameComparison(layout: model, measured: try FramesFile.decode(Data(try #require(try lost.framesFile()).utf8), file: "lost.json"))
        let row = try #require(model.segments.first { $0.items.contains { $0.nested != nil } })
        let holder = try #require(row.items.first { $0.nested != nil })
        let inner = try #require(holder.nested?.items[2])
        #expect(comparison.differenceCount == 1)
        #expect(
            comparison.differences.first
                == "segment \(row.index) \"\(row.name)\" item \(holder.index) \"\(holder.cellType)\" nested item 2 \"\(inner.cellType)\": "
                + "UIKit reported none, model \(Wording.rect(inner.frame))")
    }

    /// Recorded with a flow layout against a screen that says left-aligned, under a navigation bar
    /// the screen does not have (852 − 59 − 44 − 34 = 715 points show between the app's bars,
    /// 852 − 59 − 34 = 759 between the screen's), as the root view, under its bars, which the
    /// screen does not say: `compare` says so first, before any frame.
    @Test func theInstalledLayoutAndTheBarsAreSaidFirst() throws {
        var screen = try #require(Fixtures.named("second-category")).make(.iPhone15)
        screen.chrome = Chrome(navigationBar: NavigationBar(title: "Categories"))
        screen.layoutStyle = .leftAlignedFlow
        let (source, view) = try Self.served(screen, layoutClass: UICollectionViewFlowLayout())
        let text = try #require(try source.framesFile())
        #expect(text.contains("  \"layout\": \"UICollectionViewFlowLayout\",\n"))
        #expect(view.extendsUnderBars)
        // What the app recorded against the screen laid out without the navigation bar.
        var bare = screen
        bare.chrome = Chrome()
        let comparison = FrameComparison(layout: LayoutEngine.layout(bare), measured: try FramesFile.decode(Data(text.utf8), file: "app.json"))
        #expect(
            comparison.notes.prefix(3) == [
                "the app lays out with \"UICollectionViewFlowLayout\", the screen with left-aligned (UICollectionViewLeftAlignedLayout): "
                    + "the frames below follow from that; make the screen's layout the app's, or install the screen's in the app.",
                "the bars differ: UIKit shows 715 points between its bars, the screen's chrome leaves 759; check the screen's chrome "
                    + "(navigation bar, large title, tab bar, toolbar).",
                "the app's collection view extends under the bars and the screen's does not: set the screen's collectionViewUnderBars (\"underBars\": true).",
            ])
        #expect(comparison.description.hasPrefix("compare: the app lays out with \"UICollectionViewFlowLayout\""))
    }
}
