"""Scenario 3, Inox Encampment: its map and set-up, the Inox Guards that arrive at (a)
until the nursery door opens, its goal (kill 5 x C enemies) and its requirement (closed
once The Merchant Flees).

The expected values were looked up by hand in the reference files (Gloomhaven
Secretariat `scenarios/03.json`; Virtual Gloomhaven Board `3.json`), not read from the
file under test."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
import yaml
from gh_helpers import end_round, monster, run

from rulebound import load_game
from rulebound.games.gloomhaven.campaign import may_play
from rulebound.games.gloomhaven.damage import suffer
from rulebound.games.gloomhaven.movement import open_door
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import DataError
from rulebound.kernel.hexgrid import Hex

rules = pytest.mark.rules
MARK_A: Hex = (-7, -3)  # L1b's tile-local cell (0, 3), next to the nursery door
NURSERY_DOOR: Hex = (-8, -3)


def encampment(party: str = "brute,mindthief", seed: int = 0) -> GloomhavenState:
    game = load_game("gloomhaven", party=party, hands="first", scenario=3, level=1)
    s = game.new_initial_state(seed)
    while s.decision().kind == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def guards_at_a(s: GloomhavenState) -> int:
    return sum(1 for f in s.monsters() if f.type == "inox-guard" and f.hex == MARK_A)


def clear_mark(s: GloomhavenState) -> None:
    """Kill whatever stands on (a), so the next arrival goes there."""
    for f in s.monsters():
        if f.hex == MARK_A:
            suffer(s, f, f.hp, cause=-1)


def test_the_scenario_file() -> None:
    scenario = load_scenario(3)
    assert [r.tile for r in scenario.rooms] == ["L3a and L1b", "B4a", "B2a", "B3a", "B1a", "E1b"]
    assert sum(len(r.hexes) for r in scenario.rooms) + len(scenario.doors) == 150
    by_type = {}
    for players in (2, 3, 4):
        placed = [p.type for p in scenario.monsters_in(1, players=players)]
        by_type[players] = tuple(placed.count(t) for t in ("inox-guard", "inox-archer"))
    assert by_type == {2: (3, 1), 3: (4, 2), 4: (6, 4)}
    b1a = [(p.type, p.rank) for p in scenario.monsters_in(5, players=3)]
    assert b1a == [("inox-shaman", "elite")]  # GHS's Shamans, not VGB's Archers
    assert scenario.treasure(65) is not None
    assert scenario.unlocks == (8, 9) and scenario.requires_no_global == ("the-merchant-flees",)
    assert scenario.rewards.gold == 15 and scenario.rewards.party_achievements == (
        "jekserahs-plans",
    )


@rules("GH-ROUND-02", "GH-ROUND-06")
def test_with_two_characters_a_guard_arrives_at_a_as_each_odd_round_ends() -> None:
    s = encampment()
    clear_mark(s)
    end_round(s)  # round 1: odd
    assert guards_at_a(s) == 1
    clear_mark(s)
    end_round(s)  # round 2: even
    assert guards_at_a(s) == 0
    end_round(s)  # round 3
    assert guards_at_a(s) == 1


@rules("GH-ROUND-02")
def test_with_three_characters_a_guard_arrives_every_round() -> None:
    s = encampment("brute,mindthief,tinkerer")
    for _ in range(2):
        clear_mark(s)
        end_round(s)
        assert guards_at_a(s) == 1


@rules("GH-ROUND-02", "GH-MOVE-20")
def test_the_arrivals_stop_once_the_nursery_door_is_open() -> None:
    s = encampment()
    clear_mark(s)
    open_door(s, s.character(0), NURSERY_DOOR)
    assert 6 in s.rooms
    end_round(s)
    assert guards_at_a(s) == 0


@rules("GH-ROUND-07", "GH-SEND-06", "GH-MOVE-19")
def test_won_once_ten_enemies_died_with_two_characters_whoever_is_left() -> None:
    s = encampment()
    for door in s.game.scenario.doors:
        open_door(s, s.character(0), door.hex)
    alive = s.monsters()
    # 5 in room 1, then 1 + 1 + 2 + 1 + 1 behind the doors: one Inox Guard too many
    # for the six standees (GH-MOVE-19)
    assert len(alive) == 10
    for fig in alive[:9]:
        suffer(s, fig, fig.hp, cause=-1)
    run(s, ("round-over",))
    assert not s.is_over()  # nine of ten
    monster(s, "inox-guard", MARK_A)  # one more arrives
    suffer(s, alive[9], alive[9].hp, cause=-1)
    run(s, ("round-over",))
    assert s.outcome == "won" and s.monsters()  # enemies still stand: the count is the goal


@rules("GH-SETUP-03")
def test_closed_once_the_merchant_flees() -> None:
    from rulebound.games.gloomhaven.campaign import CampaignRecord

    record = CampaignRecord(unlocked=frozenset({3}))
    assert may_play(record, 3, "campaign", (), (), ("the-merchant-flees",)) == ""
    fled = CampaignRecord(
        unlocked=frozenset({3}), global_achievements=frozenset({"the-merchant-flees"})
    )
    why = may_play(fled, 3, "campaign", (), (), ("the-merchant-flees",))
    assert "closed by the global achievement The Merchant Flees" in why


@pytest.mark.parametrize("value", [0, "5xD", "xC", -3])
def test_a_bad_kill_count_is_one_clear_line(tmp_path: Path, value: object) -> None:
    data = yaml.safe_load(
        (resources.files("rulebound.games.gloomhaven") / "data" / "scenario-003.yaml").read_text(
            encoding="utf-8"
        )
    )
    data["win"] = {"kill_count": value}
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataError, match="kill_count must be N or 'NxC'") as err:
        load_scenario(3, path)
    assert "bad.yaml" in str(err.value) and "\n" not in str(err.value)
