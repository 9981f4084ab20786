#!/usr/bin/env python3
"""Every public symbol of the library products has a documentation comment: reads the symbol
graphs `scripts/build-docs.sh` extracted and lists the ones without, with their source line.
Symbols the compiler wrote (no source location: `hashValue`, `==` of a `Hashable` type) and the
witnesses of a documented protocol requirement (which inherit its comment) are not counted.

    python3 scripts/check-docs.py .build/symbol-graphs     # exit 1 when one lacks a comment
"""
import json
import sys
from pathlib import Path


def main():
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else ".build/symbol-graphs")
    missing = []
    total = 0
    for graph in sorted(folder.rglob("*.symbols.json")):
        data = json.loads(graph.read_text())
        for symbol in data["symbols"]:
            if symbol["accessLevel"] not in ("public", "open") or "location" not in symbol:
                continue
            total += 1
            if not symbol.get("docComment"):
                where = symbol["location"]["uri"].split("/Sources/")[-1]
                line = symbol["location"]["position"]["line"] + 1
                missing.append(f"{where}:{line}: {'.'.join(symbol['pathComponents'])}")
    for line in sorted(set(missing)):
        print(f"docs: undocumented public symbol: {line}")
    if missing:
        print(f"docs: {len(set(missing))} of {total} public symbols have no documentation comment")
        return 1
    print(f"docs: all {total} public symbols documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
