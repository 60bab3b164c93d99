"""The end of a scenario through the engine (catalog section 11): when it is won or
lost, the XP kept and the success bonus, gold for the coins looted, and what is reset."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import arena, kind, labels, monster, pick, place, plan

from rulebound import load_game
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import give
from rulebound.games.gloomhaven.modifiers import BASE_DECK
from rulebound.games.gloomhaven.position import (
    move_cards,
    set_hp,
    stack_ability_deck,
    stack_modifiers,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


def idle(s: GloomhavenState) -> None:
    found = labels(s)
    if kind(s) == "play-half":
        for default in ("as Move 2", "as Attack 2"):
            for text, a in found.items():
                if default in text:
                    s.apply_action(a)
                    return
    for word in ("stop here", "stop attacking", "skip", "no", "take the damage"):
        if word in found:
            s.apply_action(found[word])
            return
    s.apply_action(s.decision().options[0])


def play_out(s: GloomhavenState, stop: tuple[str, ...] = ("plan",)) -> None:
    while s.decision().options and kind(s) not in stop:
        idle(s)


def won_round(tmp_path: Path, level: int = 2, **kw: Any) -> GloomhavenState:
    """A round in which the Brute (Initiative 10) kills the last guard; the Mindthief
    does nothing. Waits at the Brute's first half."""
    s = arena(tmp_path, level=level, **kw)
    guard = monster(s, "bandit-guard", (1, 0))
    set_hp(s, guard, 1)
    place(s, BRUTE, (0, 0))
    place(s, MINDTHIEF, (0, 4))
    stack_ability_deck(s, "bandit-guard", 529)
    stack_modifiers(s, BRUTE, "+0", "+0")
    plan(s, BRUTE, "Provoking Roar", "Trample")
    plan(s, MINDTHIEF, "Submissive Affliction", "Scurry")
    return s


def kill_the_guard(s: GloomhavenState) -> None:
    pick(s, "Provoking Roar: top")
    pick(s, "Bandit Guard")
    play_out(s)


@rules("GH-SEND-06", "GH-SEND-08", "GH-SEND-03", "GH-DX-05", "GH-ROUND-07")
def test_success_adds_the_bonus_xp_to_the_xp_earned(tmp_path: Path) -> None:
    s = won_round(tmp_path, level=2)
    position.set_experience(s, BRUTE, 7)  # earned during play
    kill_the_guard(s)
    assert s.outcome == "won" and s.is_over() and s.returns() == [1.0, 1.0]
    assert [h.xp for h in s.heroes] == [7 + 8, 0 + 8]  # 4 + 2 x 2


@rules("GH-SEND-08")
@pytest.mark.parametrize(("level", "bonus"), [(0, 4), (1, 6), (3, 10), (7, 18)])
def test_the_bonus_xp_is_4_plus_twice_the_level(tmp_path: Path, level: int, bonus: int) -> None:
    s = won_round(tmp_path, level=level)
    set_hp(s, s.monsters()[0], 1)
    kill_the_guard(s)
    assert s.outcome == "won" and [h.xp for h in s.heroes] == [bonus, bonus]


@rules("GH-SEND-04", "GH-GLOSS-105")
def test_gold_is_paid_for_the_coins_looted_at_the_levels_rate(tmp_path: Path) -> None:
    s = won_round(tmp_path, level=2, contents=[{"hex": [5, 0], "type": "coin", "amount": 2}])
    position.set_coins(s, BRUTE, 3)
    kill_the_guard(s)
    assert s.outcome == "won"
    # 3 gold per coin at level 2 (the rulebook's table); the 2 coins left lying: nothing
    assert "Brute: 8 XP (8 bonus), 3 coins = 9 gold." in s.log
    assert "Mindthief: 8 XP (8 bonus), 0 coins = 0 gold." in s.log
    assert s.coins == {(5, 0): 2, (1, 0): 1}  # the guard's coin was not looted either


def test_one_coin_is_one_coin(tmp_path: Path) -> None:
    s = won_round(tmp_path, level=2)
    position.set_coins(s, BRUTE, 1)
    kill_the_guard(s)
    assert "Brute: 8 XP (8 bonus), 1 coin = 3 gold." in s.log


@rules("GH-SEND-01")
def test_bless_and_curse_cards_leave_the_decks_at_the_end(tmp_path: Path) -> None:
    s = won_round(tmp_path)
    give(s, s.character(BRUTE), "bless")
    give(s, s.character(MINDTHIEF), "curse")
    assert s.heroes[MINDTHIEF].deck.count("curse") == 1
    kill_the_guard(s)
    for hero in s.heroes:
        assert sorted(map(str, hero.deck.cards)) == sorted(map(str, BASE_DECK))
        assert hero.deck.discard == ()


@rules("GH-SEND-02")
def test_characters_regain_their_hp_and_cards_at_the_end(tmp_path: Path) -> None:
    s = won_round(tmp_path)
    set_hp(s, s.character(BRUTE), 4)
    brute = s.heroes[BRUTE]
    position.move_cards(s, BRUTE, "lost", brute.hand[-1])  # e.g. lost to negate damage
    kill_the_guard(s)
    assert s.outcome == "won"
    assert s.character(BRUTE).hp == s.character(BRUTE).max_hp
    for hero in s.heroes:
        assert hero.discard == [] and hero.lost == [] and hero.active == []
        assert len(hero.hand) == hero.cls.hand_size


@rules("GH-EXHAUST-03", "GH-SEND-03", "GH-SEND-06", "GH-GLOSS-38", "GH-DX-05")
def test_all_characters_exhausted_loses_and_keeps_only_the_xp_earned(tmp_path: Path) -> None:
    s = arena(tmp_path, level=2)
    monster(s, "bandit-guard", (6, 4))
    for hero in s.heroes:
        hero.discard, hero.lost, hero.hand = [hero.hand[0]], hero.hand[1:-1], hero.hand[-1:]
    position.set_experience(s, BRUTE, 5)
    s.refresh()
    play_out(s)
    assert all(h.exhausted for h in s.heroes)
    assert s.outcome == "lost" and s.returns() == [-1.0, -1.0]
    assert [h.xp for h in s.heroes] == [5, 0]  # no bonus


@rules("GH-EXHAUST-03")
def test_the_last_character_exhausted_by_damage_loses_the_scenario(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 2))
    stack_ability_deck(s, "bandit-guard", 527)  # 50
    place(s, BRUTE, (0, 2))
    place(s, MINDTHIEF, (6, 4))
    stack_modifiers(s, None, "+0", "+0")
    mindthief = s.heroes[MINDTHIEF]
    move_cards(s, MINDTHIEF, "discard", mindthief.hand[0])
    move_cards(s, MINDTHIEF, "lost", *mindthief.hand[:-1])  # one card left in hand
    set_hp(s, s.character(BRUTE), 2)
    s.refresh()
    plan(s, s.decision().seat, "Grab and Go", "Trample")  # the Mindthief is out of cards
    assert s.heroes[MINDTHIEF].exhausted and s.outcome == ""
    play_out(s, stop=("suffer-damage",))
    pick(s, "take the damage")
    play_out(s)
    assert guard.alive and s.outcome == "lost"


def two_rooms(tmp_path: Path) -> Path:
    data = {
        "scenario": 95,
        "name": "Two rooms",
        "goal": "Kill all enemies, in every room.",
        "monster_types": ["bandit-guard"],
        "rooms": [
            {
                "id": 1,
                "tile": "A",
                "initial": True,
                "hexes": [[q, r] for r in range(5) for q in range(4)],
                "contents": [{"hex": [0, r], "type": "start"} for r in range(2)],
                "monsters": [{"type": "bandit-guard", "hex": [1, 0], "players": {2: "normal"}}],
            },
            {
                "id": 2,
                "tile": "B",
                "hexes": [[q, r] for r in range(5) for q in range(5, 9)],
                "monsters": [{"type": "bandit-guard", "hex": [7, 2], "players": {2: "normal"}}],
            },
        ],
        "doors": [{"hex": [4, 2], "rooms": [1, 2]}],
    }
    path = tmp_path / "rooms.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@rules("GH-SEND-06")
def test_the_scenario_is_not_won_while_a_room_is_unrevealed(tmp_path: Path) -> None:
    game = load_game(
        "gloomhaven", party="brute,mindthief", hands="first", scenario_file=str(two_rooms(tmp_path))
    )
    s = game.new_initial_state(0)
    while kind(s) == "start-hex":
        pick(s, "hex 0,0" if s.decision().seat == BRUTE else "hex 0,1")
    (guard,) = s.monsters()
    set_hp(s, guard, 1)
    stack_ability_deck(s, "bandit-guard", 529)
    stack_modifiers(s, BRUTE, "+0", "+0")
    plan(s, BRUTE, "Provoking Roar", "Trample")
    plan(s, MINDTHIEF, "Submissive Affliction", "Scurry")
    kill_the_guard(s)
    assert s.monsters() == [] and s.outcome == "" and s.round == 2
