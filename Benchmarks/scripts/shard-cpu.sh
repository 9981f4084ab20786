#!/usr/bin/env bash
# CPU time of a generated suite of 2,000 snapshot assertions run whole and as four shards one
# after another (snapshot-cli test --shard K/4), and of merging the four run folders.
#
#   bash Benchmarks/scripts/shard-cpu.sh      # prints user+sys seconds of each and the ratio
#
# The suite: 100 Swift Testing tests of 20 named .svg assertions each (60-cell grids), in a
# package that depends on this one (built once, before timing). References are recorded first.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
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
    echo "import Testing"
    echo "import SnapshotAssertions"
    echo "func screen(_ n: Int) -> Screen {"
    echo "    var screen = Screen(name: \"S\\(n)\", device: .iPhone8)"
    echo "    screen.add(Grid(name: \"GoodsSC\", cell: Cell(\"GoodsCell\"), count: 60, columns: 2, itemHeight: Double(100 + n % 7)))"
    echo "    return screen"
    echo "}"
    for t in $(seq 1 100); do
        echo "@Test func t$t() {"
        echo "    for n in 1...20 { assertSnapshot(of: screen(n + $t), as: .svg, named: \"n\\(n)\") }"
        echo "}"
    done
} > "$package/Tests/SuiteTests/SuiteTests.swift"
cli="$root/.build/release/snapshot-cli"
swift build -c release --package-path "$root" --product snapshot-cli >/dev/null
swift build --package-path "$package" --build-tests >/dev/null 2>&1
(cd "$package" && "$cli" record --quiet >/dev/null) || true
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
whole=$(cd "$package" && cpu "$cli" test --quiet)
shards=0
for k in 1 2 3 4; do
    s=$(cd "$package" && cpu "$cli" test --quiet --shard "$k/4" --artifacts "$work/shard-$k")
    shards=$(echo "$shards + $s" | bc -l)
done
merge=$(cd "$package" && cpu "$cli" merge "$work/shard-1" "$work/shard-2" "$work/shard-3" "$work/shard-4" --output "$work/review")
echo "2,000 assertions: whole run ${whole} s CPU; four shards ${shards} s CPU in all; ratio $(echo "scale=3; $shards / $whole" | bc -l); merge ${merge} s CPU"
