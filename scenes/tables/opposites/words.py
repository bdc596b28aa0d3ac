"""The Opposites table's words: the hint, the log and banners read from moves and events, the
panel, the pile captions and the results. Every rule fact comes from the engine (the observation's
costs, the events); nothing here works out what a card does."""

from __future__ import annotations

from typing import Any

from game.core import Action, Termination
from game.events import Drew, ExtraTurn, GameOver, PileRebuilt
from game.opposites.events import Countered, EightLaid, TornadoLaid, TornadoNamed, TwoLaid
from game.opposites.moves import Accept, Counter, EndTurn, NameSymbol, Place
from scenes import language
from scenes.strings import name_words, plural, text
from scenes.tables.base import Banner, Happening
from scenes.tables.opposites.pictures import GREEN, RED
from scenes.theme import CARD, GOLD, MUTED

DRAW_REASONS = {
    "twos": "opposites_log_draws_twos",
    "tornado": "opposites_log_draws_tornado",
    "twos_and_tornado": "opposites_log_draws_both",
}
"""Why a seat drew (the engine's ``Drew.why``), in the log's words; others are a plain draw."""


def symbol_word(symbol: str) -> str:
    """A symbol in words: 'fire' (the engine's namer)."""
    return name_words("opposites.symbol", symbol)


def card_name(card: str) -> str:
    """A card in words: 'fire 5', 'Tornado' (the engine's namer)."""
    return name_words("opposites.card", card)


def pile_numbers(piles: list[int]) -> str:
    """Piles by number, as the language lists them: "1 and 3"."""
    return language.names([str(pile + 1) for pile in piles])


def count_words(count: int) -> str:
    return plural("cards", count)


def drawn_by_seat(happening: Happening, players: int) -> list[int]:
    """How many cards each seat drew in this action (the engine's :class:`Drew` events)."""
    gains = [0] * players
    for event in happening.events:
        if isinstance(event, Drew) and 0 <= event.seat < players:
            gains[event.seat] += event.count
    return gains


class Words:
    """The view's words (a part of :class:`scenes.tables.opposites.OppositesView`)."""

    def hint(self, obs: dict[str, Any], legal: list[Action], deciding: bool) -> str:
        names = self.table.names
        current = obs["current"]
        if current < 0:
            return text("game_over")
        phase = obs["phase"]
        if not deciding:
            if phase == "name":
                return text("opposites_wait_name", name=names[current], pile=obs["naming"]["pile"] + 1)
            if phase == "counter":
                return text("opposites_wait_counter", name=names[current])
            return self.table.waiting_words(current)
        opts = self.options(legal)
        if phase == "name":
            return text("opposites_hint_name", pile=obs["naming"]["pile"] + 1)
        if phase == "counter":
            against = self.against(obs, obs["seat"])
            piles = pile_numbers(against)
            owed = obs["owed"][obs["seat"]]
            if opts["counter"]:
                return plural(
                    "opposites_hint_counter", len(against), piles=piles, owed=owed, draws=obs["counter_draws"]
                )
            return plural("opposites_hint_accept", len(against), piles=piles, owed=owed)
        if self.held is not None:
            if self.piles_for(self.held, obs, legal):
                return text("opposites_hint_held", card=card_name(self.held))
            return text("opposites_hint_held_none", card=card_name(self.held))
        if opts["end"] is not None:
            untouched = obs["end_draws"]
            if untouched:
                return text("opposites_hint_end_draw", count=untouched)
            return text("opposites_hint_end")
        left = obs.get("left_to_place")
        if left:
            return plural("opposites_hint_place_max", left)
        return text("opposites_hint_place")

    def against(self, obs: dict[str, Any], seat: int) -> list[int]:
        """Piles where a Tornado laid against ``seat`` still lies on top."""
        return sorted({t["pile"] for t in obs["tornados"] if t["target"] == seat and t["on_top"]})

    def name_of(self, seat: int) -> str:
        names = self.table.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def describe(self, happening: Happening) -> list[str]:
        """The log's entry for an action: the move, then each event that matters, in one entry."""
        move, name, actor, after = happening.move, happening.name, happening.actor, happening.after
        events = happening.events
        parts: list[str] = []
        told: set[int] = set()  # the Drew events the move's own sentence already says
        if isinstance(move, Place) and move.card == "T":
            self.note_placed(actor, "T", after["turn"])
            laid = next((e for e in events if isinstance(e, TornadoLaid)), None)
            target = self.name_of(laid.victim) if laid is not None else "?"
            parts.append(text("opposites_log_tornado", name=name, pile=move.pile + 1, target=target))
        elif isinstance(move, Place):
            self.note_placed(actor, move.card, after["turn"])
            two = next((e for e in events if isinstance(e, TwoLaid)), None)
            eight = next((e for e in events if isinstance(e, EightLaid)), None)
            card, pile = card_name(move.card), move.pile + 1
            if two is not None:
                victim, count = self.name_of(two.victim), two.draws
                line = text("opposites_log_two", name=name, card=card, pile=pile, victim=victim, count=count)
            elif eight is not None:
                line = text("opposites_log_eight", name=name, card=card, pile=pile)
            else:
                line = text("opposites_log_place", name=name, card=card, pile=pile)
            parts.append(line)
        elif isinstance(move, NameSymbol):
            named = next((e for e in events if isinstance(e, TornadoNamed)), None)
            needs = named.needs if named is not None else ""
            parts.append(
                text(
                    "opposites_log_name",
                    name=name,
                    pile=move.pile + 1,
                    symbol=symbol_word(move.symbol),
                    opposite=symbol_word(needs) if needs else "?",
                )
            )
        elif isinstance(move, Counter):
            self.note_placed(actor, "T", after["turn"])
            countered = next((e for e in events if isinstance(e, Countered)), None)
            layer = countered.layer if countered is not None else -1
            draws = countered.draws if countered is not None else 0
            who = self.name_of(layer)
            parts.append(text("opposites_log_counter", name=name, pile=move.pile + 1, layer=who, count=draws))
            told |= {i for i, e in enumerate(events) if isinstance(e, Drew) and e.why == "counter"}
        elif isinstance(move, Accept):
            parts.append(text("opposites_log_accept", name=name))
        elif isinstance(move, EndTurn):
            if self.recent.get(actor, (None, []))[0] != happening.before["turn"]:
                self.recent[actor] = (happening.before["turn"], [])  # placed nothing this turn
            missed = [d["pile"] for d in after["drew_for"][actor]] if actor >= 0 else []
            own = [i for i, e in enumerate(events) if isinstance(e, Drew) and e.why == "untouched"]
            if missed:
                draws = sum(events[i].count for i in own)
                line = plural(
                    "opposites_log_end_draws", len(missed), name=name, draws=draws, piles=pile_numbers(missed)
                )
            else:
                line = text("opposites_log_end_full", name=name)
            parts.append(line)
            told |= set(own)
        parts += self.event_lines(happening, told)
        return [" ".join(parts)]

    def event_lines(self, happening: Happening, told: set[int]) -> list[str]:
        """A sentence per event that matters: draws (and why), a rebuilt pile, an extra turn, the end."""
        lines: list[str] = []
        for index, event in enumerate(happening.events):
            if isinstance(event, PileRebuilt):
                lines.append(text("opposites_log_rebuild"))
            elif isinstance(event, Drew) and index not in told:
                key = DRAW_REASONS.get(event.why, "opposites_log_draws")
                lines.append(text(key, name=self.name_of(event.seat), count=event.count))
            elif isinstance(event, ExtraTurn):
                lines.append(text("opposites_log_extra", name=self.name_of(event.seat)))
            elif isinstance(event, GameOver) and event.termination is Termination.TURN_LIMIT:
                lines.append(text("opposites_log_limit"))
        return lines

    def announce(self, happening: Happening) -> list[Banner]:
        """Banners where an action struck: the victim of a 2 or a Tornado, whoever draws for 2s, a
        Tornado or a counter, an extra turn, the rebuilt draw pile (at the pile: seat -1)."""
        out: list[Banner] = []
        for event in happening.events:
            if isinstance(event, TwoLaid):
                out.append(Banner(event.victim, text("opposites_banner_two", count=event.draws)))
            elif isinstance(event, TornadoLaid) and event.victim >= 0:
                out.append(Banner(event.victim, text("opposites_banner_tornado", count=event.draws)))
            elif isinstance(event, Drew) and event.why != "untouched":
                out.append(Banner(event.seat, plural("opposites_banner_draws", event.count)))
            elif isinstance(event, ExtraTurn):
                out.append(Banner(event.seat, text("opposites_banner_extra")))
            elif isinstance(event, PileRebuilt):
                out.append(Banner(-1, text("opposites_banner_rebuilt")))
            elif isinstance(event, GameOver) and event.termination is Termination.TURN_LIMIT:
                out.append(Banner(-2, text("opposites_banner_limit")))
        return out

    def note_placed(self, seat: int, card: str, turn: int) -> None:
        """Remember what a seat placed in its current turn (shown in its box)."""
        kept = self.recent.get(seat)
        if kept is None or kept[0] != turn:
            kept = (turn, [])
            self.recent[seat] = kept
        kept[1].append(card)

    def panel_lines(self, obs: dict[str, Any]) -> list[str]:
        names = self.table.names
        lines = [text("opposites_panel_turn", turn=max(1, obs["turn"]), limit=obs["turn_limit"])]
        lines.append(
            text("opposites_panel_rule_max" if obs["must_play"] == "maximum" else "opposites_panel_rule_able")
        )
        lines.append(text("opposites_panel_pile", cards=plural("cards", obs["draw_pile"])))
        for seat, name in enumerate(names):
            cards, owed = count_words(obs["hand_sizes"][seat]), obs["owed"][seat]
            if owed:
                lines.append(text("opposites_panel_seat_owes", name=name, cards=cards, count=owed))
            else:
                lines.append(text("opposites_panel_seat", name=name, cards=cards))
        if obs["extra_turns"] and obs["current"] >= 0:
            lines.append(plural("opposites_extra", obs["extra_turns"], name=names[obs["current"]]))
        return lines

    def results(self, result: Any, obs: dict[str, Any]) -> list[tuple[str, list[str]]]:
        names = self.table.names
        sizes = result.detail.get("hand_sizes", obs["hand_sizes"])
        order = sorted(range(len(names)), key=lambda s: sizes[s])
        rows = [text("opposites_result_row", name=names[s], cards=count_words(sizes[s])) for s in order]
        turns = result.detail.get("turns", obs["turn"])
        if result.termination is Termination.TURN_LIMIT:
            how = plural("opposites_result_limit", obs["turn_limit"])
        else:
            how = text("opposites_result_out", name=names[result.winners[0]], turn=turns)
        return [(text("opposites_results_cards"), rows), (text("opposites_results_end"), [how])]

    def sound(self, happening: Happening) -> str | None:
        if any(isinstance(e, PileRebuilt) for e in happening.events):
            return "shuffle"
        move = happening.move
        if isinstance(move, (Place, NameSymbol)):
            return "card"
        if isinstance(move, Counter):
            return "call"
        return "penalty" if isinstance(move, Accept) else "draw"

    def status(self, obs: dict[str, Any]) -> tuple[str, bool]:
        """The line under the seats: the turn limit as it nears, extra turns to come; empty while
        neither (the panel beside the table already reads "Turn 5 of 400": twice was noise)."""
        turn, limit = max(1, obs["turn"]), obs["turn_limit"]
        left = limit - turn
        near = obs["current"] >= 0 and left <= max(6, 3 * len(obs["hand_sizes"]))
        if not near:
            words = ""
        elif left <= 0:
            words = text("opposites_turn_last", turn=turn, limit=limit)
        else:
            words = text("opposites_turn_near", turn=turn, limit=limit, left=left)
        if obs["extra_turns"] and obs["current"] >= 0:
            extra = plural("opposites_extra", obs["extra_turns"], name=self.table.names[obs["current"]])
            words = text("opposites_status_extra", status=words, extra=extra) if words else extra
        return words, near

    def pile_lines(
        self, obs: dict[str, Any], pile: int, against: list[dict[str, Any]]
    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The pile's state in words: what it takes, its mode this turn, 2s, Tornados, draws."""
        info = obs["piles"][pile]
        names = self.table.names
        lines: list[tuple[str, tuple[int, int, int]]] = []
        top = info["top"]
        symbol = info["symbol"]
        mode = info["mode"]
        playing = obs["current"] >= 0
        if top == "T":
            if symbol:
                lines.append(
                    (
                        text(
                            "opposites_tornado_as",
                            symbol=symbol_word(symbol),
                            needs=symbol_word(info["needs"]),
                        ),
                        CARD,
                    )
                )
            else:
                lines.append((text("opposites_unnamed"), GOLD))
        if not playing:
            pass
        elif mode == "number":
            lines.append((text("opposites_mode_number", number=info["number"]), GREEN))
        elif mode == "closed":
            key = "opposites_mode_tornado" if top == "T" else "opposites_mode_symbol"
            lines.append((text(key), GREEN))
        elif top != "T":
            lines.append(
                (
                    text("opposites_takes", number=info["number"], symbol=symbol_word(info["needs"])),
                    CARD,
                )
            )
        for t in against:
            target = t["target"]
            who = names[target] if 0 <= target < len(names) else "?"
            lines.append((text("opposites_against", name=who, count=t["draws"]), RED))
        if info["twos_draws"]:
            lines.append((text("opposites_run_growing", count=info["twos_draws"]), GOLD))
        elif info["run_draws"] and playing:
            lines.append((text("opposites_run", now=info["run_draws"], next=info["next_two_draws"]), GOLD))
        if playing and obs["phase"] == "place" and not info["placed"]:
            lines.append((text("opposites_untouched"), MUTED))
        return lines

