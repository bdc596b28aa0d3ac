"""Search on determinizations: the engine of the "hard" computer players.

Every sample deals the hidden cards again (``State.determinize(seat, rng)``), so a search never
sees the real hidden cards. Two searches share the hooks below:

* Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): each iteration walks one tree of
  action sequences with UCB1 over availability counts, adds one node, plays the game out and
  credits every node on the path with the result for the player who chose it. Moves that leave
  no choice add no node. The move played is the root's most visited.
* Paired flat Monte Carlo (``paired = True``, what the hard levels use because it measured
  stronger, see ``bench/bots.py``): each determinization is played out after every root move with
  the same play-out generator (common random numbers), so the moves are compared on the same
  deals and the same futures and the luck of the deal cancels out of the comparison. An
  iteration is one play-out.

Play-outs run through :meth:`State.playout`: the game's own random play (fast, and for Opposites
a random maximal turn at a time) unless a subclass gives a policy (``rollout_action``) or a
stop (``stop_rollout``).

Budget: ``iterations`` makes the choice reproducible (the same seed and the same iterations give
the same move, whatever the machine); ``seconds`` optionally caps the time (the window uses one
second); :meth:`Bot.cancel` stops the search between two iterations from another thread.

A game's hard player subclasses :class:`SearchBot` and may override the hooks: ``prune`` (drop
moves that are never better, such as not calling ASSANO), ``rollout_action`` (the play-out
policy), ``stop_rollout`` and ``rewards`` (end a play-out early, e.g. at the end of a round, and
score it).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from game.bots.base import Bot
from game.core import Action, Policy, State, shares, shuffled


def size_chances(sizes: list[int], weight: float) -> list[float]:
    """Each seat's chance of winning from the hand sizes alone, in proportion to ``exp(-weight *
    cards)``: the score of a shedding game's play-out stopped before its end."""
    weights = [math.exp(-weight * n) for n in sizes]
    total = sum(weights)
    return [w / total for w in weights]


class _Node:
    """One action sequence of the tree: visits, total reward of ``player`` (who chose it) and
    how often it was available when its parent was visited."""

    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class SearchBot(Bot):
    """ISMCTS from the state's current seat, through ``determinize`` only."""

    wants_state = True
    wants_observation = False
    exploration = 0.7
    """UCB1's exploration constant, for rewards between 0 and 1."""
    paired = False
    """Paired flat Monte Carlo instead of the tree (see the module's description)."""

    def __init__(self, seed: int, iterations: int = 4000, seconds: float | None = 1.0) -> None:
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.last_iterations = 0
        """Iterations the last decision ran (for benchmarks)."""
        self._started = 0.0
        """When the current decision began: its time cap counts what a subclass does before the
        search (such as weighing its deals) too."""

    # -- hooks ---------------------------------------------------------------------------
    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """The moves worth searching (never empty): by default all of them."""
        return legal

    confidence = 2.0
    """With an :meth:`anchor`, the paired search plays another move only when it beats the
    anchor by this many standard errors of the paired difference."""

    def anchor(self, state: State, legal: list[Action]) -> Action | None:
        """The move a sound heuristic would play (None: no anchor). The paired search keeps it
        unless the search shows another move clearly better (:attr:`confidence`): at a table of
        four a move changes the chance of winning so little that most searched differences are
        noise, and noise should not replace a good player's judgement."""
        return None

    def budget(self, state: State) -> int:
        """The iterations of this decision: :attr:`iterations` by default; a subclass may size it
        by the table (a play-out at four players costs about twice one at two)."""
        return self.iterations

    def prepare(self, state: State) -> None:
        """Work done once a decision before its search, within its time (e.g. weighing deals)."""

    def sample(self, state: State, seat: int, rng: random.Random) -> State:
        """One determinization for ``seat``: :meth:`State.determinize` by default; a subclass may
        deal the hidden cards by what play has revealed (beliefs), never by the real cards."""
        return state.determinize(seat, rng)

    def rollout_action(self, state: State, legal: list[Action], rng: random.Random) -> Action:
        """A play-out policy of the subclass's own. Without an override the game's own random
        play-out runs (:meth:`State.playout`) and this is never called."""
        raise NotImplementedError

    def stop_rollout(self, state: State, root: State) -> bool:
        """End a play-out (or the tree walk) early, before the game is over."""
        return False

    def rewards(self, state: State) -> list[float]:
        """Each seat's reward, 0 to 1, where a play-out stopped: a share of the win by default."""
        return shares(state.result().winners, state.players)

    def play_out(self, line: State, root: State, rng: random.Random) -> None:
        """Play ``line`` on from ``root``'s search until it ends or :meth:`stop_rollout` says so:
        :meth:`State.playout` with the hooks above by default; a subclass may give a loop of its
        own that plays the same policy faster."""
        policy, until = self._playout_hooks(root)
        line.playout(rng, policy, until)

    def _playout_hooks(self, root: State) -> tuple[Policy | None, Callable[[State], bool] | None]:
        """The play-out's policy and stop for :meth:`State.playout`; None where a subclass keeps
        the default, so the game's own (faster) random play-out runs."""
        kind = type(self)
        policy = None if kind.rollout_action is SearchBot.rollout_action else self.rollout_action
        if kind.stop_rollout is SearchBot.stop_rollout:
            return policy, None
        return policy, lambda state: self.stop_rollout(state, root)

    # -- the protocol --------------------------------------------------------------------
    def choose(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        raise TypeError("a search player decides from the state: call choose_from_state")

    def choose_from_state(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        return self.search(state)

    def search(self, state: State) -> Action:
        self._started = time.perf_counter()
        seat = state.current_player()
        legal = self.prune(state, state.legal_actions())
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        self.prepare(state)
        if self.paired:
            return self._paired(state, legal)
        root = _Node(seat)
        until = self._playout_hooks(state)[1]
        rng = self.rng
        stop = self._stop
        deadline = None if self.seconds is None else self._started + self.seconds
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        done = 0
        budget = self.budget(state)
        while done < budget:
            if stop.is_set() or (deadline is not None and time.perf_counter() > deadline):
                break
            done += 1
            world = self.sample(state, seat, rng)
            node = root
            path = [root]
            # Selection, then the expansion of one node: down the tree while every move has been
            # tried. Moves that leave no choice are applied on the way and add no node; after the
            # new node the play-out goes on from there (no legal list is asked for ahead of it).
            while True:
                player = world.current_player()
                if player < 0 or (until is not None and until(world)):
                    break
                moves = self.prune(world, world.legal_actions())
                if len(moves) == 1:
                    world.apply(moves[0], record=False)
                    continue
                children = node.children
                untried = []
                best = None
                best_value = -1e9
                for move in moves:
                    child = children.get(move)
                    if child is None:
                        untried.append(move)
                        continue
                    child.avail += 1
                    if not untried:
                        value = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                        if value > best_value:
                            best_value, best = value, child
                            chosen = move
                if untried:
                    chosen = untried[int(rng.random() * len(untried))]
                    best = children[chosen] = _Node(player)
                    best.avail = 1
                assert best is not None
                world.apply(chosen, record=False)
                node = best
                path.append(node)
                if untried:
                    break
            self.play_out(world, state, rng)
            reward = self.rewards(world)
            for node in path:
                node.visits += 1
                node.total += reward[node.player]
        self.last_iterations = done
        tried = [(child.visits, child.total, move) for move, child in root.children.items() if move in legal]
        if not tried:  # cancelled before the first iteration
            return legal[0]
        return max(tried, key=lambda t: (t[0], t[1]))[2]

    def _paired(self, state: State, legal: list[Action]) -> Action:
        """Flat Monte Carlo over the root moves, every move played out on the same samples with
        the same play-out dice."""
        seat = state.current_player()
        play_out = self.play_out
        rng = self.rng
        stop = self._stop
        deadline = None if self.seconds is None else self._started + self.seconds
        anchor = self.anchor(state, legal)
        base = legal.index(anchor) if anchor in legal else -1
        totals = [0.0] * len(legal)
        squares = [0.0] * len(legal)  # of each move's reward less the anchor's, sample by sample
        samples = 0
        done = 0
        last = 0.0  # the last sample's time: a sample that would end past the deadline is not begun
        budget = self.budget(state)
        while done + len(legal) <= max(budget, len(legal)):
            if stop.is_set():
                break
            if deadline is not None:
                now = time.perf_counter()
                if now + 1.5 * last > deadline:
                    break
            world = self.sample(state, seat, rng)
            seed = rng.getrandbits(64)
            got = []
            for move in legal:
                line = world.copy()  # the copies share the generator's state: the same future
                line.apply(move, record=False)
                play_out(line, state, random.Random(seed))
                got.append(self.rewards(line)[seat])
            for index, value in enumerate(got):
                totals[index] += value
                if base >= 0:
                    squares[index] += (value - got[base]) ** 2
            samples += 1
            done += len(legal)
            if deadline is not None:
                last = time.perf_counter() - now
        self.last_iterations = done
        best = max(range(len(legal)), key=totals.__getitem__)
        if base < 0 or best == base or samples < 2:
            return legal[best if base < 0 or samples >= 2 else base]
        # Leave the anchor only for a move clearly better on the same deals and futures.
        gap = (totals[best] - totals[base]) / samples
        spread = max(0.0, squares[best] / samples - gap * gap)
        return legal[best] if gap > self.confidence * math.sqrt(spread / samples) else legal[base]


class SeesCards:
    """A yardstick, never a player: mixed in before a game's search player, it deals the real
    hidden cards (the others' hands, and the draw pile's order unless :attr:`hands_only`, when
    the pile is shuffled), so the same search measures what any dealing of them could be worth."""

    use_beliefs = False
    hands_only = False

    def sample(self, state: State, seat: int, rng: random.Random) -> State:
        other = state._determinized_copy(rng)
        if self.hands_only:
            other.deck = shuffled(rng, sorted(other.deck))  # type: ignore[attr-defined]
        return other
