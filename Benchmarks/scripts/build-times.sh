#!/usr/bin/env bash
# Cold build times: this package with its tests, and a one-test package on SnapshotAssertions
# against the same package on swift-snapshot-testing 1.19.7 (the library people would otherwise
# use), several runs in turn.
#
#   bash Benchmarks/scripts/build-times.sh            # debug, as `swift test` builds
#   CONFIGURATION=release bash Benchmarks/scripts/build-times.sh
#
# Each build gets a fresh --scratch-path under a temporary folder (never the repository's
# .build), so nothing is reused between runs. Dependencies are resolved (fetched) before the
# clock starts; the figures are the build alone. Prints one line per build and a summary.
set -euo pipefail

configuration="${CONFIGURATION:-debug}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/snapshot-build-times.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Runs a build and prints "WALL CPU" (CPU = user + system time of every compiler process): on
# this 2-core machine the wall time of one build swings by ±1.5 s, the CPU time by a few percent.
timed() {
    local TIMEFORMAT='%R %U %S'
    { time "$@" >"$work/timed.log" 2>&1; } 2>"$work/time.txt" || { cat "$work/timed.log" >&2; exit 1; }
    awk '{ printf "%.1f %.1f\n", $1, $2 + $3 }' "$work/time.txt"
}

# 1. This package: every target and test target.
read -r ours ours_cpu < <(timed swift build --package-path "$root" --scratch-path "$work/ours" -c "$configuration" --build-tests)
[ -n "$ours" ] || { echo "the build of the root package failed" >&2; exit 1; }
echo "ours: swift build --build-tests of the root package ($configuration): ${ours} s, CPU ${ours_cpu} s"

# 2. A throwaway package: one test target using swift-snapshot-testing's assertSnapshot (built below).
peer="$work/peer-package"
mkdir -p "$peer/Tests/PeerTests"
cat >"$peer/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PeerBuild",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "PeerTests",
            dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    ]
)
MANIFEST
cat >"$peer/Tests/PeerTests/PeerTests.swift" <<'SOURCE'
import SnapshotTesting
import XCTest

final class PeerTests: XCTestCase {
    func testText() {
        assertSnapshot(of: "a\nb\n", as: .lines)
    }
}
SOURCE
# 3. The same one-test package on this library: SnapshotAssertions, one assertion.
client="$work/client-package"
mkdir -p "$client/Tests/ClientTests"
cat >"$client/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ClientBuild",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(path: "$root")],
    targets: [
        .testTarget(
            name: "ClientTests",
            dependencies: [.product(name: "SnapshotAssertions", package: "$(basename "$root")")]),
    ]
)
MANIFEST
cat >"$client/Tests/ClientTests/ClientTests.swift" <<'SOURCE'
import SnapshotAssertions
import XCTest

final class ClientTests: XCTestCase {
    func testScreen() {
        assertSnapshot(of: Screen(name: "Home", device: .iPhone8), as: .ascii)
    }
}
SOURCE

# The two one-test packages, RUNS times each (default 3), in turn, each build from a fresh
# scratch folder (dependencies resolved before the clock starts).
runs="${RUNS:-3}"
peer_times=()
client_times=()
peer_cpu=()
client_cpu=()
for run in $(seq 1 "$runs"); do
    for side in peer client; do
        package="$work/$side-package"
        scratch="$work/$side-$run"
        swift package --package-path "$package" --scratch-path "$scratch" resolve >"$work/$side-resolve.log" 2>&1 \
          || { cat "$work/$side-resolve.log"; exit 1; }
        read -r took cpu < <(timed swift build --package-path "$package" --scratch-path "$scratch" -c "$configuration" --build-tests)
        [ -n "$took" ] || { echo "the $side build failed" >&2; exit 1; }
        if [ "$side" = peer ]; then peer_times+=("$took"); peer_cpu+=("$cpu"); else client_times+=("$took"); client_cpu+=("$cpu"); fi
        echo "run $run, $side: swift build --build-tests of a one-test package ($configuration): ${took} s, CPU ${cpu} s"
        rm -rf "$scratch"
    done
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
peer_median=$(median "${peer_times[@]}")
client_median=$(median "${client_times[@]}")
peer_cpu_median=$(median "${peer_cpu[@]}")
client_cpu_median=$(median "${client_cpu[@]}")
echo "summary: this package with its tests ${ours} s; one-test package on SnapshotAssertions ${client_median} s against swift-snapshot-testing 1.19.7 ${peer_median} s (medians of ${runs}), ratio $(ratio "$client_median" "$peer_median")x (goal <= 1.0x); CPU ${client_cpu_median} s against ${peer_cpu_median} s, $(ratio "$client_cpu_median" "$peer_cpu_median")x; $(nproc) cores, $(swift --version 2>/dev/null | head -1)"
