"""The root package's `snapshot-cli` in release, and one command's wall time and peak memory.

Shared by `screen-file-bounds.py` and `group-merge.py`:

    binary = release_cli.build()                      # swift build -c release, its path
    seconds, megabytes = release_cli.run([binary, "check", "screen.json"], allowed=(0, 1))

Each run is measured in a Python process of its own (`python3 release_cli.py --one …`): a
process's children's peak memory (`ru_maxrss`) only grows, so one run's peak would hide the next.
"""
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The bound of every command on any input the limits allow (issue 27), in a release build.
SECONDS, MEGABYTES = 2.0, 300.0


def build():
    """Builds `snapshot-cli` in release and returns its path."""
    command = ["swift", "build", "-c", "release", "--package-path", str(ROOT)]
    subprocess.run(command + ["--product", "snapshot-cli"], check=True, stdout=subprocess.DEVNULL)
    folder = subprocess.run(command + ["--show-bin-path"], check=True, capture_output=True, text=True).stdout.strip()
    return folder + "/snapshot-cli"


def run(command, allowed=(0,)):
    """Wall seconds and peak megabytes of `command`, run alone in a fresh process; exits with its
    error output when its status is not one of `allowed`."""
    probe = [sys.executable, __file__, "--one", ",".join(map(str, allowed))] + command
    done = subprocess.run(probe, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)}:\n{done.stdout}{done.stderr}")
    seconds, megabytes = done.stdout.split()
    return float(seconds), float(megabytes)


def flag(seconds, megabytes):
    """`  MISSED` when a median passes the bound, else nothing."""
    return "" if seconds <= SECONDS and megabytes <= MEGABYTES else "  MISSED"


def verdict(runs, missed):
    """The last line, and the exit status: 1 when a median missed."""
    print(f"goal: at most {SECONDS:g} s and {MEGABYTES:g} MB each (medians of {runs});",
          "all met" if not missed else "missed: " + ", ".join(missed))
    return 1 if missed else 0


def _one(allowed, command):
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - started
    if done.returncode not in allowed:
        sys.exit(f"{' '.join(command)}: exit {done.returncode}\n{done.stderr}")
    # ru_maxrss is in KiB on Linux.
    print(f"{seconds:.3f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024 / 1e6:.1f}")


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[1] == "--one":
    _one(tuple(int(code) for code in sys.argv[2].split(",")), sys.argv[3:])
