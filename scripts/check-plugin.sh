#!/usr/bin/env bash
# The `swift package snapshot` command plugin: it is listed, runs snapshot-cli on the package with
# the arguments given (the same bytes as `swift run snapshot-cli`), passes a failure on, and says
# what to run instead of `test` and `record` (which need .build while SwiftPM holds it).
set -euo pipefail
cd "$(dirname "$0")/.."
failures=0
check() {
    if [ "$2" = ok ]; then echo "ok    $1"; else echo "FAIL  $1: $3"; failures=$((failures + 1)); fi
}
plugin() { swift package --allow-writing-to-package-directory snapshot "$@" 2>"$work/stderr"; }
work="$(mktemp -d "${TMPDIR:-/tmp}/snapshot-plugin-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift package plugin --list | grep -q "‘snapshot’" && check "the plugin is listed as 'snapshot'" ok || check "the plugin is listed" no "$(swift package plugin --list)"

swift run snapshot-cli render --fixture mall --device iphone-se >"$work/run.txt" 2>/dev/null
plugin render --fixture mall --device iphone-se >"$work/plugin.txt"
cmp -s "$work/run.txt" "$work/plugin.txt" && check "render through the plugin is byte for byte swift run's" ok \
    || check "render through the plugin" no "$(diff "$work/run.txt" "$work/plugin.txt" | head -5)"

if plugin check --fixture filter-chips --devices iphone-se --categories AX1 >"$work/check.txt"; then
    check "a broken rule fails through the plugin" no "exit 0"
else
    grep -q "off-screen on 1 of 1: iphone-se AX1" "$work/check.txt" && check "a broken rule fails through the plugin, report printed" ok \
        || check "a broken rule's report" no "$(head -3 "$work/check.txt")"
fi

if plugin test >/dev/null; then
    check "'snapshot test' is refused" no "exit 0"
else
    grep -q "run 'swift run snapshot-cli test' instead" "$work/stderr" && check "'snapshot test' says what to run instead" ok \
        || check "'snapshot test' message" no "$(cat "$work/stderr")"
fi

[ "$failures" = 0 ] || { echo "check-plugin: $failures check(s) failed"; exit 1; }
echo "check-plugin: all checks passed"
