"""``rulebound gloomhaven campaign``: the campaign in one SQLite file. A new party from
the command line, a scenario played and written back, a bad file as one error line,
and the kill -9 test: a ``campaign play`` killed at any moment leaves the campaign as
before the scenario or as after it."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven.items import load_items, number_ranges
from rulebound.games.gloomhaven.quests import QUESTS

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
# A file the schema version 2 code made (tests/gloomhaven/campaigns/README.md)
VERSION_2 = Path(__file__).parents[1] / "gloomhaven" / "campaigns" / "version-2.sql"
rules = pytest.mark.rules


def cli(*args: str) -> object:
    return CliRunner().invoke(app, ["gloomhaven", "campaign", *args], env=ENV)


def ok(*args: str) -> str:
    result = cli(*args)
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]
    return str(result.stdout)  # type: ignore[attr-defined]


def one_line_error(result: object, fragment: str) -> None:
    assert result.exit_code == 2, result.output  # type: ignore[attr-defined]
    lines = result.stderr.strip().splitlines()  # type: ignore[attr-defined]
    assert len(lines) == 1 and lines[0].startswith("error: ") and fragment in lines[0], lines


def load(path: Path) -> city.Campaign:
    with store.open_store(path) as db:
        return store.load(db)


def imported(tmp: Path, name: str = "c.db") -> Path:
    """A campaign imported from a record: the party at scenario 2, which links to 1,
    so that scenario 1 is reached without a Road Event (GH-SETUP-04)."""
    record = tmp / "record.yaml"
    sheets = [{"class": "brute", "gold": 30, "items": [3]}, {"class": "tinkerer", "gold": 30}]
    record.write_text(
        yaml.safe_dump({"unlocked": [1, 2], "location": 2, "characters": sheets}),
        encoding="utf-8",
    )
    path = tmp / name
    ok("new", str(path), "--from", str(record), "--seed", "1", "--name", "Imported")
    return path


@rules("GH-NEWCHAR-04", "GH-SHOP-01")
def test_a_new_party_from_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    ok("new", str(db), "--name", "The Lanterns", "--seed", "4")
    args = ("create-character", str(db), "brute", "--name", "Grom", "--player", "Ann")
    out = ok(*args, "--public-quest")
    assert "Grom, Brute level 1: 30 gold, 0 XP" in out
    # GH-NEWCHAR-07, -08: a quest made public is told by its goal, not by a bare
    # number; the one shuffled back into the deck is not told (a secret one neither:
    # tests/cli/test_cli_gh_quest_choice.py)
    flat = " ".join(out.split())
    quests = {q.number: q.goal for q in QUESTS}
    drawn = [n for n in quests if f"{n} ({quests[n]})" in flat]
    # the goal whole in brackets (a goal holds "; " too)
    assert len(drawn) == 1 and "Personal Quest (public): " in flat
    assert "the other went back into the deck" in flat
    ok("create-character", str(db), "mindthief", "--name", "Nib")
    assert "Hide Armor: 10 gold (2 left)" in ok("shop", str(db), "Grom")
    assert "Bought Hide Armor: 20 gold left." in ok("shop", str(db), "grom", "--buy", "3")
    one_line_error(cli("shop", str(db), "Grom", "--buy", "3"), "already owns Hide Armor")
    shown = ok("show", str(db))
    assert "The Lanterns" in shown and "Prosperity level 1" in shown and "Hide Armor" in shown
    assert "needs 45" in ok("level-up", str(db), "Grom")
    one_line_error(cli("level-up", str(db), "Grom", "--card", "14", "--perk", "0"), "needs 45")
    one_line_error(cli("create-character", str(db), "sunkeeper", "--name", "S"), "sunkeeper")
    one_line_error(cli("retire", str(db), "Grom"), "Personal Quest")


def test_a_bad_campaign_file_is_one_error_line(tmp_path: Path) -> None:
    missing = tmp_path / "none.db"
    one_line_error(cli("show", str(missing)), "no such campaign file")
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database at all" * 100)
    one_line_error(cli("show", str(junk)), "not a rulebound Gloomhaven campaign")
    foreign = tmp_path / "foreign.db"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE t (x)")
    one_line_error(cli("show", str(foreign)), "not a rulebound Gloomhaven campaign")
    newer = tmp_path / "newer.db"
    ok("new", str(newer))
    with sqlite3.connect(newer) as conn:
        conn.execute(f"PRAGMA user_version={store.SCHEMA_VERSION + 1}")
    one_line_error(cli("show", str(newer)), "a newer rulebound made it")
    one_line_error(cli("new", str(newer)), "already exists")
    damaged = tmp_path / "damaged.db"
    ok("new", str(damaged))
    with sqlite3.connect(damaged) as conn:
        conn.execute("UPDATE party SET reputation = 'x'")
    one_line_error(cli("show", str(damaged)), "damaged")


def test_a_new_file_has_the_current_schema(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    ok("new", str(db))
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION
        assert conn.execute("PRAGMA application_id").fetchone()[0] == store.APPLICATION_ID


@rules("GH-SEND-03", "GH-SEND-04", "GH-SETUP-04")
def test_play_writes_the_outcome_back_with_its_history(tmp_path: Path) -> None:
    db = imported(tmp_path)
    before = load(db)
    assert [s.name for s in before.record.characters] == ["Brute", "Tinkerer"]
    out = ok("play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2")
    assert "Road Event" not in out
    after = load(db)
    assert after.record.location == 1 and after.last_mode == "campaign"
    assert sum(s.xp for s in after.record.characters) > 0
    with store.open_store(db) as conn:
        (entry,) = store.history(conn)
    assert entry.scenario == 1 and '"game":"gloomhaven/2"' in entry.replay
    assert "1. scenario 1 (campaign)" in ok("history", str(db))
    saved = tmp_path / "first.json"
    ok("history", str(db), "--replay", "1", "--out", str(saved))
    again = CliRunner().invoke(app, ["replay", str(saved)], env=ENV)
    assert again.exit_code == 0, again.output
    one_line_error(cli("history", str(db), "--replay", "2", "--out", str(saved)), "1 to 1")
    # from the city, a scenario needs a Road Event first (the bot chooses its option)
    ok("shop", str(db), "Brute")  # a city activity: the party is back in Gloomhaven
    if not after.record.completed:
        out = ok("play", str(db), "--scenario", "1", "--seats", "none", "--seed", "3")
        assert "Road Event" in out


def test_a_character_with_the_xp_must_level_up_before_playing(tmp_path: Path) -> None:
    db = imported(tmp_path)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE character SET xp = 50 WHERE cls = 'brute'")
    one_line_error(cli("play", str(db), "--scenario", "1", "--seats", "none"), "level up first")


@rules("GH-SETUP-02")
def test_a_locked_scenario_is_one_line_naming_no_temporary_file(tmp_path: Path) -> None:
    """The game reads a temporary copy of the record: its refusal named that file."""
    db = imported(tmp_path)
    result = cli("play", str(db), "--scenario", "3", "--seats", "none")
    one_line_error(result, "scenario 3 is not unlocked")
    assert "record.yaml" not in result.stderr and "tmp" not in result.stderr  # type: ignore[attr-defined]


# --- nothing lost ---------------------------------------------------------------------


def _play_process(db: Path) -> subprocess.Popen[bytes]:
    args = ["gloomhaven", "campaign", "play", str(db), "--scenario", "1"]
    args += ["--seats", "none", "--seed", "2"]
    code = "from rulebound.cli.main import main; main()"
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, **ENV},
    )


def test_kill_9_leaves_the_campaign_before_or_after_the_scenario(tmp_path: Path) -> None:
    db = imported(tmp_path)
    reference = tmp_path / "reference.db"
    reference.write_bytes(db.read_bytes())
    before = load(db)
    started = time.monotonic()
    proc = _play_process(reference)
    assert proc.wait(timeout=120) == 0
    whole = time.monotonic() - started
    after = load(reference)
    assert after != before
    seen = set()
    # Moments of the scenario, up to its write (the reference run may be the slower one:
    # it starts cold, so the earliest moment is early enough to land before the write).
    for fraction in (0.1, 0.4, 0.8, 0.95, 1.05):
        victim = tmp_path / f"kill-{fraction}.db"
        victim.write_bytes(db.read_bytes())
        proc = _play_process(victim)
        time.sleep(whole * fraction)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        now = load(victim)  # it opens and validates
        with store.open_store(victim) as conn:
            played = len(store.history(conn))
        assert (now, played) in ((before, 0), (after, 1)), fraction
        seen.add(played)
    assert 0 in seen  # at least one kill landed before the write


def _held(db: Path) -> bool:
    """Is another connection holding the file for writing?"""
    conn = sqlite3.connect(db, timeout=0, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
        return False
    except sqlite3.OperationalError:
        return True
    finally:
        conn.close()


def test_a_scenario_being_played_holds_the_file_and_its_outcome_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing lost with two commands at once (another party's shop visit during a long
    scenario): the command that would write meanwhile fails in one line with nothing
    written, and the scenario's outcome is written when it ends; the command run again
    then succeeds."""
    monkeypatch.setattr(store, "BUSY_SECONDS", 0.05)
    db = imported(tmp_path)
    proc = _play_process(db)
    deadline = time.monotonic() + 60
    held = False
    while not held and proc.poll() is None and time.monotonic() < deadline:
        held = _held(db)
        time.sleep(0.01)
    assert held  # the scenario holds the file while it is played
    refused = cli("shop", str(db), "Tinkerer", "--buy", "12")
    assert proc.wait(timeout=120) == 0  # the play's outcome was not refused
    with store.open_store(db) as conn:
        assert len(store.history(conn)) == 1
    if refused.exit_code == 2:  # type: ignore[attr-defined]
        one_line_error(refused, "the campaign file is in use")
        ok("shop", str(db), "Tinkerer", "--buy", "12")  # run again: it is written
    assert 12 in load(db).sheet("tinkerer").items


def test_own_event_cards_are_checked_and_kept(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("events:\n  - {deck: sea, number: 1}\n", encoding="utf-8")
    one_line_error(cli("new", str(tmp_path / "c.db"), "--events", str(bad)), "deck is road or city")
    good = tmp_path / "good.yaml"
    good.write_text(
        "events:\n  - {deck: city, number: 91, A: {says: Give, outcomes: [{effects: {},"
        " card: remove}]}, B: {says: Keep, outcomes: [{effects: {}, card: return}]}}\n",
        encoding="utf-8",
    )
    db = tmp_path / "own.db"
    ok("new", str(db), "--events", str(good))
    assert 91 in load(db).city_deck


@rules("GH-NEWCHAR-08")
def test_a_personal_quest_is_secret_unless_made_public(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    ok("new", str(db), "--seed", "4")
    ok("create-character", str(db), "brute", "--name", "Grom", "--player", "Ann")
    ok(
        "create-character",
        str(db),
        "tinkerer",
        "--name",
        "Fizz",
        "--player",
        "Bo",
        "--public-quest",
    )
    grom, fizz = load(db).record.characters
    shown = ok("show", str(db))
    assert shown.count("secret") == 1
    texts = {q.number: q.requirements[0].text for q in QUESTS}
    assert texts[fizz.quest] in shown and texts[grom.quest] not in shown
    assert texts[grom.quest] in ok("show", str(db), "--player", "Ann")


def test_a_version_1_file_is_migrated(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    with sqlite3.connect(db) as conn:  # as rulebound's first campaign schema left it
        conn.executescript(VERSION_2.read_text(encoding="utf-8"))
        conn.execute("DROP TABLE public_quest")
        conn.execute("PRAGMA user_version=1")
    assert "Prosperity level 1" in ok("show", str(db))
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION == 3
        assert conn.execute("SELECT COUNT(*) FROM public_quest").fetchone()[0] == 0
    assert [s.name for s in load(db).record.characters] == ["Grom", "Fizz", "Nib"]


def test_quitting_a_scenario_changes_nothing(tmp_path: Path) -> None:
    db = imported(tmp_path)
    before = load(db)
    result = CliRunner().invoke(
        app,
        ["gloomhaven", "campaign", "play", str(db), "--scenario", "1", "--seed", "2"],
        input="q\n",
        env=ENV,
    )
    assert result.exit_code == 0, result.output
    assert "the campaign is unchanged" in result.stdout
    # No "Save the game to resume it later?": its replay named a record file deleted
    # when the command ended, and `play --resume` of it failed on that file.
    assert "Save the game" not in result.stdout
    assert load(db) == before
    with store.open_store(db) as conn:
        assert store.history(conn) == []


@rules("GH-EVENT-02")
def test_a_road_event_is_met_on_the_way_to_a_scenario(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    ok("new", str(db), "--seed", "4")
    ok("create-character", str(db), "brute", "--name", "Grom")
    ok("create-character", str(db), "mindthief", "--name", "Nib")
    one_line_error(cli("event", str(db), "road", "--option", "A"), "--to SCENARIO")
    one_line_error(cli("event", str(db), "road", "--to", "2", "--option", "A"), "not unlocked")
    out = ok("event", str(db), "road", "--to", "1", "--option", "B")
    assert "option B" in out and load(db).trip == 1
    one_line_error(cli("event", str(db), "road", "--to", "1", "--option", "A"), "met already")
    linked = imported(tmp_path, "linked.db")  # at scenario 2, which links to 1
    one_line_error(cli("event", str(linked), "road", "--to", "1"), "needs no Road Event")


def test_the_store_keeps_every_part_of_a_campaign(tmp_path: Path) -> None:
    from rulebound.games.gloomhaven.campaign import Enhancement

    c = city.new_campaign("Round Trip", seed=9)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.create_character(c, "mindthief", "Nib", player="Bo")
    ach = frozenset({city.ENHANCEMENT_ACHIEVEMENT, "city-rule:economic"})
    c = replace(
        c,
        record=replace(
            c.record,
            global_achievements=ach,
            party_achievements=frozenset({"first-steps"}),
            looted_treasures=frozenset({7}),
            random_item_designs=(44, 45),
            random_side_scenarios=(60,),
            completed=frozenset({1}),
            unlocked=frozenset({1, 2}),
        ),
        reputation=-3,
        retired=(city.Retired("Old", "cragheart", "Ann"),),
        perk_bonus=(("brute", 1), ("mindthief", 0)),
        public_quests=("mindthief",),
        city_event_done=True,
        trip=2,
        last_mode="campaign",
    )
    c = c.with_sheet(
        replace(c.sheet("brute"), gold=300, checkmarks=4, start_conditions=("poison",))
    )
    c = city.enhance(c, "brute", Enhancement("brute", 1, "top", 0, "+1"))
    db = tmp_path / "rt.db"
    with store.open_store(db, create=True) as conn:
        store.save(conn, c)
    assert load(db) == c


def test_an_imported_character_earns_perks_by_checkmarks_only(tmp_path: Path) -> None:
    db = imported(tmp_path)
    c = load(db)
    sheet = c.sheet("brute")
    assert city.perks_earned(c, replace(sheet, checkmarks=3)) == 1  # no retirement bonus


def test_an_owned_item_without_data_stays_owned_and_does_not_stop_play(tmp_path: Path) -> None:
    """An owned Item not typed (item 134, Imposing Blade, a solo scenario's reward:
    data/items.md, "Not typed yet"): the character keeps it, plays without it, and is
    told so; asking for it by number is one error. (Items 106 and 131, used here before,
    are typed since sessions 42 and 43.)"""
    record = tmp_path / "record.yaml"
    sheets = [{"class": "brute", "items": [3, 134]}, {"class": "tinkerer"}]
    record.write_text(
        yaml.safe_dump({"unlocked": [1, 2], "location": 2, "characters": sheets}),
        encoding="utf-8",
    )
    db = tmp_path / "c.db"
    ok("new", str(db), "--from", str(record), "--seed", "1")
    out = ok("play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2")
    assert "Brute leaves item 134 behind" in " ".join(out.split())
    assert 134 in load(db).record.sheet("brute").items  # type: ignore[union-attr]
    asked = cli("play", str(db), "--scenario", "1", "--seats", "none", "--items", "134;")
    known = number_ranges(load_items())  # the typed items: "1-28, 50-57, ..., 123"
    one_line_error(asked, f"no item 134 (known: {known})")


@rules("GH-SETUP-22")
def test_owning_more_than_may_be_brought_asks_for_items(tmp_path: Path) -> None:
    """A character may own two legs Items (Boots of Striding, then Winged Shoes) but
    bring one. ``campaign play`` brought every owned Item and stopped on "items of
    character 1: at most one legs item"; it now names the character, its Items and
    the option that chooses, and plays with that choice."""
    record = tmp_path / "record.yaml"
    sheets = [{"class": "brute", "items": [1, 2, 12]}, {"class": "tinkerer"}]
    record.write_text(
        yaml.safe_dump({"unlocked": [1, 2], "location": 2, "characters": sheets}),
        encoding="utf-8",
    )
    db = tmp_path / "c.db"
    ok("new", str(db), "--from", str(record), "--seed", "1")
    before = load(db).record
    asked = cli("play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2")
    one_line_error(asked, "Brute owns Boots of Striding (1), Winged Shoes (2), Minor Healing")
    assert "at most one legs item" in asked.stderr and "--items" in asked.stderr  # type: ignore[attr-defined]
    assert load(db).record == before  # nothing played, nothing written
    ok("play", str(db), "--scenario", "1", "--seats", "none", "--seed", "2", "--items", "2,12;")
    with store.open_store(db) as conn:
        (entry,) = store.history(conn)
    assert '"items":"2,12;"' in entry.replay.replace(" ", "")  # Winged Shoes went
