"""Test settings: a Hypothesis profile for CI (the default) and a longer opt-in one.

Run the long profile with ``HYPOTHESIS_PROFILE=long pytest``.
"""

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile("ci", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=20_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The table server's tests share one throwaway PostgreSQL for the session (tests/postgres_server.py).
from postgres_server import postgres  # noqa: E402, F401 - a fixture
