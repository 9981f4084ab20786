#!/usr/bin/env python3
"""Two pending snapshots of about 1.2 MB each, sharing one cause, reviewed and accepted as a group.

Issue 40: two 1.19 MB overlays sharing a cause took 42.7 s in `review`; grouping checked cause
values with a linear `contains`, so the time grew with the square of the changes. The goal is the
bound of every command (issue 27): at most 2 s and 300 MB, in a release build.

Builds the root package's `snapshot-cli` in release, writes a package whose `__Snapshots__`
holds two failing listings (`testA.1.layout` and `testB.1.layout`, each with its `.new.layout`).
In each, every one of 8,000 rows (a sub-controller of its own) is 1 point taller and every third
row inset on the left: one size cause with 8,000 values and segments, shared by both, and inset
causes. No overlay is on disk, so every command compares the listings itself. Then it times, each
in a fresh copy of the folder and a process of its own:

  list                   the folder's statuses;
  review                 the page: both snapshots compared, grouped, drawn;
  accept --group (each)  every group the page names, in turn (a snapshot waits until each of
                         its groups is accepted), then both are checked to be moved.

Prints wall seconds and peak memory (the child's `ru_maxrss`) per command, the median over RUNS
runs (default 3; for the accepts, over every command of every run), and exits 1 when a median
misses a goal.

    python3 Benchmarks/scripts/group-merge.py        # ROWS=16000 for twice the changes
"""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import release_cli
ROWS = int(os.environ.get("ROWS", "8000"))


def screen(grown):
    """The rows of `CauseWorkload` (Benchmarks/Sources/snapshot-bench), as a screen file."""
    segments = []
    for row in range(ROWS):
        segment = {"name": f"Row{row % 20}SC",
                   "items": [{"cell": "RowCell", "width": "full", "height": 20 + row / 8 + (1 if grown else 0)}]}
        if grown and row % 3 == 0:
            segment["inset"] = {"left": 4 + row % 5}
        segments.append(segment)
    return {"name": "CausesVC", "device": "iphone-15", "segments": segments}


def main():
    runs = int(os.environ.get("RUNS", "3"))
    binary = release_cli.build()
    missed = []
    with tempfile.TemporaryDirectory(prefix="group-merge-") as folder:
        base = Path(folder) / "base"
        snapshots = base / "__Snapshots__" / "GroupTests"
        snapshots.mkdir(parents=True)
        (base / "Package.swift").write_text("// swift-tools-version:6.0\n")
        for grown, name in [(False, "old"), (True, "new")]:
            path = Path(folder) / f"{name}.json"
            path.write_text(json.dumps(screen(grown), separators=(",", ":")))
            out = Path(folder) / f"{name}.layout"
            subprocess.run([binary, "render", str(path), "--format", "layout", "--output", str(out)], check=True)
        for test in ["testA", "testB"]:
            shutil.copy(Path(folder) / "old.layout", snapshots / f"{test}.1.layout")
            shutil.copy(Path(folder) / "new.layout", snapshots / f"{test}.1.new.layout")
        size = (Path(folder) / "new.layout").stat().st_size

        # The groups' ids, from the page: the size cause both snapshots share, and the insets.
        page = Path(folder) / "page"
        subprocess.run([binary, "review", "--package-path", str(base), "--output", str(page)],
                       check=True, stdout=subprocess.DEVNULL)
        groups = sorted(set(re.findall(r"accept --group ([0-9a-z]+)", (page / "index.html").read_text())))
        if len(groups) < 2:
            sys.exit(f"the review page should name the shared size cause and the insets' groups: {groups}")

        print(f"two snapshots of {ROWS:,} rows, listings of {size:,} bytes each, {len(groups)} groups")
        print(f"{'command':<22} {'seconds':>8} {'MB':>7}")
        steps = {
            "list": [["list"]],
            "review": [["review", "--output", "{work}/review"]],
            # A snapshot waits until every group it is in is accepted: the last command moves both.
            "accept --group (each)": [["accept", "--group", group] for group in groups],
        }
        for label, commands in steps.items():
            seconds, megabytes = [], []
            for n in range(runs):
                work = Path(folder) / f"run-{n}"
                shutil.copytree(base, work)
                for template in commands:
                    command = [binary] + [part.format(work=work) for part in template] + ["--package-path", str(work)]
                    s, m = release_cli.run(command)
                    seconds.append(s)
                    megabytes.append(m)
                pending = sorted(p.name for p in (work / "__Snapshots__" / "GroupTests").glob("*.new.layout"))
                if label.startswith("accept") and pending:
                    sys.exit(f"every group accepted, yet still pending: {pending}")
                shutil.rmtree(work)
            s, m = statistics.median(seconds), statistics.median(megabytes)
            flag = release_cli.flag(s, m)
            if flag:
                missed.append(label)
            print(f"{label:<22} {s:>8.2f} {m:>7.0f}{flag}")
    return release_cli.verdict(runs, missed)


if __name__ == "__main__":
    sys.exit(main())
