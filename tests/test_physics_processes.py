"""The column gives bit-identical poses in separate processes (replays and saves rely on it)."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import hashlib, random
from physics.live import run_rotation
from physics.rotation_profiles import rotation_profile
from physics.stacking import stacked_column
column = stacked_column(21, 4)
outcome = run_rotation(column, rotation_profile("shaky", 120.0, 3.0, 21, random.Random(9)), record=True)
print(outcome.action(), hashlib.sha256(repr(outcome.frames).encode()).hexdigest())
"""


def test_two_processes_simulate_the_same_rotation_identically() -> None:
    runs = [
        subprocess.run([sys.executable, "-c", SCRIPT], check=True, capture_output=True, text=True).stdout
        for _ in range(2)
    ]
    assert runs[0] == runs[1]
    assert runs[0].strip()
