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

The heuristic's parts: :mod:`~rulebound.games.gloomhaven.bot_cards` (what a card is
worth), :mod:`~rulebound.games.gloomhaven.bot_board` (the board read from the view),
:mod:`~rulebound.games.gloomhaven.bot_moves` (moves and targets) and
:mod:`~rulebound.games.gloomhaven.bot_goals` (goal tiles); this module holds the
policy, card plans, rests, losses and items.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import bot_goals
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_board import (
    _hex,
    _monsters,
    _nearest,
    _party_hurt,
    _reach_of,
    _targets_for_move,
    coming_hits,
    ready,
)
from rulebound.games.gloomhaven.bot_cards import (
    LEAVE_OUT,
    SEQUENCES_KEPT,
    Defaults,
    Hurt,
    _cards,
    _half_scores,
    _index_by_name,
    _loots,
    _modifier_worth,
    _plan_scores,
    card_worth,
    defaults_of,
    takes_lost_back,
)
from rulebound.games.gloomhaven.bot_moves import (
    _anchor_hex,
    _area,
    _attack_target,
    _betray_target,
    _control_enemy,
    _effect_target,
    _move,
    _no,
    _obstacle_area_safe,
    _obstacle_hex,
    _push,
    _start_hex,
    _summon_hex,
    _yes,
)
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.figures import CHARACTER, SUMMON
from rulebound.games.gloomhaven.item_designs import choose_cure
from rulebound.kernel.hexgrid import distance

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.state import GloomhavenState


def quick_answer(kind: str, options: Sequence[int], hand: int) -> int | None:
    """The heuristic's answer where it reads nothing of the view (the planner's
    rollouts then build none), else None. ``hand``: the cards in the deciding
    character's hand."""
    handler = HANDLERS.get(kind)
    if handler is None:
        return options[0]
    if handler is _yes:
        return next((o for o in options if o != enc.STOP), options[0])
    if handler is _no or (handler is _keep_recovery and not KEEP_RECOVERY_CARD):
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


def _second_turn_lead(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """Second Chance Ring (item 70): the leading card of the best pair for the second
    turn, its lead among the cards offered (later than the first turn's), its second any
    other card of the hand, scored as a round's plan is."""
    index = _index_by_name(me["class"])
    hand = [index[n] for n in me["hand"]]
    leads = [o - enc.CARD for o in options]
    pairs = [(a, b) for a in leads for b in hand if a != b]
    (lead, _), _ = max(plan_scores(view, me, pairs), key=lambda x: x[1])
    return enc.CARD + lead


def _second_turn_card(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """The card that makes the best pair with the second turn's leading card (the one
    card of the hand not offered)."""
    index = _index_by_name(me["class"])
    offered = {o - enc.CARD for o in options}
    lead = next(c for c in (index[n] for n in me["hand"]) if c not in offered)
    (_, second), _ = max(plan_scores(view, me, [(lead, c) for c in offered]), key=lambda x: x[1])
    return enc.CARD + second


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
    defaults = defaults_of(me)
    key = (me["class"], tuple(pairs), dist, hurt, defaults)
    found = _PLAN_SCORES.get(key)
    if found is None:
        if len(_PLAN_SCORES) >= SEQUENCES_KEPT:
            _PLAN_SCORES.clear()
        cards = _cards(me["class"])
        found = _PLAN_SCORES[key] = _plan_scores(cards, pairs, dist, hurt, defaults)
    return found


_PLAN_SCORES: dict[tuple[str, tuple[tuple[int, int], ...], int, Hurt, Defaults], list[Any]] = {}


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
    defaults = defaults_of(me)
    key = (me["class"], tuple(options), dist, hurt, defaults)
    found = _HALF_SCORES.get(key)
    if found is None:
        if len(_HALF_SCORES) >= SEQUENCES_KEPT:
            _HALF_SCORES.clear()
        cards = _cards(me["class"])
        found = _HALF_SCORES[key] = _half_scores(cards, options, dist, hurt, defaults)
    return found


_HALF_SCORES: dict[tuple[str, tuple[int, ...], int, Hurt, Defaults], list[tuple[int, float]]] = {}


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


def _lose_least(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    return least_worth(me["class"], options)


def least_worth(class_name: str, options: Sequence[int]) -> int:
    """The card in hand least worth keeping (:func:`card_worth`) among ``options``."""
    cards = _cards(class_name)

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


def _keep_recovery(view: Mapping[str, Any], me: Mapping[str, Any], options: list[int]) -> int:
    """A Short Rest's random loss (GH-SREST-02, the view's ``rest_loss``): with
    :data:`KEEP_RECOVERY_CARD`, 1 damage keeps a card that takes the Lost pile back
    (the Spellweaver's Reviving Ether: 31 of the base's 160 Spellweaver games lost it
    so, 29 of them lost games) when the damage leaves 2 HP or more; any other card
    stays lost (a reroll for any card worth more than the others lost games, session
    33)."""
    loss = view.get("rest_loss")
    if not KEEP_RECOVERY_CARD or not loss or me["hp"] < 3 or enc.YES not in options:
        return _no(view, me, options)
    card = _cards(me["class"])[_index_by_name(me["class"])[loss["card"]]]
    return enc.YES if _recovers_lost(card) else _no(view, me, options)


def _recovers_lost(card: Any) -> bool:
    return any(takes_lost_back(a) for half in (card.top, card.bottom) for a in half.actions)


KEEP_RECOVERY_CARD = True
"""Suffer a Short Rest's 1 damage to keep a card that recovers the Lost pile (else:
every random loss stands). Session 44: 103 of the 320 weak-pair games won against 98
(salts 0 and 1), and 41 of 320 Spellweaver games against 34 (salts 2 and 3, the
Spellweaver's four pairs): 19 games won by it only, 7 by the base only."""


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
        wounded = 0
        if "heal" in (item.effect.get("perform") or {}):  # item 94: the party's wounds
            allies = [c for c in view["characters"] if not c["exhausted"]] + view["summons"]
            wounded = max(c["max_hp"] - c["hp"] for c in allies)
        if item_helps(item.effect, me["hp"], me["max_hp"], len(me["discard"]), wounded):
            return action
    return enc.STOP


def item_helps(
    effect: Mapping[str, Any], hp: int, max_hp: int, discards: int, wounded: int = 0
) -> bool:
    """Whether an item used outside an attack on its owner is worth it now (for
    :func:`_use_item` and :func:`quick_item`): a potion only heals what is missing (a
    heal of more than half the owner's maximum, Helix Ring's 25, waits until half is
    missing: no character has 25 to miss), a recovery needs discards to take back, a
    condition (Strengthen) waits until the owner is at half its HP, and damage paid for
    a bonus (Bloody Axe, Sacrificial Robes) must leave it 2 HP or more. A Heal it
    performs on anyone in range (Scroll of Healing) waits until a figure of the party
    misses as much (``wounded``: the most HP one misses; it was used at full HP)."""
    if "heal" in effect and max_hp - hp < min(int(effect["heal"]), max(1, max_hp // 2)):
        return False
    spec = effect.get("perform") or {}
    if HEAL_WAITS and "heal" in spec and max(wounded, max_hp - hp) < int(spec["heal"]):
        return False
    if "suffer" in effect and hp - int(effect["suffer"]) < 2:
        return False
    if "recover" in effect and discards < 2:
        return False
    return not ("condition" in effect and hp > max_hp // 2)


HEAL_WAITS = True
"""A Heal an Item performs on anyone (Scroll of Healing) waits for a wound that size
(else: used at the first chance)."""


def quick_item(s: GloomhavenState, options: Sequence[int]) -> int | None:
    """:func:`_use_item`'s answer read from the state, without a view (the planner's
    rollouts ask it at every item window of a turn, most often to keep a potion):
    the same answer where no attack on the owner is pending (the view's ``damage`` is
    then None); None at such an attack, left to :func:`_use_item`."""
    st = s.waiting
    if st is None or st[0] != "item-window" or st[2] in ("attacked", "damaged-by-attack"):
        return None
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    catalog = _catalog()
    discards = len(hero.discard)
    for action in options:
        if action == enc.STOP:
            continue
        item = catalog[hero.items[action - enc.ITEM]]
        wounded = 0
        if "heal" in (item.effect.get("perform") or {}):  # item 94, as _use_item
            party = [f for f in s.figures if f.alive and f.kind in (CHARACTER, SUMMON)]
            wounded = max(f.max_hp - f.hp for f in party)
        if item_helps(item.effect, fig.hp, fig.max_hp, discards, wounded):
            return action
    return enc.STOP


def quick_suffer(s: GloomhavenState, options: Sequence[int]) -> int | None:
    """:func:`_suffer`'s answer read from the state, without a view: take damage that
    does not exhaust (the view's ``damage["exhausts"]`` is HP less the damage at 0 or
    below, GH-CDMG-05); None where it would, left to :func:`_suffer`."""
    st = s.waiting
    if st is None or st[0] != "suffer":
        return None
    if len(options) == 1 or s.figures[st[1]].hp - int(st[2]) > 0:
        return enc.TAKE_DAMAGE
    return None


def quick_lose(s: GloomhavenState, options: Sequence[int]) -> int | None:
    """:func:`_lose_least`'s answer (a Long Rest's lost card) read from the state: it
    reads only the class and the options."""
    st = s.waiting
    if st is None or st[0] != "long-rest":
        return None
    return least_worth(s.heroes[st[1]].cls.name, options)


QUICK_FROM_STATE: dict[str, Any] = {
    "use-item": quick_item,
    "suffer-damage": quick_suffer,
    "long-rest-lose": quick_lose,
}
"""Decision kind -> the heuristic's answer read from the state (None: build the view
and ask :func:`heuristic_policy`): the planner's rollouts ask these often, and a view
is most of the cost of an answer. Each agrees with its handler on the whole view
(tests/gloomhaven/test_gh_speed_caches.py)."""


def _catalog() -> dict[int, Any]:
    from rulebound.games.gloomhaven.items import load_items  # imports the step machine

    return load_items()


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
    if entry.get("turns"):  # item 131: the hit lands on a monster instead of on me
        return bool(entry["prevents"])
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


@cache
def _items_by_name() -> dict[str, Any]:
    from rulebound.games.gloomhaven.items import load_items  # imports the step machine

    return {item.name: item for item in load_items().values()}


HANDLERS = {
    "start-hex": _start_hex,
    "push": _push,
    "pull": _push,
    "plan": _plan,
    "plan-second": _plan_second,
    "plan-lead": _plan_lead,
    "second-turn-lead": _second_turn_lead,  # item 70
    "second-turn-card": _second_turn_card,
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
    "betray-target": _betray_target,  # item 131
    "ally-target": _yes,  # an ally acts or takes cards back (cards 157, 172, 43)
    "loot-hex": _yes,  # card 84's capped Loot
    "anchor-hex": _anchor_hex,  # card 86
    "short-rest": _short_rest,
    "short-rest-reroll": _keep_recovery,  # else a card lost stays lost (session 40)
    "use-item": _use_item,
    "cure-condition": choose_cure,  # item 89
}
