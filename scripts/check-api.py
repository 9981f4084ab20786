#!/usr/bin/env python3
"""Semver that is checked: the public API of the library products against the last released
version (`.api-baseline`: its version and commit), with `swift package
diagnose-api-breaking-changes`. A break passes only when CHANGELOG.md announces it: its first
section names a version that is a new major (while 0.x, a new minor) over the baseline, and
that section's "### Breaking changes" names every broken symbol.

    python3 scripts/check-api.py        # exit 0: no break, or every break announced

Skips (exit 0, saying so) when the baseline commit is not in this clone.
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*arguments, check=True):
    return subprocess.run(arguments, cwd=ROOT, capture_output=True, text=True, check=check)


def version(text):
    match = re.search(r"(\d+)\.(\d+)\.(\d+)", text)
    return tuple(int(part) for part in match.groups()) if match else None


def main():
    base_version, commit = (ROOT / ".api-baseline").read_text().split()
    if run("git", "cat-file", "-e", f"{commit}^{{commit}}", check=False).returncode != 0:
        print(f"api: skipped: the baseline {base_version} ({commit[:9]}) is not in this clone (git fetch --unshallow)")
        return 0
    manifest = run("git", "show", f"{commit}:Package.swift").stdout
    products = re.findall(r'\.library\(name: "([^"]+)"', manifest)
    result = run("swift", "package", "diagnose-api-breaking-changes", commit, "--products", *products, check=False)
    output = result.stdout + result.stderr
    breaks = [line.split("API breakage:", 1)[1].strip() for line in output.splitlines() if "API breakage:" in line]
    if result.returncode != 0 and not breaks:
        print(output[-3000:])
        print("api: the comparison itself failed (see above)")
        return 1
    if not breaks:
        print(f"api: no breaking change against {base_version} ({', '.join(products)})")
        return 0
    # The symbol each break names: `func AtomicFile.remove(path:) has been removed` → `AtomicFile.remove(path:)`.
    symbols = [re.sub(r"^[a-z]+ ", "", line).split(" has ")[0].strip() for line in breaks]
    changelog = (ROOT / "CHANGELOG.md").read_text()
    sections = re.split(r"^## ", changelog, flags=re.M)
    first = sections[1] if len(sections) > 1 else ""
    announced = version(first.splitlines()[0] if first else "")
    base = version(base_version)
    newer = announced is not None and (announced[0] > base[0] or (base[0] == 0 and announced[0] == 0 and announced[1] > base[1]))
    breaking = first.split("### Breaking changes", 1)[1] if "### Breaking changes" in first else ""
    breaking = re.split(r"^### ", breaking, flags=re.M)[0]
    missing = [symbol for symbol in symbols if symbol not in breaking]
    for line in breaks:
        print(f"api: break: {line}")
    if not newer:
        print(f"api: FAIL: {len(breaks)} breaking changes against {base_version}, and CHANGELOG.md's first section "
              f"({first.splitlines()[0] if first else 'none'}) is not a new {'minor' if base[0] == 0 else 'major'} version")
        return 1
    if missing:
        print("api: FAIL: not announced under '### Breaking changes' in CHANGELOG.md's first section: " + ", ".join(missing))
        return 1
    print(f"api: {len(breaks)} breaking changes against {base_version}, each announced for {'.'.join(map(str, announced))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
