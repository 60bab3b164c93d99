"""Monster-turn and movement cases that survivors of the mutation samples showed
untested (docs/evidence.md): a condition given to one or every adjacent enemy, a trap a
monster sets and then walks around, a controlled monster at a closed door, a move
stopped by an Immobilize trap, and a push that could only end on an ally.

Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gh_helpers import (
    add_monster_type,
    arena,
    arena_with,
    has,
    kind,
    labels,
    monster,
    monster_turn,
    pick,
    pick_hex,
    place,
    plan,
    run,
    turn,
)
from test_gh_monster_turn_edges import ai_turn, texts, zeros

from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.position import (
    Character,
    Position,
    build_position,
    draw_ability_card,
    set_elements,
    set_hp,
    stack_modifiers,
    start_character_turn,
    start_monster_turn,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
GUARD = "bandit-guard"


# --- a condition without an attack (Living Corpse cards 564, 570) ------------------------------


@pytest.mark.parametrize(
    ("target", "hexes", "poisoned"),
    [
        ("all-adjacent", ((2, 2), (4, 2)), 2),  # both adjacent: both
        ("one-adjacent", ((0, 2), (6, 2)), 0),  # no one adjacent: no one
    ],
)
def test_a_condition_for_adjacent_enemies_reaches_all_of_them_or_none(
    tmp_path: Path, target: str, hexes: tuple[tuple[int, int], ...], poisoned: int
) -> None:
    s = arena(tmp_path)
    guard = monster(s, GUARD, (3, 2))
    brute, mindthief = place(s, BRUTE, hexes[0]), place(s, MINDTHIEF, hexes[1])
    ai_turn(s, guard, {"condition": "poison", "target": target})
    assert [has(brute, "poison"), has(mindthief, "poison")].count(True) == poisoned


@rules("GH-FOCUS-08")
@pytest.mark.parametrize(
    ("brute_cards", "mindthief_cards", "first"),
    [
        (("Provoking Roar", "Trample"), ("Submissive Affliction", "Scurry"), BRUTE),  # 10, 48
        (("Trample", "Eye for an Eye"), ("Scurry", "Gnawing Horde"), MINDTHIEF),  # 72, 20
    ],
)
def test_a_condition_for_one_adjacent_enemy_goes_to_its_focus(
    tmp_path: Path, brute_cards: tuple[str, str], mindthief_cards: tuple[str, str], first: int
) -> None:
    """Both characters are next to the guard, so the one that acts first in the round
    is its focus, and only the focus is poisoned."""
    s = arena(tmp_path)
    add_monster_type(s, "corpse", [(30, [{"condition": "poison", "target": "one-adjacent"}])])
    corpse = monster(s, "corpse", (3, 2))
    heroes = {BRUTE: place(s, BRUTE, (2, 2)), MINDTHIEF: place(s, MINDTHIEF, (4, 2))}
    plan(s, BRUTE, *brute_cards)
    plan(s, MINDTHIEF, *mindthief_cards)
    start_monster_turn(s, corpse, s.game.bestiary.decks["corpse"][0].id)
    assert {seat: has(fig, "poison") for seat, fig in heroes.items()} == {
        seat: seat == first for seat in heroes
    }


# --- a trap the monster sets is on the map at once ---------------------------------------------


@rules("GH-MMOVE-09", "GH-MOVE-11")
def test_a_monster_walks_around_the_trap_it_has_just_set(tmp_path: Path) -> None:
    """Two rows. The guard at 3,0 sets a 3-damage trap at 2,0 (the empty hex next to it
    nearest the Brute at 0,0), then moves 4 toward the Brute: through the trap it needs
    2 hexes, around it 3, and a monster takes a trap only when it is the only way."""
    s = arena(tmp_path, width=7, height=2, starts=[(0, 0), (6, 1)])
    guard = monster(s, GUARD, (3, 0))
    place(s, BRUTE, (0, 0))
    give(s, place(s, MINDTHIEF, (6, 1)), "invisible")
    zeros(s)
    ai_turn(s, guard, {"create_trap": {"damage": 3}}, {"move": "+2"})
    assert texts(s, "trap") == ["Bandit Guard 1 sets a trap at hex 2,0."]
    assert texts(s, "move") == ["Bandit Guard 1 moves from hex 3,0 to hex 1,0 (3 hexes)."]
    assert guard.hp == guard.max_hp
    assert (2, 0) in s.traps


# --- a monster the players move (a controlled move) ---------------------------------------------


@rules("GH-GLOSS-90", "GH-MMOVE-02")
def test_a_controlled_monster_cannot_enter_a_closed_door() -> None:
    """Scenario 1: the elite Bandit Guard at -1,3 stands next to the closed door at
    -2,3. Moved by a player (a controlled move), it may go to any free hex next to it
    but the door."""
    s = build_position(Position([Character("brute"), Character("mindthief")], scenario=1))
    (guard,) = [f for f in s.monsters() if f.hex == (-1, 3)]
    run(s, ("move", guard.id, 1, False, BRUTE))
    assert kind(s) == "move"
    options = labels(s)
    assert "hex 0,3" in options
    assert "hex -2,3" not in options


# --- Immobilized in the middle of a move --------------------------------------------------------


@rules("GH-COND-09")
def test_a_move_stopped_by_an_immobilize_trap_ends_there_and_is_told(tmp_path: Path) -> None:
    """The Brute moves 3 and enters an Immobilize trap after 2 hexes: the move ends at
    once, and the log tells it as a move of 2 hexes."""
    trap = [{"hex": [2, 2], "type": "trap", "condition": "immobilize"}]
    s = arena(tmp_path, contents=trap)
    brute = place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (6, 4))
    monster(s, GUARD, (6, 0))
    run(s, ("move", brute.id, 3, False))
    pick_hex(s, (1, 2))
    pick_hex(s, (2, 2))
    assert has(brute, "immobilize")
    assert brute.hex == (2, 2)
    assert kind(s) != "move"
    assert texts(s, "move") == ["Brute moves from hex 0,2 to hex 2,2 (2 hexes)."]


# --- a push through allies ----------------------------------------------------------------------


@rules("GH-PUSH-04", "GH-PUSH-06")
def test_a_push_that_could_only_end_on_an_ally_does_not_move_the_target(tmp_path: Path) -> None:
    """One row: Brute 0,0, the guard it pushes 1,0, two more guards at 2,0 and 3,0,
    then an empty hex. Push 2 would pass one ally and end on the other, Push 1 would
    end on an ally: the guard is not moved."""
    s = arena(tmp_path, width=6, height=1, starts=[(0, 0), (5, 0)])
    target = monster(s, GUARD, (1, 0))
    set_hp(s, target, 20, most=20)
    monster(s, GUARD, (2, 0))
    monster(s, GUARD, (3, 0))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (5, 0))
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Bandit Guard 1")
    assert kind(s) != "push"  # no hex is offered
    assert target.hex == (1, 0)
    assert texts(s, "push") == [
        "Brute cannot push Bandit Guard 1 at hex 1,0: every hex farther from Brute is "
        "blocked (Bandit Guard 2 on the last hex)."
    ]


# --- a monster's consume of any element (the Demons' cards) -------------------------------------


@rules("GH-MCONSUME-03")
def test_the_players_choose_which_element_a_monster_consumes_for_any(tmp_path: Path) -> None:
    """Fire and Ice can be consumed: the players are asked, name Ice, and only Ice is
    consumed; the effect (Shield 2) is the monster's."""
    s = arena(tmp_path)
    guard = monster(s, GUARD, (3, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    set_elements(s, fire="strong", ice="waning")
    ai_turn(s, guard, {"consume": {"element": "any", "effect": {"shield": 2}}})
    assert kind(s) == "monster-consume-element"
    assert sorted(labels(s)) == ["fire", "ice"]
    pick(s, "ice")
    assert guard.shield == 2
    assert s.elements.level(Element.ICE) == Strength.INERT
    assert s.elements.level(Element.FIRE) == Strength.STRONG


@rules("GH-MINFUSE-03", "GH-MINFUSE-02")
def test_the_players_choose_the_element_of_a_monsters_multi_element_infusion(
    tmp_path: Path,
) -> None:
    """A made-up card with the multi-element symbol (``infuse: any``): the players are
    offered all six elements, name Air, and Air (only) is Strong once the monster's turn
    ends."""
    s = arena(tmp_path)
    guard = monster(s, GUARD, (3, 2))
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    ai_turn(s, guard, {"infuse": "any"})
    assert kind(s) == "monster-infuse-element"
    assert sorted(labels(s)) == sorted(e.value for e in Element)
    pick(s, "air")
    assert texts(s, "element")[-1] == f"{guard.label} infuses air."
    assert [e for e in Element if s.elements.level(e) != Strength.INERT] == [Element.AIR]
    assert s.elements.level(Element.AIR) == Strength.STRONG


# --- every monster of a type acts again (the Merciless Overseer's Special 1) --------------------


def test_the_figure_acting_again_is_the_one_whose_turn_the_view_shows(tmp_path: Path) -> None:
    """A made-up boss makes every Bandit Guard act again; during the guard's extra turn
    (its attack on the Brute) the view names the guard as the figure acting."""
    s = arena(tmp_path)
    add_monster_type(s, "overseer", [(10, [{"others_act": GUARD}])])
    boss = monster(s, "overseer", (6, 4))
    guard = monster(s, GUARD, (3, 2))
    place(s, BRUTE, (2, 2))
    place(s, MINDTHIEF, (0, 4))
    draw_ability_card(s, GUARD, 527)  # Move +0, Attack +0
    zeros(s)
    start_monster_turn(s, boss, s.game.bestiary.decks["overseer"][0].id)
    assert kind(s) == "suffer-damage"
    assert s.view(BRUTE)["acting"] == guard.id != boss.id


# --- a summoned monster's standee number --------------------------------------------------------


@rules("GH-MSUMMON-02")
def test_a_summoned_monster_takes_a_standee_number_no_other_has(tmp_path: Path) -> None:
    """Imps have 3 standees and Imp 1 is on the board. Of three Imps summoned, two
    take numbers 2 and 3, and the third finds no standee."""
    s = arena(tmp_path)
    add_monster_type(s, "imp", [(50, [{"move": "+0"}])], standees=3)
    add_monster_type(s, "caller", [(20, [{"summon": "imp"}] * 3)])
    caller = monster(s, "caller", (3, 2))
    monster(s, "imp", (5, 0), number=1)
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (0, 4))
    start_monster_turn(s, caller, s.game.bestiary.decks["caller"][0].id)
    while kind(s) == "monster-summon-hex":
        s.apply_action(s.decision().options[0])
    assert sorted(f.number for f in s.monsters() if f.type == "imp") == [1, 2, 3]
    assert len(texts(s, "summon")) == 2


# --- monsters revealed by a scenario effect in the middle of a turn ----------------------------


def two_rooms(tmp: Path, contents: list[dict[str, Any]], seed: int = 0) -> GloomhavenState:
    """The arena, and behind the door at 0,5 room 2 with one Bandit Guard."""
    room2 = {
        "id": 2,
        "tile": "U",
        "initial": False,
        "hexes": [[0, 6], [1, 6], [2, 6]],
        "monsters": [{"type": GUARD, "hex": [2, 6], "players": {2: "normal"}}],
    }
    door = {"hex": [0, 5], "rooms": [1, 2], "state": "closed"}
    return arena_with(tmp, seed=seed, rooms=[room2], doors=[door], contents=contents)


@rules("GH-MOVE-21", "GH-PEND-03")
def test_monsters_a_plate_reveals_act_right_after_the_characters_turn(tmp_path: Path) -> None:
    """The Brute (Initiative 72) ends its turn on a plate that opens the door to room
    2: Bandit Guard 2 is revealed with its type's card of Initiative 15, lower than
    the Brute's, so it acts right after the Brute and before the Mindthief (82)."""
    plate = {"hex": [3, 2], "type": "pressure_plate", "effects": [{"open_door": [0, 5]}]}
    s = two_rooms(tmp_path, [plate])
    monster(s, GUARD, (6, 0))
    place(s, BRUTE, (3, 2))
    place(s, MINDTHIEF, (0, 4))
    plan(s, BRUTE, "Trample", "Eye for an Eye")
    plan(s, MINDTHIEF, "Gnawing Horde", "Scurry")
    pick(s, "Trample: top")
    pick(s, "Eye for an Eye: bottom")
    pick(s, "skip the heal")
    assert (kind(s), s.decision().seat) == ("play-half", MINDTHIEF)
    log = s.log[s.log.index("Brute's turn.") :]
    assert "Room 2 (U) revealed: Bandit Guard 2." in log
    assert "Bandit Guard 2's turn." in log


# --- a new monster type's ability deck is shuffled ----------------------------------------------


@rules("GH-SETUP-18", "GH-MOVE-20")
def test_a_monster_types_ability_deck_is_shuffled_when_it_comes_into_play(
    tmp_path: Path,
) -> None:
    """Room 2 brings the first Bandit Guard into play, and its type's first card is
    drawn (the plate of the test above opens the door). That card differs between
    games (seeds 0-3): the deck was shuffled, not drawn in printed order."""
    plate = {"hex": [3, 2], "type": "pressure_plate", "effects": [{"open_door": [0, 5]}]}
    first = set()
    for seed in range(4):
        s = two_rooms(tmp_path, [plate], seed=seed)
        monster(s, "bandit-archer", (6, 0))
        place(s, BRUTE, (3, 2))
        place(s, MINDTHIEF, (0, 4))
        start_character_turn(s, BRUTE, "Trample", "Eye for an Eye")
        pick(s, "Trample: top")
        pick(s, "Eye for an Eye: bottom")
        pick(s, "skip the heal")
        first |= {line for line in s.log if line.startswith("Bandit Guard ability card")}
    assert len(first) > 1


# --- Cragheart moves with a rule of their own (cards 134 and 142) -------------------------------

CRAGHEART = 1


@pytest.mark.parametrize(("first", "ahead"), [((1, 3), (1, 4)), ((2, 1), (3, 0))])
def test_rock_slide_bottom_keeps_its_first_direction_along_any_axis(
    tmp_path: Path, first: tuple[int, int], ahead: tuple[int, int]
) -> None:
    """Move 6 in a straight line: after a first step from 1,2 the only next hex is the
    one straight ahead (or stop)."""
    s = arena(tmp_path, party="brute,cragheart")
    place(s, BRUTE, (6, 4))
    place(s, CRAGHEART, (1, 2))
    start_character_turn(s, CRAGHEART, "Rock Slide", "Blunt Force")
    pick(s, "Rock Slide: bottom")
    pick_hex(s, first)
    assert set(labels(s)) == {"stop here", f"hex {ahead[0]},{ahead[1]}"}


def test_rocky_end_bottom_may_stop_only_next_to_an_obstacle(tmp_path: Path) -> None:
    """Move 6, ending next to an obstacle (the one at 4,2): at 3,2 the Cragheart may
    stop; at 2,3, next to none, it may not."""
    rock = [{"hex": [4, 2], "type": "obstacle"}]
    s = arena(tmp_path, party="brute,cragheart", contents=rock)
    place(s, BRUTE, (6, 4))
    place(s, CRAGHEART, (2, 2))
    start_character_turn(s, CRAGHEART, "Rocky End", "Blunt Force")
    pick(s, "Rocky End: bottom")
    pick_hex(s, (3, 2))
    assert "stop here" in labels(s)
    pick_hex(s, (2, 3))
    assert "stop here" not in labels(s)


# --- a pull toward a hex (Spellweaver card 86) --------------------------------------------------


@rules("GH-PUSH-03")
def test_black_hole_pulls_toward_the_chosen_hex_not_toward_the_spellweaver(
    tmp_path: Path,
) -> None:
    """The Spellweaver at 1,2 names the hex 5,2; the guard at 5,0 is pulled 2 toward
    it: 5,1 then 5,2, although the Spellweaver is the other way."""
    s = arena(tmp_path, party="brute,spellweaver")
    place(s, BRUTE, (0, 4))
    guard = monster(s, GUARD, (5, 0))
    place(s, 1, (1, 2))
    start_character_turn(s, 1, "Black Hole", "Forked Beam")
    pick(s, "Black Hole: bottom")
    pick_hex(s, (5, 2))
    assert (kind(s), set(labels(s))) == ("pull", {"hex 5,1"})
    pick(s, "hex 5,1")
    assert set(labels(s)) == {"hex 5,2"}
    pick(s, "hex 5,2")
    assert guard.hex == (5, 2)


# --- a Retaliate a character gives its allies, raised by an element (Spellweaver card 70) -------


@rules("GH-RETAL-01", "GH-CONSUME-01")
def test_hardened_spikes_with_earth_gives_the_ally_retaliate_3(tmp_path: Path) -> None:
    """Earth consumed: Retaliate 2 + 1 for the Spellweaver and the Brute next to her;
    the guard that attacks the Brute suffers 3."""
    s = arena(tmp_path, party="spellweaver,brute")
    stack_modifiers(s, None, *["+0"] * 4)
    guard = monster(s, GUARD, (4, 1))
    set_hp(s, guard, 10, most=10)
    brute = place(s, 1, (3, 1))
    place(s, 0, (2, 2))  # next to the Brute, not to the guard
    set_elements(s, earth="strong")
    start_character_turn(s, 0, "Hardened Spikes", "Fire Orbs")
    pick(s, "Hardened Spikes: top")
    if kind(s) == "consume":
        pick(s, "consume")
    assert s.elements.level(Element.EARTH) == Strength.INERT
    monster_turn(s, guard)
    assert brute.hp < brute.max_hp
    assert guard.hp == 10 - 3


@rules("GH-PUSH-06")
def test_a_push_passes_through_an_ally_to_the_empty_hex_behind(tmp_path: Path) -> None:
    """One row: Brute 0,0, the guard it pushes 1,0, another guard 2,0, then empty
    hexes. Push 2 takes the guard through its ally's hex to 3,0."""
    s = arena(tmp_path, width=6, height=1, starts=[(0, 0), (5, 0)])
    target = monster(s, GUARD, (1, 0))
    set_hp(s, target, 20, most=20)
    monster(s, GUARD, (2, 0))
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (5, 0))
    stack_modifiers(s, BRUTE, "+0")
    start_character_turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Bandit Guard 1")
    assert (kind(s), set(labels(s))) == ("push", {"hex 2,0"})
    pick(s, "hex 2,0")
    assert set(labels(s)) == {"hex 3,0"}
    pick(s, "hex 3,0")
    assert target.hex == (3, 0)
