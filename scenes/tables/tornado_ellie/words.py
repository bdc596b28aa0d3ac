"""Tornado Ellie's words: cards, pieces and counts in words, the move log from moves and events,
the seats' banners, the hint line, the side panel and the results."""

from __future__ import annotations

from typing import Any

from game.core import Action, Termination
from game.events import GameOver, Reversed
from game.tornado_ellie.actions import ROTATE, Insure, Outcome, PlacePiece, PlayCard, Rotate, step_offset
from game.tornado_ellie.cards import FACE_BY_NAME, KINDS
from game.tornado_ellie.events import (
    CardPlayed,
    Collapsed,
    Damage,
    InsurancePays,
    Insured,
    Lightning,
    PointsAt,
    Rotated,
    RoundBegins,
    SingleAnimal,
    Uncovered,
)
from game.tornado_ellie.scoring import END_MESSAGES
from scenes import language
from scenes.strings import message_words, name_words, plural, text
from scenes.tables.base import Banner, Happening

A_PIECE = {
    "house": "tornado_ellie_a_house",
    "cow": "tornado_ellie_a_cow",
    "tree": "tornado_ellie_a_tree",
    "card": "tornado_ellie_a_card",
}
"""Pieces (and cards) counted with the article for one: "a house", "3 houses"."""
PIECES = {
    "house": "tornado_ellie_pieces_house",
    "cow": "tornado_ellie_pieces_cow",
    "tree": "tornado_ellie_pieces_tree",
}
"""Pieces counted by number: "1 house", "3 houses"."""
SPECIES_MANY = {
    "pig": "tornado_ellie_pig_many",
    "sheep": "tornado_ellie_sheep_many",
    "cow": "tornado_ellie_cow_many",
    "hen": "tornado_ellie_hen_many",
}
"""A species' animals in general: "pigs" (on the card, in the hint)."""


def card_words(name: str) -> str:
    """A card in words: '3 pigs', '2 sheep with lightning' (the engine's namer)."""
    return name_words("tornado_ellie.card", name)


def species_words(species: str) -> str:
    """ "pigs"; a species of another card file by its own name."""
    return text(SPECIES_MANY[species]) if species in SPECIES_MANY else species


def piece_word(kind: str, count: int = 1) -> str:
    return plural(A_PIECE[kind], count)


PLACED = {
    (False, False): "tornado_ellie_place_left",
    (False, True): "tornado_ellie_place_far_left",
    (True, False): "tornado_ellie_place_right",
    (True, True): "tornado_ellie_place_far_right",
}
"""A placed piece's side, by (to the right, far off centre)."""


def placed(offset: float) -> str:
    """Where a piece went on the column, as a person watching says it ("a little to the left"),
    not its offset in card widths (the log read "(offset 0.10)"); right is the positive side."""
    off = float(offset)
    if abs(off) < 0.025:
        return text("tornado_ellie_place_middle")
    return text(PLACED[(off > 0, abs(off) >= 0.2)])


def points_words(points: int) -> str:
    return plural("tornado_ellie_points", points)


def count_items(count: int) -> str:
    return plural("tornado_ellie_items", count)


def join(parts: list[str]) -> str:
    return language.names(parts)


def both(parts: list[str]) -> str:
    """A farm's banner words, one after another ("storm damage: a house collapse!")."""
    words = parts[0]
    for part in parts[1:]:
        words = text("tornado_ellie_banner_then", first=words, then=part)
    return words


def items_words(kinds: list[str]) -> str:
    """'a house, a cow and 3 cards' (pieces first, then the cards)."""
    counts = {kind: kinds.count(kind) for kind in (*KINDS, "card") if kind in kinds}
    return join([piece_word(kind, n) for kind, n in counts.items()])


def end_words(termination: Termination | None) -> str:
    """Why the game ended, in words (the engine's end-reason message)."""
    return message_words(END_MESSAGES[termination], {}) if termination in END_MESSAGES else ""


TIME_UP_HOLD = 1.2
"""Seconds "time's up" stays in view from the moment the time ran out: the tornado's own finish
(half a second) and a moment of the rest after it, long enough to read."""


def live_words(live: Any) -> str | None:
    """What a live moment's column does, once the turn is no longer the player's: the time is up,
    the column is falling, it comes to rest (a settle: the fresh piece takes its load); None while
    the player still turns and once the outcome is read."""
    if live is None or live.done:
        return None
    since = live.since_time_up()
    if since is not None and (live.phase == "turning" or since < TIME_UP_HOLD):
        return text("tornado_ellie_hint_auto")
    if live.phase == "turning":
        return None
    if live.collapsing():
        return text("tornado_ellie_hint_falling")
    return text("tornado_ellie_hint_settle" if live.kind == "settle" else "tornado_ellie_hint_resting")


def outcome_text(items: list[str]) -> str:
    """What the world did, in words: the column stood, or these items fell off."""
    if not items:
        return text("tornado_ellie_stood")
    return text("tornado_ellie_fell", items=items_words(items))


class Words:
    """The view's words (a part of :class:`scenes.tables.tornado_ellie.TornadoEllieView`)."""

    table: Any
    panel_kept: tuple[dict[str, Any], tuple[Any, ...], tuple[str, ...]] | None

    def names(self) -> list[str]:
        return self.table.names

    def describe(self, happening: Happening) -> list[str]:
        """The move's line, then one line per event that matters."""
        move, events, name = happening.move, happening.events, happening.name
        names = self.names()
        if isinstance(move, PlayCard):
            card = card_words(move.face)
            turned = next((e for e in events if isinstance(e, CardPlayed) and e.turned_up), None)
            if turned is not None:
                turned_up = card_words(turned.face)
                line = text("tornado_ellie_log_turned_up", name=name, card=card, turned=turned_up)
            else:
                line = text("tornado_ellie_log_play", name=name, card=card)
        elif isinstance(move, Rotate):
            turn = next((e for e in events if isinstance(e, Rotated)), None)
            if turn is None or happening.after["phase"] == "world":
                line = text("tornado_ellie_log_rotate", name=name)
            else:
                line = text("tornado_ellie_log_rotate_to", name=name, target=names[turn.target])
        elif isinstance(move, PlacePiece):
            line = text(
                "tornado_ellie_log_place", name=name, piece=piece_word(move.kind), where=placed(move.offset)
            )
        elif isinstance(move, Insure):
            line = text("tornado_ellie_log_insure", name=name, piece=piece_word(move.kind))
        elif isinstance(move, Outcome):
            fell = next((e for e in events if isinstance(e, Collapsed)), None)
            line = outcome_text(list(fell.items) if fell else [])
            at = [e.seat for e in events if isinstance(e, PointsAt)]
            points = [text("tornado_ellie_points_at", name=names[seat]) for seat in at]
            line = " ".join([line, *points])  # whole sentences, one after the other
        else:
            line = name
        lines = [line]
        for event in events:
            words = self.event_words(event)
            if words:
                lines.append(words)
        return lines

    def event_words(self, event: Any) -> str:
        """The log line of an event, or "" for one the move's line already tells."""
        names = self.names()
        if isinstance(event, Lightning):
            return text("tornado_ellie_news_lightning", name=names[event.seat])
        if isinstance(event, SingleAnimal):
            return text("tornado_ellie_news_single", name=names[event.seat])
        if isinstance(event, Reversed):
            key = (
                "tornado_ellie_news_reversed_cw"
                if event.direction == 1
                else "tornado_ellie_news_reversed_ccw"
            )
            return text(key)
        if isinstance(event, Damage):
            return text(
                "tornado_ellie_news_damage", name=names[event.seat], pieces=items_words(list(event.pieces))
            )
        if isinstance(event, Uncovered):
            return text(
                "tornado_ellie_news_uncovered", name=names[event.seat], pieces=items_words(list(event.pieces))
            )
        if isinstance(event, InsurancePays):
            return text("tornado_ellie_news_insure")
        if isinstance(event, Insured) and not event.chosen:
            return text("tornado_ellie_news_insured", name=names[event.seat], piece=piece_word(event.piece))
        if isinstance(event, RoundBegins):
            return text("tornado_ellie_news_round", name=names[event.seat])
        if isinstance(event, GameOver):
            return text("tornado_ellie_news_over", reason=end_words(event.termination))
        return ""

    def announce(self, happening: Happening) -> list[Banner]:
        """A banner at each farm an action struck (storm damage, a collapse, the insurance, a farm
        that cannot cover the damage): one per farm, its words joined, so it fits over the farm's
        pieces under its name (the lightning is told by the log and the hint)."""
        words: dict[int, list[str]] = {}
        for event in happening.events:
            if isinstance(event, Damage):
                pieces = items_words(list(event.pieces))
                words.setdefault(event.seat, []).append(text("tornado_ellie_banner_damage", pieces=pieces))
            elif isinstance(event, Insured):
                piece = piece_word(event.piece)
                words.setdefault(event.seat, []).append(text("tornado_ellie_banner_insured", piece=piece))
            elif isinstance(event, Collapsed):
                world = happening.before.get("world") or {}
                if world.get("kind") == "rotation":  # a stacker's collapse: their damage banner says it
                    seat = int(world.get("rotator", happening.actor))
                    words.setdefault(seat, []).append(text("tornado_ellie_banner_collapse"))
            elif isinstance(event, Uncovered):
                words.setdefault(event.seat, []).append(text("tornado_ellie_banner_uncovered"))
        return [Banner(seat, both(parts)) for seat, parts in words.items()]

    def sound(self, happening: Happening) -> str | None:
        move, events = happening.move, happening.events
        if isinstance(move, PlayCard):
            return "penalty" if any(isinstance(e, Damage) for e in events) else "card"
        if isinstance(move, Rotate):
            return "turn"
        if isinstance(move, (PlacePiece, Insure)):
            return "draw"
        if any(isinstance(e, RoundBegins) for e in events):
            return "shuffle"
        return None

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        names = self.names()
        if obs["phase"] == "over":
            return text("game_over")
        if obs["phase"] == "world":
            return self.world_hint(obs)
        if not deciding:
            return self.table.waiting_words(obs["turn"])
        phase = obs["phase"]
        if phase == "play":
            if legal == [ROTATE]:
                return text("tornado_ellie_hint_struck")
            if obs["duty"] == "lightning":
                return text("tornado_ellie_hint_lightning")
            lead = [text("tornado_ellie_hint_single")] if obs["duty"] == "single" else []
            if not obs["table"]:
                return " ".join([*lead, text("tornado_ellie_hint_free")])  # whole sentences
            top = FACE_BY_NAME[obs["table"][-1]]
            if top.special:
                words = text(
                    "tornado_ellie_hint_fit_special",
                    card=card_words(obs["table"][-1]),
                    species=species_words(top.species),
                )
            else:
                words = text(
                    "tornado_ellie_hint_fit",
                    card=card_words(obs["table"][-1]),
                    species=species_words(top.species),
                    count=top.count,
                )
            return " ".join([*lead, words])
        if phase == "rotate":
            return text("tornado_ellie_hint_rotate", name=names[obs["rotation"]["target"]])
        if phase == "stack":
            self.aim_at_top(obs)
            return text(
                "tornado_ellie_hint_stack",
                pieces=items_words(obs["owed"]),
                offset=float(step_offset(self.step)),
            )
        if phase == "insure":
            return text("tornado_ellie_hint_insure")
        return ""

    def world_hint(self, obs: dict[str, Any]) -> str:
        world = obs["world"]
        names = self.names()
        if self.outcome_words:
            return self.outcome_words
        words = live_words(self.live)
        if words is not None:
            return words
        if world["kind"] == "settle":
            return text("tornado_ellie_hint_settle")
        name = names[world["rotator"]]
        if self.person:
            return text("tornado_ellie_hint_turn", degrees=abs(round(world["angle"])))
        return text("tornado_ellie_hint_bot_turn", name=name)

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        """The side panel's lines; the frame asks every frame (to see whether the panel changed),
        so they are said once per observation, seats' names and language."""
        key = (language.current(), tuple(self.names()))
        kept = self.panel_kept
        if kept is not None and kept[0] is obs and kept[1] == key:
            return list(kept[2])
        lines = self.panel_words(obs)
        self.panel_kept = (obs, key, tuple(lines))
        return lines

    def panel_words(self, obs: dict[str, Any]) -> list[str]:
        names = self.names()
        pile = plural("cards", obs["draw_pile"])
        lines = [text("tornado_ellie_panel_round", round=obs["rounds"], cards=pile)]
        lines.append(text("direction_cw") if obs["direction"] == 1 else text("direction_ccw"))
        if obs["top_back"]:
            lines.append(text("tornado_ellie_panel_damage", pieces=items_words(obs["top_back"])))
        lines.append(
            text(
                "tornado_ellie_panel_supply",
                pieces=language.names([plural(PIECES[k], obs["supply"][k]) for k in KINDS]),
            )
        )
        lines.append(text("tornado_ellie_panel_column", items=count_items(len(obs["column"]))))
        if obs["dexterity"] == "off":
            lines.append(text("tornado_ellie_panel_no_falls"))
        for seat, name in enumerate(names):
            farm = obs["farms"][seat]
            lines.append(
                text(
                    "tornado_ellie_panel_seat",
                    name=name,
                    points=points_words(obs["scores"][seat]),
                    house=piece_word("house", farm["house"]),
                    cow=piece_word("cow", farm["cow"]),
                    tree=piece_word("tree", farm["tree"]),
                    cards=piece_word("card", obs["hand_sizes"][seat]),
                )
            )
        return lines

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.names()
        order = sorted(range(len(names)), key=lambda s: -result.scores[s])
        rows = []
        for seat in order:
            farm = obs["farms"][seat]
            if seat == result.detail.get("excluded"):
                rows.append(text("tornado_ellie_result_out", name=names[seat]))
                continue
            sets = obs["sets"][seat]
            rows.append(
                text(
                    "tornado_ellie_result_row",
                    name=names[seat],
                    points=points_words(int(result.scores[seat])),
                    house=piece_word("house", farm["house"]),
                    cow=piece_word("cow", farm["cow"]),
                    tree=piece_word("tree", farm["tree"]),
                    sets=plural("tornado_ellie_sets", sets),
                )
            )
        end = [text("tornado_ellie_result_reason", reason=end_words(result.termination))]
        rounds = int(result.detail.get("rounds", 0))
        played = plural("tornado_ellie_rounds", rounds)
        end.append(
            text(
                "tornado_ellie_result_rounds",
                rounds=played,
                height=count_items(int(result.detail.get("column_height", 0))),
            )
        )
        return [(text("results_standings"), rows), (text("tornado_ellie_results_end"), end)]
