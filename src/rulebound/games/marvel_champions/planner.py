"""A look-ahead player for Marvel Champions: the heuristic, checked by rollouts.

At every decision of its own that shapes the game (the actions of a turn, whom to
attack or thwart, defending, interrupts, obligations) the planner tries each option
on a few *determinized* copies of the state, plays the rest of the round -- the
other players' turns and the villain phase -- with :func:`~.heuristic.greedy_policy`
for every seat, and keeps the option whose position at the start of the next round
:func:`evaluate` likes best on average. Payments, discards and the other small
choices go to the heuristic at once: their effect shows only rounds later.

The copies come from :meth:`McState.resample_hidden`: deck orders, the other
players' hands and the facedown encounter and boost cards are redrawn, so the
planner never reads what its seat cannot see. It is :class:`rulebound.bots.PlannerBot`
(``rulebound sim marvel-champions --bots planner``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from rulebound.bots.rollouts import worlds
from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.bot_view import bot_view
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.panther_weights import PANTHER_FITTED
from rulebound.games.marvel_champions.value import (  # noqa: F401 (the weights' names)
    DANGER,
    FITTED,
    HAND,
    HAND_SET,
    HERO_HP,
    IDENTITY_EXHAUSTED,
    STAGE,
    THREAT,
    VILLAIN_HP,
    WIN,
    features,
    main_scheme_room,
    score,
    weights,
)
from rulebound.kernel.rng import Rng

if TYPE_CHECKING:
    from rulebound.games.marvel_champions.state import McState

T = TypeVar("T")

SAMPLES = (3, 1, 1, 1)
"""Determinized copies per option by the number of players (the budget overrides it).
With more players a round is longer to play out and there are more decisions to make:
one copy keeps a two-player game near 4 s (Spider-Man and Captain Marvel against
Rhino: 3.7 CPU s a game with one copy, 5.8 s with two, 4 of 4 games won either way;
the heuristic's pick is kept unless an option beats it by :data:`MARGIN`, and a third
copy changed about 1 decision in 20 in solo games)."""

FINALISTS = 2
"""Options that get more than one copy (successive halving)."""

LOSS_FLOOR: float | None = 10.0
"""What a game lost within a rollout counts on its copy: this much below the worst
position the copy's other options reach without losing (None: lost, :data:`~.value.WIN`
below a draw, so an option that loses on one copy of three is out whatever the other
two say). A point is the hand-set score's unit, about 0.07 logit of the odds of winning
(session 34). Session 39 (docs/marvel-champions-planner.md): She-Hulk won 304 of 600
games against Rhino with 10 against 264 without (56 won only with it, 16 only without;
25 won 289, 0 and 60 fewer); the planner had refused her change to Jennifer Walters,
which one unlucky copy of three lost, and ended her turn instead."""

FINALIST_TIES = True
"""Whether every option tied on the first copy with the last of the :data:`FINALISTS`
is a finalist too. False: the ties at the cut go to the options listed first (the
heuristic's pick, then the legal order), unless the first copy ranks every option alike
(see :func:`_finalists`). Measured in session 36 (docs/marvel-champions-planner.md):
off, solo games against Rhino cost 12-15% less CPU and won Iron Man 66 of 120 either
way (+9/-9), Spider-Man 98 of 120 against 102 (+1/-5), Captain Marvel 30 of 40 against
33 (+0/-3), She-Hulk 17 of 40 against 15 (+2/-0), Black Panther 34 of 120 against 38:
every hero but She-Hulk leans to losing, and Black Panther and She-Hulk are the heroes
below the issue's 50%, so the ties stay in. Two or more players play one copy and are
not affected."""

SEARCHED = frozenset(
    {
        "turn",
        "defend",
        "choose-enemy-attack",
        "choose-enemy",
        "choose-scheme",
        "interrupt",
        "response",
        "obligation",
        "obligation-flip",
        "choose-option",
    }
)
"""Decision kinds worth rollouts; the rest go to the heuristic."""

MULTI_CANDIDATES: int | None = 3
"""In a game of two or more players, the options a search tries: the heuristic's best
this many (its pick, then its pick among the options left, and so on); None: every
option. A two-player round holds twice the searches of a solo one and every rollout
plays the partner's turn too. Session 37 (docs/marvel-champions-planner.md, games
0-79 against Rhino): three cut Spider-Man with Captain Marvel from 8.3 to 3.6 CPU s a
game (62 of 80 won against 56) and Iron Man with She-Hulk from 3.5 to 2.0 (28 against
24). The planner's picks are spread over the heuristic's ranks, so the cut takes
away most of its changes to the heuristic's pick (82 of 134 in two games), yet the
games won did not drop."""

MARGIN = 1.0
"""Per copy: how much better than the heuristic's pick an option must do to be chosen."""

HORIZON = 1
"""Rounds a rollout plays: to the start of round ``current + HORIZON``."""

FLIP_BRANCH = True
"""A rollout whose heuristic changes the seat's form later in the turn is also played
keeping the form (see :func:`_value`)."""

LOST_THWART = True
"""An exhausted hero is charged the danger its basic thwart would have removed (see
:func:`evaluate`)."""

MAX_OPTIONS = 16
"""More options than this (a big payment, a long list) go to the heuristic."""

EVALUATION: tuple[float, ...] = tuple(weights(FITTED))
"""The weights :func:`evaluate` uses for She-Hulk solo against Rhino, in
:data:`~.value.FEATURES` order: fitted to the outcomes of such games
(:data:`~.value.FITTED`, ``benchmarks/mc_value_fit.py``)."""

PANTHER_EVALUATION: tuple[float, ...] = tuple(weights(PANTHER_FITTED))
"""The weights for Black Panther solo against Rhino: fitted to his own games
(:data:`~.panther_weights.PANTHER_FITTED`, sessions 40, 42 and 43)."""

HAND_EVALUATION: tuple[float, ...] = tuple(weights(HAND_SET))
"""The weights elsewhere: the hand-set ones (:data:`~.value.HAND_SET`)."""

FITTED_TABLES: dict[str, tuple[float, ...]] = {
    "she_hulk": EVALUATION,
    "black_panther": PANTHER_EVALUATION,
}
"""The fitted table of each hero (its identity card's set) that has one."""

FITTED_HEROES = frozenset({"she_hulk", "black_panther"})
"""The heroes whose solo games against Rhino are evaluated with their fitted table
(:data:`FITTED_TABLES`), where it won more of them (docs/marvel-champions-planner.md).
She-Hulk (session 34): 100 of 220 games with the table fitted to every hero's games
against 51 with the hand-set one; that table lost Captain Marvel 14 of 40 and moved
neither Spider-Man, Iron Man nor Black Panther (31 of 120 against 33). Black Panther
(session 40): his own table, fitted to his games alone, won 137 of 400 against 112
(games 0-199 at two planner seeds; 83 won only with it, 58 only without) and 139 of
games 200-399 at the same seeds against 120; refitted in sessions 42 and 43 (with the
cards he holds at a round's end): 676 of 1,200 games against session 42's table's
575. Klaw, Ultron and two to four players were not fitted."""


def evaluate(s: McState) -> float:
    """How good the position is for the players (higher is better): a won or lost game
    by its result (the sooner a win the better), else the position's
    :func:`~.value.features` (the hit points and the clock of the race, the board, the
    heroes' hit points, exhaustion and hands) dotted with the hero's fitted table (the
    heroes of :data:`FITTED_HEROES` solo against Rhino) or :data:`HAND_EVALUATION`."""
    if s.result:
        return s.result * WIN - s.round
    return score(features(s, LOST_THWART), _table(s))


def _table(s: McState) -> tuple[float, ...]:
    """The weights for ``s``: the hero's fitted table in a solo game against Rhino of a
    hero of :data:`FITTED_HEROES`, else the hand-set one."""
    if len(s.players) != 1 or s.game.params["villain"] != "rhino":
        return HAND_EVALUATION
    hero = s.cards[s.units[s.players[0].identity].card].set
    return FITTED_TABLES[hero] if hero in FITTED_HEROES else HAND_EVALUATION


NO_CUT, PHASE_CUT = -2, -1
""":func:`rollout`'s ``cut``: none; at the end of the player phase (else a seat: see
:func:`_at_cut`)."""


def _at_cut(s: McState, cut: int) -> bool:
    """Where a rollout with ``cut`` stops for :class:`_Seen`: at the end of the player
    phase, and with a seat, also once another seat's turn has begun after that seat's
    own (a seat takes one turn a round, and ``s.active`` changes only when a turn
    begins): past there a rollout reads neither ``seat`` nor ``turn``, so the positions
    two options reach where the seat's turn ends share the other players' turns too
    (speed only)."""
    return cut != NO_CUT and (s.phase != "player" or (cut >= 0 and s.active != cut))


def rollout(
    s: McState,
    stop_round: int,
    seat: int = -1,
    turn: int = -1,
    keep_form: bool = False,
    cut: int = NO_CUT,
) -> bool:
    """Play ``s`` (in place) with the heuristic for every seat until round
    ``stop_round`` begins, or the game ends. Returns whether the heuristic changed
    the form of ``seat`` on its turn of round ``turn``; with ``keep_form`` that turn
    is not offered the change. With ``cut`` it stops where :func:`_at_cut` says
    (:class:`_Seen` plays the rest)."""
    flipped = False
    while not s.result:
        d = s.decision()
        if s.round >= stop_round or s.result or _at_cut(s, cut):
            break
        options = list(d.options)
        mine = d.seat == seat and s.round == turn and d.kind == "turn"
        if mine and keep_form and enc.FORM in options and len(options) > 1:
            options.remove(enc.FORM)
        action = options[0] if len(options) == 1 else greedy_policy(bot_view(s, d.seat), options)
        flipped |= mine and action == enc.FORM
        s.apply_action(action)
    return flipped


class _Seen:
    """The positions one search's rollouts reached, with what their rollouts gave from
    there. A rollout from a position is a function of the position alone (and of the
    search's seat, round and horizon), and a search's options often reach the same
    one: playing a card and then attacking, or attacking first. Speed only: a
    position found again gives what its first rollout gave.

    Positions are compared by :meth:`McState.position_key` (equal keys: the same play
    from there on) where a rollout, past its first decision, reaches a turn decision
    of the searching seat or the first of another seat's turn (:func:`_shared`). Two
    tables: ``plain``, by the heuristic's own play (:func:`rollout`): the value at the
    rollout's end, and whether the heuristic changes the seat's form on its turn of
    the search's round on the way (``flips``); ``kept``: the value of the rollout
    that keeps the seat's form that turn (``keep_form``). Session 33 shared only the
    positions where the player phase or the seat's turn ended; a position met again
    mid-turn saves the rest of that turn, about 3 engine steps (session 35,
    docs/marvel-champions-planner.md)."""

    def __init__(self) -> None:
        self.plain: _Table[tuple[float, bool]] = _Table()
        self.kept: _Table[float] = _Table()
        self.search: tuple[int, int, int] | None = None  # stop, seat, round

    def check(self, stop: int, seat: int, turn: int) -> None:
        """The tables hold one search's rollouts: ``stop``, ``seat`` and the round
        ``turn`` stay the same."""
        if self.search is None:
            self.search = (stop, seat, turn)
        elif self.search != (stop, seat, turn):
            raise ValueError("a _Seen serves one search")

    def value(self, s: McState, stop: int) -> float:
        """:func:`evaluate` of ``s`` once :func:`rollout` has played it to ``stop``
        (``s`` is played on, or left where a known position was found)."""
        assert self.search is not None
        return _Walk(self, s, stop, self.search[1], self.search[2]).play()[0]


Key = tuple[int, tuple[Any, ...]]
"""A position's :meth:`McState.position_key` and its hash (hashed once: a key is a
big tuple, and a tuple does not keep its hash)."""


def _key(s: McState) -> Key | None:
    """:meth:`McState.position_key` with its hash, or None when it cannot be hashed (a
    register holds an unhashable value): that position is not shared."""
    key = s.position_key()
    try:
        return hash(key), key
    except TypeError:
        return None


class _Table(Generic[T]):
    """Entries by position (:data:`Key`), in buckets by the key's hash."""

    def __init__(self) -> None:
        self.buckets: dict[int, list[tuple[tuple[Any, ...], T]]] = {}

    def get(self, key: Key) -> T | None:
        for known, entry in self.buckets.get(key[0], ()):
            if known == key[1]:
                return entry
        return None

    def put(self, key: Key, entry: T) -> None:
        """``entry`` for ``key``, unless it has one (every entry of a position is the
        same: it is a function of the position)."""
        if self.get(key) is None:
            self.buckets.setdefault(key[0], []).append((key[1], entry))


def _shared(turn_seat: int, seat: int, turn_of: int) -> bool:
    """Whether a rollout looks its position up at a turn decision of ``turn_seat``: at
    the searching ``seat``'s, and at the first of another seat's turn (where the
    seat's turn, or another's, has ended). Within a partner's turn few positions come
    back, and looking them up cost more than it saved (Spider-Man with Captain Marvel:
    5% more CPU)."""
    return turn_seat == seat or turn_seat != turn_of


class _Walk:
    """One rollout by the heuristic (:func:`rollout`'s moves) with the search's
    ``plain`` table: it stops at a known position. Records the seat's turn decisions
    where the change of form was offered and not taken (``asked``: the view, the
    options without the change, the heuristic's pick, and how many positions were
    recorded before it) and, where the heuristic changes the seat's form on its turn
    of round ``turn``, a copy taken just before (``fork``)."""

    def __init__(self, seen: _Seen, s: McState, stop: int, seat: int, turn: int) -> None:
        self.seen, self.s, self.stop, self.seat, self.turn = seen, s, stop, seat, turn
        self.path: list[Key] = []  # the positions recorded, in order
        self.asked: list[tuple[dict[str, Any], list[int], int, int]] = []
        self.fork: McState | None = None
        self.flip_at = -1  # positions recorded before the change of form
        self.found = False  # stopped at a known position

    def play(self) -> tuple[float, bool]:
        """The rollout's value and whether the heuristic changes the seat's form on
        the way (from its start); every position recorded gets its entry."""
        s, seat, turn, table = self.s, self.seat, self.turn, self.seen.plain
        path, asked = self.path, self.asked
        start = True
        turn_of = seat  # whose turn the last turn decision was
        while True:
            d = s.decision()
            if s.result or s.round >= self.stop:
                value, flips = evaluate(s), False
                break
            if d.kind == "turn" and _shared(d.seat, seat, turn_of) and not start:
                key = _key(s)
                if key is not None:
                    known = table.get(key)
                    if known is not None:
                        value, flips = known
                        self.found = True
                        break
                    path.append(key)
            start = False
            if d.kind == "turn":
                turn_of = d.seat
            options = d.options
            if len(options) == 1:
                s.apply_action(options[0])
                continue
            view = bot_view(s, d.seat)
            action = greedy_policy(view, list(options))
            if (
                self.flip_at < 0
                and d.seat == seat
                and s.round == turn
                and d.kind == "turn"
                and enc.FORM in options
            ):
                if action == enc.FORM:
                    self.fork = s.clone()
                    self.flip_at = len(path)
                else:
                    kept = [a for a in options if a != enc.FORM]
                    if len(kept) > 1:
                        asked.append((view, kept, action, len(path)))
            s.apply_action(action)
        for i, key in enumerate(path):
            table.put(key, (value, flips or i < self.flip_at))
        return value, flips or self.flip_at >= 0

    def parted(self) -> int:
        """How many of the recorded positions come before the last of ``asked`` where
        the heuristic, the change of form not offered, would have moved otherwise
        (-1: none): from every later one, the rollout keeping the form makes the same
        moves as this one up to the change (or the known position where it stopped)."""
        for view, kept, chosen, at in reversed(self.asked):
            if greedy_policy(view, kept) != chosen:
                return at
        return -1


def _keep_value(seen: _Seen, s: McState, stop: int, seat: int, turn: int, cut: int) -> float:
    """The value of :func:`rollout` with ``keep_form`` from ``s`` (played on), then
    the plain rollout from its ``cut`` (as :func:`_value` plays it), with the search's
    ``kept`` table for the part before the cut."""
    table = seen.kept
    path: list[Key] = []
    turn_of = seat
    while True:
        d = s.decision()
        if s.result or s.round >= stop:
            value = evaluate(s)
            break
        if _at_cut(s, cut):
            value = seen.value(s, stop)
            break
        if d.kind == "turn" and _shared(d.seat, seat, turn_of):
            key = _key(s)
            if key is not None:
                known = table.get(key)
                if known is not None:
                    value = known
                    break
                path.append(key)
        if d.kind == "turn":
            turn_of = d.seat
        options = list(d.options)
        mine = d.seat == seat and s.round == turn and d.kind == "turn"
        if mine and enc.FORM in options and len(options) > 1:
            options.remove(enc.FORM)
        action = options[0] if len(options) == 1 else greedy_policy(bot_view(s, d.seat), options)
        s.apply_action(action)
    for key in path:
        table.put(key, value)
    return value


def _value(world: McState, action: int, stop: int, seat: int, seen: _Seen | None = None) -> float:
    """The option's value on one copy. When the rollout's heuristic changes the
    seat's form later in the same turn, the turn is also played keeping the form and
    the better of the two counts: the planner decides that change itself (a searched
    turn action), so its cost is not the option's (Iron Man's thwart lowered the
    threat, the heuristic then changed him to Tony Stark, and the scheme's gain in
    alter ego was charged to the thwart: he attacked for 1 instead). ``seen``: the
    search's positions (speed only, see :class:`_Seen`).

    The rollout keeping the form makes the rollout's moves up to the change, unless
    the heuristic, offered the seat's turn actions without the change of form, would
    have picked another before (its :attr:`~.heuristic.Position.can_flip` reads
    whether the change is offered): so it starts from where the two part (a copy
    taken just before the change, or the known position where the rollout stopped),
    or else from the option (speed only: replaying the turn up to the change was part
    of a quarter of the planner's rollouts)."""
    if seen is None:
        seen = _Seen()
    phase_player = world.phase == "player"
    turn = world.round if FLIP_BRANCH and phase_player and action != enc.FORM else -1
    seen.check(stop, seat, world.round if phase_player else -1)
    w = world.clone()
    # The seat's own turn action: the rollout keeping the form may stop once that turn
    # is over (the plain rollout from there plays the rest).
    own_turn = w.decision().kind == "turn" and w.active == seat
    w.apply_action(action)
    walk = _Walk(seen, w, stop, seat, world.round if phase_player else -1)
    value, flips = walk.play()
    if turn < 0 or not flips:
        return value
    cut = seat if own_turn else PHASE_CUT
    parted = walk.parted()
    if parted >= 0:  # from the option
        kept = world.clone()
        kept.apply_action(action)
        return max(value, _keep_value(seen, kept, stop, seat, turn, cut))
    start = w if walk.fork is None else walk.fork  # the known position, or the fork
    keep = _keep_value(seen, start, stop, seat, turn, cut)
    for key in walk.path[: walk.flip_at if walk.fork is not None else None]:
        seen.kept.put(key, keep)
    return max(value, keep)


def planner_choose(
    s: McState, seat: int, legal: Sequence[int], rng: Rng, budget: int | None = None
) -> int:
    """The planner's action for ``seat`` at the pending decision of ``s`` (a model: a
    determinized copy, see :func:`rulebound.bots.ask`). ``budget``: determinized
    copies per option (default: :data:`SAMPLES` for the number of players)."""
    d = s.decision()
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    if d.kind not in SEARCHED or len(legal) > MAX_OPTIONS:
        return greedy_policy(bot_view(s, seat), legal)
    samples = SAMPLES[len(s.players) - 1] if budget is None else max(1, budget)
    # The heuristic's pick first: it wins the ties.
    first = greedy_policy(bot_view(s, seat), legal)
    # Asking a partner for help is not tried: the partner's model answers "help" with
    # the heuristic, which declines, so the rollout would repeat the one without asking.
    options = [first] + [a for a in legal if a != first and not enc.SEAT <= a < enc.RESOURCE]
    if MULTI_CANDIDATES is not None and len(s.players) > 1:
        options = _best(s, seat, options, MULTI_CANDIDATES)
    stop = s.round + HORIZON
    copies = worlds(s, seat, rng, samples)  # drawn even for one option: the same rng
    if len(options) == 1:  # every other option asks for help (two or more players)
        return first
    return _choose(copies, options, stop, seat)


def _best(s: McState, seat: int, options: list[int], n: int) -> list[int]:
    """The heuristic's best ``n`` of ``options`` (``options[0]`` is its pick), in its
    order: its pick among the options left, again and again."""
    best, rest = options[:1], options[1:]
    view = bot_view(s, seat)
    while rest and len(best) < n:
        pick = greedy_policy(view, rest) if len(rest) > 1 else rest[0]
        if pick not in rest:  # declining (an interrupt) when the pass is its first pick
            pick = rest[0]
        best.append(pick)
        rest.remove(pick)
    return best


def _choose(copies: list[McState], options: list[int], stop: int, seat: int) -> int:
    """Successive halving (every option on the first copy, the best :data:`FINALISTS`
    and the heuristic's pick ``options[0]`` on all), keeping the heuristic's pick
    unless an option beats it by :data:`MARGIN` per copy: with three copies, the luck
    of one draw otherwise decides (a hero left Rhino I at 1 hit point for three turns,
    since its stage II side scheme came out in one copy). A copy's values go through
    :func:`_floored`."""
    first = options[0]
    seen = _Seen()
    totals = _floored({a: _value(copies[0], a, stop, seat, seen) for a in options})
    finalists = _finalists(options, totals)
    if first not in finalists:
        finalists.append(first)
    for world in copies[1:]:
        values = _floored({a: _value(world, a, stop, seat, seen) for a in finalists})
        for a in finalists:
            totals[a] += values[a]
    best = max(finalists, key=lambda a: (totals[a], -options.index(a)))
    if totals[best] - totals[first] < MARGIN * len(copies):
        return first
    return best


def _floored(values: dict[int, float]) -> dict[int, float]:
    """One copy's values with :data:`LOSS_FLOOR`: a game lost in the rollout counts
    that much below the worst position reached on the copy without losing."""
    if LOSS_FLOOR is None:
        return values
    alive = [v for v in values.values() if v > -WIN / 2]
    if not alive:
        return values
    floor = min(alive) - LOSS_FLOOR
    return {a: (v if v > -WIN / 2 else floor) for a, v in values.items()}


def _finalists(options: list[int], totals: dict[int, float]) -> list[int]:
    """The best :data:`FINALISTS` options on the first copy; with :data:`FINALIST_TIES`
    every option tied with the last of them, else the ties at the cut in the options'
    order. Either way every option when the copy ranks them all alike: a copy that
    loses the game whatever the seat does (She-Hulk at 4 hit points, Rhino and Sandman
    to attack her) says nothing, and cutting that tie by list order kept the change to
    Jennifer Walters, which survived on 7 copies of 8, out of the copies that would
    have shown it."""
    ranked = sorted(options, key=lambda a: -totals[a])
    cut = totals[ranked[min(FINALISTS, len(ranked)) - 1]]
    if not FINALIST_TIES and totals[ranked[-1]] != totals[ranked[0]]:
        return ranked[:FINALISTS]  # sorted is stable: ties in the options' order
    return [a for a in ranked if totals[a] >= cut]
