"""Learning at the table (issue 24): why a dimmed card, die, pile or field may not be taken, shown
when the pointer rests on it; undo of a person's own last actions within their turn; advice, the
move the hard computer player would make. Driven through the real app, as a person would."""

from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from scenes.strings import message_words
from scenes.ui import text as ui_text
from tests import ui_helpers as ui
from tests.test_elements_bot_levels import tiny_solo

GAMES = ["assano", "opposites", "elements", "tornado_ellie"]
OTHERS = {"assano": "random", "opposites": "random", "elements": "random", "tornado_ellie": "random"}


def position(game_id: str, seed: int, moves: int, players: int = 3, options: dict | None = None):
    """A game played at random for about ``moves`` actions, stopped where seat 0 decides."""
    return played(registry.get(game_id).new_game(players, options or {}, seed), seed, moves)


def played(state, seed: int, moves: int):
    """``state`` played at random for about ``moves`` actions, stopped where seat 0 decides."""
    game_id = state.spec.id
    rng = random.Random(seed)
    count = 0
    while not state.is_over() and (count < moves or state.current_player() != 0):
        state.apply(rng.choice(state.legal_actions()))
        count += 1
        if count > moves + 400:
            break
    assert state.current_player() == 0, f"{game_id}: no decision of seat 0 near move {moves}"
    return state


def consecutive(words: list[str], sentence: str) -> bool:
    """True when some run of drawn strings, one after the other, reads ``sentence`` (a wrapped
    tooltip is drawn row by row)."""
    for start in range(len(words)):
        joined = ""
        for row in words[start:]:
            joined = row if not joined else f"{joined} {row}"
            if joined == sentence:
                return True
            if not sentence.startswith(joined):
                break
    return False


def aid(app, key):
    """The table's aid button ``key`` (undo, advice) as it is now."""
    found = next((t for t in app.scene.controls() if t.key == key), None)
    assert found is not None, f"no {key} button (controls: {[t.key for t in app.scene.controls()]})"
    return found


def dimmed(table) -> list:
    return [t for t in table.targets() if t.why is not None]


def check_every_dimmed_target(app, table, drawn) -> int:
    """Rest the pointer on each dimmed target: nothing shows before half a second; after it, the
    drawn tooltip reads the engine's refusal of that target's action; moving off hides it."""
    checked = 0
    for target in dimmed(table):
        expected = message_words(*table.state.refusal(target.why))
        ui.move_mouse(app, (5, app.size[1] - 5))  # off every target first
        ui.run(app, 2)
        ui.move_mouse(app, target.rect.center)
        assert table.focus.hover == target.key, (target.key, table.focus.hover)
        ui.run(app, 20)  # a third of a second on the table's clock: not yet
        assert table.tooltip == "", f"{target.key}: the reason showed before half a second"
        drawn.words.clear()
        ui_text.clear()
        ui.run(app, 16)
        assert table.tooltip == expected, (target.key, table.tooltip, expected)
        assert consecutive(drawn.words, expected), f"{target.key}: {expected!r} not drawn"
        ui.move_mouse(app, (5, app.size[1] - 5))
        ui.run(app, 1)
        assert table.tooltip == "", f"{target.key}: the reason stayed after the pointer left"
        checked += 1
    return checked


# -- why not? --------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_resting_on_a_dimmed_target_shows_the_engines_reason(tmp_path, monkeypatch, game_id) -> None:
    """On sampled positions of each game, every dimmed card, die, pile, field or button explains
    itself when pointed at for half a second, in the engine's own words for that target's action;
    a card picked up in Opposites makes the piles it may not go on explain themselves too."""
    drawn = ui.DrawnText(monkeypatch)
    checked = 0
    for seed, moves in ((1, 4), (2, 15), (3, 40)):
        options = {"dexterity": "off"} if game_id == "tornado_ellie" else None
        state = position(game_id, seed, moves, options=options)
        app = ui.make_app(tmp_path / f"{seed}", (1280, 720))
        table = ui.open_position(app, state, ["human", "random", "random"])
        ui.settle(app, table)
        checked += check_every_dimmed_target(app, table, drawn)
        if game_id == "opposites":  # pick up a playable card: the piles it does not fit explain why
            card = next((t for t in table.targets() if t.key[0] == "card" and t.why is None), None)
            if card is not None:
                ui.click(app, card.rect.center, 2)
                assert table.view.held == card.key[2]
                checked += check_every_dimmed_target(app, table, drawn)
        app.close()
    assert checked >= 3, f"{game_id}: only {checked} dimmed targets on the sampled positions"


# -- undo ------------------------------------------------------------------------------------------
UNDO_TABLES = {
    "assano": (["human", "random"], {}),
    "opposites": (["human", "random", "random"], {}),
    "elements": (["human"], {}),
    "tornado_ellie": (["human", "random", "random"], {"dexterity": "off"}),
}


def policy_allows(state, people: set[int]) -> bool:
    """Board Game Arena's policy, said again from the engine's record of the game: the person to
    move may take back the last action if it was their own and nothing hidden came of it (no card
    drawn, no pile shuffled, no dice rolled, no round dealt, nothing private, no chance drawn on,
    not the world's)."""
    from game.assano.events import CardsDrawn
    from game.elements.events import Rerolled, Rolled
    from game.events import Drew, DrewCards, PileRebuilt, RoundOver
    from game.tornado_ellie.events import RoundBegins

    seat = state.current_player()
    if not state.history or seat not in people:
        return False
    replay = registry.get(state.spec.id).new_game(state.players, state.options, state.seed)
    for action in state.history[:-1]:
        replay.apply(action)
    actor = replay.current_player()
    chance = replay.rng().getstate()
    events = replay.apply(state.history[-1])
    revealing = (Drew, DrewCards, CardsDrawn, PileRebuilt, Rolled, Rerolled, RoundOver, RoundBegins)
    hidden = any(e.to or isinstance(e, revealing) for e in events) or replay.rng().getstate() != chance
    return actor == seat and not hidden


def same_state(a, b) -> None:
    """Identical games: the same document, legal list, generator and every seat's view."""
    assert a.to_json() == b.to_json()
    assert a.legal_actions() == b.legal_actions()
    assert a.rng_mark() == b.rng_mark()
    for seat in range(a.players):
        assert a.observation(seat) == b.observation(seat)


def saved_actions(app, game_id: str) -> list[str]:
    saved = app.store.load_autosave(game_id)
    assert saved is not None, "no autosave"
    return saved.state.to_json()["actions"]


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_restores_the_identical_game_exactly_where_the_policy_allows(tmp_path, game_id) -> None:
    """A game played by clicks: at every decision the Undo button shows exactly where the policy
    allows taking back; pressing it (the button, U or Ctrl+Z) gives the identical game of before
    the last action, the autosave follows, and the game goes on from there."""
    kinds, options = UNDO_TABLES[game_id]
    app = ui.make_app(tmp_path, anim="off")  # undo's subject is the game, not the motion
    table = ui.open_table(app, game_id, kinds, options, seed=5, autosave=True)
    rng = random.Random(2)
    before: dict[int, object] = {}
    shown = refused = undone = 0
    ways = ["button", "u", "ctrl+z"]
    for _ in range(400):
        ui.settle(app, table)
        if ui.at_results(app) or undone >= 6:
            break
        state = table.state
        allowed = policy_allows(state, {0})
        keys = [t.key for t in table.controls()]
        assert ("undo" in keys) == allowed, (state.history[-3:], keys)
        if allowed:
            shown += 1
        elif state.history and before.get(len(state.history) - 1) is not None:
            refused += 1  # the person's own action, taken just now, stands
        if allowed and rng.random() < 0.6:
            length = len(state.history)
            way = ways[undone % 3]
            if way == "button":
                ui.click(app, aid(app, "undo").rect.center, 2)
            elif way == "u":
                ui.key(app, pygame.K_u, 2)
            else:
                ui.key(app, pygame.K_z, 2, mod=pygame.KMOD_CTRL)
            assert len(table.state.history) == length - 1, way
            same_state(table.state, before[length - 1])
            assert saved_actions(app, game_id) == table.state.to_json()["actions"]
            assert table.view.table is table and table.obs == table.state.observation(0)
            undone += 1
            continue
        before = {k: v for k, v in before.items() if k < len(state.history)}
        before[len(state.history)] = state.copy()
        # Elements' solo helper is no action and no subject of undo (showing it would solve the
        # sheet's table, seconds of the test for nothing undo does)
        choices = [
            t for t in table.targets() if t.key not in ("pause", "undo", ("helper",)) and t.why is None
        ]
        ui.click(app, rng.choice(choices).rect.center, 1)
    assert undone >= 2 and shown >= 2, (game_id, shown, undone)
    app.close()


def test_undo_never_crosses_a_turn_or_a_roll_nor_shows_the_next_persons_hand(tmp_path) -> None:
    """Elements solo: the first pick of a roll may be taken back, the second brings a new roll
    and stands. Opposites in hot-seat: once a person ends the turn, neither the hand-off screen
    nor the next person's table takes anything back (U and Ctrl+Z do nothing, no button shows)."""
    app = ui.make_app(tmp_path)
    table = ui.open_table(app, "elements", ["human"], seed=3, autosave=True)
    ui.settle(app, table)
    while len(table.state.history) < 1:
        pick = next(t for t in table.targets() if t.key[0] in ("die", "cross", "confirm") and t.why is None)
        ui.click(app, pick.rect.center, 2)
        ui.settle(app, table)
    assert "undo" in [t.key for t in table.controls()]
    ui.key(app, pygame.K_u, 2)
    assert table.state.history == []
    rolled = table.state.observation(0)["dice"]
    while len(table.state.history) < 2:
        pick = next(t for t in table.targets() if t.key[0] in ("die", "cross", "confirm") and t.why is None)
        ui.click(app, pick.rect.center, 2)
        ui.settle(app, table)
    assert table.state.observation(0)["dice"] != rolled or table.state.observation(0)["round"] > 1
    assert "undo" not in [t.key for t in table.controls()]
    ui.key(app, pygame.K_z, 2, mod=pygame.KMOD_CTRL)
    assert len(table.state.history) == 2
    app.close()

    app = ui.make_app(tmp_path / "hotseat")
    table = ui.open_table(app, "opposites", ["human", "human"], seed=4, autosave=True)
    ui.settle(app, table, confirm=True)
    first = table.viewer
    hand = list(table.obs["hand"])
    while table.handoff is None and table.viewer == first:
        keys = [t.key for t in table.controls()]
        if "end" in keys:
            ui.key(app, pygame.K_e, 2)
            continue
        name = next((t for t in table.targets() if t.key[0] == "name"), None)
        if name is not None:  # a Tornado laid: name its symbol
            ui.click(app, name.rect.center, 2)
        else:
            card = next(t for t in table.targets() if t.key[0] == "card" and t.why is None)
            ui.click(app, card.rect.center, 1)
            pile = next(t for t in table.targets() if t.key[0] == "pile" and t.why is None)
            ui.click(app, pile.rect.center, 2)
        ui.wait_until(app, lambda: not table.flights.busy(), 300, "the card to land")
        if table.handoff is None and table.viewer == first:
            assert "undo" in [t.key for t in table.controls()]  # a card placed, the turn still on
    assert table.handoff is not None
    length = len(table.state.history)
    for press in ({"code": pygame.K_u}, {"code": pygame.K_z, "mod": pygame.KMOD_CTRL}):
        ui.key(app, press["code"], 2, mod=press.get("mod", 0))
        assert len(table.state.history) == length
        if table.handoff is not None:
            ui.click(app, (5, 5), 2)  # the next person takes the device
    ui.settle(app, table)
    assert table.viewer != first and table.obs["hand"] != hand
    assert "undo" not in [t.key for t in table.controls()]
    ui.key(app, pygame.K_u, 2)
    assert len(table.state.history) == length
    app.close()


# -- the setup's "At the table" section ------------------------------------------------------------
def set_toggle(app, title: str, on: bool) -> None:
    """Move the form's focus to the toggle ``title`` and switch it with the arrow keys."""
    ui.focus_on(app, title)
    for code in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_LEFT):
        if ui.focused_widget(app).get_value() == on:
            return
        ui.key(app, code)
    assert ui.focused_widget(app).get_value() == on, f"{title} would not switch"


def solo_elements_from_setup(app, undo: bool = True, advice: bool = True):
    """The menu's Elements card, one player, the aids as asked, Start: the table that opens."""
    ui.to_setup(app, "elements")
    ui.focus_on(app, "Players")
    for _ in range(4):
        if ui.focused_widget(app).get_value()[0][1] == 1:
            break
        ui.key(app, pygame.K_LEFT)
    set_toggle(app, "Undo", undo)
    set_toggle(app, "Advice", advice)
    ui.press_button(app, "Start the game", 3)
    assert ui.showing(app, "TableScene"), ui.screen(app)
    table = app.scene
    assert table.state.players == 1
    ui.settle(app, table)
    return table


def first_pick(app, table) -> None:
    while not table.state.history:
        pick = next(t for t in table.targets() if t.key[0] in ("die", "cross", "confirm") and t.why is None)
        ui.click(app, pick.rect.center, 2)
        ui.settle(app, table)


def test_setup_turns_undo_off_and_a_resumed_game_keeps_it(tmp_path) -> None:
    """With Undo off in setup's "At the table" section the table has no Undo button and U and
    Ctrl+Z take nothing back; the choice is remembered for the next setup and kept by the
    autosave, so the resumed game has no undo either. Turned on again, the button is back."""
    app = ui.start_app(tmp_path)
    table = solo_elements_from_setup(app, undo=False)
    first_pick(app, table)
    assert "undo" not in [t.key for t in table.controls()]
    ui.key(app, pygame.K_u, 2)
    ui.key(app, pygame.K_z, 2, mod=pygame.KMOD_CTRL)
    assert len(table.state.history) == 1
    ui.quit_to_menu(app)
    ui.click(app, ui.menu_target(app, "resume:elements").center, 3)  # the game in progress
    resumed = app.scene
    assert ui.showing(app, "TableScene") and resumed is not table and len(resumed.state.history) == 1
    ui.settle(app, resumed)
    assert resumed.match.aids["undo"] is False
    assert "undo" not in [t.key for t in resumed.controls()]
    ui.key(app, pygame.K_u, 2)
    assert len(resumed.state.history) == 1
    ui.quit_to_menu(app)
    ui.to_setup(app, "elements")
    ui.focus_on(app, "Undo")
    assert ui.focused_widget(app).get_value() is False  # remembered
    set_toggle(app, "Undo", True)
    ui.press_button(app, "Start the game", 3)
    if ui.showing(app, "ChoiceScene"):
        ui.press_button(app, "Start anew", 3)
    table = app.scene
    ui.settle(app, table)
    first_pick(app, table)
    assert "undo" in [t.key for t in table.controls()]
    app.close()


@pytest.mark.parametrize("aids", ["yes", {"undo": "no"}, {"undo": True, "cheat": True}, [True]])
def test_a_save_with_malformed_aids_is_set_aside_and_one_without_any_gets_defaults(tmp_path, aids) -> None:
    """The aids in a save's meta are checked like its seats: malformed ones set the save aside
    with a notice (the menu offers no resume); a save from before the aids resumes with both on."""
    from game import documents
    from scenes.store import Store

    state = registry.get("opposites").new_game(2, {}, 7)
    state.apply(state.legal_actions()[0])
    seats_meta = [{"kind": "human", "name": "Ann"}, {"kind": "random", "name": "Bo"}]
    store = Store(tmp_path)
    path = store.save_path("opposites")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(documents.dumps(state, {"seats": seats_meta, "aids": aids}), encoding="utf-8")
    app = ui.start_app(tmp_path)
    assert "resume:opposites" not in [t.key for t in app.scene.targets()]
    notices = [*app.store.notices, str(getattr(app.scene, "notice", ""))]
    assert any(path.name in notice for notice in notices), notices
    app.close()
    path.write_text(documents.dumps(state, {"seats": seats_meta}), encoding="utf-8")
    app = ui.start_app(tmp_path / ".")
    ui.click(app, ui.menu_target(app, "resume:opposites").center, 3)
    assert ui.showing(app, "TableScene") and app.scene.match.aids == {"undo": True, "advice": True}
    app.close()


# -- advice ----------------------------------------------------------------------------------------
def press_question_mark(app) -> None:
    ui.post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    ui.post(pygame.KEYUP, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    ui.run(app, 1)


def hard_choice(state):
    """What the game's hard computer player, made as a match makes it (its class from the
    registry) with the advice's seed and budget, plays in ``state``."""
    import importlib

    from game.advice import ITERATIONS, advice_seed, adviser_kind

    module, name = registry.bots(state.spec.id)[adviser_kind(state.spec.id)].split(":")
    bot = getattr(importlib.import_module(module), name)(advice_seed(state))
    if hasattr(bot, "iterations"):  # a search player: the advice's budget, no time limit
        bot.iterations, bot.seconds = ITERATIONS, None
    if hasattr(bot, "wait_for_table"):
        bot.wait_for_table = True
    if bot.wants_state:
        return bot.choose_from_state(state.copy())
    return bot.choose(state.observation(state.current_player()), state.legal_actions())


@pytest.mark.parametrize("game_id", GAMES)
def test_advice_is_the_hard_players_choice_ringed_on_the_table(tmp_path, monkeypatch, game_id) -> None:
    """On sampled positions the advice (the button, or "?") is exactly the hard player's choice
    for the same seed and budget; the move is ringed where it lies on the table and its line is
    drawn in the hint line; once a move is made the advice is gone."""
    drawn = ui.DrawnText(monkeypatch)
    # Elements alone: its hard player reads a solved table, which for the real sheet takes
    # seconds to solve (with rivals, one table a chance of the game ending); solo on the tiny
    # sheet (eight picks a game) it is solved at once, and the hard player reads it the same way
    kinds = ["human"] if game_id == "elements" else ["human", "random", "random"]
    samples = ((2, 2), (4, 5)) if game_id == "elements" else ((2, 15), (4, 30))
    for index, (seed, moves) in enumerate(samples):
        options = {"dexterity": "off"} if game_id == "tornado_ellie" else None
        if game_id == "elements":
            state = played(tiny_solo(seed), seed, moves)
        else:
            state = position(game_id, seed, moves, len(kinds), options)
        app = ui.make_app(tmp_path / f"{seed}", (1280, 720))
        table = ui.open_position(app, state, kinds)
        ui.settle(app, table)
        drawn.words.clear()
        ui_text.clear()
        if index == 0:
            ui.click(app, aid(app, "advice").rect.center, 1)
        else:
            press_question_mark(app)
        assert table.advice_asked
        ui.wait_until(app, lambda t=table: t.advice is not None, 2, "the advice")  # in the next frame
        ui.run(app, 2)
        expected = hard_choice(table.state)
        assert table.advice.action == expected and expected in table.state.legal_actions()
        words = table.advice_words()
        assert words.startswith("Advice: ") and consecutive(drawn.words, words), words
        assert table.advice_shown, f"{game_id}: the advised move is not shown on the table"
        window = app.screen.get_rect()
        assert all(window.contains(rect) for rect in table.advice_shown)
        choices = [t for t in table.targets() if t.key not in ("pause", "undo", "advice") and t.why is None]
        length = len(table.state.history)
        for target in choices:  # act: the advice is gone with the moment it was for
            ui.click(app, target.rect.center, 2)
            if len(table.state.history) > length:
                break
        if len(table.state.history) > length:
            assert table.advice is None and not table.advice_asked
        app.close()


def test_the_advice_is_thought_out_in_the_workers_process_in_real_time(tmp_path, monkeypatch) -> None:
    """In a person's window (the wall clock) the advice is thought out in the match's worker
    process (game.bot_worker), never in the window's process beside its frames."""
    import game.match

    here = []
    real = game.match.advise

    def advise(*args):
        here.append(args)
        return real(*args)

    monkeypatch.setattr(game.match, "advise", advise)
    app = ui.make_app(tmp_path, real_time=True)
    table = ui.open_position(app, position("assano", 2, 15), ["human", "random", "random"])
    ui.settle(app, table)
    ui.click(app, aid(app, "advice").rect.center, 1)
    ui.wait_in_real_time(app, lambda: table.advice is not None, 180, "the advice")
    assert not here, "the advice was thought out in the window's process, beside its frames"
    assert table.match.worker_decisions == 1
    assert table.advice.action == hard_choice(table.state)
    app.close()


def test_setup_turns_advice_off(tmp_path) -> None:
    """With Advice off in setup the table has no Advice button and "?" asks nothing; the saved
    game keeps it off."""
    app = ui.start_app(tmp_path)
    table = solo_elements_from_setup(app, advice=False)
    assert "advice" not in [t.key for t in table.controls()]
    press_question_mark(app)
    ui.run(app, 30)
    assert not table.advice_asked and table.advice is None
    first_pick(app, table)
    assert "advice" not in [t.key for t in table.controls()]
    assert app.store.load_autosave("elements").aids == {"undo": True, "advice": False}
    app.close()
