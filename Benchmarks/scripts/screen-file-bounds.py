#!/usr/bin/env python3
"""Every command that reads a screen file, on screen files of at most 1 MB at the screen limits.

The goal (issue 27): a screen file of at most 1 MB never takes more than 2 s or 300 MB in any
command, in a release build. Builds the root package's `snapshot-cli` in release, writes the
screens below into a temporary folder, and runs `render` (ASCII, SVG, listing: to a file, as a
user keeps a rendering), `check` and `compare` (with a frames file of 10,000 cells) on each, one
after another. Prints wall seconds and peak
memory (the child's `ru_maxrss`) per run, the median of RUNS runs (default 3), and exits 1 when
a median misses a goal.

    python3 Benchmarks/scripts/screen-file-bounds.py           # RUNS=5 for steadier medians
    ONLY=texts,stacked COMMAND=compare python3 Benchmarks/scripts/screen-file-bounds.py
"""
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

import release_cli


def item(cell, width, height, repeat, **extra):
    return dict({"cell": cell, "width": width, "height": height, "repeat": repeat}, **extra)


# A million cells in each (12,000 segments of 80 in 1 MB of segments); in the last, each row
# overlaps the next by all but 0.01 points (the overlap check's worst case: every cell overlaps
# its thousand nearest).
SCREENS = {
    "flow-rows": {"segments": [{"name": "S", "items": [item("C", 10, 10, 1_000_000)]}]},
    "one-a-row": {"segments": [{"name": "S", "items": [item("Row", "full", 1, 1_000_000)]}]},
    "texts": {"segments": [{"name": "S", "items": [item("Row", "full", 1, 1_000_000, text="Row {n}: a line of text of a list")]}]},
    "segments": {"segments": [{"items": [item("C", 10, 10, 80)]} for n in range(12_000)]},
    "nested": {"segments": [{"name": "S", "items": [item("Shelf", "full", 100, 1_000, embedded={
        "items": [{"cell": "Card", "width": 80, "height": 90, "repeat": 1_000}]})]}]},
    "compositional": {"layout": {"compositional": {}}, "segments": [{"name": "Grid", "section": {"group": {
        "axis": "horizontal", "width": {"fractionalWidth": 1}, "height": 50,
        "subitems": [{"item": {"width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1}}}]}},
        "items": [item("Tile", 10, 10, 1_000_000)]}]},
    # Right to left (issue 40: its SVG took 2.8 s and 403 MB): every frame mirrored.
    "compositional-rtl": {"layoutDirection": "rightToLeft", "layout": {"compositional": {}}, "segments": [{"name": "Grid", "section": {"group": {
        "axis": "horizontal", "width": {"fractionalWidth": 1}, "height": 50,
        "subitems": [{"item": {"width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1}}}]}},
        "items": [item("Tile", 10, 10, 1_000_000)]}]},
    "stacked": {"segments": [{"name": "Stack", "lineSpacing": -9.99, "items": [item("Layer", "full", 10, 1_000_000)]}]},
}

# What `check` shrinks (issue 40: a 138 KB input took 4.4 s and 477 MB): 10,000 segments of one
# row, two of them wider than the screen, in 12 combinations; each violation is shrunk to its
# smallest case.
SHRINK_ROWS = [{"name": f"Row{n}SC", "items": [item("RowCell", 500 if n in (5_000, 9_999) else "full", 20 + n % 7, 1)]}
               for n in range(10_000)]
SCREENS["shrink"] = {"combinations": {"devices": ["iphone-se", "iphone-8", "iphone-15"], "landscape": True,
                                      "contentSizeCategories": ["large", "AX1"]}, "segments": SHRINK_ROWS}

# Issue 52: 2,000 segments of 500 zero-size cells (each a warning: the layout keeps 1,000 and counts
# the rest while it gathers them, `DiagnosticBudget`), which `check` shrinks; and a million cells
# in 1,000 orthogonal `groupPagingCentered` sections, right to left.
SCREENS["shrink-zero"] = {"segments": [{"name": f"S{n}", "items": [item("C", 0, 0, 500)]} for n in range(2_000)]}
SCREENS["rtl-paging"] = {"device": "iphone-15", "layoutDirection": "rightToLeft", "layout": {"compositional": {}}, "segments": [
    {"name": f"Shelf{n}", "section": {"group": {"axis": "horizontal", "width": {"fractionalWidth": 0.8}, "height": 100,
                                                "subitems": [{"item": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]},
                                      "orthogonalScrolling": "groupPagingCentered", "interGroupSpacing": 8},
     "items": [item("Card", 10, 10, 1_000)]} for n in range(1_000)]}

COMMANDS = {
    "render ascii": ["render", "{screen}", "--format", "ascii", "--output", "{out}.txt"],
    "render svg": ["render", "{screen}", "--format", "svg", "--output", "{out}.svg"],
    "render layout": ["render", "{screen}", "--format", "layout", "--output", "{out}.layout"],
    "check": ["check", "{screen}"],
    "compare": ["compare", "{frames}", "{screen}"],
}

# What a simulator printed for the first 10,000 cells (about 1 MB), none where the model puts
# them: `compare` lays out the million and reports 100 differences, counting the rest.
FRAMES = {"device": "iphone-8", "elements": [
    {"category": "cell", "section": 0, "item": n, "frame": {"x": 1, "y": n * 11, "width": 9, "height": 9}}
    for n in range(10_000)]}


def measure(command, runs):
    """Medians of `runs` runs, each in a process of its own."""
    seconds, megabytes = zip(*(release_cli.run(command, allowed=(0, 1)) for _ in range(runs)))
    return statistics.median(seconds), statistics.median(megabytes)


def main():
    runs = int(os.environ.get("RUNS", "3"))
    binary = release_cli.build()
    missed = []
    with tempfile.TemporaryDirectory(prefix="screen-file-bounds-") as folder:
        print(f"{'screen':<18} {'bytes':>9}  {'command':<14} {'seconds':>8} {'MB':>7}")
        only = os.environ.get("ONLY", "")
        for name, screen in SCREENS.items():
            if only and name not in only.split(","):
                continue
            path = Path(folder) / f"{name}.json"
            path.write_text(json.dumps(screen, separators=(",", ":")))
            frames = Path(folder) / "frames.json"
            frames.write_text(json.dumps(FRAMES, separators=(",", ":")))
            assert frames.stat().st_size <= 1_000_000
            size = path.stat().st_size
            assert size <= 1_000_000, f"{name} is {size} bytes"
            for label, template in COMMANDS.items():
                if os.environ.get("COMMAND", label) != label:
                    continue
                command = [binary] + [part.format(screen=path, out=Path(folder) / name, frames=frames) for part in template]
                seconds, megabytes = measure(command, runs)
                flag = release_cli.flag(seconds, megabytes)
                if flag:
                    missed.append(f"{name} {label}")
                print(f"{name:<18} {size:>9}  {label:<14} {seconds:>8.2f} {megabytes:>7.0f}{flag}")
    return release_cli.verdict(runs, missed)


if __name__ == "__main__":
    sys.exit(main())
