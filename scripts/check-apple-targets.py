#!/usr/bin/env python3
"""LayoutModel and LayoutUIKit type-checked for every Apple platform Package.swift declares, at its
declared minimum, with availability and actor isolation enforced, here on Linux.

No Apple SDK is needed. The toolchain's own standard library (its textual interface) is compiled
for each Apple target, then CoreGraphics and Foundation stand-ins (Tests/AppleTargets), the
transcribed UIKit surface as the module `UIKit` (Tests/UIKitSurface/Surface), LayoutModel, and
last the bridge's own files (Sources/LayoutUIKit), which import that UIKit as they import Apple's.
The surface's test hooks are `@_spi(Surface)`: the bridge cannot see them here, as it cannot on a
device. The compiled standard library is cached under .build/apple-targets (about 30 s of CPU a
platform the first time); the rest is compiled each run (a few seconds).

    python3 scripts/check-apple-targets.py          # every declared platform, then the self-check
    python3 scripts/check-apple-targets.py ios      # one platform (macos, ios, tvos, watchos, visionos)

The self-check shows that the check can fail: on iOS, an unguarded use of an iOS 14 API in a
bridge file and a use of a surface hook must each be refused with the compiler's own error.
Exit 0 when everything type-checks and the self-check sees every error it expects; 1 otherwise;
2 for a platform name Package.swift does not declare.

Edits made to copies of the standard library's interfaces (the Linux interfaces are what the
toolchain ships; they describe the same API): the `-target` of their flags line set to the Apple
triple; `@backDeployed(before: …)` attributes removed (their bodies, which the attribute needs, are
not in Linux's interfaces); in `_Concurrency`, `-library-level api` dropped and the typed-throws
`@_implements(…, Failure)` typealiases removed with their `@available` line (they name the
iOS 18 `Failure`, which the Linux build declares available everywhere).
"""
import concurrent.futures
import hashlib
import json
import os
import pathlib
import platform as host
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CACHE = ROOT / ".build" / "apple-targets"
STAND_INS = ROOT / "Tests" / "AppleTargets"
SURFACE = ROOT / "Tests" / "UIKitSurface" / "Surface"
# Bump when the interface edits below change, so a cached standard library is rebuilt.
EDITS_VERSION = "1"

# Package.swift's platform name → the target triple's OS name and simulator suffix. macOS has no
# UIKit (Mac Catalyst, an iOS build, does): there the bridge compiles to nothing, as on a Mac.
PLATFORMS = {
    "macOS": ("macos", "macosx", ""),
    "iOS": ("ios", "ios", "-simulator"),
    "tvOS": ("tvos", "tvos", "-simulator"),
    "watchOS": ("watchos", "watchos", "-simulator"),
    "visionOS": ("visionos", "xros", "-simulator"),
}


def fail(message, status=1):
    print(f"check-apple-targets: {message}", file=sys.stderr)
    sys.exit(status)


def declared_platforms():
    """(name, short name, version, triple) for each platform of Package.swift's `platforms:`."""
    text = (ROOT / "Package.swift").read_text(encoding="utf-8")
    found = re.search(r"platforms:\s*\[([^\]]*)\]", text)
    if not found:
        fail("Package.swift declares no platforms: nothing to check")
    arch = "arm64" if host.machine() in ("aarch64", "arm64") else "x86_64"
    result = []
    for name, major, minor in re.findall(r"\.(\w+)\(\.v(\d+)(?:_(\d+))?\)", found.group(1)):
        if name not in PLATFORMS:
            fail(f"Package.swift declares {name}, which this check does not know: add it to PLATFORMS")
        short, os_name, suffix = PLATFORMS[name]
        version = f"{major}.{minor or 0}"
        result.append((name, short, version, f"{arch}-apple-{os_name}{version}{suffix}"))
    return result


def frontend():
    path = shutil.which("swift-frontend")
    if not path:
        fail("no swift-frontend on PATH (the Swift toolchain's bin folder)")
    return path


def run(arguments):
    """Runs a compiler command; returns its diagnostics, and whether it succeeded."""
    done = subprocess.run(arguments, capture_output=True, text=True)
    return done.returncode == 0, (done.stdout + done.stderr).strip()


def interface(module):
    info = json.loads(subprocess.run([frontend(), "-print-target-info"], capture_output=True, text=True, check=True).stdout)
    resources = pathlib.Path(info["paths"]["runtimeResourcePath"])
    triple = info["target"]["triple"]
    for folder in ("linux", "linux-static"):
        path = resources / folder / f"{module}.swiftmodule" / f"{triple}.swiftinterface"
        if path.exists():
            return path, triple
    found = sorted(resources.glob(f"*/{module}.swiftmodule/{triple}.swiftinterface"))
    if not found:
        fail(f"the toolchain has no textual interface of {module} for {triple}")
    return found[0], triple


def edited(module, text, host_triple, triple):
    """The interface's text for `triple` (the edits the docstring lists)."""
    lines = text.split("\n")
    out = []
    for line in lines:
        if line.startswith("// swift-module-flags:"):
            line = line.replace(f"-target {host_triple}", f"-target {triple}")
            if module == "_Concurrency":
                line = line.replace(" -library-level api", "")
        stripped = line.strip()
        if stripped.startswith("@backDeployed("):
            continue
        if module == "_Concurrency" and stripped.startswith("@_implements(") and ", Failure)" in stripped:
            if out and out[-1].strip().startswith("@available("):
                out.pop()
            continue
        out.append(line)
    return "\n".join(out)


def sdk_arguments(short):
    return ["-sdk", str(STAND_INS / "visionOS.sdk")] if short == "visionos" else []


def standard_library(short, triple):
    """The folder holding Swift and _Concurrency compiled for `triple`, built once and cached."""
    version = subprocess.run([frontend(), "--version"], capture_output=True, text=True).stdout
    key = hashlib.sha256((version + EDITS_VERSION).encode()).hexdigest()[:16]
    folder = CACHE / key / triple
    if (folder / "_Concurrency.swiftmodule").exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    for module in ("Swift", "_Concurrency"):
        path, host_triple = interface(module)
        text = edited(module, path.read_text(encoding="utf-8"), host_triple, triple)
        # The edited interface stays beside the cache: a module built from one names it as its source.
        sources = folder / "interfaces"
        sources.mkdir(exist_ok=True)
        source = sources / f"{module}.swiftinterface"
        source.write_text(text, encoding="utf-8")
        with tempfile.TemporaryDirectory() as scratch:
            built = pathlib.Path(scratch) / f"{module}.swiftmodule"
            ok, output = run(
                [frontend(), "-compile-module-from-interface", "-parse-stdlib", "-module-name", module, str(source), "-o", str(built),
                 "-target", triple, "-I", str(folder), "-module-cache-path", str(CACHE / "module-cache")] + sdk_arguments(short))
            if not ok:
                fail(f"{triple}: the toolchain's {module} interface did not compile for the target:\n{output[-4000:]}")
            os.replace(built, folder / f"{module}.swiftmodule")  # atomic: a killed run leaves no half module
    return folder


def swift_files(folder):
    return sorted(str(path) for path in pathlib.Path(folder).rglob("*.swift"))


def common(short, triple, library, modules):
    return ["-target", triple, "-I", str(library), "-I", str(modules), "-swift-version", "6", "-parse-as-library",
            "-disable-implicit-string-processing-module-import", "-module-cache-path", str(CACHE / "module-cache")] + sdk_arguments(short)


def build_modules(short, triple, library, modules):
    """CoreGraphics, Foundation, UIKit (the surface) and LayoutModel as modules for `triple`."""
    steps = [
        ("CoreGraphics", [str(STAND_INS / "CoreGraphics.swift")], []),
        ("Foundation", [str(STAND_INS / "Foundation.swift")], []),
        # The surface as UIKit: its test hooks are @_spi(Surface), invisible to the bridge.
        ("UIKit", swift_files(SURFACE), ["-D", "UIKIT_STAND_IN", "-package-name", "UIKitSurface"]),
        ("LayoutModel", swift_files(ROOT / "Sources" / "LayoutModel"), ["-package-name", "LayoutSnapshots"]),
    ]
    if short == "macos":
        steps = [step for step in steps if step[0] != "UIKit"]
    for module, files, extra in steps:
        ok, output = run(
            [frontend(), "-emit-module", "-O", "-module-name", module, "-emit-module-path", str(modules / f"{module}.swiftmodule")]
            + files + extra + common(short, triple, library, modules))
        if not ok:
            return module, output
    return None, ""


def type_check_bridge(short, triple, library, modules, bridge):
    return run([frontend(), "-typecheck", "-module-name", "LayoutUIKit", "-package-name", "LayoutSnapshots"]
               + swift_files(bridge) + common(short, triple, library, modules))


def check(name, short, version, triple, bridge=None):
    """Type-checks the platform; returns (passed, report)."""
    library = standard_library(short, triple)
    with tempfile.TemporaryDirectory() as scratch:
        modules = pathlib.Path(scratch)
        failed, output = build_modules(short, triple, library, modules)
        if failed:
            return False, f"{name} {version} ({triple}): {failed} does not type-check:\n{output}"
        ok, output = type_check_bridge(short, triple, library, modules, bridge or ROOT / "Sources" / "LayoutUIKit")
        if not ok:
            return False, f"{name} {version} ({triple}): LayoutUIKit does not type-check:\n{output}"
        what = {"macos": " (LayoutUIKit empty: no UIKit on macOS)", "watchos": " (LayoutUIKit empty: watchOS's UIKit has no collection views)"}
        return True, f"{name} {version} ({triple}): LayoutModel and LayoutUIKit type-check{what.get(short, '')}"


# What the self-check adds to a copy of the bridge, and the compiler's error each must cause on iOS.
SELF_CHECKS = [
    ("an unguarded iOS 14 API",
     "import UIKit\nfunc unguarded() -> UICollectionLayoutListConfiguration.Appearance { .plain }\n",
     "'UICollectionLayoutListConfiguration' is only available in iOS 14.0 or newer"),
    ("a surface hook",
     "import UIKit\n@MainActor func hooked(_ view: UIView) -> UIWindow? { view.surfaceWindow }\n",
     "'surfaceWindow' is inaccessible due to '@_spi' protection level"),
    ("a surface initialiser",
     "import UIKit\n@MainActor func made() -> UIScreen { UIScreen(surfaceBounds: .zero, scale: 3) }\n",
     "is inaccessible due to '@_spi' protection level"),
]


def self_check(platforms):
    ios = next((p for p in platforms if p[1] == "ios"), None)
    if not ios:
        return True, ["self-check skipped: Package.swift declares no iOS"]
    reports, passed = [], True
    for what, code, expected in SELF_CHECKS:
        with tempfile.TemporaryDirectory() as scratch:
            bridge = pathlib.Path(scratch) / "LayoutUIKit"
            shutil.copytree(ROOT / "Sources" / "LayoutUIKit", bridge)
            (bridge / "SelfCheck.swift").write_text(code, encoding="utf-8")
            ok, report = check(*ios, bridge=bridge)
        if ok or expected not in report:
            passed = False
            reports.append(f"self-check FAILED: {what} in a bridge file was not refused with “{expected}”:\n{report}")
        else:
            reports.append(f"self-check: {what} in a bridge file is refused on iOS {ios[2]} (“{expected}”)")
    return passed, reports


def main(arguments):
    platforms = declared_platforms()
    if arguments:
        unknown = [a for a in arguments if a not in {p[1] for p in platforms}]
        if unknown:
            fail(f"unknown platform {', '.join(unknown)}; Package.swift declares {', '.join(p[1] for p in platforms)}", status=2)
        platforms = [p for p in platforms if p[1] in arguments]
    workers = max(1, min(len(platforms), os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        results = list(pool.map(lambda p: check(*p), platforms))
    passed = all(ok for ok, _ in results)
    for _, report in results:
        print(report)
    if not arguments:
        ok, reports = self_check(platforms)
        passed = passed and ok
        print("\n".join(reports))
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
