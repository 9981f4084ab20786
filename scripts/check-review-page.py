#!/usr/bin/env python3
"""The review page in a real Chromium, driven with Playwright.

1. A page of a failing SVG, a changed listing, a crafted SVG and a snapshot whose name and text
   try to inject markup: the script runs under the page's hashed Content-Security-Policy,
   nothing injected becomes an element or runs, the URL's hash selects an entry and its view.
2. A package whose snapshots fail in groups (one inset change on three devices, one height change
   on two, a lone change, two new devices of one test): the groups lead the page largest first;
   filter by name, move with the keys, accept one group, reject another, accept a lone snapshot
   with a key, reload (restored decisions are counted in a bar and held back until kept),
   download decisions.json, run `snapshot-cli apply` on it and check the references' bytes.
3. Two causes sharing members; decisions another page planted in the browser's storage.
4. 1,000 failing snapshots: how long `review` takes and how soon the page is usable. These are
   benchmark figures, printed on `bench` lines with their goal (2 s to a usable page); only a hang
   guard (60 s) fails a run, since a wall-clock bound fails on a busy machine for nothing.
   `.ci/run` runs this part alone (`--part scale`), after its parallel builds have ended, so the
   figure it prints is not measured against them.

Screenshots go to .build/review-*.png.

    python3 scripts/check-review-page.py               # every part: Chromium from PATH (Debian's chromium)
    python3 scripts/check-review-page.py --part pages  # parts 1 to 3
    python3 scripts/check-review-page.py --part scale  # part 4

Prints one line per check and 'review-page: N passed, N failed'; exits 1 when a check fails.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / ".build"
passed = 0
failed = 0


def check(description, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok    {description}")
    else:
        failed += 1
        print(f"FAIL  {description} {detail}")


def cli_path():
    subprocess.run(["swift", "build", "--package-path", str(ROOT), "--product", "snapshot-cli"], check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--package-path", str(ROOT), "--show-bin-path"], check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "snapshot-cli"


def render(cli, screen, device, fmt, output):
    output.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(cli), "render", str(screen), "--device", device, "--format", fmt, "--output", str(output)],
                   check=True, stdout=subprocess.DEVNULL)


def variant(source, target, change):
    data = json.loads(source.read_text())
    change(data)
    target.write_text(json.dumps(data))
    return target


def taller_list(work):
    """The DCFrame list example with its first row 60 pt high: a screen file in `work`."""
    return variant(ROOT / "examples" / "dcframe-list.json", work / "taller.json",
                   lambda d: d["segments"][0]["items"][0].__setitem__("height", 60))


def download_decisions(page, path):
    """Clicks the page's download button; the file saved at `path` and its JSON."""
    with page.expect_download() as download:
        page.click("#download-decisions")
    download.value.save_as(str(path))
    return path, json.loads(path.read_text())


def make_package(cli, work):
    package = work / "package"
    snapshots = package / "__Snapshots__"
    package.mkdir()
    (package / "Package.swift").write_text("// swift-tools-version:6.0\n")
    examples = ROOT / "examples"
    wider = variant(examples / "second-category.json", work / "wider.json",
                    lambda d: d["segments"][3].__setitem__("inset", {"left": 20}))
    taller = taller_list(work)
    # One inset change on three 2x devices: one group of three (on a 3x one the moved grid would
    # also be off the pixel grid: another change list, another group).
    for device in ["iphone-se", "iphone-8", "ipad"]:
        render(cli, examples / "second-category.json", device, "svg", snapshots / f"Shop/Category/svg.{device}.svg")
        render(cli, wider, device, "svg", snapshots / f"Shop/Category/svg.{device}.new.svg")
    # One height change on two devices of one width: a group of two.
    for device in ["iphone-8", "iphone-x"]:
        render(cli, examples / "dcframe-list.json", device, "layout", snapshots / f"Shop/List/rows.{device}.layout")
        render(cli, taller, device, "layout", snapshots / f"Shop/List/rows.{device}.new.layout")
    # A lone change, and two new devices of one test.
    render(cli, examples / "listkit-shared-rows.json", "iphone-8", "layout", snapshots / "Shop/Tags/tags.1.layout")
    render(cli, taller, "iphone-8", "layout", snapshots / "Shop/Tags/tags.1.new.layout")
    for device in ["iphone-se", "iphone-8"]:
        render(cli, examples / "second-category.json", device, "ascii", snapshots / f"Shop/Home/home.{device}.new.txt")
    return package


PARTS = ("pages", "scale")
USABLE_GOAL_SECONDS = 2
HANG_GUARD_SECONDS = 60


def parts_asked(arguments):
    """The parts named by `--part NAME` (every part without it); exits 2 on any other argument."""
    if not arguments:
        return set(PARTS)
    if len(arguments) == 2 and arguments[0] == "--part" and arguments[1] in PARTS:
        return {arguments[1]}
    print(f"usage: check-review-page.py [--part {'|'.join(PARTS)}] (got: {' '.join(arguments)})", file=sys.stderr)
    sys.exit(2)


def main():
    global failed
    parts = parts_asked(sys.argv[1:])
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("review-page: skipped: no chromium on PATH (apt-get install -y chromium)")
        return 0

    cli = cli_path()
    work = Path(tempfile.mkdtemp(prefix="review-page-"))
    SHOTS.mkdir(exist_ok=True)
    try:
        if "pages" in parts:
            pages(cli, work, chromium)
        if "scale" in parts:
            scale(cli, work, chromium)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"review-page: {passed} passed, {failed} failed")
    return 1 if failed else 0


def pages(cli, work, chromium):
    """Parts 1 to 3: the decisions package, the basics, two causes, planted decisions, hostile styles."""
    from playwright.sync_api import sync_playwright
    package = make_package(cli, work)
    snapshots = package / "__Snapshots__"
    before = {p.relative_to(snapshots).as_posix(): p.read_bytes() for p in snapshots.rglob("*") if p.is_file()}
    subprocess.run([str(cli), "review", "--package-path", str(package), "--output", str(work / "review")],
                   check=True, stdout=subprocess.DEVNULL)
    index = (work / "review" / "index.html").as_uri()

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 900}, accept_downloads=True)
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.goto(index)
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")

        groups = page.locator("#groups .group")
        sizes = [int(groups.nth(i).get_attribute("data-members")) for i in range(groups.count())]
        check("the page leads with its change groups, largest first", sizes == [3, 2, 2], f"{sizes}")
        check("a group is one id for one change list", groups.nth(0).get_attribute("data-group").startswith("c"))
        first = groups.nth(0).locator("h3").inner_text()
        check("the largest group says its change once", 'inset left 16 → 20' in first and first.count("inset") == 1, first)
        check("a group names its representative", groups.nth(0).locator(".group-representative a").count() == 1)
        brought = groups.nth(0).locator(".group-consequences li")
        check("the group lists what its cause brought with it, open, beneath its heading",
              groups.nth(0).locator(".group-consequences").get_attribute("open") is not None and brought.count() > 0
              and all("moved right by 4 pt" in brought.nth(i).inner_text() for i in range(brought.count())),
              f"{[brought.nth(i).inner_text() for i in range(brought.count())]}")
        check("no script errors", not errors, f"{errors}")

        page.fill("#name-filter", "List/")
        check("filtering by name shows the matching snapshots", page.inner_text("#visible-count") == "2 of 8 shown",
              page.inner_text("#visible-count"))
        page.fill("#name-filter", "")
        page.keyboard.press("Escape")
        start = page.get_attribute("article.snapshot.selected", "id")
        page.keyboard.press("j")
        moved = page.get_attribute("article.snapshot.selected", "id")
        check("j moves to the next snapshot", start != moved, f"{start} → {moved}")
        page.keyboard.press("k")
        check("k moves back", page.get_attribute("article.snapshot.selected", "id") == start)

        rows = page.locator('article[data-snapshot="Shop/List/rows.iphone-8.layout"] .view-side pre.snapshot-text')
        check("a text view marks its changed lines", rows.nth(1).locator("mark.changed-line").count() > 0)
        # Opened as it nears the screen (not every entry at load): scrolled to, as a reader would.
        rows.nth(1).scroll_into_view_if_needed()
        opens_at_change = ("pre => { const m = pre.querySelector('mark.changed-line'); const top = m.offsetTop - pre.scrollTop;"
                           " const wanted = Math.min(pre.scrollHeight - pre.clientHeight, Math.max(0, m.offsetTop - 48));"
                           " return Math.abs(pre.scrollTop - wanted) <= 1 && top >= 0 && top < pre.clientHeight; }")
        try:
            page.wait_for_function(f"({opens_at_change})(document.querySelectorAll("
                                   "'article[data-snapshot=\"Shop/List/rows.iphone-8.layout\"] .view-side pre.snapshot-text')[1])",
                                   timeout=5000)
            first_visible = True
        except Exception:
            first_visible = False
        check("a text view opens at its first changed line", first_visible)
        rows.nth(0).evaluate("pre => { pre.scrollTop = 400; }")
        page.wait_for_timeout(100)
        synced = rows.nth(1).evaluate("pre => pre.scrollTop")
        check("the two sides scroll together", abs(synced - 400) <= 1, f"{synced}")

        svg_entry = page.locator('article[data-snapshot="Shop/Category/svg.ipad.svg"]')
        svg_entry.locator("h2").click()
        page.keyboard.press("z")
        zoomed = svg_entry.locator(".view-diff img").evaluate("img => img.style.objectViewBox")
        check("z shows the diff overlay zoomed to the change", svg_entry.get_attribute("data-view") == "diff"
              and zoomed.startswith("inset("), zoomed)
        svg_entry.screenshot(path=str(SHOTS / "review-decisions-zoomed.png"))
        page.keyboard.press("z")
        check("z again shows the whole overlay", svg_entry.locator(".view-diff img").evaluate("img => img.style.objectViewBox") == "")
        page.keyboard.press("2")
        check("the overlay view gets its two renderings when opened",
              svg_entry.locator(".view-overlay .layer img").count() == 2
              and svg_entry.locator(".view-overlay .layer-actual img").is_visible())
        page.keyboard.press("1")

        # Nothing accepted unseen: every member of a group whose change lists differ is drawn.
        new_home = page.locator('article[data-snapshot^="Shop/Home/home."]')
        check("each new snapshot of a group is drawn, not only its first",
              new_home.count() == 2 and page.locator('article.member[data-snapshot^="Shop/Home/home."]').count() == 0
              and all(new_home.nth(i).locator(".view-side pre.snapshot-text").count() == 1 for i in range(2)))
        drawn = page.locator('article.snapshot[data-snapshot^="Shop/Category/svg."]:not(.member) .view-diff img').count()
        named = page.locator('article.member[data-snapshot^="Shop/Category/svg."]')
        check("the inset group's devices are drawn, or named with the same change list and a link to their rendering",
              drawn >= 1 and drawn + named.count() == 3
              and all("same change list" in named.nth(i).inner_text() and named.nth(i).locator("a[href$='.svg']").count() == 1
                      for i in range(named.count())), f"{drawn} drawn, {named.count()} named")

        inset_group = groups.filter(has_text="inset left 16 → 20")
        rows_group = groups.filter(has=page.locator(".group-representative", has_text="Shop/List/rows"))
        inset_group.locator('button.decide-group[data-decision="accept"]').click()
        rows_group.locator('button.decide-group[data-decision="reject"]').click()
        lone = page.locator('article[data-snapshot="Shop/Tags/tags.1.layout"]')
        lone.locator("h2").click()
        page.keyboard.press("a")
        counter = page.inner_text("#decided")
        check("the page counts what is decided and what is left",
              counter == "6 of 8 decided: 4 accepted, 2 rejected, 2 left", counter)
        decided = inset_group.locator(".group-decided").inner_text()
        check("a decided group says so", decided == "accepted: 3 of 3 snapshots accepted", decided)
        accept_inset = inset_group.locator('button.decide-group[data-decision="accept"]')
        check("a decided group's button says it is set, and its own Undo shows",
              accept_inset.inner_text() == "Accepted" and accept_inset.is_disabled()
              and inset_group.locator("button.undo-group").is_visible(), accept_inset.inner_text())
        listed = page.locator('#snapshot-list li[data-decision="accept"] .nav-decision')
        check("the list on the left shows each snapshot's decision",
              listed.count() == 4 and all(listed.nth(i).inner_text() == "accepted" for i in range(4))
              and page.locator('#snapshot-list li[data-decision="reject"]').count() == 2, f"{listed.count()} accepted")
        page.screenshot(path=str(SHOTS / "review-decisions-1440x900.png"))
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SHOTS / "review-decisions-groups-1440x900.png"))

        group_copy = inset_group.locator("button.copy").first
        check("the change groups have Copy buttons", group_copy.count() == 1)
        group_copy.click()
        page.wait_for_timeout(100)
        copied = group_copy.inner_text()
        check("a change group's Copy button answers", copied in ("Copied", "Copy failed: select the text"), copied)

        # Leaving with decisions not downloaded asks first; a reload keeps them.
        dialogs = []
        page.on("dialog", lambda dialog: (dialogs.append(dialog.type), dialog.accept()))
        page.reload()
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        check("leaving with decisions not downloaded asks first", dialogs == ["beforeunload"], f"{dialogs}")
        counter = page.inner_text("#decided")
        check("a reload of the same review keeps its decisions",
              counter == "6 of 8 decided: 4 accepted, 2 rejected, 2 left", counter)
        check("a kept decision shows on its entry", lone.get_attribute("data-decision") == "accept")
        restored = page.locator("#restored")
        check("restored decisions are counted in a bar", restored.is_visible()
              and restored.inner_text().startswith("3 decisions restored"), restored.inner_text())
        downloads = []
        page.on("download", lambda d: downloads.append(d))
        page.click("#download-decisions")
        page.wait_for_timeout(300)
        check("nothing is downloaded before restored decisions are kept or cleared",
              not downloads and restored.get_attribute("data-attention") == "true")
        page.click("#restored-keep")
        check("keeping them hides the bar", not restored.is_visible())

        decisions, content = download_decisions(page, work / "decisions.json")
        check("the decisions file lists six decisions with digests",
              len(content["decisions"]) == 6 and all(len(d["pending"]) == 16 for d in content["decisions"]))

        dialogs.clear()
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(index)
        check("after the download, leaving asks nothing", dialogs == [], f"{dialogs}")
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        page.screenshot(path=str(SHOTS / "review-decisions-390x844.png"))
        browser.close()

    applied = subprocess.run([str(cli), "apply", str(decisions), "--package-path", str(package)],
                             capture_output=True, text=True)
    check("snapshot-cli apply carries them out", applied.returncode == 0, applied.stderr)
    after = {p.relative_to(snapshots).as_posix(): p.read_bytes() for p in snapshots.rglob("*") if p.is_file()}
    accepted = ["Shop/Category/svg.iphone-se.svg", "Shop/Category/svg.iphone-8.svg", "Shop/Category/svg.ipad.svg",
                "Shop/Tags/tags.1.layout"]
    check("accepted references hold the renderings the page showed",
          all(after.get(name) == before[name.rsplit(".", 1)[0] + ".new." + name.rsplit(".", 1)[1]] for name in accepted))
    check("rejected references keep their bytes",
          all(after.get(f"Shop/List/rows.{d}.layout") == before[f"Shop/List/rows.{d}.layout"] for d in ["iphone-8", "iphone-x"]))
    check("decided pending files are gone, undecided ones stay",
          not any(name.endswith(".new.svg") or name.endswith(".new.layout") for name in after)
          and "Shop/Home/home.iphone-8.new.txt" in after)
    again = subprocess.run([str(cli), "apply", str(decisions), "--package-path", str(package)], capture_output=True, text=True)
    check("applying the same decisions again finds them done", again.returncode == 0 and "done " in again.stdout,
          again.stdout + again.stderr)

    basics(cli, work, chromium)
    two_causes(cli, work, chromium)
    one_record(cli, work, chromium)
    planted(work / "two-causes-review", chromium)
    hostile_styles(cli, work, chromium)


def basics(cli, work, chromium):
    """What the page is before any decision: its script runs under the hashed policy, hostile
    names and texts stay text, a crafted SVG is not copied beside it, and the URL's hash selects
    an entry (#snapshot-N) and its view (#snapshot-N/overlay). Screenshots of the page and of an
    overlay view go to .build/review-page-*.png."""
    from playwright.sync_api import sync_playwright
    package = work / "basics"
    folder = package / "__Snapshots__" / "ReviewCheck"
    folder.mkdir(parents=True)
    (package / "Package.swift").write_text("// swift-tools-version:6.0\n")
    # iPhone SE against iPhone 15 for the SVG, against iPhone 8 for the listing: two changes, not one group.
    for device, name in [("iphone-se", "testScreen.iphone.svg"), ("iphone-15", "testScreen.iphone.new.svg")]:
        render(cli, ROOT / "examples" / "second-category.json", device, "svg", folder / name)
    for device, name in [("iphone-se", "testListing.1.layout"), ("iphone-8", "testListing.1.new.layout")]:
        render(cli, ROOT / "examples" / "second-category.json", device, "layout", folder / name)
    (folder / "testCrafted.1.new.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>\n')
    (folder / "test<img src=x onerror=alert(1)>.1.new.txt").write_text("cell <script>alert(1)</script> 0 0 375 50\n")
    review = work / "basics-review"
    subprocess.run([str(cli), "review", "--package-path", str(package), "--output", str(review)], check=True, stdout=subprocess.DEVNULL)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors, dialogs = [], []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        index = (review / "index.html").as_uri()
        page.goto(index)
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        check("four entries, the first selected: the script ran under the hashed policy",
              page.locator("article.snapshot").count() == 4 and page.get_attribute("article.snapshot.selected", "id") == "snapshot-1")
        check("no injected element, no alert, no policy violation",
              page.locator('img[src="x"]').count() == 0 and page.locator("script").count() == 1 and not dialogs and not errors,
              f"{dialogs} {errors}")
        hostile = page.locator('article[data-name^="ReviewCheck/test<img"]')
        check("a hostile name and text are shown as text", hostile.count() == 1
              and "cell <script>alert(1)</script>" in hostile.inner_text())
        files = list((review / "files").glob("*.svg"))
        check("a crafted SVG is replaced beside the page, no script in any SVG file",
              any("Not shown: ReviewCheck/testCrafted.1.new.svg" in f.read_text() for f in files)
              and not any("<script" in f.read_text() for f in files))
        page.screenshot(path=str(SHOTS / "review-page-1400x1000.png"))
        failing = page.locator('article[data-name="ReviewCheck/testScreen.iphone.svg"]')
        number = failing.get_attribute("id")
        page.goto(f"{index}#{number}")
        page.wait_for_function(f"document.getElementById('{number}').classList.contains('selected')")
        check("the URL's hash selects its entry", page.get_attribute("article.snapshot.selected", "id") == number)
        page.goto(f"{index}#{number}/overlay")
        page.wait_for_function(f"document.getElementById('{number}').getAttribute('data-view') === 'overlay'")
        check("#snapshot-N/overlay opens its overlay view", failing.locator(".view-overlay .layer img").count() == 2)
        failing.screenshot(path=str(SHOTS / "review-page-overlay.png"))
        browser.close()


def two_causes(cli, work, chromium):
    """Issue 29's review: one segment's inset 16 → 20 on 17 snapshots, its cells' height 265 → 285
    on 6 of them too. Two groups share 6 members: accepting the inset group accepts 11 and leaves
    6 waiting for the height group; accepting that one decides all 17; its button undoes and
    redoes; the downloaded decisions hold 17 and apply carries them out."""
    from playwright.sync_api import sync_playwright
    package = work / "two-causes"
    snapshots = package / "__Snapshots__"
    package.mkdir()
    (package / "Package.swift").write_text("// swift-tools-version:6.0\n")
    examples = ROOT / "examples"
    def goods(d, inset, height):
        d["segments"][3]["inset"] = {"left": inset}
        d["segments"][3]["items"][0]["height"] = height
    wider = variant(examples / "second-category.json", work / "wider-only.json", lambda d: goods(d, 20, 265))
    both = variant(examples / "second-category.json", work / "wider-taller.json", lambda d: goods(d, 20, 285))
    devices = ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-14", "iphone-15", "iphone-15-plus",
               "iphone-16-pro", "iphone-16-pro-max", "ipad", "ipad-pro-11"]
    for device in devices:
        render(cli, examples / "second-category.json", device, "layout", snapshots / f"Shop/Goods/inset.{device}.layout")
        render(cli, wider, device, "layout", snapshots / f"Shop/Goods/inset.{device}.new.layout")
    for device in devices[:6]:
        render(cli, examples / "second-category.json", device, "layout", snapshots / f"Shop/Goods/both.{device}.layout")
        render(cli, both, device, "layout", snapshots / f"Shop/Goods/both.{device}.new.layout")
    before = {p.relative_to(snapshots).as_posix(): p.read_bytes() for p in snapshots.rglob("*") if p.is_file()}
    subprocess.run([str(cli), "review", "--package-path", str(package), "--output", str(work / "two-causes-review")],
                   check=True, stdout=subprocess.DEVNULL)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 900}, accept_downloads=True)
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto((work / "two-causes-review" / "index.html").as_uri())
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        groups = page.locator("#groups .group")
        inset = groups.filter(has_text="inset left 16 → 20")
        height = groups.filter(has_text='"OptimumGoodsCell" height 265 → 285 (+20)')
        check("the two causes are two groups of 17 and 6",
              inset.count() == 1 and height.count() == 1 and inset.get_attribute("data-members") == "17"
              and height.get_attribute("data-members") == "6",
              f"{[groups.nth(i).locator('h3').inner_text() for i in range(groups.count())]}")
        inset.locator('button.decide-group[data-decision="accept"]').click()
        counter = page.inner_text("#decided")
        check("accepting the inset group accepts 11 and leaves 6 waiting",
              counter == "11 of 17 decided: 11 accepted, 0 rejected, 6 left (6 waiting for another group)", counter)
        shared = page.locator('article[data-snapshot="Shop/Goods/both.iphone-8.layout"]')
        # Articles off screen are not rendered (`content-visibility: auto`), so their text is read
        # from the document, not from what is drawn.
        state = (shared.locator(".decided-as").text_content() or "").strip()
        height_id = height.get_attribute("data-group")
        check("a snapshot with both causes says which group it waits for", state == f"waiting for group {height_id}", state)
        check("the inset group says it is accepted and who waits",
              inset.locator(".group-decided").inner_text() == "accepted: 11 of 17 snapshots accepted, 6 waiting for another group",
              inset.locator(".group-decided").inner_text())
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SHOTS / "review-decisions-two-causes-1440x900.png"))
        accept_height = height.locator('button.decide-group[data-decision="accept"]')
        check("the height group's button says Accept group", accept_height.inner_text() == "Accept group")
        # `A` on a snapshot waiting for the height group accepts that group, not its first (the
        # inset group, accepted already: an undo of it is what `A` did before).
        shared.locator("h2").click()
        page.keyboard.press("Shift+A")
        counter = page.inner_text("#decided")
        check("A on a waiting snapshot accepts the group it waits for", counter == "17 of 17 decided: 17 accepted, 0 rejected, 0 left",
              counter)
        page.keyboard.press("Shift+A")
        check("A again undoes nothing", page.inner_text("#decided") == counter, page.inner_text("#decided"))
        # `u` on that snapshot (no decision of its own) undoes what `A` did, and says so; again, the
        # inset group accepted before from its button; a third time there is nothing left to undo.
        page.keyboard.press("u")
        after_undo = page.inner_text("#decided")
        check("u undoes the group A accepted", after_undo == "11 of 17 decided: 11 accepted, 0 rejected, 6 left (6 waiting for another group)",
              after_undo)
        check("u says what it undid", page.inner_text("#decision-said") == f"undid the acceptance of group {height_id}",
              page.inner_text("#decision-said"))
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(SHOTS / "review-decisions-undo-1440x900.png"))
        page.keyboard.press("u")
        page.keyboard.press("u")
        check("u with nothing left to undo says so", page.inner_text("#decision-said").startswith("nothing to undo for Shop/Goods/both.iphone-8.layout"),
              page.inner_text("#decision-said"))
        page.keyboard.press("Shift+A")
        page.keyboard.press("Shift+A")
        counter = page.inner_text("#decided")
        check("A twice accepts both groups again", counter == "17 of 17 decided: 17 accepted, 0 rejected, 0 left", counter)
        undo_height = height.locator("button.undo-group")
        undo_height.click()
        counter = page.inner_text("#decided")
        check("the group's own Undo takes it back, leaving the 6 waiting and the inset group accepted",
              counter == "11 of 17 decided: 11 accepted, 0 rejected, 6 left (6 waiting for another group)", counter)
        # A double click on Accept group accepts it and leaves it accepted.
        accept_height.dblclick()
        counter = page.inner_text("#decided")
        check("a double click on Accept group leaves the group accepted", counter == "17 of 17 decided: 17 accepted, 0 rejected, 0 left",
              counter)
        check("its button says Accepted", accept_height.inner_text() == "Accepted", accept_height.inner_text())
        box, undo_box = accept_height.bounding_box(), undo_height.bounding_box()
        check("the Undo is not under the pointer that accepted", box and undo_box and undo_box["x"] >= box["x"] + box["width"],
              f"{box} {undo_box}")
        decisions, content = download_decisions(page, work / "two-causes-decisions.json")
        check("the downloaded decisions hold 17 of 17, all accepted",
              len(content["decisions"]) == 17 and all(d["decision"] == "accept" for d in content["decisions"]))
        check("no script errors on the two-cause page", not errors, f"{errors}")
        browser.close()
    applied = subprocess.run([str(cli), "apply", str(decisions), "--package-path", str(package)], capture_output=True, text=True)
    after = {p.relative_to(snapshots).as_posix(): p.read_bytes() for p in snapshots.rglob("*") if p.is_file()}
    check("apply makes all 17 renderings the references",
          applied.returncode == 0 and len([n for n in after if n.endswith(".new.layout")]) == 0
          and all(after[n.replace(".new.layout", ".layout")] == before[n] for n in before if n.endswith(".new.layout")),
          applied.stderr)


def one_record(cli, work, chromium):
    """Issue 39: the command line's and the page's group decisions are one record. Three
    snapshots with an inset cause and a height cause: `accept --group` takes the inset group, and
    the page then shows all three waiting for the height group, in their entries and the list;
    on a second package the page accepts the inset group, its download holds three "wait"
    decisions, `apply` records them, and `accept --group` of the height group takes all three."""
    from playwright.sync_api import sync_playwright
    both = work / "wider-taller.json"
    examples = ROOT / "examples"

    def package_of(name):
        package = work / name
        (package / "__Snapshots__").mkdir(parents=True)
        (package / "Package.swift").write_text("// swift-tools-version:6.0\n")
        for device in ["iphone-se", "iphone-8", "iphone-15"]:
            render(cli, examples / "second-category.json", device, "layout", package / f"__Snapshots__/Shop/Goods/both.{device}.layout")
            render(cli, both, device, "layout", package / f"__Snapshots__/Shop/Goods/both.{device}.new.layout")
        return package

    def review(package):
        output = work / f"{package.name}-review"
        shutil.rmtree(output, ignore_errors=True)
        subprocess.run([str(cli), "review", "--package-path", str(package), "--output", str(output)], check=True, stdout=subprocess.DEVNULL)
        return (output / "index.html").as_uri()

    def group_ids(page):
        groups = page.locator("#groups .group")
        return groups.filter(has_text="inset left 16 → 20").get_attribute("data-group"), \
            groups.filter(has_text="height 265 → 285").get_attribute("data-group")

    cli_first = package_of("cli-first")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 900}, accept_downloads=True)
        page.goto(review(cli_first))
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        inset_id, height_id = group_ids(page)
        accepted = subprocess.run([str(cli), "accept", "--group", inset_id, "--package-path", str(cli_first)], capture_output=True, text=True)
        check("accept --group of the inset leaves the three waiting", accepted.stdout.count("waiting ") == 3, accepted.stdout)
        page.goto(review(cli_first))
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        counter = page.inner_text("#decided")
        check("the page shows the command line's group decision: all three wait for the height group",
              counter == "0 of 3 decided: 0 accepted, 0 rejected, 3 left (3 waiting for another group)"
              and page.locator(f'article[data-waiting="{height_id}"]').count() == 3
              and page.locator('#snapshot-list li[data-decision="waiting"]').count() == 3, counter)
        said = page.locator("#groups .group").filter(has_text="inset left 16 → 20").locator(".group-decided").inner_text()
        check("the inset group says the command line accepted it for its members",
              said == "undecided (accepted for 3 of 3 by snapshot-cli accept --group)", said)
        page.locator("#groups .group").filter(has_text="height 265 → 285").locator('button.decide-group[data-decision="accept"]').click()
        check("accepting the height group on the page then decides all three",
              page.inner_text("#decided") == "3 of 3 decided: 3 accepted, 0 rejected, 0 left", page.inner_text("#decided"))
        page.screenshot(path=str(SHOTS / "review-one-record-1440x900.png"))

        # The same snapshots make the same page id: a fresh browser, so nothing is restored.
        page_first = package_of("page-first")
        page = browser.new_context(accept_downloads=True, viewport={"width": 1440, "height": 900}).new_page()
        page.goto(review(page_first))
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        page.locator("#groups .group").filter(has_text="inset left 16 → 20").locator('button.decide-group[data-decision="accept"]').click()
        path, content = download_decisions(page, work / "page-first-decisions.json")
        check("a snapshot that waits is downloaded as wait, with the group accepted for it",
              [d["decision"] for d in content["decisions"]] == ["wait"] * 3 and all(d["groups"] == [inset_id] for d in content["decisions"]),
              f"{content['decisions']}")
        browser.close()
    applied = subprocess.run([str(cli), "apply", str(path), "--package-path", str(page_first)], capture_output=True, text=True)
    check("apply records the page's group decisions", applied.returncode == 0 and "3 waiting" in applied.stdout, applied.stdout + applied.stderr)
    taken = subprocess.run([str(cli), "accept", "--group", height_id, "--package-path", str(page_first)], capture_output=True, text=True)
    check("accept --group of the other group then takes all three", taken.stdout.count("accepted Shop/Goods/both.") == 3, taken.stdout)


def planted(review, chromium):
    """Decisions another page opened from a file wrote into the browser's storage under this
    page's id: a snapshot's with its right digest (it could know it) is restored but shown in the
    bar and not downloaded until kept or cleared; a group's without the group's digest (the old
    form), or with another digest, is not restored at all."""
    from playwright.sync_api import sync_playwright
    html = (review / "index.html").read_text()
    page_id = html.split('<meta name="snapshot-review-page" content="', 1)[1].split('"', 1)[0]
    target = "Shop/Goods/both.iphone-8.layout"
    pending = html.split(f'data-snapshot="{target}"', 1)[1].split('data-pending-digest="', 1)[1].split('"', 1)[0]
    group_ids = [part.split('"', 1)[0] for part in html.split('data-group="')[1:]]
    stored = {"decisions": {target: {"decision": "reject", "pending": pending}},
              "groups": {group_ids[0]: "accept", group_ids[1]: {"decision": "accept", "digest": "0" * 16}},
              "undownloaded": False}
    planter = review.parent / "planter.html"
    planter.write_text("<!DOCTYPE html><script>localStorage.setItem("
                       + json.dumps("snapshot-review-decisions:" + page_id) + ", " + json.dumps(json.dumps(stored))
                       + ");document.title='planted'</script>")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 900}, accept_downloads=True)
        page.goto(planter.as_uri())
        page.wait_for_function("document.title === 'planted'")
        page.goto((review / "index.html").as_uri())
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        bar = page.locator("#restored")
        counter = page.inner_text("#decided")
        check("a planted snapshot decision is restored only into the bar's count, groups without their digest not at all",
              bar.is_visible() and bar.inner_text().startswith("1 decision restored")
              and counter == "1 of 17 decided: 0 accepted, 1 rejected, 16 left", f"{bar.inner_text()!r} {counter!r}")
        page.screenshot(path=str(SHOTS / "review-decisions-restored-1440x900.png"))
        downloads = []
        page.on("download", lambda d: downloads.append(d))
        page.keyboard.press("d")
        page.wait_for_timeout(300)
        check("d downloads nothing while restored decisions wait", not downloads)
        page.click("#restored-clear")
        counter = page.inner_text("#decided")
        check("clearing them undoes them", not bar.is_visible() and counter.startswith("0 of 17 decided"), counter)
        page.reload()
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        check("after a clear, a reload restores nothing", not bar.is_visible()
              and page.inner_text("#decided").startswith("0 of 17 decided"))
        browser.close()


HOSTILE_STYLES = [
    '<style>.a{fill:&#x75;rl(URL)}</style>',
    '<style>.a{fill:\\75 rl(URL)}</style>',
    '<style>.a{fill:image-set("URL" 1x)}</style>',
    '<style>.a{fill:ur<g/>l(URL)}</style>',
    '<style><![CDATA[.a{fill:ur]]><![CDATA[l(URL)}]]></style>',
    '<style>.a{fill:ur<!-- -->l(URL)}</style>',
    '<style>@font-face{font-family:x;src:url(URL)}</style>',
    '<style>@import "URL";</style>',
    '<rect style="fill:\\75 rl(URL)"/>',
    '<rect style="background:-webkit-image-set(&quot;URL&quot; 1x)"/>',
]


def hostile_styles(cli, work, chromium):
    """SVG renderings that try to load a URL through CSS: none may fetch anything when the review
    folder's copy is opened on its own, and the page itself applies no style but its sheet."""
    from playwright.sync_api import sync_playwright
    package = work / "hostile"
    folder = package / "__Snapshots__" / "Hostile" / "Styles"
    folder.mkdir(parents=True)
    (package / "Package.swift").write_text("// swift-tools-version:6.0\n")
    for number, style in enumerate(HOSTILE_STYLES):
        url = f"http://127.0.0.1:9/leak-{number}"
        body = style.replace("URL", url)
        (folder / f"s.{number}.new.svg").write_text(
            f'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">{body}<rect class="a" width="40" height="40"/></svg>\n')
    subprocess.run([str(cli), "review", "--package-path", str(package), "--output", str(work / "hostile-review")],
                   check=True, stdout=subprocess.DEVNULL)
    requests = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page()
        page.on("request", lambda request: requests.append(request.url) if not request.url.startswith("file:") else None)
        files = sorted((work / "hostile-review" / "files").glob("*.svg"))
        for file in files:
            page.goto(file.as_uri())
            page.wait_for_timeout(100)
        shown_alone = len(files)
        page.goto((work / "hostile-review" / "index.html").as_uri())
        page.wait_for_timeout(300)
        inline = page.evaluate("getComputedStyle(document.querySelector('.page-header')).position")
        browser.close()
    check(f"no CSS trick loads anything from the review folder's SVGs ({shown_alone} opened alone)",
          shown_alone == len(HOSTILE_STYLES) and not requests, f"{requests}")
    check("the page's own style sheet applies under its hash", inline == "sticky", inline)


def review_of_many(cli, work, chromium, name, reference, pending_of):
    """A package of 1,000 failing snapshots (`pending_of(number)` the new bytes), its review
    written and opened: review seconds, page bytes, folder bytes, seconds to a usable page,
    the first group's size and how many members are named only."""
    from playwright.sync_api import sync_playwright
    package = work / name
    folder = package / "__Snapshots__" / "Scale" / name
    folder.mkdir(parents=True)
    (package / "Package.swift").write_text("// swift-tools-version:6.0\n")
    for number in range(1000):
        (folder / f"rows.{number:04}.layout").write_bytes(reference)
        (folder / f"rows.{number:04}.new.layout").write_bytes(pending_of(number))
    review = work / f"{name}-review"
    started = time.time()
    subprocess.run([str(cli), "review", "--package-path", str(package), "--output", str(review)], check=True, stdout=subprocess.DEVNULL)
    review_seconds = time.time() - started
    size = sum(p.stat().st_size for p in review.rglob("*") if p.is_file())
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        started = time.time()
        page.goto((review / "index.html").as_uri(), wait_until="domcontentloaded")
        page.wait_for_function("document.getElementById('decided').textContent.indexOf('left') >= 0")
        usable_seconds = time.time() - started
        group_size = page.get_attribute("#groups .group", "data-members")
        named_only = page.locator("article.snapshot.member").count()
        browser.close()
    return review_seconds, (review / "index.html").stat().st_size, size, usable_seconds, group_size, named_only


def bench(what, seconds):
    """A benchmark figure: printed every run beside its goal, never a failure (see `scale`)."""
    verdict = "within" if seconds <= USABLE_GOAL_SECONDS else "OVER"
    print(f"bench {what}: usable after {seconds:.2f} s ({verdict} the {USABLE_GOAL_SECONDS} s goal)")


def scale(cli, work, chromium):
    """1,000 failing snapshots of one change (one change list), then of one cause whose change
    lists all differ (another text in each): review time, page size, time to a usable page.
    The times are benchmark figures (`bench` lines, goal 2 s to a usable page, about 1 s measured
    on 2 cores); a check fails only past the hang guard."""
    examples = ROOT / "examples"
    render(cli, examples / "dcframe-list.json", "iphone-8", "layout", work / "ref.layout")
    render(cli, taller_list(work), "iphone-8", "layout", work / "new.layout")
    reference, pending = (work / "ref.layout").read_bytes(), (work / "new.layout").read_bytes()

    seconds, _, size, usable, group, _ = review_of_many(cli, work, chromium, "Many", reference, lambda number: pending)
    print(f"info  1,000 failing snapshots: review {seconds:.2f} s (debug build), folder {size / 1e6:.1f} MB, one group of {group}")
    bench("page of 1,000 failures of one change", usable)
    check("1,000 failures of one change form one group", group == "1000", f"{group}")
    check(f"the page of 1,000 failures becomes usable (hang guard {HANG_GUARD_SECONDS} s)", usable < HANG_GUARD_SECONDS, f"{usable:.2f} s")

    seconds, page_size, size, usable, group, named_only = review_of_many(
        cli, work, chromium, "Distinct", reference,
        lambda number: pending.replace(b'text "1"\n', f'text "row {number}"\n'.encode(), 1))
    print(f"info  1,000 failures of one cause, each its own change list: review {seconds:.2f} s (debug build), "
          f"page {page_size / 1e6:.1f} MB, folder with its SVG files {size / 1e6:.1f} MB, one group of {group}")
    bench("page of 1,000 distinct failures", usable)
    check("1,000 failures of one cause with their own consequences form one group", group == "1000", f"{group}")
    check("every member whose change list differs is drawn", named_only == 0, f"{named_only} named only")
    check("the review page of 1,000 distinct failures is under 10 MB", page_size < 10e6, f"{page_size / 1e6:.1f} MB")
    check(f"the page of 1,000 distinct failures becomes usable (hang guard {HANG_GUARD_SECONDS} s)", usable < HANG_GUARD_SECONDS,
          f"{usable:.2f} s")


if __name__ == "__main__":
    sys.exit(main())
