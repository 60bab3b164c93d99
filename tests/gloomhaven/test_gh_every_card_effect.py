"""Every ability card of the six starting classes does something:
each half is played in a rich position, the game goes on to the end of the next
round, and what the players can see of the game must end up different when the
half's abilities are replaced by nothing (checked mechanically for every card in the
data, as test_swd_every_card does for Destiny).

The position has something for every kind of ability: enemies next to the
character, one next to an ally and one with no ally near it, a ranged target, a
wounded ally, a trap, an obstacle and a Money Token next to the character, an empty
hex for a summon or an obstacle, cards in the Lost pile and every element Strong.
Every decision is the greedy bot's, so both games differ only by the card. The games
are compared at the end of the character's turn, and only if they are the same there
(a lasting bonus), again at the end of the next round.
A few halves need one more thing in the position to do anything (a Stunned enemy for a
kill, a summon to steer, an ally's consumed item): :data:`SPECIAL` adds it.
What a card does exactly is tested card by card in the test_gh_cards_*.py files.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from gh_helpers import arena, card_index, monster, pick, place, plan, run

from rulebound.bots import ask, make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.classes import Half, load_class
from rulebound.games.gloomhaven.elements import ELEMENTS
from rulebound.games.gloomhaven.position import (
    Summon,
    add_summon,
    blank_card_half,
    draw_ability_card,
    give_conditions,
    move_cards,
    set_elements,
    set_hp,
    set_items,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng

SEAT, PARTNER = 0, 1
NEW_CLASSES = ("spellweaver", "scoundrel", "cragheart", "brute", "mindthief", "tinkerer")
PARTNER_CLASS = "brute"
OTHER_PARTNER = "cragheart"  # the Brute's own partner


BASES: dict[tuple[str, bool], GloomhavenState] = {}
"""The positions before the hands are dealt, made once per class and start (loading a
game is most of a case's time)."""


def position(
    tmp_path: Path,
    class_id: str,
    name: str,
    second: str,
    far: bool,
    alone: bool = False,
    special: Callable[[GloomhavenState], object] | None = None,
) -> GloomhavenState:
    """At the first round's plans. ``far``: the character starts 4 hexes from the
    nearest enemy, with Money Tokens on the way, so that a Move matters. ``alone``:
    the partner stands far off and a second guard comes next to the character, so that
    a melee attack on it is all but sure."""
    if (class_id, far) not in BASES:
        BASES[class_id, far] = board(tmp_path, class_id, far)
    s = BASES[class_id, far].clone()
    if alone:
        place(s, PARTNER, (0, 0))
        monster(s, "bandit-guard", (3, 3))
    if special is not None:
        special(s)
    hero = s.heroes[SEAT]
    keep = {card_index(s, SEAT, name), card_index(s, SEAT, second)}
    # the level-1 and X cards in hand, and the two planned: the bot's next round plays
    # the same cards whichever higher card is tested
    everything = [i for i, c in enumerate(hero.cls.cards) if c.level in ("1", "X") or i in keep]
    lost = [c for c in everything if c not in keep][:2]  # two lost, for a Recover
    move_cards(s, SEAT, "lost", *[c for c in hero.hand if c not in everything], *lost)
    move_cards(s, SEAT, "hand", *[c for c in everything if c not in lost])  # in this order
    run(s, *[("plan", h.seat) for h in s.heroes], ("reveal",))  # the plans, asked again
    return s


def board(tmp_path: Path, class_id: str, far: bool) -> GloomhavenState:
    contents = [
        {"hex": [2, 2], "type": "obstacle"},
        {"hex": [3, 1], "type": "trap", "damage": True},
        {"hex": [2, 3], "type": "coin"},
        {"hex": [1, 3], "type": "coin"},
        {"hex": [1, 2], "type": "coin"},
    ]
    partner = PARTNER_CLASS if class_id != PARTNER_CLASS else OTHER_PARTNER
    s = arena(tmp_path, party=f"{class_id},{partner}", width=9, height=6, contents=contents)
    place(s, SEAT, (0, 3) if far else (3, 2)).hp -= 2
    hurt = place(s, PARTNER, (4, 1))
    set_hp(s, hurt, hurt.hp - 3)  # next to the character and to the first guard
    monster(s, "bandit-guard", (4, 2))  # next to the character; none of its allies near
    monster(s, "bandit-guard", (6, 2), rank="elite")  # in range of ranged attacks
    monster(s, "bandit-archer", (3, 5))
    set_elements(s, **{element.value: "strong" for element in ELEMENTS})
    return s


HEALING_POTION = 12  # a small item


LATE_ATTACK = 529  # the guards' Move -1, Attack +1 card, initiative 70


def stunned_guard(s: GloomhavenState) -> None:
    """The guard next to the character is Stunned, and its turn (which ends the Stun)
    comes after the character's."""
    fig = s.figure_at((4, 2))
    assert fig is not None
    give_conditions(s, fig, "stun")
    draw_ability_card(s, "bandit-guard", LATE_ATTACK)


SPECIAL = {
    # a kill of a Stunned enemy (Quietus)
    ("brute", "Quietus", "top"): stunned_guard,
    # a Retaliate for the round: the guards next to the character attack after its turn
    ("brute", "Eye for an Eye", "top"): lambda s: draw_ability_card(s, "bandit-guard", LATE_ATTACK),
    # the same for a Retaliate against melee attacks: the Spellweaver, done with its
    # attack, walks away from the guards (heuristic), so they must strike in round 1
    ("spellweaver", "Engulfed in Flames", "bottom"): lambda s: draw_ability_card(
        s, "bandit-guard", LATE_ATTACK
    ),
    # an enemy made to attack one of its allies: a second guard next to the first
    ("mindthief", "Submissive Affliction", "bottom"): lambda s: monster(s, "bandit-guard", (5, 2)),
    # an ally next to the character refreshes a consumed small item
    ("tinkerer", "Noxious Vials", "top"): lambda s: set_items(
        s, PARTNER, (HEALING_POTION, "consumed")
    ),
    # the summons in range move, steered by the character
    ("tinkerer", "Jet Propulsion", "top"): lambda s: add_summon(
        s, SEAT, Summon("battle-bot", (3, 3), "Dangerous Contraption")
    ),
}
"""Per half: what the position needs more for the half to do anything (set before the
round's plans)."""

ALONE = {
    ("brute", "Eye for an Eye", "top"),  # a Retaliate needs a melee attack on the character
    ("brute", "Warding Strength", "bottom"),
    ("mindthief", "Possession", "bottom"),  # the ally moves only if it is not in melee
}
"""Halves tested with the partner far off and a second guard next to the character."""

AFTER_AN_ATTACK = {("brute", "Balanced Measure", "bottom")}  # Move X, X = damage dealt
"""Halves played after the top of a melee attack card, in the same turn; the character
then takes the first hex its Move offers (the greedy bot stays next to the enemy)."""


def emptied(s: GloomhavenState, card: int, half: str) -> None:
    """The character's class with the half's abilities replaced by nothing (its icons
    stay)."""
    blank_card_half(s, SEAT, card, half)


def observe(s: GloomhavenState) -> tuple[object, ...]:
    figures = tuple(
        (f.alive, f.hp, f.hex, tuple(sorted(map(str, f.conditions.tokens))), f.shield)
        for f in s.figures
    )
    heroes = tuple(
        (
            tuple(sorted(h.hand)),
            tuple(sorted(h.discard)),
            tuple(sorted(h.lost)),
            tuple((a.card, a.uses_left, a.targets, a.boost) for a in h.active),
            h.xp,
            h.coins,
            tuple(h.item_state),
        )
        for h in s.heroes
    )
    board = (sorted(s.traps), sorted(s.coins.items()), sorted(s.hexmap.obstacles))
    return figures, heroes, board, s.elements, s.round


def play(
    s: GloomhavenState,
    name: str,
    half: str,
    second: str,
    *,
    full: bool,
    last: int = 2,
    lead_second: bool = False,
    after: str = "",
) -> tuple[object, ...]:
    """The character plans the card and ``second``, plays the half first; the greedy
    bot makes every other choice. What is seen at the end of the character's turn,
    and, if ``full``, at the end of round ``last`` (for lasting bonuses)."""
    bot, rng, taken = make_bot("greedy", s.game, seed=1), Rng(3), 0
    planned = played = steer = False
    me = s.character(SEAT).id
    while not s.is_terminal() and s.round <= last:
        if played and s.acting != me and not full:
            return observe(s)
        assert taken < 1500, "the game does not move on"
        d = s.decision()
        if d.seat == SEAT and d.kind == "plan" and not planned:
            plan(s, SEAT, *((second, name) if lead_second else (name, second)))
            planned = True
        elif d.seat == SEAT and d.kind == "play-half" and after:
            pick(s, after)  # the half played before the tested one
            after, steer = "", True
        elif steer and played and d.seat == SEAT and d.kind == "move":
            s.apply_action(min(o for o in d.options if o != enc.STOP))
            steer = False
        elif d.seat == SEAT and d.kind == "play-half" and not played:
            pick(s, f"{name}: {half}")
            played = True
        else:
            s.apply_action(ask(bot, s, d.seat, list(d.options), rng))
        taken += 1
    assert played
    return observe(s)


def differs(
    base: GloomhavenState,
    card: int,
    name: str,
    half: str,
    second: str,
    last: int = 2,
    lead_second: bool = False,
    after: str = "",
) -> bool:
    """The game with the half and with the half emptied differ: at the end of the
    character's turn, else at the end of round ``last``."""
    for full in (False, True):
        blank = base.clone()
        emptied(blank, card, half)
        how = {"full": full, "last": last, "lead_second": lead_second, "after": after}
        real = play(base.clone(), name, half, second, **how)  # type: ignore[arg-type]
        if play(blank, name, half, second, **how) != real:  # type: ignore[arg-type]
            return True
    return False


def for_ranged(half: Half) -> bool:
    """A bonus to the owner's ranged attacks (cards 121, 127, 129)."""
    return any(
        a.get("attacks") == "ranged" or a.kind in ("extra_target", "range_bonus")
        for a in half.actions
    )


def moves_first(half: Half) -> bool:
    return half.actions[0].kind == "move"


CASES = [
    (class_id, card.name, half)
    for class_id in NEW_CLASSES
    for card in load_class(class_id).cards
    for half in ("top", "bottom")
]


@pytest.mark.parametrize(("class_id", "name", "half"), CASES)
def test_the_half_changes_the_game(tmp_path: Path, class_id: str, name: str, half: str) -> None:
    cls = load_class(class_id)
    card = next(i for i, c in enumerate(cls.cards) if c.name == name)
    case = (class_id, name, half)
    after_attack = case in AFTER_AN_ATTACK
    far = moves_first(cls.cards[card].half(half)) and not after_attack
    # after a Move, a melee attack (the bot then closes in); after a bonus to ranged
    # attacks, a ranged attack; else any other card
    others = [c for c in cls.cards if c.name != name]
    first = [c for c in others if c.top.actions[0].kind == "attack"]
    melee = [c for c in first if not c.top.actions[0].get("range")]
    ranged = [c for c in first if c.top.actions[0].get("range")]
    ranged_bonus = for_ranged(cls.cards[card].half(half))
    wanted = melee if far or after_attack else ranged if ranged_bonus else []
    second = (wanted or others)[0].name
    alone = cls.cards[card].half(half).use_on == "melee-attack-on-you" or case in ALONE
    base = position(tmp_path, class_id, name, second, far, alone, SPECIAL.get(case))
    # a bonus against melee attacks on the character waits for one: up to round 4
    last = 4 if alone else 2
    after = f"{second}: top" if after_attack else ""
    if differs(base, card, name, half, second, last, after=after):
        return
    # a bonus for this round, on a card of late Initiative: the character leads with its
    # earliest card instead, so that the monsters act after the bonus
    assert cls.cards[card].half(half).active == "round", f"{name} {half} changed nothing"
    early = min(others, key=lambda c: c.initiative).name
    base = position(tmp_path, class_id, name, early, far, alone, SPECIAL.get(case))
    assert differs(base, card, name, half, early, last, lead_second=True), (
        f"{name} {half} changed nothing"
    )
