#!/usr/bin/env python3
"""Reads the JUnit XML of the end-to-end run (`snapshot-cli test --junit`) with junitparser, a real
JUnit consumer from PyPI, and checks what CI systems would show: one suite per test file, one
case per snapshot assertion, failures with their change list, accept command and source line.

    python3 scripts/check-junit.py .build/e2e-junit.xml

Prints 'junit: N passed, N failed'; exits 1 when a check fails (0 with a note when the file is absent).
"""
import sys
from pathlib import Path

from junitparser import Failure, JUnitXml

path = Path(sys.argv[1] if len(sys.argv) > 1 else ".build/e2e-junit.xml")
if not path.exists():
    print(f"junit: skipped: {path} was not written (the end-to-end test did not run)")
    sys.exit(0)
passed = failed = 0


def check(description, condition, detail=""):
    global passed, failed
    passed, failed = (passed + 1, failed) if condition else (passed, failed + 1)
    print(("ok    " if condition else "FAIL  ") + description + ("" if condition else f" {detail}"))


xml = JUnitXml.fromfile(str(path))
suites = {suite.name: suite for suite in xml}
cases = [case for suite in xml for case in suite]
failures = [case for case in cases if any(isinstance(result, Failure) for result in case.result)]
# The package's folder, by test file; a test's own folder (ownFolder(), in the temporary folder) by its path.
own = [name for name in suites if "/e2e-own-folder-" in name]
check("one suite per test file", sorted(set(suites) - set(own)) == ["CheckoutTests/ParamTests", "ShopTests/ManyTests", "ShopTests/ParamTests"]
      and len(own) == 1 and own[0].endswith("/ShopTests/ParamTests"), sorted(suites))
check("one case per snapshot assertion", len(cases) == 13 and xml.tests == 13, f"{len(cases)} / {xml.tests}")
check("eleven failures, counted alike by suites and cases", len(failures) == 11 and xml.failures == 11, f"{len(failures)} / {xml.failures}")
check("every failure says what changed and how to accept it",
      all("inset left 16 → 20" in case.result[0].text and "Accept: swift run snapshot-cli accept" in case.result[0].text for case in failures))
check("every failure's message is its cause", all(case.result[0].message.startswith("cause: inset left 16 → 20") for case in failures))
check("every case points at its assertion", all(case._elem.get("file", "").startswith("Tests/") and int(case._elem.get("line", "0")) > 0 for case in cases))
print(f"junit: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
