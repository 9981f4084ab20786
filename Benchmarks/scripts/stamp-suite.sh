#!/usr/bin/env bash
# Is the stamp line worth its weight? A user's suite of 1,000 unchanged `.svg` assertions through
# `swift test --skip-build`, three ways, in turn, several runs:
#   with     — references as the strategies record them, each ending with its stamp line;
#   without  — what the suite would cost with no stamp at all: references that are exactly the
#              rendering, checked by a strategy built from the public API that lays out,
#              renders and compares bytes (`Strategy(pathExtension: "svg", diffing: .text)`),
#              the built-ins' path with the stamp taken out;
#   verify   — "with"'s suite and references under SNAPSHOT_VERIFY_ALL=1 (`snapshot-cli test
#              --verify-all`): every reference rendered and compared, no stamp trusted;
#   peer     — swift-snapshot-testing 1.19.7's `.lines` on the same texts (the screen laid out
#              and rendered by this package, then handed to the peer's assertSnapshot).
#
#   bash Benchmarks/scripts/stamp-suite.sh          # RUNS=5 by default; prints wall and CPU medians
#   CELLS=1000 bash Benchmarks/scripts/stamp-suite.sh   # larger screens (60 cells by default)
#
# The suite: 50 Swift Testing tests of 20 named assertions (CELLS-cell grids of 2 columns, heights
# varying by test), the screens of Benchmarks/scripts/shard-cpu.sh. Both packages are built and
# their references recorded before the clock starts.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/snapshot-stamp-suite.XXXXXX")"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
runs="${RUNS:-5}"
cells="${CELLS:-60}"

screen_function='func screen(_ n: Int, _ t: Int) -> Screen {
    var screen = Screen(name: "S\(n + t)", device: .iPhone8)
    screen.add(Grid(name: "GoodsSC", cell: Cell("GoodsCell"), count: @CELLS@, columns: 2, itemHeight: Double(100 + (n + t) % 7)))
    return screen
}'

write_package() {  # name, dependencies, products, imports, assertion
    local dir="$work/$1"
    mkdir -p "$dir/Tests/SuiteTests"
    cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Suite",
    platforms: [.macOS(.v10_15)],
    dependencies: [$2],
    targets: [.testTarget(name: "SuiteTests", dependencies: [$3])]
)
SWIFT
    {
        printf '%s\n' "import Testing" "$4" "" "${screen_function//@CELLS@/$cells}" ""
        for t in $(seq 1 50); do
            echo "@Test func t$t() {"
            echo "    for n in 1...20 { ${5//@T@/$t} }"
            echo "}"
        done
    } >"$dir/Tests/SuiteTests/SuiteTests.swift"
}

write_package ours ".package(path: \"$root\")" \
    '.product(name: "SnapshotAssertions", package: "'"$(basename "$root")"'")' \
    "import SnapshotAssertions" \
    'assertSnapshot(of: screen(n, @T@), as: .svg, named: "n\(n)")'
write_package without ".package(path: \"$root\")" \
    '.product(name: "SnapshotAssertions", package: "'"$(basename "$root")"'")' \
    "import SnapshotAssertions

let plainSVG = Strategy<Screen, String>(pathExtension: \"svg\", diffing: .text) { SVGRenderer().render(LayoutEngine.layout(\$0)) }" \
    'assertSnapshot(of: screen(n, @T@), as: plainSVG, named: "n\(n)")'
# The peer's assertSnapshot and ours share a name: the peer package imports only the core.
write_package peer ".package(path: \"$root\"), .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", exact: \"1.19.7\")" \
    '.product(name: "Snapshot", package: "'"$(basename "$root")"'"), .product(name: "SnapshotTesting", package: "swift-snapshot-testing")' \
    "import Snapshot
import SnapshotTesting" \
    'assertSnapshot(of: SVGRenderer().render(LayoutEngine.layout(screen(n, @T@))), as: .lines, named: "n\(n)")'

for side in ours without peer; do
    swift build --package-path "$work/$side" --build-tests >"$work/$side-build.log" 2>&1 || { cat "$work/$side-build.log"; exit 1; }
done
# Record: ours with SNAPSHOT_RECORD=missing, the peer by its first run (it records what is missing).
(cd "$work/ours" && SNAPSHOT_RECORD=missing swift test --skip-build >/dev/null 2>&1) || true
(cd "$work/peer" && swift test --skip-build >/dev/null 2>&1) || true
# The "without" references: the same files with the stamp line removed, exactly the renderings.
cp -R "$work/ours/__Snapshots__" "$work/without/__Snapshots__"
find "$work/without/__Snapshots__" -name '*.svg' -exec sed -i '/^<!-- snapshot-stamp /d' {} +
stamped=$(grep -rl "snapshot-stamp" "$work/ours/__Snapshots__" | wc -l)
unstamped=$(grep -rl "snapshot-stamp" "$work/without/__Snapshots__" | wc -l || true)
echo "references: $stamped stamped (with), $unstamped stamped (without)"

measure() {  # side → "wall cpu"; fails if the suite does not pass
    local out dir="$1" verify=""
    if [ "$1" = verify ]; then dir=ours; verify=1; fi
    out=$(cd "$work/$dir" && SNAPSHOT_VERIFY_ALL="$verify" /usr/bin/time -f "%e %U %S" swift test --skip-build 2>&1 >"$work/$1-run.log" | tail -1) \
        || { tail -20 "$work/$1-run.log"; echo "the $1 suite failed" >&2; exit 1; }
    echo "$out" | awk '{ printf "%s %.2f", $1, $2 + $3 }'
}
declare -A walls cpus
for run in $(seq 1 "$runs"); do
    for side in ours verify without peer; do
        read -r wall cpu <<<"$(measure "$side")"
        walls[$side]+="$wall "
        cpus[$side]+="$cpu "
        echo "run $run, $side: ${wall} s wall, ${cpu} s CPU"
    done
done
median() { printf '%s\n' $1 | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
w_ours=$(median "${walls[ours]}"); w_without=$(median "${walls[without]}"); w_peer=$(median "${walls[peer]}")
w_verify=$(median "${walls[verify]}"); c_verify=$(median "${cpus[verify]}")
c_ours=$(median "${cpus[ours]}"); c_without=$(median "${cpus[without]}"); c_peer=$(median "${cpus[peer]}")
echo "summary (medians of $runs, swift test --skip-build, 1,000 .svg assertions of $cells cells):"
echo "  with the stamp:    ${w_ours} s wall, ${c_ours} s CPU = $(ratio "$w_ours" "$w_peer")x / $(ratio "$c_ours" "$c_peer")x the peer"
echo "  --verify-all:      ${w_verify} s wall, ${c_verify} s CPU = $(ratio "$w_verify" "$w_peer")x / $(ratio "$c_verify" "$c_peer")x the peer"
echo "  without the stamp: ${w_without} s wall, ${c_without} s CPU = $(ratio "$w_without" "$w_peer")x / $(ratio "$c_without" "$c_peer")x the peer"
echo "  swift-snapshot-testing 1.19.7 .lines: ${w_peer} s wall, ${c_peer} s CPU"
