"""Issue 23, the tables: every word on a table comes from the catalogue, as whole sentences.

In the pseudo language (``scenes.language.PSEUDO``) every catalogued letter is accented, so a plain
ASCII word drawn anywhere on a table (a hint, a refusal, the log, a banner, a summary between
rounds, the hand-off screen, the results) came from outside the catalogue. Each game is played
through the real app, by clicks, two people sharing the device beside a computer player. The
language is switched in the middle of a game through the pause screen's Settings, and the table
then speaks Danish. Every id a table asks ``text``/``plural`` for is a literal the catalogue has
(of the right kind), and every text of the tables lies inside the window and its box at 800x600
and 2560x1440, in English, Danish, German and the pseudo language, none below the size floor.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pygame
import pytest

from scenes import language
from scenes.clock import FRAME
from scenes.results import ResultsScene
from scenes.strings import every_string
from scenes.table import TableScene
from tests import ui_helpers as ui
from tests.own_words import own_words
from tests.test_day_one_layout import BOT, Drawn, crowding

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = ["Stormtable"]
"""Words that are the same in every language (the brand); the players' names are added."""

PLAYS = [
    pytest.param("assano", ["human", "human", "heuristic"], {"target": 120}, 11, id="assano"),
    pytest.param("opposites", ["human", "human", "medium"], {}, 13, id="opposites"),
    pytest.param("elements", ["human", "human", "medium"], {}, 15, id="elements"),
    pytest.param("tornado_ellie", ["human", "human", "average"], {}, 17, id="tornado_ellie"),
]
"""One game per game, two people sharing the device and a computer player at one table: the
hand-off screen, the people's hints and refusals and the computer's moves in the log are all
seen in the same game (rather than a hot-seat game and a game against computers)."""
LIVE = {"tornado_ellie": 0.1}
"""The seconds a frame where no one clicks lasts, by game. The live tornado's column is stepped
and drawn every frame and takes most of a game's frames: in a tenth of a second it runs its
steps at their cap a frame (1.5 times a sixtieth's) and the rest shown after it passes in a few
frames. The physics steps are the same, and so the game, move for move, and its words (the
countdown and "time's up" included); the other games' frames are sixtieths."""
SMALL = (800, 600)
"""The smallest window, for every game: each frame is drawn, and costs least there (an Assano
game at 1280x720 took four times as long), and the words are the game's whatever the size."""


class Seen:
    """What a person saw of a table while it was played: which kinds of words appeared."""

    def __init__(self) -> None:
        self.kinds: set[str] = set()

    def look(self, app) -> None:
        scene = app.scene
        if isinstance(scene, ResultsScene):
            self.kinds.add("results")
            return
        if not isinstance(scene, TableScene):
            return
        if scene.handoff is not None:
            self.kinds.add("hand-off")
        if scene.interlude is not None:
            self.kinds.add("interlude")
        if scene.message:
            self.kinds.add("refusal")
        if scene.banners:
            self.kinds.add("banner")
        if len(scene.log) > 3:
            self.kinds.add("log")
        if scene.deciding():
            self.kinds.add("hint")


def play_to_the_end(app, table, seed: int, seen: Seen, limit: int = 40000, idle: float = FRAME) -> None:
    """Play the table by clicks (``ui.play_by_clicks``: a random target whenever a person decides,
    so cards that cannot be played now are clicked too and refused), and look at every frame."""
    ui.play_by_clicks(app, random.Random(seed), limit=limit, on_frame=seen.look, idle=idle)
    ui.run(app, 3)
    seen.look(app)


@pytest.mark.parametrize(("game", "kinds", "options", "seed"), PLAYS)
def test_a_whole_game_at_the_table_draws_only_catalogued_words(
    tmp_path, monkeypatch, game, kinds, options, seed
) -> None:
    app = ui.make_app(tmp_path, SMALL)
    language.set_language(language.PSEUDO)
    app.settings.anim_speed = "off"
    drawn = ui.DrawnText(monkeypatch)
    table = ui.open_table(app, game, kinds, options, seed=seed)
    seen = Seen()
    play_to_the_end(app, table, seed, seen, idle=LIVE.get(game, FRAME))
    expected = {"hint", "log", "results"}
    if game != "elements":  # the dice that cannot be taken are dimmed and never clicked through
        expected.add("refusal")
    if kinds.count("human") > 1 and table.view.private_hands:
        expected.add("hand-off")
    if game == "assano":
        expected.add("interlude")
    assert expected <= seen.kinds, f"the game never showed {expected - seen.kinds}"
    english = drawn.english(allowed=[*table.names, *ALLOWED])
    assert not english, f"{game}: words drawn from outside the catalogue: {english}"


# -- switching the language mid-game through the pause screen ------------------------------------
DANISH = {
    "log_start": "Et nyt spil {game} begynder.",
    "log_assano_play": "{name} spiller {card}.",
    "log_assano_play_named": "{name} spiller {card} og vælger {colour}.",
    "log_assano_play_call": "{name} spiller {card} og siger ASSANO!",
    "log_assano_play_named_call": "{name} spiller {card}, vælger {colour} og siger ASSANO!",
    "log_assano_draw": "{name} trækker {count}.",
    "assano_hint_play": "Din tur: spil et kort, der passer til {colour} eller {top}, eller træk (D).",
    "assano_hint_draw": "Intet kort passer: træk (D), op til tre kort.",
    "assano_hint_drawn": "Du trak {card}: det passer, spil det (klik på det).",
    "assano_hint_call": "Dit næstsidste kort: tryk ASSANO! (A), før du spiller det, eller træk {count}.",
    "assano.colour.red": "rød",
    "assano.colour.green": "grøn",
    "assano.colour.blue": "blå",
    "assano.colour.yellow": "gul",
    "assano.card.number": "{colour} {number}",
    "assano.card.skip": "{colour} spring",
    "assano.card.reverse": "{colour} vend",
    "assano.card.draw_two": "{colour} tag 2 op",
    "assano.card.wild": "farvevalg",
    "assano.card.wild_four": "farvevalg tag 4 op",
}
"""A few Danish words (the rulebook's card names): the test's own catalogue, so that it holds
whatever the shipped Danish catalogue has translated yet."""


def danish_catalogue(folder: Path) -> Path:
    """A Danish catalogue with the ``DANISH`` entries (the English of each id from the tables)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    import game.assano.cards  # noqa: F401  (registers its messages)
    from game.messages import TEXTS

    catalogue = Catalog(locale="da", domain=language.DOMAIN)
    for key, danish in DANISH.items():
        english = every_string().get(key, TEXTS.get(key))
        assert isinstance(english, str), f"{key} is no message of the tables"
        catalogue.add(english, danish, context=key)
    path = folder / "da" / "LC_MESSAGES" / f"{language.DOMAIN}.po"
    path.parent.mkdir(parents=True)
    with path.open("wb") as handle:
        write_po(handle, catalogue)
    return folder


def hint_drawn(app, table, monkeypatch) -> str:
    """The words drawn in the hint bar, its rows joined."""
    drawn = ui.drawn_text(app, monkeypatch)
    return " ".join(w for w, r in drawn if table.hint_rect.contains(r))


def test_the_language_switched_in_the_pause_screen_turns_the_table_danish(
    tmp_path, monkeypatch, request
) -> None:
    folder = danish_catalogue(tmp_path / "locale")
    monkeypatch.setattr(language, "locale_dir", lambda: folder)
    language.translations.cache_clear()
    request.addfinalizer(language.translations.cache_clear)  # later tests read the shipped catalogues
    app = ui.make_app(tmp_path)
    table = ui.open_table(app, "assano", ["human", "heuristic"], seed=4)
    ui.play_moves(app, 6)
    ui.settle(app, table)
    assert hint_drawn(app, table, monkeypatch).startswith(("Your turn", "No card", "You drew", "Your second"))
    history, seen = list(table.state.history), table.state.observation(0)

    ui.choose_danish_at_the_table(app, table)
    ui.run(app, 2)

    assert table.state.history == history and table.state.observation(0) == seen, "the game changed"
    hint = hint_drawn(app, table, monkeypatch)
    assert hint == table.view.hint(table.obs, table.legal(), True)
    assert hint.startswith(("Din tur", "Intet kort", "Du trak", "Dit næstsidste")), hint
    if hint.startswith("Din tur"):
        assert any(colour in hint for colour in ("rød", "grøn", "blå", "gul")), hint
    log = list(table.log)
    assert log[0] == "Et nyt spil Assano begynder."
    plays = [line for line in log if " spiller " in line]
    assert len(plays) >= 3, log
    english = [line for line in log if " plays " in line or re.fullmatch(r"P\d draws \d+\.", line)]
    assert not english, f"moves still described in English: {english}"
    assert any(colour in line for line in plays for colour in ("rød", "grøn", "blå", "gul")), log


# -- every id the tables ask for exists ---------------------------------------------------------
class Keys(ast.NodeVisitor):
    """The ids each ``text``/``plural`` call of a module may ask for, worked out from the source:
    a literal, either of a conditional's literals, a name bound in the function to such ids, or a
    module table's (a dict of literal ids) entry. A call whose id cannot be worked out so is listed."""

    def __init__(self, tree: ast.Module) -> None:
        self.tables = {
            target.id: node.value
            for node in tree.body
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict)
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        }
        self.calls: list[tuple[int, str, set[str] | None]] = []
        self.scope: list[ast.AST] = [tree]

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.scope.append(node)
        self.generic_visit(node)
        self.scope.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Call(self, node: ast.Call) -> None:
        name = node.func.id if isinstance(node.func, ast.Name) else ""
        if name in ("text", "plural") and node.args:
            self.calls.append((node.lineno, name, self.ids(node.args[0])))
        self.generic_visit(node)

    def table_ids(self, table: ast.Dict) -> set[str] | None:
        values = [v.value for v in table.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
        return set(values) if len(values) == len(table.values) else None

    def ids(self, node: ast.AST, depth: int = 0) -> set[str] | None:
        if depth > 4:
            return None
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}
        if isinstance(node, ast.IfExp):
            body, other = self.ids(node.body, depth + 1), self.ids(node.orelse, depth + 1)
            return body | other if body is not None and other is not None else None
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in self.tables
        ):
            return self.table_ids(self.tables[node.value.id])
        if (  # TABLE.get(key, "default")
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in self.tables
            and len(node.args) == 2
        ):
            found, default = (
                self.table_ids(self.tables[node.func.value.id]),
                self.ids(node.args[1], depth + 1),
            )
            return found | default if found is not None and default is not None else None
        if isinstance(node, ast.Name):
            bound = [
                n.value
                for n in ast.walk(self.scope[-1])
                if isinstance(n, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == node.id for t in n.targets)
            ]
            if not bound:
                return None
            out: set[str] = set()
            for value in bound:
                found = self.ids(value, depth + 1)
                if found is None:
                    return None
                out |= found
            return out
        return None


def string_calls() -> list[tuple[str, int, str, set[str] | None]]:
    out = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        keys = Keys(ast.parse(path.read_text(encoding="utf-8")))
        keys.visit(keys.scope[0])
        out += [(str(path.relative_to(ROOT)), line, kind, ids) for line, kind, ids in keys.calls]
    return out


TABLE_FILES = (
    "scenes/table.py",
    "scenes/tables/",
    "scenes/ui/",
    "scenes/tables/tornado_ellie/live_world.py",
    "scenes/tables/tornado_ellie/practice.py",
)


def test_every_id_the_tables_ask_for_is_a_literal_in_the_catalogue_of_its_kind() -> None:
    calls = [c for c in string_calls() if c[0].startswith(TABLE_FILES)]
    assert len(calls) > 200, "the tables' text() calls were not found"
    unknown = [f"{path}:{line}" for path, line, _, ids in calls if ids is None]
    assert not unknown, f"ids built at run time (use a table of literal ids): {unknown}"
    missing = [
        f"{path}:{line} {key}" for path, line, _, ids in calls for key in ids if key not in every_string()
    ]
    assert not missing, f"ids not in STRINGS: {missing}"
    wrong = [
        f"{path}:{line} {kind}({key!r})"
        for path, line, kind, ids in calls
        for key in ids
        if (kind == "plural") != isinstance(every_string()[key], tuple)
    ]
    assert not wrong, f"text() of a pair or plural() of a plain string: {wrong}"


def test_every_name_the_engine_gives_a_table_is_a_registered_message() -> None:
    """The namers of the four games say every card, colour, symbol, die, row and piece through
    registered message ids (so the window says them in its language)."""
    from game.assano import cards as assano
    from game.elements import rules as elements
    from game.messages import NAMERS, TEXTS, Message, Name
    from game.opposites import cards as opposites
    from game.tornado_ellie import cards as tornado_ellie

    codes = {
        "assano.card": list(assano.CARD_BY_TEXT),
        "assano.colour": list(assano.COLOURS),
        "opposites.card": list(opposites.CARD_BY_TEXT),
        "opposites.symbol": list(opposites.SYMBOLS),
        "elements.die": list(elements.DIE_NAMES),
        "elements.row": list(elements.TARGETS),
        "elements.face": list(elements.FACES),
        "tornado_ellie.card": list(tornado_ellie.FACE_BY_NAME),
        "tornado_ellie.species": sorted({f.species for f in tornado_ellie.FACES}),
        "tornado_ellie.piece": list(tornado_ellie.KINDS),
    }
    plain = []
    for kind, values in codes.items():
        for code in values:
            named = NAMERS[kind](code)
            if not isinstance(named, Message) or named.id not in TEXTS:
                plain.append(f"{kind} {code}: {named!r}")
            for value in named.params.values() if isinstance(named, Message) else ():
                if not isinstance(value, (Message, Name, int)):
                    plain.append(f"{kind} {code}: the part {value!r}")
    assert not plain, plain


# -- every text fits at the smallest and the largest window, in every language --------------------
CODES = ("en", "da", "de", language.PSEUDO)
FITS = [
    pytest.param(game, CODES[index:] + CODES[:index], id=game)
    for index, game in enumerate(("assano", "opposites", "elements", "tornado_ellie"))
]
"""One game per table, started in one language (each language starts one table's game) and
switched to the others at the moment looked at, as a person switches them (the app's
``choose_language``, which the settings call): each table in each language at the same moment,
in one game rather than four."""
SIZES = ((800, 600), (2560, 1440))
"""The smallest and the largest window: played in the smallest and looked at in both (the window
resized at the moment; each frame of 2560x1440 costs several of 800x600)."""


@pytest.mark.parametrize(("game", "codes"), FITS)
def test_every_text_of_a_table_fits_its_box_in_every_language(tmp_path, monkeypatch, game, codes) -> None:
    """The day-one layout checks (inside the window, no text over another, a button's label
    inside the button), the hint whole inside its bar, the panel's lines inside the panel, and
    nothing drawn under the size floor, in each language."""
    from tests.test_day_one_layout import resize

    app = ui.make_app(tmp_path, SIZES[0])
    language.set_language(codes[0])
    kinds = ["human"] + [BOT[game]] * 2
    table = ui.open_table(app, game, kinds, seed=7)
    ui.play_moves(app, 8)
    ui.settle(app, table)
    assert not ui.at_results(app), "the game ended before the moment"
    for code in codes:
        if language.current() != code:
            app.choose_language(code)
            ui.run(app, 2)
            assert language.current() == code and app.scene is table, ui.screen(app)
        for size in SIZES if app.size == SIZES[0] else SIZES[::-1]:
            if app.size != size:
                resize(app, size)
                ui.settle(app, table)
            fits_at(app, table, monkeypatch, f"{game} at {size} in {code}", code)


def fits_at(app, table: TableScene, monkeypatch, where: str, code: str) -> None:
    """The checks of the table as the window shows it now."""
    import scenes.ui.text as ui_text
    from tests.test_day_one_text import assert_hint_bar_shows

    sizes: set[int] = set()
    real_font = ui_text.font

    def font(size, bold=False):
        sizes.add(size)
        return real_font(size, bold)

    with monkeypatch.context() as patched:
        patched.setattr(ui_text, "font", font)
        drawn = Drawn(patched, app)
        drawn.frame(app)
    assert drawn.texts, f"{where}: no text recorded on the window"
    problems = crowding(app, drawn)
    if code in ("da", "de"):  # the table speaks the language's own words (its catalogue file), no English
        words = own_words(code)
        texts = [w for w, _ in drawn.texts]
        problems += [f"{w!r} drawn in English" for w in words.english_in(texts)]
        problems += [] if words.of(texts) else [f"no word of {code}'s catalogue among {texts[:10]}"]
    assert not problems, f"{where}:\n" + "\n".join(problems)
    small = sorted(s for s in sizes if s < ui_text.MIN_SIZE)
    assert not small, f"{where}: text drawn at {small} px, under the floor of {ui_text.MIN_SIZE}"

    def hint(table: TableScene) -> str:
        return table.view.hint(table.obs, table.legal(), table.last_ctx.deciding)

    with monkeypatch.context() as patched:
        assert_hint_bar_shows(app, table, hint, patched)
    panel: list[tuple[str, pygame.Rect]] = []
    real_blit = ui_text.blit

    def record(surface, words, *args, **anchor):
        rect = real_blit(surface, words, *args, **anchor)
        panel.append((words, rect))
        return rect

    with monkeypatch.context() as patched:
        patched.setattr(ui_text, "blit", record)
        image = table.render_panel(tuple(table.view.panel_lines(table.obs)))
    outside = [(w, r) for w, r in panel if w.strip() and not image.get_rect().contains(r)]
    assert len(panel) > 4 and not outside, f"{where}: the panel's words run out of it: {outside}"


def card_target(table, card: str):
    """The target of a card in the person's hand at an Assano table."""
    keys = (t for t in table.targets() if isinstance(t.key, tuple) and t.key[:1] == ("card",))
    return next(t for t in keys if t.key[2] == card)


def test_a_banner_and_a_round_summary_on_screen_turn_danish_with_the_language(tmp_path, monkeypatch) -> None:
    """A person who switches language while an announcement or a round's summary is up reads it
    in the new language at once, not only the next ones."""
    from scenes.strings import text
    from tests.assano_helpers import rig

    app = ui.make_app(tmp_path)
    state = rig(["R5 RD2 G1 G2", "B1 B2 B3", "Y1 Y2 Y3"], "R7", deck="G3 G4 G5 G6")
    table = ui.open_position(app, state, ["human", "heuristic", "heuristic"])
    app.settings.bot_delay = lambda: 30.0  # the computers wait: the banner stays up
    ui.click(app, card_target(table, "RD2").rect.center)
    english_banner = text("assano_banner_hit", count=2)
    assert [b.words for b, *_ in table.banners] == [english_banner]
    ui.choose_danish_at_the_table(app, table)
    danish_banner = text("assano_banner_hit", count=2)
    assert danish_banner != english_banner
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    assert danish_banner in drawn and english_banner not in drawn, drawn

    language.set_language("en")
    app = ui.make_app(tmp_path / "summary")
    state = rig(["R5", "B1 B2 B3", "Y1 Y2 Y3"], "R7", deck="G3 G4 G5 G6", target=500)
    table = ui.open_position(app, state, ["human", "heuristic", "heuristic"])
    ui.click(app, card_target(table, "R5").rect.center)
    ui.wait_until(app, lambda: table.interlude is not None, 600, "the round's summary")
    english_summary = list(table.interlude)
    ui.choose_danish_at_the_table(app, table)
    assert table.interlude is not None and table.interlude != english_summary
    drawn = [words for words, _ in ui.drawn_text(app, monkeypatch)]
    assert table.interlude[0] in drawn and english_summary[0] not in drawn, drawn


def test_the_log_of_a_resumed_game_still_says_where_it_resumed_in_the_new_language(tmp_path) -> None:
    """A person who resumes a game and then switches language reads the whole log in the new
    language, the line saying where the game was resumed in its place among the moves."""
    from scenes.strings import plural

    app = ui.make_app(tmp_path)
    first = ui.open_table(app, "assano", ["human", "heuristic"], autosave=True)
    ui.play_moves(app, 6)
    ui.wait_until(app, lambda: ui.person_decides(app, first), 3000, "the person's turn")
    moves = len(first.state.history)
    ui.quit_to_menu(app)
    app = ui.start_app(tmp_path)
    ui.key(app, pygame.K_r, frames=2)
    table = app.scene
    assert isinstance(table, TableScene), ui.screen(app)
    ui.wait_until(app, lambda: ui.person_decides(app, table), 3000, "the person's turn")
    english = plural("log_resumed", moves)
    where = list(table.log).index(english)
    ui.choose_danish_at_the_table(app, table)
    danish = plural("log_resumed", moves)
    assert danish != english
    assert english not in table.log
    assert list(table.log).index(danish) == where, list(table.log)
