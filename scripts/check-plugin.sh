#!/usr/bin/env bash
# The `swift package snapshot` command plugin, as a user meets it, in examples/shared-sizing (a
# client package, copied with its dependency on this one by path): the plugin is listed, runs
# snapshot-cli on the client with the arguments given (the same bytes as `swift run
# snapshot-cli`), passes a failure on, and records and tests through a `swift test` of its own
# build folder (SwiftPM holds .build while a plugin runs). That `swift test` is the example's
# test run: CI builds the example once, here.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
failures=0
check() {
    if [ "$2" = ok ]; then echo "ok    $1"; else echo "FAIL  $1: $3"; failures=$((failures + 1)); fi
}
work="$(mktemp -d "${TMPDIR:-/tmp}/snapshot-plugin-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
client="$work/shared-sizing"
tar -C "$root/examples" --exclude=.build -cf - shared-sizing | tar -C "$work" -xf -
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$client/Package.swift"
if cmp -s "$client/Package.swift" "$client/Package.swift.orig"; then
    echo "check-plugin: examples/shared-sizing/Package.swift no longer depends on path \"../..\""; exit 1
fi
rm "$client/Package.swift.orig"
reference=__Snapshots__/ShopSpecsTests/ShopScreenTests/shopOnTwoPhones.iphone-15.txt
cd "$client"
plugin() { swift package --allow-writing-to-package-directory snapshot "$@" 2>"$work/stderr"; }

swift package plugin --list | grep -q "‘snapshot’" && check "the plugin is listed as 'snapshot'" ok || check "the plugin is listed" no "$(swift package plugin --list)"

if plugin check --fixture filter-chips --devices iphone-se --categories AX1 >"$work/check.txt"; then
    check "a broken rule fails through the plugin" no "exit 0"
else
    grep -q "off-screen on 1 of 1: iphone-se AX1" "$work/check.txt" && check "a broken rule fails through the plugin, report printed" ok \
        || check "a broken rule's report" no "$(head -3 "$work/check.txt")"
fi

rm "$reference"
plugin record --missing >"$work/record.txt" || true
cmp -s "$reference" "$root/examples/shared-sizing/$reference" && grep -q "1 recorded" "$work/record.txt" \
    && check "record --missing through the plugin records the missing reference, byte for byte" ok \
    || check "record through the plugin" no "$(tail -3 "$work/record.txt") $(cat "$work/stderr")"
[ -d .build/snapshot-plugin ] && check "the plugin's swift test builds in .build/snapshot-plugin" ok || check "the plugin's build folder" no "$(ls .build)"

plugin test >"$work/test.txt" && grep -q "snapshots: 2 passed, 0 failed" "$work/test.txt" \
    && check "test through the plugin passes: the example's tests and its 2 references" ok || check "test through the plugin" no "$(tail -3 "$work/test.txt") $(cat "$work/stderr")"

# An app's package depending on the example's products, as an app target would: it builds.
mkdir -p "$work/app/Sources/App"
cat >"$work/app/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App", platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(name: "SharedSizing", path: "$client")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ShopApp", package: "SharedSizing"), .product(name: "ShopSpecs", package: "SharedSizing")])])
MANIFEST
printf 'import ShopSpecs\nprint(ShopScreen.segments(goods: ["Leeks"]).map(\\.name))\n' >"$work/app/Sources/App/main.swift"
(cd "$work/app" && swift build >"$work/app.txt" 2>&1) && check "an app package on the example's ShopApp and ShopSpecs products builds" ok \
    || check "an app package on the example's products" no "$(grep -m3 error "$work/app.txt")"

# Last: `swift run` in this repository waits for its .build, which CI's swift test holds.
plugin render --fixture mall --device iphone-se >"$work/plugin.txt"
swift run --package-path "$root" snapshot-cli render --fixture mall --device iphone-se >"$work/run.txt" 2>/dev/null
cmp -s "$work/run.txt" "$work/plugin.txt" && check "render through the plugin is byte for byte swift run's" ok \
    || check "render through the plugin" no "$(diff "$work/run.txt" "$work/plugin.txt" | head -5)"

[ "$failures" = 0 ] || { echo "check-plugin: $failures check(s) failed"; exit 1; }
echo "check-plugin: all checks passed"
