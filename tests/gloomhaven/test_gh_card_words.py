"""A card's halves read as a player reads the card (describe.py), found by playing the
Mindthief at the terminal: "consume ice for conditions stun, xp 1", "An ally performs
1", "Force an enemy to act 1", and Augments shown without what they do."""

from __future__ import annotations

from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.describe import card_sections


def halves(cls: str, name: str) -> tuple[str, str]:
    card = next(c for c in load_class(cls).cards if c.name == name)
    (_, top), (_, bottom) = card_sections(card)
    return top, bottom


def test_a_consume_bonus_reads_in_words() -> None:
    top, _ = halves("mindthief", "Frigid Apparition")
    assert top == "Attack 3, consume ice for Stun, 1 XP."
    top, _ = halves("brute", "Skewer")
    assert "consume air for +1 Attack, Pierce 1" in top


def test_a_required_consume_is_the_condition_of_the_ability() -> None:
    _, bottom = halves("mindthief", "Wretched Creature")
    assert bottom.endswith("Curse, one adjacent, only by consuming dark.")


def test_what_a_controlled_figure_performs_is_said() -> None:
    top, bottom = halves("mindthief", "Possession")
    assert top.startswith("1 adjacent ally performs: Attack 6")
    assert bottom == "1 ally within Range 3 performs: Move 4."
    _, bottom = halves("mindthief", "Parasitic Influence")
    assert bottom == "Force 1 enemy within Range 4 to perform: Move 1."


def test_an_augment_says_what_it_adds_to_melee_attacks() -> None:
    top, _ = halves("mindthief", "Feedback Loop")
    assert (
        "Augment: each of your melee attacks gives you Shield 1 until the end of the round" in top
    )
    top, _ = halves("mindthief", "The Mind's Weakness")
    assert "Augment: each of your melee attacks gets +2 Attack" in top
    top, _ = halves("mindthief", "Phantasmal Killer")
    assert "consume dark for kill one normal target instead" in top
