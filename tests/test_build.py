"""The standalone executable: PyInstaller builds it from build.spec, and it runs its smoke test.

Marked ``build`` (about a minute): ``pytest -m "not build"`` leaves it out of a quick local run;
CI runs it with everything else.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from scenes import language
from scenes.strings import STRINGS, text

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.build
def test_the_executable_builds_and_passes_its_smoke_test(tmp_path) -> None:
    dist, work = tmp_path / "dist", tmp_path / "work"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "build.spec",
            "--noconfirm",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    name = "stormtable.exe" if sys.platform == "win32" else "stormtable"
    executable = dist / name
    assert sorted(p.name for p in dist.iterdir()) == [name]  # one file, nothing beside it
    home = tmp_path / "home"
    env = dict(os.environ, STORMTABLE_DATA=str(home))
    smoke = subprocess.run(
        [str(executable), "--smoke"], cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300
    )
    assert smoke.returncode == 0, smoke.stdout[-2000:] + smoke.stderr[-3000:]
    assert "every scene ran" in smoke.stdout
    assert "smoke: worker: " in smoke.stdout  # the hard players' process: the executable run again
    assert "smoke: host: ws://127.0.0.1:" in smoke.stdout  # websockets and zeroconf are bundled
    assert "smoke: join: " in smoke.stdout
    for game in ("Assano", "Opposites", "Elements", "Tornado Ellie"):
        assert f"smoke: {game}:" in smoke.stdout
    for code in ("da", "de"):  # the bundle speaks Danish and German, with their decimal comma
        language.set_language(code)
        said = f"smoke: language {code}: {text('settings_title')}, 1,5"
        assert text("settings_title") != STRINGS["settings_title"] and said in smoke.stdout, smoke.stdout
    assert sorted(p.name for p in dist.iterdir()) == [name]  # it wrote nothing beside itself
    if sys.platform != "win32":  # a Windows program without a console prints nowhere
        told = subprocess.run(
            [str(executable), "--version"], capture_output=True, text=True, env=env, timeout=120
        )
        version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
        assert told.stdout.strip() == f"stormtable {version}"  # from the pyproject.toml inside the bundle
