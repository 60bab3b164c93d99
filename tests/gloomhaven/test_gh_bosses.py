"""Bosses and Named Monsters in the engine (GH-GLOSS-23, -72, GH-ACTION-07, GH-COND-04).

The shipped boss (the Bandit Commander) is tested with scenario 2 in
test_gh_barrow_lair.py; these tests use made-up types in our monster format, parsed with the
shipped decks by ``parse_bestiary``: a boss on the shipped ``boss`` deck whose
Special 1 is Move +0, Attack +1 and Special 2 summons Living Bones, and a named
monster with its own stat card on the ``guard`` deck. Their game is set up on a test
arena with that bestiary, so the scenario places them like any monster."""

from __future__ import annotations

import copy
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import arena_file, goal, goals_file, monster_turn, place, plan

from rulebound import load_game
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.campaign_city import places_a_boss
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.damage import give, suffer
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.goal_play import statistics
from rulebound.games.gloomhaven.monsters import Bestiary, parse_bestiary, turn_plan
from rulebound.games.gloomhaven.position import (
    draw_ability_card,
    stack_ability_deck,
    stack_modifiers,
)
from rulebound.games.gloomhaven.rounds import monster_groups
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.games.gloomhaven.views import build_view
from rulebound.kernel.errors import DataError, ParameterError
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
BOSS = "test-boss"
NAMED = "test-captain"
BOSS_HEX: Hex = (6, 2)
LEVEL = 1
# Boss stat card: health 8+level times C, Move 3, Attack 3 (made up).
BOSS_HEALTH = {n: 8 + n for n in range(8)}
BOSS_ATTACK = 3


def boss_entry() -> dict[str, Any]:
    return {
        "name": "Test Boss",
        "deck": "boss",
        "standees": 1,
        "boss": True,
        "immunities": ["stun", "immobilize", "curse"],
        "specials": {
            1: [{"move": "+0"}, {"attack": "+1"}],
            2: [{"summon": {"type": "living-bones", "rank": {2: "normal", 3: "elite"}}}],
        },
        "stats": [
            {"level": n, "boss": {"health": f"{BOSS_HEALTH[n]}xC", "move": 3, "attack": 3}}
            for n in range(8)
        ],
    }


def named_entry() -> dict[str, Any]:
    return {
        "name": "Test Captain",
        "deck": "guard",
        "standees": 1,
        "named": True,
        "stats": [
            {"level": n, "boss": {"health": 20 + n, "move": 2, "attack": 4, "shield": 1}}
            for n in range(8)
        ],
    }


def shipped() -> dict[str, Any]:
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "monsters.yaml"
    data: dict[str, Any] = yaml.safe_load(ref.read_text(encoding="utf-8"))
    return data


SHIPPED = shipped()


def bestiary(**types: dict[str, Any]) -> Bestiary:
    data = copy.deepcopy(SHIPPED)
    data["monsters"].update(types)
    return parse_bestiary(data, "m.yaml")


def boss_game(
    tmp: Path,
    party: str = "brute,mindthief",
    *,
    monsters: list[dict[str, Any]] | None = None,
    top: dict[str, Any] | None = None,
    goals: bool = False,
) -> GloomhavenState:
    """A test arena whose monster data has the made-up boss and named monster; the
    room holds ``monsters`` (default: the boss, rank boss for every count)."""
    path = arena_file(tmp)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["monster_types"] += [BOSS, NAMED]
    if monsters is None:
        monsters = [
            {"type": BOSS, "hex": list(BOSS_HEX), "players": dict.fromkeys((2, 3, 4), "boss")}
        ]
    data["rooms"][0]["monsters"] = monsters
    data.update(top or {})
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    params: dict[str, Any] = {"party": party, "hands": "first", "level": LEVEL}
    if goals:
        four = [goal(f"G{i}", {"stat": "kills", "at_least": 1}) for i in range(4)]
        params["battle_goals"] = str(goals_file(tmp, four))
    game = load_game("gloomhaven", scenario_file=str(path), **params)
    game.bestiary = bestiary(**{BOSS: boss_entry(), NAMED: named_entry()})
    s = game.new_initial_state(0)
    while s.decision().kind in ("battle-goal", "start-hex"):
        s.apply_action(s.decision().options[0])
    return s


def the(s: GloomhavenState, kind: str) -> Figure:
    return next(f for f in s.monsters() if f.type == kind)


def zeros(s: GloomhavenState) -> None:
    stack_modifiers(s, None, *["+0"] * 10)


# --- the Boss deck as data ------------------------------------------------------------------


def test_the_boss_deck_matches_the_reference_facts() -> None:
    """Cards 572-579 (GHS ``monster/deck/boss.json``): initiatives, the two reshuffle
    cards, Special 2 on the three fastest cards and Special 1 on three slow ones."""
    deck = bestiary().decks["boss"]
    assert {c.id: c.initiative for c in deck} == {
        572: 11,
        573: 14,
        574: 17,
        575: 85,
        576: 79,
        577: 73,
        578: 36,
        579: 52,
    }
    assert {c.id for c in deck if c.shuffle} == {574, 575}
    specials = {c.id: c.actions[0]["special"] for c in deck if "special" in c.actions[0]}
    assert specials == {572: 2, 573: 2, 574: 2, 575: 1, 576: 1, 577: 1}
    by_id = {c.id: c.actions for c in deck}
    assert by_id[578] == ({"move": "+0"}, {"attack": "+0"})
    assert by_id[579] == ({"move": "-1"}, {"attack": "-1", "range": 3, "target": 2})


# --- placement: rank, HP, immunities ----------------------------------------------------------


@pytest.mark.parametrize(
    ("party", "characters"), [("brute,mindthief", 2), ("brute,mindthief,tinkerer", 3)]
)
@rules("GH-GLOSS-23", "GH-ACTION-07")
def test_a_boss_is_placed_with_n_times_c_hit_points(
    tmp_path: Path, party: str, characters: int
) -> None:
    s = boss_game(tmp_path, party)
    boss = the(s, BOSS)
    assert boss.hex == BOSS_HEX and boss.rank == "boss"
    assert boss.hp == boss.max_hp == BOSS_HEALTH[LEVEL] * characters
    assert boss.label == "Test Boss 1"  # no "elite" mark: neither Normal nor Elite
    view = build_view(s, BRUTE)
    assert [m["rank"] for m in view["monsters"]] == ["boss"]


@rules("GH-COND-04", "GH-GLOSS-49")
def test_a_boss_is_immune_to_the_conditions_on_its_stat_card(tmp_path: Path) -> None:
    s = boss_game(tmp_path)
    boss = the(s, BOSS)
    for name in ("stun", "immobilize"):
        give(s, boss, name, s.character(BRUTE))
        assert not boss.conditions.has(Condition(name))
    give(s, boss, "poison", s.character(BRUTE))  # not on its list
    assert boss.conditions.has(Condition.POISON)
    assert boss.conditions.can_act() and boss.conditions.can_move()


@rules("GH-COND-04", "GH-COND-13")
def test_a_boss_immune_to_curse_adds_no_curse_card(tmp_path: Path) -> None:
    s = boss_game(
        tmp_path,
        monsters=[
            {"type": BOSS, "hex": list(BOSS_HEX), "players": {2: "boss"}},
            {"type": "bandit-guard", "hex": [6, 0], "players": {2: "normal"}},
        ],
    )
    before = s.monster_deck.count("curse")
    give(s, the(s, BOSS), "curse", s.character(BRUTE))
    assert s.monster_deck.count("curse") == before
    give(s, the(s, "bandit-guard"), "curse", s.character(BRUTE))  # a guard is not immune
    assert s.monster_deck.count("curse") == before + 1


@rules("GH-COND-13")
def test_a_boss_immune_to_curse_is_still_affected_by_a_curse_it_draws(tmp_path: Path) -> None:
    """Immunity keeps the Curse card out, not its effect: the monsters share one deck,
    so a Curse given to a Bandit Guard can be drawn by the immune boss, whose attack
    is then a null (and the card leaves the deck)."""
    s = boss_game(
        tmp_path,
        monsters=[
            {"type": BOSS, "hex": list(BOSS_HEX), "players": {2: "boss"}},
            {"type": "bandit-guard", "hex": [6, 0], "players": {2: "normal"}},
        ],
    )
    boss = the(s, BOSS)
    place(s, MINDTHIEF, (0, 4))
    brute = place(s, BRUTE, (3, 2))
    stack_modifiers(s, None, "curse", *["+0"] * 9)
    monster_turn(s, boss, 575)  # Special 1: Move +0, Attack +1
    assert s.hexmap.range_between(boss.hex, brute.hex) == 1
    assert brute.hp == brute.max_hp
    assert s.monster_deck.count("curse") == 0
    assert any("Curse" in line for line in s.log[-6:])


# --- its turn: initiative, order, Specials ----------------------------------------------------


@rules("GH-GLOSS-23", "GH-ACTION-07", "GH-RSTART-11", "GH-RSTART-13")
def test_a_boss_acts_at_its_cards_initiative_as_neither_normal_nor_elite(
    tmp_path: Path,
) -> None:
    """The boss draws card 578 (Initiative 36): it acts after the Brute (18) and
    before the Mindthief (48), as a standee of rank boss."""
    s = boss_game(tmp_path)
    stack_ability_deck(s, BOSS, 578, 572, 573, 574, 575, 576, 577, 579)
    plan(s, BRUTE, "Eye for an Eye", "Trample")
    plan(s, MINDTHIEF, "Submissive Affliction", "Scurry")
    assert s.decision().seat == BRUTE  # the Brute's turn has begun
    assert s.ability_decks[BOSS].drawn == 578
    (group,) = monster_groups(s, [BOSS])
    assert group.initiative == 36
    assert [(t.rank, t.elite) for t in group.standees] == [("boss", False)]
    assert [(t.name, t.initiative, t.rank) for t in s.order.turns()] == [
        (BOSS, 36, "boss"),
        ("c1", 48, ""),
    ]
    boss, mindthief = the(s, BOSS), s.character(MINDTHIEF)
    assert (s.rank[s.character(BRUTE).id], s.rank[boss.id], s.rank[mindthief.id]) == (0, 1, 2)


@rules("GH-MACT-02", "GH-MACT-03", "GH-FOCUS-01")
def test_special_1_moves_and_attacks_with_the_boss_stats(tmp_path: Path) -> None:
    """Card 575 says Special 1, which this boss lists as Move +0, Attack +1: it walks
    its Move 3 to the Brute and hits for 3 + 1."""
    s = boss_game(tmp_path)
    boss = the(s, BOSS)
    mtype = s.game.bestiary.monsters[BOSS]
    plan = turn_plan(mtype, LEVEL, "boss", s.game.bestiary.card("boss", 575))
    assert (plan.move, plan.attack_value, plan.ability.attack) == (3, BOSS_ATTACK + 1, True)
    place(s, MINDTHIEF, (0, 4))
    brute = place(s, BRUTE, (3, 2))
    zeros(s)
    monster_turn(s, boss, 575)
    assert s.hexmap.range_between(boss.hex, brute.hex) == 1
    assert brute.max_hp - brute.hp == BOSS_ATTACK + 1


@pytest.mark.parametrize(
    ("party", "rank"), [("brute,mindthief", "normal"), ("brute,mindthief,tinkerer", "elite")]
)
@rules("GH-MSUMMON-01", "GH-MSUMMON-06", "GH-MACT-02")
def test_special_2_summons_living_bones_by_the_character_count(
    tmp_path: Path, party: str, rank: str
) -> None:
    s = boss_game(tmp_path, party)
    boss = the(s, BOSS)
    plan = turn_plan(
        s.game.bestiary.monsters[BOSS], LEVEL, "boss", s.game.bestiary.card("boss", 572)
    )
    assert not plan.ability.attack and plan.move == 0
    place(s, MINDTHIEF, (0, 4))
    place(s, BRUTE, (3, 2))
    monster_turn(s, boss, 572)
    (bones,) = [f for f in s.monsters() if f.type == "living-bones"]
    assert bones.rank == rank and bones.summoned and bones.fresh
    assert bones.hex == (5, 2)  # next to the boss, nearest its focus, the Brute
    assert boss.hex == BOSS_HEX  # Special 2 has no move


@rules("GH-GLOSS-23", "GH-ACTION-07")
def test_a_boss_kill_counts_as_a_kill_but_neither_normal_nor_elite(tmp_path: Path) -> None:
    s = boss_game(tmp_path, goals=True)
    boss = the(s, BOSS)
    suffer(s, boss, boss.hp, cause=s.character(BRUTE).id)
    assert not boss.alive
    row = statistics(s)[BRUTE]
    assert (row["kills"], row["kills_normal"], row["kills_elite"]) == (1, 0, 0)


@rules("GH-ACTION-07")
def test_a_scenario_with_a_boss_for_quest_528(tmp_path: Path) -> None:
    """A spawned Boss counts, a Named Monster does not (campaign_city.places_a_boss)."""
    spawn = {"round": 1, "monster": BOSS, "rank": "boss", "hex": [6, 4]}
    spawned = boss_game(tmp_path, monsters=[], top={"spawns": [spawn]}).game
    assert places_a_boss(spawned.scenario, spawned.bestiary)
    named = [{"type": NAMED, "hex": list(BOSS_HEX), "players": {2: "boss"}}]
    captain = boss_game(tmp_path, monsters=named).game
    assert not places_a_boss(captain.scenario, captain.bestiary)
    assert places_a_boss(boss_game(tmp_path).game.scenario, captain.bestiary)


@rules("GH-ROUND-02", "GH-GLOSS-23")
def test_a_spawned_boss_gets_its_hit_points_and_immunities(tmp_path: Path) -> None:
    spawn = {"round": 1, "monster": BOSS, "rank": "boss", "hex": [6, 4]}
    s = boss_game(tmp_path, monsters=[], top={"spawns": [spawn]})
    boss = the(s, BOSS)  # spawned at the start of round 1, before the plans
    assert boss.hex == (6, 4) and boss.rank == "boss" and boss.hp == BOSS_HEALTH[LEVEL] * 2
    assert boss.conditions.is_immune(Condition.STUN)


# --- a Named Monster ---------------------------------------------------------------------------


@rules("GH-GLOSS-72", "GH-ACTION-07")
def test_a_named_monster_uses_its_own_stats_on_an_existing_deck(tmp_path: Path) -> None:
    """Rank ``boss`` with its own stat card (Health 21, Move 2, Attack 4, Shield 1 at
    level 1); it draws from the guard deck: card 525 is Move +1, Attack -1."""
    named = {"type": NAMED, "hex": list(BOSS_HEX), "players": {2: "boss"}}
    s = boss_game(tmp_path, monsters=[named])
    captain = the(s, NAMED)
    assert captain.rank == "boss" and captain.hp == 21
    assert sorted(s.ability_decks[NAMED].draw) == list(range(524, 532))  # the guard deck
    draw_ability_card(s, NAMED, 525)
    (group,) = monster_groups(s, [NAMED])
    assert group.initiative == 30 and [t.rank for t in group.standees] == ["boss"]
    give(s, captain, "stun", s.character(BRUTE))  # a named monster without immunities
    assert captain.conditions.has(Condition.STUN)
    position.remove_conditions(s, captain, "stun")
    plan = turn_plan(
        s.game.bestiary.monsters[NAMED], LEVEL, "boss", s.game.bestiary.card("guard", 525)
    )
    assert (plan.move, plan.attack_value) == (3, 3)
    place(s, MINDTHIEF, (0, 4))
    brute = place(s, BRUTE, (3, 2))
    zeros(s)
    monster_turn(s, captain, 525)
    assert brute.max_hp - brute.hp == 3


# --- data errors -------------------------------------------------------------------------------


def boss_with(**changes: Any) -> dict[str, Any]:
    entry = boss_entry()
    entry.update(changes)
    return {k: v for k, v in entry.items() if v is not None}


def guard_with(**changes: Any) -> dict[str, Any]:
    entry = copy.deepcopy(SHIPPED["monsters"]["bandit-guard"])
    entry.update(changes)
    return dict(entry)


def rows(rank: str, health: Any = 10) -> list[dict[str, Any]]:
    return [{"level": n, rank: {"health": health, "move": 2, "attack": 2}} for n in range(8)]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (boss_with(named=True), "a boss or a named monster, not both"),
        (boss_with(boss="yes"), "boss and named are true or false"),
        (boss_with(stats=rows("normal")), "has the rank"),
        (boss_with(stats=rows("boss", "10xD")), "health must be a number or 'NxC'"),
        (boss_with(stats=rows("boss", 0)), "health must be"),
        (guard_with(stats=rows("normal", "10xC")), "health must be a number of 1 or more"),
        (guard_with(stats=rows("boss")), "has the rank"),
        (guard_with(immunities=["stun"]), "immunities belong to a boss"),
        (guard_with(specials={1: [{"move": "+0"}]}), "specials belong to a boss"),
        (boss_with(immunities=["sleep"]), "immunities must list conditions"),
        (boss_with(specials={1: [{"move": "+0"}]}), "asks for Special 2"),
        (boss_with(specials={1: [{"special": 2}], 2: [{"move": "+0"}]}), "unknown action"),
        (boss_with(specials={0: [{"move": "+0"}]}), "is not a Special number"),
        (boss_with(specials={1: [], 2: [{"move": "+0"}]}), "special 1: no actions"),
        (
            boss_with(specials={1: [{"move": "+0"}], 2: [{"summon": "imp"}]}),
            "unknown monster 'imp'",
        ),
        (
            boss_with(
                specials={
                    1: [{"move": "+0"}],
                    2: [{"summon": {"type": "living-bones", "rank": "boss"}}],
                }
            ),
            "summon living-bones: 2 characters -> 'boss'",
        ),
    ],
)
def test_bad_boss_data_is_a_one_line_error(entry: dict[str, Any], message: str) -> None:
    with pytest.raises(DataError, match=message) as err:
        bestiary(x=entry)
    assert "\n" not in str(err.value) and "m.yaml: monster x" in str(err.value)


def test_a_bad_special_card_action_is_a_data_error() -> None:
    data = copy.deepcopy(SHIPPED)
    data["decks"]["boss"][0]["actions"] = [{"special": "one"}]
    with pytest.raises(DataError, match="deck boss card 572: a special action is"):
        parse_bestiary(data, "m.yaml")


def test_the_boss_deck_on_a_normal_monster_is_a_data_error() -> None:
    with pytest.raises(DataError, match="asks for Special"):
        bestiary(x=guard_with(deck="boss"))


@rules("GH-GLOSS-23", "GH-ACTION-07")
def test_a_normal_monster_placed_as_boss_is_an_error_at_load(tmp_path: Path) -> None:
    guard = {"type": "bandit-guard", "hex": [6, 2], "players": {2: "boss"}}
    with pytest.raises(ParameterError, match="bandit-guard has the rank normal or elite, not boss"):
        boss_game(tmp_path, monsters=[guard])


@pytest.mark.parametrize("rank", ["normal", "elite"])
@rules("GH-GLOSS-23", "GH-GLOSS-72")
def test_a_boss_or_named_monster_placed_as_normal_or_elite_is_an_error(
    tmp_path: Path, rank: str
) -> None:
    for kind in (BOSS, NAMED):
        placed = {"type": kind, "hex": [6, 2], "players": {3: "boss", 2: rank}}
        with pytest.raises(DataError, match=f"{kind} has the rank boss, not {rank}"):
            boss_game(tmp_path, monsters=[placed])


def test_a_boss_stat_card_has_no_normal_or_elite_rank() -> None:
    book = bestiary(**{BOSS: boss_entry(), NAMED: named_entry()})
    for kind in (BOSS, NAMED):
        assert book.monsters[kind].ranks == ("boss",)
        with pytest.raises(DataError, match="no rank 'elite'"):
            book.monsters[kind].stats(LEVEL, "elite")
    assert book.monsters["bandit-guard"].ranks == ("normal", "elite")


@rules("GH-GLOSS-23")
def test_a_boss_spawned_as_elite_is_an_error_when_the_scenario_starts(tmp_path: Path) -> None:
    spawn = {"round": 2, "monster": BOSS, "rank": "elite", "hex": [6, 4]}
    with pytest.raises(DataError, match=r"spawns\[0\]: test-boss has the rank boss, not elite"):
        boss_game(tmp_path, top={"spawns": [spawn]})
