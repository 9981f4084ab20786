#!/usr/bin/env python3
"""Semver that is checked: the public API of the library products against the last released
version (`.api-baseline`: its version and commit), with `swift package
diagnose-api-breaking-changes`. A break passes only when CHANGELOG.md announces it: its first
section names a version that is a new major (while 0.x, a new minor) over the baseline, and
that section's "### Breaking changes" names every broken symbol.

    python3 scripts/check-api.py                    # exit 0: no break, or every break announced
    python3 scripts/check-api.py --store-baseline   # after a release: .api-baseline.tar.xz anew

The baseline's API is stored (`.api-baseline.tar.xz`: SwiftPM's API files of each module of the
release, in a folder named by its commit), so a check builds only this version, already built by
`swift test`: about 1 s instead of a cold build of the release. Without a stored baseline for the
commit, the release is built from the commit (skipped, saying so, when this clone lacks it).
"""
import io
import lzma
import re
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARCHIVE = ROOT / ".api-baseline.tar.xz"
BASELINES = ROOT / ".build" / "api-baseline"


def run(*arguments, check=True):
    return subprocess.run(arguments, cwd=ROOT, capture_output=True, text=True, check=check)


def version(text):
    match = re.search(r"(\d+)\.(\d+)\.(\d+)", text)
    return tuple(int(part) for part in match.groups()) if match else None


def stored_modules(commit):
    """The modules of the stored baseline, unpacked into .build/api-baseline; None when the
    archive is missing or holds another commit's API."""
    if not ARCHIVE.exists():
        return None
    with tarfile.open(ARCHIVE, "r:xz") as archive:
        members = [member for member in archive.getmembers()
                   if member.isfile() and re.fullmatch(rf"{commit}/[A-Za-z0-9_]+\.json", member.name)]
        if not members:
            return None
        for member in members:
            target = BASELINES / member.name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.extractfile(member).read())
    return sorted(Path(member.name).stem for member in members)


def store(commit):
    """Writes .api-baseline.tar.xz from .build/api-baseline/<commit>, byte for byte the same on
    every machine (sorted names, no times or owners)."""
    paths = sorted((BASELINES / commit).glob("*.json"))
    if not paths:
        print(f"api: FAIL: SwiftPM wrote no API files into {BASELINES / commit}; {ARCHIVE.name} is left as it was")
        return 1
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        for path in paths:
            data = path.read_bytes()
            info = tarfile.TarInfo(f"{commit}/{path.name}")
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            archive.addfile(info, io.BytesIO(data))
    ARCHIVE.write_bytes(lzma.compress(buffer.getvalue(), preset=9 | lzma.PRESET_EXTREME))
    print(f"api: wrote {ARCHIVE.name} ({ARCHIVE.stat().st_size} bytes) for {commit[:9]}: commit it")
    return 0


def main():
    base_version, commit = (ROOT / ".api-baseline").read_text().split()
    storing = "--store-baseline" in sys.argv[1:]
    modules = None if storing else stored_modules(commit)
    if modules:
        scope = ["--targets", *modules]
    else:
        if run("git", "cat-file", "-e", f"{commit}^{{commit}}", check=False).returncode != 0:
            print(f"api: skipped: the baseline {base_version} ({commit[:9]}) is neither stored in {ARCHIVE.name} "
                  "nor in this clone (git fetch --unshallow)")
            return 0
        manifest = run("git", "show", f"{commit}:Package.swift").stdout
        scope = ["--products", *re.findall(r'\.library\(name: "([^"]+)"', manifest)]
        if storing:
            scope.append("--regenerate-baseline")
        else:
            print(f"api: no stored API for {base_version} ({commit[:9]}): building it from the commit "
                  "(python3 scripts/check-api.py --store-baseline stores it)")
    result = run("swift", "package", "diagnose-api-breaking-changes", commit, *scope,
                 "--baseline-dir", str(BASELINES), check=False)
    if storing and store(commit) != 0:
        return 1
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
    missing = [symbol for symbol in dict.fromkeys(symbols) if symbol not in breaking]
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
