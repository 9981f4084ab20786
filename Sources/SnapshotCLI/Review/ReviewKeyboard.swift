/// The keyboard table of the review page: what its script (`Page/review.js`, `Page/decisions.js`)
/// does with each key.
enum ReviewKeyboard {
    static let keyboardHelp = """
        <aside id="keyboard-help"><h2>Keyboard</h2><dl>
        <dt><kbd>j</kbd> / <kbd>↓</kbd></dt><dd>next snapshot</dd>
        <dt><kbd>k</kbd> / <kbd>↑</kbd></dt><dd>previous snapshot</dd>
        <dt><kbd>1</kbd></dt><dd>side by side</dd>
        <dt><kbd>2</kbd></dt><dd>overlay (opacity slider)</dd>
        <dt><kbd>3</kbd></dt><dd>blink</dd>
        <dt><kbd>4</kbd></dt><dd>diff overlay</dd>
        <dt><kbd>t</kbd></dt><dd>toggle reference / actual (blink view)</dd>
        <dt><kbd>z</kbd></dt><dd>diff overlay zoomed to the change (again: whole)</dd>
        <dt><kbd>c</kbd></dt><dd>copy the accept command</dd>
        <dt><kbd>/</kbd></dt><dd>filter by name (<kbd>Esc</kbd> leaves the box)</dd>
        \(decisionKeys)</dl><p class="hint">Link to an entry with <code>#snapshot-N</code>, to one of its views with <code>#snapshot-N/overlay</code>.</p></aside>

        """

    /// The keys of the decisions (`Page/decisions.js`).
    static let decisionKeys = """
        <dt><kbd>a</kbd> / <kbd>x</kbd></dt><dd>accept / reject the snapshot</dd>
        <dt><kbd>u</kbd></dt><dd>undo the snapshot's own decision, else the last group decision that covers it</dd>
        <dt><kbd>A</kbd> / <kbd>X</kbd></dt><dd>accept the change group it waits for / reject one of its groups (never an undo)</dd>
        <dt><kbd>d</kbd></dt><dd>download the decisions (<code>snapshot-cli apply decisions.json</code>)</dd>

        """
}
