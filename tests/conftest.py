"""Test settings: Hypothesis profiles (a fresh draw at each run by default, the same draw in CI, a
longer opt-in one).

Run the long profile with ``HYPOTHESIS_PROFILE=long pytest``. A run that skipped the floor page's
browser tests (no chromium, or no Playwright) ends saying how many and why, skipped or not
reported with ``-rs``: a run that passes without them has not tested the page.
"""

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile("dev", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# CI (.ci/run sets HYPOTHESIS_PROFILE=ci) draws the same examples at every run: whether a change
# lands does not hang on the luck of the draw. Finding new cases is the default profile's job, at
# every run on a developer's machine, and the long one's.
settings.register_profile("ci", settings.get_profile("dev"), derandomize=True)
settings.register_profile("long", max_examples=20_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# The table server's tests share one throwaway PostgreSQL for the session (tests/postgres_server.py).
from postgres_server import postgres  # noqa: E402, F401 - a fixture

#: How the reason of a skipped browser test starts (tests/test_web.py's NO_BROWSER).
BROWSER_SKIPPED = "browser test skipped"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say at the end of the run how many browser tests were skipped, and why."""
    reasons = [
        str(report.longrepr[2]).removeprefix("Skipped: ")
        for report in terminalreporter.stats.get("skipped", [])
        if isinstance(report.longrepr, tuple) and BROWSER_SKIPPED in str(report.longrepr[2])
    ]
    if reasons:
        terminalreporter.write_line(f"{len(reasons)} browser tests of the floor page did not run: {reasons[0]}")
