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


def test_special_targets_traps_and_turn_end_abilities_read_in_words() -> None:
    """Found by the session 34 sweep of every card: "special target all within-2",
    "Create a trap damage 2, conditions stun, hex adjacent empty", "Turn end recover 1,
    from discard", "x max hp", "Augment limit 2" and a per-ally bonus not shown."""
    top, _ = halves("cragheart", "Unstable Upheaval")
    assert "consume earth for target all within 2 hexes, 1 XP" in top
    top, _ = halves("cragheart", "Dig Pit")
    assert top.startswith("Create a trap in an adjacent empty hex: 2 damage and Stun;")
    top, _ = halves("cragheart", "Rocky End")
    assert top.startswith("Destroy every obstacle within 2 hexes, consume earth for 1 hex farther")
    _, bottom = halves("mindthief", "Mass Hysteria")
    assert bottom.startswith("You may keep 2 Augments at once.")
    top, _ = halves("scoundrel", "Sinister Opportunity")
    assert top.startswith("Attack 3, +1 Attack for each of your allies next to the target, ")
    top, _ = halves("scoundrel", "Stick to the Shadows")
    assert "+4 Attack, 2 XP if the target is next to one of your allies" in top
    _, bottom = halves("spellweaver", "Spirit of Doom")
    assert "X = half the target's maximum HP, consume light for X = the target's maximum" in bottom
    _, bottom = halves("tinkerer", "Gas Canister")
    assert bottom.startswith(
        "At the end of each of your turns: Recover 1 card from the discard pile, Range 3,"
    )


def test_no_card_of_the_six_classes_reads_as_raw_data() -> None:
    """Every half of every card: no data key (``a_b``), ``special``, ``within-N`` or
    ``x max``."""
    import re

    raw = re.compile(r"[a-z]+_[a-z]+|\bspecial\b|within-\d|\bx max\b|\bhex adjacent\b")
    for cls in ("brute", "cragheart", "mindthief", "scoundrel", "spellweaver", "tinkerer"):
        for card in load_class(cls).cards:
            for _, text in card_sections(card):
                assert not raw.search(text), (cls, card.name, text)
