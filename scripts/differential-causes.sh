#!/usr/bin/env bash
# Every change named, at scale: the differential test of CauseDifferentialTests (a catalogue of
# edits applied one, two and three at a time to the fixtures and to generated screens) over
# 20,000 edit sets on each of three seeds, printing for each how many edits showed, how many
# causes went missing, how many changes went unexplained, how many causes no edit explains, how
# many edits another's groups would accept, how many the rules absorb (a width exactly what its
# segment's inset, spacing or the device predict: each shown with its cause), and how many
# resized cells no cause's text shows. Fails when any but the edits shown and absorbed is not 0.
#
#   bash scripts/differential-causes.sh            # CASES=20000 SEEDS="29 7 2026" by default
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${CASES:-20000}"
for seed in ${SEEDS:-29 7 2026}; do
    SNAPSHOT_DIFFERENTIAL_CASES="$cases" SNAPSHOT_DIFFERENTIAL_SEED="$seed" \
        swift test --filter CauseDifferentialTests 2>&1 | grep -E "^differential:|✘" | sed "s/^differential:/seed $seed:/"
done
