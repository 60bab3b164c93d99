"""A campaign in one SQLite file: a versioned schema, migrations, one transaction per change.

:func:`open_store` opens (and migrates) a campaign file, or refuses a file that is
not one, in one line. A file holds one city and one or more parties (GH-GLOSS-47):
:func:`load` reads the city and one party as a :class:`Campaign`; :func:`save` writes
them back, with an optional entry of the scenario history, in one transaction: a
process killed at any moment leaves the campaign as before or as after the change.

    >>> import tempfile, pathlib
    >>> from rulebound.games.gloomhaven.campaign_city import new_campaign
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "c.db"
    >>> with open_store(path, create=True) as db:
    ...     save(db, new_campaign("Doc", seed=3))
    >>> with open_store(path) as db:
    ...     load(db).name, sorted(load(db).record.unlocked)
    ('Doc', [1])
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

from rulebound.games.gloomhaven.campaign import (
    CITY,
    CampaignRecord,
    CharacterSheet,
    Enhancement,
    campaign_data,
    parse_campaign,
)
from rulebound.games.gloomhaven.campaign_city import (
    Campaign,
    CityError,
    Retired,
    city_stock,
    new_party,
    party_supply,
)
from rulebound.kernel.errors import DataError

APPLICATION_ID = 0x52424748  # "RBGH": marks a rulebound Gloomhaven campaign file

# Each migration takes the schema from version i to i + 1; never edit a released one.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE achievement (kind TEXT NOT NULL, name TEXT NOT NULL,
                              PRIMARY KEY (kind, name));
    CREATE TABLE scenario (number INTEGER PRIMARY KEY, completed INTEGER NOT NULL);
    CREATE TABLE treasure (number INTEGER PRIMARY KEY);
    CREATE TABLE supply (item INTEGER PRIMARY KEY, copies INTEGER NOT NULL);
    CREATE TABLE deck_card (deck TEXT NOT NULL, position INTEGER NOT NULL,
                            card INTEGER NOT NULL, PRIMARY KEY (deck, position));
    CREATE TABLE character (
        cls TEXT PRIMARY KEY, name TEXT NOT NULL, player TEXT NOT NULL,
        level INTEGER NOT NULL, xp INTEGER NOT NULL, gold INTEGER NOT NULL,
        checkmarks INTEGER NOT NULL, quest INTEGER NOT NULL, perk_bonus INTEGER NOT NULL,
        discard_at_start INTEGER NOT NULL, blessings INTEGER NOT NULL,
        donated INTEGER NOT NULL, start_damage INTEGER NOT NULL,
        items TEXT NOT NULL, perks TEXT NOT NULL, cards TEXT NOT NULL,
        quest_progress TEXT NOT NULL, start_conditions TEXT NOT NULL);
    CREATE TABLE retired (id INTEGER PRIMARY KEY, name TEXT NOT NULL, cls TEXT NOT NULL,
                          player TEXT NOT NULL);
    CREATE TABLE enhancement (id INTEGER PRIMARY KEY, cls TEXT NOT NULL,
                              card INTEGER NOT NULL, half TEXT NOT NULL,
                              action INTEGER NOT NULL, what TEXT NOT NULL);
    CREATE TABLE history (id INTEGER PRIMARY KEY, scenario INTEGER NOT NULL,
                          mode TEXT NOT NULL, won INTEGER NOT NULL,
                          record_before TEXT NOT NULL, replay TEXT NOT NULL);
    """,
    # 2: a player may show a character's Personal Quest to the others (GH-NEWCHAR-08)
    """
    CREATE TABLE public_quest (cls TEXT PRIMARY KEY);
    """,
    # 3: several parties in one city (GH-GLOSS-47, GH-SHOP-05). What is a party's own
    # (its name, Reputation, location, visit to the city, party achievements, characters,
    # public quests) gets a party column; the file's one party becomes party 1, the one
    # last used. The City Supply becomes the city's stock: the copies on sale plus those
    # the characters own, so that each party sees the others' Items in the supply.
    """
    CREATE TABLE party (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
                        reputation INTEGER NOT NULL, location INTEGER NOT NULL,
                        city_event_done INTEGER NOT NULL, trip INTEGER NOT NULL,
                        last_mode TEXT NOT NULL);
    INSERT INTO party SELECT 1, value,
        (SELECT value FROM meta WHERE key = 'reputation'),
        (SELECT value FROM meta WHERE key = 'location'),
        (SELECT value FROM meta WHERE key = 'city_event_done'),
        (SELECT value FROM meta WHERE key = 'trip'),
        (SELECT value FROM meta WHERE key = 'last_mode')
        FROM meta WHERE key = 'name';
    DELETE FROM meta
        WHERE key IN ('name', 'reputation', 'location', 'city_event_done', 'trip', 'last_mode');
    INSERT INTO meta SELECT 'party', id FROM party;
    CREATE TABLE stock (item INTEGER PRIMARY KEY, copies INTEGER NOT NULL);
    INSERT INTO stock SELECT item, SUM(copies) FROM (
        SELECT item, copies FROM supply
        UNION ALL SELECT owned.value, 1 FROM character, json_each(character.items) AS owned
    ) GROUP BY item;
    DROP TABLE supply;
    CREATE TABLE party_achievement (party INTEGER NOT NULL, name TEXT NOT NULL,
                                    PRIMARY KEY (party, name));
    INSERT INTO party_achievement SELECT party.id, achievement.name FROM party, achievement
        WHERE achievement.kind = 'party';
    DELETE FROM achievement WHERE kind = 'party';
    CREATE TABLE member (
        party INTEGER NOT NULL, cls TEXT NOT NULL, name TEXT NOT NULL, player TEXT NOT NULL,
        level INTEGER NOT NULL, xp INTEGER NOT NULL, gold INTEGER NOT NULL,
        checkmarks INTEGER NOT NULL, quest INTEGER NOT NULL, perk_bonus INTEGER NOT NULL,
        discard_at_start INTEGER NOT NULL, blessings INTEGER NOT NULL,
        donated INTEGER NOT NULL, start_damage INTEGER NOT NULL,
        items TEXT NOT NULL, perks TEXT NOT NULL, cards TEXT NOT NULL,
        quest_progress TEXT NOT NULL, start_conditions TEXT NOT NULL,
        PRIMARY KEY (party, cls));
    INSERT INTO member SELECT party.id, character.* FROM party, character
        ORDER BY character.rowid;
    DROP TABLE character;
    ALTER TABLE member RENAME TO character;
    CREATE TABLE party_quest (party INTEGER NOT NULL, cls TEXT NOT NULL,
                              PRIMARY KEY (party, cls));
    INSERT INTO party_quest SELECT party.id, public_quest.cls FROM party, public_quest;
    DROP TABLE public_quest;
    ALTER TABLE party_quest RENAME TO public_quest;
    ALTER TABLE history ADD COLUMN party INTEGER NOT NULL DEFAULT 1;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)
# What the city and the map hold, the same for every party; then a party's own rows.
_CITY_TABLES = (
    "meta",
    "achievement",
    "scenario",
    "treasure",
    "stock",
    "deck_card",
    "retired",
    "enhancement",
)
_PARTY_TABLES = ("party_achievement", "character", "public_quest")
_DECKS = ("road", "city", "quest", "item_design", "side_scenario")


@dataclass(frozen=True)
class Played:
    """One scenario of the history: its record before, and its replay (JSON)."""

    id: int
    scenario: int
    mode: str
    won: bool
    record_before: str
    replay: str
    party: str = ""  # the party that played it


@contextmanager
def open_store(path: Path, *, create: bool = False) -> Iterator[sqlite3.Connection]:
    """The campaign file at ``path``, migrated to the current schema. ``create``: a
    new file (refused if one exists). A missing, corrupt or foreign file, or one of a
    newer rulebound, is one :class:`CityError` line."""
    if create and path.exists():
        raise CityError(f"{path} already exists; a new campaign needs a new file")
    if not create and not path.is_file():
        raise CityError(f"{path}: no such campaign file (campaign new makes one)")
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_SECONDS)
    except sqlite3.Error as err:
        raise CityError(f"{path}: cannot open: {err}") from None
    try:
        _check_and_migrate(conn, path, create)
        yield conn
    finally:
        conn.close()


def _check_and_migrate(conn: sqlite3.Connection, path: Path, create: bool) -> None:
    try:
        conn.execute("PRAGMA journal_mode=WAL")  # a reader never sees half a write
        conn.execute("PRAGMA synchronous=FULL")
        app = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if create:
            conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
        elif app != APPLICATION_ID:
            raise CityError(f"{path} is not a rulebound Gloomhaven campaign")
        if version > SCHEMA_VERSION:
            raise CityError(
                f"{path} has schema version {version}; this rulebound knows up to "
                f"{SCHEMA_VERSION} (a newer rulebound made it)"
            )
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise CityError(f"{path} is damaged (SQLite's integrity check fails)")
        for number in range(version, SCHEMA_VERSION):  # each step is one transaction
            conn.executescript(
                f"BEGIN IMMEDIATE; {MIGRATIONS[number]}; PRAGMA user_version={number + 1}; COMMIT;"
            )
    except sqlite3.DatabaseError as err:
        raise CityError(f"{path} is not a rulebound Gloomhaven campaign ({err})") from None


# --- writing --------------------------------------------------------------------------


BUSY_SECONDS = 5.0
"""How long a command waits for another one writing the file (a scenario being played
holds it) before it gives up with one error line."""

BUSY = (
    "the campaign file is in use: another command is writing it (a scenario being played "
    "holds it until it ends); nothing was written, run the command again then"
)


def _begin(conn: sqlite3.Connection) -> None:
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as err:
        if "locked" in str(err) or "busy" in str(err):
            raise CityError(BUSY) from None
        raise


def hold(conn: sqlite3.Connection) -> None:
    """Hold the file again after a :func:`save` inside :func:`holding` ended the hold."""
    _begin(conn)


@contextmanager
def holding(conn: sqlite3.Connection) -> Iterator[None]:
    """Keep other commands from writing the file while a scenario is played, so that
    its outcome is never refused for a change made meanwhile (other parties share the
    city). They may still read it; they wait :data:`BUSY_SECONDS`, then fail in one line
    with nothing lost. :func:`save` inside it writes and ends the hold; a kill or an
    error ends it with nothing written."""
    _begin(conn)
    try:
        yield
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")


def data_version(conn: sqlite3.Connection) -> int:
    """A number that changes when another connection commits to the file."""
    return int(conn.execute("PRAGMA data_version").fetchone()[0])


def save(
    conn: sqlite3.Connection,
    c: Campaign,
    played: tuple[int, str, bool, str, str] | None = None,
    *,
    read_at: int | None = None,
) -> None:
    """Write the city and ``c``'s party (the party named ``c.name``, a new one if no
    party has that name), and ``played`` (scenario, mode, won, record before, replay
    JSON) into the history, as one transaction. The other parties' rows stay; ``c``'s
    party becomes the one last used. ``read_at``: the :func:`data_version` when ``c``
    was read; if another command wrote the file since (another party's, say), nothing
    is written: its change to the shared city would be lost."""
    try:
        if not conn.in_transaction:  # else the caller holds the file (:func:`holding`)
            _begin(conn)
        if read_at is not None and data_version(conn) != read_at:
            raise CityError(
                "another command changed the campaign file since this one read it; "
                "nothing was written (run the command again)"
            )
        for table in _CITY_TABLES:
            conn.execute(f"DELETE FROM {table}")  # fixed names, never input
        party = _party_row(conn, c)
        for table in _PARTY_TABLES:
            conn.execute(f"DELETE FROM {table} WHERE party = ?", (party,))
        _write(conn, c, party)
        if played is not None:
            conn.execute(
                "INSERT INTO history (scenario, mode, won, record_before, replay, party) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (played[0], played[1], int(played[2]), played[3], played[4], party),
            )
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _party_row(conn: sqlite3.Connection, c: Campaign) -> int:
    """The id of ``c``'s party (a new row if no party has its name), its row written."""
    r = c.record
    values = (c.reputation, r.location, int(c.city_event_done), c.trip, c.last_mode, c.name)
    conn.execute(
        "INSERT OR IGNORE INTO party (reputation, location, city_event_done, trip, "
        "last_mode, name) VALUES (?, ?, ?, ?, ?, ?)",
        values,
    )
    conn.execute(
        "UPDATE party SET reputation = ?, location = ?, city_event_done = ?, trip = ?, "
        "last_mode = ? WHERE name = ?",
        values,
    )
    return int(conn.execute("SELECT id FROM party WHERE name = ?", (c.name,)).fetchone()[0])


def _write(conn: sqlite3.Connection, c: Campaign, party: int) -> None:
    r = c.record
    meta = {
        "party": party,  # the party last used: the commands' default
        "seed": c.seed,
        "draws": c.draws,
        "prosperity_checkmarks": r.prosperity_checkmarks,
        "sanctuary_donations": r.sanctuary_donations,
        "unlocked_classes": json.dumps(list(c.unlocked_classes)),
        "opened_envelopes": json.dumps(list(c.opened_envelopes)),
        "own_events": c.own_events,
    }
    conn.executemany("INSERT INTO meta VALUES (?, ?)", [(k, str(v)) for k, v in meta.items()])
    conn.executemany(
        "INSERT INTO achievement VALUES ('global', ?)", [(n,) for n in r.global_achievements]
    )
    conn.executemany(
        "INSERT INTO party_achievement VALUES (?, ?)",
        [(party, n) for n in r.party_achievements],
    )
    conn.executemany(
        "INSERT INTO scenario VALUES (?, ?)",
        [(n, int(n in r.completed)) for n in sorted(r.unlocked | r.completed)],
    )
    conn.executemany("INSERT INTO treasure VALUES (?)", [(n,) for n in r.looted_treasures])
    conn.executemany("INSERT INTO stock VALUES (?, ?)", sorted(city_stock(r).items()))
    decks = {
        "road": c.road_deck,
        "city": c.city_deck,
        "quest": c.quest_deck,
        "item_design": r.random_item_designs,
        "side_scenario": r.random_side_scenarios,
    }
    conn.executemany(
        "INSERT INTO deck_card VALUES (?, ?, ?)",
        [(d, i, card) for d, cards in decks.items() for i, card in enumerate(cards)],
    )
    for s in r.characters:
        conn.execute(
            "INSERT INTO character VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                party,
                s.cls,
                s.name,
                s.player,
                s.level,
                s.xp,
                s.gold,
                s.checkmarks,
                s.quest,
                c.bonus_perks(s.cls),
                s.discard_at_start,
                s.blessings,
                int(s.donated),
                s.start_damage,
                json.dumps(list(s.items)),
                json.dumps(list(s.perks)),
                json.dumps(list(s.cards)),
                json.dumps(list(s.quest_progress)),
                json.dumps(list(s.start_conditions)),
            ),
        )
    conn.executemany(
        "INSERT INTO retired (name, cls, player) VALUES (?, ?, ?)",
        [(x.name, x.cls, x.player) for x in c.retired],
    )
    conn.executemany(
        "INSERT INTO enhancement (cls, card, half, action, what) VALUES (?, ?, ?, ?, ?)",
        [(e.cls, e.card, e.half, e.action, e.what) for e in r.enhancements],
    )
    conn.executemany(
        "INSERT INTO public_quest VALUES (?, ?)", [(party, x) for x in c.public_quests]
    )


# --- reading --------------------------------------------------------------------------


def parties(conn: sqlite3.Connection) -> list[tuple[str, list[str]]]:
    """Each party's name and its characters' names, in the order they were made."""
    found: list[tuple[str, list[str]]] = []
    for party, name in conn.execute("SELECT id, name FROM party ORDER BY id"):
        rows = conn.execute("SELECT name FROM character WHERE party = ? ORDER BY rowid", (party,))
        found.append((name, [n for (n,) in rows]))
    return found


def add_party(conn: sqlite3.Connection, name: str) -> Campaign:
    """A new party in the campaign's city, saved, and now the one last used."""
    taken = next((n for n, _ in parties(conn) if n.lower() == name.strip().lower()), None)
    if taken is not None:
        raise CityError(f"the campaign already has a party named {taken!r}")
    c = new_party(load(conn), name)
    save(conn, c)
    return c


def load(conn: sqlite3.Connection, party: str | None = None) -> Campaign:
    """The city and one party, validated as a record (a bad value is one line naming
    it). ``party``: its name, any case, or the start of it; by default the party
    last used."""
    try:
        return _read(conn, _party_id(conn, party))
    except (sqlite3.DatabaseError, KeyError, ValueError, TypeError) as err:
        raise CityError(f"the campaign file is damaged: {err}") from None


def _party_id(conn: sqlite3.Connection, party: str | None) -> int:
    rows = list(conn.execute("SELECT id, name FROM party ORDER BY id"))
    if not rows:
        raise CityError("the campaign file holds no campaign (campaign new makes one)")
    if party is None:
        (last,) = conn.execute("SELECT value FROM meta WHERE key = 'party'").fetchone()
        return int(last)
    wanted = party.strip().lower()
    exact = [i for i, name in rows if name.lower() == wanted]
    start = [(i, name) for i, name in rows if name.lower().startswith(wanted)]
    if exact:
        return int(exact[0])
    if len(start) == 1:
        return int(start[0][0])
    if start:
        names = ", ".join(name for _, name in start)
        raise CityError(f"the party name {party!r} is ambiguous: it starts {names}")
    names = ", ".join(name for _, name in rows)
    raise CityError(f"no party {party!r} in the campaign (its parties: {names})")


def _read(conn: sqlite3.Connection, party: int) -> Campaign:
    meta = dict(conn.execute("SELECT key, value FROM meta"))
    name, reputation, location, city_event_done, trip, last_mode = conn.execute(
        "SELECT name, reputation, location, city_event_done, trip, last_mode FROM party "
        "WHERE id = ?",
        (party,),
    ).fetchone()
    decks: dict[str, list[int]] = {d: [] for d in _DECKS}
    for deck, card in conn.execute("SELECT deck, card FROM deck_card ORDER BY deck, position"):
        decks[deck].append(card)
    scenarios = list(conn.execute("SELECT number, completed FROM scenario"))
    characters = []
    bonus = []
    rows = conn.execute("SELECT * FROM character WHERE party = ? ORDER BY rowid", (party,))
    for _, *row in rows:
        sheet = CharacterSheet(
            row[0],
            name=row[1],
            player=row[2],
            level=row[3],
            xp=row[4],
            gold=row[5],
            checkmarks=row[6],
            quest=row[7],
            discard_at_start=row[9],
            blessings=row[10],
            donated=bool(row[11]),
            start_damage=row[12],
            items=tuple(json.loads(row[13])),
            perks=tuple(json.loads(row[14])),
            cards=tuple(json.loads(row[15])),
            quest_progress=tuple(json.loads(row[16])),
            start_conditions=tuple(json.loads(row[17])),
        )
        characters.append(sheet)
        bonus.append((row[0], row[8]))
    stock = dict(conn.execute("SELECT item, copies FROM stock"))
    record = CampaignRecord(
        unlocked=frozenset(n for n, _ in scenarios),
        completed=frozenset(n for n, done in scenarios if done),
        global_achievements=frozenset(
            n for (n,) in conn.execute("SELECT name FROM achievement WHERE kind = 'global'")
        ),
        party_achievements=frozenset(
            n
            for (n,) in conn.execute("SELECT name FROM party_achievement WHERE party = ?", (party,))
        ),
        looted_treasures=frozenset(n for (n,) in conn.execute("SELECT number FROM treasure")),
        city_supply=party_supply(stock, tuple(characters)),
        random_item_designs=tuple(decks["item_design"]),
        random_side_scenarios=tuple(decks["side_scenario"]),
        prosperity_checkmarks=int(meta["prosperity_checkmarks"]),
        sanctuary_donations=int(meta["sanctuary_donations"]),
        location=int(location),
        characters=tuple(characters),
        enhancements=tuple(
            Enhancement(*row)
            for row in conn.execute(
                "SELECT cls, card, half, action, what FROM enhancement ORDER BY id"
            )
        ),
    )
    try:  # the record's own checks: whole numbers, one sheet per class, one copy each
        parse_campaign(campaign_data(record), "the campaign file")
    except DataError as err:
        raise CityError(str(err)) from None
    return Campaign(
        record,
        name=name,
        reputation=int(reputation),
        seed=int(meta["seed"]),
        draws=int(meta["draws"]),
        unlocked_classes=tuple(json.loads(meta["unlocked_classes"])),
        retired=tuple(
            Retired(*row) for row in conn.execute("SELECT name, cls, player FROM retired")
        ),
        perk_bonus=tuple(bonus),
        quest_deck=tuple(decks["quest"]),
        opened_envelopes=tuple(json.loads(meta["opened_envelopes"])),
        road_deck=tuple(decks["road"]),
        city_deck=tuple(decks["city"]),
        city_event_done=bool(int(city_event_done)),
        trip=int(trip),
        last_mode=last_mode,
        own_events=meta.get("own_events", ""),
        public_quests=tuple(
            x for (x,) in conn.execute("SELECT cls FROM public_quest WHERE party = ?", (party,))
        ),
    )


def history(conn: sqlite3.Connection) -> list[Played]:
    """Every scenario played, by any party, in order."""
    rows = conn.execute(
        "SELECT history.id, scenario, mode, won, record_before, replay, party.name "
        "FROM history LEFT JOIN party ON party.id = history.party ORDER BY history.id"
    )
    return [Played(r[0], r[1], r[2], bool(r[3]), r[4], r[5], r[6] or "") for r in rows]


def import_record(record: CampaignRecord, name: str, seed: int, own_events: str = "") -> Campaign:
    """A campaign from a campaign record file (the ``--param campaign=`` YAML format):
    its scenarios, achievements, treasures, supply and sheets; a sheet without a level
    gets the level its XP reaches, without a name its class's; a record without a
    supply gets its Prosperity's."""
    from rulebound.games.gloomhaven.campaign_city import level_for_xp, new_campaign, supply_at
    from rulebound.games.gloomhaven.classes import load_class

    fresh = new_campaign(name, seed, own_events)
    sheets = []
    for s in record.characters:
        try:
            klass = load_class(s.cls)
        except DataError as err:
            raise CityError(f"import: {err}") from None
        sheets.append(replace(s, level=s.level or level_for_xp(s.xp), name=s.name or klass.name))
    # a record without its own supply gets the shop of its Prosperity: a record at
    # Prosperity 4 stocks levels 1 to 4, less the Items its characters already own
    owned = tuple(item for sheet in sheets for item in sheet.items)
    supply = record.city_supply or supply_at(record.prosperity_checkmarks, owned)
    imported = replace(
        record, characters=tuple(sheets), city_supply=supply, location=record.location or CITY
    )
    return replace(fresh, record=imported, last_mode="campaign" if record.completed else "")
