#!/usr/bin/env python3
"""Line coverage of the package's own tests, per module of Sources/, from the last
`swift test --enable-code-coverage` run: the JSON SwiftPM exports after the run (its path from
`swift test --show-codecov-path`), summed by module.

    SNAPSHOT_E2E=1 swift test --enable-code-coverage && python3 scripts/coverage.py

Prints one line per module, lowest first, and writes the same to .build/coverage.txt.
"""
import collections
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main():
    exported = Path(subprocess.run(["swift", "test", "--package-path", str(ROOT), "--show-codecov-path"],
                                   check=True, capture_output=True, text=True).stdout.strip())
    if not exported.exists():
        print(f"coverage: no {exported.name}; run `swift test --enable-code-coverage` first")
        return 1
    modules = collections.defaultdict(lambda: [0, 0])
    for entry in json.loads(exported.read_text())["data"][0]["files"]:
        name = entry["filename"]
        if "/Sources/" not in name or "/.build/" in name:
            continue
        module = name.split("/Sources/")[1].split("/")[0]
        lines = entry["summary"]["lines"]
        modules[module][0] += lines["covered"]
        modules[module][1] += lines["count"]
    rows = sorted(modules.items(), key=lambda item: item[1][0] / max(1, item[1][1]))
    report = "\n".join(f"coverage: {name:20} {100 * covered / count:5.1f}% of {count} lines" for name, (covered, count) in rows)
    print(report)
    (ROOT / ".build" / "coverage.txt").write_text(report + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
