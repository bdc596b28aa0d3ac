"""The program's version, from one place: ``pyproject.toml``'s ``[project] version``.

A source checkout reads it from the file beside the packages, and so does the frozen executable
(``build.spec`` ships ``pyproject.toml`` in the bundle); an installed wheel, which has no
``pyproject.toml`` beside it, reads the same number from its installed metadata. The command
line (``--version``), the About screen, the crash log and every save's ``meta`` quote it.
"""

from __future__ import annotations

from functools import cache

from game.paths import root_dir


@cache
def version() -> str:
    import tomllib  # only when asked: a start that never shows the version does not import it

    try:
        with (root_dir() / "pyproject.toml").open("rb") as handle:
            return str(tomllib.load(handle)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        pass
    from importlib import metadata  # only here: importing it costs tens of milliseconds

    try:
        return metadata.version("stormtable")
    except metadata.PackageNotFoundError:
        return "unknown"
