"""The statistics battle goals are judged on, each counted by the engine's own rules
functions in a small arena (synthetic goals; no battle goal card is shipped)."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import goal, goal_arena, monster, pick, run

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.damage import exhaust, give, heal, suffer
from rulebound.games.gloomhaven.goal_play import statistics
from rulebound.games.gloomhaven.movement import open_door
from rulebound.games.gloomhaven.player_turn import loot_hex
from rulebound.games.gloomhaven.position import move_cards, set_hp
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
GOALS = [goal(f"G{i}", {"stat": "kills", "at_least": 1}) for i in range(4)]


def stat(s: GloomhavenState, seat: int, name: str) -> int:
    return statistics(s)[seat][name]


def game(tmp_path: Path, **kw: object) -> GloomhavenState:
    return goal_arena(tmp_path, GOALS, **kw)  # type: ignore[arg-type]


@rules("GH-ATKRES-06", "GH-SUMMON-08")
def test_kills_are_counted_by_rank_for_the_killer_and_a_summons_owner(tmp_path: Path) -> None:
    s = game(tmp_path)
    brute = s.character(BRUTE)
    normal = monster(s, "bandit-guard", (5, 0))
    elite = monster(s, "bandit-guard", (5, 2), rank="elite")
    other = monster(s, "bandit-guard", (5, 4))
    bot = position.add_summon(s, MINDTHIEF, position.Summon("rat-swarm", (6, 4), "Gnawing Horde"))
    suffer(s, normal, 99, cause=brute.id)
    suffer(s, elite, 99, cause=brute.id)
    suffer(s, other, 99, cause=bot.id)  # a summon's kill is its summoner's
    assert (stat(s, BRUTE, "kills_normal"), stat(s, BRUTE, "kills_elite")) == (1, 1)
    assert stat(s, BRUTE, "kills") == 2 == s.heroes[BRUTE].kills
    assert stat(s, MINDTHIEF, "kills") == 1 == stat(s, MINDTHIEF, "kills_normal")


def test_a_kill_nobody_caused_counts_for_nobody(tmp_path: Path) -> None:
    s = game(tmp_path)
    suffer(s, monster(s, "bandit-guard", (5, 0)), 99, cause=-1)
    assert stat(s, BRUTE, "kills") == 0 and stat(s, MINDTHIEF, "kills") == 0


@rules("GH-CDMG-01")
def test_damage_taken_and_the_lowest_hp_count_only_damage_not_negated(tmp_path: Path) -> None:
    s = game(tmp_path)
    fig = s.character(BRUTE)
    start = fig.hp
    run(s, ("suffer", fig.id, 3, -1))
    pick(s, "take the damage")
    hand = s.heroes[BRUTE].hand
    run(s, ("suffer", fig.id, 4, -1))
    s.apply_action(enc.CARD + hand[0])  # negated by losing a card from hand
    heal(s, fig, 2)
    assert stat(s, BRUTE, "damage_taken") == 3
    assert stat(s, BRUTE, "hp_lowest") == start - 3
    assert stat(s, BRUTE, "hp_end") == start - 1
    assert stat(s, BRUTE, "cards_lost") == 1
    assert stat(s, MINDTHIEF, "damage_taken") == 0


@rules("GH-LREST-01", "GH-SREST-01", "GH-SREST-02")
def test_rests_and_the_cards_they_lose_are_counted(tmp_path: Path) -> None:
    s = game(tmp_path)
    hero = s.heroes[BRUTE]
    move_cards(s, BRUTE, "discard", *hero.hand[-1:-3:-1])
    run(s, ("plan", BRUTE))
    s.apply_action(enc.LONG_REST)
    assert stat(s, BRUTE, "long_rests") == 1 and stat(s, BRUTE, "short_rests") == 0
    other = s.heroes[MINDTHIEF]
    move_cards(s, MINDTHIEF, "discard", other.hand[-1], other.hand[-2])
    run(s, ("short-rest", MINDTHIEF))
    pick(s, "take a Short Rest")
    pick(s, "let it be lost")
    assert stat(s, MINDTHIEF, "short_rests") == 1 and stat(s, MINDTHIEF, "cards_lost") == 1
    assert stat(s, MINDTHIEF, "cards_left") == len(other.hand) == 9  # 10 less the lost one


@rules("GH-RECOVER-01")
def test_a_lost_card_recovered_still_counts_as_lost(tmp_path: Path) -> None:
    s = game(tmp_path)
    hero = s.heroes[BRUTE]
    card = hero.hand[-1]
    move_cards(s, BRUTE, "lost", card)
    run(s, ("recover", BRUTE, 1, "lost"))
    s.apply_action(enc.CARD + card)
    assert card in hero.hand and not hero.lost
    assert stat(s, BRUTE, "cards_lost") == 1


@rules("GH-LOOT-01", "GH-LOOT-02")
def test_coins_gold_and_treasures_looted(tmp_path: Path) -> None:
    loot = [
        {"hex": [3, 2], "type": "coin", "amount": 2},
        {"hex": [3, 2], "type": "treasure", "number": 7},
    ]
    s = game(tmp_path, contents=loot)
    loot_hex(s, s.heroes[MINDTHIEF], (3, 2))
    assert stat(s, MINDTHIEF, "coins") == 2 and stat(s, MINDTHIEF, "treasures") == 1
    assert stat(s, MINDTHIEF, "gold") == 2 * s.values.gold_per_coin
    assert stat(s, BRUTE, "coins") == 0 and stat(s, BRUTE, "treasures") == 0


@rules("GH-MOVE-16", "GH-MOVE-17")
def test_doors_opened_by_a_character(tmp_path: Path) -> None:
    room2 = {"id": 2, "tile": "U", "initial": False, "hexes": [[0, 6], [1, 6]], "monsters": []}
    door = {"hex": [0, 5], "rooms": [1, 2], "state": "closed"}
    s = game(tmp_path, rooms=[room2], doors=[door])
    open_door(s, s.character(MINDTHIEF), (0, 5))
    assert stat(s, MINDTHIEF, "doors_opened") == 1 and stat(s, BRUTE, "doors_opened") == 0


def test_conditions_applied_by_a_character_to_others(tmp_path: Path) -> None:
    s = game(tmp_path)
    guard = monster(s, "bandit-guard", (5, 0))
    brute, mindthief = s.character(BRUTE), s.character(MINDTHIEF)
    give(s, guard, "poison", brute)
    give(s, guard, "curse", mindthief)  # a card into the monsters' deck counts too
    give(s, brute, "wound", guard)  # a monster's does not count for anyone
    give(s, mindthief, "strengthen")  # no giver: not counted
    assert stat(s, BRUTE, "conditions_applied") == 1
    assert stat(s, MINDTHIEF, "conditions_applied") == 1


def test_xp_and_rounds_are_read_off_the_state(tmp_path: Path) -> None:
    s = game(tmp_path)
    position.set_experience(s, BRUTE, 4)
    position.set_round(s, 3)
    assert stat(s, BRUTE, "xp") == 4
    assert stat(s, BRUTE, "rounds") == 3 == stat(s, MINDTHIEF, "rounds")


@rules("GH-EXHAUST-04", "GH-DX-28")
def test_exhaustion_by_cards_keeps_the_hp_and_by_damage_ends_at_zero(tmp_path: Path) -> None:
    """Our reading of GH-EXHAUST-04: "HP at the end" of a character exhausted by cards
    is the HP it had when it was exhausted (it is not set to 0, which is why the rule
    mentions battle goals); one exhausted by damage ends at 0. ``exhausted`` tells
    them apart from characters still in the scenario."""
    s = game(tmp_path)
    fig = s.character(BRUTE)
    set_hp(s, fig, 5)
    exhaust(s, s.heroes[BRUTE], by_cards=True)
    assert stat(s, BRUTE, "hp_end") == 5 and stat(s, BRUTE, "exhausted") == 1
    other = s.character(MINDTHIEF)
    run(s, ("suffer", other.id, other.hp + 3, -1))
    pick(s, "take the damage")
    assert s.heroes[MINDTHIEF].exhausted
    assert stat(s, MINDTHIEF, "hp_end") == 0 == stat(s, MINDTHIEF, "hp_lowest")
