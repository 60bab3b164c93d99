"""A character above level 1 in a one-off scenario: its level-ups chosen at set-up.

A campaign's character brings its Ability Cards and Perks from its sheet. A one-off
scenario played at ``character_level`` N has no sheet, so each player makes the choices
a new character of level N makes (GH-NEWCHAR-10): for each level from 2 to N, one
Ability Card of that level or lower added to the Active Card Pool (GH-LEVEL-03), then
one Perk per level above 1 (GH-LEVEL-04). The hand is then built from that pool
(GH-SETUP-27). The cards chosen stay private, as a hand is; the Perks are told, as a
Character Sheet shows them.
"""

from __future__ import annotations

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.campaign import CharacterSheet
from rulebound.games.gloomhaven.classes import CharacterClass
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.events import OWN_CHOICE
from rulebound.kernel.steps import Step


def level_up_steps(seat: int, level: int) -> list[Step]:
    """The set-up choices of a sheetless character of ``level`` above 1: a card per
    level from 2 up, then the Perks."""
    cards: list[Step] = [("level-card", seat, lv) for lv in range(2, level + 1)]
    return [*cards, ("level-perk", seat, level - 1, ())]


def card_choices(cls: CharacterClass, level: int, pool: list[int]) -> list[int]:
    """GH-LEVEL-03: the class's cards of level 2 to ``level`` not yet in the pool."""
    return [
        i
        for i, c in enumerate(cls.cards)
        if c.level not in ("1", "X") and int(c.level) <= level and i not in pool
    ]


@step("level-card")
def run_level_card(s: GloomhavenState, st: Step) -> Decision | None:
    """("level-card", seat, level): add one card of that level or lower to the pool
    (the pool is the hand until the hand is built)."""
    hero = s.heroes[st[1]]
    options = card_choices(hero.cls, st[2], hero.hand)
    if not options:
        return None
    return Decision(
        hero.seat,
        "level-card",
        f"{hero.cls.name}, level {st[2]}: add an ability card of level {st[2]} or lower "
        "to your pool",
        tuple(enc.CARD + i for i in options),
    )


@answer("level-card")
def answer_level_card(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    card = hero.cls.cards[action - enc.CARD]
    hero.hand.append(action - enc.CARD)
    s.say(f"{hero.cls.name} adds a level {st[2]} card to the pool.", kind="setup")
    s.say(f"You add {card.name} (level {card.level}).", hero.seat, kind=OWN_CHOICE)


def perk_choices(cls: CharacterClass, taken: tuple[int, ...]) -> list[int]:
    """The Perks with a box left: each may be taken as many times as it has boxes."""
    return [i for i, p in enumerate(cls.perks) if taken.count(i) < p.times]


@step("level-perk")
def run_level_perk(s: GloomhavenState, st: Step) -> Decision | None:
    """("level-perk", seat, left, taken): choose a Perk, ``left`` more to go; after the
    last, the modifier deck is made again with them (GH-LEVEL-04, GH-SETUP-26)."""
    hero = s.heroes[st[1]]
    options = perk_choices(hero.cls, st[3])
    if st[2] <= 0 or not options:
        _rebuild_deck(s, st[1], st[3])
        return None
    return Decision(
        hero.seat,
        "level-perk",
        f"{hero.cls.name}: choose a Perk ({st[2]} to choose)",
        tuple(enc.CHOICE + i for i in options),
    )


@answer("level-perk")
def answer_level_perk(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    index = action - enc.CHOICE
    s.say(f"{hero.cls.name} takes the Perk: {hero.cls.perks[index].text}.", kind="setup")
    s.push(("level-perk", st[1], st[2] - 1, (*st[3], index)))


def perk_label(s: GloomhavenState, seat: int, index: int) -> str:
    return s.heroes[seat].cls.perks[index].text


def _rebuild_deck(s: GloomhavenState, seat: int, perks: tuple[int, ...]) -> None:
    from rulebound.games.gloomhaven.rounds import modifier_deck_for

    if not perks:
        return
    hero = s.heroes[seat]
    hero.deck = modifier_deck_for(s, seat, hero.cls, CharacterSheet(hero.cls.id, perks=perks))
    s.say(f"{hero.cls.name}'s modifier deck is shuffled with the Perks.", kind="shuffle")
