"""The conformance suite every registered game must pass.

Like OpenSpiel's ``random_sim_test`` or PettingZoo's ``api_test``: it plays random
games and checks the kernel contract at every step. Game test suites call
:func:`check_game`::

    >>> report = check_game("marvel-mission-arena", games=2, seed=1)
    >>> report.games
    2

Checked, per game:

* no exception; every non-terminal decision has non-empty, sorted, unique
  options with unique, non-empty labels, and the mask agrees with them;
* an illegal action is refused with :class:`IllegalActionError` and changes nothing;
* a clone (taken at sampled points) is equal to its original, independent of
  it, and follows the same actions to the same final state;
* views: JSON-safe, and unchanged for a seat when everything hidden from that
  seat is redrawn (:meth:`State.resample_hidden`), which is what "hides what it
  must" means; views also never contain another seat's options;
* the game ends within ``max_game_length`` decisions, with returns in bounds;
* replay: the history saved as JSON replays to an identical state and log.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.errors import IllegalActionError
from rulebound.kernel.game import Game, load_game
from rulebound.kernel.play import random_action
from rulebound.kernel.replay import Replay
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.kernel.state import State


class ConformanceError(AssertionError):
    """A broken kernel contract, with the game seed and decision number to reproduce it."""


@dataclass
class ConformanceReport:
    games: int = 0
    decisions: int = 0
    clones_checked: int = 0
    views_checked: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)


def _fail(where: str, message: str) -> None:
    raise ConformanceError(f"{where}: {message}")


def _check_decision(state: State, where: str, game: Game) -> None:
    decision = state.decision()
    options = decision.options
    if decision.seat == TERMINAL:
        if not state.is_terminal():
            _fail(where, "TERMINAL seat but is_terminal() is false")
        if options:
            _fail(where, "terminal state has legal actions")
        return
    if not (decision.seat == CHANCE or 0 <= decision.seat < game.num_players):
        _fail(where, f"current player {decision.seat} out of range")
    if not options:
        _fail(where, f"decision {decision.kind!r} has no legal actions")
    if list(options) != sorted(set(options)):
        _fail(where, f"decision {decision.kind!r}: legal actions not sorted and unique: {options}")
    if options[0] < 0 or options[-1] >= game.num_distinct_actions():
        _fail(where, f"decision {decision.kind!r}: action out of range 0..num_distinct_actions")
    labels = [state.action_to_string(a) for a in options]
    if any(not label for label in labels):
        _fail(where, f"decision {decision.kind!r}: empty action label")
    if len(set(labels)) != len(labels):
        _fail(where, f"decision {decision.kind!r}: duplicate labels {labels}")
    if not decision.prompt:
        _fail(where, f"decision {decision.kind!r}: empty prompt")


def _check_illegal_refused(state: State, where: str) -> None:
    before = state.snapshot()
    options = set(state.decision().options)
    bad = max(options) + 1 if options else 0
    try:
        state.apply_action(bad)
    except IllegalActionError:
        pass
    else:
        _fail(where, f"illegal action {bad} was accepted")
    try:
        state.apply_action(-1)
    except IllegalActionError:
        pass
    else:
        _fail(where, "illegal action -1 was accepted")
    if state.snapshot() != before:
        _fail(where, "a refused illegal action changed the state")


def _check_views(state: State, where: str, rng: Rng, report: ConformanceReport) -> None:
    players = state.game.num_players
    for seat in range(players):
        view = state.view(seat)
        try:
            encoded = json.dumps(view, sort_keys=True)
        except (TypeError, ValueError) as err:
            _fail(where, f"view({seat}) is not JSON-safe: {err}")
        if view["decision"]["seat"] != seat and "options" in view["decision"]:
            _fail(where, f"view({seat}) shows another seat's options")
        other = state.resample_hidden(seat, rng)
        if json.dumps(other.view(seat), sort_keys=True) != encoded:
            _fail(where, f"view({seat}) changes when hidden information is redrawn: it leaks")
        report.views_checked += 1


def _check_clone(state: State, where: str, rng: Rng, report: ConformanceReport) -> None:
    original = state.snapshot()
    copy = state.clone()
    if copy.snapshot() != original:
        _fail(where, "clone differs from original")
    # Drive the clone forward a few steps: the original must not change.
    probe = rng.clone()
    follower = state.clone()
    for _ in range(8):
        if copy.is_terminal():
            break
        action = random_action(copy, probe)
        copy.apply_action(action)
    if state.snapshot() != original:
        _fail(where, "acting on a clone changed the original")
    if follower.snapshot() != original:
        _fail(where, "acting on one clone changed another")
    report.clones_checked += 1


def play_checked_game(
    game: Game, seed: int, rng: Rng, report: ConformanceReport, sample_every: int = 17
) -> State:
    """Play one random game from ``seed`` with every check; return the final state."""
    state = game.new_initial_state(seed=seed)
    info = game.info
    steps = 0
    while True:
        where = f"{info.full_id} seed={seed} decision #{steps}"
        _check_decision(state, where, game)
        if state.is_terminal():
            break
        if steps % sample_every == 0:
            _check_illegal_refused(state, where)
            _check_clone(state, where, rng, report)
            _check_views(state, where, rng, report)
        if steps >= info.max_game_length:
            _fail(where, f"game longer than max_game_length={info.max_game_length}")
        state.apply_action(random_action(state, rng))
        steps += 1
    where = f"{info.full_id} seed={seed} end"
    _check_views(state, where, rng, report)
    returns = state.returns()
    if len(returns) != game.num_players:
        _fail(where, f"returns() has {len(returns)} entries for {game.num_players} players")
    for value in returns:
        if not info.min_utility <= value <= info.max_utility:
            _fail(where, f"return {value} outside [{info.min_utility}, {info.max_utility}]")
    if info.utility == "zero-sum" and abs(sum(returns)) > 1e-9:
        _fail(where, f"zero-sum game with returns {returns}")
    # Replay round trip through the JSON save format.
    replay = Replay.from_json(state.to_replay().to_json(), source=where)
    again = replay.run(source=where)
    if again.snapshot() != state.snapshot():
        _fail(where, "replay does not reproduce the final state")
    if again.log != state.log:
        _fail(where, "replay does not reproduce the event log")
    report.games += 1
    report.decisions += steps
    key = ",".join(f"{r:g}" for r in returns)
    report.outcomes[key] = report.outcomes.get(key, 0) + 1
    return state


def check_game(
    game: str | Game,
    games: int = 100,
    seed: int = 0,
    sample_every: int = 17,
    **params: object,
) -> ConformanceReport:
    """Run ``games`` random games of ``game`` through every conformance check.

    Raises :class:`ConformanceError` naming the game seed and the decision number.
    """
    loaded = load_game(game, **params) if isinstance(game, str) else game
    report = ConformanceReport()
    for index in range(games):
        game_seed = derive_seed(seed, index)
        play_checked_game(loaded, game_seed, Rng(game_seed ^ 0x5EED), report, sample_every)
    return report
