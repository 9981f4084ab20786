import Foundation
import ScreenFiles
import ScreenFixtures
import Snapshot
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
        let text = FramesFileWriter.framesFile(of: Self.view(showing: model, on: .iPhone15))
        #expect(text.hasPrefix("{\n  \"device\": \"iphone-15\",\n  \"contentSize\": {\"width\": 393, \"height\": "))
        let measured = try FramesFile.decode(Data(text.utf8), file: "home.frames.json")
        #expect(measured.device == .iPhone15)
        let comparison = FrameComparison(layout: model, measured: measured)
        #expect(comparison.differences == [])
        #expect(comparison.compared == Self.attributes(of: model).count)
        // The same collection view gives the same bytes, whatever order UIKit reported.
        #expect(FramesFileWriter.framesFile(of: Self.view(showing: model, on: .iPhone15, reversed: true)) == text)
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
        let text = FramesFileWriter.framesFile(of: view)
        #expect(text.contains(#""device": {"id": "custom-400x800@2x", "name": "400x800 @2x", "idiom": "pad", "size": {"width": 400, "height": 800}"#))
        #expect(text.contains("  \"orientation\": \"landscape\",\n"))
        #expect(text.contains(#""kind": "say \"hi\"\\""#))
        let measured = try FramesFile.decode(Data(text.utf8), file: "pad.frames.json")
        #expect(measured.device.size == Size(width: 800, height: 400))
        #expect(measured.elements.first?.kind == "say \"hi\"\\")
        #expect(measured.elements.first?.frame == Rect(x: 1.5, y: 2, width: 10, height: 100.0 / 3))
    }

    /// A control character or a line separator in a kind is written as a JSON `\uXXXX` escape of
    /// four upper-case hex digits (worked out by hand: U+0001 → `\u0001`, U+009F → `\u009F`,
    /// U+2028 → `\u2028`), never raw.
    @Test func controlCharactersInAKindAreEscapedAsFourHexDigits() {
        let reporting = ReportingLayout()
        let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "a\u{1}b\u{9F}c\u{2028}", with: IndexPath(item: 0, section: 0))
        badge.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        reporting.attributes = [badge]
        let text = FramesFileWriter.framesFile(of: Simulator.collectionView(on: .iPhone15, bars: (0, 0), layout: reporting))
        #expect(text.contains(#""kind": "a\u0001b\u009Fc\u2028""#))
    }
}
