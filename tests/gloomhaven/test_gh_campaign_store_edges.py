"""The campaign file's durability settings (survivors of the mutation sample of
``campaign_store.py``, docs/mutation-samples/mut-gh3.md): the file keeps a write-ahead
log, so a reader never sees half a write, and every commit is synced to the disk before
the command says it is done, so a finished activity is never lost; and each number a
character sheet carries comes back from the file as it went in."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store

FULL = 2  # SQLite's number for synchronous=FULL


def test_a_campaign_file_keeps_a_write_ahead_log_and_syncs_every_commit(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    with store.open_store(path, create=True) as conn:
        store.save(conn, city.new_campaign("D", seed=1))
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == FULL
    with store.open_store(path) as conn:
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == FULL
    plain = sqlite3.connect(path)
    try:
        assert plain.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        plain.close()


def test_each_number_on_a_sheet_comes_back_from_the_file(tmp_path: Path) -> None:
    c = city.create_character(city.new_campaign("N", seed=3), "brute", "Grom", player="Ann")
    sheet = replace(c.sheet("brute"), discard_at_start=1, blessings=2, donated=True, start_damage=3)
    c = c.with_sheet(sheet)
    path = tmp_path / "n.sqlite"
    with store.open_store(path, create=True) as conn:
        store.save(conn, c)
    with store.open_store(path) as conn:
        back = store.load(conn).sheet("brute")
    numbers = (back.discard_at_start, back.blessings, back.donated, back.start_damage)
    assert numbers == (1, 2, True, 3)


def test_the_history_keeps_each_scenario_played_in_order(tmp_path: Path) -> None:
    c = city.new_campaign("H", seed=5)
    path = tmp_path / "h.sqlite"
    with store.open_store(path, create=True) as conn:
        store.save(conn, c, played=(3, "campaign", True, '{"before": 3}', "[3]"))
        store.save(conn, c, played=(1, "casual", False, '{"before": 1}', "[1]"))
        played = store.history(conn)
    assert [(p.id, p.scenario, p.mode, p.won, p.record_before, p.replay) for p in played] == [
        (1, 3, "campaign", True, '{"before": 3}', "[3]"),
        (2, 1, "casual", False, '{"before": 1}', "[1]"),
    ]
