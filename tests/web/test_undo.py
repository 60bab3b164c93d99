"""Undo through the table: as far back as the kernel allows, stored, and told to all."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from rulebound.kernel.replay import Replay
from rulebound.web import frontend
from rulebound.web.tables import TableStore

from .client import Seat, create_table, token_of


def test_undo_goes_back_to_the_kernels_undo_point(client: TestClient, tmp_path: Path) -> None:
    table = create_table(client, "marvel-champions", ["human"], seed=4)
    seat = Seat(client, table["table"], token_of(table["seats"][0]))
    spectator = Seat(client, table["table"], token_of(table["spectator"]))
    answered = -1
    while not seat.last["can_undo"]:
        assert not seat.last["over"], "no undo offered in a whole game"
        options = seat.my_options()
        if options and seat.last["at"] != answered:
            answered = seat.last["at"]
            seat.act(options[-1][0])
        seat.receive()
    record = TableStore(tmp_path / "tables.sqlite3").load(table["table"])
    assert record is not None
    before = Replay(record.game, record.params, record.seed, record.actions).run()
    point = frontend.undo_point(before, 0)
    assert point is not None and point < seat.last["at"]

    seat.send({"type": "undo"})
    undone = seat.receive()
    assert undone["type"] == "state" and undone["at"] == point and undone["reset"]
    again = Replay(record.game, record.params, record.seed, record.actions[:point]).run()
    assert undone["view"] == json.loads(json.dumps(frontend.view(again, 0)))
    assert [e["text"] for e in undone["events"]] == [e["text"] for e in frontend.events(again, 0)]
    stored = TableStore(tmp_path / "tables.sqlite3").load(table["table"])
    assert stored is not None and stored.actions == record.actions[:point]
    while spectator.last["at"] != point:  # the spectator is told too
        spectator.receive()
    # A decision taken after the undo is stored in the freed place.
    seat.act(seat.my_options()[0][0])
    assert seat.receive()["at"] == point + 1
