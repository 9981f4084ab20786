import LayoutModel

/// DCFrame's simple list (`dcframe-readme.txt`): `LabelModel`s of 50 pt with the texts "1"…"99"
/// in one `DCContainerModel`, shown under a navigation bar.
///
/// DCFrame is a table view, so the rows are full width and stacked in a flow layout; the
/// whole container is one segment.
///
///     MyListViewController.screen(on: .iPhone8).subControllers[0].numberOfItems   // 99
public enum MyListViewController {
    /// The container `loadData()` builds: `rows` label models (99 in the seed: `1..<100`).
    public static func listCM(rows: Int = 99) -> DCContainer {
        DCContainer(children: (0..<max(rows, 0)).map { .cell(DCCell("LabelCell", height: 50, text: "\($0 + 1)")) })
    }

    /// The simple list on `device`, with `rows` label rows of 50 points.
    public static func screen(on device: Device, rows: Int = 99) -> Screen {
        Screen(
            name: "MyListViewController",
            device: device,
            chrome: Chrome(navigationBar: NavigationBar(title: "Simple List")),
            layoutStyle: .flow,
            subControllers: [DCFrameList(listCM(rows: rows))])
    }
}
