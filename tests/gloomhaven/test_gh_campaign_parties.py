"""Several parties in one campaign: what the city and the map share, what is a party's
own, the City Supply each party sees (GH-SHOP-04, GH-SHOP-05), and the schema version 3
migration of a file the version 2 code made (tests/gloomhaven/campaigns/README.md)."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven.campaign import Enhancement, may_play
from rulebound.games.gloomhaven.campaign_city import CityError

rules = pytest.mark.rules
FILES = Path(__file__).parent / "campaigns"
HIDE_ARMOR = 3  # 2 copies in the game, 10 gold
ENHANCED = Enhancement("brute", 1, "top", 0, "+1")


def lanterns() -> city.Campaign:
    """A party whose Brute and Tinkerer own both copies of Hide Armor."""
    c = city.new_campaign("The Lanterns", seed=5)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.create_character(c, "tinkerer", "Fizz", player="Bo")
    return city.buy(city.buy(c, "brute", HIDE_ARMOR), "tinkerer", HIDE_ARMOR)


def saved(tmp: Path, c: city.Campaign) -> Path:
    path = tmp / "c.db"
    with store.open_store(path, create=True) as db:
        store.save(db, c)
    return path


def load(path: Path, party: str | None = None) -> city.Campaign:
    with store.open_store(path) as db:
        return store.load(db, party)


def save(path: Path, c: city.Campaign) -> None:
    with store.open_store(path) as db:
        store.save(db, c)


# --- the City Supply ---------------------------------------------------------------------


@rules("GH-SHOP-05", "GH-SHOP-04", "GH-SHOP-03")
def test_another_partys_items_are_part_of_the_city_supply() -> None:
    c = lanterns()
    assert c.record.supply()[HIDE_ARMOR] == 0
    with pytest.raises(CityError, match="is not in the City Supply"):  # GH-SHOP-04
        city.buy(city.create_character(c, "mindthief", "Nib"), "mindthief", HIDE_ARMOR)
    # GH-SHOP-05: the Lanterns' characters are not in use: their copies are in the supply
    brave = city.new_party(c, "The Brave")
    assert brave.record.supply()[HIDE_ARMOR] == 2
    brave = city.create_character(brave, "brute", "Ox", player="Cy")
    brave = city.buy(brave, "brute", HIDE_ARMOR)
    assert brave.record.supply()[HIDE_ARMOR] == 1  # per party: its own copy is taken
    with pytest.raises(CityError, match="already owns"):  # GH-SHOP-03, within the party
        city.buy(brave, "brute", HIDE_ARMOR)


@rules("GH-SHOP-05", "GH-SHOP-04", "GH-RETIRE-09")
def test_the_supply_a_party_sees_is_the_citys_copies_less_its_own() -> None:
    c = lanterns()
    stock = city.city_stock(c.record)
    assert stock[HIDE_ARMOR] == 2 and stock[1] == 2  # the copies owned are the city's
    grom, fizz = c.record.characters
    assert dict(city.party_supply(stock, (grom, fizz)))[HIDE_ARMOR] == 0
    assert dict(city.party_supply(stock, (grom,)))[HIDE_ARMOR] == 1
    assert dict(city.party_supply(stock, ())) == stock  # none of its characters own any
    assert city.party_supply(stock, (grom, fizz)) == c.record.city_supply
    # an Item outside the shop (an event's reward) joins the city's copies with its owner
    rewarded = c.with_sheet(replace(grom, items=(*grom.items, 106)))
    assert city.city_stock(rewarded.record)[106] == 1
    owner = (rewarded.sheet("brute"),)
    assert city.party_supply({HIDE_ARMOR: 2, 106: 1}, owner) == ((HIDE_ARMOR, 1), (106, 0))


def test_a_new_party_needs_a_name_and_starts_on_its_own() -> None:
    c = replace(lanterns(), reputation=5, trip=2, last_mode="campaign", city_event_done=True)
    c = replace(c, record=replace(c.record, party_achievements=frozenset({"first-steps"})))
    with pytest.raises(CityError, match="needs a name"):
        city.new_party(c, "  ")
    brave = city.new_party(c, " The Brave ")
    assert brave.name == "The Brave" and brave.reputation == 0 and brave.trip == 0
    assert not brave.record.characters and not brave.record.party_achievements
    assert (brave.last_mode, brave.city_event_done, brave.record.location) == ("", False, 0)
    assert brave.record.prosperity_checkmarks == c.record.prosperity_checkmarks
    assert (brave.road_deck, brave.quest_deck, brave.seed) == (c.road_deck, c.quest_deck, c.seed)


# --- the file ----------------------------------------------------------------------------


@rules("GH-SHOP-05", "GH-NEWCHAR-01", "GH-GLOSS-32")
def test_two_parties_in_one_file_share_the_city_and_keep_their_own(tmp_path: Path) -> None:
    path = saved(tmp_path, lanterns())
    with store.open_store(path) as db:
        brave = store.add_party(db, "The Brave")
        with pytest.raises(CityError, match="already has a party named 'The Brave'"):
            store.add_party(db, "the brave")
        assert store.parties(db) == [("The Lanterns", ["Grom", "Fizz"]), ("The Brave", [])]
    # GH-NEWCHAR-01: a class not in *this* party; another party's Brute does not count
    brave = city.create_character(brave, "brute", "Ox", player="Cy")
    brave = city.buy(brave, "brute", HIDE_ARMOR)  # GH-SHOP-05: a Lanterns copy
    brave = city.gain_prosperity(replace(brave, reputation=4), 4)
    save(path, brave)
    assert load(path) == brave  # the party last used is the default
    lanterns_now = load(path, "The Lanterns")
    assert lanterns_now.reputation == 0 and lanterns_now.record.supply()[HIDE_ARMOR] == 0
    assert lanterns_now.record.prosperity_checkmarks == 4  # the city's, shared
    assert [s.name for s in lanterns_now.record.characters] == ["Grom", "Fizz"]
    assert lanterns_now.draws == brave.draws  # one stream of draws for the shared decks
    # a Lanterns copy sold goes back to the supply both parties see
    save(path, city.sell(lanterns_now, "tinkerer", HIDE_ARMOR))
    assert load(path, "the lan").record.supply()[HIDE_ARMOR] == 1  # the start of a name
    assert load(path, "The Brave").record.supply()[HIDE_ARMOR] == 1
    with store.open_store(path) as db:
        stock = dict(db.execute("SELECT item, copies FROM stock"))
    assert stock[HIDE_ARMOR] == 2  # the city's copies never change by buying or selling


@rules("GH-SETUP-02", "GH-SETUP-03", "GH-SETUP-14", "GH-GLOSS-51")
def test_one_partys_scenarios_and_achievements_are_the_others_too(tmp_path: Path) -> None:
    """GH-SETUP-03: a scenario completed by any party is closed to every party; a global
    achievement of any party counts; a party achievement only for its party. Looted
    numbered treasures stay looted for a different party (GH-SETUP-14)."""
    c = lanterns()
    record = replace(
        c.record,
        unlocked=frozenset({1, 2, 3}),
        completed=frozenset({1}),
        looted_treasures=frozenset({7}),
        party_achievements=frozenset({"first-steps"}),
        global_achievements=frozenset({"city-rule:economic"}),
    )
    path = saved(tmp_path, replace(c, record=record))
    with store.open_store(path) as db:
        store.add_party(db, "The Brave")
    brave = load(path).record
    assert brave.unlocked == {1, 2, 3} and brave.looted_treasures == {7}
    assert may_play(brave, 1, "campaign", (), ()) == (
        "scenario 1 was already completed in Campaign Mode"
    )
    assert may_play(brave, 1, "casual", (), ()) == ""
    assert may_play(brave, 2, "campaign", ("city-rule:economic",), ()) == ""
    assert "party achievement First Steps" in may_play(brave, 3, "campaign", (), ("first-steps",))
    mine = load(path, "The Lanterns").record
    assert may_play(mine, 3, "campaign", (), ("first-steps",)) == ""


def test_a_party_name_is_found_or_refused_in_one_line(tmp_path: Path) -> None:
    path = saved(tmp_path, lanterns())
    with store.open_store(path) as db:
        store.add_party(db, "The Brave")
        store.add_party(db, "Brambles")
        assert store.load(db).name == "Brambles"  # the last one made is the last used
        assert store.load(db, "THE LANTERNS").name == "The Lanterns"
        assert store.load(db, "the l").name == "The Lanterns"
        assert store.load(db, "Brambles").name == "Brambles"
        with pytest.raises(CityError, match="'the' is ambiguous: it starts The Lanterns, The Br"):
            store.load(db, "the")
        with pytest.raises(CityError, match=r"no party 'Crows' .*The Lanterns, The Brave, Bra"):
            store.load(db, "Crows")


def test_the_history_names_the_party_that_played(tmp_path: Path) -> None:
    path = saved(tmp_path, lanterns())
    with store.open_store(path) as db:
        brave = store.add_party(db, "The Brave")
        store.save(db, brave, (1, "casual", False, "record", "{}"))
        store.save(db, store.load(db, "The Lanterns"), (2, "campaign", True, "record", "{}"))
        assert [(p.scenario, p.party) for p in store.history(db)] == [
            (1, "The Brave"),
            (2, "The Lanterns"),
        ]


# --- the migration of a file the version 2 code made ------------------------------------


def _version_2(tmp: Path) -> Path:
    path = tmp / "old.db"
    with sqlite3.connect(path) as conn:
        conn.executescript((FILES / "version-2.sql").read_text(encoding="utf-8"))
    return path


def _plain(value: Any) -> Any:
    def sets(o: object) -> list[Any]:
        if isinstance(o, frozenset):
            return sorted(o)
        raise TypeError(o)

    return json.loads(json.dumps(value, default=sets))


def test_a_version_2_file_becomes_one_party_and_nothing_is_lost(tmp_path: Path) -> None:
    path = _version_2(tmp_path)
    with store.open_store(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA_VERSION == 3
        c = store.load(db)
        played = store.history(db)
        assert store.parties(db) == [("The Lanterns", ["Grom", "Fizz", "Nib"])]
        stock = dict(db.execute("SELECT item, copies FROM stock"))
    expected = json.loads((FILES / "version-2.expected.json").read_text(encoding="utf-8"))
    assert _plain(dataclasses.asdict(c)) == expected["campaign"]
    seen = [[p.scenario, p.mode, p.won, len(p.record_before), len(p.replay)] for p in played]
    assert seen == expected["history"] and played[0].party == "The Lanterns"
    # the version 2 supply held the copies on sale; the stock adds those owned: Boots of
    # Striding (1): 1 on sale, Fizz's and Nib's; Winged Shoes (2): 1 on sale, Grom's
    assert (stock[1], stock[2], stock[HIDE_ARMOR], stock[4]) == (3, 2, 3, 2)
    assert c.record.party_achievements == {"first-steps"}
    assert c.record.global_achievements == {"city-rule:economic"}
    assert c.public_quests == ("mindthief",) and c.last_mode == "campaign"
    with store.open_store(path) as db:  # and it is written back as it was read
        store.save(db, c)
        assert store.load(db) == c


def test_a_change_another_party_wrote_meanwhile_is_not_overwritten(tmp_path: Path) -> None:
    """Two parties' commands on one file at once (a long scenario and a shop visit):
    the later write is refused rather than undo the other's change to the city."""
    path = saved(tmp_path, lanterns())
    with store.open_store(path) as db:
        store.add_party(db, "The Brave")
    with store.open_store(path) as slow, store.open_store(path) as quick:
        read_at = store.data_version(slow)
        lanterns_then = store.load(slow, "The Lanterns")
        brave = store.load(quick, "The Brave")
        store.save(quick, city.gain_prosperity(brave, 4), read_at=store.data_version(quick))
        with pytest.raises(CityError, match="another command changed the campaign file"):
            store.save(slow, replace(lanterns_then, reputation=3), read_at=read_at)
        now = store.load(slow, "The Lanterns")  # nothing of the refused write
        assert now.reputation == 0 and now.record.prosperity_checkmarks == 4
        read_at = store.data_version(slow)  # the command run again
        store.save(slow, replace(now, reputation=3), read_at=read_at)
    now = load(path, "The Lanterns")
    assert now.reputation == 3 and now.record.prosperity_checkmarks == 4


def test_a_held_file_refuses_other_writers_in_one_line_and_lets_them_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While a scenario holds the file (`campaign play`), another command reads it, and
    its write fails in one line with nothing written; the holder's write goes in."""
    monkeypatch.setattr(store, "BUSY_SECONDS", 0.05)
    path = saved(tmp_path, lanterns())
    with store.open_store(path) as player, store.holding(player):
        playing = store.load(player)
        with store.open_store(path) as shopper:
            seen = store.load(shopper)  # reading is allowed
            with pytest.raises(CityError, match="the campaign file is in use"):
                store.save(shopper, replace(seen, reputation=2))
        store.save(player, replace(playing, reputation=-1))
    assert load(path).reputation == -1


def test_a_file_with_no_party_yet_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    with store.open_store(path, create=True):
        pass  # made, nothing saved (a campaign new that failed)
    with store.open_store(path) as db, pytest.raises(CityError, match="holds no campaign"):
        store.load(db)


@rules("GH-NEWCHAR-06", "GH-ENH-03")
def test_a_new_partys_characters_inherit_retirements_and_enhancements(tmp_path: Path) -> None:
    """A Perk per character the player retired, in any party (GH-NEWCHAR-06); an
    enhancement is on the class's card, for every character of the class (GH-ENH-03)."""
    c = lanterns()
    ach = c.record.global_achievements | {city.ENHANCEMENT_ACHIEVEMENT}
    c = replace(c, record=replace(c.record, global_achievements=ach))
    c = city.enhance(c.with_sheet(replace(c.sheet("brute"), gold=100)), "brute", ENHANCED)
    c = replace(c, retired=(city.Retired("Old Tom", "cragheart", "Ann"),))
    path = saved(tmp_path, c)
    with store.open_store(path) as db:
        brave = store.add_party(db, "The Brave")
    with pytest.raises(CityError, match="chooses 1 Perks: 1 for retirements"):
        city.create_character(brave, "brute", "Ox", player="Ann")
    brave = city.create_character(brave, "brute", "Ox", player="Ann", perks=(0,))
    assert brave.sheet("brute").perks == (0,) and brave.record.enhancements == (ENHANCED,)
