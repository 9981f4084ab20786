/// The lines above the ASCII grid: what was laid out, on what, and how to read the grid.
///
///     SecondCategoryVC · iPhone 8 (iphone-8) · portrait 375×667 @2x · style listkit
///     content 375×430 · 3 segments · 2 cells · 1 warning
///     grid: 1 column = 4 pt, 1 row = 8 pt · ┌─┐ cell · ╔═╗ header/footer · ▪ too small to draw · ···· inset · ░░ chrome · ┄┄ fold
enum ASCIIHeader {
    static func write(_ layout: Layout, scale: GridScale, into out: inout TextBuffer) {
        let device = layout.device
        var style = "style \(layout.style.id)"
        if case .listKit(let options) = layout.style {
            if options.stickyHeaders { style += " sticky-headers" }
            if options.stretchToEdge { style += " stretch-to-edge" }
            if options.scrollOffset != 0 { style += " scroll-offset \(NumberFormat.exact(options.scrollOffset))" }
        }
        line(
            [
                TextWidth.printable(layout.screenName),
                "\(TextWidth.printable(device.name)) (\(TextWidth.printable(device.id)))",
                "\(device.orientation.rawValue) \(NumberFormat.size(device.size)) @\(NumberFormat.exact(device.scale))x",
                style,
            ], into: &out)

        var cells = 0
        var nested = 0
        for segment in layout.segments {
            cells += segment.items.count
            for item in segment.items { nested += item.nested?.items.count ?? 0 }
        }
        var counts = [
            "content \(NumberFormat.size(layout.contentSize))",
            counted(layout.segments.count, "segment"),
            counted(cells, "cell") + (nested > 0 ? " (+\(counted(nested, "nested cell")))" : ""),
        ]
        let errors = layout.diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
        let warnings = layout.diagnostics.count - errors
        if errors > 0 { counts.append(counted(errors, "error")) }
        if warnings > 0 { counts.append(counted(warnings, "warning")) }
        if errors + warnings == 0 { counts.append("no diagnostics") }
        line(counts, into: &out)

        line(
            [
                "grid: 1 column = \(NumberFormat.exact(scale.columnPoints)) pt, 1 row = \(NumberFormat.exact(scale.rowPoints)) pt",
                "┌─┐ cell", "╔═╗ header/footer", "▪ too small to draw", "···· inset", "░░ chrome", "┄┄ fold",
            ], into: &out)
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func line(_ parts: [String], into out: inout TextBuffer) {
        out.append(parts.joined(separator: " · "))
        out.trimTrailingSpaces()
        out.append(byte: UInt8(ascii: "\n"))
    }
}
