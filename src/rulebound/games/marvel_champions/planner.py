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
from rulebound.games.marvel_champions.heuristic import PREVENTS, greedy_policy
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.rules import (
    acceleration_icons,
    hazards,
    max_hp,
    per_player,
    remaining_hp,
    stat,
    target_threat,
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

# Measured against these (Captain Marvel vs Rhino, 60-100 games each; the baseline won
# 42-47%): THREAT 2.5 (32%), DANGER 12 (30%), HERO_HP 2.0 (33%) or 0.5 (39%), VILLAIN_HP
# 1.5 (31%), SAMPLES 5 (35%), STAGE 35 (48%, within noise), HORIZON 2 (2%).
# Evaluation weights, in "villain hit points": the villain's total HP left is the
# race the players run, the main scheme's threat the clock they run against.
WIN = 10_000.0
VILLAIN_HP = 1.0
STAGE = 30.0  # a villain stage defeated: pays for its next stage's When Revealed
THREAT = 1.5
DANGER = 6.0  # per point of threat the next villain phase would bring past the edge
SIDE_THREAT = 1.2
SIDE_ICON = 4.0  # a hazard, acceleration or crisis icon: a cost every round
# Per threat on a side scheme, per icon: a hero who thwarts 1 or 2 a turn clears
# Breakin' & Takin' (3 threat solo) over two or three turns, and a round's rollout sees
# only the first. At SIDE_THREAT alone a point there was worth less than a point on the
# main scheme, so the hazard's extra encounter card stayed all game.
ICON_THREAT = 1.5
# An acceleration token adds a threat every round for the rest of the game: at 3 the
# planner let She-Hulk's Legal Work place one rather than exhaust Jennifer Walters (a
# turn's recovery) to remove it (She-Hulk vs Rhino, games 0-99: 12 wins, 17 at 8).
ACCEL_TOKEN = 8.0
MINION = 2.0  # per hit point, attack and scheme of an engaged minion
HERO_HP = 1.2
LOW_HP = 3.0  # per hit point under what the villain's next attack could deal
ELIMINATED = 200.0
ALLY = 3.0
ALLY_HP = 0.8
SUPPORT = 2.5  # an upgrade or support in play keeps giving
COUNTER = 2.0  # Energy Channel: 2 damage per counter later
# A use left on a card (Tac Team: 2 damage a use) is worth less than the use made: at
# SUPPORT + COUNTER the planner kept She-Hulk's Tac Team counters for ever.
USE = 1.0
EXHAUSTED = 2.0
IDENTITY_EXHAUSTED = 1.0  # plus the basic power it cannot use on the coming turn
HAND = 2.0  # per card in hand at the start of a round: the form's hand size drew them
STATUS = 2.5  # stunned or confused: a lost activation or basic power
TOUGH = 2.0
# A tough status card on a minion takes a whole attack (Armored Guard, Sandman, Tiger
# Shark): about a basic attack's 2 damage, at MINION a point.
MINION_TOUGH = 4.0
ATTACHMENT = 3.0
ARMOR = {"Armored Rhino Suit": 5}  # damage an attachment takes for the villain


def evaluate(s: McState) -> float:
    """How good the position is for the players (higher is better). Cards in hand
    count by number only: at the start of a round each hand was drawn up to its form's
    hand size, so a card kept rather than played adds nothing, while ending a turn in
    the form with the bigger hand (Tony Stark draws 6, Iron Man 1) does. An identity
    exhausted at the start of a round (it defended) costs the basic power of the
    coming turn: a hero's attack or thwart, an alter ego's recovery."""
    if s.result:
        return s.result * WIN - s.round  # the sooner a win the better
    units = s.units
    cards = s.cards
    score = 0.0
    villain = s.villain
    score -= VILLAIN_HP * remaining_hp(s, villain)
    # The villain deck's stages to come (card indices): their hit points per player.
    score -= VILLAIN_HP * sum(cards[c].stats.get("health", 0) * len(s.players) for c in s.stages)
    score -= STAGE * len(s.stages)
    v = units[villain]
    score += STATUS * (v.stunned + v.confused) - TOUGH * v.tough
    threat = units[s.main].threat
    alive = [p for p in s.players if not p.eliminated]
    gain = len(alive) + acceleration_icons(s) + s.accel
    # The villain schemes, boosted (Jennifer Walters' I Object! prevents 1 of it).
    gain += sum(
        2 - PREVENTS.get(cards[units[p.identity].card].name, 0) for p in alive if p.form != HERO
    )
    # A hazard deals one more encounter card a round: an Advance or a minion's scheme
    # away from the threat the heuristic reads (Position.gain counts it too).
    gain += hazards(s)
    # Danger is the loss: the last stage completed, so it is measured against the
    # room of every stage left (a stage completed before the last is only room lost).
    room = main_scheme_room(s)
    past = max(0, threat + gain - room + 1)
    score -= THREAT * (threat - room) + DANGER * past
    score -= ACCEL_TOKEN * s.accel + 2.0 * hazards(s)
    # The printed attack of the minions engaged with each seat: they attack it too.
    pressure = [0] * len(s.players)
    for u in s.play:
        unit = units[u]
        card = cards[unit.card]
        kind = card.type
        if kind == "side_scheme":
            icons = sum(
                card.stats.get(k, 0)
                for k in ("scheme_hazard", "scheme_acceleration", "scheme_crisis")
            )
            score -= (SIDE_THREAT + ICON_THREAT * icons) * unit.threat + SIDE_ICON * icons
        elif kind == "minion":
            stats = card.stats
            score -= MINION * (remaining_hp(s, u) + stats.get("attack", 0) + stats.get("scheme", 0))
            score -= MINION_TOUGH * unit.tough
            if unit.engaged >= 0:
                pressure[unit.engaged] += stats.get("attack", 0)
        elif kind == "attachment" and unit.controller < 0:
            # Damage on the Armored Rhino Suit is progress: valued as nothing, a
            # round's rollout saw an attack into it gain nothing and thwarted instead.
            score -= ATTACHMENT + VILLAIN_HP * max(0, ARMOR.get(card.name, 0) - unit.damage)
        elif unit.controller >= 0 and kind == "ally":
            score += ALLY + ALLY_HP * remaining_hp(s, u) - EXHAUSTED * unit.exhausted
        elif unit.controller >= 0 and kind in ("upgrade", "support"):
            if unit.counters and card.name != "Energy Channel":
                score += USE * unit.counters  # uses left: Tac Team, Web-Shooter
            else:
                score += SUPPORT + COUNTER * min(unit.counters, 5)
    # The villain's ATK with its attachments (Charge +3, Enhanced Ivory Horn +1) and a
    # boost card: at the printed 3 of Rhino II She-Hulk stayed a hero at 6 hit points
    # with Charge on him, and his 8 defeated her.
    incoming = stat(s, villain, "attack") + 1
    for seat, p in enumerate(s.players):
        if p.eliminated:
            score -= ELIMINATED
            continue
        me = units[p.identity]
        hp = remaining_hp(s, p.identity)
        score += HERO_HP * min(hp, max_hp(s, p.identity))
        # Sandman (3 ATK) engaged: a hero at 5 hit points is one villain phase from defeat.
        score -= LOW_HP * max(0, incoming + pressure[seat] + 1 - hp)
        score -= STATUS * (me.stunned + me.confused)
        if me.exhausted:
            score -= IDENTITY_EXHAUSTED + _basic_power(s, p.identity, p.form == HERO)
            if p.form == HERO and LOST_THWART:
                # The danger above counts the threat past the edge before the coming
                # turn's thwarts; a ready hero removes up to its THW of it first.
                score -= DANGER * min(past, stat(s, p.identity, "thwart"))
        score += HAND * len(p.hand)
    return score


def main_scheme_room(s: McState) -> int:
    """The threat the main scheme deck holds from the start of the current stage to the
    end of the last: the current stage's target threat plus, for each stage below it,
    its target less its starting threat. Against ``-THREAT * threat`` this makes a
    completed stage that is not the last one cost the room it had left, not reset the
    threat to a gain: Klaw's Underground Distribution (6 a player) completed leaves
    Secret Rendezvous at 0 of 8, one stage nearer the loss; Ultron has three stages.
    Constant for a one-stage deck (Rhino's The Break-In!)."""
    room = target_threat(s)
    for c in s.mains:
        card = s.cards[c]
        room += per_player(s, card.stats.get("threat", 0), "threat_fixed" in card.flags)
        room -= per_player(s, card.stats.get("base_threat", 0), "base_threat_fixed" in card.flags)
    return room


def _basic_power(s: McState, identity: int, hero: bool) -> float:
    """What the identity's basic power is worth on a turn: its attack against the
    villain or its thwart against the threat (hero), its recovery (alter ego)."""
    if hero:
        return max(VILLAIN_HP * stat(s, identity, "attack"), THREAT * stat(s, identity, "thwart"))
    return HERO_HP * stat(s, identity, "recover")


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
