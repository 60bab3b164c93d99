"""The ISMCTS bot: information-set Monte Carlo tree search over determinizations.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). Each simulation draws
a *determinization*: the model with everything hidden from the bot's seat redrawn
(:meth:`~rulebound.kernel.State.resample_hidden`), so the search never reads a deck
order or another hand. It then walks one tree shared by all determinizations, keyed
by the actions taken: at each node it picks, among the actions legal in this
determinization, the one with the best upper confidence bound for the seat that
decides there (UCB1 with availability counts: an action is only compared with the
others when it was available). A new node is added, the play is finished with
uniformly random actions (``rollout`` decisions at most), and the returns, scaled to
0..1 by the game's utility bounds, are credited to each node for the seat that chose
it. The answer is the most visited action at the root; a simulation budget stops early
once no remaining simulation could change that answer.

Where the game has a heuristic (its greedy policy), the heuristic's pick at the root
starts with a quarter of the simulation budget as virtual visits at an even value
(0.5): the search must find a clearly better action to overrule it
(``ismcts:prior=0`` turns it off; ``docs/agents.md`` measures what it buys).

Chance decisions met on the way are sampled, not searched. The search itself is not
specific to a game: every game with ``resample_hidden`` (all of them) gets the bot.

Where a game offers a position evaluation (the one its planner uses;
``Game.position_evaluation``), a rollout is cut after ``depth`` random decisions (default 0:
the new node itself is valued) and the position valued instead: ``0.5 + 0.5 *
tanh(gain / scale)``, where ``gain`` is how much the evaluation rose for the seat
since the root. Random play-outs to the end tell little in the cooperative games,
which random play almost always loses (``ismcts:eval=0`` plays out to the end instead).

Budget: simulations per decision (``ismcts:sims=200``; the ``budget`` argument of
:func:`rulebound.bots.make_bot` means the same) or seconds per decision
(``ismcts:seconds=0.5``); ``c`` sets the exploration constant and ``rollout`` the
rollout length (``ismcts:sims=100:c=0.5:rollout=50``), ``depth`` the random
decisions before an evaluation (``ismcts:sims=100:depth=10``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from rulebound.bots.base import Bot, BotError, View
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.game import Game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State

SIMULATIONS = 100
"""Simulations per decision by default."""

EXPLORATION = 0.7
"""UCB1's exploration constant (returns are scaled to 0..1)."""

PRIOR = 0.25
"""The heuristic's pick's virtual visits at the root, as a share of the simulations."""

ROLLOUT = 400
"""Random decisions a rollout may take; one cut short counts as a draw (0.5 each)."""


Evaluation = Callable[[State, int], float]
"""``evaluate(state, seat)``: how good the position is for ``seat`` (higher is better)."""


def game_evaluation(game: Game) -> tuple[Evaluation, float] | None:
    """The game's position evaluation and its scale (``Game.position_evaluation``), if
    it has one: a gain of one scale is valued tanh(1) = 0.76 of the way from an even
    position to a win."""
    return game.position_evaluation()


class Node:
    """A node of the tree: the statistics of the action that leads to it."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0  # scaled return of the seat that chose the action, summed


class IsmctsBot(Bot):
    """See the module docstring. ``seconds``, if given, replaces the simulation count."""

    name = "ismcts"
    uses_view = False
    uses_model = True

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        budget: int | None = None,
        seconds: float | None = None,
        exploration: float = EXPLORATION,
        rollout: int = ROLLOUT,
        depth: int = 0,
        prior: float = PRIOR,
        evaluate: bool = True,
    ) -> None:
        super().__init__(seed, budget)
        self.simulations = SIMULATIONS if budget is None else max(1, budget)
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.depth = depth
        self.evaluation = game_evaluation(game) if evaluate else None
        self.prior = prior
        try:
            self.heuristic = game.greedy_policy() if prior > 0 else None
        except ImportError:
            self.heuristic = None
        self.uses_view = self.heuristic is not None
        self.baseline: list[float] = []
        self.rng = Rng(seed)
        info = game.info
        self.low = float(info.min_utility)
        self.span = float(info.max_utility - info.min_utility) or 1.0

    def choose(self, view: View, legal_actions: Sequence[int]) -> int:
        """Without a model there is nothing to search: a uniformly random action."""
        return legal_actions[self.rng.randbelow(len(legal_actions))]

    def choose_with_model(self, view: View, legal_actions: Sequence[int], model: State) -> int:
        if len(legal_actions) == 1:
            return legal_actions[0]
        seat = model.current_player()
        root = Node()
        if self.heuristic is not None and view:
            pick = self.heuristic(view, list(legal_actions))
            if pick in legal_actions:
                seeded = root.children[pick] = Node()
                seeded.visits = max(1, round(self.prior * self.simulations))
                seeded.total = 0.5 * seeded.visits
        if self.evaluation is not None:
            evaluate = self.evaluation[0]
            self.baseline = [evaluate(model, s) for s in range(model.game.num_players)]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        runs = 0
        while True:
            self._simulate(root, model.resample_hidden(seat, self.rng))
            runs += 1
            if deadline is not None:
                if time.perf_counter() >= deadline:
                    break
            elif runs >= self.simulations or self._settled(root, self.simulations - runs):
                break
        best = max(
            legal_actions,
            key=lambda a: (
                (root.children[a].visits, root.children[a].total)
                if a in root.children
                else (-1, 0.0)
            ),
        )
        return best

    @staticmethod
    def _settled(root: Node, left: int) -> bool:
        """Whether the most visited root action stays ahead with ``left`` simulations to
        go, whatever they find (then they would not change the answer: stop early)."""
        if len(root.children) < 2:
            return False
        first, second = sorted((c.visits for c in root.children.values()), reverse=True)[:2]
        return first - second > left

    def _simulate(self, root: Node, world: State) -> None:
        rng = self.rng
        path: list[tuple[Node, int]] = []  # (node, seat that chose the action into it)
        node = root
        c = self.exploration
        while True:
            decision = world.decision()
            seat = decision.seat
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                world.apply_action(sample_chance(world, rng))
                continue
            options = decision.options
            children = node.children
            untried = [a for a in options if a not in children]
            if untried:
                action = untried[rng.randbelow(len(untried))]
                for a in options:
                    if a in children:
                        children[a].available += 1
                child = children[action] = Node()
                world.apply_action(action)
                path.append((child, seat))
                break
            best_score = -1.0
            action = options[0]
            for a in options:
                ch = children[a]
                ch.available += 1
                score = ch.total / ch.visits + c * math.sqrt(math.log(ch.available) / ch.visits)
                if score > best_score:
                    best_score, action = score, a
            node = children[action]
            world.apply_action(action)
            path.append((node, seat))
        values = self._play_out(world)
        for visited, chooser in path:
            visited.visits += 1
            visited.total += values[chooser]

    def _play_out(self, world: State) -> list[float]:
        """Finish ``world`` with random actions (or play ``depth`` of them and evaluate);
        each seat's value, 0..1."""
        rng = self.rng
        decision = world.decision
        apply = world.apply_action
        evaluation = self.evaluation
        for _ in range(self.rollout if evaluation is None else self.depth):
            pending = decision()
            options = pending.options
            if not options:
                break
            if pending.seat == CHANCE:
                apply(sample_chance(world, rng))
            else:
                apply(options[rng.randbelow(len(options))])
        low, span = self.low, self.span
        if not world.is_terminal():
            if evaluation is None:
                return [0.5] * world.game.num_players
            evaluate, scale = evaluation
            return [
                0.5 + 0.5 * math.tanh((evaluate(world, s) - base) / scale)
                for s, base in enumerate(self.baseline)
            ]
        return [(r - low) / span for r in world.returns()]


def ismcts_from_spec(game: Game, spec: str, seed: int = 0, budget: int | None = None) -> IsmctsBot:
    """The bot for a name's parameters: ``"sims=200"``, ``"seconds=0.5:c=0.5"``..."""
    seconds: float | None = None
    exploration = EXPLORATION
    rollout = ROLLOUT
    depth = 0
    prior = PRIOR
    evaluate = True
    for part in filter(None, (p.strip() for p in spec.split(":"))):
        key, sep, value = part.partition("=")
        try:
            if not sep:
                raise ValueError
            if key == "sims":
                budget = int(value)
                if budget < 1:
                    raise ValueError
            elif key == "seconds":
                seconds = float(value)
                if not seconds > 0:
                    raise ValueError
            elif key == "c":
                exploration = float(value)
            elif key == "rollout":
                rollout = int(value)
            elif key == "depth":
                depth = int(value)
            elif key == "prior":
                prior = float(value)
            elif key == "eval":
                if value not in ("0", "1"):
                    raise ValueError
                evaluate = value == "1"
            else:
                known = "sims, seconds, c, rollout, depth, prior, eval"
                raise BotError(f"ismcts: unknown parameter {key!r} (known: {known})")
        except ValueError:
            raise BotError(
                f"ismcts: bad parameter {part!r} (e.g. ismcts:sims=200 or ismcts:seconds=0.5)"
            ) from None
    return IsmctsBot(game, seed, budget, seconds, exploration, rollout, depth, prior, evaluate)
