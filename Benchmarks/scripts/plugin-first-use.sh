#!/usr/bin/env bash
# First use of the command line in a client package: `swift run snapshot-cli` (debug, as it builds
# by default, and release) against the `swift package snapshot` plugin (which builds release),
# each timed on a fresh scratch folder (first use: the build included) and again (second use),
# writing the review of 1,000 failing snapshots, each its own change list.
#
#   bash Benchmarks/scripts/plugin-first-use.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/snapshot-plugin.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The failures: the DCFrame list as its reference, and each new rendering with one row taller
# and its own text, so no two change lists are the same.
swift build --package-path "$root" --product snapshot-cli >/dev/null
cli="$(swift build --package-path "$root" --show-bin-path)/snapshot-cli"
sed 's/"height": 50/"height": 60/' "$root/examples/dcframe-list.json" >"$work/taller.json"
"$cli" render "$root/examples/dcframe-list.json" --format layout --output "$work/ref.layout" >/dev/null
"$cli" render "$work/taller.json" --format layout --output "$work/new.layout" >/dev/null

client="$work/client"
identity="$(basename "$root" | tr "[:upper:]" "[:lower:]")"
folder="$client/__Snapshots__/ClientTests/ListTests"
mkdir -p "$folder" "$client/Tests/ClientTests"
cat >"$client/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(path: "$root")],
    targets: [.testTarget(name: "ClientTests", dependencies: [.product(name: "SnapshotAssertions", package: "$identity")])]
)
MANIFEST
echo 'import SnapshotAssertions' >"$client/Tests/ClientTests/ListTests.swift"
for number in $(seq -w 0 999); do
    cp "$work/ref.layout" "$folder/rows.$number.layout"
    sed "0,/text \"1\"/s//text \"row $number\"/" "$work/new.layout" >"$folder/rows.$number.new.layout"
done

timed() {
    local TIMEFORMAT='%R'
    { time "$@" >"$work/timed.log" 2>&1; } 2>"$work/time.txt" || { cat "$work/timed.log" >&2; exit 1; }
    cat "$work/time.txt"
}

# Each review goes to a folder of its own: writing into a folder just emptied costs ext4 a scan of
# its recently deleted entries per new file (2 s of system time for these 2,930 files).
runs=0
run() {
    local label="$1"; shift
    rm -rf "$client/.build"
    local first second
    runs=$((runs + 1))
    first="$(timed "$@" --output "$work/review-$runs-first")"
    second="$(timed "$@" --output "$work/review-$runs-second")"
    echo "$label: first use ${first} s, second ${second} s"
}

cd "$client"
run "swift run snapshot-cli review (debug)" swift run snapshot-cli review
run "swift run -c release snapshot-cli review" swift run -c release snapshot-cli review
run "swift package snapshot review (the plugin builds release)" swift package --allow-writing-to-package-directory snapshot review
