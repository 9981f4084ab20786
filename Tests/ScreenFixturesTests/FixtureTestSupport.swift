import Snapshot

/// The devices every fixture is checked on: the narrowest phone, the classic one, the widest phone, a tablet.
let fixtureTestDevices: [Device] = [.iPhoneSE, .iPhone8, .iPhone15Plus, .iPad]

/// The collection context on `device` with no content inset: the container is the device's width.
func fullWidthContext(_ device: Device) -> CollectionContext {
    CollectionContext(containerSize: device.size, insetContainerSize: device.size, device: device)
}

/// Every item's size in `subController` on `device`.
func itemSizes(_ subController: any SubController, on device: Device) -> [Size] {
    (0..<subController.numberOfItems).map { subController.sizeForItem(at: $0, in: fullWidthContext(device)) }
}

/// Every item's cell in `subController`.
func cells(_ subController: any SubController) -> [Cell] {
    (0..<subController.numberOfItems).map { subController.cellForItem(at: $0) }
}

/// Everything a layout could ask a screen's sub-controllers on `device`, one line per answer, so two
/// descriptions of one screen (Swift and JSON) can be compared line by line.
func answers(_ screen: Screen, on device: Device) -> [String] {
    let context = fullWidthContext(device)
    var lines: [String] = []
    for (index, subController) in screen.subControllers.enumerated() {
        lines.append("\(index) \(subController.name) items=\(subController.numberOfItems) inset=\(subController.inset)")
        lines.append("\(index) spacing=\(subController.minimumLineSpacing)/\(subController.minimumInteritemSpacing)")
        lines.append(
            "\(index) header=\(String(describing: subController.sizeForHeader(in: context))) footer=\(String(describing: subController.sizeForFooter(in: context)))"
        )
        for item in 0..<subController.numberOfItems {
            lines.append("\(index).\(item) \(subController.sizeForItem(at: item, in: context)) \(subController.cellForItem(at: item))")
        }
    }
    return lines
}
