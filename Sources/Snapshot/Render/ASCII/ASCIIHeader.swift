/// The lines above the ASCII grid: the `LayoutSummary`, then how to read the grid.
///
///     SecondCategoryVC · iPhone 8 (iphone-8) · portrait 375×667 @2x · style listkit
///     content 375×430 · 3 segments · 3 cells (+4 nested cells) · 1 warning
///     grid: 1 column = 4 pt, 1 row = 8 pt · ┌─┐ cell · ╔═╗ header/footer · ▪ too small to draw · ···· inset · ░░ chrome · ┄┄ fold
enum ASCIIHeader {
    static func write(_ layout: Layout, scale: GridScale, into out: inout TextBuffer) {
        let legend = [
            "grid: 1 column = \(NumberFormat.exact(scale.columnPoints)) pt, 1 row = \(NumberFormat.exact(scale.rowPoints)) pt",
            "┌─┐ cell", "╔═╗ header/footer", "▪ too small to draw", "···· inset", "░░ chrome", "┄┄ fold",
        ].joined(separator: " · ")
        for line in LayoutSummary.lines(layout) + [legend] {
            out.append(line)
            out.trimTrailingSpaces()
            out.append(byte: UInt8(ascii: "\n"))
        }
    }
}
