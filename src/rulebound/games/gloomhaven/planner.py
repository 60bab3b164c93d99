"""A look-ahead player for Gloomhaven: the heuristic, plus rollouts for the big choices.

At the choices that shape a round -- the starting hex, the two cards to plan (or a
long rest), and which half to play first on a turn -- the planner tries each
promising option on several *determinized* copies of the state, plays on with
:func:`heuristic_policy` for every seat, and keeps the option whose end position
:func:`evaluate` likes best on average (successive halving: every option gets one
copy, the best few get more). A plan is played out to the end of the next round; a
half, only to the end of this one (looking further changed no result in 30
measured games and cost a third of the time, which now buys more copies and card
pairs for the plans). With a monster on the board, each step of a character's own
moves (the heuristic's best steps and standing still) and its attack targets, summon
hexes, pushes and pulls are tried the same way, to the round's end; every other
decision (items, rests, losses...) goes to the heuristic at once. A plan is three
decisions (a card, a second card, the leading one): the rollouts compare whole plans
at the first, and the planner plays the chosen one through the other two.

The copies come from :meth:`GloomhavenState.resample_hidden`: the modifier and
monster deck orders are redrawn, so the planner never reads the true order. A
partner's plan for the round, if already chosen, is secret: the copy draws it at
random, and :func:`guess_plans` replaces it with the heuristic's choice for that
partner (a partner plays sensible cards, not random ones). :func:`evaluate` counts
cards (rounds still to play), the rounds of play the cards left fall short of the
monsters still to kill (:func:`race`), HP (one and a half points each), persistent bonuses,
summons, the monsters' HP, the rooms still closed and the goal treasure tiles still
to loot, and fears a character left with a hit or two of HP or within reach of
monsters that can take them next round (:func:`_threat`). The planner is
:class:`rulebound.bots.PlannerBot` (``--bots planner,planner``).
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from rulebound.bots.rollouts import choose_by_rollouts as best_by_rollouts
from rulebound.bots.rollouts import worlds
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_moves import move_ranking
from rulebound.games.gloomhaven.figures import CHARACTER, SUMMON
from rulebound.games.gloomhaven.heuristic import (
    QUICK_FROM_STATE,
    half_scores,
    heuristic_policy,
    plan_scores,
    quick_answer,
)
from rulebound.games.gloomhaven.rounds import goal_tiles_left
from rulebound.games.gloomhaven.views import bot_view
from rulebound.kernel.hexgrid import neighbours
from rulebound.kernel.rng import Rng

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.state import GloomhavenState
    from rulebound.kernel.decision import Decision

HALVES = 4
"""Halves (the heuristic's best) tried at a play-half decision; 1: none, the
heuristic decides."""

SAMPLES = 4
"""Determinized copies per option."""

PAIRS = 6
"""Card pairs (each in both orders) tried at a plan decision, best heuristic first.
8 won 99 of 320 weak-pair games against 98 at the same CPU time (session 40)."""

FINALISTS = 3
"""Options that get more than one determinized copy."""

# SAMPLES and PAIRS were 6 and 8. The chosen plan was one of the heuristic's five best
# pairs in 92% of traced decisions, and the same 32 scenario-1 games (two pairs, seeds
# 1, games 0-31) won 10 with 4 and 6 against 7 with 6 and 8, at 28% less CPU time;
# FINALISTS 2 as well saved 8% more but won 4 (docs/gloomhaven-planner-speed.md).

MOVES = 3
"""At one of my own move steps with a monster on the board: the heuristic's best
steps (:func:`bot_moves.move_ranking`) tried by rollouts to the round's end, and
standing still (0: none, the heuristic decides). With :data:`TURN_CHOICES` it won
98 of 320 weak-pair games against 66 over two planner seeds, at about 1.4 times the
CPU time; the steps alone won 78 (session 39, docs/gloomhaven-planner.md)."""

TURN_CHOICES = 4
"""At an in-turn choice of :data:`TURN_KINDS` with a monster on the board: the
heuristic's answer and the first others offered, up to this many, tried by
rollouts to the round's end (0: the heuristic decides)."""

HORIZON = 1
"""Rounds played out after the current one. The round number goes up before the
plans, so at a plan decision 1 plays out the round being planned, and a decision in
a round (:data:`HALF_HORIZON` 0) plays out that round: both end where the next
round's plans begin."""

HALF_HORIZON = 0
"""Rounds played out after the current one at a play-half decision."""

START_ROLLOUTS = True
"""Choose the starting hex by rollouts (else: the heuristic's)."""

# Evaluation weights. A card in hand or discard is rounds of play still to come; a
# lost one is gone, and damage can be negated by losing one, so a card is worth a
# few HP. Monster HP removed is progress; a room still closed holds more of it.
# HP counts one and a half: a party without a healer (Brute + Mindthief) bleeds
# cards once its tank is low, and 1.0 let the tank trade HP for damage too readily
# (Brute + Mindthief, 40 games, seeds 1000-1039: 7 wins and 7.3 kills a game
# against 2 and 6.9 at 1.0; but 200 games, seed 1: 5.5% against 5.0%, within noise).
# A discarded card is counted as one in hand, and a refreshable item gets nothing:
# a discard at 0.5 below a card in hand (a rest brings it back at a lost card) and
# 1.5 a use of a ready armour or shield (a long rest refreshes them) made the planner
# rest more and win less (session 31, scenario 1, eight pairs, games 0-47: 4 wins
# against 15; its games fell a round behind by the second door).
CARD = 4.0
HP = 1.5
PERSISTENT = 8.0
SUMMON_HP = 1.0
EXHAUSTED = 60.0
MONSTER_HP = 1.5  # 2.5 won 98 of 320 weak-pair games, the same as 1.5 (session 40)
KILL = 4.0
ROOM = 20.0  # a room still closed: the goal is not reached without it
ROOM_MONSTER = 14.0  # a monster behind a closed door: about what a revealed one costs
# each step the tank still has to walk to the next door, with no monster on the board
# (6 won 14 of the first 60 weak-pair games against 17, session 40)
DOOR_STEP = 3.0
GOAL_TILE = 40.0  # a goal treasure tile still to loot
TILE_STEP = 2.0  # each step to the nearest goal treasure tile on the board
WIN = 1000.0
NEAR_DEATH = 4  # HP below which a monster's hit is likely lethal
LOW_HP = 2.0
THREAT = 0.75  # each HP the monsters can take from a character next round
THREAT_CARD = 4.0  # ... and a card when they can take all of them (8 lost, session 40)
RACE = 4.0
"""Each round of play the party lacks to finish the monsters still to kill (0: off):
see :func:`race`. 8 won no more (session 33, docs/gloomhaven-planner.md)."""
RACE_RATE = 2.5  # monster HP a character deals in a round it plays cards
RACE_WALK = 2.0  # character rounds a closed room costs besides its monsters' HP
RACE_MARGIN = 2.0  # character rounds of slack before the shortfall counts


def hand_set() -> dict[str, float]:
    """The hand-set weights, by feature (signs included), from the constants above.
    The features from ``frail_hp`` on are not in the hand-set evaluation (weight 0):
    they are there for a fit to place (``benchmarks/gh_value_fit.py``)."""
    return {
        "exhausted": -EXHAUSTED,  # characters exhausted
        "cards": CARD,  # cards in hand and discard of the characters in play
        "hp": HP,  # their HP (up to the maximum)
        "cards_short": -8.0,  # cards under 4, summed: the last rounds before exhaustion
        "near_death": -LOW_HP,  # HP under NEAR_DEATH, summed: the next hit costs a card
        "threat_hp": -THREAT,  # HP the monsters on the board can take next round
        "threat_lethal": -THREAT_CARD,  # characters they can take all the HP of
        "persistent": PERSISTENT,  # persistent bonuses active
        "summon_hp": SUMMON_HP,
        "monster_hp": -MONSTER_HP,  # the HP of the monsters on the board
        "monsters": -KILL,  # the monsters on the board
        "race": -RACE,  # see race()
        "closed_rooms": -ROOM,
        "room_monsters": -ROOM_MONSTER,  # the monsters the closed rooms hold
        "door_steps": -DOOR_STEP,  # the tank's steps to a door, no monster to kill
        "goal_tiles": -GOAL_TILE,  # goal treasure tiles still to loot
        "tile_steps": -TILE_STEP,  # the nearest character's steps to one
        "frail_hp": 0.0,  # the frailer character's HP (the one that is not the tank)
        "frail_cards": 0.0,  # its cards in hand and discard
        "frail_rounds": 0.0,  # its rounds of cards left (rounds_left)
        "min_rounds": 0.0,  # the fewest rounds of cards a character in play has left
        "rounds": 0.0,  # the rounds of cards the characters in play have left, summed
        "lost": 0.0,  # cards lost, the characters in play
        "frail_threat": 0.0,  # HP the monsters can take from the frailer next round
        "frail_adjacent": 0.0,  # monsters next to the frailer character
        "round": 0.0,  # the round (a control for fits: the same for every option)
    }


FEATURES: tuple[str, ...] = tuple(hand_set())
"""The names of :func:`features`' entries, in order."""


def evaluate(s: GloomhavenState) -> float:
    """How good a position is for the party (higher is better): :func:`features`
    weighted by :func:`hand_set` (session 43 fitted tables to game outcomes and
    dropped them: docs/gloomhaven-planner.md)."""
    if s.outcome == "won":
        return WIN - s.round  # the sooner the better
    if s.outcome == "lost":
        return -WIN
    table = hand_set()  # read afresh: ``--set CARD=5`` moves it (3 microseconds)
    score = 0.0
    for name, value in zip(FEATURES, features(s), strict=True):
        weight = table[name]
        if weight:
            score += weight * value
    return score


def features(s: GloomhavenState) -> list[float]:
    """The raw quantities of a position that is not over, in :data:`FEATURES` order.

    Cards are rounds of play still to come (a discard counts as one in hand: a rest
    brings it back at a lost card); a persistent bonus (Shield, an augment, a summon)
    keeps paying, more than the card it cost, which the horizon would not show.
    A closed room counts what it holds (the scenario map is public) and a little more:
    opening one is progress. Valued at 45 whatever it held, a room of four monsters
    was worth no more open than closed, and a party with the next door in reach stood
    still for rounds, resting its cards away (traced games). Where no monster has to
    die (Vibrant Grotto) the party walks on past them, to the door."""
    threat = _threat(s)
    monsters = s.monsters()
    exhausted = cards = hp = short = near = threat_hp = lethal = persistent = 0.0
    lost = total = 0.0
    fewest = -1
    tank = _tank(s)
    frail_hp = frail_cards = frail_rounds = frail_threat = frail_adjacent = 0.0
    for hero in s.heroes:
        if hero.exhausted:
            exhausted += 1
            fewest = 0
            continue
        fig = s.figures[hero.figure]
        mine = len(hero.hand) + len(hero.discard)
        health = min(fig.hp, fig.max_hp)
        cards += mine
        hp += health
        short += max(0, 4 - mine)
        near += max(0, NEAR_DEATH - fig.hp)
        coming = threat.get(hero.figure, 0)
        threat_hp += min(coming, fig.hp)
        lethal += coming >= fig.hp
        lost += len(hero.lost)
        for active in hero.active:
            if hero.cls.cards[active.card].half(active.half).active == "persistent":
                persistent += 1
        rounds = rounds_left(len(hero.hand), len(hero.discard)) if fig.alive else 0
        fewest = rounds if fewest < 0 else min(fewest, rounds)
        total += rounds
        if hero is not tank:
            frail_hp += health
            frail_cards += mine
            frail_rounds += rounds
            frail_threat += min(coming, fig.hp)
            frail_adjacent += sum(
                1 for m in monsters if s.hexmap.range_between(m.hex, fig.hex) == 1
            )
    summon_hp = sum(f.hp for f in s.figures if f.alive and f.kind == SUMMON)
    scenario = s.game.scenario
    closed = [room.id for room in scenario.rooms if room.id not in s.rooms]
    killing = bool(scenario.win_count or scenario.win_kill or scenario.win_rooms != "none")
    door = _steps_to_door(s) if closed and (not monsters or not killing) else 0
    goal = scenario.win_loot == "goal"
    return [
        exhausted,
        cards,
        hp,
        short,
        near,
        threat_hp,
        lethal,
        persistent,
        float(summon_hp),
        float(sum(f.hp for f in monsters)),
        float(len(monsters)),
        race(s),
        float(len(closed)),
        float(sum(_room_monsters(s, room) for room in closed)),
        float(door),
        float(goal_tiles_left(s)) if goal else 0.0,
        float(_steps_to_tile(s)) if goal else 0.0,
        frail_hp,
        frail_cards,
        frail_rounds,
        float(max(fewest, 0)),
        total,
        lost,
        frail_threat,
        frail_adjacent,
        float(s.round),
    ]


def _tank(s: GloomhavenState) -> Any:
    """The sturdiest character (most maximum HP, then the larger hand, then the first
    seat), as :func:`bot_goals.tank_rank` picks the tank; the other is the frailer."""
    return max(s.heroes, key=lambda h: (s.figures[h.figure].max_hp, h.cls.hand_size, -h.seat))


def race(s: GloomhavenState) -> float:
    """The character rounds the party lacks to kill every monster still to come: the
    rounds of cards each character has left (:func:`rounds_left`) against the monster
    HP on the board and behind closed doors at :data:`RACE_RATE` a round, plus
    :data:`RACE_WALK` a closed room, with :data:`RACE_MARGIN` of slack, as a softplus
    (near 0 when the cards are well enough, the shortfall when they are not). The card
    count alone is linear: a card lost in the first room weighs the same as one lost
    at the last door, where a lost game has about six cards between two characters and
    a won one ten (session 32's statistics), and a round spent idle costs nothing."""
    have = 0
    for hero in s.heroes:
        if not hero.exhausted and s.figures[hero.figure].alive:
            have += rounds_left(len(hero.hand), len(hero.discard))
    hp = sum(f.hp for f in s.monsters())
    closed = [room.id for room in s.game.scenario.rooms if room.id not in s.rooms]
    for room in closed:
        hp += _room_hp(s, room)
    short = hp / RACE_RATE + RACE_WALK * len(closed) + RACE_MARGIN - have
    # softly: the need is a guess, and a round spent costs a little before the cards
    # run short (else an idle round of moves cost nothing at all)
    return short if short > 20 else math.log1p(math.exp(short))


def _room_hp(s: GloomhavenState, room: int) -> int:
    """The HP of the monsters a closed room holds for this party (remembered per game:
    reading the scenario's rooms and stat cards was most of :func:`race`'s time)."""
    rooms = _ROOM_HP.setdefault(s.game, {})
    key = (room, len(s.heroes), s.values.monster_level)
    if key not in rooms:
        beasts = s.game.bestiary.monsters
        rooms[key] = sum(
            beasts[m.type].max_hp(key[2], m.rank, key[1])
            for m in s.game.scenario.monsters_in(room, key[1])
        )
    return rooms[key]


def _room_monsters(s: GloomhavenState, room: int) -> int:
    """How many monsters a closed room holds for this party (remembered per game, as
    :func:`_room_hp`: the scenario builds the list afresh at every evaluation)."""
    rooms = _ROOM_MONSTERS.setdefault(s.game, {})
    key = (room, len(s.heroes))
    found = rooms.get(key)
    if found is None:
        found = rooms[key] = len(s.game.scenario.monsters_in(room, key[1]))
    return found


_ROOM_MONSTERS: weakref.WeakKeyDictionary[Any, dict[tuple[int, int], int]] = (
    weakref.WeakKeyDictionary()
)


_ROOM_HP: weakref.WeakKeyDictionary[Any, dict[tuple[int, int, int], int]] = (
    weakref.WeakKeyDictionary()
)


@cache
def rounds_left(hand: int, discard: int) -> int:
    """The rounds a character can still play two cards, from ``hand`` cards in hand and
    ``discard`` discarded, losing none but the card each rest costs: two cards a round
    while the hand holds two, then a Long Rest (one card lost, the others back to the
    hand, GH-LREST-02, -03), until fewer than two are left (exhaustion, GH-RSTART-04)."""
    rounds = 0
    while True:
        if hand >= 2:
            rounds += hand // 2
            discard += hand - hand % 2
            hand %= 2
        elif hand + discard >= 2:
            hand, discard = hand + discard - 1, 0
        else:
            return rounds


def _threat(s: GloomhavenState) -> dict[int, int]:
    """Character figure id -> the damage the monsters on the board could deal it in
    the next round: each monster able to act and attack, with its stat card's Move
    and Attack, against the nearest figure of the party (character or summon) if it
    can reach a hex to attack from. The evaluation stops at a round's start; without
    this, a plan that leaves a frail character among the monsters looked as good as
    one that kept it back until the hits came, a round too late (traced games)."""
    enemies = [f for f in s.figures if f.alive and f.kind in (CHARACTER, SUMMON)]
    if not enemies:
        return {}
    level = s.values.monster_level
    coming: dict[int, int] = {}
    for m in s.monsters():
        cond = m.conditions
        if not cond.can_act() or not cond.can_attack():
            continue
        stats = s.game.bestiary.monsters[m.type].stats(level, m.rank)
        attack = stats.get("attack")
        if not isinstance(attack, int):
            continue  # a boss's attack worked out per scenario: left out
        reach = max(1, int(stats.get("range", 0) or 0))
        move = int(stats.get("move", 0) or 0) if cond.can_move() else 0
        near, target = 999, None
        for e in enemies:
            far = s.hexmap.range_between(m.hex, e.hex)
            if far is not None and far < near:
                near, target = far, e
        if target is None or near > move + reach:
            continue
        if target.kind == CHARACTER:
            coming[target.id] = coming.get(target.id, 0) + attack
    return coming


def _steps_to_tile(s: GloomhavenState) -> int:
    """The range of the character nearest a goal treasure tile on the board to it (0
    without one on the board)."""
    tiles = [h for h, number in s.treasures.items() if number == 0]
    best = 0
    for hero in s.heroes:
        fig = s.figures[hero.figure]
        if hero.exhausted or not fig.alive:
            continue
        for tile in tiles:
            far = s.hexmap.range_between(fig.hex, tile)
            if far is not None and (not best or far < best):
                best = far
    return best


def _steps_to_door(s: GloomhavenState) -> int:
    """The tank's (the sturdiest character still in play, as
    :func:`bot_goals.tank_rank` picks it) range to the nearest closed
    door: only the tank opens doors (:func:`bot_moves._move`)."""
    heroes = [h for h in s.heroes if not h.exhausted and s.figures[h.figure].alive]
    if not heroes:
        return 0
    tank = max(heroes, key=lambda h: (s.figures[h.figure].max_hp, h.cls.hand_size, -h.seat))
    here = s.figures[tank.figure].hex
    best = 99
    for door in s.hexmap.doors:
        for step in neighbours(door):
            far = s.hexmap.range_between(here, step)
            if far is not None and far + 1 < best:
                best = far + 1
    return 0 if best == 99 else best


def rollout(s: GloomhavenState, stop_round: int) -> GloomhavenState:
    """Play ``s`` (in place) with the heuristic for every seat until round
    ``stop_round`` starts its planning, or the scenario ends."""
    while not s.outcome:
        d = s.decision()
        if d.kind == "plan" and s.round >= stop_round:
            break
        if len(d.options) == 1:  # nothing to choose: no view needed
            s.apply_action(d.options[0])
            continue
        hand = len(s.heroes[d.seat].hand) if d.kind == "short-rest" else 0
        action = quick_answer(d.kind, d.options, hand)
        if action is None:
            quick = QUICK_FROM_STATE.get(d.kind)
            if quick is not None:  # read from the state where the answer allows
                action = quick(s, d.options)
        if action is None:
            action = heuristic_policy(quick_view(s, d.seat, d), list(d.options))
        s.apply_action(action)
    return s


def quick_view(s: GloomhavenState, seat: int, d: Decision | None = None) -> dict[str, Any]:
    """``s.view(seat)`` for the heuristic, without the option labels and the card
    texts it does not read (labelling every option and describing every card are a
    good share of a rollout's time). ``d``: the pending decision, if known."""
    d = s.decision() if d is None else d
    body = bot_view(s, seat)
    pending: dict[str, Any] = {"seat": d.seat, "kind": d.kind, "prompt": d.prompt}
    if d.kind in LABELLED:
        pending["options"] = [[a, s.action_to_string(a)] for a in d.options]
    body["decision"] = pending
    body["seat"] = seat
    return body


LABELLED = frozenset({"attack-area"})
"""The decision kinds whose option labels :func:`heuristic_policy` reads."""


def candidates(s: GloomhavenState, seat: int, legal: Sequence[int]) -> list[int]:
    """The plans worth a rollout: the heuristic's best card pairs in both orders (the
    order sets the initiative), each as one whole plan (:func:`enc.plan_action`,
    three decisions played by :func:`_value`), and the long rest."""
    view = quick_view(s, seat)
    hand = [a - enc.CARD for a in legal if enc.CARD <= a < enc.CARD_B]
    pairs = [(a, b) for a in hand for b in hand if a != b]
    scored = plan_scores(view, view["characters"][seat], pairs)
    ranked = [pair for pair, _ in sorted(scored, key=lambda x: -x[1])]
    best_pairs: list[tuple[int, int]] = []
    for pair in ranked:
        key = (min(pair), max(pair))
        if key not in best_pairs:
            best_pairs.append(key)
    out = [enc.LONG_REST] if enc.LONG_REST in legal else []
    for a, b in best_pairs[:PAIRS]:
        out += [enc.plan_action(a, b), enc.plan_action(b, a)]
    return out or list(legal[:1])


def plan_steps(plan: int) -> list[int]:
    """The decisions that make a whole plan: a Long Rest, or the two cards and the
    leading one."""
    if plan < enc.PLAN:
        return [plan]
    lead, second = divmod(plan - enc.PLAN, 100)
    return [enc.CARD + lead, enc.CARD + second, enc.CARD + lead]


_CHOSEN: dict[int, tuple[int, tuple[int, ...], int, int]] = {}
"""Seat -> (round, hand, leading, second) of the plan the rollouts chose at the
first of its three decisions: the next two complete it without new rollouts."""


def choose_by_rollouts(
    s: GloomhavenState,
    seat: int,
    options: Sequence[int],
    rng: Rng,
    samples: int = SAMPLES,
    horizon: int | None = None,
) -> int:
    """The option with the best mean evaluation over determinized copies of ``s``
    (the same copies for every option, so the comparison is paired). Successive
    halving: every option gets one copy, the best :data:`FINALISTS` get
    ``samples`` in all."""
    if len(options) == 1:
        return options[0]
    copies = _worlds(s, seat, rng, samples)
    horizon = HORIZON if horizon is None else horizon
    stop = max(s.round, 1) + horizon  # round 0 is the set-up: play round 1 too
    return best_by_rollouts(copies, options, lambda w, a: _value(w, a, stop), FINALISTS)


def _worlds(s: GloomhavenState, seat: int, rng: Rng, samples: int) -> list[GloomhavenState]:
    """Determinized copies of ``s`` for ``seat``, with the partners' secret plans
    guessed at a plan decision (:func:`guess_plans`)."""
    copies = worlds(s, seat, rng, samples)
    if GUESS_PLANS and s.decision().kind == "plan":
        for world in copies:
            guess_plans(world, seat)
    return copies


def guess_plans(world: GloomhavenState, seat: int) -> None:
    """In a determinized copy, replace the other characters' secret plans (drawn at
    random by :meth:`~GloomhavenState.resample_hidden`) with the plan the heuristic
    would choose for them: a partner plays sensible cards, not random ones. Only
    the copy's cards are read, never the true plan."""
    for hero in world.secret_plans():
        if hero.seat == seat:
            continue
        hero.hand = sorted(hero.hand + list(hero.plan))
        view = bot_view(world, hero.seat)
        pairs = [(a, b) for a in hero.hand for b in hero.hand if a != b]
        (lead, second), _ = max(
            plan_scores(view, view["characters"][hero.seat], pairs), key=lambda x: x[1]
        )
        hero.plan, hero.unplayed = (lead, second), [lead, second]
        hero.hand.remove(lead)
        hero.hand.remove(second)


GUESS_PLANS = True
"""Guess a partner's secret plan with the heuristic (else: random cards)."""


def _value(world: GloomhavenState, action: int, stop: int) -> float:
    w = world.clone()
    for step in plan_steps(action) if w.decision().kind == "plan" else [action]:
        w.apply_action(step)
    return evaluate(rollout(w, stop))


def planner_choose(
    s: GloomhavenState, seat: int, legal: Sequence[int], rng: Rng, budget: int | None = None
) -> int:
    """The planner's action for ``seat`` at the pending decision of ``s`` (a model:
    a determinized copy, see :func:`rulebound.bots.ask`). ``budget``: determinized
    copies per option (default :data:`SAMPLES`)."""
    samples = SAMPLES if budget is None else max(1, budget)
    d = s.decision()
    hand = tuple(sorted(s.heroes[seat].hand)) if 0 <= seat < len(s.heroes) else ()
    if d.kind == "plan":
        plan = choose_by_rollouts(s, seat, candidates(s, seat, legal), rng, samples)
        first = plan_steps(plan)
        if len(first) == 3:
            _CHOSEN[seat] = (s.round, hand, first[0] - enc.CARD, first[1] - enc.CARD)
        return first[0]
    chosen = _CHOSEN.get(seat)
    if d.kind in ("plan-second", "plan-lead") and chosen and chosen[:2] == (s.round, hand):
        lead, second = enc.CARD + chosen[2], enc.CARD + chosen[3]
        if set(legal) == {lead, second}:  # which leads
            return lead
        if second in legal and s.waiting is not None and s.waiting[2] == chosen[2]:
            return second
    if d.kind == "start-hex" and START_ROLLOUTS:
        return choose_by_rollouts(s, seat, list(legal), rng, samples)
    if d.kind == "play-half" and HALVES > 1 and len(legal) > 1:
        view = quick_view(s, seat)
        scored = half_scores(view, view["characters"][seat], list(legal))
        best = sorted(scored, key=lambda x: -x[1])[:HALVES]  # stable: ties keep order
        options = [a for a, _ in best]
        return choose_by_rollouts(s, seat, options, rng, samples, HALF_HORIZON)
    if d.kind in ("move", "jump") and MOVES and len(legal) > 1 and s.monsters():
        view = quick_view(s, seat, d)
        ranked = move_ranking(view, view["characters"][seat], list(legal))
        options = ranked[:MOVES]
        if enc.STOP in legal and enc.STOP not in options and len(ranked) > 1:
            options.append(enc.STOP)
        if len(options) > 1:
            return choose_by_rollouts(s, seat, options, rng, samples, HALF_HORIZON)
        return options[0]
    if d.kind in TURN_KINDS and TURN_CHOICES and len(legal) > 1 and s.monsters():
        mine = heuristic_policy(quick_view(s, seat, d), list(legal))
        options = [mine, *[a for a in legal if a != mine][: TURN_CHOICES - 1]]
        return choose_by_rollouts(s, seat, options, rng, samples, HALF_HORIZON)
    return heuristic_policy(quick_view(s, seat), list(legal))


TURN_KINDS = frozenset({"attack-target", "summon-hex", "push", "pull"})
"""The in-turn decisions :data:`TURN_CHOICES` puts to rollouts."""
