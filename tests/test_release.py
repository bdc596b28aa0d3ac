"""Ready to hand to a family: one version everywhere, the About screen, the icon files, the CI
workflow that builds for three systems, and the Linux menu entry."""

from __future__ import annotations

import configparser
import json
import os
import runpy
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from tests.ui_helpers import click, key, make_app, menu_target, press_button, run, screen, start_app

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
VERSION = PYPROJECT["project"]["version"]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
DESKTOP = ROOT / "packaging" / "stormtable.desktop"


def make_icons(out: Path) -> dict[str, Path]:
    """The build's icon step (``packaging/make_icons.py``, as build.spec runs it)."""
    return runpy.run_path(str(ROOT / "packaging" / "make_icons.py"))["make_icons"](out)


def child_env(tmp_path: Path) -> dict[str, str]:
    return dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        STORMTABLE_DATA=str(tmp_path / "data"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )


# -- the version, from pyproject.toml ----------------------------------------------------------
def test_the_command_line_tells_the_version_from_pyproject(tmp_path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scenes", "--version"],
        capture_output=True,
        text=True,
        env=child_env(tmp_path),
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"stormtable {VERSION}"


def test_every_save_names_the_version_that_wrote_it(tmp_path) -> None:
    """A game saved by the command line and one kept by the window both carry it in ``meta``."""
    from game import cli

    saved = tmp_path / "last.json"
    args = ["simulate", "assano", "--players", "2", "--games", "1", "--seed", "3", "--save", str(saved)]
    assert cli.main(args) == 0
    doc = json.loads(saved.read_text(encoding="utf-8"))
    assert doc["meta"]["version"] == VERSION
    assert doc["meta"]["bots"]  # what the program adds stays beside it

    from game import registry
    from game.documents import dumps, loads

    state = registry.get("opposites").new_game(2, {}, seed=1)
    doc = json.loads(dumps(state))
    assert doc["meta"] == {"version": VERSION}
    assert loads(dumps(state)).to_json()["seed"] == 1  # and it loads as before


def test_the_window_s_autosave_names_the_version(tmp_path) -> None:
    from scenes.table import TableScene
    from tests.ui_helpers import seats, wait_until

    app = make_app(tmp_path)
    table = TableScene.new(app, "assano", seats(["random", "random"]), {}, seed=2)
    app.show(table)
    wait_until(app, lambda: len(table.state.history) >= 2, 3000, "two moves played")
    autosaves = sorted((tmp_path / "saves").rglob("*.json"))
    assert autosaves, sorted(str(p) for p in tmp_path.rglob("*"))
    assert json.loads(autosaves[0].read_text(encoding="utf-8"))["meta"]["version"] == VERSION
    app.close()


def test_the_crash_log_names_the_version(tmp_path, monkeypatch, capsys) -> None:
    from scenes import app as app_module

    def crash(_args):
        raise RuntimeError("a sudden fault")

    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path))
    monkeypatch.setattr(app_module, "play", crash)
    monkeypatch.setattr(pygame.display, "message_box", lambda *a, **k: None)
    assert app_module.main([]) == 1
    log = (tmp_path / "crash.log").read_text(encoding="utf-8")
    assert f"stormtable {VERSION}" in log.splitlines()[0]
    assert "a sudden fault" in log
    assert str(tmp_path / "crash.log") in capsys.readouterr().err


# -- the About screen ----------------------------------------------------------------------------
def shown_words(app) -> str:
    """Every text of the form on top, as drawn (lines wrapped by the screen joined again)."""
    return "\n".join(w.get_title() for w in app.scene.menu.get_widgets())


def open_about(app) -> None:
    click(app, menu_target(app, "settings").center, 2)
    assert screen(app) == "SettingsScene", screen(app)
    press_button(app, "About")
    assert screen(app) == "AboutScene", screen(app)


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_about_shows_the_version_the_data_folder_the_crash_log_and_the_licences(tmp_path, size) -> None:
    from scenes.licences import ART, FONTS, LIBRARIES

    app = start_app(tmp_path, size)
    open_about(app)
    words = shown_words(app)
    joined = words.replace("\n", "")  # a long path is broken between its folders
    assert f"version {VERSION}" in words
    assert str(tmp_path) in joined
    assert str(tmp_path / "crash.log") in joined
    for item in (*LIBRARIES, *FONTS, *ART):
        assert item.name in joined, item.name
        assert item.licence.replace(" ", "") in joined.replace(" ", ""), item.licence
    area = app.scene.menu.get_scrollarea()
    assert area.get_hidden_width() == 0, "the page scrolls sideways"
    key(app, pygame.K_ESCAPE, 2)
    assert screen(app) == "SettingsScene"
    app.close()


def test_stormtable_is_mit_licensed_it_ships_and_the_about_screen_shows_it(tmp_path) -> None:
    """``LICENSE`` is the MIT licence of the Stormtable authors; the executable bundles it and an
    installed copy carries it in its metadata; the About page, reached by clicks, shows all of it."""
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n\nCopyright (c) 2026 the Stormtable authors\n")
    assert "Permission is hereby granted, free of charge, to any person obtaining a copy" in licence
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in licence
    assert PYPROJECT["project"]["license"] == "MIT"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    assert '("LICENSE", ".")' in (ROOT / "build.spec").read_text(encoding="utf-8")
    app = start_app(tmp_path)
    open_about(app)
    words = " ".join(shown_words(app).split())  # the page's lines, wrapped as drawn, joined again
    assert "Stormtable is free software under the MIT licence" in words
    assert " ".join(licence.split()) in words
    app.close()


def test_about_s_button_opens_the_data_folder(tmp_path, monkeypatch) -> None:
    from scenes import about

    opened: list[Path] = []
    monkeypatch.setattr(about, "open_folder", opened.append)
    app = start_app(tmp_path)
    open_about(app)
    press_button(app, "Open the data folder")
    assert opened == [tmp_path]
    assert screen(app) == "AboutScene"

    def refuse(folder: Path) -> None:
        raise FileNotFoundError(2, "No such file or directory", "xdg-open")

    monkeypatch.setattr(about, "open_folder", refuse)
    press_button(app, "Open the data folder")
    assert "could not be opened (No such file or directory)" in shown_words(app)
    app.close()


def test_the_licences_cover_what_ships() -> None:
    """Every run-time dependency the build bundles and every shipped font is on the About page."""
    from scenes.licences import FONT_FILES, FONTS, LIBRARIES

    names = " ".join(item.name.lower() for item in LIBRARIES)
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for requirement in PYPROJECT["project"]["dependencies"]:
        package = requirement.split(">")[0].split("=")[0].split("<")[0].strip().lower()
        if f'"{package}"' in spec.split("excludes=")[1].split("]")[0]:
            continue  # left out of the executable (tqdm: the command line's progress bar only)
        assert package.removesuffix("-ce").replace("-", "") in names.replace("-", ""), package
    fonts = {item.name for item in FONTS}
    for font in (ROOT / "assets" / "fonts").glob("*.ttf"):
        assert font.name in FONT_FILES, f"{font.name} has no licence entry"
        assert any(FONT_FILES[font.name] in name for name in fonts)
    assert (ROOT / "assets" / "fonts" / "DejaVu-LICENSE.txt").exists()


def test_the_shipped_art_has_its_licence_and_authors() -> None:
    """Every folder of pictures in ``assets/art`` has a licence file naming each of its pictures,
    and an entry on the About page."""
    from scenes.licences import ART, ART_FOLDERS

    folders = [folder for folder in (ROOT / "assets" / "art").iterdir() if folder.is_dir()]
    assert folders
    for folder in folders:
        assert any(ART_FOLDERS[folder.name] in item.name for item in ART), folder.name
        licence = (folder / "LICENSE.txt").read_text(encoding="utf-8")
        assert "CC BY 3.0" in licence
        for picture in folder.glob("*.svg"):
            assert picture.name in licence, f"{picture.name} is not in {folder.name}/LICENSE.txt"


# -- the icon --------------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def loads_as_icon(data: bytes, size: int) -> None:
    import io

    picture = pygame.image.load(io.BytesIO(data), "icon.png")
    assert picture.get_size() == (size, size)
    assert picture.get_at((0, 0)).a == 0, "the corners are transparent"
    assert picture.get_at((size // 2, size // 2)).a == 255


def test_the_build_makes_the_icon_files_from_one_drawing(tmp_path) -> None:
    paths = make_icons(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "stormtable.icns",
        "stormtable.ico",
        "stormtable.png",
    ]
    loads_as_icon(paths["png"].read_bytes(), 256)

    data = paths["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = []
    for k in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * k : 22 + 16 * k]
        )
        side = width or 256
        assert width == height and planes == 1 and bits == 32
        image = data[offset : offset + length]
        assert png_size(image) == (side, side)
        loads_as_icon(image, side)
        sizes.append(side)
    assert {16, 32, 48, 256} <= set(sizes)

    data = paths["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pixels = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
    pixels |= {b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
    at, seen = 8, set()
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        image = data[at + 8 : at + length]
        assert png_size(image) == (pixels[kind], pixels[kind]), kind
        seen.add(kind)
        at += length
    assert at == len(data) and {b"ic07", b"ic08", b"ic09", b"ic10"} <= seen
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "make_icons.py" in spec and "icon=" in spec  # the build makes them and uses them


def test_the_window_shows_the_drawn_icon(tmp_path, monkeypatch) -> None:
    from scenes.icon import icon

    given: list[pygame.Surface] = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: (given.append(surface), real(surface)))
    app = make_app(tmp_path)
    run(app)
    assert given, "no window icon was set"
    drawn = icon(given[-1].get_width())
    assert pygame.image.tobytes(given[-1], "RGBA") == pygame.image.tobytes(drawn, "RGBA")
    app.close()


# -- the CI workflow ------------------------------------------------------------------------------
def actionlint() -> str:
    found = shutil.which(
        "actionlint", path=os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])
    )
    assert found, "actionlint is missing: pip install -e '.[test]' installs it"
    return found


def test_the_build_workflow_passes_actionlint() -> None:
    done = subprocess.run(
        [actionlint(), "-no-color", str(WORKFLOW)], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_would_catch_a_broken_workflow(tmp_path) -> None:
    """The check above can fail: the same workflow with a mistyped expression is refused."""
    broken = tmp_path / ".github" / "workflows" / "build.yml"
    broken.parent.mkdir(parents=True)
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("matrix.exe", "matrix.exe_name"))
    done = subprocess.run(
        [actionlint(), "-no-color", str(broken)], capture_output=True, text=True, timeout=120
    )
    # actionlint exits 1 for problems found; 2 (bad arguments) and 3 (a fatal error) are its crash
    assert done.returncode == 1, f"actionlint crashed (exit {done.returncode}): {done.stdout}{done.stderr}"
    assert "exe_name" in done.stdout and "build.yml" in done.stdout, done.stdout


def test_the_workflow_builds_smoke_tests_and_uploads_on_three_systems() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for system in ("ubuntu-", "windows-", "macos-"):
        assert f"os: {system}" in text, system
    assert "PyInstaller build.spec" in text
    assert "--smoke" in text
    assert "actions/upload-artifact" in text
    assert "tags:" in text and "gh release create" in text


# -- Linux desktop integration ---------------------------------------------------------------------
def check_desktop_file(path: Path) -> configparser.SectionProxy:
    validator = shutil.which("desktop-file-validate")
    if validator is not None:
        done = subprocess.run([validator, str(path)], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stdout + done.stderr
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    entry = parser["Desktop Entry"]
    for field in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(field), field
    assert entry["Type"] == "Application" and entry["Categories"].endswith(";")
    return entry


def test_the_desktop_file_is_valid() -> None:
    entry = check_desktop_file(DESKTOP)
    assert entry["Icon"] == "stormtable" and entry["Terminal"] == "false"


@pytest.mark.skipif(sys.platform == "win32", reason="the Linux menu")
def test_one_command_puts_the_executable_into_the_menu(tmp_path) -> None:
    """The unpacked Linux build (executable, icon, .desktop file, script) and one command."""
    build = tmp_path / "stormtable-linux"
    build.mkdir()
    (build / "stormtable").write_bytes(b"#!/bin/sh\necho played\n")
    shutil.copy(make_icons(tmp_path / "icons")["png"], build / "stormtable.png")
    for name in ("stormtable.desktop", "install-linux.sh"):
        shutil.copy(ROOT / "packaging" / name, build / name)
    home = tmp_path / "a home"
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"} | {"HOME": str(home)}
    done = subprocess.run(
        ["sh", str(build / "install-linux.sh")], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    installed = home / ".local" / "bin" / "stormtable"
    assert subprocess.run([str(installed)], capture_output=True, text=True, timeout=30).stdout == "played\n"
    icon = home / ".local/share/icons/hicolor/256x256/apps/stormtable.png"
    assert icon.read_bytes() == (build / "stormtable.png").read_bytes()
    entry = check_desktop_file(home / ".local/share/applications/stormtable.desktop")
    assert entry["Exec"] == f'"{installed}"'
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "sh install-linux.sh" in readme
