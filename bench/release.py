"""The built executable's size and its time to the first window (issue 26: < 40 MB, < 1.5 s).

    python bench/release.py dist/stormtable [--display :47] [--runs 5]

Launch to first window is the wall time of ``stormtable --frames 1``: the one-file executable
unpacks itself, starts its interpreter, imports, opens the window, draws the menu once, and then
closes and quits, so the figure is an upper bound of the time until the window shows. It is
measured with the dummy video driver, and with ``--display`` on that X display too (Xvfb).
Each run gets a fresh data folder (a first start: no settings yet). The processor time (user +
system of the executable's processes) is printed too: on a shared, loaded machine the wall time
mostly measures the wait for a core, and the load average says how loaded it was.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time
from pathlib import Path


def launch(executable: Path, env: dict[str, str], runs: int) -> tuple[list[float], list[float]]:
    """Wall times and processor times (user + system, the unpacking parent and the program)."""
    times, cpu = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            used = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(
                [str(executable), "--frames", "1"],
                check=True,
                env=dict(env, STORMTABLE_DATA=folder),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            times.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - used.ru_utime + after.ru_stime - used.ru_stime)
    return times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", type=Path)
    parser.add_argument("--display", help="also measure on this X display, e.g. :47")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    size = args.executable.stat().st_size
    print(f"{'executable size':28} {size / 2**20:6.1f} MiB ({size / 1e6:.1f} MB)   limit 40 MB")
    base = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    runs = {"dummy driver": dict(base, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")}
    if args.display:
        runs[f"X display {args.display}"] = dict(base, DISPLAY=args.display, SDL_AUDIODRIVER="dummy")
    for name, env in runs.items():
        times, cpu = launch(args.executable, env, args.runs)
        print(
            f"{'launch to first window':28} median {statistics.median(times) * 1000:6.0f} ms  "
            f"max {max(times) * 1000:6.0f} ms   processor {statistics.median(cpu) * 1000:5.0f} ms"
            f"   ({name}, {args.runs} runs, limit 1500 ms)"
        )
    print(f"{'load average (1 min)':28} {os.getloadavg()[0]:6.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
