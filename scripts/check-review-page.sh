#!/usr/bin/env bash
# Builds a snapshot review page from a made-up package with a failing, a new and a hostile
# snapshot, opens it in headless Chromium, checks the DOM and saves a screenshot.
#
#   scripts/check-review-page.sh            # screenshot: .build/snapshot-review-check.png
#   SNAPSHOT_REVIEW_CHECK_PNG=/tmp/x.png scripts/check-review-page.sh
#
# Exits 0 when every check passes (or Chromium is absent: skipped), 1 when a check fails.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
screenshot="${SNAPSHOT_REVIEW_CHECK_PNG:-$root/.build/snapshot-review-check.png}"

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
    echo "check-review-page: skipped: no chromium on PATH (apt-get install -y chromium)"
    exit 0
fi

swift build --package-path "$root" --product snapshot-cli >/dev/null
cli="$(swift build --package-path "$root" --show-bin-path)/snapshot-cli"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
package="$work/package"
snapshots="$package/__Snapshots__/ReviewCheck"
mkdir -p "$snapshots"
echo '// swift-tools-version:6.0' > "$package/Package.swift"

# A failing SVG and a changed listing, rendered by the CLI from the second-category fixture (iPhone SE against
# iPhone 15 for the SVG, iPhone SE against iPhone 8 for the listing, so the two changes differ and
# are not one group).
"$cli" render --fixture second-category --format svg --device iphone-se --output "$snapshots/testScreen.iphone.svg" >/dev/null
"$cli" render --fixture second-category --format svg --device iphone-15 --output "$snapshots/testScreen.iphone.new.svg" >/dev/null
"$cli" render --fixture second-category --format layout --device iphone-se --output "$snapshots/testListing.1.layout" >/dev/null
"$cli" render --fixture second-category --format layout --device iphone-8 --output "$snapshots/testListing.1.new.layout" >/dev/null
# A new SVG that would run a script if its file were opened alone.
printf '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>\n' > "$snapshots/testCrafted.1.new.svg"
# A new snapshot whose name and cell type try to inject markup.
hostile_name='test<img src=x onerror=alert(1)>.1'
printf 'cell <script>alert(1)</script> 0 0 375 50\n' > "$snapshots/$hostile_name.new.txt"

out="$work/review"
"$cli" review --package-path "$package" --output "$out"

dom="$work/dom.html"
mkdir -p "$(dirname "$screenshot")"
"$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$out/index.html" > "$dom" 2>/dev/null
"$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$out/index.html#snapshot-4" > "$work/dom-hash.html" 2>/dev/null
"$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$out/index.html#snapshot-4/overlay" > "$work/dom-view.html" 2>/dev/null
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 --window-size=1400,1000 \
    --screenshot="$screenshot" "file://$out/index.html" >/dev/null 2>&1
# The failing SVG alone in its overlay view, for a person to look at (headless Chromium draws a
# blank page when a screenshot is taken scrolled down, so the entry gets a review of its own).
mkdir -p "$work/svg-only/__Snapshots__/ReviewCheck"
cp "$package/Package.swift" "$work/svg-only/"
cp "$snapshots"/testScreen.iphone.*svg "$work/svg-only/__Snapshots__/ReviewCheck/"
"$cli" review --package-path "$work/svg-only" --output "$work/review-svg" >/dev/null
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 --window-size=1400,1400 \
    --screenshot="${screenshot%.png}-overlay.png" "file://$work/review-svg/index.html#snapshot-1/overlay" >/dev/null 2>&1

failures=0
check() {  # check DESCRIPTION COMMAND…
    local description="$1"; shift
    if "$@"; then echo "ok    $description"; else echo "FAIL  $description"; failures=$((failures + 1)); fi
}
has() { grep -qF -- "$1" "$dom"; }
count() { grep -oF -- "$1" "$dom" | wc -l | tr -d ' '; }

check "four snapshot entries" test "$(count '<article class="snapshot')" = 4
check "a failing entry" has 'data-status="failing" data-name="ReviewCheck/testScreen.iphone.svg"'
check "a new entry" has 'data-status="new"'
check "the failing SVGs are images" has 'src="files/004-reference.svg"'
check "view buttons" has 'data-view="overlay"'
check "opacity slider" has 'class="opacity"'
check "blink toggle" has 'class="blink-toggle"'
check "status filter" has 'class="status-filter" value="failing"'
check "name filter" has 'id="name-filter"'
check "copy buttons" has 'class="copy" data-copy="swift run snapshot-cli accept ReviewCheck/testScreen.iphone"'
check "keyboard help" has '<dd>next snapshot</dd>'
check "the script ran under the hashed CSP (first entry selected)" has 'class="snapshot selected"'
check "the CSP allows no inline script but the page's own" has "script-src 'sha256-"
check "the CSP sets base-uri and form-action" has "base-uri 'none'; form-action 'none'"
check "a crafted SVG file is replaced, not copied" grep -qF 'Not shown: ReviewCheck/testCrafted.1.new.svg</text>' "$out"/files/*.svg
check "no script in any SVG file beside the page" test "$(cat "$out"/files/*.svg | grep -c '<script')" = 0
check "hostile name shown as text" has 'test&lt;img src=x onerror=alert(1)&gt;.1.txt</span>'
check "hostile cell type shown as text" has 'cell &lt;script&gt;alert(1)&lt;/script&gt;'
check "no injected img element" test "$(count '<img src="x"')" = 0
check "no injected script element" test "$(count '<script>alert')" = 0
check "the URL hash selects its entry" grep -qF 'class="snapshot selected" id="snapshot-4"' "$work/dom-hash.html"
check "#snapshot-4/overlay shows the overlay view" grep -qF 'id="snapshot-4" data-status="failing" data-name="ReviewCheck/testScreen.iphone.svg" data-view="overlay"' "$work/dom-view.html"
check "screenshots saved" test -s "$screenshot" -a -s "${screenshot%.png}-overlay.png"

if [ "$failures" -gt 0 ]; then
    echo "check-review-page: $failures check(s) failed; DOM kept at $screenshot.dom.html"
    cp "$dom" "$screenshot.dom.html"
    exit 1
fi
echo "check-review-page: all checks passed; screenshots: $screenshot ${screenshot%.png}-overlay.png"
