"""The Inox monsters (Guard, Archer, Shaman) and the Shaman's deck: facts spot-checked
against the stat cards as our reference data gives them, and the one new ability,
the Shaman's heal of every adjacent ally (card 594)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
import yaml
from gh_helpers import arena, monster, monster_turn, place

from rulebound.games.gloomhaven.monsters import load_monsters, parse_bestiary
from rulebound.games.gloomhaven.position import set_hp
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
MONSTERS = resources.files("rulebound.games.gloomhaven") / "data" / "monsters.yaml"
BRUTE, MINDTHIEF = 0, 1


def test_inox_stat_cards() -> None:
    b = load_monsters()
    guard, archer, shaman = (b.monsters[f"inox-{k}"] for k in ("guard", "archer", "shaman"))
    assert (guard.deck, archer.deck, shaman.deck) == ("guard", "archer", "shaman")
    assert (guard.standees, archer.standees, shaman.standees) == (6, 6, 4)
    assert guard.stats(1, "elite") == {"health": 10, "move": 2, "attack": 3, "retaliate": 2}
    assert guard.stats(4, "normal")["retaliate"] == 1
    assert archer.stats(1, "normal") == {"health": 6, "move": 2, "attack": 2, "range": 3}
    assert archer.stats(6, "normal")["attack_conditions"] == ["wound"]
    assert shaman.stats(7, "elite") == {"health": 27, "move": 4, "attack": 5, "range": 4}
    cards = b.decks["shaman"]
    assert [c.id for c in cards] == list(range(588, 596))
    assert [c.initiative for c in cards] == [8, 8, 23, 23, 62, 74, 89, 9]
    assert [c.id for c in cards if c.shuffle] == [590, 591]


@rules("GH-MHEAL-01", "GH-COND-17")
def test_card_594_heals_every_adjacent_ally_and_blesses_itself(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 0))
    place(s, MINDTHIEF, (6, 4))
    shaman = monster(s, "inox-shaman", (2, 2))
    near = monster(s, "inox-guard", (3, 2))  # adjacent
    also = monster(s, "inox-guard", (2, 3))  # adjacent
    far = monster(s, "inox-guard", (4, 2))  # two hexes away
    for fig in (shaman, near, also, far):
        set_hp(s, fig, fig.hp - 2)
    blesses = sum(c.special == "bless" for c in s.monster_deck.draw_pile)
    monster_turn(s, shaman, 594)
    assert (near.hp, also.hp) == (near.max_hp - 1, also.max_hp - 1)
    assert far.hp == far.max_hp - 2  # not adjacent
    assert shaman.hp == shaman.max_hp - 2  # "allies": not itself
    assert sum(c.special == "bless" for c in s.monster_deck.draw_pile) == blesses + 1


def test_a_heal_affect_must_be_known() -> None:
    data = yaml.safe_load(MONSTERS.read_text(encoding="utf-8"))
    data["decks"]["shaman"][6]["actions"][1] = {"heal": 1, "affect": "everyone"}
    with pytest.raises(DataError, match="deck shaman card 594: heal affect must be"):
        parse_bestiary(data, "monsters.yaml")
