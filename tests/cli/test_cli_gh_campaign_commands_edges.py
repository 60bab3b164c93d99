"""``rulebound gloomhaven campaign``: the city commands the store's CLI tests did not run
(open survivors of the mutation sample of ``campaign_commands.py``,
docs/mutation-samples/surv-gh.md): a character named by class or by name in any case,
a Perk, selling, an enhancement, a donation, a retirement, an event option asked at the
terminal, the bot's event option, and whether the scenario played was won."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven.campaign import Enhancement
from rulebound.games.gloomhaven.campaign_commands import bot_option

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
rules = pytest.mark.rules


def ok(*args: str, stdin: str | None = None) -> str:
    result = CliRunner().invoke(app, ["gloomhaven", "campaign", *args], env=ENV, input=stdin)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


def saved(tmp: Path, c: city.Campaign) -> Path:
    path = tmp / "c.db"
    with store.open_store(path, create=True) as db:
        store.save(db, c)
    return path


def load(path: Path) -> city.Campaign:
    with store.open_store(path) as db:
        return store.load(db)


def party() -> city.Campaign:
    """Ann's Brute Grom and Bo's Tinkerer Fizz, 30 gold each, in Gloomhaven."""
    c = city.new_campaign("Edges", seed=3)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    return city.create_character(c, "tinkerer", "Fizz", player="Bo")


@rules("GH-SANCT-01")
def test_donate_names_a_character_by_class_or_by_name_in_any_case(tmp_path: Path) -> None:
    db = saved(tmp_path, party())
    # what the gold bought, as the record's donate says it ("Donated; ..." said neither)
    assert " ".join(ok("donate", str(db), "fizz").split()) == (
        "Fizz donates 10 gold (20 left): 2 Bless cards in the next scenario; Sanctuary donations 1."
    )
    c = load(db)
    assert (c.sheet("tinkerer").gold, c.sheet("tinkerer").blessings) == (20, 2)
    assert (c.sheet("brute").gold, c.sheet("brute").blessings) == (30, 0)
    ok("donate", str(db), "brute")
    assert load(db).sheet("brute").blessings == 2


@rules("GH-GLOSS-63", "GH-GLOSS-107")
def test_level_up_with_a_perk_alone_takes_the_earned_perk(tmp_path: Path) -> None:
    c = party()
    db = saved(tmp_path, c.with_sheet(replace(c.sheet("brute"), checkmarks=3)))
    ok("level-up", str(db), "Grom", "--perk", "0")
    assert load(db).sheet("brute").perks == (0,)


@rules("GH-SHOP-06")
def test_shop_sells_an_item_for_half_its_cost(tmp_path: Path) -> None:
    c = party()
    c = c.with_sheet(replace(c.sheet("brute"), items=(1,)))  # Boots of Striding, 20 gold
    db = saved(tmp_path, c)
    assert "Sold Boots of Striding: 40 gold." in ok("shop", str(db), "Grom", "--sell", "1")
    assert load(db).sheet("brute").items == ()


@rules("GH-ENH-01", "GH-ENH-02")
def test_enhance_buys_a_sticker(tmp_path: Path) -> None:
    c = party()
    ach = c.record.global_achievements | {city.ENHANCEMENT_ACHIEVEMENT}
    c = replace(c, record=replace(c.record, global_achievements=ach))
    db = saved(tmp_path, c.with_sheet(replace(c.sheet("brute"), gold=100)))
    args = ["--card", "1", "--half", "top", "--action", "0", "--what", "+1"]
    assert "Enhanced card 1 for 50 gold." in ok("enhance", str(db), "Grom", *args)
    after = load(db)
    assert after.sheet("brute").gold == 50
    assert after.record.enhancements == (Enhancement("brute", 1, "top", 0, "+1"),)


@rules("GH-RETIRE-01", "GH-RETIRE-09")
def test_retire_takes_the_character_out_of_the_party(tmp_path: Path) -> None:
    c = party()
    gold_quest = next(q for q in city.QUESTS if q.requirements[0].counts == "gold")
    sheet = replace(c.sheet("tinkerer"), quest=gold_quest.number, quest_progress=(0,), gold=200)
    db = saved(tmp_path, c.with_sheet(sheet))
    assert "Fizz retires." in ok("retire", str(db), "Fizz")
    after = load(db)
    assert [s.cls for s in after.record.characters] == ["brute"]
    assert [r.cls for r in after.retired] == ["tinkerer"]


@rules("GH-EVENT-03")
def test_an_event_option_not_given_is_asked_until_it_is_a_or_b(tmp_path: Path) -> None:
    c = replace(party(), last_mode="campaign")  # a scenario was played: a City Event
    c = c.with_deck("city", (1, *[n for n in c.deck("city") if n != 1]))
    db = saved(tmp_path, c)
    out = ok("event", str(db), "city", stdin="C\nb\n")
    assert out.count("Choose A or B") == 2 and "option B" in out
    assert load(db).city_event_done


def test_the_bot_takes_the_event_option_without_start_damage() -> None:
    # Road Event 1: option B costs every character 3 damage at the scenario's start
    c = party()
    c = c.with_deck("road", (1, *[n for n in c.deck("road") if n != 1]))
    assert bot_option(c, "road") == "A"


@rules("GH-SEND-06", "GH-SEND-09")
def test_the_history_records_whether_the_scenario_was_won(tmp_path: Path) -> None:
    c = party()
    # at scenario 2, which links to 1: scenario 1 is reached without a Road Event
    c = replace(c, record=replace(c.record, unlocked=frozenset({1, 2}), location=2))
    db = saved(tmp_path, c)
    ok("play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2")
    with store.open_store(db) as conn:
        (entry,) = store.history(conn)
    assert entry.won == (1 in load(db).record.completed)


def test_show_names_achievements_as_their_cards_do(tmp_path: Path) -> None:
    """The record keys achievements in lower case with hyphens: a player reads the
    card's name ("First Steps", "City Rule: Economic", "Jekserah's Plans"), the party's
    apart from the global ones (a scenario refused "needs the party achievement First
    Steps" while the one "Achievements:" line showed a global First Steps)."""
    c = party()
    record = replace(
        c.record,
        party_achievements=frozenset({"first-steps", "jekserahs-plans"}),
        global_achievements=frozenset({"city-rule:economic", "the-power-of-enhancement"}),
    )
    out = ok("show", str(saved(tmp_path, replace(c, record=record))))
    assert "Party achievements: First Steps, Jekserah's Plans\n" in out
    assert "Global achievements: City Rule: Economic, The Power of Enhancement\n" in out


def test_show_counts_a_run_of_the_same_outcome_on_one_line(tmp_path: Path) -> None:
    """Eight losses of scenario 1 printed eight "Played: ..." lines under the table."""
    c = party()
    path = tmp_path / "c.db"
    with store.open_store(path, create=True) as db:
        store.save(db, c)
        for won in (False, False, False, True):
            store.save(db, c, (1, "campaign", won, "", "{}"))
        store.save(db, c, (2, "campaign", False, "", "{}"))
    out = ok("show", str(path))
    played = [line for line in out.splitlines() if line.startswith("Played")]
    assert played == [
        "Played: scenario 1 (campaign), lost x 3; scenario 1 (campaign), won; "
        "scenario 2 (campaign), lost"
    ], played
