"""The web player's FastAPI app: the lobby API, the table WebSockets, the replay viewer.

Protocol of ``/ws/{table}`` (JSON text frames, at most ``max_message`` bytes):
the client first sends ``{"type": "hello", "token": T}`` (a seat's or the
spectator's token, from the link's fragment, so it never shows in a URL or a
log); then ``{"type": "act", "action": A, "at": N}`` (an option id of its own
seat's pending decision, offered at decision number N) or ``{"type": "undo"}``.
The server sends ``{"type": "state", ...}`` (``Table.message``) after every change
and ``{"type": "error", "message": ...}`` for a refused message, which changes
nothing. A client sending faster than ``rate`` messages a second (after a burst
of ``burst``) is slowed: its messages are read no faster than that.

Limits keep a server opened to a network usable: at most ``max_tables`` unfinished
tables (a new one is refused until one ends), at most ``max_watchers`` open
connections to one table, and table creation per client address is a token bucket
(one a second after a burst of ``create_burst``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import secrets
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from rulebound.bots import BOT_NAMES, BotError, make_bot
from rulebound.kernel.errors import RuleboundError
from rulebound.kernel.files import shipped_data_only
from rulebound.kernel.game import Game, list_games, load_game
from rulebound.kernel.replay import Replay
from rulebound.web import frontend
from rulebound.web.session import ClientError, Table
from rulebound.web.tables import TableStore

STATIC = Path(str(files("rulebound.web") / "static"))

# Parameters that name files on the server's disk are not offered to web clients,
# and no string parameter may hold a path: a table's creator is not the server's user.
FILE_PARAMETERS = frozenset({"card_files", "scenario_file", "battle_goals", "campaign"})
# Not offered either: a parameter whose other value needs a file parameter (Gloomhaven's
# Campaign Mode needs a campaign record), so the form could only show an error.
NEEDS_A_FILE = frozenset({"mode"})
SAFE_VALUE = re.compile(r"^[A-Za-z0-9 ,;_+\-]*$")
MAX_BODY = 1_000_000  # a replay upload
LOG = logging.getLogger("rulebound.web")


def bots_for(game: Game) -> list[str]:
    """The bots that can play ``game``."""
    names = []
    for name in BOT_NAMES:
        try:
            make_bot(name, game)
        except BotError:
            continue
        names.append(name)
    return names


def game_catalog() -> list[dict[str, Any]]:
    out = []
    for info in list_games():
        params = []
        for name, default in info.parameters.items():
            if name in FILE_PARAMETERS or name in NEEDS_A_FILE:
                continue
            kind = (
                "bool"
                if isinstance(default, bool)
                else "int"
                if isinstance(default, int)
                else "str"
            )
            params.append(
                {
                    "name": name,
                    "default": default,
                    "type": kind,
                    "choices": list(info.choices.get(name, ())),
                    "help": info.parameter_help.get(name, ""),
                }
            )
        out.append(
            {
                "id": info.id,
                "name": info.name,
                "description": info.description,
                "parameters": params,
            }
        )
    return out


def web_params(game_id: str, raw: Any) -> dict[str, Any]:
    """A client's parameters, refused if they name a file or are not plain values."""
    if not isinstance(raw, dict):
        raise ClientError("'params' must be an object")
    params: dict[str, Any] = {}
    for name, value in raw.items():
        if name in FILE_PARAMETERS:
            raise ClientError(f"parameter {name!r} names a file and is not available on the web")
        if isinstance(value, str) and not SAFE_VALUE.match(value):
            raise ClientError(f"parameter {name!r}: only letters, digits and , ; - _ + allowed")
        if not isinstance(value, str | int | bool):
            raise ClientError(f"parameter {name!r} must be a string, number or true/false")
        params[str(name)] = value
    return params


@dataclass(eq=False)
class Connection:
    websocket: WebSocket
    seat: int
    since: int = 0
    epoch: int = 0
    tokens: float = 0.0
    stamp: float = field(default_factory=time.monotonic)


@dataclass
class Live:
    """A table in memory with its lock, its watchers and its bot driver."""

    table: Table
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    watchers: set[Connection] = field(default_factory=set)
    driver: asyncio.Task[None] | None = None
    epoch: int = 0


class Server:
    """Shared state of the app: the store and the live tables."""

    def __init__(self, data_dir: Path, rate: float, burst: int, max_message: int) -> None:
        self.store = TableStore(data_dir / "tables.sqlite3")
        self.rate = rate
        self.burst = burst
        self.max_message = max_message
        self.live: dict[str, Live] = {}
        self.decisions_served = 0
        self.max_tables = 200
        self.max_watchers = 32
        self.create_burst = 60
        self.creators: dict[str, tuple[float, float]] = {}  # address -> (tokens, stamp)

    def unfinished_tables(self) -> int:
        return sum(1 for live in self.live.values() if not live.table.is_over())

    def may_create(self, address: str) -> bool:
        """One table a second per address after a burst; False when the bucket is empty."""
        now = time.monotonic()
        tokens, stamp = self.creators.get(address, (float(self.create_burst), now))
        tokens = min(float(self.create_burst), tokens + (now - stamp))
        if tokens < 1:
            self.creators[address] = (tokens, now)
            return False
        self.creators[address] = (tokens - 1, now)
        return True

    def get(self, table_id: str) -> Live | None:
        live = self.live.get(table_id)
        if live is None:
            record = self.store.load(table_id)
            if record is None:
                return None
            live = Live(Table(record, self.store))
            self.live[table_id] = live
        self.kick(live)
        return live

    def kick(self, live: Live) -> None:
        """Start the bot driver if a bot or chance decides and none runs."""
        if live.table.waiting_for_machine() and (live.driver is None or live.driver.done()):
            live.driver = asyncio.get_running_loop().create_task(self.drive(live))

    async def drive(self, live: Live) -> None:
        """Take bot and chance decisions until a human decides (telling watchers as it goes)."""
        table = live.table
        told = time.monotonic()
        try:
            while True:
                async with live.lock:
                    if not table.waiting_for_machine():
                        break
                    action = await asyncio.to_thread(table.machine_action)
                    table.apply(action)
                    self.decisions_served += 1
                if time.monotonic() - told > 0.05:
                    await self.broadcast(live)
                    told = time.monotonic()
        except Exception as err:  # a bot's bug stops this table, not the server
            LOG.exception("table %s: the bot or chance decision failed", table.id)
            for conn in list(live.watchers):
                await error(conn.websocket, f"the table stopped: a bot failed ({err})")
            return
        await self.broadcast(live)

    async def send(self, live: Live, conn: Connection) -> None:
        if conn.epoch != live.epoch:  # an undo rewrote the log: send it again from the start
            conn.since, conn.epoch = 0, live.epoch
        message = live.table.message(conn.seat, conn.since)
        message["reset"] = conn.since == 0
        if message["events"]:
            conn.since = message["events"][-1]["index"] + 1
        await conn.websocket.send_text(json.dumps(message, separators=(",", ":")))

    async def broadcast(self, live: Live) -> None:
        for conn in list(live.watchers):
            try:
                await self.send(live, conn)
            except Exception:  # a closed socket: its handler removes it
                live.watchers.discard(conn)

    async def throttle(self, conn: Connection) -> None:
        """A token bucket per connection: beyond the burst, wait for the next token."""
        now = time.monotonic()
        conn.tokens = min(self.burst, conn.tokens + (now - conn.stamp) * self.rate)
        conn.stamp = now
        if conn.tokens < 1:
            await asyncio.sleep((1 - conn.tokens) / self.rate)
            conn.tokens, conn.stamp = 1.0, time.monotonic()
        conn.tokens -= 1

    async def handle(self, live: Live, conn: Connection, text: str) -> None:
        if len(text.encode("utf-8")) > self.max_message:
            raise ClientError(f"message too large (limit {self.max_message} bytes)")
        try:
            message = json.loads(text)
        except ValueError:
            raise ClientError("message is not valid JSON") from None
        if not isinstance(message, dict):
            raise ClientError("message must be a JSON object")
        kind = message.get("type")
        if kind == "act":
            async with live.lock:
                live.table.human_action(conn.seat, message.get("action"), message.get("at"))
                self.decisions_served += 1
        elif kind == "undo":
            async with live.lock:
                live.table.undo(conn.seat)
                live.epoch += 1
        elif kind == "refresh":
            conn.since = 0
        else:
            raise ClientError("unknown message type (expected act, undo or refresh)")
        await self.broadcast(live)
        self.kick(live)


def create_app(
    data_dir: Path,
    *,
    rate: float = 20.0,
    burst: int = 40,
    max_message: int = 4096,
    max_tables: int = 200,
    max_watchers: int = 32,
    create_burst: int = 60,
) -> FastAPI:
    """The web player over the tables in ``data_dir``."""
    server = Server(data_dir, rate, burst, max_message)
    server.max_tables, server.max_watchers = max_tables, max_watchers
    server.create_burst = create_burst

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for table_id in server.store.table_ids():  # bots pick up where they were
            server.get(table_id)
        yield
        for live in server.live.values():
            if live.driver is not None:
                live.driver.cancel()
        server.store.close()

    app = FastAPI(
        title="rulebound", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan
    )
    app.state.server = server
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/")
    async def lobby() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/table/{table_id}")
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "table.html")

    @app.get("/replay")
    async def replay_page() -> FileResponse:
        return FileResponse(STATIC / "replay.html")

    @app.get("/api/games")
    async def games() -> list[dict[str, Any]]:
        return game_catalog()

    async def body(request: Request) -> dict[str, Any]:
        raw = await request.body()
        if len(raw) > MAX_BODY:
            raise HTTPException(413, "request too large")
        try:
            data = json.loads(raw)
        except ValueError:
            raise HTTPException(400, "the request is not valid JSON") from None
        if not isinstance(data, dict):
            raise HTTPException(400, "the request must be a JSON object")
        return data

    def configured(data: dict[str, Any]) -> Game:
        game_id = data.get("game")
        if not isinstance(game_id, str):
            raise HTTPException(400, "'game' must be a game id")
        try:
            with shipped_data_only():  # a client names shipped decks, never files
                return load_game(game_id, **web_params(game_id, data.get("params", {})))
        except RuleboundError as err:
            raise HTTPException(400, str(err)) from None

    @app.post("/api/seats")
    async def seats(request: Request) -> dict[str, Any]:
        """The seats and bots of a game with these parameters (the lobby's seat rows)."""
        game = configured(await body(request))
        state = game.new_initial_state(seed=0)
        return {"names": frontend.seat_names(state), "bots": bots_for(game)}

    @app.post("/api/tables")
    async def create_table(request: Request) -> dict[str, Any]:
        data = await body(request)
        if not server.may_create(request.client.host if request.client else "?"):
            raise HTTPException(429, "too many tables created from this address; wait a little")
        if server.unfinished_tables() >= server.max_tables:
            raise HTTPException(
                429, f"the server has {server.max_tables} unfinished tables, its limit; try later"
            )
        game = configured(data)
        kinds = data.get("seats")
        allowed = ["human", *bots_for(game)]
        if (
            not isinstance(kinds, list)
            or len(kinds) != game.num_players
            or any(k not in allowed for k in kinds)
        ):
            raise HTTPException(
                400,
                f"'seats' must list {game.num_players} of: {', '.join(allowed)}",
            )
        seed = data.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise HTTPException(400, "'seed' must be a non-negative integer")
        record, tokens, spectator = server.store.create(
            game.info.id, dict(game.params), seed, list(kinds)
        )
        live = server.get(record.id)
        assert live is not None
        base = f"/table/{record.id}"
        return {
            "table": record.id,
            "names": live.table.names,
            "seats": [None if t is None else f"{base}#{t}" for t in tokens],
            "spectator": f"{base}#{spectator}",
        }

    @app.post("/api/tables/{table_id}/replay")
    async def table_replay(table_id: str, request: Request) -> Response:
        """A finished table's replay (it holds the seed, so never before the end)."""
        data = await body(request)
        live = server.get(table_id)
        token = data.get("token")
        if live is None or not isinstance(token, str) or live.table.record.seat_for(token) is None:
            raise HTTPException(404, "no such table")
        if not live.table.is_over():
            raise HTTPException(409, "the replay is offered once the game is over")
        return Response(live.table.replay().to_json() + "\n", media_type="application/json")

    @app.post("/api/replay/frame")
    async def replay_frame(request: Request) -> dict[str, Any]:
        """One step of an uploaded replay, as ``seat`` (-1: spectator) saw it."""
        data = await body(request)
        upto, seat = data.get("upto"), data.get("seat", -1)
        if not isinstance(upto, int) or not isinstance(seat, int):
            raise HTTPException(400, "'upto' and 'seat' must be integers")
        try:
            replay = Replay.from_dict(data.get("replay"), source="uploaded replay")
            total = len(replay.actions)
            state = replay.run(source="uploaded replay", upto=max(0, min(upto, total)))
        except RuleboundError as err:
            raise HTTPException(400, str(err)) from None
        names = frontend.seat_names(state)
        if not -1 <= seat < len(names):
            raise HTTPException(400, f"'seat' must be -1 (spectator) to {len(names) - 1}")
        view = frontend.view(state, seat)
        return {
            "total": total,
            "at": len(state.history or ()),
            "names": names,
            "view": view,
            "events": frontend.events(state, seat),
            "result": frontend.result_text(state, names, view),
        }

    @app.exception_handler(HTTPException)
    async def one_line_errors(request: Request, exc: HTTPException) -> JSONResponse:
        return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code)

    @app.websocket("/ws/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str) -> None:
        await websocket.accept()
        try:
            hello = json.loads(await asyncio.wait_for(receive(websocket), 30))
            token = hello.get("token") if isinstance(hello, dict) else None
        except (TimeoutError, ValueError, ClientError):
            token = None
        except WebSocketDisconnect:
            return
        live = server.get(table_id) if isinstance(token, str) and len(token) < 200 else None
        seat = None if live is None else live.table.record.seat_for(str(token))
        if live is None or seat is None:
            await error(websocket, "no such table, or a wrong link")
            await websocket.close(code=4403)
            return
        if len(live.watchers) >= server.max_watchers:
            await error(websocket, f"the table has {server.max_watchers} connections, its limit")
            await websocket.close(code=4429)
            return
        conn = Connection(websocket, seat, tokens=float(server.burst))
        live.watchers.add(conn)
        try:
            async with live.lock:
                await server.send(live, conn)
            while True:
                await server.throttle(conn)
                try:
                    await server.handle(live, conn, await receive(websocket))
                except ClientError as err:
                    await error(websocket, str(err))
        except WebSocketDisconnect:
            pass
        finally:
            live.watchers.discard(conn)

    return app


async def receive(websocket: WebSocket) -> str:
    """The next text frame (a binary frame is a :class:`ClientError`)."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None:
        raise ClientError("binary frames are not accepted; send JSON text")
    return str(text)


async def error(websocket: WebSocket, message: str) -> None:
    await websocket.send_text(json.dumps({"type": "error", "message": message}))
