"""The campaign record at a scenario's boundary (sections 4, 8.15 and 11): which
scenarios may be played in which mode, numbered and goal treasure across plays,
what a treasure gives, and the record handed back after a win or a loss."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from gh_helpers import arena_file, kind, labels, monster, pick, place, run

from rulebound import load_game
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.campaign import (
    CITY,
    CampaignRecord,
    load_campaign,
    next_steps,
    parse_campaign,
    save_campaign,
    sell_value,
)
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import ParameterError

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
SHEETS = [{"class": "brute"}, {"class": "mindthief"}]


def record_file(tmp: Path, name: str = "campaign.yaml", **data: Any) -> Path:
    data.setdefault("unlocked", [99])
    data.setdefault("characters", SHEETS)
    path = tmp / name
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def scenario_file(tmp: Path, contents: list[dict[str, Any]] | None = None, **extra: Any) -> Path:
    """The engine tests' arena (scenario 99) with campaign keys added."""
    path = arena_file(tmp, contents=contents)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data.update(extra)
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def game(tmp: Path, campaign: Path | None, mode: str = "casual", **kw: Any) -> Any:
    contents = kw.pop("contents", None)
    return load_game(
        "gloomhaven",
        party="brute,mindthief",
        hands="first",
        scenario_file=str(scenario_file(tmp, contents, **kw)),
        campaign=str(campaign) if campaign else "",
        mode=mode,
    )


def started(tmp: Path, campaign: Path | None, mode: str = "casual", **kw: Any) -> GloomhavenState:
    s: GloomhavenState = game(tmp, campaign, mode, **kw).new_initial_state(0)
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    return s


def end(s: GloomhavenState, won: bool) -> None:
    """Finish the scenario now: every monster dead (a win) or every character
    exhausted (a loss), then the end of the round checks the goal."""
    for f in s.monsters():
        position.remove_figure(s, f)
    if not won:
        for seat in range(len(s.heroes)):
            position.exhaust_character(s, seat)
    run(s, ("round-over",))


def after(s: GloomhavenState) -> CampaignRecord:
    assert s.is_over() and s.campaign_after is not None
    return s.campaign_after


def sheet(record: CampaignRecord, cls: str) -> Any:
    found = record.sheet(cls)
    assert found is not None
    return found


# --- choosing and checking the mode (section 4) --------------------------------------------


@rules("GH-SETUP-01", "GH-GLOSS-65", "GH-GLOSS-66")
def test_the_players_choose_casual_or_campaign_mode(tmp_path: Path) -> None:
    path = record_file(tmp_path)
    assert started(tmp_path, path, "campaign").view(0)["mode"] == "campaign"
    assert started(tmp_path, path, "casual").view(0)["mode"] == "casual"
    with pytest.raises(ParameterError, match="mode"):
        game(tmp_path, path, "story")


@rules("GH-SETUP-01", "GH-GLOSS-65")
def test_campaign_mode_needs_a_campaign_record(tmp_path: Path) -> None:
    with pytest.raises(ParameterError, match="Campaign Mode needs a campaign record"):
        game(tmp_path, None, "campaign")


@rules("GH-SETUP-02", "GH-GLOSS-66")
@pytest.mark.parametrize("mode", ["casual", "campaign"])
def test_a_scenario_must_be_unlocked_in_either_mode(tmp_path: Path, mode: str) -> None:
    path = record_file(tmp_path, unlocked=[1, 2])
    with pytest.raises(ParameterError, match=r"scenario 99 is not unlocked$"):
        game(tmp_path, path, mode)


@rules("GH-SETUP-03", "GH-GLOSS-65", "GH-GLOSS-66")
def test_a_scenario_completed_in_campaign_mode_is_only_played_casually_again(
    tmp_path: Path,
) -> None:
    path = record_file(tmp_path, completed=[99])
    with pytest.raises(ParameterError, match="already completed in Campaign Mode"):
        game(tmp_path, path, "campaign")
    assert game(tmp_path, path, "casual").mode == "casual"


@rules("GH-SETUP-03", "GH-GLOSS-50", "GH-GLOSS-51")
def test_campaign_mode_needs_the_required_achievements(tmp_path: Path) -> None:
    needs = {"requires": {"global_achievements": ["city-rule"], "party_achievements": ["jekserah"]}}
    bare = record_file(tmp_path, "bare.yaml")
    with pytest.raises(ParameterError, match="needs the global achievement City Rule"):
        game(tmp_path, bare, "campaign", **needs)
    half = record_file(tmp_path, "half.yaml", global_achievements=["city-rule"])
    with pytest.raises(ParameterError, match="needs the party achievement Jekserah"):
        game(tmp_path, half, "campaign", **needs)
    both = record_file(
        tmp_path, "both.yaml", global_achievements=["city-rule"], party_achievements=["jekserah"]
    )
    assert game(tmp_path, both, "campaign", **needs).campaign is not None
    assert game(tmp_path, bare, "casual", **needs).campaign is not None  # casual: no needs


@rules("GH-SETUP-04", "GH-GLOSS-41", "GH-EVENT-02")
@pytest.mark.parametrize(
    ("location", "mode", "due"),
    [("gloomhaven", "campaign", True), (5, "campaign", True), (3, "campaign", False)],
)
def test_a_road_event_is_due_when_travelling_from_an_unconnected_place(
    tmp_path: Path, location: object, mode: str, due: bool
) -> None:
    path = record_file(tmp_path, location=location)
    s = started(tmp_path, path, mode, links=[3])
    assert s.view(0)["campaign"]["road_event_due"] is due
    assert any("a Road Event comes on the way" in line for line in s.log) is due


@rules("GH-SETUP-04")
def test_casual_mode_has_no_road_event(tmp_path: Path) -> None:
    s = started(tmp_path, record_file(tmp_path), "casual")
    assert s.view(0)["campaign"]["road_event_due"] is False


@rules("GH-SETUP-05")
def test_the_goal_and_special_rules_are_shown_before_play(tmp_path: Path) -> None:
    rule = "The door opens only when the lever is pulled."
    s = started(tmp_path, None, special_rules=[rule])
    view = s.view(1)
    assert view["goal"] == "Kill all enemies." and view["special_rules"] == [rule]
    assert f"Special rules: {rule}" in s.log
    assert s.log.index(f"Special rules: {rule}") < s.log.index(
        next(line for line in s.log if " starts at " in line)
    )


@rules("GH-SETUP-21")
def test_a_character_equips_only_items_it_owns(tmp_path: Path) -> None:
    path = record_file(tmp_path, characters=[{"class": "brute", "items": [3]}, SHEETS[1]])
    with pytest.raises(ParameterError, match="brute does not own item 1"):
        load_game(
            "gloomhaven",
            party="brute,mindthief",
            scenario_file=str(scenario_file(tmp_path)),
            campaign=str(path),
            items="1;",
        )
    ok = load_game(
        "gloomhaven",
        party="brute,mindthief",
        scenario_file=str(scenario_file(tmp_path)),
        campaign=str(path),
        items="3;",
    )
    assert ok.loadouts == [[3], []]


@rules("GH-GLOSS-47")
def test_only_characters_of_the_campaign_join_the_party(tmp_path: Path) -> None:
    # a new character is created in the city (it has no sheet yet): it cannot join here
    path = record_file(tmp_path, characters=[SHEETS[0]])
    with pytest.raises(ParameterError, match="has no character sheet for mindthief"):
        game(tmp_path, path)
    # an existing character may stay out of this scenario's party
    more = record_file(tmp_path, "more.yaml", characters=[*SHEETS, {"class": "tinkerer"}])
    s = started(tmp_path, more)
    end(s, won=True)
    assert [c.cls for c in after(s).characters] == ["brute", "mindthief", "tinkerer"]


@rules("GH-SETUP-28", "GH-EVENT-14")
def test_pre_scenario_event_discards_leave_the_built_hand(tmp_path: Path) -> None:
    path = record_file(tmp_path, characters=[{"class": "brute", "discard_at_start": 2}, SHEETS[1]])
    s = game(tmp_path, path).new_initial_state(0)
    brute = s.heroes[BRUTE]
    assert kind(s) == "event-discard" and s.decision().seat == BRUTE
    assert len(brute.hand) == brute.cls.hand_size  # after the hand is built (GH-SETUP-27)
    pick(s, "Trample")
    pick(s, "Eye for an Eye")
    assert kind(s) == "start-hex"
    names = sorted(brute.cls.cards[c].name for c in brute.discard)
    assert names == ["Eye for an Eye", "Trample"] and len(brute.hand) == brute.cls.hand_size - 2


# --- treasure across plays (GH-SETUP-13, -14, GH-LOOT-04) -------------------------------

TREASURES = [
    {"hex": [3, 1], "type": "treasure", "number": 7},
    {"hex": [3, 3], "type": "treasure", "goal": True},
]


def loot_all(s: GloomhavenState, seat: int = BRUTE) -> None:
    from rulebound.games.gloomhaven.player_turn import loot_hex

    for h in sorted(s.treasures):
        loot_hex(s, s.heroes[seat], h)


@rules("GH-LOOT-04", "GH-SETUP-13", "GH-SETUP-14", "GH-SEND-05", "GH-GLOSS-114", "GH-GLOSS-115")
def test_a_numbered_treasure_is_looted_once_a_goal_treasure_every_time(tmp_path: Path) -> None:
    first = started(tmp_path, record_file(tmp_path), contents=TREASURES)
    assert sorted(first.treasures.values()) == [0, 7]  # 0: the Goal tile
    loot_all(first)
    assert sorted(first.heroes[BRUTE].treasures) == [0, 7]
    end(first, won=True)
    record = after(first)
    assert record.looted_treasures == {7}  # the Goal tile is not kept (GH-SEND-05)
    again = tmp_path / "after.yaml"
    save_campaign(record, again)
    # a different party (the record, not the party, remembers): tile 7 stays out
    second = started(tmp_path, again, contents=TREASURES)
    assert second.treasures == {(3, 3): 0}


@rules("GH-LOOT-04", "GH-SEND-03", "GH-SEND-04")
def test_treasure_xp_and_gold_are_kept_when_the_scenario_is_lost(tmp_path: Path) -> None:
    s = started(tmp_path, record_file(tmp_path), contents=TREASURES[:1])
    loot_all(s)
    position.set_experience(s, BRUTE, 5)
    position.set_coins(s, BRUTE, 2)
    end(s, won=False)
    record = after(s)
    assert s.outcome == "lost" and record.looted_treasures == {7}
    brute = sheet(record, "brute")
    assert (brute.xp, brute.gold) == (5, 2 * s.values.gold_per_coin)


@rules("GH-LOOT-06", "GH-LOOT-03")
def test_a_treasure_item_joins_the_characters_items_after_the_scenario(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 7, "item": 12}]
    s = started(tmp_path, record_file(tmp_path), contents=contents)
    loot_all(s)
    assert s.heroes[BRUTE].items == []  # not usable in this scenario
    end(s, won=True)
    assert sheet(after(s), "brute").items == (12,)


@rules("GH-LOOT-07", "GH-SHOP-06", "GH-DX-07", "GH-GLOSS-46")
def test_an_item_the_character_owns_gives_its_sell_value_instead(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 7, "item": 9}]  # Piercing Bow, 30
    owner = [{"class": "brute", "items": [9], "gold": 1}, SHEETS[1]]
    s = started(tmp_path, record_file(tmp_path, characters=owner), contents=contents)
    loot_all(s)
    end(s, won=False)
    record = after(s)
    brute = sheet(record, "brute")
    assert brute.items == (9,) and brute.gold == 1 + 15
    assert record.supply() == {9: 1}
    assert "Brute already owns item 9 (Piercing Bow): 15 gold instead" in " ".join(s.log)


@rules("GH-DX-07", "GH-SHOP-06")
def test_sell_value_is_half_the_price_rounded_down() -> None:
    assert (sell_value(25), sell_value(30), sell_value(10), sell_value(0)) == (12, 15, 5, 0)


@rules("GH-LOOT-08")
def test_a_random_item_design_puts_both_copies_in_the_city_supply(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 7, "random_item_design": True}]
    path = record_file(tmp_path, random_item_designs=[71, 72, 73])
    s = started(tmp_path, path, contents=contents)
    loot_all(s)
    end(s, won=True)
    record = after(s)
    (drawn,) = set((71, 72, 73)) - set(record.random_item_designs)
    assert record.supply() == {drawn: 2} and len(record.random_item_designs) == 2


@rules("GH-LOOT-08", "GH-LOOT-10")
def test_an_empty_random_deck_gives_nothing(tmp_path: Path) -> None:
    contents = [
        {"hex": [3, 1], "type": "treasure", "number": 7, "random_item_design": True},
        {"hex": [3, 3], "type": "treasure", "number": 8, "random_side_scenario": True},
    ]
    s = started(tmp_path, record_file(tmp_path), contents=contents)
    loot_all(s)
    end(s, won=True)
    record = after(s)
    assert record.supply() == {} and record.unlocked == {99}
    assert any("Random Item Design deck is empty: no reward" in line for line in s.log)
    assert any("Random Side Scenario deck is empty: no reward" in line for line in s.log)


@rules("GH-LOOT-09", "GH-GLOSS-91")
def test_an_item_design_puts_every_copy_in_the_city_supply(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 7, "item_design": 3}]
    s = started(tmp_path, record_file(tmp_path), contents=contents)
    loot_all(s)
    end(s, won=False)
    assert after(s).supply() == {3: 2}  # Hide Armor: 2 copies in the game


@rules("GH-LOOT-10", "GH-GLOSS-104")
def test_a_random_side_scenario_is_drawn_and_unlocked(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 7, "random_side_scenario": True}]
    path = record_file(tmp_path, random_side_scenarios=[52, 53])
    s = started(tmp_path, path, contents=contents)
    loot_all(s, MINDTHIEF)
    end(s, won=True)
    record = after(s)
    (drawn,) = record.unlocked - {99}
    assert drawn >= 52 and record.random_side_scenarios == tuple({52, 53} - {drawn})


def test_the_random_draws_follow_the_seed(tmp_path: Path) -> None:
    contents = [{"hex": [3, 1], "type": "treasure", "number": 7, "random_side_scenario": True}]
    path = record_file(tmp_path, random_side_scenarios=list(range(52, 70)))
    drawn = []
    for _ in range(2):
        s = started(tmp_path, path, contents=contents)
        loot_all(s)
        end(s, won=True)
        drawn.append(after(s).unlocked)
    assert drawn[0] == drawn[1]


# --- success in Campaign Mode (GH-SEND-06, -09 to -13, -15) ------------------------------

REWARDS = {
    "unlocks": [100, 101],
    "rewards": {
        "party_achievements": ["first-steps"],
        "global_achievements": ["city-rule"],
        "items": [12],
        "item_designs": [3],
        "gold": 10,
        "xp": 5,
        "prosperity": 1,
    },
}


def campaign_win(tmp_path: Path, mode: str = "campaign", won: bool = True) -> GloomhavenState:
    s = started(tmp_path, record_file(tmp_path, location="gloomhaven"), mode, **REWARDS)
    position.set_experience(s, BRUTE, 3)
    end(s, won)
    return s


@rules("GH-SEND-09", "GH-SEND-10", "GH-SEND-11", "GH-SEND-12", "GH-SEND-13", "GH-GLOSS-108")
def test_success_in_campaign_mode_gives_the_scenarios_rewards(tmp_path: Path) -> None:
    s = campaign_win(tmp_path)
    assert kind(s) == "reward-item" and not s.is_over()
    assert sorted(labels(s)) == ["give it to Brute", "give it to Mindthief"]
    pick(s, "give it to Mindthief")
    record = after(s)
    assert s.outcome == "won"
    assert record.completed == {99} and record.unlocked == {99, 100, 101}
    assert record.party_achievements == {"first-steps"}
    assert record.global_achievements == {"city-rule"}
    assert record.supply() == {3: 2} and record.prosperity_checkmarks == 1
    brute, mindthief = sheet(record, "brute"), sheet(record, "mindthief")
    bonus = s.values.bonus_xp
    assert (brute.xp, brute.gold, brute.items) == (3 + bonus + 5, 10, ())
    assert (mindthief.xp, mindthief.gold, mindthief.items) == (bonus + 5, 10, (12,))


@rules("GH-SEND-06", "GH-SEND-09", "GH-SEND-13")
def test_a_loss_or_casual_mode_gives_no_campaign_rewards(tmp_path: Path) -> None:
    for mode, won in (("campaign", False), ("casual", True)):
        s = campaign_win(tmp_path, mode, won)
        record = after(s)
        assert record.completed == frozenset() and record.unlocked == {99}
        assert record.party_achievements == frozenset() and record.supply() == {}
        assert sheet(record, "brute").gold == 0
        assert sheet(record, "brute").xp == 3 + (s.values.bonus_xp if won else 0)


@rules("GH-SEND-15")
def test_after_the_scenario_the_party_may_go_home_replay_or_travel(tmp_path: Path) -> None:
    s = campaign_win(tmp_path)
    pick(s, "give it to Brute")
    record = after(s)
    assert record.location == 99
    assert next_steps(record) == [
        "return to Gloomhaven",
        "replay scenario 99",
        "travel to scenario 100",
        "travel to scenario 101",
    ]
    assert "Next: return to Gloomhaven; replay scenario 99;" in " ".join(s.log)
    assert next_steps(CampaignRecord(unlocked=frozenset({1}))) == [
        "return to Gloomhaven",
        "travel to scenario 1",
    ]


@rules("GH-SEND-07")
def test_battle_goal_checkmarks_go_on_the_character_sheet(tmp_path: Path) -> None:
    from gh_helpers import goal, goals_file

    goals = goals_file(
        tmp_path, [goal(f"g{i}", {"stat": "rounds", "at_least": 0}) for i in range(4)]
    )
    s = load_game(
        "gloomhaven",
        party="brute,mindthief",
        hands="first",
        scenario_file=str(scenario_file(tmp_path)),
        campaign=str(
            record_file(tmp_path, characters=[{"class": "brute", "checkmarks": 2}, SHEETS[1]])
        ),
        battle_goals=str(goals),
    ).new_initial_state(0)
    while kind(s) in ("battle-goal", "start-hex"):
        s.apply_action(s.decision().options[0])
    end(s, won=True)
    record = after(s)
    assert (sheet(record, "brute").checkmarks, sheet(record, "mindthief").checkmarks) == (3, 1)


def test_the_final_view_shows_the_record_after_the_scenario(tmp_path: Path) -> None:
    s = started(tmp_path, record_file(tmp_path))
    assert s.view(0)["campaign"]["after"] is None
    end(s, won=True)
    shown = s.view(1)["campaign"]["after"]
    assert shown["location"] == 99 and shown["characters"][0]["class"] == "brute"


def test_without_a_record_the_scenario_plays_as_before(tmp_path: Path) -> None:
    s = started(tmp_path, None)
    assert "campaign" not in s.view(0) and s.game.campaign is None
    end(s, won=True)
    assert s.outcome == "won" and s.campaign_after is None


# --- scenario 1's campaign facts ---------------------------------------------------------


@rules("GH-SEND-10", "GH-SEND-13", "GH-SETUP-04")
def test_black_barrow_unlocks_barrow_lair_and_gives_first_steps(tmp_path: Path) -> None:
    path = record_file(tmp_path, unlocked=[1])
    s = load_game(
        "gloomhaven", party="brute,mindthief", hands="first", campaign=str(path), mode="campaign"
    ).new_initial_state(0)
    assert s.game.road_event  # from the city
    while kind(s) == "start-hex":
        s.apply_action(s.decision().options[0])
    position.reveal_rooms(s, *(r.id for r in s.game.scenario.rooms))
    end(s, won=True)
    record = after(s)
    assert record.unlocked == {1, 2} and record.party_achievements == {"first-steps"}
    assert record.completed == {1} and record.location == 1
    # from Black Barrow, Barrow Lair is connected: no Road Event on the way
    assert s.game.scenario.links == (2,)


# --- the file format -----------------------------------------------------------------------


def test_a_record_survives_a_save_and_a_load(tmp_path: Path) -> None:
    record = parse_campaign(
        {
            "unlocked": [1, 2],
            "completed": [1],
            "party_achievements": ["first-steps"],
            "looted_treasures": [7],
            "city_supply": {3: 2},
            "random_item_designs": [71],
            "location": 1,
            "characters": [{"class": "brute", "xp": 14, "gold": 30, "items": [3, 7]}],
        },
        "x",
    )
    path = tmp_path / "c.yaml"
    save_campaign(record, path)
    assert load_campaign(path) == record
    assert parse_campaign({}, "x") == CampaignRecord() and CampaignRecord().location == CITY


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1], "c.yaml: expected a mapping at the top"),
        ({"unlockd": [1]}, r"c.yaml: unknown field 'unlockd' \(known: characters, city_supply"),
        (
            {"characters": [{"class": "brute", "exp": 3}]},
            r"characters\[0\]: unknown field 'exp' \(known: blessings, cards, checkmarks",
        ),
        ({"unlocked": [1, -2]}, r"c.yaml: unlocked\[1\]: expected a whole number >= 0, got -2"),
        ({"party_achievements": "x"}, "c.yaml: party_achievements: expected a list of names"),
        ({"city_supply": [3]}, "c.yaml: city_supply: expected item: copies"),
        ({"location": "town"}, "c.yaml: location .gloomhaven or a scenario number.: expected"),
        ({"characters": [{"xp": 3}]}, r"c.yaml: characters\[0\]: a character needs a class"),
        (
            {"characters": [{"class": "brute", "gold": "a lot"}]},
            r"c.yaml: characters\[0\]: gold: expected a whole number >= 0, got 'a lot'",
        ),
        (
            {"characters": [{"class": "brute", "items": [3, 12, 3]}]},
            r"characters\[0\]: two copies of item 3; a character owns one of each",
        ),
        (
            {"characters": [{"class": "brute"}, {"class": "brute"}]},
            r"characters\[1\]: a second brute",
        ),
    ],
)
@rules("GH-SHOP-03")
def test_a_malformed_record_gets_a_one_line_error(
    tmp_path: Path, data: object, message: str
) -> None:
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(ParameterError, match=message) as err:
        game(tmp_path, path)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"rewards": {"gems": 3}}, "rewards: unknown reward 'gems'"),
        ({"unlocks": ["two"]}, "unlocks: expected a list of numbers"),
        ({"requires": {"items": [1]}}, "requires: expected global_achievements"),
        (
            {"contents": [{"hex": [3, 1], "type": "treasure", "number": 7, "gold": 5, "item": 3}]},
            "a treasure gives one thing, got gold, item",
        ),
        (
            {"contents": [{"hex": [3, 1], "type": "treasure"}]},
            "a treasure needs its number, or goal: true",
        ),
        (
            {"contents": [{"hex": [3, 1], "type": "coin", "amount": 1, "goal": True}]},
            "goal belongs on treasure only",
        ),
    ],
)
def test_malformed_campaign_keys_in_a_scenario_file_get_a_one_line_error(
    tmp_path: Path, extra: dict[str, Any], message: str
) -> None:
    with pytest.raises(ParameterError, match=message) as err:
        game(tmp_path, None, **extra)
    assert "\n" not in str(err.value)


def test_the_party_chooses_who_receives_the_item_reward_when_the_brute_is_exhausted(
    tmp_path: Path,
) -> None:
    s = started(tmp_path, record_file(tmp_path), "campaign", **REWARDS)
    position.exhaust_character(s, BRUTE)
    guard = monster(s, "bandit-guard", (6, 4))
    place(s, MINDTHIEF, (0, 4))
    position.remove_figure(s, guard)
    end(s, won=True)
    assert s.decision().seat == MINDTHIEF  # the first character still in (T-12)
    pick(s, "give it to Brute")  # "any one character" (GH-SEND-11)
    assert sheet(after(s), "brute").items == (12,)


def test_random_campaign_games_conform(tmp_path: Path) -> None:
    """The kernel conformance checks (legal options, labels, clones, views, replays)
    through the campaign decisions: event discards, item rewards, treasure draws."""
    from rulebound.kernel.conformance import check_game

    contents = [
        {"hex": [2, 1], "type": "treasure", "number": 7, "random_item_design": True},
        {"hex": [2, 3], "type": "treasure", "number": 8, "item": 12},
        {"hex": [3, 2], "type": "treasure", "goal": True},
    ]
    scenario = scenario_file(tmp_path, contents, **REWARDS)
    data = yaml.safe_load(scenario.read_text(encoding="utf-8"))
    data["rooms"][0]["monsters"] = [
        {"type": "living-bones", "hex": [5, 2], "players": {2: "normal", 3: "normal"}}
    ]
    scenario.write_text(yaml.safe_dump(data), encoding="utf-8")
    sheets = [{"class": "brute", "discard_at_start": 1}, {"class": "mindthief", "items": [12]}]
    record = record_file(tmp_path, characters=sheets, random_item_designs=[71, 72])
    report = check_game(
        "gloomhaven",
        games=30,
        seed=11,
        party="brute,mindthief",
        scenario_file=str(scenario),
        campaign=str(record),
        mode="campaign",
        level=0,
    )
    assert report.games == 30
    assert report.outcomes.get("1,1", 0) > 0  # some wins: the item rewards were decided


@rules("GH-SEND-11", "GH-LOOT-07", "GH-SHOP-03")
def test_an_item_reward_the_character_owns_gives_its_sell_value(tmp_path: Path) -> None:
    owner = [{"class": "brute", "items": [12]}, SHEETS[1]]  # Minor Healing Potion, 10 gold
    s = started(tmp_path, record_file(tmp_path, characters=owner), "campaign", **REWARDS)
    end(s, won=True)
    pick(s, "give it to Brute")
    record = after(s)
    brute = sheet(record, "brute")
    assert brute.items == (12,) and brute.gold == 10 + 5  # the reward's gold + half of 10
    assert record.supply() == {3: 2, 12: 1}


# --- the Sanctuary (GH-SANCT-01, -02, GH-DX-34) -----------------------------------------


@rules("GH-DX-34", "GH-SANCT-01", "GH-SANCT-02", "GH-GLOSS-103")
def test_a_sanctuary_donation_between_two_scenarios(tmp_path: Path) -> None:
    from rulebound.games.gloomhaven.campaign import donate
    from rulebound.kernel.errors import DataError

    record = parse_campaign({"characters": [{"class": "brute", "gold": 15}, SHEETS[1]]}, "x")
    after = donate(record, "brute")
    brute = sheet(after, "brute")
    assert (brute.gold, brute.blessings, after.sanctuary_donations) == (5, 2, 1)
    with pytest.raises(DataError, match="already donated during this visit"):
        donate(after, "brute")
    with pytest.raises(DataError, match="mindthief has 0 gold; a donation costs 10"):
        donate(after, "mindthief")


@rules("GH-SETUP-26", "GH-SANCT-01", "GH-SEND-01")
def test_the_donations_bless_cards_are_in_the_next_scenarios_deck(tmp_path: Path) -> None:
    from rulebound.games.gloomhaven.campaign import donate

    record = parse_campaign({"unlocked": [99], "characters": [SHEETS[0], SHEETS[1]]}, "x")
    path = tmp_path / "blessed.yaml"
    save_campaign(donate(replace_gold(record, "brute", 10), "brute"), path)
    s = started(tmp_path, path)
    assert s.heroes[BRUTE].deck.count("bless") == 2 and len(s.heroes[BRUTE].deck.draw_pile) == 22
    assert s.heroes[MINDTHIEF].deck.count("bless") == 0
    end(s, won=False)
    brute = sheet(after(s), "brute")
    assert (brute.blessings, brute.donated) == (0, False)  # a new visit may donate again


def replace_gold(record: CampaignRecord, cls: str, gold: int) -> CampaignRecord:
    from dataclasses import replace

    from rulebound.games.gloomhaven.campaign import with_sheet

    return with_sheet(record, replace(sheet(record, cls), gold=gold))
