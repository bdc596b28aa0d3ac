"""The tests wait on frames, never on the wall clock (issue 44): a test that sleeps, or waits until
so many seconds have passed, is slow on an idle machine and fails on a busy one. The window's
deterministic clock (:mod:`scenes.clock`) makes every frame 1/60 s and brings a computer's move in
the next frame, so a bound of frames is enough. Only a test about real time itself (the computer
players' own process) may read the clock, and its name says so: it contains ``real_time``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
CLOCK_READS = {"sleep", "monotonic", "monotonic_ns", "time", "time_ns", "perf_counter", "perf_counter_ns"}
"""What of the ``time`` module sleeps or reads the wall clock."""
PYGAME_WAITS = {"wait", "delay", "get_ticks"}
"""What of ``pygame.time`` sleeps or reads the wall clock."""
IN_A_STRING = re.compile(r"\btime\.(sleep|monotonic|perf_counter|time)\(")
"""The same in the source of a child process a test starts."""
EXEMPT = "real_time"


def dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{dotted(node.value)}.{node.attr}"
    return ""


def clock_uses(tree: ast.AST) -> list[tuple[int, str]]:
    """Every line outside a function named for real time that sleeps or reads the wall clock."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, exempt: bool) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and EXEMPT in node.name:
            exempt = True
        if not exempt:
            if isinstance(node, ast.Attribute):
                owner = dotted(node.value)
                if (owner == "time" and node.attr in CLOCK_READS) or (
                    owner.endswith("pygame.time") and node.attr in PYGAME_WAITS
                ):
                    found.append((node.lineno, f"{owner}.{node.attr}"))
            elif isinstance(node, ast.ImportFrom) and node.module == "time":
                names = [alias.name for alias in node.names if alias.name in CLOCK_READS]
                found.extend((node.lineno, f"from time import {name}") for name in names)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.extend((node.lineno, f"{m.group(0)}...") for m in IN_A_STRING.finditer(node.value))
        for child in ast.iter_child_nodes(node):
            visit(child, exempt)

    visit(tree, False)
    return found


def test_no_test_sleeps_or_waits_on_the_wall_clock_unless_named_for_real_time() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found += [f"{path.relative_to(TESTS)}:{line}: {what}" for line, what in clock_uses(tree)]
    assert not found, "tests that wait on the wall clock:\n" + "\n".join(found)


def test_the_check_sees_every_way_of_waiting_and_spares_a_test_named_for_real_time() -> None:
    source = '''
import TIME
from TIME import NAP
import pygame

def test_NAPs():
    TIME.NAP(1)
    began = TIME.monotonic()
    pygame.TIME.wait(5)
    child = "import time; TIME.NAP(60)"

def test_the_worker_answers_in_real_time():
    TIME.NAP(0.1)
    return TIME.perf_counter()

def test_a_fake_clock(monkeypatch, cli):
    monkeypatch.setattr(cli.time, "monotonic", lambda: 0.0)
'''.replace("TIME", "time").replace("NAP", "sleep")  # its own source is checked too, by this and by grep
    assert [what.replace("sleep", "NAP") for _, what in clock_uses(ast.parse(source))] == [
        "from time import NAP",
        "time.NAP",
        "time.monotonic",
        "pygame.time.wait",
        "time.NAP(...",
    ]
