#!/usr/bin/env bash
# Cold build times: this package with its tests, against a minimal test target that depends on
# swift-snapshot-testing 1.19.7 (the library people would otherwise use).
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

seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# 1. This package: every target and test target.
start=$(seconds)
swift build --package-path "$root" --scratch-path "$work/ours" -c "$configuration" --build-tests >"$work/ours.log" 2>&1 \
  || { cat "$work/ours.log"; exit 1; }
ours=$(elapsed "$start" "$(seconds)")
echo "ours: swift build --build-tests of the root package ($configuration): ${ours} s"

# 2. A throwaway package: one test target using swift-snapshot-testing's assertSnapshot.
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
swift package --package-path "$peer" --scratch-path "$work/peer" resolve >"$work/peer-resolve.log" 2>&1 \
  || { cat "$work/peer-resolve.log"; exit 1; }
start=$(seconds)
swift build --package-path "$peer" --scratch-path "$work/peer" -c "$configuration" --build-tests >"$work/peer.log" 2>&1 \
  || { cat "$work/peer.log"; exit 1; }
theirs=$(elapsed "$start" "$(seconds)")
echo "peer: swift build --build-tests of a one-test package on swift-snapshot-testing 1.19.7 ($configuration): ${theirs} s"

echo "summary: ours ${ours} s, peer ${theirs} s ($(nproc) cores, $(swift --version 2>/dev/null | head -1))"
