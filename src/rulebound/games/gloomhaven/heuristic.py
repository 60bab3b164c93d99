"""A heuristic player for Gloomhaven scenarios, reading only a seat's view.

It plays like a cautious beginner: start on the start hex farthest from the monsters
(they come to the party, which then strikes first), close in on the nearest monster
and hit the weakest one in reach (an attack keeps off a monster's active
Retaliate), prefer strong non-Lost halves, heal the most wounded ally, raise a Shield
when monsters are near, put summons and augments (which last) in play early, push a
monster onto a trap or away from the party, take damage
on its HP unless that would exhaust it. Party tactics: the tank (the most maximum
HP) takes the hits -- a frail ranged character keeps farther from the monsters than
the tank, since monsters focus on the nearest enemy -- and only the tank opens a
door, once the room is clear and only with most of its HP (a wounded tank long rests
first: the new room's monsters strike the opener at once, and every hit that would
exhaust it costs a card). A character short rests only when its hand cannot play
two cards (every rest costs a card); it long rests when its hand runs low, when
badly hurt, and while no monster is near once a few cards are spent, so that a new
room finds the party with its cards back. It builds its hand without the class's
weakest cards (:data:`LEAVE_OUT`: the Mindthief keeps two of its four Augments, since
only one is in play at a time). Goal treasure tiles (scenarios 7 and 9) are walked
to as :mod:`~rulebound.games.gloomhaven.bot_goals` says, and a hand keeps its Loot
cards where only a Loot takes a tile. It is the baseline of the simulations and the
rollout policy of :mod:`~rulebound.games.gloomhaven.planner`.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import count
from typing import Any, NamedTuple

from rulebound.games.gloomhaven import bot_goals
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import modifiers as md
from rulebound.games.gloomhaven.classes import AbilityCard, Action, Half, load_class
from rulebound.kernel.hexgrid import Hex, distance, neighbours


@cache
def _cards(class_name: str) -> tuple[AbilityCard, ...]:
    return load_class(class_name.lower()).cards


@cache
def _index_by_name(class_name: str) -> dict[str, int]:
    """A class's card indexes by card name (the view names cards)."""
    return {c.name: i for i, c in enumerate(_cards(class_name))}


def run_value(half: Half, dist: int, hurt: Hurt) -> tuple[float, int]:
    """A half played from ``dist`` hexes off the nearest monster: its worth and the
    distance after its moves (moves close in; attacks count only in reach).
    Remembered, the half keyed by identity as in :func:`best_sequence`."""
    key = (id(half), dist, hurt)
    found = _RUNS.get(key)
    if found is None:
        if len(_RUNS) >= SEQUENCES_KEPT:
            _RUNS.clear()
        found = _RUNS[key] = (_run_value(half, dist, hurt), half)
    return found[0]


_RUNS: dict[tuple[int, int, Hurt], tuple[tuple[float, int], Half]] = {}


def _run_value(half: Half, dist: int, hurt: Hurt) -> tuple[float, int]:
    score = 0.0
    tile = hurt.tile
    for action in half.actions:
        value = action.value if isinstance(action.value, int) else 2
        if action.kind == "move":
            closer = min(value, max(0, dist - 1))
            score += 1.2 * closer
            dist -= closer
            tile = max(0, tile - value) if tile > 0 else tile
        elif action.kind == "loot" and 0 <= tile <= value:
            score += bot_goals.GOAL_LOOT  # a goal tile that only a Loot takes
        elif action.kind == "attack":
            reach = max(1, int(action.get("range", 0) or 0))
            hits = int(action.get("target", 1)) + len(action.get("area", {}).get("hexes", ()))
            if dist <= reach:
                score += 3.0 * value * max(1, min(hits, 2))
                # a stunned or disarmed monster does not hit back this round
                if {"stun", "disarm"} & set(action.get("conditions", ())):
                    score += W["disable"]
        elif action.kind == "heal":
            # a self heal helps only a wounded self, another the most wounded ally
            missing = hurt.me if action.get("self") else max(hurt.me, hurt.ally)
            score += W["heal"] * min(value, missing) + 0.1
        elif action.kind in ("shield", "retaliate") and half.active == "persistent":
            score += W["persistent_shield"] * value  # every hit of the scenario
        elif action.kind in ("shield", "retaliate"):
            # worth what it blocks: each monster close enough to attack this round
            score += W["shield"] * value * hurt.threat if hurt.threat else 0.3
        elif action.kind == "summon":
            score += W["summon"] if dist <= 6 else 6.0  # an ally that draws attacks
        elif action.kind == "xp":
            score += 0.2 * value
        elif action.kind in ("loot", "condition", "infuse"):
            score += 0.4
        elif (
            action.kind in NEW_KINDS
            or (action.kind == "recover" and action.get("from") == "lost")
            or half.use_on == "own-attack"
            or action.get("attacks")
        ):
            score += _bonus_worth(half, action, dist, hurt)
    if half.augment:
        # a Mindthief augment lasts the scenario; a second replaces the first
        bonus = half.augment.get("melee_attack_bonus", {}).get("attack", 0)
        worth = W["augment"] if bonus else W["augment"] / 2
        score += worth if not hurt.augmented else -6.0
    if half.lost:
        score -= 18.0
    return score, dist


def _bonus_worth(half: Half, action: Action, dist: int, hurt: Hurt) -> float:
    """The Spellweaver's, Scoundrel's and Cragheart's special abilities (data README,
    Extensions): lasting bonuses by their uses, the rest by a small fixed worth."""
    uses = half.uses or (1 if half.active == "round" else 3)
    value = action.value if isinstance(action.value, int) else 1
    if action.kind == "attack_bonus":
        return 2.5 * value * uses if half.uses or dist <= 2 else 0.3
    if action.kind == "prevent_damage":
        return W["prevent"] * uses if hurt.threat or half.uses > 1 else 0.3
    if action.kind == "extra_target":
        return 3.0 * uses
    if action.kind == "double_attack":
        return 8.0
    if action.kind == "recover":  # only from the Lost pile (NEW_KINDS)
        # each card back is rounds of play (the half itself is lost: worth it from
        # about three lost cards on)
        back = hurt.lost if action.value == "all" else min(value, hurt.lost)
        return W["recover_card"] * back
    if action.kind in ("advantage", "attack_conditions", "kill"):
        return 6.0 if half.active != "round" or dist <= 2 else 0.3
    if action.kind == "damage_figures":
        return 1.0 * value
    if action.kind == "turn_end":  # cards 53, 54: an ability at the end of each turn
        return 2.0 * uses
    return 0.4  # obstacles, traps disarmed


NEW_KINDS = frozenset(
    {
        "advantage",
        "attack_conditions",
        "spring_trap",
        "kill",
        "prevent_damage",
        "extra_target",
        "double_attack",
        "damage_figures",
        "create_obstacle",
        "destroy_obstacle",
        "disarm_trap",
        "turn_end",
    }
)
"""Kinds :func:`_bonus_worth` scores (the older classes' special kinds keep their
measured worth of 0); a Recover from the Lost pile is scored too."""

W = {
    "prevent": 6.0,
    "recover_card": 8.0,
    "augment": 16.0,
    "shield": 2.0,
    "heal": 2.0,
    "disable": 4.0,
    "persistent_shield": 12.0,
    "summon": 24.0,
}
"""Tunable worths of the strongest effects (measured in simulations)."""


ATTACK_2 = Half((Action("attack", 2),))
MOVE_2 = Half((Action("move", 2),))


def pair_value(first: Half, second: Half, dist: int, hurt: Hurt) -> float:
    one, dist = run_value(first, dist, hurt)
    two, _ = run_value(second, dist, after_moves(first, hurt))
    return one + two


def after_moves(half: Half, hurt: Hurt) -> Hurt:
    """``hurt`` for the half played after ``half``: its moves brought me nearer the
    goal tile I am to loot."""
    if hurt.tile <= 0:
        return hurt
    steps = sum(a.value for a in half.actions if a.kind == "move" and isinstance(a.value, int))
    return hurt._replace(tile=max(0, hurt.tile - steps)) if steps else hurt


def best_sequence(card_a: AbilityCard, card_b: AbilityCard, dist: int, hurt: Hurt) -> float:
    """The best way to play two cards: a top and a bottom, in either order, either as
    printed or as the default Attack 2 / Move 2. Remembered: the planner's rollouts ask
    the same pairs again and again. The cards are keyed by identity (a class's cards
    are loaded once), as hashing a card by value hashes every action on it; the entry
    keeps the cards alive, so an identity is never reused while it is remembered."""
    key = (id(card_a), id(card_b), dist, hurt)
    found = _SEQUENCES.get(key)
    if found is None:
        if len(_SEQUENCES) >= SEQUENCES_KEPT:
            _SEQUENCES.clear()
        found = _SEQUENCES[key] = (_best_sequence(card_a, card_b, dist, hurt), card_a, card_b)
    return found[0]


SEQUENCES_KEPT = 1 << 16
_SEQUENCES: dict[tuple[int, int, int, Hurt], tuple[float, AbilityCard, AbilityCard]] = {}


def _best_sequence(card_a: AbilityCard, card_b: AbilityCard, dist: int, hurt: Hurt) -> float:
    best = -1e9
    for top_card, bottom_card in ((card_a, card_b), (card_b, card_a)):
        for top in (top_card.top, ATTACK_2):
            for bottom in (bottom_card.bottom, MOVE_2):
                best = max(
                    best,
                    pair_value(top, bottom, dist, hurt),
                    pair_value(bottom, top, dist, hurt),
                )
    return best


def quick_answer(kind: str, options: Sequence[int], hand: int) -> int | None:
    """The heuristic's answer where it reads nothing of the view (the planner's
    rollouts then build none), else None. ``hand``: the cards in the deciding
    character's hand."""
    handler = HANDLERS.get(kind)
    if handler is None:
        return options[0]
    if handler is _yes:
        return next((o for o in options if o != enc.STOP), options[0])
    if handler is _no:
        return enc.STOP if enc.STOP in options else options[0]
    if handler is _short_rest:
        return short_rest(hand)
    return None


def heuristic_policy(view: Mapping[str, Any], legal: Sequence[int]) -> int:
    decision = view["decision"]
    kind = decision["kind"]
    seat = view["seat"]
    me = view["characters"][seat]
    options = list(legal)
    handler = HANDLERS.get(kind)
    if handler is not None:
        return handler(view, me, options)
    return options[0]


# --- helpers -----------------------------------------------------------------------------


def _hex(entry: Mapping[str, Any]) -> Hex:
    q, r = entry["hex"]
    return (int(q), int(r))


def _monsters(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return list(view["monsters"])


def _targets_for_move(view: Mapping[str, Any]) -> list[Hex]:
    """Where to head: the monsters, or when none is in sight the goal treasure tiles
    on the board (:mod:`bot_goals`), else the closed doors."""
    monsters = [_hex(m) for m in _monsters(view)]
    if monsters:
        return monsters
    return bot_goals.goal_tiles(view) or [(int(q), int(r)) for q, r in view["map"]["closed_doors"]]


def _nearest(h: Hex, goals: list[Hex]) -> int:
    return min((distance(h, g) for g in goals), default=0)


def _walk_distances(view: Mapping[str, Any], goals: list[Hex]) -> dict[Hex, int]:
    """Steps from every hex to the nearest goal, around walls, thin walls and
    obstacles (figures ignored): a breadth-first search on the map."""
    board = view["map"]
    lists = (board["hexes"], board["walls"], board["obstacles"], board["thin_walls"])
    # A map's lists are shared by every view of that map (HexMap.view_lists): they
    # are turned into a board number once per map, not at every decision.
    ids = tuple(map(id, lists))
    known = _BOARDS.get(ids)
    if known is None or known[1][0] is not lists[0] or known[1][1:] != lists[1:]:
        hexes, walls, obstacles, thin_walls = lists
        key = (
            tuple(map(tuple, hexes)),
            tuple(map(tuple, walls)),
            tuple(map(tuple, obstacles)),
            tuple(tuple(map(tuple, e)) for e in thin_walls),
        )
        number = _BOARD_NUMBERS.get(key)
        if number is None:
            if len(_BOARD_NUMBERS) >= 1024:
                _BOARD_NUMBERS.clear()  # numbers are never reused: no field goes stale
            number = _BOARD_NUMBERS[key] = next(_NUMBER)
        if len(_BOARDS) >= 256:
            _BOARDS.clear()
        known = _BOARDS[ids] = (number, lists, key)
    number, _, key = known
    goal_key = (number, tuple(sorted(set(goals))))
    found = _FIELDS.get(goal_key)
    if found is None:
        if len(_FIELDS) >= 1 << 12:
            _FIELDS.clear()
        found = _FIELDS[goal_key] = _bfs(key, goal_key[1])
    return found


_BOARDS: dict[tuple[int, ...], tuple[int, tuple[Any, ...], tuple[Any, ...]]] = {}
"""The ids of a map's view lists -> its board number, the lists (kept alive so that
their ids are not reused) and the board as tuples."""
_BOARD_NUMBERS: dict[tuple[Any, ...], int] = {}
"""Each board seen (as tuples) -> its number: equal maps share their fields."""
_NUMBER = count()
_FIELDS: dict[tuple[int, tuple[Hex, ...]], dict[Hex, int]] = {}
"""(board number, goals) -> the walking distances :func:`_bfs` found."""


def _bfs(board: tuple[Any, ...], goals: tuple[Hex, ...]) -> dict[Hex, int]:
    """The search behind :func:`_walk_distances` (which remembers it: the same map
    and goals come back many times in a game and in the planner's rollouts).
    Callers must not change the result."""
    hexes, walls, obstacles, thin_walls = board
    cells = {(int(q), int(r)) for q, r in hexes}
    cells -= {(int(q), int(r)) for q, r in walls}
    cells -= {(int(q), int(r)) for q, r in obstacles}
    thin = {frozenset(((a[0], a[1]), (b[0], b[1]))) for a, b in thin_walls}
    seen = {g: 0 for g in goals}
    queue = deque(goals)
    while queue:
        here = queue.popleft()
        for nxt in neighbours(here):
            if nxt in cells and nxt not in seen and frozenset((here, nxt)) not in thin:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


class Hurt(NamedTuple):
    """What a card half is worth depends on: ``me``, my missing HP; ``ally``, the
    most wounded other character's; ``threat``, the monsters that could attack me
    this round; ``augmented``, whether an augment of mine is in play. True (a
    party in need of healing) when someone has lost 3 HP or more."""

    me: int
    ally: int
    threat: int = 0  # monsters close enough to attack me this round
    augmented: bool = False  # an augment of mine is in play
    lost: int = 0  # my cards in the Lost pile (what a Recover of the Lost pile gives back)
    tile: int = -1  # hexes to the goal tile I am to take with a Loot (-1: none, bot_goals)

    def __bool__(self) -> bool:
        return max(self.me, self.ally) >= 3


def _party_hurt(view: Mapping[str, Any], me: Mapping[str, Any]) -> Hurt:
    others = [
        c["max_hp"] - c["hp"]
        for c in view["characters"]
        if not c["exhausted"] and c["seat"] != me["seat"]
    ]
    here = _hex(me) if me["hex"] else None
    threat = sum(1 for m in _monsters(view) if here and distance(here, _hex(m)) <= _reach_of(m))
    augmented = any(
        _cards(me["class"])[_card_index(me["class"], a)].top.augment for a in me["active"]
    )
    tile = bot_goals.tile_distance(view, me)
    missing = me["max_hp"] - me["hp"]
    return Hurt(missing, max(others, default=0), threat, augmented, _lost(me), tile)


def _reach_of(m: Mapping[str, Any]) -> int:
    """How far off a monster can attack in a round, roughly: a Bandit Guard moves up to
    3 and attacks next to it (4); an archer moves about 2 and shoots its stat card's
    Range."""
    return 2 + int(m["range"]) if RANGED_APART and m.get("range") else 4


def _lost(me: Mapping[str, Any]) -> int:
    """How many of my cards are lost: the hand size less the cards still in play (the
    view shows my hand, discards, Active Area and planned cards, not the Lost pile)."""
    if "hand" not in me:
        return 0
    held = len(me["hand"]) + len(me["discard"]) + len(me["active"])
    held += len(me.get("unplayed") or ()) + len(me.get("picked") or ())
    return max(0, load_class(me["class"].lower()).hand_size - held)


def _card_index(class_name: str, active: str) -> int:
    """The class card index of an active-area entry such as ``"Scurry (top)"``."""
    return _index_by_name(class_name)[active.rsplit(" (", 1)[0]]


def _hex_of(action: int, view: Mapping[str, Any]) -> Hex:
    q, r = view["map"]["hexes"][action - enc.HEX]
    return (int(q), int(r))


# --- per decision kind -------------------------------------------------------------------


def _plan(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The first of the round's cards, or a Long Rest: the leading card of the best
    pair (the next two decisions complete that pair, see :func:`_plan_second`)."""
    hand = [o - enc.CARD for o in options if enc.CARD <= o < enc.CARD_B]
    here0 = _hex(me) if me["hex"] else (0, 0)
    # calm: no monster can attack me next round (an archer from afar: before, the
    # bots took a calm Long Rest in its range and were shot at while they healed)
    calm = all(distance(here0, _hex(m)) > _reach_of(m) for m in _monsters(view))
    if enc.LONG_REST in options and (
        not hand
        or (len(me["hand"]) <= LONG_REST_AT and len(me["discard"]) >= 2)
        or (me["hp"] <= me["max_hp"] // 3 and len(me["discard"]) >= 3)
        or (calm and len(me["discard"]) >= CALM_REST and me["hp"] < CALM_HP * me["max_hp"])
        # no monster in sight and not fit to open the next door: heal first
        or (not _monsters(view) and len(me["discard"]) >= 2 and not ready(me))
    ):
        return enc.LONG_REST
    if not hand:
        return options[0]
    pairs = [(a, b) for a in hand for b in hand if a != b]
    (lead, _), _ = max(plan_scores(view, me, pairs), key=lambda x: x[1])
    return enc.CARD + lead


def _plan_second(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The card that makes the best pair with the one picked first."""
    first = picked_cards(me)[0]
    pairs = [p for o in options for p in ((first, o - enc.CARD), (o - enc.CARD, first))]
    (lead, second), _ = max(plan_scores(view, me, pairs), key=lambda x: x[1])
    return enc.CARD + (second if lead == first else lead)


def _plan_lead(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The better order of the two picked cards."""
    a, b = (o - enc.CARD for o in options)
    (lead, _), _ = max(plan_scores(view, me, [(a, b), (b, a)]), key=lambda x: x[1])
    return enc.CARD + lead


def picked_cards(me: Mapping[str, Any]) -> list[int]:
    """The class card indexes of the cards picked so far for a plan being chosen."""
    index = _index_by_name(me["class"])
    return [index[n] for n in me.get("picked") or ()]


def plan_scores(
    view: Mapping[str, Any], me: Mapping[str, Any], pairs: Sequence[tuple[int, int]]
) -> list[tuple[tuple[int, int], float]]:
    """Each two-card plan ``(leading, second)`` (class card indexes) with the
    heuristic's score for it. Remembered as :func:`half_scores` is."""
    here = _hex(me) if me["hex"] else (0, 0)
    goals = _targets_for_move(view)
    dist = _nearest(here, goals) if goals else 5
    hurt = _party_hurt(view, me)
    key = (me["class"], tuple(pairs), dist, hurt)
    found = _PLAN_SCORES.get(key)
    if found is None:
        if len(_PLAN_SCORES) >= SEQUENCES_KEPT:
            _PLAN_SCORES.clear()
        found = _PLAN_SCORES[key] = _plan_scores(_cards(me["class"]), pairs, dist, hurt)
    return found


_PLAN_SCORES: dict[tuple[str, tuple[tuple[int, int], ...], int, Hurt], list[Any]] = {}


def _plan_scores(
    cards: Sequence[AbilityCard], pairs: Sequence[tuple[int, int]], dist: int, hurt: Hurt
) -> list[tuple[tuple[int, int], float]]:
    out = []
    for lead, second in pairs:
        a, b = cards[lead], cards[second]
        score = best_sequence(a, b, dist, hurt) - a.initiative / (8.0 if dist <= 4 else 50.0)
        out.append(((lead, second), score))
    return out


def _reach(half: Half) -> int:
    """The longest attack reach of a half (1 for melee), 0 without an attack."""
    reach = 0
    for action in half.actions:
        if action.kind == "attack":
            reach = max(reach, 1, int(action.get("range", 0) or 0))
    return reach


def _play_half(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    return max(half_scores(view, me, options), key=lambda x: x[1])[0]


def half_scores(
    view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]
) -> list[tuple[int, float]]:
    """Each first half among ``options`` scored with the best second half that can
    follow it (first-best order kept for ties). Remembered by what the scores depend
    on (callers must not change the list): the rollouts ask the same again and again."""
    here = _hex(me)
    goals = _targets_for_move(view)
    dist = _nearest(here, goals) if goals else 5
    hurt = _party_hurt(view, me)
    key = (me["class"], tuple(options), dist, hurt)
    found = _HALF_SCORES.get(key)
    if found is None:
        if len(_HALF_SCORES) >= SEQUENCES_KEPT:
            _HALF_SCORES.clear()
        found = _HALF_SCORES[key] = _half_scores(_cards(me["class"]), options, dist, hurt)
    return found


_HALF_SCORES: dict[tuple[str, tuple[int, ...], int, Hurt], list[tuple[int, float]]] = {}


def _half_scores(
    cards: Sequence[AbilityCard], options: Sequence[int], dist: int, hurt: Hurt
) -> list[tuple[int, float]]:
    unplayed = {divmod(o - enc.HALF, 4)[0] for o in options}
    out = []
    for action in options:
        card, code = divmod(action - enc.HALF, 4)
        spec = cards[card]
        half = (spec.top, spec.bottom, ATTACK_2, MOVE_2)[code]
        score, after = run_value(half, dist, hurt)
        others = [c for c in unplayed if c != card]
        if others:
            other = cards[others[0]]
            follow = (other.bottom, MOVE_2) if code in (0, 2) else (other.top, ATTACK_2)
            next_hurt = after_moves(half, hurt)
            score += max(run_value(h, after, next_hurt)[0] for h in follow)
        out.append((action, score))
    return out


def _coming_attack_reach(me: Mapping[str, Any]) -> int:
    """The reach of the next attack this turn: later in the half being played, or in
    the other card still to play (0 if none)."""
    playing = me.get("playing")
    if playing:
        cards, index = _cards(me["class"]), _index_by_name(me["class"])
        if playing["half"] == "top-default":
            return 1
        if playing["half"] in ("top", "bottom"):
            half = cards[index[playing["card"]]].half(playing["half"])
            for action in half.actions[playing["action"] + 1 :]:
                if action.kind == "attack":
                    return max(1, int(action.get("range", 0) or 0))
        other = [n for n in me.get("unplayed", ()) if n != playing["card"]]
        if other:
            used_top = playing["half"].startswith("top")
            card = cards[index[other[0]]]
            half = card.bottom if used_top else card.top
            return _reach(half) or (0 if used_top else 1)
        # Both halves taken and no attack left in this one: nothing to walk up for.
        # (This was 1: a Spellweaver that had cast its spell then walked its Move
        # up next to the monsters, traced games.)
        return 0
    return 1


def _coming_attack(me: Mapping[str, Any], now: bool = False) -> Action | None:
    """The next printed attack this turn (None: none, or a default Attack 2): later in
    the half being played (``now``: the action being played counts too), or in the
    other card still to play."""
    playing = me.get("playing")
    if not playing or playing["half"] not in ("top", "bottom", "bottom-default"):
        return None
    cards, index = _cards(me["class"]), _index_by_name(me["class"])
    if playing["half"] in ("top", "bottom"):
        half = cards[index[playing["card"]]].half(playing["half"])
        for action in half.actions[playing["action"] + (0 if now else 1) :]:
            if action.kind == "attack":
                return action
    other = [n for n in me.get("unplayed", ()) if n != playing["card"]]
    if other:
        card = cards[index[other[0]]]
        half = card.bottom if playing["half"].startswith("top") else card.top
        return next((a for a in half.actions if a.kind == "attack"), None)
    return None


def _flank_bonus(action: Action | None) -> int:
    """The Attack an attack gains when one of my allies stands next to its target (the
    Scoundrel's Backstab and the like, data README Extensions); 0 without such a bonus."""
    if action is None:
        return 0
    bonus = int((action.get("ally_adjacent_bonus") or {}).get("attack", 0))
    return bonus + int(action.get("attack_per_adjacent_ally", 0) or 0)


def _flanked(view: Mapping[str, Any], me: Mapping[str, Any]) -> set[Hex]:
    """The hexes of the monsters that one of my allies (another character or a
    summon) stands next to."""
    allies = [_hex(c) for c in view["characters"] if c["hex"] and c["seat"] != me["seat"]]
    allies += [_hex(f) for f in view["summons"]]
    return {_hex(m) for m in _monsters(view) if any(distance(_hex(m), a) == 1 for a in allies)}


def _steered_move(view: Mapping[str, Any], options: list[int], steps: list[Hex]) -> int:
    """Another figure's Move that we steer (a controlled enemy, cards 146, 152, 166,
    172, 114; an ally, card 157): an enemy goes next to one of its own (it may be made
    to attack it) and away from the party; an ally toward the monsters."""
    monsters = {_hex(m) for m in _monsters(view)}
    party = [_hex(c) for c in view["characters"] if c["hex"] and not c["exhausted"]]
    mover = next((h for h in monsters if all(distance(h, s) == 1 for s in steps)), None)
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    if mover is None:  # an ally: toward the nearest monster
        return min(hexes, key=lambda o: (_nearest(_hex_of(o, view), list(monsters)), o))
    others = [m for m in monsters if m != mover]

    def key(o: int) -> tuple[int, int, int]:
        h = _hex_of(o, view)
        near_own = any(distance(h, m) == 1 for m in others)
        return (0 if near_own else 1, -_nearest(h, party) if party else 0, o)

    return min(hexes, key=key)


def _move(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Head for a hex from which the coming attack reaches a monster, as far from
    the monsters as that allows (a ranged attacker keeps its distance); with no
    monster in sight, head for a closed door."""
    here = _hex(me)
    monsters = [_hex(m) for m in _monsters(view)]
    steps = [_hex_of(o, view) for o in options if enc.HEX <= o < enc.CHOICE]
    if here and steps and any(distance(here, h) != 1 for h in steps):
        return _steered_move(view, options, steps)
    traps = {(int(q), int(r)) for q, r in view["map"]["traps"]}
    # an obstacle offered to a push is one the push breaks, hurting the target (card 127)
    traps |= {(int(q), int(r)) for q, r in view["map"].get("obstacles", ())}
    tiles = bot_goals.goal_tiles(view)
    in_sight = bool(monsters)
    if bot_goals.loot_only(view):
        monsters, in_sight = [], False  # the tiles are the goal: walk on, whatever stands
    elif tiles and monsters and bot_goals.looter(view, tiles) == me["seat"]:
        monsters = []  # I go for the goal tiles; the others hold the monsters off
    reach = _coming_attack_reach(me) if monsters else 0
    goals = monsters or tiles or _targets_for_move(view)
    if monsters and me["hp"] * 3 <= me["max_hp"]:
        reach = 0  # badly hurt: keep out of the monsters' reach

    field = _walk_distances(view, goals)
    # Without an attack to make, keep out of the melee monsters' way; standing off
    # does not keep an archer's arrows away, and next to me it shoots at
    # Disadvantage (GH-RANGED-04): with only archers left, close in on them.
    melee = {h for h, m in zip(monsters, _monsters(view), strict=False) if not m.get("range")}
    if not RANGED_APART or not monsters or melee == set(monsters):
        apart = field
    elif melee:
        apart = _walk_distances(view, sorted(melee))
    else:
        apart = {}
    # A melee attack that gains from an ally next to its target (Backstab) heads for
    # such a monster, unless it is more than two steps farther than the nearest one.
    flanked = _flanked(view, me) if reach == 1 and _flank_bonus(_coming_attack(me)) else set()
    if flanked:
        side_field = _walk_distances(view, sorted(flanked))
        if side_field.get(here, 99) <= field.get(here, 99) + FLANK_STEPS:
            field = side_field
    doors = {(int(q), int(r)) for q, r in view["map"]["closed_doors"]}
    tank = _tank(view)
    if TANK_DOORS:
        # The next room's monsters act at once and focus on whoever opened the
        # door: only the tank opens one (anyone, once the tank is out).
        bold = tank is None or tank["seat"] == me["seat"]
    else:
        sturdiest = max(c["max_hp"] for c in view["characters"] if not c["exhausted"])
        bold = me["max_hp"] == sturdiest or me["hp"] >= 0.5 * me["max_hp"]
    bold = bold and ready(me)
    # Monsters focus on the nearest enemy: a frail character stays farther from
    # them than the tank, so that the tank takes the hits.
    shelter = -1
    if BEHIND and monsters and tank is not None and tank["seat"] != me["seat"] and tank["hex"]:
        shelter = field.get(_hex(tank), -1)

    # Not kept (session 32, scenario 1, the eight pairs, games 0-47): "let them
    # come", no step into the reach of more melee monsters than reach one where it
    # stands until a monster stands next to one of us. Room 1's damage in its first
    # two rounds fell (3.4 against 4.7 a game), but the fight took longer, and the
    # party reached the last room with fewer cards (6.7 against 7.8): 7 wins
    # against 12.

    def key(h: Hex, stop: bool) -> tuple[float, int, int]:
        d = field.get(h, 99)
        # worth it only if it saves a whole step (3 steps for all but the tank walking
        # to a door: session 31, scenario 1, games 0-47, 12 wins against 15)
        trap = 0.9 if h in traps else 0.0
        if h in doors and (in_sight or not bold):
            trap += 50.0  # a new room waits until this one is clear
        if d <= shelter and reach != 1:  # a melee attack has to stand next to them
            trap += BEHIND
        if monsters and reach:
            miss = max(0, d - reach)  # steps short of attacking
            if reach == 1 and EXPOSED:  # of the hexes next to a monster, the one
                # next to the fewest: each other one there is a hit more to take
                return (miss + trap, sum(distance(h, m) == 1 for m in monsters), 0 if stop else 1)
            return (miss + trap, -d if reach > 1 else 0, 0 if stop else 1)
        if monsters and apart:  # no attack to come this turn: keep out of their reach
            return (max(0, 3 - apart.get(h, 99)) + trap, 0, 0 if stop else 1)
        if monsters:  # only archers: next to one, it shoots at Disadvantage
            return (max(0, d - 1) + trap, 0, 0 if stop else 1)
        return (d + trap, 0, 0 if stop else 1)

    items = [o for o in options if enc.ITEM <= o < enc.CARD]
    if items and field.get(here, 0) > 4:
        return items[0]  # far to go: Boots or Winged Shoes now
    options = [o for o in options if o not in items]
    best, best_key = options[0], (1e6, 0, 0)
    for action in options:
        stop = action == enc.STOP
        h = here if stop else _hex_of(action, view)
        k = key(h, stop)
        if k < best_key:
            best, best_key = action, k
    return best


RANGED_APART = True
"""Tell archers (a stat card Range) from melee monsters: a character with no attack to
make keeps away only from melee monsters and closes in when only archers are left,
and a calm Long Rest waits until no archer has it in range (else: every monster as a
Bandit Guard)."""

FLANK_STEPS = 2
"""Steps a Backstab walks farther than to the nearest monster, to strike one that an
ally stands next to."""


def ready(me: Mapping[str, Any]) -> bool:
    """Whether ``me`` may open a door: a new room's monsters strike the opener at
    once, and a wounded opener pays for it in cards (each hit that would exhaust it
    costs one). A character that cannot rest (fewer than two discards) is as ready
    as it will get. (Not below half its HP even then: measured in session 31,
    scenario 1, games 0-47, 14 wins against 15, and left out.)"""
    if me["hp"] >= DOOR_HP * me["max_hp"]:
        return True
    return len(me["discard"]) < 2


DOOR_HP = 0.7
"""The share of its maximum HP a character needs to open a door (0: always ready)."""


def _tank(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The character who should take the hits: the one with the most maximum HP
    still in play, then the larger hand (:func:`bot_goals.tank_rank`; None if every
    character is exhausted)."""
    alive = [c for c in view["characters"] if not c["exhausted"]]
    return max(alive, key=bot_goals.tank_rank, default=None)


TANK_DOORS = True
"""Only the tank opens doors."""

BEHIND = 1.0
"""Steps a frail character would rather walk than stand as near the monsters as the
tank (0: off)."""

EXPOSED = True
"""A melee attacker picks, of the hexes it can attack from, the one next to the fewest
monsters (else: the first found)."""

RETALIATE = True
"""An attack keeps off a monster's active Retaliate (:func:`_retaliation`): of the
monsters in reach it strikes one without, or one it likely kills (else: the weakest).
Walking on past a monster in reach to one without, or letting the attack go when the
Retaliate would take all the attacker's HP, left cards unplayed in
tests/gloomhaven/test_gh_every_card_effect.py and was left out."""


def _start_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Start as far from the monsters as the start hexes allow: they come to the
    party, which then strikes first."""
    goals = [_hex(m) for m in _monsters(view)]
    if not goals:
        return options[0]
    field = _walk_distances(view, goals)
    return max(options, key=lambda o: (field.get(_hex_of(o, view), 0), -o))


def _attack_target(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The weakest monster in reach; for an attack with a bonus when an ally stands
    next to the target (Backstab), one it kills with the bonus, then one with an ally
    next to it."""
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if not picks:
        return next((o for o in options if o != enc.STOP), options[0])
    attack = _coming_attack(me, now=True)
    bonus = _flank_bonus(attack)
    base = attack.value if attack is not None and isinstance(attack.value, int) else 2
    if attack is None or not bonus:

        def weakest(o: int) -> tuple[int, int, int]:
            m = by_id[o - enc.FIGURE]
            return (_retaliation(me, m, base), m["hp"], o)

        return min(picks, key=weakest)
    flanked = _flanked(view, me)

    def key(o: int) -> tuple[int, int, int, int, int]:
        m = by_id[o - enc.FIGURE]
        side = _hex(m) in flanked
        hit = base + (bonus if side else 0)
        return (0 if m["hp"] <= hit else 1, _retaliation(me, m, hit), 0 if side else 1, m["hp"], o)

    return min(picks, key=key)


def _retaliation(me: Mapping[str, Any], m: Mapping[str, Any], hit: int) -> int:
    """The Retaliate damage attacking monster ``m`` from where I stand costs me: none if
    the attack (``hit``, before modifiers) likely kills it (GH-RETAL-02) or I am out of
    its Retaliate's range (GH-RETAL-01). Without it the bots struck Bandit Guards under
    Shield 1, Retaliate 2 like any other (traced games)."""
    if not RETALIATE or m["hp"] <= hit or not me["hex"]:
        return 0
    far = distance(_hex(me), _hex(m))
    return sum(value for value, reach in m.get("retaliate", ()) if far <= reach)


def _area(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The most enemies hit; of those, the fewest allies caught in the area (card 125's
    label names them after a semicolon)."""
    labels = dict(view["decision"].get("options", []))
    picks = [o for o in options if o != enc.STOP]

    def key(o: int) -> tuple[int, int, int]:
        hit, _, allies = labels.get(o, "").partition(";")
        return (hit.count(",") + 1, -(allies.count(",") + 1 if allies else 0), -o)

    return max(picks, key=key)


def _control_enemy(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """An enemy made to act for us (cards 146, 152, 160, 166, 172, 114): the one with
    another monster nearest to it, which it can then attack."""
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if not picks:
        return _yes(view, me, options)

    def key(o: int) -> tuple[int, int]:
        here = _hex(by_id[o - enc.FIGURE])
        others = [distance(here, _hex(m)) for i, m in by_id.items() if i != o - enc.FIGURE]
        return (min(others, default=99), o)

    return min(picks, key=key)


def _obstacle_area(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 140: the three-hex obstacle next to the most monsters (they are attacked);
    its hexes are named in the option's label."""
    labels = dict(view["decision"].get("options", []))
    monsters = [_hex(m) for m in _monsters(view)]
    picks = [o for o in options if o != enc.STOP]
    if not picks:
        return options[0]

    def key(o: int) -> tuple[int, int]:
        spot = [(int(q), int(r)) for q, r in re.findall(r"(-?\d+),(-?\d+)", labels.get(o, ""))]
        return (sum(any(distance(m, h) == 1 for h in spot) for m in monsters), -o)

    return max(picks, key=key)


def _suffer(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Take damage on HP while it is not lethal (the view's ``damage``: GH-CDMG-05);
    else lose the cheaper of the least useful card in hand and the two least useful
    discards (GH-CDMG-02, -03): a card in hand is one card of the budget and two
    discards are two, so the discards only when the hand's cheapest card is worth
    more than both of them (:func:`card_worth`)."""
    found = view.get("damage") or {}
    if not found.get("exhausts", False) or len(options) == 1:
        return enc.TAKE_DAMAGE
    cards = _cards(me["class"])
    hand = [o for o in options if enc.CARD <= o < enc.CARD_B]
    discards = sorted(
        (o for o in options if enc.CARD_B <= o < enc.HALF),
        key=lambda o: (card_worth(cards[o - enc.CARD_B]), o),
    )
    if hand:
        cheapest = _lose_least(view, me, hand)
        pair = sum(card_worth(cards[o - enc.CARD_B]) for o in discards[:2])
        if len(discards) < 2 or card_worth(cards[cheapest - enc.CARD]) <= pair:
            return cheapest
    return discards[0] if discards else enc.TAKE_DAMAGE


def _suffer_second(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The second discard lost to negate damage: the least useful one."""
    cards = _cards(me["class"])
    return min(options, key=lambda o: (card_worth(cards[o - enc.CARD_B]), o))


def _heal(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    ids = {c["id"]: c for c in view["characters"]}
    ids.update({s["id"]: s for s in view["summons"]})
    picks = [o for o in options if o - enc.FIGURE in ids]
    if not picks:
        return options[-1]
    return max(picks, key=lambda o: ids[o - enc.FIGURE]["max_hp"] - ids[o - enc.FIGURE]["hp"])


def card_worth(card: AbilityCard) -> float:
    """What a card is worth keeping: attacks, and defence and healing too (a party
    without Shields and Heals bleeds out); a Lost half counts half."""
    total = 0.0
    for half in (card.top, card.bottom):
        score = 0.0
        for action in half.actions:
            value = action.value if isinstance(action.value, int) else 2
            weight = {
                "attack": 3.0,
                "move": 1.0,
                "heal": 2.0,
                "shield": 4.0,
                "retaliate": 3.0,
                "summon": 8.0,
                "xp": 0.3,
                "condition": 1.5,
                "loot": 0.5,
            }.get(action.kind, 1.0)
            if action.kind == "recover" and action.get("from") == "lost":
                # the Lost pile back (Reviving Ether): a traced Spellweaver gave it
                # up first to negate a hit, scored as a Lost half worth 2
                weight, value = 12.0, value if action.value != "all" else 2
            score += weight * (value if action.kind != "summon" else 1)
        if half.augment:
            score += W["augment"]  # lasts the scenario (Mindthief)
        total += score * (0.5 if half.lost else 1.0)
    return total


def _lose_least(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    cards = _cards(me["class"])

    def worth(o: int) -> float:
        return card_worth(cards[o - enc.CARD])

    picks = [o for o in options if enc.CARD <= o < enc.CARD_B]
    return min(picks, key=worth) if picks else options[0]


def _lose_card(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 60: lose the least useful discarded card, else the least useful in hand."""
    cards = _cards(me["class"])
    discards = [o for o in options if o >= enc.CARD_B]
    if discards:
        return min(discards, key=lambda o: card_worth(cards[o - enc.CARD_B]))
    return _lose_least(view, me, options)


def _leave_out(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Build the hand: leave out the class's weakest cards (:data:`LEAVE_OUT`), then
    the least useful (:func:`card_worth`)."""
    cards = _cards(me["class"])
    if bot_goals.by_ability(view) and view.get("objective", {}).get("goal_tiles_left"):
        # goal tiles that only a Loot takes: keep every card with a Loot
        keep = [o for o in options if not _loots(cards[o - enc.CARD])]
        options = keep or options
    for name in LEAVE_OUT.get(me["class"].lower(), ()):
        for o in options:
            if cards[o - enc.CARD].name == name:
                return o
    return _lose_least(view, me, options)


def _level_card(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A level-up card for a one-off above level 1: the one most worth keeping."""
    cards = _cards(me["class"])
    return max(options, key=lambda o: (card_worth(cards[o - enc.CARD]), -o))


def _modifier_worth(text: str) -> float:
    card = md.parse_card(text)
    if card.kind == md.DOUBLE:
        return 2.0
    if card.kind == md.NULL:
        return -3.0
    return card.value + 0.5 * len(card.effects) + 0.5 * card.rolling


def _level_perk(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The Perk that raises the deck's cards most: what it adds less what it removes,
    and a little for every card taken out (a thinner deck draws its x2 sooner)."""
    perks = load_class(me["class"].lower()).perks

    def gain(o: int) -> float:
        perk = perks[o - enc.CHOICE]
        added = sum(_modifier_worth(c) for c in perk.add)
        removed = sum(_modifier_worth(c) for c in perk.remove)
        return added - removed + 0.1 * len(perk.remove)

    return max(options, key=lambda o: (gain(o), -o))


def _loots(card: AbilityCard) -> bool:
    return any(a.kind == "loot" for h in (card.top, card.bottom) for a in h.actions)


LEAVE_OUT: dict[str, tuple[str, ...]] = {
    # One Augment is in play at a time, and a second replaces the first: of the
    # four, keep the two with the best other half (+2 melee Attack; Move 4 Jump) and
    # Scurry's Move 3 + Attack 1 instead (40 games: 6.9 kills against 6.2).
    "mindthief": ("Possession", "Parasitic Influence", "Withering Claw"),
    # Reviving Ether (every lost card back) is what lets the Spellweaver spend its
    # strong Lost halves; card_worth, counting a Lost half at half its value, left it
    # out. Ride the Wind's Loot and long Move and Crackling Air's one-use bonus do the
    # least; Hardened Spikes' Lost Retaliate the least of the rest.
    "spellweaver": ("Crackling Air", "Ride the Wind", "Hardened Spikes"),
}
"""Per class, the cards to leave out of a level-1 hand first, in order."""


def _yes(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    picks = [o for o in options if o != enc.STOP]
    return picks[0] if picks else options[0]


def _short_rest(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Rest when the hand is (nearly) out: every rest costs a card, so the fewer
    rests, the more rounds the cards last. Not kept (session 33, scenario 1, the
    eight weak pairs, the same games): in a fight, resting at 3 cards in hand to
    spare it a Long Rest's round (5 wins of 48 against 12: more rests, fewer cards
    at the last door); letting a due Short Rest go for the next round's Long Rest (the
    card chosen, 2 HP, spent items back) in a cleared room (21 of 96 both ways, games
    a round longer) or out of the monsters' reach (11 of 48 against 12); keeping the
    random card for 1 damage when it is worth 1.25 times the other discards (GH-SREST-02;
    16 of 96 against 21). docs/gloomhaven-planner.md, session 33."""
    return short_rest(len(me["hand"]))


def short_rest(hand: int) -> int:
    """The short-rest answer with ``hand`` cards in hand (the planner's rollouts ask
    it without building a view)."""
    return enc.YES if hand <= SHORT_REST_AT else enc.STOP


SHORT_REST_AT = 1
"""A short rest when the hand holds this many cards or fewer."""

LONG_REST_AT = 3
"""A long rest when the hand holds this many cards or fewer (and two are discarded)."""

CALM_REST = 3
"""With no monster near, a long rest once this many cards are discarded..."""

CALM_HP = 2.0
"""... and HP is below this share of the maximum (above 1: at any HP)."""


def _use_item(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Attack items at once; potions when they help; an armour against an attack on
    the character only where the hit matters (:func:`_armour_worth`, reading the
    view's ``damage``). (Not kept, session 33: a Heater Shield or a Leather or Hide
    Armor kept until its wearer is at half its HP or less, whatever the hit: 8 wins
    of 48 against 12. Session 34, the weak pairs, games 0-95: this rule 16 wins, the
    armour used at once 15, the waste rules alone 15: docs/gloomhaven-planner.md.)"""
    names = _items_by_name()
    found = view.get("damage")
    for action in options:
        if action == enc.STOP:
            continue
        if found is not None and found["moment"] in ("attacked", "damaged-by-attack"):
            entry = next(e for e in found["items"] if e["item"] == action - enc.ITEM)
            if _armour_worth(view, me, found, entry):
                return action
            continue
        item = names[me["items"][action - enc.ITEM]["name"]]
        effect = item.effect
        if "heal" in effect and me["max_hp"] - me["hp"] < int(effect["heal"]):
            continue
        if "recover" in effect and len(me["discard"]) < 2:
            continue
        if "condition" in effect and me["hp"] > me["max_hp"] // 2:
            continue
        return action
    return enc.STOP


def _armour_worth(
    view: Mapping[str, Any],
    me: Mapping[str, Any],
    found: Mapping[str, Any],
    entry: Mapping[str, Any],
) -> bool:
    """Whether an armour is worth its use against the pending attack (GH-ITEM-06:
    spent until a Long Rest). Not where it changes nothing (Disadvantage on an attack
    that has it, a Shield that the Pierce cancels) nor where the hit exhausts the
    character even so (a card negates all of it, GH-CDMG-02, -03: the armour is kept);
    yes where it turns a hit that exhausts into one that does not, or where the HP
    left after the hit would not last the attacks coming (:func:`coming_hits`), or
    where no other monster threatens the character (nothing to keep it for)."""
    hp, damage = found["hp"], found["damage"]
    coming = coming_hits(view, me, found.get("attacker", -1))
    if "prevents" in entry:  # a Shield against this attack, its modifier drawn
        after = entry["damage"]
        if entry["prevents"] <= 0 or after >= hp:
            return False
        return damage >= hp or hp - damage <= coming or coming == 0
    if "disadvantage" in entry:  # before the draw: the damage is that of a +0 card
        if not entry["disadvantage"] or (damage <= 0 and not found.get("advantage")):
            return False
        return damage + 1 >= hp or hp - damage <= coming or coming == 0
    return True


def coming_hits(view: Mapping[str, Any], me: Mapping[str, Any], besides: int = -1) -> int:
    """The damage the other monsters on the board may deal this character next: the
    stat card's Attack of each monster (but ``besides``, the one attacking now) whose
    nearest enemy is this character, within its rough reach (:func:`_reach_of`; as
    :func:`planner._threat` counts them for the whole party)."""
    here = _hex(me) if me.get("hex") else None
    if here is None:
        return 0
    party = [_hex(c) for c in view["characters"] if c.get("hex") and not c["exhausted"]]
    party += [_hex(s) for s in view.get("summons", ())]
    total = 0
    for m in _monsters(view):
        if m["id"] == besides or not m.get("attack"):
            continue
        spot = _hex(m)
        near = min(distance(spot, h) for h in party)
        mine = distance(spot, here)
        if mine == near and mine <= _reach_of(m):
            total += m["attack"]
    return total


@cache
def _items_by_name() -> dict[str, Any]:
    from rulebound.games.gloomhaven.items import load_items  # imports the step machine

    return {item.name: item for item in load_items().values()}


def _summon_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A summon goes between the monsters and the party: the hex nearest a monster.
    (It draws their attacks: placed away from them, measured in session 31, scenario 1,
    games 0-47, it won 9 against 15; a traced Rat Swarm next to a guard took the
    5-damage hit that fell on the Mindthief once it stood apart.)"""
    goals = [_hex(m) for m in _monsters(view)]
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    if not goals or not hexes:
        return _yes(view, me, options)
    field = _walk_distances(view, goals)
    return min(hexes, key=lambda o: (field.get(_hex_of(o, view), 99), o))


def _obstacle_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A created obstacle goes between the monsters and the party (as a summon does,
    :func:`_summon_hex`), but never where it cuts a character off from a monster or a
    closed door (an open door is an empty hex, GH-GLOSS-88, and often the only way
    between two rooms): a traced Cragheart walled its party into the first room
    with two obstacles in and beside the doorway, and an elite Bandit Archer shot
    at the party for twenty rounds from beyond them."""
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    keep = [o for o in hexes if not _cuts_off(view, {_hex_of(o, view)})]
    if hexes and not keep:
        return enc.STOP if enc.STOP in options else options[0]
    return _summon_hex(view, me, [o for o in options if o not in hexes or o in keep])


def _obstacle_area_safe(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 140's three-hex obstacle, kept from cutting the map as :func:`_obstacle_hex`."""
    labels = dict(view["decision"].get("options", []))

    def spot(o: int) -> set[Hex]:
        return {(int(q), int(r)) for q, r in re.findall(r"(-?\d+),(-?\d+)", labels.get(o, ""))}

    keep = [o for o in options if o == enc.STOP or not _cuts_off(view, spot(o))]
    if not [o for o in keep if o != enc.STOP]:
        return enc.STOP if enc.STOP in options else options[0]
    return _obstacle_area(view, me, keep)


def _cuts_off(view: Mapping[str, Any], blocked: set[Hex]) -> bool:
    """Whether obstacles on ``blocked`` leave some monster or closed door out of every
    character's walking reach (figures ignored; a hex a figure stands on still joins
    the map)."""
    party = [_hex(c) for c in view["characters"] if c["hex"] and not c["exhausted"]]
    if not party:
        return False
    goals = [_hex(m) for m in _monsters(view)]
    goals += [(int(q), int(r)) for q, r in view["map"]["closed_doors"]]
    board = view["map"]
    cells = {(int(q), int(r)) for q, r in board["hexes"]}
    cells -= {(int(q), int(r)) for q, r in board["walls"]}
    cells -= {(int(q), int(r)) for q, r in board["obstacles"]}
    cells -= blocked
    thin = {frozenset(((a[0], a[1]), (b[0], b[1]))) for a, b in board["thin_walls"]}
    start = [h for h in party if h in cells]
    seen = set(start)
    queue = deque(start)
    while queue:
        here = queue.popleft()
        for nxt in neighbours(here):
            if nxt in cells and nxt not in seen and frozenset((here, nxt)) not in thin:
                seen.add(nxt)
                queue.append(nxt)
    return any(h not in seen for h in party + goals if h not in blocked)


def _anchor_hex(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Card 86: the hex that the most monsters are within 4 hexes of, then the one
    nearest to them (they are pulled together, away from no one in particular)."""
    monsters = [_hex(m) for m in _monsters(view)]
    hexes = [o for o in options if enc.HEX <= o < enc.CHOICE]
    if not monsters or not hexes:
        return options[0]

    def key(o: int) -> tuple[int, int, int]:
        h = _hex_of(o, view)
        near = [distance(h, m) for m in monsters]
        return (-sum(d <= 4 for d in near), sum(near), o)

    return min(hexes, key=key)


def _push(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Push a monster onto a trap if one is in reach, else as far from the party as
    the hexes allow (it walks back instead of attacking); pull it towards me."""
    pull = view["decision"]["kind"] == "pull"
    party = [_hex(c) for c in view["characters"] if c["hex"] and not c["exhausted"]]
    if pull and me["hex"]:
        party = [_hex(me)]
    if not party:
        return options[0]
    traps = {(int(q), int(r)) for q, r in view["map"]["traps"]}
    # an obstacle offered to a push is one the push breaks, hurting the target (card 127)
    traps |= {(int(q), int(r)) for q, r in view["map"].get("obstacles", ())}

    def key(o: int) -> tuple[int, int, int]:
        h = _hex_of(o, view)
        near = _nearest(h, party)
        return (0 if h in traps and not pull else 1, near if pull else -near, o)

    return min(options, key=key)


def _effect_target(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A Pull draws the farthest enemy in reach (one already next to me gains nothing);
    other effects go on the first enemy offered."""
    prompt = str(view["decision"].get("prompt", ""))
    by_id = {m["id"]: m for m in _monsters(view)}
    picks = [o for o in options if o != enc.STOP and o - enc.FIGURE in by_id]
    if ": pull" not in prompt or not picks or not me["hex"]:
        return _yes(view, me, options)
    here = _hex(me)
    return max(picks, key=lambda o: (distance(here, _hex(by_id[o - enc.FIGURE])), -o))


def _no(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    return enc.STOP if enc.STOP in options else options[0]


HANDLERS = {
    "start-hex": _start_hex,
    "push": _push,
    "pull": _push,
    "plan": _plan,
    "plan-second": _plan_second,
    "plan-lead": _plan_lead,
    "play-half": _play_half,
    "move": _move,
    "jump": _move,
    "attack-target": _attack_target,
    "attack-area": _area,
    "suffer-damage": _suffer,
    "suffer-second-card": _suffer_second,
    "heal-target": _heal,
    "leave-out-card": _leave_out,
    "level-card": _level_card,
    "level-perk": _level_perk,
    "long-rest-lose": _lose_least,
    "consume": _yes,
    "recover": _yes,
    "summon-hex": _summon_hex,
    "trap-hex": _yes,
    "obstacle-hex": _obstacle_hex,  # between the monsters and the party, no way cut
    "obstacle-area": _obstacle_area_safe,  # card 140
    "clear-hex": _yes,
    "kill-target": _yes,
    "kill-area": _yes,  # card 52: the largest kill is offered first
    "lose-card": _lose_card,  # card 60
    "refresh-item": _yes,  # a Refresh turns an item back (card 51 for an ally)
    "effect-target": _effect_target,
    "control-enemy": _control_enemy,
    "ally-target": _yes,  # an ally acts or takes cards back (cards 157, 172, 43)
    "loot-hex": _yes,  # card 84's capped Loot
    "anchor-hex": _anchor_hex,  # card 86
    "short-rest": _short_rest,
    "short-rest-reroll": _no,
    "use-item": _use_item,
}
