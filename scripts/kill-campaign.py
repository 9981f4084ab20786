#!/usr/bin/env python3
"""Kills `accept --all`, `reject --all` and `accept --group` at random moments (and runs accept and
reject at once on one folder, killing one) and checks that
nothing is lost: every reference holds its old bytes or the new ones, never anything else; a
pending file holds the new bytes; and running the command again finishes the job, leaving no
pending file, no overlay and no temporary file behind.

Each round copies a package of 300 failing snapshots (one inset change, a listing each, with an
overlay each), starts the command in the release build of `snapshot-cli`, sends SIGKILL after a
random delay, checks the folder, runs the command again and checks it once more. Not run by CI
(it takes about a minute); run it after touching the store or the commands that move files.

    python3 scripts/kill-campaign.py            # ROUNDS=10 a command by default

Prints how many snapshots were decided before each kill and how many overlays were left without
their pending file, then 'kill-campaign: N kills, N problems'; exits 1 on a problem.
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COUNT = 300


def main():
    subprocess.run(["swift", "build", "-c", "release", "--package-path", str(ROOT), "--product", "snapshot-cli"],
                   check=True, stdout=subprocess.DEVNULL)
    cli = subprocess.run(["swift", "build", "-c", "release", "--package-path", str(ROOT), "--show-bin-path"],
                         check=True, capture_output=True, text=True).stdout.strip() + "/snapshot-cli"
    rounds = int(os.environ.get("ROUNDS", "10"))
    work = Path(tempfile.mkdtemp(prefix="kill-campaign-"))
    problems = kills = 0
    try:
        data = json.loads((ROOT / "examples" / "dcframe-list.json").read_text())
        data["segments"][0]["inset"] = {"left": 20}
        (work / "wider.json").write_text(json.dumps(data))
        for source, name in [(ROOT / "examples" / "dcframe-list.json", "old"), (work / "wider.json", "new")]:
            subprocess.run([cli, "render", str(source), "--format", "layout", "--output", str(work / f"{name}.layout")],
                           check=True, stdout=subprocess.DEVNULL)
        old, new = (work / "old.layout").read_bytes(), (work / "new.layout").read_bytes()
        template = work / "template"
        folder = template / "__Snapshots__" / "Kill" / "Rows"
        folder.mkdir(parents=True)
        (template / "Package.swift").write_text("// swift-tools-version:6.0\n")
        for number in range(COUNT):
            (folder / f"rows.{number:03}.layout").write_bytes(old)
            (folder / f"rows.{number:03}.new.layout").write_bytes(new)
            (folder / f"rows.{number:03}.diff.svg").write_bytes(b"<svg/>\n")
        for verb, finish, wanted in [("accept", "accept", new), ("reject", "reject", old), ("group", "accept", new)]:
            for round_number in range(rounds):
                package = work / f"{verb}-{round_number}"
                shutil.copytree(template, package)
                snapshots = package / "__Snapshots__" / "Kill" / "Rows"
                arguments = [verb, "--all"]
                if verb == "group":
                    listed = subprocess.run([cli, "review", "--package-path", str(package), "--output", str(work / "page")],
                                            check=True, capture_output=True, text=True)
                    page = (work / "page" / "index.html").read_text()
                    arguments = ["accept", "--group", page.split('data-group="', 1)[1].split('"', 1)[0]]
                    shutil.rmtree(work / "page")
                process = subprocess.Popen([cli, *arguments, "--package-path", str(package)],
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                time.sleep(random.uniform(0.005, 0.3 if verb == "group" else 0.08))
                process.send_signal(signal.SIGKILL)
                process.wait()
                kills += 1
                decided = 0
                for number in range(COUNT):
                    reference = (snapshots / f"rows.{number:03}.layout").read_bytes()
                    pending = snapshots / f"rows.{number:03}.new.layout"
                    decided += 0 if pending.exists() else 1
                    if reference not in (old, new) or (pending.exists() and pending.read_bytes() != new) \
                            or (not pending.exists() and reference != wanted):
                        problems += 1
                        print(f"FAIL  {verb} round {round_number}: rows.{number:03} is neither kept nor decided")
                orphans = sum(1 for overlay in snapshots.glob("*.diff.svg")
                              if not (snapshots / overlay.name.replace(".diff.svg", ".new.layout")).exists())
                print(f"info  {verb} round {round_number}: {decided} of {COUNT} decided before the kill, "
                      f"{orphans} overlays left without their pending file")
                subprocess.run([cli, finish, "--all", "--package-path", str(package)], capture_output=True, text=True)
                left = sorted(p.name for p in snapshots.iterdir() if not p.name.endswith(".layout") or ".new." in p.name)
                wrong = [n for n in range(COUNT) if (snapshots / f"rows.{n:03}.layout").read_bytes() != wanted]
                if left or wrong:
                    problems += 1
                    print(f"FAIL  {verb} round {round_number}: after running again, left {left[:5]}, wrong {wrong[:5]}")
        # Chaos: accept --all and reject --all at once on one folder, one of them killed. Each
        # snapshot ends accepted or rejected, never anything else.
        for round_number in range(rounds):
            package = work / f"chaos-{round_number}"
            shutil.copytree(template, package)
            snapshots = package / "__Snapshots__" / "Kill" / "Rows"
            both = [subprocess.Popen([cli, verb, "--all", "--package-path", str(package)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for verb in ("accept", "reject")]
            time.sleep(random.uniform(0.005, 0.08))
            both[round_number % 2].send_signal(signal.SIGKILL)
            for process in both:
                process.wait()
            kills += 1
            subprocess.run([cli, "reject", "--all", "--package-path", str(package)], capture_output=True, text=True)
            left = sorted(p.name for p in snapshots.iterdir() if not p.name.endswith(".layout") or ".new." in p.name)
            wrong = [n for n in range(COUNT) if (snapshots / f"rows.{n:03}.layout").read_bytes() not in (old, new)]
            accepted = sum(1 for n in range(COUNT) if (snapshots / f"rows.{n:03}.layout").read_bytes() == new)
            print(f"info  chaos round {round_number}: {accepted} accepted, {COUNT - accepted} rejected")
            if left or wrong:
                problems += 1
                print(f"FAIL  chaos round {round_number}: left {left[:5]}, neither kept nor accepted {wrong[:5]}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"kill-campaign: {kills} kills, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
