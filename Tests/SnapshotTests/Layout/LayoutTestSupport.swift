@testable import Snapshot

/// A sub-controller made of plain values: sizes, insets, spacings, header and footer.
struct Boxes: SubController {
    var name = "Boxes"
    var sizes: [Size] = []
    var inset: EdgeInsets = .zero
    var minimumLineSpacing: Double = 0
    var minimumInteritemSpacing: Double = 0
    var header: Size?
    var footer: Size?
    /// Overrides the item count (to say something negative); `sizes.count` when nil.
    var count: Int?

    var numberOfItems: Int { count ?? sizes.count }
    func sizeForItem(at index: Int, in context: CollectionContext) -> Size { sizes[index] }
    func cellForItem(at index: Int) -> Cell { Cell("BoxCell", text: "\(index)") }
    func sizeForHeader(in context: CollectionContext) -> Size? { header }
    func sizeForFooter(in context: CollectionContext) -> Size? { footer }
}

/// `n` boxes of one size.
func boxes(_ n: Int, _ width: Double, _ height: Double) -> [Size] {
    Array(repeating: Size(width: width, height: height), count: n)
}

/// A test device: `width` × 800 points at `scale`, no safe area.
func testDevice(width: Double, scale: Double = 2) -> Device {
    Device(id: "test", name: "Test", portraitSize: Size(width: width, height: 800), scale: scale)
}

/// The layout of `subControllers` on a chrome-less screen (the scroll area is the whole device).
func layOut(
    _ subControllers: [any SubController], style: LayoutStyle, device: Device = .iPhone8,
    contentInset: EdgeInsets = .zero
) -> Layout {
    LayoutEngine.layout(
        Screen(
            name: "Test", device: device, chrome: .none, layoutStyle: style, contentInset: contentInset,
            subControllers: subControllers))
}

extension Layout {
    /// The item frames of segment `index`.
    func frames(_ index: Int) -> [Rect] {
        segments[index].items.map(\.frame)
    }

    /// The diagnostics of one kind.
    func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] {
        diagnostics.filter { $0.kind == kind }
    }
}

/// Counts every question the engine asks, to prove each is asked once.
final class QuestionLog {
    var numberOfItems = 0
    var sizes: [Int: Int] = [:]
    var cells: [Int: Int] = [:]
    var headers = 0
    var contexts: [CollectionContext] = []
}

/// A sub-controller that writes every question into a `QuestionLog`.
struct Recorder: SubController {
    let log: QuestionLog
    var count: Int
    var size = Size(width: 100, height: 10)

    var numberOfItems: Int {
        log.numberOfItems += 1
        return count
    }

    func sizeForItem(at index: Int, in context: CollectionContext) -> Size {
        log.sizes[index, default: 0] += 1
        log.contexts.append(context)
        return size
    }

    func cellForItem(at index: Int) -> Cell {
        log.cells[index, default: 0] += 1
        return Cell("RecordedCell")
    }

    func sizeForHeader(in context: CollectionContext) -> Size? {
        log.headers += 1
        return nil
    }
}
