#!/usr/bin/env bash
# The DocC reference of the library products, built with the toolchain's own tools (no package
# dependency): symbol graphs from the debug build, then `docc convert` of each module's catalog
# with warnings as errors, into a static site per module under .build/docs/<Module>. Then every
# public symbol must have a documentation comment (scripts/check-docs.py).
#
#     bash scripts/build-docs.sh && python3 -m http.server -d .build/docs 8000
#     # open http://localhost:8000/Snapshot/documentation/snapshot/
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf .build/symbol-graphs .build/docs && mkdir -p .build/docs
for module in LayoutModel Snapshot SnapshotAssertions ScreenFiles ScreenFixtures LayoutRules; do
    mkdir -p ".build/symbol-graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -output-dir ".build/symbol-graphs/$module" -minimum-access-level public
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir ".build/symbol-graphs/$module" \
        --output-path ".build/docs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.layoutsnapshots.$module" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --warnings-as-errors
done
python3 scripts/check-docs.py .build/symbol-graphs
pages=$(find .build/docs -path '*/data/documentation/*' -name '*.json' | wc -l)
echo "docs: $pages pages in .build/docs (LayoutModel, Snapshot, SnapshotAssertions, ScreenFiles, ScreenFixtures, LayoutRules)"
