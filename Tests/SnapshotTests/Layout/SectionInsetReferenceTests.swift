import Foundation
import Testing
@testable import ScreenFiles
@testable import Snapshot

/// `sectionInsetReference` of the flow layout, worked on an iPhone X turned on its side
/// (812 × 375, safe area 44 left and right): two 380 × 50 items 10 apart, inset left 10.
@Suite struct SectionInsetReferenceTests {
    private func layout(_ reference: SectionInsetReference, style: LayoutStyle = .flow, device: Device = Device.iPhoneX.landscape) -> Layout {
        LayoutEngine.layout(
            Screen(
                name: "Wide", device: device, chrome: .none, layoutStyle: style, sectionInsetReference: reference,
                subControllers: [Boxes(sizes: boxes(2, 380, 50), inset: EdgeInsets(left: 10), minimumInteritemSpacing: 10)]))
    }

    @Test func fromContentInsetIsUIKitsDefault() {
        // 812 − 10 = 802 available; 380 + 10 + 380 = 770 fits one line, the section's last, a full
        // line of two (a third would need 1160): justified, x = 10 and 10 + 802 − 380 = 432.
        #expect(layout(.fromContentInset).frames(0).map(\.origin) == [Point(x: 10, y: 0), Point(x: 432, y: 0)])
    }

    @Test func fromSafeAreaMeasuresTheInsetsFromTheSafeArea() throws {
        // Insets 44 + 10 and 44 + 0: 812 − 54 − 44 = 714 available, 770 does not fit: one item a
        // line, the first centred (54 + (714 − 380) / 2 = 221), the last in the first column of a
        // line that holds one (k = 1), centred the same way.
        let layout = layout(.fromSafeArea)
        #expect(layout.frames(0).map(\.origin) == [Point(x: 221, y: 0), Point(x: 221, y: 50)])
        // The segment records its inset as given; the listing names the reference.
        #expect(layout.segments[0].inset == EdgeInsets(left: 10))
        let listing = LayoutListing.render(layout)
        #expect(listing.contains("\nstyle flow section-inset-reference fromSafeArea\n"))
        #expect(try LayoutListing.parse(listing) == layout)
        #expect(LayoutDigest.of(layout) != LayoutDigest.of(self.layout(.fromContentInset)))
        #expect(LayoutSummary.title(layout).hasSuffix("style flow · insets fromSafeArea"))
    }

    @Test func fromLayoutMarginsAddsEightInsideTheSafeArea() {
        // Insets 52 + 10 and 52: 812 − 62 − 52 = 698; centred at 62 + (698 − 380) / 2 = 221.
        #expect(layout(.fromLayoutMargins).frames(0).map(\.minX) == [221, 221])
        // Upright, the safe area has no sides: only the 8-pt margins count, 812 → 375 wide:
        // 375 − 18 − 8 = 349 < 380, each item alone, over-wide, at x = 18.
        #expect(layout(.fromLayoutMargins, device: .iPhoneX).frames(0).map(\.minX) == [18, 18])
    }

    @Test func otherLayoutsSayTheyIgnoreIt() {
        let listKit = layout(.fromSafeArea, style: .listKit)
        // IGListKit as if the reference were not set: x = 10, then 10 + 380 + 10 = 400 (780 ≤ 812 + 1).
        #expect(listKit.frames(0).map(\.minX) == [10, 400])
        #expect(listKit.diagnostics(.unsupportedOption).map(\.severity) == [.warning])
        #expect(layout(.fromSafeArea, style: .leftAlignedFlow).diagnostics(.unsupportedOption).count == 1)
    }

    @Test func theScreenFormatReadsIt() throws {
        let screen = try ScreenFile.decode(Data(#"{"layout": "flow", "sectionInsetReference": "fromSafeArea"}"#.utf8), file: "a.json")
        #expect(screen.sectionInsetReference == .fromSafeArea)
        do {
            _ = try ScreenFile.decode(Data(#"{"sectionInsetReference": "fromSafeAre"}"#.utf8), file: "a.json")
            Issue.record("a misspelt reference was read")
        } catch {
            #expect(error.description.hasSuffix(#"did you mean "fromSafeArea"?"#))
        }
    }
}
