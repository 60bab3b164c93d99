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
from typing import TYPE_CHECKING, Any

from rulebound.bots.rollouts import worlds
from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.bot_view import bot_view
from rulebound.games.marvel_champions.heuristic import greedy_policy
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

SAMPLES = (3, 1, 1, 1)
"""Determinized copies per option by the number of players (the budget overrides it).
With more players a round is longer to play out and there are more decisions to make:
one copy keeps a two-player game near 4 s (Spider-Man and Captain Marvel against
Rhino: 3.7 CPU s a game with one copy, 5.8 s with two, 4 of 4 games won either way;
the heuristic's pick is kept unless an option beats it by :data:`MARGIN`, and a third
copy changed about 1 decision in 20 in solo games)."""

FINALISTS = 2
"""Options that get more than one copy (successive halving)."""

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
"""The weights :func:`evaluate` uses for the heroes of :data:`FITTED_HEROES` solo
against Rhino, in :data:`~.value.FEATURES` order: fitted to the outcomes of such games
(:data:`~.value.FITTED`, ``benchmarks/mc_value_fit.py``)."""

HAND_EVALUATION: tuple[float, ...] = tuple(weights(HAND_SET))
"""The weights elsewhere: the hand-set ones (:data:`~.value.HAND_SET`)."""

FITTED_HEROES = frozenset({"she_hulk"})
"""The heroes (their identity card's set) whose solo games against Rhino the fitted
weights won more of (session 34, docs/marvel-champions-planner.md: She-Hulk 100 of 220
games with them against 51 with the hand-set ones; Captain Marvel 19 of 40 against 33;
Black Panther 31 of 120 against 33, Spider-Man and Iron Man within a game). Klaw,
Ultron and two to four players were not fitted."""


def evaluate(s: McState) -> float:
    """How good the position is for the players (higher is better): a won or lost game
    by its result (the sooner a win the better), else the position's
    :func:`~.value.features` (the hit points and the clock of the race, the board, the
    heroes' hit points, exhaustion and hands) dotted with :data:`EVALUATION` (the heroes
    of :data:`FITTED_HEROES` solo against Rhino) or :data:`HAND_EVALUATION`."""
    if s.result:
        return s.result * WIN - s.round
    weights = EVALUATION if _fitted(s) else HAND_EVALUATION
    return score(features(s, LOST_THWART), weights)


def _fitted(s: McState) -> bool:
    """Whether ``s`` is a solo game against Rhino of a hero of :data:`FITTED_HEROES`."""
    if len(s.players) != 1 or s.game.params["villain"] != "rhino":
        return False
    return s.cards[s.units[s.players[0].identity].card].set in FITTED_HEROES


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


REPLAY = "replay"
""":func:`_rollout_forked`: the keep-form rollout is to be played from the start."""


def _rollout_forked(
    s: McState, stop_round: int, seat: int, turn: int, cut: int = NO_CUT
) -> McState | str | None:
    """:func:`rollout` (the same moves), returning, if the heuristic changed the form of
    ``seat`` on its turn of round ``turn``, where the rollout with ``keep_form`` parts
    from it: a copy taken just before the change. Up to there the two make the same
    moves unless the heuristic, offered the seat's turn actions without the change of
    form, would have picked another (its :attr:`~.heuristic.Position.can_flip` reads
    whether the change is offered): then :data:`REPLAY`. Speed only: re-playing the
    turn up to the change was part of a quarter of the planner's rollouts. ``cut``: as
    :func:`rollout`'s."""
    asked: list[tuple[dict[str, Any], list[int], int]] = []
    while not s.result:
        d = s.decision()
        if s.round >= stop_round or s.result or _at_cut(s, cut):
            break
        options = list(d.options)
        if len(options) == 1:
            s.apply_action(options[0])
            continue
        view = bot_view(s, d.seat)
        action = greedy_policy(view, options)
        if d.seat == seat and s.round == turn and d.kind == "turn" and enc.FORM in options:
            if action == enc.FORM:
                same = all(greedy_policy(v, kept) == chosen for v, kept, chosen in asked)
                fork = s.clone() if same else REPLAY
                s.apply_action(action)
                rollout(s, stop_round, cut=cut)  # the rest, as rollout() plays it
                return fork
            kept = [a for a in options if a != enc.FORM]
            if len(kept) > 1:
                asked.append((view, kept, action))
        s.apply_action(action)
    return None


class _Seen:
    """The positions one search's rollouts reached where the player phase ended, with
    the value of their rollout's end. Past that point a rollout is a function of the
    position alone (``seat``, ``turn`` and ``keep_form`` bear on the player phase
    only), and two options often reach the same one: playing a card and then
    attacking, or attacking first (a quarter of the rollouts of Iron Man's turns).
    Speed only: a position found again gives the value its first rollout gave."""

    def __init__(self) -> None:
        self.found: dict[int, list[tuple[McState, float]]] = {}

    def value(self, s: McState, stop_round: int) -> float:
        """:func:`evaluate` of ``s`` (cut at the end of a player phase, or over) once
        :func:`rollout` has played it to ``stop_round``; ``s`` is played on."""
        if s.result or s.round >= stop_round:
            return evaluate(s)
        units = s.units
        key = hash(
            (
                s.rng.state,
                s.round,
                tuple(s.play),
                tuple(units[u].key() for u in s.play),
                tuple(p.key() for p in s.players),
            )
        )
        bucket = self.found.setdefault(key, [])
        for seen, value in bucket:
            if _same_position(seen, s):
                return value
        bucket.append((s.clone(), 0.0))
        rollout(s, stop_round)
        value = evaluate(s)
        bucket[-1] = (bucket[-1][0], value)
        return value


def _same_position(a: McState, b: McState) -> bool:
    """Everything :meth:`McState.clone` copies is equal (the pool's cards are shared)."""
    return (
        a.game is b.game
        and a.seed == b.seed
        and a.next_frame == b.next_frame
        and a.by_card == b.by_card
        and a.by_type == b.by_type
        and a.snapshot() == b.snapshot()
    )


def _value(world: McState, action: int, stop: int, seat: int, seen: _Seen | None = None) -> float:
    """The option's value on one copy. When the rollout's heuristic changes the
    seat's form later in the same turn, the turn is also played keeping the form and
    the better of the two counts: the planner decides that change itself (a searched
    turn action), so its cost is not the option's (Iron Man's thwart lowered the
    threat, the heuristic then changed him to Tony Stark, and the scheme's gain in
    alter ego was charged to the thwart: he attacked for 1 instead). ``seen``: the
    search's positions at the end of the player phase (speed only)."""
    w = world.clone()
    turn = w.round if FLIP_BRANCH and w.phase == "player" and action != enc.FORM else -1
    # The seat's own turn action: its rollouts may also stop once its turn is over.
    own_turn = w.decision().kind == "turn" and w.active == seat
    w.apply_action(action)
    if turn < 0:
        rollout(w, stop, seat, turn)
        return evaluate(w)
    cut = NO_CUT if seen is None else seat if own_turn else PHASE_CUT
    kept = _rollout_forked(w, stop, seat, turn, cut)
    value = seen.value(w, stop) if seen is not None else evaluate(w)
    if kept is not None:
        if isinstance(kept, str):  # REPLAY
            kept = world.clone()
            kept.apply_action(action)
        rollout(kept, stop, seat, turn, keep_form=True, cut=cut)
        value = max(value, seen.value(kept, stop) if seen is not None else evaluate(kept))
    return value


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
    stop = s.round + HORIZON
    copies = worlds(s, seat, rng, samples)
    return _choose(copies, options, stop, seat)


def _choose(copies: list[McState], options: list[int], stop: int, seat: int) -> int:
    """Successive halving (every option on the first copy, the best :data:`FINALISTS`
    and the heuristic's pick ``options[0]`` on all), keeping the heuristic's pick
    unless an option beats it by :data:`MARGIN` per copy: with three copies, the luck
    of one draw otherwise decides (a hero left Rhino I at 1 hit point for three turns,
    since its stage II side scheme came out in one copy)."""
    first = options[0]
    seen = _Seen()
    totals = {a: _value(copies[0], a, stop, seat, seen) for a in options}
    finalists = _finalists(options, totals)
    if first not in finalists:
        finalists.append(first)
    for world in copies[1:]:
        for a in finalists:
            totals[a] += _value(world, a, stop, seat, seen)
    best = max(finalists, key=lambda a: (totals[a], -options.index(a)))
    if totals[best] - totals[first] < MARGIN * len(copies):
        return first
    return best


def _finalists(options: list[int], totals: dict[int, float]) -> list[int]:
    """The best :data:`FINALISTS` options on the first copy, and every option tied with
    the last of them: a copy that loses the game whatever the seat does (She-Hulk at 4
    hit points, Rhino and Sandman to attack her) ranks all options alike, and cutting
    the tie by list order kept the change to Jennifer Walters, which survived on 7
    copies of 8, out of the copies that would have shown it."""
    ranked = sorted(options, key=lambda a: -totals[a])
    cut = totals[ranked[min(FINALISTS, len(ranked)) - 1]]
    return [a for a in ranked if totals[a] >= cut]
