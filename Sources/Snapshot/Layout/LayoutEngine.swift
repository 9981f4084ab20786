/// Lays out a screen exactly as its collection-view layout would: a pure function.
public enum LayoutEngine {
    /// The layout of `screen`: chrome bands, scroll area, one segment per sub-controller, diagnostics.
    public static func layout(_ screen: Screen) -> Layout {
        // Placeholder until the engine lands: chrome-less, item-less.
        Layout(
            screenName: screen.name, device: screen.device, style: screen.layoutStyle, chrome: [],
            scrollArea: Rect(origin: .zero, size: screen.device.size), contentInset: screen.contentInset,
            contentSize: .zero, segments: [], diagnostics: [])
    }
}
