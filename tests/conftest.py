"""Test settings: a Hypothesis profile for CI (the default) and a longer opt-in one.

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

settings.register_profile("ci", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=20_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

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
