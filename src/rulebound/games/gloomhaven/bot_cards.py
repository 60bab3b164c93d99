"""What a card is worth to the heuristic player (:mod:`~rulebound.games.gloomhaven.heuristic`).

A half's worth played from some distance to the monsters, given the party's wounds and
threats (:class:`Hurt`); the best way to play two cards (a top and a bottom, in either
order, printed or as the default Attack and Move, 2 or what an Item makes them); what a
card is worth keeping when one must be lost; the attack a character's played card still
holds this turn; the cards each class leaves out of its hand. Pure functions of a class's
cards, remembered: the planner's rollouts ask the same questions again and again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from rulebound.games.gloomhaven import bot_goals
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import modifiers as md
from rulebound.games.gloomhaven.classes import AbilityCard, Action, Half, load_class


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
            or takes_lost_back(action)
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


def takes_lost_back(action: Action) -> bool:
    """An action that returns cards from the Lost pile (the Spellweaver's Reviving
    Ether), not from the discard pile a rest gives back anyway."""
    return action.kind == "recover" and action.get("from") == "lost"


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


Defaults = tuple[int, int]
"""A character's default Attack and Move (GH-ACTION-03): 2 and 2, or larger with an
equipped item (items 29, 40, 57, 67)."""

PRINTED_DEFAULTS: Defaults = (2, 2)


def default_halves(defaults: Defaults) -> tuple[Half, Half]:
    """The default top and bottom halves for ``defaults`` (the shared Attack 2 / Move 2
    halves when no item changes them, so the remembered sequences stay keyed alike)."""
    attack, move = defaults
    top = ATTACK_2 if attack == 2 else Half((Action("attack", attack),))
    bottom = MOVE_2 if move == 2 else Half((Action("move", move),))
    return top, bottom


def defaults_of(me: Mapping[str, Any]) -> Defaults:
    """The default Attack and Move of the bot's own character, read from the Items its
    view lists: the largest ``default_attack`` / ``default_move`` counts, as
    ``item_effects.default_value`` rules."""
    attack = move = 2
    larger = _larger_defaults()
    for entry in me.get("items") or ():
        found = larger.get(entry["name"])
        if found is not None:
            attack, move = max(attack, found[0]), max(move, found[1])
    return attack, move


@cache
def _larger_defaults() -> dict[str, Defaults]:
    """The Items that change a default half, by name (the view names Items)."""
    from rulebound.games.gloomhaven.items import load_items  # imports the step machine

    return {
        item.name: (
            int(item.effect.get("default_attack", 2)),
            int(item.effect.get("default_move", 2)),
        )
        for item in load_items().values()
        if "default_attack" in item.effect or "default_move" in item.effect
    }


def flies_by_items(me: Mapping[str, Any]) -> bool:
    """Whether the bot's own character wears an Item that makes every Move a flight
    (Cloak of Phasing, Boots of Levitation: ``flying``): it passes over obstacles and
    springs no Trap (GH-MOVE-07)."""
    return any(entry["name"] in _flying_items() for entry in me.get("items") or ())


@cache
def _flying_items() -> frozenset[str]:
    from rulebound.games.gloomhaven.items import load_items  # imports the step machine

    return frozenset(i.name for i in load_items().values() if i.effect.get("flying"))


def item_move(name: str) -> int:
    """The Move the ``own-move`` Item named ``name`` adds (0: none, or another Item)."""
    return _move_items().get(name, 0)


@cache
def _move_items() -> dict[str, int]:
    from rulebound.games.gloomhaven.items import load_items  # imports the step machine

    return {
        item.name: int(item.effect["move"])
        for item in load_items().values()
        if item.when == "own-move" and int(item.effect.get("move", 0)) > 0
    }


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


def best_sequence(
    card_a: AbilityCard,
    card_b: AbilityCard,
    dist: int,
    hurt: Hurt,
    defaults: Defaults = PRINTED_DEFAULTS,
) -> float:
    """The best way to play two cards: a top and a bottom, in either order, either as
    printed or as the default Attack and Move (``defaults``). Remembered: the planner's rollouts ask
    the same pairs again and again. The cards are keyed by identity (a class's cards
    are loaded once), as hashing a card by value hashes every action on it; the entry
    keeps the cards alive, so an identity is never reused while it is remembered."""
    key = (id(card_a), id(card_b), dist, hurt, defaults)
    found = _SEQUENCES.get(key)
    if found is None:
        if len(_SEQUENCES) >= SEQUENCES_KEPT:
            _SEQUENCES.clear()
        value = _best_sequence(card_a, card_b, dist, hurt, defaults)
        found = _SEQUENCES[key] = (value, card_a, card_b)
    return found[0]


SEQUENCES_KEPT = 1 << 16


_SEQUENCES: dict[tuple[int, int, int, Hurt, Defaults], tuple[float, AbilityCard, AbilityCard]] = {}


def _best_sequence(
    card_a: AbilityCard, card_b: AbilityCard, dist: int, hurt: Hurt, defaults: Defaults
) -> float:
    best = -1e9
    attack, move = default_halves(defaults)
    for top_card, bottom_card in ((card_a, card_b), (card_b, card_a)):
        for top in (top_card.top, attack):
            for bottom in (bottom_card.bottom, move):
                best = max(
                    best,
                    pair_value(top, bottom, dist, hurt),
                    pair_value(bottom, top, dist, hurt),
                )
    return best


def _card_index(class_name: str, active: str) -> int:
    """The class card index of an active-area entry such as ``"Scurry (top)"``."""
    return _index_by_name(class_name)[active.rsplit(" (", 1)[0]]


def _plan_scores(
    cards: Sequence[AbilityCard],
    pairs: Sequence[tuple[int, int]],
    dist: int,
    hurt: Hurt,
    defaults: Defaults = PRINTED_DEFAULTS,
) -> list[tuple[tuple[int, int], float]]:
    out = []
    for lead, second in pairs:
        a, b = cards[lead], cards[second]
        tempo = a.initiative / (8.0 if dist <= 4 else 50.0)
        score = best_sequence(a, b, dist, hurt, defaults) - tempo
        out.append(((lead, second), score))
    return out


def _reach(half: Half) -> int:
    """The longest attack reach of a half (1 for melee), 0 without an attack."""
    reach = 0
    for action in half.actions:
        if action.kind == "attack":
            reach = max(reach, 1, int(action.get("range", 0) or 0))
    return reach


def _half_scores(
    cards: Sequence[AbilityCard],
    options: Sequence[int],
    dist: int,
    hurt: Hurt,
    defaults: Defaults = PRINTED_DEFAULTS,
) -> list[tuple[int, float]]:
    unplayed = {divmod(o - enc.HALF, 4)[0] for o in options}
    attack, move = default_halves(defaults)
    out = []
    for action in options:
        card, code = divmod(action - enc.HALF, 4)
        spec = cards[card]
        half = (spec.top, spec.bottom, attack, move)[code]
        score, after = run_value(half, dist, hurt)
        others = [c for c in unplayed if c != card]
        if others:
            other = cards[others[0]]
            follow = (other.bottom, move) if code in (0, 2) else (other.top, attack)
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
            if takes_lost_back(action):
                # the Lost pile back (Reviving Ether): a traced Spellweaver gave it
                # up first to negate a hit, scored as a Lost half worth 2
                weight, value = 12.0, value if action.value != "all" else 2
            score += weight * (value if action.kind != "summon" else 1)
        if half.augment:
            score += W["augment"]  # lasts the scenario (Mindthief)
        total += score * (0.5 if half.lost else 1.0)
    return total


def _modifier_worth(text: str) -> float:
    card = md.parse_card(text)
    if card.kind == md.DOUBLE:
        return 2.0
    if card.kind == md.NULL:
        return -3.0
    return card.value + 0.5 * len(card.effects) + 0.5 * card.rolling


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
