#!/usr/bin/env python3
"""Line coverage of the package's own tests, per module of Sources/, from the last
`swift test --enable-code-coverage` run: the raw profiles merged with the toolchain's
llvm-profdata (one corrupt profile of a killed child process is skipped, not fatal), then
summarised with its llvm-cov.

    SNAPSHOT_E2E=1 swift test --enable-code-coverage && python3 scripts/coverage.py

Prints one line per module, lowest first, and writes the same to .build/coverage.txt.
"""
import collections
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def tool(name):
    swift = shutil.which("swift")
    beside = Path(swift).resolve().parent / name if swift else None
    return str(beside) if beside and beside.exists() else name


def main():
    bin_path = Path(subprocess.run(["swift", "build", "--package-path", str(ROOT), "--show-bin-path"],
                                   check=True, capture_output=True, text=True).stdout.strip())
    profiles = sorted((bin_path / "codecov").glob("*.profraw"))
    tests = bin_path / "LayoutSnapshotsPackageTests.xctest"
    if not profiles or not tests.exists():
        print("coverage: no profiles; run `swift test --enable-code-coverage` first")
        return 1
    merged = bin_path / "codecov" / "merged.profdata"
    subprocess.run([tool("llvm-profdata"), "merge", "-sparse", "--failure-mode=all", *map(str, profiles), "-o", str(merged)],
                   check=True, stderr=subprocess.DEVNULL)
    exported = subprocess.run([tool("llvm-cov"), "export", "-summary-only", "-instr-profile", str(merged), str(tests),
                               "-ignore-filename-regex=(/Tests/|\\.build/)"], check=True, capture_output=True, text=True).stdout
    modules = collections.defaultdict(lambda: [0, 0])
    for entry in json.loads(exported)["data"][0]["files"]:
        name = entry["filename"]
        if "/Sources/" not in name:
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
