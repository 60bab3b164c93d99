"""No message a seat receives carries information hidden from that seat.

For every game, a table of a person (played by a random client through the
WebSocket) against a bot, with a spectator watching, is played to the end. Each
message is then checked against the state it was sent at (rebuilt from the
stored decisions): its view is exactly the seat's view, it stays the same when
everything hidden from the seat (for the spectator: from any one seat) is redrawn
(``resample_hidden``: the hands and decks of others, facedown cards, secret plans,
die faces not yet rolled), its events are exactly the events that seat may read, and
no event names an object hidden from the seat (``hidden_names``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulebound.kernel.game import load_game
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State
from rulebound.web import frontend
from rulebound.web.tables import TableStore

from .client import Seat, create_table, token_of

TABLES = [
    ("marvel-mission-arena", {}, ["human", "greedy"]),
    ("star-wars-destiny", {}, ["human", "greedy"]),
    ("marvel-champions", {"heroes": "spider-man,captain-marvel"}, ["human", "greedy"]),
    ("gloomhaven", {"party": "brute,mindthief", "hands": "first"}, ["greedy", "human"]),
]
MAX_DECISIONS = 400  # of the person's own: every game here ends well before


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def play_randomly(seat: Seat, spectator: Seat, rng: Rng) -> None:
    answered, count = -1, 0
    while not seat.last["over"] and count < MAX_DECISIONS:
        options = seat.my_options()
        if options and seat.last["at"] != answered:
            answered = seat.last["at"]
            seat.act(options[rng.randbelow(len(options))][0])
            count += 1
        assert seat.receive()["type"] == "state"


def check(state: State, seat: int, message: dict[str, Any], rng: Rng) -> None:
    view = as_json(frontend.view(state, seat))
    assert message["view"] == view
    # A spectator knows less than any seat: redrawing what any one seat cannot see
    # must not change the spectator's view either.
    for other in [seat] if seat >= 0 else range(state.game.num_players):
        redrawn = state.resample_hidden(other, rng)
        assert as_json(frontend.view(redrawn, seat)) == view
    since = min((e["index"] for e in message["events"]), default=len(state.events or ()))
    readable = {e["index"]: e for e in as_json(frontend.events(state, seat, since))}
    for event in message["events"]:
        assert readable.get(event["index"]) == event
    if hasattr(state, "hidden_names"):
        shown = json.dumps(message["view"])
        # A card named in public before this message (a Mission face up, the first-player
        # reveal of Mission Arena) stays known once it is back in a hand or a deck; so
        # does one named by a public reveal in this message.
        revealed = " ".join(
            e["text"] for e in state.events_for(-1) if e["index"] < since or e["kind"] == "reveal"
        )
        text = " ".join(e["text"] for e in message["events"])
        for name in state.hidden_names(seat):
            assert name in shown or name in revealed or name not in text, name


@pytest.mark.parametrize(("game", "params", "seats"), TABLES, ids=[t[0] for t in TABLES])
def test_every_message_holds_only_what_its_seat_may_see(
    client: TestClient, tmp_path: Path, game: str, params: dict[str, Any], seats: list[str]
) -> None:
    table = create_table(client, game, seats, params, seed=7)
    human = seats.index("human")
    seat = Seat(client, table["table"], token_of(table["seats"][human]))
    spectator = Seat(client, table["table"], token_of(table["spectator"]))
    play_randomly(seat, spectator, Rng(11))
    assert seat.last["over"], "the game should end"
    while spectator.last["at"] < seat.last["at"] or not spectator.last["over"]:
        spectator.receive()
    record = TableStore(tmp_path / "tables.sqlite3").load(table["table"])
    assert record is not None
    messages = [(human, m) for m in seat.received] + [(-1, m) for m in spectator.received]
    messages.sort(key=lambda pair: pair[1]["at"])
    state = load_game(record.game, **record.params).new_initial_state(seed=record.seed)
    rng = Rng(3)
    for who, message in messages:
        assert message["type"] == "state"
        while len(state.history or ()) < message["at"]:
            state.apply_action(record.actions[len(state.history or ())])
        check(state, who, message, rng)
    assert len(messages) > 20
