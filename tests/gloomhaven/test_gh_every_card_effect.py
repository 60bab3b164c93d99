"""Every ability card of the Spellweaver, Scoundrel and Cragheart does something:
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
What a card does exactly is tested card by card in test_gh_cards_new_classes.py.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from gh_helpers import arena, card_index, monster, pick, place, plan, run

from rulebound.bots import ask, make_bot
from rulebound.games.gloomhaven.classes import Half, load_class
from rulebound.games.gloomhaven.elements import ELEMENTS, ElementBoard, Strength
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng

SEAT, PARTNER = 0, 1
NEW_CLASSES = ("spellweaver", "scoundrel", "cragheart")
PARTNER_CLASS = "brute"


BASES: dict[tuple[str, bool], GloomhavenState] = {}
"""The positions before the hands are dealt, made once per class and start (loading a
game is most of a case's time)."""


def position(
    tmp_path: Path, class_id: str, name: str, second: str, far: bool, alone: bool = False
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
    hero = s.heroes[SEAT]
    keep = {card_index(s, SEAT, name), card_index(s, SEAT, second)}
    # the level-1 and X cards in hand, and the two planned: the bot's next round plays
    # the same cards whichever higher card is tested
    everything = [i for i, c in enumerate(hero.cls.cards) if c.level in ("1", "X") or i in keep]
    hero.lost = [c for c in everything if c not in keep][:2]  # two lost, for a Recover
    hero.hand = [c for c in everything if c not in hero.lost]
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
    s = arena(tmp_path, party=f"{class_id},{PARTNER_CLASS}", width=9, height=6, contents=contents)
    place(s, SEAT, (0, 3) if far else (3, 2)).hp -= 2
    place(s, PARTNER, (4, 1)).hp -= 3  # next to the character and to the first guard
    monster(s, "bandit-guard", (4, 2))  # next to the character; none of its allies near
    monster(s, "bandit-guard", (6, 2), rank="elite")  # in range of ranged attacks
    monster(s, "bandit-archer", (3, 5))
    elements = ElementBoard()
    for element in ELEMENTS:
        elements = elements.with_level(element, Strength.STRONG)
    s.elements = elements
    return s


def emptied(s: GloomhavenState, card: int, half: str) -> None:
    """The character's class with the half's abilities replaced by nothing (its icons
    stay)."""
    hero = s.heroes[SEAT]
    cards = list(hero.cls.cards)
    spec = cards[card].half(half)
    cards[card] = replace(cards[card], **{half: replace(spec, actions=())})
    hero.cls = replace(hero.cls, cards=tuple(cards))


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
) -> tuple[object, ...]:
    """The character plans the card and ``second``, plays the half first; the greedy
    bot makes every other choice. What is seen at the end of the character's turn,
    and, if ``full``, at the end of round ``last`` (for lasting bonuses)."""
    bot, rng, taken = make_bot("greedy", s.game, seed=1), Rng(3), 0
    planned = played = False
    me = s.character(SEAT).id
    while not s.is_terminal() and s.round <= last:
        if played and s.acting != me and not full:
            return observe(s)
        assert taken < 1500, "the game does not move on"
        d = s.decision()
        if d.seat == SEAT and d.kind == "plan" and not planned:
            plan(s, SEAT, *((second, name) if lead_second else (name, second)))
            planned = True
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
) -> bool:
    """The game with the half and with the half emptied differ: at the end of the
    character's turn, else at the end of round ``last``."""
    for full in (False, True):
        blank = base.clone()
        emptied(blank, card, half)
        real = play(base.clone(), name, half, second, full=full, last=last, lead_second=lead_second)
        if play(blank, name, half, second, full=full, last=last, lead_second=lead_second) != real:
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
    far = moves_first(cls.cards[card].half(half))
    # after a Move, a melee attack (the bot then closes in); after a bonus to ranged
    # attacks, a ranged attack; else any other card
    others = [c for c in cls.cards if c.name != name]
    first = [c for c in others if c.top.actions[0].kind == "attack"]
    melee = [c for c in first if not c.top.actions[0].get("range")]
    ranged = [c for c in first if c.top.actions[0].get("range")]
    wanted = melee if far else ranged if for_ranged(cls.cards[card].half(half)) else []
    second = (wanted or others)[0].name
    alone = cls.cards[card].half(half).use_on == "melee-attack-on-you"
    base = position(tmp_path, class_id, name, second, far, alone)
    # a bonus against melee attacks on the character waits for one: up to round 4
    last = 4 if alone else 2
    if differs(base, card, name, half, second, last):
        return
    # a bonus for this round, on a card of late Initiative: the character leads with its
    # earliest card instead, so that the monsters act after the bonus
    assert cls.cards[card].half(half).active == "round", f"{name} {half} changed nothing"
    early = min(others, key=lambda c: c.initiative).name
    base = position(tmp_path, class_id, name, early, far, alone)
    assert differs(base, card, name, half, early, last, lead_second=True), (
        f"{name} {half} changed nothing"
    )
