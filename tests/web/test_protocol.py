"""The table protocol: links and tokens, refused messages, flooding, resuming, the
lobby's parameters, replays."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from websockets.sync.client import connect

from rulebound.kernel.replay import Replay
from rulebound.web import frontend
from rulebound.web.tables import TableStore

from .browser import free_port
from .client import Seat, create_table, token_of


def test_seat_links_carry_256_bit_tokens_and_only_digests_are_stored(
    client: TestClient, tmp_path
) -> None:
    table = create_table(client, "marvel-mission-arena", ["human", "human"])
    tokens = [token_of(link) for link in table["seats"]] + [token_of(table["spectator"])]
    assert len(set(tokens)) == 3
    for token in tokens:
        assert len(token) >= 43  # 32 random bytes in URL-safe base64
    raw = (tmp_path / "tables.sqlite3").read_bytes()
    for token in tokens:
        assert token.encode() not in raw


@pytest.mark.parametrize("hello", [{"type": "hello", "token": "x" * 43}, {"type": "hello"}, "nope"])
def test_a_wrong_or_missing_token_gets_nothing_of_the_table(client: TestClient, hello) -> None:
    table = create_table(client, "marvel-mission-arena", ["human", "greedy"])
    with client.websocket_connect(f"/ws/{table['table']}") as ws:
        ws.send_text(hello if isinstance(hello, str) else json.dumps(hello))
        message = json.loads(ws.receive_text())
        assert message == {"type": "error", "message": "no such table, or a wrong link"}
        assert ws.receive()["type"] == "websocket.close"


def test_a_seat_token_opens_only_its_own_table(client: TestClient) -> None:
    one = create_table(client, "marvel-mission-arena", ["human", "greedy"])
    two = create_table(client, "marvel-mission-arena", ["human", "greedy"])
    with client.websocket_connect(f"/ws/{two['table']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token_of(one["seats"][0])}))
        assert json.loads(ws.receive_text())["type"] == "error"


def test_refused_messages_get_an_error_frame_and_change_nothing(client: TestClient) -> None:
    table = create_table(client, "marvel-mission-arena", ["human", "human"])
    first = Seat(client, table["table"], token_of(table["seats"][0]))
    second = Seat(client, table["table"], token_of(table["seats"][1]))
    spectator = Seat(client, table["table"], token_of(table["spectator"]))
    assert first.my_options() and not second.my_options()
    before = first.last
    option = first.my_options()[0][0]
    refused = [
        (first, "not json at all"),
        (first, "[1, 2, 3]"),
        (first, {"type": "shout"}),
        (first, {"type": "act", "action": "0", "at": before["at"]}),
        (first, {"type": "act", "action": True, "at": before["at"]}),
        (first, {"type": "act", "action": 999_999, "at": before["at"]}),
        (first, {"type": "act", "action": option, "at": before["at"] + 1}),
        (first, {"type": "act", "action": option}),
        (first, {"type": "act", "action": option, "at": before["at"], "pad": "x" * 5000}),
        (second, {"type": "act", "action": option, "at": before["at"]}),  # out of turn
        (spectator, {"type": "act", "action": option, "at": before["at"]}),
        (spectator, {"type": "undo"}),
    ]
    for seat, payload in refused:
        seat.send(payload)
        reply = seat.receive()
        assert reply["type"] == "error", payload
        assert "\n" not in reply["message"] and "Traceback" not in reply["message"]
    first.ws.send_bytes(b"\x00\x01")
    assert first.receive()["type"] == "error"
    # Nothing changed, and the connection still plays.
    first.send({"type": "refresh"})
    assert first.receive()["view"] == before["view"]
    first.act(option)
    assert first.receive()["at"] == before["at"] + 1
    for seat in (first, second, spectator):
        seat.close()


def test_a_flooding_client_is_slowed(make_client: Callable[..., TestClient]) -> None:
    client = make_client(rate=50.0, burst=5)
    table = create_table(client, "marvel-mission-arena", ["human", "greedy"])
    seat = Seat(client, table["table"], token_of(table["seats"][0]))
    start = time.monotonic()
    for _ in range(30):
        seat.send({"type": "refresh"})
    for _ in range(30):
        assert seat.receive()["type"] == "state"
    # 25 messages beyond the burst at 50 a second: at least half a second.
    assert time.monotonic() - start >= 0.45
    seat.close()


def play(seat: Seat, decisions: int) -> None:
    """Answer ``decisions`` of the seat's own decisions (first option each time)."""
    answered = -1
    while decisions > 0 and not seat.last["over"]:
        options = seat.my_options()
        if options and seat.last["at"] != answered:
            answered = seat.last["at"]
            seat.act(options[0][0])
            decisions -= 1
        seat.receive()


def test_a_restarted_server_resumes_the_table_at_its_last_decision(
    make_client: Callable[..., TestClient], tmp_path
) -> None:
    client = make_client(rate=1000.0, burst=1000)
    table = create_table(client, "star-wars-destiny", ["human", "greedy"], seed=5)
    token = token_of(table["seats"][0])
    seat = Seat(client, table["table"], token)
    play(seat, 12)
    while not seat.my_options():
        seat.receive()
    where = seat.last
    seat.close()
    client.__exit__(None, None, None)  # the server stops

    again = make_client(rate=1000.0, burst=1000)
    back = Seat(again, table["table"], token)
    assert back.last["at"] == where["at"]
    assert back.last["view"] == where["view"]
    stored = TableStore(tmp_path / "tables.sqlite3").load(table["table"])
    assert stored is not None and len(stored.actions) == where["at"]
    back.close()


def test_the_lobby_offers_no_file_parameters_and_refuses_paths(client: TestClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    # Test-only games registered by other tests in the same worker may appear too.
    real = {g for g in games if not g.endswith("-test")}
    assert real == {
        "gloomhaven",
        "marvel-champions",
        "marvel-mission-arena",
        "star-wars-destiny",
    }
    names = {p["name"] for g in games.values() for p in g["parameters"]}
    assert not names & {"card_files", "scenario_file", "battle_goals", "campaign"}
    for params in ({"decks": "../../etc/passwd,kylo"}, {"card_files": "x"}):
        response = client.post(
            "/api/tables",
            json={"game": "star-wars-destiny", "params": params, "seats": ["human", "random"]},
        )
        assert response.status_code == 400
    bad = client.post(
        "/api/tables",
        json={
            "game": "gloomhaven",
            "params": {"party": "brute,wizard"},
            "seats": ["human", "human"],
        },
    )
    assert bad.status_code == 400 and "wizard" in bad.json()["error"]


def test_seat_count_follows_the_parameters(client: TestClient) -> None:
    seats = client.post(
        "/api/seats", json={"game": "gloomhaven", "params": {"party": "brute,mindthief,tinkerer"}}
    ).json()
    assert len(seats["names"]) == 3 and "planner" in seats["bots"]
    wrong = client.post(
        "/api/tables", json={"game": "gloomhaven", "params": {}, "seats": ["human"]}
    )
    assert wrong.status_code == 400


def test_the_replay_is_offered_only_once_the_game_is_over(client: TestClient) -> None:
    table = create_table(client, "marvel-champions", ["human"], seed=2)
    token = token_of(table["seats"][0])
    early = client.post(f"/api/tables/{table['table']}/replay", json={"token": token})
    assert early.status_code == 409
    seat = Seat(client, table["table"], token)
    play(seat, 10_000)
    assert seat.last["over"]
    bad = client.post(f"/api/tables/{table['table']}/replay", json={"token": "wrong"})
    assert bad.status_code == 404
    replay = Replay.from_json(
        client.post(f"/api/tables/{table['table']}/replay", json={"token": token}).text
    )
    assert len(replay.actions) == seat.last["at"]
    final = replay.run()
    assert final.is_terminal()
    # The replay viewer shows any step from any seat or a spectator.
    step = len(replay.actions) - 2
    for seat_index in (-1, 0):
        frame = client.post(
            "/api/replay/frame",
            json={"replay": replay.to_dict(), "upto": step, "seat": seat_index},
        ).json()
        assert frame["at"] == step and frame["total"] == len(replay.actions)
        expected = frontend.view(replay.run(upto=step), seat_index)
        assert frame["view"] == json.loads(json.dumps(expected))
    broken = client.post("/api/replay/frame", json={"replay": {"format": "x"}, "upto": 1})
    assert broken.status_code == 400 and "not a rulebound replay" in broken.json()["error"]
    seat.close()


def test_serve_refuses_a_bad_port_in_one_line() -> None:
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    result = CliRunner().invoke(app, ["serve", "--port", "70000"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: --port must be between 1 and 65535, got 70000"
    ]


def test_serve_on_a_port_in_use_is_one_line(tmp_path) -> None:
    """A port in use printed the server's address, then uvicorn's own "ERROR: [Errno
    98] error while attempting to bind": now one error line, before the address."""
    import socket

    from typer.testing import CliRunner

    from rulebound.cli.main import app

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        args = ["serve", "--port", str(port), "--data", str(tmp_path)]
        result = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    (line,) = result.output.strip().splitlines()
    assert line.startswith(f"error: cannot listen on 127.0.0.1 port {port}: "), line
    assert "in use" in line


def test_a_killed_server_loses_no_decision(tmp_path) -> None:
    """SIGKILL mid-game (no shutdown at all): the restarted server resumes every table at
    the last decision a seat was told about."""
    script = (
        "import sys, uvicorn; from pathlib import Path; from rulebound.web.app import create_app;"
        "uvicorn.run(create_app(Path(sys.argv[1]), rate=1e4, burst=10**4), host='127.0.0.1',"
        " port=int(sys.argv[2]), log_level='warning')"
    )

    def start() -> tuple[subprocess.Popen[bytes], str]:
        port = free_port()
        server = subprocess.Popen([sys.executable, "-c", script, str(tmp_path), str(port)])
        base = f"127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                with connect(f"ws://{base}/ws/none", open_timeout=1):
                    return server, base
            except OSError:
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)

    server, base = start()
    request = urllib.request.Request(
        f"http://{base}/api/tables",
        json.dumps(
            {"game": "star-wars-destiny", "params": {}, "seats": ["human", "greedy"], "seed": 9}
        ).encode(),
        {"Content-Type": "application/json"},
    )
    table = json.loads(urllib.request.urlopen(request).read())
    token = token_of(table["seats"][0])
    with connect(f"ws://{base}/ws/{table['table']}") as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        message, answered = json.loads(ws.recv()), -1
        while message["at"] < 40:
            decision = message["view"]["decision"]
            if decision["seat"] == 0 and "options" in decision and message["at"] != answered:
                answered = message["at"]
                action = decision["options"][-1][0]
                ws.send(json.dumps({"type": "act", "action": action, "at": answered}))
            message = json.loads(ws.recv())
        told = message["at"]
        server.send_signal(signal.SIGKILL)
        server.wait()
    server, base = start()
    try:
        with connect(f"ws://{base}/ws/{table['table']}") as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            back = json.loads(ws.recv())
        assert back["at"] >= told
    finally:
        server.kill()
        server.wait()


def test_a_three_player_destiny_table_seats_three(client: TestClient) -> None:
    """The lobby's seat count follows the Destiny decks (one seat per deck); a human
    seat of a three-player table sees three players and only its own hand."""
    params = {"decks": "rey,kylo,jedi"}
    seats = client.post("/api/seats", json={"game": "star-wars-destiny", "params": params})
    assert len(seats.json()["names"]) == 3
    table = create_table(client, "star-wars-destiny", ["human", "greedy", "greedy"], params)
    assert len(table["names"]) == 3
    seat = Seat(client, table["table"], token_of(table["seats"][0]))
    players = seat.last["view"]["players"]
    assert len(players) == 3
    assert [p["hand"] is not None for p in players] == [True, False, False]
    seat.close()


def test_unfinished_tables_and_creation_bursts_are_limited(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_tables=2, create_burst=50)
    request = {"game": "marvel-mission-arena", "params": {}, "seats": ["human", "human"]}
    for _ in range(2):
        assert client.post("/api/tables", json=request).status_code == 200
    refused = client.post("/api/tables", json=request)
    assert refused.status_code == 429 and "2 unfinished tables" in refused.json()["error"]
    quick = make_client(create_burst=3)
    codes = [quick.post("/api/tables", json=request).status_code for _ in range(4)]
    assert codes[:3] == [200, 200, 200] and codes[3] == 429


def test_connections_to_one_table_are_limited(make_client: Callable[..., TestClient]) -> None:
    client = make_client(max_watchers=2)
    table = create_table(client, "marvel-mission-arena", ["human", "greedy"])
    token = token_of(table["spectator"])
    first, second = Seat(client, table["table"], token), Seat(client, table["table"], token)
    with client.websocket_connect(f"/ws/{table['table']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        assert "2 connections" in json.loads(ws.receive_text())["message"]
        assert ws.receive()["type"] == "websocket.close"
    first.close()
    for _ in range(100):  # the server frees the place once it sees the close
        third = Seat(client, table["table"], token)
        if third.last["type"] == "state":
            break
        third.close()
        time.sleep(0.02)
    assert third.last["type"] == "state"  # a freed place is open again
    second.close()
    third.close()
