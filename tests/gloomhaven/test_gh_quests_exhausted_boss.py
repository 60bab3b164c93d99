"""Personal Quests 527 (become exhausted 12 times) and 528 (complete 4 scenarios with a
boss): what the campaign counts for them after a scenario (GH-RETIRE-01)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven.quests import parse_quests
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules


def party(quests: dict[str, int]) -> city.Campaign:
    c = city.new_campaign("Quests", seed=5)
    for cls, number in quests.items():
        c = city.create_character(c, cls, cls.capitalize())
        c = c.with_sheet(replace(c.sheet(cls), quest=number, quest_progress=(0,)))
    return c


def played(
    c: city.Campaign, number: int, won: bool, exhausted: tuple[str, ...] = ()
) -> city.Campaign:
    completed = c.record.completed | ({number} if won else set())
    after = replace(c.record, location=number, completed=completed)
    return city.after_scenario(c, c.record, after, won, exhausted)


def test_the_two_quests_are_typed_with_their_counters() -> None:
    quests = {q.number: q for q in city.QUESTS}
    assert quests[527].unlocks == "lightning" and quests[528].unlocks == "angry-face"
    assert [(r.counts, r.target) for r in quests[527].requirements] == [("exhausted", 12)]
    assert [(r.counts, r.target) for r in quests[528].requirements] == [("boss-scenarios", 4)]
    assert len(quests) == 9  # with 511 (test_gh_quest_511.py)


@rules("GH-RETIRE-01")
def test_527_counts_each_scenario_the_character_became_exhausted_in() -> None:
    c = party({"brute": 527, "tinkerer": 527})
    c = played(c, 1, won=True, exhausted=("brute",))
    assert c.sheet("brute").quest_progress == (1,) and c.sheet("tinkerer").quest_progress == (0,)
    c = played(c, 2, won=False, exhausted=("brute", "tinkerer"))  # a loss counts too
    assert c.sheet("brute").quest_progress == (2,) and c.sheet("tinkerer").quest_progress == (1,)
    assert city.quest_status(c.sheet("brute")) == [("Become exhausted 12 times", 2, 12)]


@rules("GH-RETIRE-01")
def test_528_counts_a_completed_scenario_with_a_boss() -> None:
    c = party({"brute": 528, "tinkerer": 518})
    c = played(c, 1, won=True)  # Black Barrow: no boss
    assert c.sheet("brute").quest_progress == (0,)
    c = played(c, 2, won=False)  # Barrow Lair lost: not completed
    assert c.sheet("brute").quest_progress == (0,)
    c = played(c, 2, won=True)  # the Bandit Commander
    assert c.sheet("brute").quest_progress == (1,) and c.sheet("tinkerer").quest_progress == (2,)
    c = played(c, 2, won=True)  # completed before: not again
    assert c.sheet("brute").quest_progress == (1,)
    c = played(played(c, 8, won=True), 9, won=True)  # Inox Bodyguards, Merciless Overseer
    assert c.sheet("brute").quest_progress == (3,)


def test_only_a_boss_makes_a_boss_scenario() -> None:
    assert [n for n in range(1, 10) if city.has_boss(n)] == [2, 8, 9]
    assert city.has_boss(999) is False  # not shipped: no boss we know of


def test_an_unknown_count_is_refused() -> None:
    data = {
        "quests": [
            {
                "number": 1,
                "unlocks": "x",
                "requirements": [{"text": "t", "counts": "bosses", "target": 1}],
            }
        ]
    }
    with pytest.raises(DataError, match="counts is one of"):
        parse_quests(data, "own")
    data["quests"][0]["requirements"][0]["counts"] = "boss-scenarios"
    assert parse_quests(data, "own")[0].requirements[0].counts == "boss-scenarios"


def test_campaign_play_counts_the_exhausted_characters(tmp_path: Path) -> None:
    """Scenario 1, seed 2, played by bots: lost, both characters exhausted."""
    record = tmp_path / "record.yaml"
    sheets = [
        {"class": "brute", "gold": 30, "quest": 527},
        {"class": "tinkerer", "quest": 527},
        {"class": "scoundrel", "quest": 518},  # sits the scenario out
    ]
    data = {"unlocked": [1, 2], "location": 2, "characters": sheets}
    record.write_text(yaml.safe_dump(data), encoding="utf-8")
    db = tmp_path / "c.db"
    play = ["play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2"]
    for args in (
        ["new", str(db), "--from", str(record), "--seed", "1"],
        [*play, "--characters", "brute,tinkerer"],  # the Scoundrel sits it out
    ):
        result = CliRunner().invoke(app, ["gloomhaven", "campaign", *args])
        assert result.exit_code == 0, result.output
    assert "every character is exhausted" in result.stdout
    with store.open_store(db) as conn:
        after = store.load(conn)
    assert after.sheet("brute").quest_progress == after.sheet("tinkerer").quest_progress == (1,)
    assert after.sheet("scoundrel").quest_progress in ((), (0,))


@rules("GH-RETIRE-01")
def test_a_character_who_sat_out_completes_nothing() -> None:
    c = party({"scoundrel": 518, "brute": 528, "tinkerer": 518})  # the first sits out
    after = replace(c.record, location=2, completed=c.record.completed | {2})
    done = city.after_scenario(c, c.record, after, True, played=("brute", "tinkerer"))
    assert done.sheet("brute").quest_progress == (1,) and done.sheet("tinkerer").quest_progress == (
        1,
    )
    assert done.sheet("scoundrel").quest_progress == (0,)
    every = city.after_scenario(c, c.record, after, True)  # default: every character
    assert every.sheet("scoundrel").quest_progress == (1,)
