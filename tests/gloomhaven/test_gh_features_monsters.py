"""Monster features beyond scenario 1, in the engine: grey-hex and adjacent-target
attacks (GH-MATK-04) and monster summons (GH-MSUMMON).

Synthetic monster types and decks are added to the game's bestiary with
``add_monster_type``; expected results come from the rules catalog."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import add_monster_type, arena, kind, labels, monster, monster_turn, pick, place

from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import suffer
from rulebound.games.gloomhaven.figures import MONSTER, Figure
from rulebound.games.gloomhaven.position import (
    draw_ability_card,
    stack_modifiers,
    start_monster_turn,
)
from rulebound.games.gloomhaven.rounds import monster_groups
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
RANGED = {"health": 6, "move": 2, "attack": 2, "range": 3}


def deck_of(s: GloomhavenState, type_id: str) -> list[int]:
    return [c.id for c in s.game.bestiary.decks[type_id]]


def zeros(s: GloomhavenState) -> None:
    stack_modifiers(s, None, *["+0"] * 10)


def drawn(s: GloomhavenState) -> int:
    return 10 - len(s.monster_deck.draw_pile)


# --- GH-MATK-04: grey hex and adjacent targets are not ranged -----------------------------


def archer_with(s: GloomhavenState, attack: dict[str, object]) -> Figure:
    add_monster_type(s, "grey", [(30, [{"move": "+0"}, {"attack": "+0", **attack}])], stats=RANGED)
    place(s, MINDTHIEF, (0, 4))
    place(s, BRUTE, (3, 2))
    zeros(s)
    return monster(s, "grey", (6, 2))


@rules("GH-MATK-04", "GH-AOE-02")
def test_a_grey_hex_area_on_a_ranged_monster_is_a_melee_attack(tmp_path: Path) -> None:
    """Range 3 on the stat card, but the card's area has the grey hex: the monster
    must come next to the Brute and attacks without Disadvantage."""
    s = arena(tmp_path)
    fig = archer_with(s, {"area": [[1, 0], [1, -1]], "area_melee": True})
    monster_turn(s, fig, deck_of(s, "grey")[0])
    assert s.hexmap.range_between(fig.hex, s.character(BRUTE).hex) == 1
    assert drawn(s) == 1  # no Disadvantage: one modifier card
    assert s.character(BRUTE).hp < s.character(BRUTE).max_hp


@rules("GH-AOE-05")
def test_the_same_area_without_the_grey_hex_is_ranged_from_where_it_stands(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    fig = archer_with(s, {"area": [[0, 0], [1, 0]], "area_melee": False})
    monster_turn(s, fig, deck_of(s, "grey")[0])
    assert fig.hex == (6, 2)  # in range already: it needs no move for its attack
    assert s.character(BRUTE).hp < s.character(BRUTE).max_hp


@rules("GH-MATK-04", "GH-RANGED-04")
def test_an_attack_on_adjacent_enemies_is_melee_on_a_ranged_monster(tmp_path: Path) -> None:
    s = arena(tmp_path)
    fig = archer_with(s, {"special_target": "all-adjacent"})
    monster_turn(s, fig, deck_of(s, "grey")[0])
    assert s.hexmap.range_between(fig.hex, s.character(BRUTE).hex) == 1
    assert drawn(s) == 1  # a ranged attack next to its target would draw two


# --- GH-MSUMMON: monster summons ----------------------------------------------------------


def summoner(s: GloomhavenState, standees: int = 4) -> Figure:
    add_monster_type(s, "imp", [(60, [{"move": "+0"}, {"attack": "+0"}])], standees=standees)
    add_monster_type(s, "caller", [(20, [{"summon": {"type": "imp", "rank": "normal"}}])])
    return monster(s, "caller", (3, 2))


def imps(s: GloomhavenState) -> list[Figure]:
    return [f for f in s.monsters() if f.type == "imp"]


@rules("GH-MSUMMON-01", "GH-MSUMMON-04")
def test_the_summon_goes_next_to_the_summoner_nearest_its_focus(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 2))  # 3 hexes away: the Focus
    place(s, MINDTHIEF, (0, 0))  # 5 hexes away
    fig = summoner(s)
    monster_turn(s, fig, deck_of(s, "caller")[0])
    (imp,) = imps(s)
    assert imp.hex == (4, 2)  # the one adjacent hex 2 from the Brute
    assert imp.kind == MONSTER and imp.summoned and imp.seat == -1


@rules("GH-MSUMMON-01")
def test_equally_near_hexes_are_the_players_choice(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 1))  # (4, 1) and (4, 2) are both 2 hexes from it
    place(s, MINDTHIEF, (0, 4))
    fig = summoner(s)
    draw_ability_card(s, "caller", deck_of(s, "caller")[0])
    start_monster_turn(s, fig)
    assert kind(s) == "monster-summon-hex"
    assert sorted(labels(s)) == ["hex 4,1", "hex 4,2"]
    pick(s, "hex 4,1")
    assert [f.hex for f in imps(s)] == [(4, 1)]


@rules("GH-MSUMMON-02")
def test_no_summon_without_a_free_standee(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 2))
    fig = summoner(s, standees=1)
    monster(s, "imp", (0, 4))  # the only imp standee is on the board
    monster_turn(s, fig, deck_of(s, "caller")[0])
    assert len(imps(s)) == 1


@rules("GH-MSUMMON-02")
def test_no_summon_without_an_empty_adjacent_hex(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 2))
    place(s, MINDTHIEF, (0, 4))
    fig = summoner(s)
    for h in s.hexmap.steps(fig.hex):
        position.put_money(s, h, 1)  # a Money Token: the hex is not empty (GH-GLOSS-37)
    monster_turn(s, fig, deck_of(s, "caller")[0])
    assert imps(s) == []


@rules("GH-MSUMMON-03")
def test_the_summon_stays_when_its_summoner_dies(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 2))
    fig = summoner(s)
    monster_turn(s, fig, deck_of(s, "caller")[0])
    suffer(s, fig, 99, cause=s.character(BRUTE).id)
    assert not fig.alive
    assert [f.alive for f in imps(s)] == [True]


@rules("GH-MSUMMON-06", "GH-MSUMMON-05")
def test_the_summon_first_acts_next_round_and_no_player_controls_it(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (6, 2))
    fig = summoner(s)
    monster_turn(s, fig, deck_of(s, "caller")[0])
    (imp,) = imps(s)
    draw_ability_card(s, "imp", deck_of(s, "imp")[0])  # even with a card for its type
    assert imp.fresh and monster_groups(s, ["imp"])[0].standees == ()
    assert s.enemies(imp, s.character(BRUTE)) and s.enemies(imp, s.character(MINDTHIEF))
    from gh_helpers import end_round

    end_round(s)
    assert not imp.fresh
    draw_ability_card(s, "imp", deck_of(s, "imp")[0])
    assert [b.number for b in monster_groups(s, ["imp"])[0].standees] == [imp.number]


@rules("GH-MSUMMON-05")
def test_a_summon_made_by_a_controlled_monster_is_not_the_players(tmp_path: Path) -> None:
    """A character forces a monster to perform a summon (force_enemy): the new imp
    is an ordinary monster, an enemy of that character too."""
    from gh_helpers import add_card, turn

    s = arena(tmp_path)
    add_card(
        s,
        MINDTHIEF,
        {
            "id": 994,
            "name": "Puppet Call",
            "level": "1",
            "initiative": 15,
            "top": {"actions": [{"force_enemy": 1, "range": 3, "perform": [{"summon": "imp"}]}]},
            "bottom": {"actions": [{"move": 2}]},
        },
    )
    fig = summoner(s)
    place(s, MINDTHIEF, (1, 2))
    place(s, BRUTE, (0, 4))
    turn(s, MINDTHIEF, "Puppet Call", "Scurry")
    while kind(s) == "use-item":
        pick(s, "no item")
    pick(s, "Puppet Call: top")
    pick(s, f"{fig.label} at")
    while kind(s) == "monster-summon-hex":
        s.apply_action(s.decision().options[0])
    (imp,) = imps(s)
    assert imp.seat == -1 and imp.kind == MONSTER
    assert s.enemies(imp, s.character(MINDTHIEF))
    assert s.hexmap.range_between(imp.hex, fig.hex) == 1
