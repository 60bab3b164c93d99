"""The public Gloomhaven position builder (rulebound.games.gloomhaven.position): a
short description gives a state at the round's planning or at a figure's turn."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    Summon,
    add_ability_card,
    add_summon,
    build_position,
    card_index,
    give_conditions,
    move_cards,
    put_in_active_area,
    remove_conditions,
    set_hp,
    set_items,
    stack_ability_deck,
    stack_modifiers,
    start_character_turn,
    start_long_rest,
    start_monster_turn,
)
from rulebound.kernel.errors import ParameterError

rules = pytest.mark.rules


def described() -> Position:
    return Position(
        party=[
            Character(
                "brute",
                hex=(1, 2),
                hp=6,
                discard=["Trample"],
                lost=["Skewer"],
                conditions=["poison"],
                xp=3,
            ),
            Character(
                "mindthief",
                hex=(0, 4),
                active=[("The Mind's Weakness", "top")],
                summons=[Summon("rat-swarm", (0, 5), "Gnawing Horde", hp=4)],
            ),
        ],
        monsters=[Monster("bandit-guard", (2, 2), elite=True, hp=5, conditions=["wound"])],
        elements={"fire": "strong", "ice": "waning"},
        round=3,
    )


def test_a_described_position_waits_at_the_rounds_plans() -> None:
    s = build_position(described())
    assert s.decision().kind == "plan" and s.round == 3
    brute = s.character(0)
    assert (brute.hex, brute.hp, s.heroes[0].xp) == ((1, 2), 6, 3)
    assert brute.conditions.has(Condition.POISON)
    hero = s.heroes[0]
    assert hero.discard == [card_index(s, 0, "Trample")]
    assert hero.lost == [card_index(s, 0, "Skewer")]
    assert not set(hero.hand) & {card_index(s, 0, "Trample"), card_index(s, 0, "Skewer")}
    mind = s.heroes[1]
    weakness, horde = card_index(s, 1, "The Mind's Weakness"), card_index(s, 1, "Gnawing Horde")
    assert [(a.card, a.half) for a in mind.active] == [(weakness, "top"), (horde, "top")]
    (rats,) = [f for f in s.figures if f.kind == "summon"]
    assert (rats.name, rats.hex, rats.hp, rats.seat) == ("Rat Swarm", (0, 5), 4, 1)
    assert mind.active[1].summon == rats.id and horde not in mind.hand
    (guard,) = s.monsters()
    assert (guard.type, guard.rank, guard.hex, guard.hp) == ("bandit-guard", "elite", (2, 2), 5)
    assert guard.conditions.has(Condition.WOUND)
    assert s.elements.level(Element.FIRE) == Strength.STRONG
    assert s.elements.level(Element.ICE) == Strength.WANING
    assert s.elements.level(Element.AIR) == Strength.INERT


@rules("GH-COND-08")
def test_a_built_position_plays_on_from_a_monster_turn() -> None:
    """A Wounded monster suffers 1 damage at the start of its turn (GH-COND-08)."""
    s = build_position(described())
    (guard,) = s.monsters()
    start_monster_turn(s, guard, 527)  # Move +0, Attack +0
    assert guard.hp == 4


def test_a_built_position_plays_on_from_a_characters_turn() -> None:
    s = build_position(described())
    start_character_turn(s, 0, "Eye for an Eye", "Grab and Go")
    assert s.decision().kind == "play-half" and s.decision().seat == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"monsters": [Monster("dragon", (3, 2))]}, "unknown monster type 'dragon'"),
        (
            {"party": [Character("brute", discard=["Fireball"]), Character("mindthief")]},
            "Brute has no card named",
        ),
        (
            {"party": [Character("brute", hex=(40, 2)), Character("mindthief")]},
            "hex 40,2 is not on the map",
        ),
        (
            {"party": [Character("brute", hp=99), Character("mindthief")]},
            "1 to 10 hit points, not 99",
        ),
        (
            {"party": [Character("brute", conditions=["sleepy"]), Character("mindthief")]},
            "unknown condition 'sleepy'",
        ),
        ({"elements": {"fire": "hot"}}, "no element level fire=hot"),
        ({"open_doors": [(1, 2)]}, "hex 1,2 is not a door"),
        ({"rooms": [9]}, "the scenario has no room 9"),
    ],
)
def test_a_bad_description_is_a_one_line_error(change: dict[str, object], message: str) -> None:
    pos = described()
    for key, value in change.items():
        setattr(pos, key, value)
    with pytest.raises(ParameterError, match=message) as caught:
        build_position(pos)
    assert "\n" not in str(caught.value)


def test_revealed_rooms_open_doors_and_drawn_ability_cards() -> None:
    """Room 2 behind the door at -2,3 is revealed with its monsters (the scenario's
    own), the door is open, and the archers have drawn card 533 this round."""
    s = build_position(
        Position(
            party=[Character("brute"), Character("mindthief")],
            rooms=[2],
            open_doors=[(-2, 3)],
            drawn={"bandit-archer": 533},
        )
    )
    assert 2 in s.rooms and (-2, 3) in s.open_doors
    assert any(f.type == "bandit-archer" for f in s.monsters())
    assert s.ability_decks["bandit-archer"].drawn == 533
    assert s.decision().kind == "plan"


def test_monsters_none_keeps_the_set_up_monsters_and_a_list_replaces_them() -> None:
    kept = build_position(Position(party=[Character("brute"), Character("mindthief")]))
    assert len(kept.monsters()) > 1
    replaced = build_position(described())
    assert [(f.type, f.hex) for f in replaced.monsters()] == [("bandit-guard", (2, 2))]


def test_a_drawn_card_from_another_deck_is_refused() -> None:
    pos = described()
    pos.drawn = {"bandit-guard": 533}  # an archer card
    with pytest.raises(ParameterError, match="card 533 is not in the Bandit Guard deck"):
        build_position(pos)


def test_hit_points_and_modifier_decks_one_edit_at_a_time() -> None:
    s = build_position(described())
    (guard,) = s.monsters()
    set_hp(s, guard, 12, most=12)
    assert (guard.hp, guard.max_hp) == (12, 12)
    stack_modifiers(s, 0, "x2", "+0")
    stack_modifiers(s, None, "null")
    assert [str(c) for c in s.heroes[0].deck.draw_pile] == ["x2", "+0"]
    assert len(s.monster_deck.draw_pile) == 1
    with pytest.raises(ParameterError, match="1 to 12 hit points, not 13"):
        set_hp(s, guard, 13)
    with pytest.raises(ParameterError, match="unknown modifier card"):
        stack_modifiers(s, 0, "+7 banana")


def test_conditions_items_and_summons_one_edit_at_a_time() -> None:
    s = build_position(described())
    (guard,) = s.monsters()
    give_conditions(s, guard, "stun", "poison")
    assert guard.conditions.has(Condition.STUN) and guard.conditions.has(Condition.POISON)
    set_items(s, 1, (12, "consumed"), (1, "ready"))
    assert (s.heroes[1].items, s.heroes[1].item_state) == ([12, 1], ["consumed", "ready"])
    cards = len(s.heroes[1].active)
    rat = add_summon(s, 1, Summon("monstrous-rat", (1, 4), "Wretched Creature"))
    assert (rat.name, rat.hex, len(s.heroes[1].active)) == ("Monstrous Rat", (1, 4), cards + 1)
    with pytest.raises(ParameterError, match="unknown condition 'sleepy'"):
        give_conditions(s, guard, "sleepy")
    with pytest.raises(ParameterError, match="no item 12 in state 'broken'"):
        set_items(s, 1, (12, "broken"))
    set_items(s, 1, (3, "ready", 1))  # Hide Armor: one of its two use circles filled
    assert (s.heroes[1].items, s.heroes[1].item_used) == ([3], [1])
    with pytest.raises(ParameterError, match="item 3 has 2 use circles, 3 cannot be filled"):
        set_items(s, 1, (3, "ready", 3))


def test_a_monster_ability_deck_stacked_and_a_made_up_card() -> None:
    s = build_position(described())
    (guard,) = s.monsters()
    stack_ability_deck(s, "bandit-guard", 529, 527)
    assert s.ability_decks["bandit-guard"].draw == [529, 527]
    with pytest.raises(ParameterError, match="card 533 is not in the Bandit Guard deck"):
        stack_ability_deck(s, "bandit-guard", 529, 533)
    with pytest.raises(ParameterError, match="no 'dragon' monsters are in play"):
        add_ability_card(s, "dragon", {"heal": 2})
    # a made-up Heal 2 plays like a printed card: the Wound's 1 damage at the start of
    # the turn, then the heal, which also ends the Wound (GH-COND-08, GH-MHEAL-03)
    card = add_ability_card(s, "bandit-guard", {"heal": 2}, initiative=12)
    assert card >= 900
    start_monster_turn(s, guard, card)
    assert guard.hp == 6 and not guard.conditions.has("wound")


def test_a_long_rest_turn_starts_with_the_card_to_lose() -> None:
    s = build_position(described())
    start_long_rest(s, 0)
    assert s.decision().seat == 0 and "rest" in s.decision().kind


def test_ability_cards_move_between_hand_discard_and_lost() -> None:
    s = build_position(described())
    hero = s.heroes[0]
    trample = card_index(s, 0, "Trample")
    move_cards(s, 0, "lost", "Trample", "Eye for an Eye")
    move_cards(s, 0, "discard", trample)  # from the lost pile, by index
    piles = (hero.hand, hero.discard, hero.lost)
    assert [p.count(trample) for p in piles] == [0, 1, 0]
    assert sorted(c for p in piles for c in p) == sorted(set(c for p in piles for c in p))
    with pytest.raises(ParameterError, match="no pile 'deck'"):
        move_cards(s, 0, "deck", "Trample")
    with pytest.raises(ParameterError, match="Brute has no card named 'Fireball'"):
        move_cards(s, 0, "lost", "Fireball")


def test_cards_into_the_active_area_and_conditions_removed() -> None:
    s = build_position(described())
    hero = s.heroes[0]
    held = put_in_active_area(s, 0, "Trample", "bottom", 2)  # from the discard pile
    trample = card_index(s, 0, "Trample")
    assert (held.card, held.half, held.uses_left) == (trample, "bottom", 2)
    assert held in hero.active and trample not in hero.hand + hero.discard + hero.lost
    with pytest.raises(ParameterError, match="Trample is in play this round"):
        put_in_active_area(s, 0, "Trample", "top")
    with pytest.raises(ParameterError, match="top or bottom, not 'middle'"):
        put_in_active_area(s, 0, "Skewer", "middle")
    (guard,) = s.monsters()
    remove_conditions(s, guard, "wound", "stun")  # stun: not there, ignored
    assert not guard.conditions.has(Condition.WOUND)
    with pytest.raises(ParameterError, match="unknown condition 'sleepy'"):
        remove_conditions(s, guard, "sleepy")


def test_scenario_progress_edits() -> None:
    """Experience, money, treasure, the round, a Shield, doors and rooms, exhaustion and
    a monster taken off: each lands where the engine reads it, and bad values are
    one-line errors."""
    from rulebound.games.gloomhaven import position as edit

    s = build_position(Position(party=[Character("brute"), Character("mindthief")]))
    edit.set_experience(s, 0, 7)
    edit.set_coins(s, 1, 2)
    edit.put_money(s, (1, 2), 3)
    edit.put_treasure(s, (2, 2), 46)
    edit.set_round(s, 4)
    edit.set_shield(s, s.character(0), 2)
    assert (s.heroes[0].xp, s.heroes[1].coins, s.round, s.character(0).shield) == (7, 2, 4, 2)
    assert s.coins == {(1, 2): 3} and s.treasures[(2, 2)] == 46
    edit.put_money(s, (1, 2), 0)
    assert s.coins == {}

    door = s.game.scenario.doors[0].hex
    edit.open_doors(s, door)
    assert door in s.open_doors and len(s.rooms) == 1  # the room behind is not revealed
    room = next(r.id for r in s.game.scenario.rooms if r.id not in s.rooms)
    before = len(s.monsters())
    edit.reveal_rooms(s, room)
    assert room in s.rooms and len(s.monsters()) > before
    alive = s.monsters()
    edit.remove_figure(s, alive[0])
    assert s.monsters() == alive[1:]
    edit.exhaust_character(s, 1)
    assert s.heroes[1].exhausted and not s.character(1).alive

    for call, message in (
        (lambda: edit.set_experience(s, 0, -1), "experience cannot be negative"),
        (lambda: edit.put_money(s, (99, 99), 1), "hex 99,99 is not on the map"),
        (lambda: edit.set_round(s, 0), "rounds are numbered from 1"),
        (lambda: edit.open_doors(s, (1, 2)), "hex 1,2 is not a door"),
        (lambda: edit.reveal_rooms(s, 99), "the scenario has no room 99"),
        (lambda: edit.remove_figure(s, s.character(0)), "a character is exhausted"),
    ):
        with pytest.raises(ParameterError, match=message):
            call()
