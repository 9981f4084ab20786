#!/usr/bin/env bash
# CPU time of a generated suite of 2,000 snapshot assertions run whole and as four shards one
# after another (snapshot-cli test --shard K/4), and of merging the four run folders.
#
#   bash Benchmarks/scripts/shard-cpu.sh      # prints user+sys seconds of each and the ratios
#
# The suite: 100 Swift Testing tests of 20 named .svg assertions each (60-cell grids), in a
# package that depends on this one (built once, before timing). References are recorded first.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
package="$work/suite"
mkdir -p "$package/Tests/SuiteTests"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Suite",
    dependencies: [.package(path: "$root")],
    targets: [.testTarget(name: "SuiteTests", dependencies: [.product(name: "SnapshotAssertions", package: "$(basename "$root")")])]
)
SWIFT
{
    echo "import Foundation"
    echo "import Testing"
    echo "import SnapshotAssertions"
    echo "// SUITE_SHIFT=4 makes the cells of the first ten snapshots of every test 4 pt taller: 1,000 failures."
    echo "let shift = Double(ProcessInfo.processInfo.environment[\"SUITE_SHIFT\"] ?? \"\") ?? 0"
    echo "func screen(_ n: Int, _ t: Int) -> Screen {"
    echo "    var screen = Screen(name: \"S\\(n + t)\", device: .iPhone8)"
    echo "    let height = Double(100 + (n + t) % 7) + (n <= 10 ? shift : 0)"
    echo "    screen.add(Grid(name: \"GoodsSC\", cell: Cell(\"GoodsCell\"), count: 60, columns: 2, itemHeight: height))"
    echo "    return screen"
    echo "}"
    for t in $(seq 1 100); do
        echo "@Test func t$t() {"
        echo "    for n in 1...20 { assertSnapshot(of: screen(n, $t), as: .svg, named: \"n\\(n)\") }"
        echo "}"
    done
} > "$package/Tests/SuiteTests/SuiteTests.swift"
cli="$root/.build/release/snapshot-cli"
swift build -c release --package-path "$root" --product snapshot-cli >/dev/null
swift build --package-path "$package" --build-tests >/dev/null 2>&1
(cd "$package" && "$cli" record --quiet >/dev/null) || true
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
(cd "$package" && swift build --build-tests >/dev/null 2>&1)
# As users run it: the whole suite through swift test (with its build check), and as a CI
# matrix runs it: each shard after the job's own build step (--skip-build), from the test
# program. Without --skip-build each shard also checks the build (one SwiftPM start, ~0.35 s).
(cd "$package" && "$cli" test --quiet >/dev/null) || true  # warm: SwiftPM's caches for this environment
whole=$(cd "$package" && cpu "$cli" test --quiet)
whole_skip=$(cd "$package" && cpu "$cli" test --quiet --skip-build)
shards=0
checked=0
for k in 1 2 3 4; do
    s=$(cd "$package" && cpu "$cli" test --quiet --skip-build --shard "$k/4" --artifacts "$work/shard-$k")
    shards=$(echo "$shards + $s" | bc -l)
    c=$(cd "$package" && cpu "$cli" test --quiet --shard "$k/4")
    checked=$(echo "$checked + $c" | bc -l)
done
merge=$(cd "$package" && cpu "$cli" merge "$work/shard-1" "$work/shard-2" "$work/shard-3" "$work/shard-4" --output "$work/review")
# 1,000 failures (one change), four shard folders of them, merged into one summary and review page.
for k in 1 2 3 4; do
    (cd "$package" && SUITE_SHIFT=4 CI=1 "$cli" test --quiet --skip-build --shard "$k/4" --artifacts "$work/failing-$k" >/dev/null) || true
done
failures=$(python3 -c 'import json, sys; print(sum(len(json.load(open(f))["failed"]) for f in sys.argv[1:]))' "$work"/failing-*/run.json)
merge_failing=$(cd "$package" && /usr/bin/time -f "%e %U %S" "$cli" merge "$work/failing-1" "$work/failing-2" "$work/failing-3" "$work/failing-4" --output "$work/failing-review" 2>&1 >/dev/null | tail -1 || true)
ratio() { echo "scale=2; $1 / $2" | bc -l; }
echo "2,000 assertions, CPU seconds (user+sys):"
echo "  whole run: ${whole} (with --skip-build: ${whole_skip})"
echo "  four shards with --skip-build: ${shards} in all = $(ratio "$shards" "$whole_skip")x the whole run with --skip-build (goal <= 1.1x), $(ratio "$shards" "$whole")x the whole run"
echo "  four shards checking the build each: ${checked} in all = $(ratio "$checked" "$whole")x"
echo "  merge of the four run folders: ${merge}"
echo "  merge of four shard folders holding ${failures} failures: $(echo "$merge_failing" | awk '{ printf "%s s wall, %.2f s CPU", $1, $2 + $3 }') (goal < 2 s)"
