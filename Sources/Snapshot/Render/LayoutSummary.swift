/// The two lines that say what a rendering shows: screen, device, style, counts.
///
///     SecondCategoryVC · iPhone 8 (iphone-8) · portrait 375×667 @2x · style listkit
///     content 375×430 · 3 segments · 3 cells (+4 nested cells) · 1 warning
enum LayoutSummary {
    static func lines(_ layout: Layout) -> [String] {
        [title(layout), counts(layout)]
    }

    static func title(_ layout: Layout) -> String {
        let device = layout.device
        var style = "style \(layout.style.id)"
        if case .listKit(let options) = layout.style {
            if options.stickyHeaders { style += " sticky-headers" }
            if options.stretchToEdge { style += " stretch-to-edge" }
            if options.scrollOffset != 0 { style += " scroll-offset \(NumberFormat.exact(options.scrollOffset))" }
            if options.showHeaderWhenEmpty { style += " show-header-when-empty" }
            if options.stickyHeaderYOffset != 0 { style += " sticky-header-y-offset \(NumberFormat.exact(options.stickyHeaderYOffset))" }
        }
        if layout.direction == .horizontal { style += " · scrolls horizontally" }
        if layout.sectionInsetReference != .fromContentInset { style += " · insets \(layout.sectionInsetReference.rawValue)" }
        if layout.contentSizeCategory != .large { style += " · text size \(layout.contentSizeCategory.rawValue)" }
        return [
            TextWidth.printable(layout.screenName),
            "\(TextWidth.printable(device.name)) (\(TextWidth.printable(device.id)))",
            "\(device.orientation.rawValue) \(NumberFormat.size(device.size)) @\(NumberFormat.exact(device.scale))x",
            style,
        ].joined(separator: " · ")
    }

    static func counts(_ layout: Layout) -> String {
        var cells = 0
        var nested = 0
        for segment in layout.segments {
            cells += segment.items.count
            for item in segment.items { nested += item.nested?.items.count ?? 0 }
        }
        var parts = [
            "content \(NumberFormat.size(layout.contentSize))",
            counted(layout.segments.count, "segment"),
            counted(cells, "cell") + (nested > 0 ? " (+\(counted(nested, "nested cell")))" : ""),
        ]
        let errors = layout.diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
        let warnings = layout.diagnostics.count - errors
        if errors > 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        if errors + warnings == 0 { parts.append("no diagnostics") }
        // On this line, not the title's, so a right-to-left page is as wide as its left-to-right twin.
        if layout.layoutDirection == .rightToLeft { parts.append("read right to left") }
        if layout.collectionViewUnderBars { parts.append("collection view under the bars") }
        return parts.joined(separator: " · ")
    }

    /// One diagnostic on one line: `warning off-pixel-grid · segment 2 item 0 · message`.
    static func diagnostic(_ diagnostic: Diagnostic) -> String {
        var place = ""
        if let segment = diagnostic.segment { place += "segment \(segment)" }
        if let item = diagnostic.item { place += (place.isEmpty ? "" : " ") + "item \(item)" }
        return "\(diagnostic.severity.rawValue) \(diagnostic.kind.rawValue)"
            + (place.isEmpty ? "" : " · \(place)")
            + " · \(TextWidth.printable(diagnostic.message))"
    }

    /// What a chrome band is called in labels: `status bar`, `navigation bar` …
    static func chromeName(_ kind: ChromeBand.Kind) -> String {
        switch kind {
        case .statusBar: "status bar"
        case .navigationBar: "navigation bar"
        case .largeTitle: "large title"
        case .toolbar: "toolbar"
        case .tabBar: "tab bar"
        case .homeIndicator: "home indicator"
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
