"""Elements computer players by level, the exact solo optimum, its cache and the solo hint.

The optimum of the shipped sheet takes seconds to compute, so the exact tests use a tiny sheet
(three-field element rows) built directly, where a plain recursive solver checks every value; the
rules the players use are checked against the engine on the shipped sheet.
"""

from __future__ import annotations

import functools
import random
import statistics
import threading

import numpy as np
import pytest

from game import registry
from game.bots import bot_kinds, make_bot
from game.core import shares
from game.elements.bots import ElementsBot
from game.elements.hard import HardBot
from game.elements.hint import hint
from game.elements.medium import MediumBot
from game.elements.rules import ElementsState
from game.elements.sheet import ElementRow, Sheet, load_sheet
from game.elements.solo import SheetRules, cache_path, forget_tables, layout_sheet, solo_table
from game.elements.solver import solo_rolls, solve
from game.play import play_out

SPEC = registry.get("elements")
FIRE, WATER, EARTH, AIR = range(4)

TINY = Sheet(
    "tiny test sheet",
    (
        ElementRow((-3, 2, 8), (-1, FIRE, WATER), 1),
        ElementRow((-3, 2, 7), (-1, WATER, EARTH), 1),
        ElementRow((-3, 2, 8), (-1, EARTH, FIRE), 1),
        ElementRow((-4, 0, 16), (-1, AIR, AIR), 1),
    ),
    (-1, 1, 2, -1),
    (-1, 1, 2),
)
"""Three fields per element row; air's last field is worth far more than the others."""


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    """Every test gets an empty user data folder: nothing depends on a cache built earlier."""
    monkeypatch.setenv("STORMTABLE_DATA", str(tmp_path / "data"))
    forget_tables()
    yield
    forget_tables()


@functools.cache
def reference_values(
    sheet: Sheet, rows: int, dice: int = 4, hazard: float = 0.0
) -> dict[tuple[int, ...], float]:
    """The optimum by plain recursion over rolls and pick pairs (declining both picks of a round,
    which keeps the sheet as it is, solved as a fixed point); with a ``hazard`` the game ends
    after a round with that chance, the sheet then worth its score."""
    rules = SheetRules(sheet)
    counts, probs = solo_rolls(dice)
    rolls = [([f for f in range(5) for _ in range(c[f])], p) for c, p in zip(counts, probs, strict=True)]
    memo: dict[tuple[int, ...], float] = {}

    def value(marks: tuple[int, ...]) -> float:
        if marks in memo:
            return memo[marks]
        if rules.completed(marks) >= rows:
            memo[marks] = float(rules.score(marks))
            return memo[marks]
        parts = []
        for faces, p in rolls:
            best, loop = float("-inf"), False
            for i, first in rules.targets(marks, faces):
                after = rules.cross(marks, first)
                if rules.completed(after) >= rows:
                    best = max(best, rules.score(after))
                    continue
                rest = faces[:i] + faces[i + 1 :]
                for _, second in rules.targets(after, rest):
                    final = rules.cross(after, second)
                    if final == marks:
                        loop = True
                    else:
                        best = max(best, hazard * rules.score(final) + (1 - hazard) * value(final))
            parts.append((p, best, loop))
        x = sum(p * b for p, b, _ in parts)
        while any(lp for _, _, lp in parts):
            stay = hazard * rules.score(marks) + (1 - hazard) * x
            nxt = sum(p * (max(b, stay) if lp else b) for p, b, lp in parts)
            if abs(nxt - x) < 1e-9:
                break
            x = nxt
        memo[marks] = x
        return x

    for index in np.ndindex(*sheet.lengths):
        value(tuple(int(i) for i in index))
    return memo


@pytest.mark.parametrize(("rows", "dice", "hazard"), [(3, 4, 0.0), (2, 4, 0.0), (5, 3, 0.25)])
def test_the_vectorised_optimum_equals_a_plain_recursive_solver(rows: int, dice: int, hazard: float) -> None:
    """Solo (three rows end the game), two rows, and the tables the hard player uses with more
    players (three dice to pick from, a chance per round that the game ends)."""
    values = solve(TINY, rows, dice, hazard)
    reference = reference_values(TINY, rows, dice, hazard)
    got = {idx: float(values[np.ravel_multi_index(idx, TINY.lengths)]) for idx in reference}
    worst = max(abs(got[k] - reference[k]) for k in reference)
    assert worst < 1e-3


def tiny_solo(seed: int) -> ElementsState:
    """A solo game on the tiny sheet (set on the state directly: it is below the file format's
    minimum row length)."""
    state = SPEC.new_game(1, {}, seed)
    assert isinstance(state, ElementsState)
    state.sheet, state.lengths = TINY, TINY.lengths
    state._legal = None
    return state


def test_the_players_rules_match_the_engine() -> None:
    """Which picks are legal, seen by the solver's rules, equals the engine's legal list."""
    sheet = load_sheet()
    rules = SheetRules(sheet)
    rng = random.Random(5)
    for game in range(25):
        state = SPEC.new_game(1 + game % 4, {}, game)
        assert isinstance(state, ElementsState)
        while not state.is_over():
            seat = state.current_player()
            marks = tuple(state.marks[seat])
            dice = state.remaining()
            picks = rules.targets(marks, [state.faces[d] for d in dice])
            assert sorted(dice[i] << 3 | t for i, t in picks) == sorted(state.legal_actions())
            assert rules.frozen(marks) == state.frozen[seat]
            assert rules.score(marks) == state.score(seat)
            state.apply(rng.choice(state.legal_actions()))


def test_the_hint_lists_every_pick_with_the_optimum_first() -> None:
    """The hint's values are the expected final scores after each pick, worked out here through
    the engine and the recursive solver; the best comes first."""
    reference = reference_values(TINY, 3)
    for seed in range(12):
        state = tiny_solo(seed)
        rng = random.Random(seed)
        while not state.is_over():
            shown = hint(state, wait=True)
            legal = state.legal_actions()
            assert sorted(a for a, _ in shown) == sorted(legal)
            for action, worth in shown:
                after = state.copy()
                after.apply(action)
                if after.is_over() or after.rounds > state.rounds:  # the round's last pick
                    expected = after_round(after, reference)
                else:
                    expected = max(after_round(followed(after, a), reference) for a in after.legal_actions())
                assert worth == pytest.approx(expected, abs=1e-3)
            assert shown[0][1] == max(w for _, w in shown)
            state.apply(rng.choice(legal))


def followed(state: ElementsState, action: int) -> ElementsState:
    other = state.copy()
    other.apply(action)
    assert isinstance(other, ElementsState)
    return other


def after_round(state: ElementsState, reference: dict[tuple[int, ...], float]) -> float:
    """The worth of a sheet once a round is over: its score if the game ended, else the optimum."""
    return float(state.score(0)) if state.is_over() else reference[tuple(state.marks[0])]


def hold_the_solver(monkeypatch) -> threading.Event:
    """Forget the computed tables and hold any new computation until the event is set."""
    from game.elements import solo as elements_solo

    forget_tables()
    ready = threading.Event()
    solve_now = elements_solo._load_or_solve

    def slow_solve(*args):
        assert ready.wait(60), "the test never let the table be computed"
        return solve_now(*args)

    monkeypatch.setattr(elements_solo, "_load_or_solve", slow_solve)
    return ready


def asked_at_once(ask):
    """``ask()`` on another thread: its answer, failing if it does not come at once (it waited)."""
    answer: list = []
    thread = threading.Thread(target=lambda: answer.append(ask()), daemon=True)
    thread.start()
    thread.join(10)
    assert not thread.is_alive(), "it waited for the table"
    return answer[0]


def test_the_hint_is_empty_beyond_solo_or_while_the_table_is_computed(monkeypatch) -> None:
    assert hint(SPEC.new_game(2, {}, 1), wait=True) == []
    ready = hold_the_solver(monkeypatch)
    state = tiny_solo(1)
    try:
        assert asked_at_once(lambda: hint(state)) == []  # not ready yet: never blocks, starts the work
    finally:
        ready.set()
    solo_table(TINY, wait=True)
    assert sorted(a for a, _ in hint(state)) == sorted(state.legal_actions())


def test_a_corrupt_cache_file_is_rebuilt() -> None:
    table = solo_table(TINY)
    assert table is not None
    path = cache_path(TINY)
    assert path.is_file()
    for damage in (b"not a table", b""):
        forget_tables()
        path.write_bytes(damage)
        again = solo_table(TINY)
        assert again is not None
        assert np.array_equal(again.values, table.values)
        assert np.array_equal(np.load(path), table.values)
    forget_tables()
    np.save(path, np.zeros(7, dtype=np.float32))  # a table of another size
    again = solo_table(TINY)
    assert again is not None and np.array_equal(again.values, table.values)


def test_the_cache_is_kept_per_sheet() -> None:
    other = Sheet(TINY.name, TINY.elements, TINY.dark, (-2, 1, 3))
    assert cache_path(other) != cache_path(TINY)
    assert layout_sheet(TINY.to_json()) == TINY


def test_setup_offers_the_three_levels_first() -> None:
    assert bot_kinds("elements")[:3] == ["easy", "medium", "hard"]
    assert "random" in bot_kinds("elements")
    assert isinstance(make_bot("heuristic", "elements", 1), ElementsBot)
    assert isinstance(make_bot("medium", "elements", 1), MediumBot)
    assert isinstance(make_bot("hard", "elements", 1), HardBot)


def tiny_game(players: int, kinds: list[str], seed: int) -> ElementsState:
    state = SPEC.new_game(players, {"start_player": seed % players}, seed)
    assert isinstance(state, ElementsState)
    state.sheet, state.lengths = TINY, TINY.lengths
    state._legal = None
    bots = [make_bot(kind, "elements", seed * 10 + s) for s, kind in enumerate(kinds)]
    for bot in bots:
        if isinstance(bot, HardBot):
            bot.wait_for_table = True
    play_out(state, bots)
    return state


def test_the_hard_player_plays_the_optimum_solo() -> None:
    """Over the same seeded games, the optimum scores more than the easy and the medium player
    and completes the air row (the big last field) more often than the easy one."""
    games = 150
    scores: dict[str, list[int]] = {}
    air: dict[str, int] = {}
    for kind in ("easy", "medium", "hard"):
        states = [tiny_game(1, [kind], seed) for seed in range(games)]
        scores[kind] = [s.score(0) for s in states]
        air[kind] = sum(s.is_full(0, AIR) for s in states)
    assert statistics.mean(scores["hard"]) > statistics.mean(scores["medium"])
    assert statistics.mean(scores["hard"]) > statistics.mean(scores["easy"]) + 1
    assert air["hard"] > air["easy"]


def test_every_level_picks_legal_actions_with_any_number_of_players() -> None:
    for players in (1, 2, 3, 4):
        state = tiny_game(players, ["hard", "medium", "easy", "hard"][:players], players)
        assert state.is_over()
        state = SPEC.new_game(players, {}, players)
        play_out(state, [make_bot("medium", "elements", s) for s in range(players)])
        assert state.is_over()


def test_the_hard_player_never_waits_for_its_table_in_the_app(monkeypatch) -> None:
    """Until the sheet's table is ready the hard player answers at once, as the medium one would;
    once it is ready it plays the optimum (which differs from the medium pick in this position)."""

    def differs(seed: int) -> bool:
        state = tiny_solo(seed)
        best = HardBot(4)
        best.wait_for_table = True
        return best.choose(state.observation(0), state.legal_actions()) != MediumBot(4).choose(
            state.observation(0), state.legal_actions()
        )

    seed = next(s for s in range(200) if differs(s))
    ready = hold_the_solver(monkeypatch)
    state = tiny_solo(seed)
    observation, legal = state.observation(0), state.legal_actions()
    hard, medium = HardBot(4), MediumBot(4)
    try:
        assert asked_at_once(lambda: hard.choose(observation, legal)) == medium.choose(observation, legal)
    finally:
        ready.set()
    assert solo_table(TINY, wait=True) is not None
    assert hard.choose(observation, legal) != medium.choose(observation, legal)


def test_the_medium_player_beats_random_clearly() -> None:
    wins, games = 0.0, 40
    for game in range(games):
        kinds = ["random", "random"]
        kinds[game % 2] = "medium"
        state = SPEC.new_game(2, {"start_player": (game // 2) % 2}, game)
        play_out(state, [make_bot(kind, "elements", game * 10 + s) for s, kind in enumerate(kinds)])
        wins += shares(state.result().winners, 2)[game % 2]
    assert wins / games >= 0.8


def test_the_medium_player_climbs_to_the_air_rows_last_field_solo() -> None:
    """The easy player rarely completes air (+35 at its end); medium does in most games."""
    full = {"easy": 0, "medium": 0}
    for kind in full:
        for game in range(30):
            state = SPEC.new_game(1, {}, game)
            play_out(state, [make_bot(kind, "elements", game)])
            full[kind] += state.is_full(0, AIR)
    assert full["medium"] >= 20 > full["easy"] + 5


def test_with_two_players_the_hard_player_wins_most_games() -> None:
    """Seats and start player rotating over the same seeds, on the tiny sheet."""
    games = 120
    for rival, share in (("random", 0.7), ("medium", 0.55)):
        wins = 0.0
        for game in range(games):
            kinds = [rival, rival]
            kinds[game % 2] = "hard"
            state = tiny_game(2, kinds, game)
            wins += shares(state.result().winners, 2)[game % 2]
        assert wins / games >= share, f"hard won {wins / games:.0%} against {rival}"
