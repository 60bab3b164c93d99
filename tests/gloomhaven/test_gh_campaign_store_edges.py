"""The campaign file's durability settings (survivors of the mutation sample of
``campaign_store.py``, docs/mutation-samples/mut-gh3.md): the file keeps a write-ahead
log, so a reader never sees half a write, and every commit is synced to the disk before
the command says it is done, so a finished activity is never lost."""

from __future__ import annotations

import sqlite3
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
