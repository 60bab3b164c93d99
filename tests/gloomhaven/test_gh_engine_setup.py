"""Scenario set-up through the engine (catalog section 4): the level and the values it
sets, the first room's placement, the decks, the hands and the starting hexes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import arena, arena_file, kind, labels, pick

from rulebound import load_game
from rulebound.games.gloomhaven.elements import ELEMENTS, Strength
from rulebound.games.gloomhaven.modifiers import BASE_DECK
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import ParameterError

rules = pytest.mark.rules

ROOM_1 = [[q, r] for r in range(5) for q in range(4)]
ROOM_2 = [[q, r] for r in range(5) for q in range(5, 9)]
DOOR = [4, 2]


def two_rooms(
    tmp: Path,
    first: list[dict[str, Any]] | None = None,
    second: list[dict[str, Any]] | None = None,
    contents: list[dict[str, Any]] | None = None,
) -> Path:
    """Room 1 (q 0-3) with the start hexes, a door at (4, 2), room 2 (q 5-8)."""
    starts = [{"hex": [0, r], "type": "start"} for r in range(4)]
    data = {
        "scenario": 98,
        "name": "Two rooms",
        "goal": "Kill all enemies.",
        "monster_types": ["bandit-guard", "bandit-archer", "living-bones"],
        "rooms": [
            {
                "id": 1,
                "tile": "A",
                "initial": True,
                "hexes": ROOM_1,
                "contents": starts + list(contents or []),
                "monsters": list(first or []),
            },
            {"id": 2, "tile": "B", "hexes": ROOM_2, "monsters": list(second or [])},
        ],
        "doors": [{"hex": DOOR, "rooms": [1, 2], "state": "closed"}],
    }
    path = tmp / "two-rooms.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def started(path: Path, party: str = "brute,mindthief", seed: int = 0, **params: Any):
    game = load_game("gloomhaven", party=party, hands="first", scenario_file=str(path), **params)
    s = game.new_initial_state(seed)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def monsters(s: GloomhavenState) -> list[tuple[str, tuple[int, int], str]]:
    return sorted((f.type, f.hex, f.rank) for f in s.monsters())


# --- the scenario level -------------------------------------------------------------------


@rules("GH-SETUP-06", "GH-SETUP-16", "GH-GLOSS-30")
def test_the_chosen_level_sets_the_monster_stats(tmp_path: Path) -> None:
    guard = {"type": "bandit-guard", "hex": [3, 0], "players": {2: "normal"}}
    s = started(two_rooms(tmp_path, [guard]), level=3)
    assert s.values.level == 3 and s.values.monster_level == 3
    (fig,) = s.monsters()
    assert (fig.hp, fig.max_hp) == (9, 9)  # Bandit Guard, level 3, normal


@rules("GH-SETUP-07", "GH-SETUP-08")
def test_level_minus_one_is_the_recommended_level_with_the_difficulty(tmp_path: Path) -> None:
    path = str(arena_file(tmp_path))

    def level(**params: Any) -> int:
        return load_game("gloomhaven", scenario_file=path, hands="first", **params).values.level

    assert level(character_level=1) == 1  # ceil(1 / 2)
    assert level(character_level=3) == 2  # ceil(3 / 2)
    assert level(character_level=4) == 2
    assert level(character_level=4, difficulty="easy") == 1
    assert level(character_level=4, difficulty="hard") == 3
    assert level(character_level=4, difficulty="very-hard") == 4
    assert level(character_level=3, level=5) == 5  # the players may choose any level


@rules("GH-SETUP-09", "GH-MOVE-10", "GH-MOVE-12", "GH-DX-04")
def test_open_information_adds_one_to_monster_level_and_trap_damage_only(tmp_path: Path) -> None:
    guard = {"type": "bandit-guard", "hex": [3, 0], "players": {2: "normal"}}
    path = two_rooms(tmp_path, [guard])
    plain = started(path, level=2)
    solo = started(path, level=2, open_information=True)
    assert (plain.values.monster_level, plain.values.trap_damage) == (2, 4)
    assert (solo.values.monster_level, solo.values.trap_damage) == (3, 5)
    assert solo.values.hazardous_damage == plain.values.hazardous_damage == 2
    assert solo.values.bonus_xp == plain.values.bonus_xp == 8
    assert solo.monsters()[0].max_hp == 9  # the level-3 stat card


# --- the map and the first room --------------------------------------------------------------


@rules("GH-SETUP-10", "GH-SETUP-11", "GH-SETUP-12", "GH-GLOSS-116")
def test_only_the_first_rooms_monsters_and_tiles_are_placed(tmp_path: Path) -> None:
    first = [
        {"type": "bandit-guard", "hex": [3, 0], "players": {2: "normal", 3: "elite"}},
        {"type": "bandit-guard", "hex": [3, 1], "players": {3: "normal"}},
        {"type": "bandit-archer", "hex": [3, 3], "players": {2: "elite", 3: "elite"}},
    ]
    second = [{"type": "living-bones", "hex": [7, 2], "players": {2: "normal", 3: "normal"}}]
    trap = [{"hex": [2, 4], "type": "trap", "damage": True}]
    path = two_rooms(tmp_path, first, second, trap)
    two = started(path)
    assert monsters(two) == [
        ("bandit-archer", (3, 3), "elite"),
        ("bandit-guard", (3, 0), "normal"),
    ]
    assert two.rooms == (1,)
    assert set(two.traps) == {(2, 4)}
    assert (4, 2) in two.hexmap.doors and (7, 2) in two.hexmap.hexes  # laid out, closed
    three = started(path, party="brute,mindthief,tinkerer")
    assert monsters(three) == [
        ("bandit-archer", (3, 3), "elite"),
        ("bandit-guard", (3, 0), "elite"),
        ("bandit-guard", (3, 1), "normal"),
    ]


@rules("GH-SETUP-15")
def test_standee_numbers_are_drawn_at_random(tmp_path: Path) -> None:
    first = [{"type": "bandit-guard", "hex": [3, r], "players": {2: "normal"}} for r in range(4)]
    path = two_rooms(tmp_path, first)
    seen = set()
    for seed in range(8):
        s = started(path, seed=seed)
        numbers = tuple(f.number for f in sorted(s.monsters(), key=lambda f: f.hex))
        assert len(set(numbers)) == 4 and set(numbers) <= set(range(1, 7))
        seen.add(numbers)
    assert len(seen) > 1  # not the same numbers every time


@rules("GH-SETUP-18", "GH-SETUP-19", "GH-GLOSS-60")
def test_decks_of_the_types_present_are_shuffled_and_the_monsters_share_one(
    tmp_path: Path,
) -> None:
    first = [{"type": "bandit-guard", "hex": [3, 0], "players": {2: "normal"}}]
    second = [{"type": "living-bones", "hex": [7, 2], "players": {2: "normal"}}]
    path = two_rooms(tmp_path, first, second)
    orders = set()
    for seed in range(6):
        s = started(path, seed=seed)
        assert set(s.ability_decks) == {"bandit-guard"}  # not the unrevealed room's type
        deck = s.ability_decks["bandit-guard"]
        ids = [c.id for c in s.game.bestiary.decks["guard"]]
        assert sorted(deck.draw) == sorted(ids) and deck.discard == [] and deck.drawn == -1
        orders.add(tuple(deck.draw))
        assert s.monster_deck.monsters and len(s.monster_deck.draw_pile) == 20
        assert sorted(map(str, s.monster_deck.draw_pile)) == sorted(map(str, BASE_DECK))
    assert len(orders) > 1


@rules("GH-SETUP-26", "GH-GLOSS-60")
def test_each_character_has_its_own_shuffled_base_deck(tmp_path: Path) -> None:
    s = arena(tmp_path, party="brute,mindthief,tinkerer")
    decks = [h.deck for h in s.heroes]
    for deck in decks:
        assert not deck.monsters and deck.discard == ()
        assert sorted(map(str, deck.draw_pile)) == sorted(map(str, BASE_DECK))
    assert len({d.draw_pile for d in decks}) == 3  # shuffled separately
    assert all(d is not s.monster_deck for d in decks)


@rules("GH-SETUP-29", "GH-GLOSS-111")
def test_every_element_starts_inert(tmp_path: Path) -> None:
    s = arena(tmp_path)
    assert [s.elements.level(e) for e in ELEMENTS] == [Strength.INERT] * 6


@rules("GH-SETUP-31", "GH-RSTART-01")
def test_characters_choose_a_free_start_hex_then_round_one_begins(tmp_path: Path) -> None:
    game = load_game(
        "gloomhaven",
        party="brute,mindthief",
        hands="first",
        scenario_file=str(arena_file(tmp_path)),
    )
    s = game.new_initial_state(0)
    assert kind(s) == "start-hex" and s.decision().seat == 0
    assert sorted(labels(s)) == ["hex 0,0", "hex 0,1", "hex 0,2", "hex 0,3"]
    pick(s, "hex 0,2")
    assert kind(s) == "start-hex" and s.decision().seat == 1
    assert "hex 0,2" not in labels(s)  # taken
    pick(s, "hex 0,3")
    assert [s.character(i).hex for i in (0, 1)] == [(0, 2), (0, 3)]
    assert s.round == 1 and kind(s) == "plan"


# --- the party, its hands and its characters -------------------------------------------


@rules("GH-GLOSS-32")
def test_a_party_cannot_have_two_characters_of_one_class(tmp_path: Path) -> None:
    with pytest.raises(ParameterError):
        load_game("gloomhaven", party="brute,brute", scenario_file=str(arena_file(tmp_path)))


@rules("GH-GLOSS-87", "GH-GLOSS-92")
def test_max_hp_comes_from_the_class_at_the_character_level(tmp_path: Path) -> None:
    s = arena(tmp_path, party="brute,mindthief,tinkerer", character_level=3)
    assert [(s.character(i).hp, s.character(i).max_hp) for i in range(3)] == [
        (14, 14),
        (8, 8),
        (11, 11),
    ]
    assert [h.level for h in s.heroes] == [3, 3, 3]


@rules("GH-SETUP-27", "GH-GLOSS-59", "GH-GLOSS-61", "GH-GLOSS-99", "GH-GLOSS-87")
def test_the_hand_is_hand_size_cards_of_the_level_1_and_x_pool(tmp_path: Path) -> None:
    s = arena(tmp_path, party="brute,tinkerer")
    for hero in s.heroes:
        assert len(hero.hand) == hero.cls.hand_size
        assert {hero.cls.cards[c].level for c in hero.hand} <= {"1", "X"}
    assert [h.cls.hand_size for h in s.heroes] == [10, 12]


@rules("GH-SETUP-27", "GH-GLOSS-59")
def test_choosing_the_hand_leaves_out_cards_down_to_the_hand_size(tmp_path: Path) -> None:
    game = load_game(
        "gloomhaven",
        party="brute,tinkerer",
        hands="choose",
        scenario_file=str(arena_file(tmp_path)),
    )
    s = game.new_initial_state(0)
    asked = set()
    while kind(s) != "plan":
        if kind(s) == "leave-out-card":
            asked.add(s.decision().seat)
        s.apply_action(s.decision().options[0])
    assert asked == {0, 1}  # 13 Brute and 15 Tinkerer cards in the pools
    assert [len(h.hand) for h in s.heroes] == [10, 12]


@rules("GH-SETUP-27", "GH-GLOSS-61")
def test_the_pool_offered_for_the_hand_holds_no_card_above_level_1_but_level_x(
    tmp_path: Path,
) -> None:
    game = load_game(
        "gloomhaven",
        party="brute,tinkerer",
        hands="choose",
        scenario_file=str(arena_file(tmp_path)),
    )
    s = game.new_initial_state(0)
    pools = [sorted(hero.cls.cards[c].id for c in hero.hand) for hero in s.heroes]
    assert pools == [list(range(1, 14)), list(range(30, 45))]  # levels 1 and X only
    for hero in s.heroes:
        assert {hero.cls.cards[c].level for c in hero.hand} == {"1", "X"}
