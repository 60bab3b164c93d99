"""How a character sheet of the campaign shapes the character at a scenario's start.

A campaign record's sheet may carry the character's level, the ability cards it chose
at its level-ups, its Perks and what a Road Event left it with; its class's cards may
carry enhancements. Without a record (or with a hand-written sheet that leaves these
out) a character is the game's ``character_level`` with its level 1 and X cards.

    >>> from rulebound.games.gloomhaven.classes import load_class
    >>> brute = load_class("brute")
    >>> sheet = CharacterSheet("brute", perks=(0,))   # "Remove two -1 cards"
    >>> add, remove = perk_changes(brute, sheet)
    >>> add, [str(c) for c in remove]
    ([], ['-1', '-1'])
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from rulebound.games.gloomhaven.campaign import CharacterSheet, Enhancement
from rulebound.games.gloomhaven.classes import Action, CharacterClass
from rulebound.games.gloomhaven.modifiers import BASE_DECK, ModifierCard, adjusted

# The numbers an enhancement's "+1" may raise, in the order they are looked for.
PLUS_ONE = (
    "move",
    "attack",
    "heal",
    "shield",
    "retaliate",
    "push",
    "pull",
    "pierce",
    "range",
    "target",
)
ENHANCE_CONDITIONS = ("poison", "wound", "muddle", "immobilize", "disarm", "curse")
ENHANCE_ELEMENTS = ("fire", "ice", "air", "earth", "light", "dark")
ENHANCE_ALLY = ("bless", "strengthen")  # on a Heal: for the healed figure (GH-ENH-05)


def level_of(sheet: CharacterSheet | None, default: int) -> int:
    return sheet.level if sheet is not None and sheet.level else default


def pool_indices(cls: CharacterClass, sheet: CharacterSheet | None) -> list[int]:
    """The Active Card Pool as indices into ``cls.cards``: the level 1 and X cards
    (GH-NEWCHAR-09) and the cards chosen at each level-up (GH-LEVEL-03)."""
    chosen = set(sheet.cards) if sheet is not None else set()
    return [i for i, c in enumerate(cls.cards) if c.level in ("1", "X") or c.id in chosen]


def perk_changes(
    cls: CharacterClass, sheet: CharacterSheet | None
) -> tuple[list[ModifierCard], list[ModifierCard]]:
    """The cards the Perks add to and remove from the base deck (GH-LEVEL-04), each
    Perk applied in the order it was taken."""
    if sheet is None or not sheet.perks:  # every game starts with this: skip the counting
        return [], []
    pile = tuple(BASE_DECK)
    for index in sheet.perks:
        perk = cls.perks[index]
        pile = adjusted(pile, perk.add, perk.remove)
    base, now = Counter(BASE_DECK), Counter(pile)
    return list((now - base).elements()), list((base - now).elements())


def enhanced(cls: CharacterClass, stickers: tuple[Enhancement, ...]) -> CharacterClass:
    """The class with its enhancement stickers on its cards (GH-ENH-02, -03)."""
    mine = [e for e in stickers if e.cls == cls.id]
    if not mine:
        return cls
    cards = list(cls.cards)
    for sticker in mine:
        index = next(i for i, c in enumerate(cards) if c.id == sticker.card)
        card = cards[index]
        half = card.half(sticker.half)
        actions = list(half.actions)
        actions[sticker.action] = apply_sticker(actions[sticker.action], sticker.what)
        new_half = replace(half, actions=tuple(actions))
        if sticker.half == "top":
            cards[index] = replace(card, top=new_half)
        else:
            cards[index] = replace(card, bottom=new_half)
    return replace(cls, cards=tuple(cards))


def apply_sticker(action: Action, what: str) -> Action:
    """One enhancement on one ability: ``+1`` raises its main number (or the first
    number of :data:`PLUS_ONE` it has), a condition joins an attack's conditions, an
    element is infused by it."""
    options = dict(action.options)
    if what == "+1":
        if isinstance(action.value, int) and not isinstance(action.value, bool):
            return Action(action.kind, action.value + 1, options)
        for key in PLUS_ONE:
            if isinstance(options.get(key), int):
                options[key] += 1
                return Action(action.kind, action.value, options)
        raise ValueError(f"{action.kind} has no number to raise")
    if what in ENHANCE_CONDITIONS or what in ENHANCE_ALLY:
        options["conditions"] = [*options.get("conditions", []), what]
    elif what in ENHANCE_ELEMENTS:
        options["infuse"] = what
    elif what == "jump":
        options["jump"] = True
    else:
        raise ValueError(f"unknown enhancement {what!r}")
    return Action(action.kind, action.value, options)
