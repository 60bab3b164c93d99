"""Tables in SQLite: each table's configuration and its decisions, one row each.

Every decision is written in its own transaction as it lands, so killing the
server at any moment loses nothing a seat already decided: on start, every
table is rebuilt by replaying its decisions. Seat and spectator links carry
random tokens of 256 bits; only their SHA-256 digests are stored, so a copy of
the database does not open the tables.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    params TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    seat_digests TEXT NOT NULL,
    spectator_digest TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS decisions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,
    action INTEGER NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""

TOKEN_BYTES = 32  # 256 bits: far beyond guessing


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, stored_digest: str) -> bool:
    return hmac.compare_digest(digest(token), stored_digest)


@dataclass
class TableRecord:
    """A table as stored: ``seats`` holds ``"human"`` or a bot name per seat."""

    id: str
    game: str
    params: dict[str, Any]
    seed: int
    seats: list[str]
    seat_digests: list[str | None]
    spectator_digest: str
    actions: list[int]

    def seat_for(self, token: str) -> int | None:
        """The seat a token opens, ``-1`` for the spectator token, ``None`` for none."""
        for seat, stored in enumerate(self.seat_digests):
            if stored is not None and token_matches(token, stored):
                return seat
        if token_matches(token, self.spectator_digest):
            return -1
        return None


class TableStore:
    """The SQLite file of every table (one connection, serialised by a lock)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        # WAL with synchronous=NORMAL: a committed decision survives the server being
        # killed (the log is in the operating system's hands); only a power cut may
        # lose the last few.
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def create(
        self, game: str, params: dict[str, Any], seed: int, seats: list[str]
    ) -> tuple[TableRecord, list[str | None], str]:
        """A new table; returns it with the seat tokens (``None`` for bot seats) and the
        spectator token. The tokens are not stored: this is the only time they exist."""
        table_id = secrets.token_hex(8)
        tokens = [new_token() if kind == "human" else None for kind in seats]
        spectator = new_token()
        record = TableRecord(
            table_id,
            game,
            params,
            seed,
            list(seats),
            [digest(t) if t else None for t in tokens],
            digest(spectator),
            [],
        )
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute(
                "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    game,
                    json.dumps(params),
                    seed,
                    json.dumps(seats),
                    json.dumps(record.seat_digests),
                    record.spectator_digest,
                    time.time(),
                ),
            )
            self._db.execute("COMMIT")
        return record, tokens, spectator

    def append(self, table_id: str, n: int, action: int) -> None:
        """Record decision number ``n`` (0-based) of a table, in one transaction."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "INSERT INTO decisions VALUES (?, ?, ?)", (table_id, n, int(action))
                )
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def truncate(self, table_id: str, length: int) -> None:
        """Drop every decision from number ``length`` on (an undo), in one transaction."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute(
                "DELETE FROM decisions WHERE table_id = ? AND n >= ?", (table_id, length)
            )
            self._db.execute("COMMIT")

    def load(self, table_id: str) -> TableRecord | None:
        with self._lock:
            row = self._db.execute(
                "SELECT id, game, params, seed, seats, seat_digests, spectator_digest "
                "FROM tables WHERE id = ?",
                (table_id,),
            ).fetchone()
            if row is None:
                return None
            actions = [
                a
                for (a,) in self._db.execute(
                    "SELECT action FROM decisions WHERE table_id = ? ORDER BY n", (table_id,)
                )
            ]
        return TableRecord(
            row[0],
            row[1],
            json.loads(row[2]),
            row[3],
            json.loads(row[4]),
            json.loads(row[5]),
            row[6],
            actions,
        )

    def table_ids(self) -> list[str]:
        with self._lock:
            return [r[0] for r in self._db.execute("SELECT id FROM tables ORDER BY created")]
