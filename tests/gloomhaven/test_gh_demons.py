"""The demons and their element augments (GH-MCONSUME): the Earth Demon's stat card and
deck, spot-checked, and each new kind of ability on its cards.

The expected values were looked up by hand in Gloomhaven Secretariat
`monster/earth-demon.json` and `monster/deck/earth-demon.json`, not read from the file
under test."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, has, kind, monster, monster_turn, pick, place

from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.monsters import load_monsters, parse_bestiary
from rulebound.games.gloomhaven.position import draw_ability_card, set_elements, set_hp
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
BRUTE, MINDTHIEF = 0, 1
EARTH, AIR, FIRE = Element.EARTH, Element.AIR, Element.FIRE
HEAL_AND_HOLD = 636  # Heal 3 self; Earth: Immobilize every enemy within Range 3
RANGED = 639  # Attack +0, Range 4; Earth: Target 2
ALL_ADJACENT = 641  # Move -1; Attack -1 on every adjacent enemy; Earth: Push 1
WEAKENED_BY_AIR = 642  # Move +1; Attack +0; Air: Attack -2
TRIANGLE = 643  # Move +0; Attack -1 in a 3-hex area; any element: infuse Earth


def strong(s: GloomhavenState, *elements: Element) -> None:
    """These elements Strong, the others Inert."""
    set_elements(s, **{e.value: "strong" for e in elements})


def demon_between(tmp_path: Path, at: tuple[int, int] = (3, 2)) -> GloomhavenState:
    s = arena(tmp_path)
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    return s


def test_the_earth_demon_stat_card_and_deck() -> None:
    bestiary = load_monsters()
    demon = bestiary.monsters["earth-demon"]
    assert (demon.deck, demon.standees) == ("earth-demon", 6)
    assert demon.stats(1, "normal") == {"health": 9, "move": 1, "attack": 3}
    assert demon.stats(3, "elite")["attack_conditions"] == ["immobilize"]
    assert "attack_conditions" not in demon.stats(4, "normal")
    assert demon.stats(7, "elite") == {
        "health": 32,
        "move": 3,
        "attack": 6,
        "attack_conditions": ["immobilize"],
    }
    cards = bestiary.decks["earth-demon"]
    assert [c.id for c in cards] == list(range(636, 644))
    assert [c.initiative for c in cards] == [40, 42, 62, 71, 83, 93, 79, 87]
    assert [c.id for c in cards if c.shuffle] == [636, 637]


@rules("GH-MCONSUME-01", "GH-MCONSUME-04", "GH-FOCUS-01")
def test_earth_gives_the_ranged_attack_a_second_target(tmp_path: Path) -> None:
    s = demon_between(tmp_path)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (5, 2))
    demon = monster(s, "earth-demon", (3, 2))
    strong(s, EARTH)
    monster_turn(s, demon, RANGED)
    assert s.elements.level(EARTH) == Strength.INERT  # it always consumes when it can
    assert s.character(BRUTE).hp < s.character(BRUTE).max_hp
    assert s.character(MINDTHIEF).hp < s.character(MINDTHIEF).max_hp


@rules("GH-MCONSUME-01")
def test_without_earth_the_ranged_attack_has_one_target(tmp_path: Path) -> None:
    s = demon_between(tmp_path)
    place(s, BRUTE, (1, 2))
    place(s, MINDTHIEF, (5, 2))
    demon = monster(s, "earth-demon", (3, 2))
    monster_turn(s, demon, RANGED)
    hurt = [s.character(i).hp < s.character(i).max_hp for i in (BRUTE, MINDTHIEF)]
    assert hurt.count(True) <= 1 and s.consumed == {}


@rules("GH-MCONSUME-01", "GH-MHEAL-01")
def test_earth_immobilizes_every_enemy_within_range_3(tmp_path: Path) -> None:
    s = demon_between(tmp_path)
    place(s, BRUTE, (1, 2))  # 2 hexes away
    place(s, MINDTHIEF, (6, 4))  # beyond Range 3
    demon = monster(s, "earth-demon", (3, 2))
    set_hp(s, demon, demon.hp - 4)
    strong(s, EARTH)
    monster_turn(s, demon, HEAL_AND_HOLD)
    assert demon.hp == demon.max_hp - 1
    assert has(s.character(BRUTE), "immobilize")
    assert not has(s.character(MINDTHIEF), "immobilize")


def test_without_earth_nobody_is_immobilized(tmp_path: Path) -> None:
    s = demon_between(tmp_path)
    place(s, BRUTE, (2, 2))
    demon = monster(s, "earth-demon", (3, 2))
    monster_turn(s, demon, HEAL_AND_HOLD)
    assert not has(s.character(BRUTE), "immobilize")


@rules("GH-MCONSUME-01", "GH-MCONSUME-04")
def test_a_harmful_augment_is_consumed_too(tmp_path: Path) -> None:
    """Card 642: consuming Air makes the attack 2 weaker, and a monster consumes
    whenever it can: its planned attack value drops from 3 to 1 at level 1."""
    from rulebound.games.gloomhaven.monster_turn import ability_of

    s = demon_between(tmp_path)
    place(s, BRUTE, (2, 2))
    demon = monster(s, "earth-demon", (3, 2))
    draw_ability_card(s, "earth-demon", WEAKENED_BY_AIR)
    assert ability_of(s, demon)[1] == 3
    strong(s, AIR)
    assert ability_of(s, demon)[1] == 1
    monster_turn(s, demon, WEAKENED_BY_AIR)
    assert s.elements.level(AIR) == Strength.INERT and s.consumed == {"earth-demon": "air"}


@rules("GH-MCONSUME-01", "GH-MCONSUME-04", "GH-PUSH-01")
def test_earth_pushes_every_adjacent_enemy_it_attacks(tmp_path: Path) -> None:
    s = demon_between(tmp_path)
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (4, 2))
    for seat in (BRUTE, MINDTHIEF):
        set_hp(s, s.character(seat), 30, most=30)
    demon = monster(s, "earth-demon", (3, 2))
    strong(s, EARTH)
    monster_turn(s, demon, ALL_ADJACENT)
    while kind(s) in ("push", "suffer-damage"):  # the players choose the push hexes
        if kind(s) == "push":
            s.apply_action(s.decision().options[0])
        else:
            pick(s, "take the damage")
    for seat in (BRUTE, MINDTHIEF):
        assert s.hexmap.range_between(demon.hex, s.character(seat).hex) == 2


@rules("GH-MCONSUME-03", "GH-MINFUSE-02")
def test_any_element_the_players_choose_which(tmp_path: Path) -> None:
    s = demon_between(tmp_path)
    place(s, BRUTE, (6, 0))
    demon = monster(s, "earth-demon", (3, 2))
    strong(s, FIRE, AIR)
    monster_turn(s, demon, TRIANGLE)
    assert kind(s) == "monster-consume-element"
    pick(s, "fire")
    assert s.elements.level(FIRE) == Strength.INERT and s.elements.level(AIR) == Strength.STRONG
    assert s.elements.level(EARTH) == Strength.STRONG  # infused as its turn ended


@pytest.mark.parametrize("where", ["action", "consume"])
def test_an_unknown_infused_element_is_one_clear_line(where: str) -> None:
    """GH-MINFUSE-03's ``any`` is the one name besides the six elements."""
    import copy

    from rulebound.games.gloomhaven.monsters import _monster_data

    data = copy.deepcopy(_monster_data())
    actions = data["decks"]["earth-demon"][3]["actions"]
    if where == "action":
        actions.append({"infuse": "mud"})
    else:
        actions.append({"consume": {"element": "earth", "effect": {"infuse": "mud"}}})
    with pytest.raises(DataError, match=r"infuse must be one of .*got 'mud'") as err:
        parse_bestiary(data, "monsters.yaml")
    assert "card 639" in str(err.value)


@pytest.mark.parametrize(
    ("consume", "says"),
    [
        ({"element": "mud", "effect": {"push": 1}}, "consume element must be one of"),
        ({"element": "any", "effect": {"push": 1}}, "consume element must be one of"),
        ({"element": "earth", "effect": {"jump": True}}, "consume effect cannot say jump"),
    ],
)
def test_a_bad_augment_is_one_clear_line(consume: dict[str, object], says: str) -> None:
    import copy

    from rulebound.games.gloomhaven.monsters import _monster_data

    data = copy.deepcopy(_monster_data())
    data["decks"]["earth-demon"][3]["actions"][0]["consume"] = consume
    with pytest.raises(DataError, match=says) as err:
        parse_bestiary(data, "monsters.yaml")
    assert "card 639" in str(err.value)
