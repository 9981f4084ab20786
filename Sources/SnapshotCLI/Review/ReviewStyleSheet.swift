/// The review page's inline style sheet: system fonts only, nothing fetched.
enum ReviewStyleSheet {
    static let css = """
        :root { --bg: #f5f6f8; --fg: #1d2330; --muted: #5b6475; --line: #d5d9e0; --accent: #2457c5;
          --failing: #c62828; --new: #8a5a00; --recorded: #1b6e3a; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        pre, code, kbd { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px; }
        .page-header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line);
          padding: 10px 16px; display: flex; flex-wrap: wrap; gap: 6px 24px; align-items: center; }
        h1 { font-size: 18px; margin: 0; }
        .counts { margin: 0; color: var(--muted); }
        .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
        fieldset { border: 0; margin: 0; padding: 0; display: flex; gap: 10px; align-items: center; }
        legend { float: left; margin-right: 6px; font-weight: 600; }
        #visible-count { color: var(--muted); }
        input[type="search"] { font: inherit; padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; width: 16em; }
        .layout { display: grid; grid-template-columns: 250px minmax(0, 1fr) 210px; gap: 16px; padding: 16px; align-items: start; }
        nav, aside { position: sticky; top: 72px; max-height: calc(100vh - 90px); overflow: auto; }
        nav ol { list-style: none; margin: 0; padding: 0; }
        nav a { display: block; padding: 4px 6px; border-radius: 4px; color: inherit; text-decoration: none; overflow-wrap: anywhere; }
        nav li.selected a { background: #e3eaf9; }
        article.snapshot { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; margin-bottom: 16px; scroll-margin-top: 72px; }
        article.snapshot.selected { outline: 2px solid var(--accent); }
        article h2 { font-size: 15px; margin: 0 0 8px; overflow-wrap: anywhere; }
        h3 { font-size: 13px; margin: 12px 0 4px; }
        .status { display: inline-block; font-size: 11px; font-weight: 600; text-transform: uppercase; padding: 1px 6px; border-radius: 3px; color: #fff; vertical-align: 1px; }
        .status-failing { background: var(--failing); }
        .status-new { background: var(--new); }
        .status-recorded { background: var(--recorded); }
        button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 4px; background: #fff; cursor: pointer; }
        button:disabled { opacity: 0.45; cursor: default; }
        .views { display: flex; flex-wrap: wrap; gap: 6px; }
        .view-button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        .view { display: none; margin-top: 10px; }
        article[data-view="side"] .view-side { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
        article[data-view="overlay"] .view-overlay, article[data-view="blink"] .view-blink, article[data-view="diff"] .view-diff { display: block; }
        figure { margin: 0; min-width: 0; }
        figcaption { font-weight: 600; color: var(--muted); margin-bottom: 4px; }
        .none { color: var(--muted); font-style: italic; }
        .stack { display: grid; margin-top: 8px; }
        .stack > .layer { grid-area: 1 / 1; min-width: 0; }
        .stack .layer-reference pre { color: var(--failing); }
        .stack .layer-actual pre { color: var(--accent); background: transparent; }
        .view-overlay .layer-actual { opacity: 0.5; }
        .blink-stack[data-showing="reference"] .layer-actual, .blink-stack[data-showing="actual"] .layer-reference { visibility: hidden; }
        .blink-stack .layer pre { color: inherit; }
        img.rendering { display: block; max-width: 100%; height: auto; background: #fff; border: 1px solid var(--line); }
        pre { margin: 0; padding: 8px; background: #fbfbfc; border: 1px solid var(--line); overflow: auto; max-height: 70vh; white-space: pre; position: relative; }
        .view-diff .zoom { display: block; margin-bottom: 6px; }
        .view-diff .zoom[aria-pressed="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
        mark.changed-line { background: #fff3cd; color: inherit; }
        .view-side figure:first-child mark.changed-line { background: #ffebee; }
        .view-side figure:last-child mark.changed-line { background: #e8f5e9; }
        details summary { cursor: pointer; font-weight: 600; margin-top: 12px; }
        .commands { margin-top: 12px; }
        .command { display: flex; gap: 8px; align-items: center; margin-top: 6px; }
        .command-label { width: 4em; font-weight: 600; color: var(--muted); }
        .command code { flex: 1; background: #f0f2f5; padding: 3px 6px; border-radius: 3px; overflow-wrap: anywhere; }
        #empty { font-size: 16px; color: var(--muted); }
        aside h2 { font-size: 14px; margin: 0 0 6px; }
        dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; margin: 0; }
        dt { white-space: nowrap; }
        dd { margin: 0; }
        .hint { color: var(--muted); font-size: 12px; }
        kbd { border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 3px; padding: 0 4px; background: #fff; }
        #groups { margin-bottom: 16px; }
        #groups h2 { font-size: 16px; margin: 0 0 8px; }
        .group { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--accent); border-radius: 6px; padding: 10px 14px; margin-bottom: 10px; }
        .group h3 { font-size: 14px; margin: 0 0 6px; overflow-wrap: anywhere; }
        .group-id { font-family: monospace; color: var(--muted); }
        .group[data-decision="accept"], article[data-decision="accept"] { border-left: 4px solid var(--recorded); }
        .group[data-decision="reject"], article[data-decision="reject"] { border-left: 4px solid var(--failing); }
        .decision-buttons { display: flex; gap: 8px; align-items: center; margin-top: 8px; flex-wrap: wrap; }
        .decision-buttons button[aria-pressed="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
        .decided-as, .group-decided { color: var(--muted); }
        #decided { color: var(--muted); }
        @media (max-width: 1000px) { .layout { grid-template-columns: minmax(0, 1fr); } nav, aside { position: static; max-height: none; } }

        """
}
