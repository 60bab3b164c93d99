"""A look-ahead player for Star Wars: Destiny: the heuristic, checked by rollouts.

At each of its own action decisions (which card to play, which die to resolve,
whether to claim the battlefield now and how to use its claim ability, which card
action to use, or to pass) the planner tries every option on a few *determinized*
copies of the state (:meth:`DestinyState.resample_hidden`: both deck orders and the
opponent's hand redrawn, so it never reads what its seat cannot see), plays the rest
of the round with :func:`~.greedy.greedy_policy` for both players, and values the
position after the round's upkeep with :func:`evaluate`. The small choices (targets,
modifiers, mulligans) go to the heuristic at once.

Three things keep the noise of the dice from choosing for it (with plain rollouts it
was level with the heuristic with the starter decks):

- *Common random numbers*: the copies roll with :class:`~.rolls.KeyedRolls`, so on
  one copy every option meets the same dice, whenever it rolls them.
- *Finalists judged afresh*: every option is valued on the first copy, and the best
  :data:`FINALISTS` (and the heuristic's own pick) again on the other copies only, so
  an option is not kept for having been lucky on the copy that chose it.
- *The heuristic's pick by default*: another option must beat it by :data:`MARGIN`
  (in hit points of damage, on average over the copies), and then again on
  :data:`CONFIRM` fresh copies.

It never passes while the heuristic would activate a character (that gives up the
character's dice for the round; rollouts on few copies sometimes liked it by luck).

It is :class:`rulebound.bots.PlannerBot` (``rulebound sim star-wars-destiny --bots
planner,greedy``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rulebound.bots.rollouts import worlds
from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.cards import CardDef
from rulebound.games.destiny.greedy import greedy_policy
from rulebound.games.destiny.model import CHARACTER, IN_POOL, SUPPORT, UPGRADE
from rulebound.games.destiny.rolls import KeyedRolls
from rulebound.games.destiny.rules import battlefield_controller
from rulebound.kernel.rng import Rng

if TYPE_CHECKING:
    from rulebound.games.destiny.state import DestinyState

SAMPLES = 3
"""Determinized copies per decision (the budget overrides it)."""

FINALISTS = 3
"""Options valued on the other copies too (the rest on the first one only)."""

MARGIN = 0.5
"""How much better than the heuristic's pick another option must score to be played."""

CONFIRM = 2
"""Fresh copies on which a departure from the heuristic's pick must win again."""

HORIZON = 1
"""Rounds a rollout plays: to the end of this round's upkeep."""

SEARCHED = frozenset({"action", "extra-action", "may", "choose-one", "choose-battlefield"})
"""Decision kinds worth rollouts: the action phase's choices and the claim's "use it?"."""

MAX_OPTIONS = 24
ROLLOUT_LIMIT = 400
"""Decisions a rollout may take before it is scored where it stands."""

# Evaluation weights, in hit points of damage.
WIN = 1_000.0
DEFEATED = 6.0  # on top of its health: a character defeated takes its dice away
SHIELD = 0.8
RESOURCE = 0.6
CARD = 0.5  # a card in hand: an option later
IN_PLAY = 1.5  # an upgrade or support: a die or an ability every round
BATTLEFIELD = 1.5  # acting first next round


def evaluate(s: DestinyState, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better)."""
    if s.winner >= 0:
        return (WIN if s.winner == seat else -WIN) - s.round
    score = 0.0
    for u in s.units:
        if u.kind == CHARACTER:
            health = s.cards[u.card].health
            worth = (health + DEFEATED) if not u.in_play else u.damage - SHIELD * u.shields
            score += worth if u.controller != seat else -worth
        elif u.in_play and u.kind in (UPGRADE, SUPPORT):
            score += IN_PLAY if u.controller == seat else -IN_PLAY
    # Against several opponents, their resources and cards count on average.
    foes = [p for p in range(len(s.hand)) if p != seat]
    score += RESOURCE * (s.resources[seat] - sum(s.resources[p] for p in foes) / len(foes))
    score += CARD * (len(s.hand[seat]) - sum(len(s.hand[p]) for p in foes) / len(foes))
    score += BATTLEFIELD if battlefield_controller(s) == seat else -BATTLEFIELD
    return score


def rollout(s: DestinyState, stop_round: int) -> DestinyState:
    """Play ``s`` in place with the heuristic for both players until round
    ``stop_round`` begins (after this round's upkeep) or the game ends."""
    for _ in range(ROLLOUT_LIMIT):
        if s.winner >= 0 or s.round >= stop_round:
            break
        d = s.decision()
        options = list(d.options)
        if not options:
            break
        action = options[0] if len(options) == 1 else greedy_policy(quick_view(s, d.seat), options)
        s.apply_action(action)
    return s


def quick_view(s: DestinyState, seat: int) -> dict[str, Any]:
    """What the heuristic reads of ``s.view(seat)``, built for speed: each player's
    characters, upgrades and supports, pool and resources, and the labelled decision
    (the full view also lists hands, discard piles and dice on cards)."""
    players: list[dict[str, Any]] = [
        {"in_play": [], "pool": [], "resources": r} for r in s.resources
    ]
    cards = s.cards
    for u in s.units:  # one pass each over units and dice, in the full view's order
        if u.in_play and u.kind != "battlefield":
            unit: dict[str, Any] = {"uid": u.uid, "kind": u.kind, "ready": u.ready}
            if u.kind == CHARACTER:
                unit.update(damage=u.damage, health=cards[u.card].health, shields=u.shields)
            players[u.controller]["in_play"].append(unit)
    for die in s.dice:
        if die.where == IN_POOL:
            players[die.owner]["pool"].append({"die": die.id, "showing": die.face.label()})
    d = s.decision()
    if d.kind in ("action", "extra-action"):  # the heuristic reads only the cards' labels
        options = [
            [a, _play_label(cards[a - enc.CARD]) if enc.CARD <= a < enc.UNIT else ""]
            for a in d.options
        ]
    else:
        options = [[a, s.action_to_string(a)] for a in d.options]
    decision = {"seat": d.seat, "kind": d.kind, "prompt": d.prompt, "options": options}
    return {"players": players, "decision": decision, "seat": seat}


def _play_label(card: CardDef) -> str:
    """The label of playing ``card`` (as :func:`.labels.label_action` words it)."""
    return f"play {card.name} (cost {card.cost})"


def _value(world: DestinyState, action: int, seat: int) -> float:
    w = world.clone()
    stop = w.round + HORIZON
    w.apply_action(action)
    return evaluate(rollout(w, stop), seat)


def planner_choose(
    s: DestinyState, seat: int, legal: Sequence[int], rng: Rng, budget: int | None = None
) -> int:
    """The planner's action for ``seat`` at the pending decision of ``s`` (a model:
    a determinized copy). ``budget``: determinized copies per option."""
    d = s.decision()
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    first = greedy_policy(s.view(seat), legal)
    if d.kind not in SEARCHED or len(legal) > MAX_OPTIONS:
        return first
    samples = SAMPLES if budget is None else max(1, budget)
    options = [first] + [a for a in legal if a != first]  # the heuristic's pick wins ties
    if enc.UNIT <= first < enc.DIE and enc.PASS in options:
        # Passing instead of activating a character gives up its dice for the round:
        # checked on 30 copies, 10 of the 11 such departures seen in 16 games scored worse.
        options.remove(enc.PASS)
    top = _search(_copies(s, seat, rng, samples), options, lambda w, a: _value(w, a, seat))
    if top == first or not CONFIRM:
        return top
    # A departure chosen on a few copies may be luck: it must win again on fresh ones.
    fresh = _copies(s, seat, rng, CONFIRM)
    gain = sum(_value(w, top, seat) - _value(w, first, seat) for w in fresh)
    return top if gain / CONFIRM > MARGIN else first


def _copies(s: DestinyState, seat: int, rng: Rng, samples: int) -> list[DestinyState]:
    copies = worlds(s, seat, rng, samples)
    for w in copies:
        w.rng = KeyedRolls(rng.next64())
    return copies


def _search(
    copies: Sequence[DestinyState],
    options: Sequence[int],
    value: Callable[[DestinyState, int], float],
) -> int:
    """The option to play; ``options[0]`` is the heuristic's pick."""
    first = options[0]
    totals = {a: value(copies[0], a) for a in options}
    best = sorted(options, key=lambda a: -totals[a])[:FINALISTS]
    if first not in best:
        best.append(first)
    if len(copies) > 1:  # the finalists are judged afresh: the first copy chose them
        totals = {a: 0.0 for a in best}
        for w in copies[1:]:
            for a in best:
                totals[a] += value(w, a)
    top = max(best, key=lambda a: totals[a])
    return top if (totals[top] - totals[first]) / max(1, len(copies) - 1) > MARGIN else first
