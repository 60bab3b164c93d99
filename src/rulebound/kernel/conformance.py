"""The conformance suite every registered game must pass.

Like OpenSpiel's ``random_sim_test`` or PettingZoo's ``api_test``: it plays random
games and checks the kernel contract at every step. Game test suites call
:func:`check_game`::

    >>> report = check_game("marvel-mission-arena", games=2, seed=1)
    >>> report.games
    2

Checked, per game:

* no exception; every non-terminal decision has non-empty, sorted, unique
  options with unique, non-empty labels;
* the game's own invariants (:meth:`State.broken_invariants`: cards in one zone,
  dice conserved, counters in bounds, a winner the win rules justify, turn order)
  hold at every decision and at the end;
* the action mask agrees with what :meth:`State.apply_action` accepts, not only with
  the options it is built from: sampled actions it marks legal apply to a clone, and
  illegal actions (``-1``, the end of the range, and random ones inside the range
  that are not options) are refused with :class:`IllegalActionError` and change
  nothing;
* a clone (taken at sampled points) is equal to its original and independent of
  it; and one follower clone per game, advanced in lockstep with the original from
  an early decision, reaches the same final state;
* views: JSON-safe, and unchanged for a seat when everything hidden from that
  seat is redrawn (:meth:`State.resample_hidden`), which is what "hides what it
  must" means; views also never contain another seat's options;
* the game ends within ``max_game_length`` decisions, with returns in bounds;
* replay: the history saved as JSON replays to an identical state and log.

And the front-end API:

* views with their descriptions (``view(seat, describe=True)``) validate against
  the game's view schema (at every third sample and at the end), and the
  descriptions do not change when hidden information is redrawn (so an id reveals
  nothing); :meth:`State.describe`
  answers every visible id and refuses an unknown one;
* structured events: well formed, the same lines as ``log_for``, and visible only
  to the seats they name; and (at sampled decisions, and for the setup's events) every
  id an event carries is one each seat that sees the event can describe at the moment
  it is told (:mod:`~rulebound.kernel.event_audit`);
* the log hides what views hide: at sampled decisions a clone answers otherwise
  at random; when the game tells both answers to a seat with the same public action
  string and the seat's view is the same after both, it must have been told the
  same new events. And an undo's replay over redrawn hidden information tells the
  seat the same lines as the real game;
* no public action string and no event a seat may see names an object hidden
  from it (:meth:`State.hidden_names`) before it is in that seat's view;
* undo: the state after :meth:`State.undo` equals the replayed prefix, and from the
  undo point, a redraw of everything hidden followed by the same decisions shows
  the seat the same view (an undo never shows the future).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from itertools import compress
from typing import Any

from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.errors import IllegalActionError, UnknownObjectError
from rulebound.kernel.event_audit import Told, audit_one, unwatch, watch
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
    undos_checked: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)


def _fail(where: str, message: str) -> None:
    raise ConformanceError(f"{where}: {message}")


# A catalog rule ID ("MC-SETUP-03", "GH-EVENT-02", "MC-KEYWORD-RETALIATE-01"): for
# testers, never in what a player reads (prompts, option labels, the log).
RULE_ID = re.compile(r"\b[A-Z]{2,5}(?:-[A-Z][A-Z0-9]*)+-\d{2,3}\b")


def _check_readable(where: str, what: str, text: str) -> None:
    if found := RULE_ID.search(text):
        _fail(where, f"{what} shows the rule ID {found.group()} to a player: {text[:120]!r}")


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
    _check_readable(where, f"decision {decision.kind!r}", " | ".join([decision.prompt, *labels]))


def _check_invariants(state: State, where: str) -> None:
    broken = state.broken_invariants()
    if broken:
        _fail(where, "broken invariant: " + "; ".join(broken))


_PROBES = 4  # random actions tried inside the action range at each sample


def _check_mask_and_illegal(state: State, where: str, rng: Rng) -> None:
    """The mask against :meth:`State.apply_action` itself, not against the options
    it is built from: actions it marks legal apply, every probed other one is refused."""
    options = set(state.decision().options)
    size = state.game.num_distinct_actions()
    mask = state.legal_actions_mask()
    if len(mask) != size:
        _fail(where, f"legal_actions_mask() has {len(mask)} entries, not {size}")
    marked = set(compress(range(len(mask)), mask))  # the set bits (C speed: 40,000 in MMA)
    if not marked:
        _fail(where, "legal_actions_mask() marks no action legal")
    ordered = sorted(marked)
    for action in {ordered[rng.randbelow(len(ordered))] for _ in range(2)}:
        try:
            state.clone().apply_action(action)
        except IllegalActionError:
            _fail(where, f"action {action} is marked legal but apply_action refuses it")
    before = state.snapshot()
    probes = {-1, size, max(options) + 1}
    probes.update(rng.randbelow(size) for _ in range(_PROBES))
    for bad in sorted(probes - marked):
        if bad in options:
            _fail(where, f"action {bad} is an option but the mask marks it illegal")
        try:
            state.apply_action(bad)
        except IllegalActionError:
            pass
        else:
            _fail(where, f"illegal action {bad} (not an option) was accepted")
    if state.snapshot() != before:
        _fail(where, "a refused illegal action changed the state")


_REQUIRED_DESCRIPTION = {"id": str, "name": str, "kind": str, "text": str}


@dataclass(frozen=True)
class SchemaValidators:
    """A game's view schema as two validators: ``exact`` (the reference, jsonschema's
    Draft 2020-12 validator) and ``fast`` (jsonschema-rs, compiled, when installed: the
    ``test`` extra brings it). The verdict is always the exact validator's: the fast one
    only lets a view through early, and only a view that is plain JSON (equal to its
    own JSON round trip), because on Python objects the two differ: jsonschema-rs takes
    a tuple for an array and refuses a dict with int keys. tests/kernel/
    test_view_schema_validators.py feeds both real views and broken ones."""

    exact: Any
    fast: Any = None

    def error(self, view: Any, encoded: str) -> str | None:
        """Where and how ``view`` (``encoded`` is its JSON text) breaks the schema."""
        if self.fast is not None:
            plain = json.loads(encoded)
            if plain == view and self.fast.is_valid(plain):
                return None
        error = next(iter(self.exact.iter_errors(view)), None)
        if error is None:
            return None
        path = "/".join(str(p) for p in error.absolute_path)
        return f"/{path}: {error.message}"


_VALIDATORS: dict[str, SchemaValidators | None] = {}


def schema_validators(game: Game) -> SchemaValidators | None:
    """The cached validators of the game's view schema (None if it ships no schema)."""
    key = game.info.full_id
    if key not in _VALIDATORS:
        schema = game.view_schema()
        if schema:
            import jsonschema

            jsonschema.Draft202012Validator.check_schema(schema)
            exact = jsonschema.Draft202012Validator(schema)
            try:
                import jsonschema_rs
            except ImportError:  # not installed: the exact validator alone
                _VALIDATORS[key] = SchemaValidators(exact)
            else:
                fast = jsonschema_rs.Draft202012Validator(schema)
                _VALIDATORS[key] = SchemaValidators(exact, fast)
        else:
            _VALIDATORS[key] = None
    return _VALIDATORS[key]


def _check_objects(state: State, seat: int, view: dict[str, Any], where: str) -> None:
    objects = view.get("objects")
    if not isinstance(objects, dict):
        raise ConformanceError(f"{where}: view({seat}, describe=True) has no 'objects' dict")
    for key, description in objects.items():
        for name, kind in _REQUIRED_DESCRIPTION.items():
            if not isinstance(description.get(name), kind):
                _fail(where, f"object {key!r} seen by seat {seat}: {name!r} missing or not {kind}")
        if description["id"] != key:
            _fail(where, f"object {key!r} seen by seat {seat} has id {description['id']!r}")
        if not description["name"]:
            _fail(where, f"object {key!r} seen by seat {seat} has an empty name")
        if state.describe(key, seat) != description:
            _fail(where, f"describe({key!r}, {seat}) differs from the view's description")
    try:
        state.describe("no such object", seat)
    except UnknownObjectError:
        pass
    else:
        _fail(where, "describe() accepted an unknown id")


# JSON Schema validation was the costliest view check (about half of a conformance run
# with jsonschema alone; jsonschema-rs made it cheap): it runs at every third sample and
# at the end.
SCHEMA_EVERY = 3


def _check_views(
    state: State, where: str, rng: Rng, report: ConformanceReport, schema: bool = True
) -> None:
    players = state.game.num_players
    validators = schema_validators(state.game) if schema else None
    for seat in (*range(players), -1):
        view = state.view(seat, describe=True)
        try:
            encoded = json.dumps(view, sort_keys=True)
        except (TypeError, ValueError) as err:
            _fail(where, f"view({seat}) is not JSON-safe: {err}")
        if view["decision"]["seat"] != seat and "options" in view["decision"]:
            _fail(where, f"view({seat}) shows another seat's options")
        if validators is not None and (error := validators.error(view, encoded)):
            _fail(where, f"view({seat}) breaks the view schema at {error}")
        _check_objects(state, seat, view, where)
        if seat >= 0:
            other = state.resample_hidden(seat, rng)
            if json.dumps(other.view(seat, describe=True), sort_keys=True) != encoded:
                _fail(where, f"view({seat}) changes when hidden information is redrawn: it leaks")
        report.views_checked += 1


def _check_events(state: State, where: str) -> None:
    """Structured events agree with the text log and name the seats that may see them."""
    events = state.events or []
    for seat in (*range(state.game.num_players), -1):
        structured = state.events_for(seat)
        if [e["text"] for e in structured] != state.log_for(seat):
            _fail(where, f"events_for({seat}) differs from log_for({seat})")
        for entry in structured:
            index = entry["index"]
            if not isinstance(entry["kind"], str) or not entry["kind"]:
                _fail(where, f"event #{index} has no kind")
            if events[index].text != entry["text"]:
                _fail(where, f"event #{index} has the wrong index")
            if not entry["public"] and seat not in entry["seats"]:
                _fail(where, f"event #{index} is shown to seat {seat}, not among its seats")
            if not all(isinstance(i, str) for i in entry["ids"]):
                _fail(where, f"event #{index} has an id that is not a string")
            _check_readable(where, f"event #{index}", entry["text"])
        tail = state.events_for(seat, since=len(events) - 1)
        if tail and tail[0]["index"] != len(events) - 1:
            _fail(where, f"events_for({seat}, since=...) does not start at 'since'")


def _check_event_ids(where: str, told: list[Told]) -> None:
    """Each id an event carries is describable, when it is told, by the seats that see it."""
    for t in told:
        for seat, ids in t.unknown.items():
            _fail(
                where,
                f"event #{t.index} {t.event.text!r} carries {ids}, which seat {seat} "
                "cannot describe when it is told",
            )


def _names_in(text: str, names: set[str]) -> set[str]:
    """The names that occur in ``text`` as names: "Hulk" is not in "She-Hulk"."""
    return {n for n in names if n and re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)}


def _view_text(state: State, seat: int) -> str:
    # JSON text (C-encoded, several times faster than walking the view in Python) with
    # the escapes of quotes and backslashes undone, so a name is found as written.
    text = json.dumps(state.view(seat), ensure_ascii=False)
    return text.replace('\\"', '"').replace("\\\\", "\\")


def _check_public_information(
    state: State,
    where: str,
    seen: dict[int, set[str]],
    public: str,
    events_before: int,
    decisions_before: int,
) -> None:
    """After an action: the public string and the new events a seat may see name no
    object that was hidden from it (``seen``) and is in its view neither before the
    action (the state after ``decisions_before`` decisions) nor after it.

    The views' text is needed only for a hidden name that is told, so it is made only
    then (for a few seat-steps in ten at most, measured); the view before the action,
    needed only for a name the view after does not show (none, measured), comes from
    replaying the decisions up to it (a game is a pure function of its seed and
    decisions: the replay at each game's end checks that)."""
    earlier: State | None = None
    for seat, before in seen.items():
        hidden = before | state.hidden_names(seat)
        if not hidden:
            continue
        new_events = " \n ".join(e["text"] for e in state.events_for(seat, events_before))
        text = new_events + " \n " + public
        told = _names_in(text, hidden)
        if not told:
            continue
        # A name the seat's view shows, before or after, may be told: by names alone a
        # public copy cannot be told apart from a hidden one (Web-Shooter in play and
        # another in the deck).
        view_text = _view_text(state, seat)
        leaked = {n for n in told if n not in view_text}
        if leaked:
            if earlier is None:
                earlier = state.game.new_initial_state(seed=state.seed)
                for action in (state.history or [])[:decisions_before]:
                    earlier.apply_action(action)
            shown = _view_text(earlier, seat)
            leaked = {n for n in leaked if n not in shown}
        if leaked:
            _fail(where, f"seat {seat} is told {sorted(leaked)}, hidden from it: {text[:200]!r}")


def _told(state: State, seat: int, since: int) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(e["kind"], e["text"], tuple(e["ids"])) for e in state.events_for(seat, since)]


Sibling = tuple[int, State, str]


def _answer_otherwise(state: State, decider: int, rng: Rng) -> list[Sibling]:
    """For each seat but the decider: a clone (keeping a log from here on) in which
    the decider gives another random answer, with that answer's public string."""
    options = state.decision().options
    if len(options) < 2:
        return []
    siblings = []
    for seat in range(state.game.num_players):
        if seat == decider:
            continue
        other = state.clone()
        other.events = []
        action = options[rng.randbelow(len(options))]
        public = other.public_action_string(action)
        other.apply_action(action)
        siblings.append((seat, other, public))
    return siblings


def _check_log_like_views(
    state: State, where: str, siblings: list[Sibling], public: str, events_before: int
) -> None:
    """An answer the game tells the other seats as the same public string (so it keeps
    it secret) and that leaves a seat's view the same must tell that seat the same new
    events. (Answers told apart publicly may be logged apart though a view shows them
    alike: a pass and an ability without effect.)"""
    for seat, other, other_public in siblings:
        if other_public != public:
            continue
        view = json.dumps(state.view(seat), sort_keys=True)
        if json.dumps(other.view(seat), sort_keys=True) != view:
            continue  # the answer showed this seat something: it may be told it
        mine, theirs = _told(state, seat, events_before), _told(other, seat, 0)
        if theirs != mine:
            pairs = zip([*mine, None], [*theirs, None], strict=False)
            a, b = next((x, y) for x, y in pairs if x != y)
            _fail(
                where,
                f"seat {seat} sees the same after another answer, but its log differs "
                f"({a and a[1]!r} / {b and b[1]!r}): the log tells more than the view",
            )


def _check_undo(state: State, where: str, rng: Rng, report: ConformanceReport, seat: int) -> None:
    """Undo by ``seat``, the last seat to decide (no other seat has anything to undo)."""
    history = state.history or []
    point = state.undo_point(seat) if seat >= 0 else None
    if point is None:
        return
    undone = state._undo_to(point)  # State.undo without asking undo_point again
    prefix = state.game.new_initial_state(seed=state.seed)
    for action in history[:point]:
        prefix.apply_action(action)
    if undone.snapshot() != prefix.snapshot() or undone.log != prefix.log:
        _fail(where, f"undo by seat {seat} differs from the replayed prefix")
    if undone.decision().seat != seat:
        _fail(where, f"undo by seat {seat} does not return to a decision of that seat")
    redrawn = prefix.resample_hidden(seat, rng)
    redrawn.events = []
    for action in history[point:]:
        if action not in redrawn.decision().options:
            _fail(where, f"undo by seat {seat} crosses a decision that hidden information shaped")
        redrawn.apply_action(action)
    if json.dumps(redrawn.view(seat), sort_keys=True) != json.dumps(
        state.view(seat), sort_keys=True
    ):
        _fail(where, f"undo by seat {seat} crosses information revealed since its decision")
    if _told(redrawn, seat, 0) != _told(state, seat, len(prefix.events or ())):
        _fail(where, f"seat {seat}'s log since its undo point changes with what is hidden")
    report.undos_checked += 1


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
    last_decider = -1
    follower: State | None = None  # a clone that follows every action from one point
    samples = 0
    # The newer checks draw from their own generator, so the games played (and the
    # seeds that reproduce a failure) are the same with or without them.
    probe = Rng(derive_seed(seed, 0xC0FFEE))
    while True:
        where = f"{info.full_id} seed={seed} decision #{steps}"
        _check_decision(state, where, game)
        _check_invariants(state, where)
        if state.is_terminal():
            break
        if steps == sample_every or (follower is None and steps == 0):
            follower = state.clone()  # replaced at the second sample when the game gets there
        sampled = steps % sample_every == 0
        if steps == 0:  # the setup's events, against the first decision's state
            setup = enumerate(state.events or ())
            _check_event_ids(where, [audit_one(state, e, i, names=False) for i, e in setup])
        if sampled:
            _check_mask_and_illegal(state, where, probe)
            _check_clone(state, where, rng, report)
            samples += 1
            _check_views(state, where, rng, report, schema=samples % SCHEMA_EVERY == 1)
            _check_events(state, where)
            if steps % (2 * sample_every) == 0:  # it replays the game: the costliest check
                _check_undo(state, where, rng, report, last_decider)
        if steps >= info.max_game_length:
            _fail(where, f"game longer than max_game_length={info.max_game_length}")
        action = random_action(state, rng)
        decider = last_decider = state.decision().seat
        seen = {
            seat: state.hidden_names(seat) for seat in range(game.num_players) if seat != decider
        }
        public = state.public_action_string(action)
        events_before = len(state.events or ())
        decisions_before = len(state.history or ())
        siblings = _answer_otherwise(state, decider, probe) if sampled and decider >= 0 else []
        told = watch(state, names=False) if sampled else None
        try:
            state.apply_action(action)
        finally:
            if told is not None:
                unwatch(state)
        if told is not None:
            _check_event_ids(where, told)
        _check_public_information(state, where, seen, public, events_before, decisions_before)
        _check_log_like_views(state, where, siblings, public, events_before)
        if follower is not None:
            follower.apply_action(action)
        steps += 1
    where = f"{info.full_id} seed={seed} end"
    if follower is not None and (
        follower.snapshot() != state.snapshot() or follower.returns() != state.returns()
    ):
        _fail(where, "a clone that followed every action reached another final state")
    _check_views(state, where, rng, report)
    _check_events(state, where)
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


def scaled(games: int) -> int:
    """How many games a conformance test plays: ``games`` times the environment's
    ``RULEBOUND_CONFORMANCE_SCALE`` (default 1). CI runs the default; a long run is
    ``RULEBOUND_CONFORMANCE_SCALE=50 pytest -k conform``."""
    factor = float(os.environ.get("RULEBOUND_CONFORMANCE_SCALE", "1") or 1)
    return max(1, round(games * factor))


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
