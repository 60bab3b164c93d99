"""A WebSocket client that plays a seat the way the page does: it answers only its own
pending decision, with the ``at`` (decision number) it was offered."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient


class Seat:
    """One WebSocket at a table, as a seat or a spectator; keeps every message."""

    def __init__(self, client: TestClient, table: str, token: str) -> None:
        self._cm = client.websocket_connect(f"/ws/{table}")
        self.ws = self._cm.__enter__()
        self.closed = False
        OPEN.append(self)
        self.ws.send_text(json.dumps({"type": "hello", "token": token}))
        self.received: list[dict[str, Any]] = []
        self.last: dict[str, Any] = self.receive()

    def receive(self) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(self.ws.receive_text())
        self.received.append(message)
        if message["type"] == "state":
            self.last = message
        return message

    def send(self, payload: Any) -> None:
        self.ws.send_text(payload if isinstance(payload, str) else json.dumps(payload))

    def my_options(self) -> list[list[Any]]:
        decision = self.last["view"]["decision"]
        if self.last["over"] or decision["seat"] != self.last["seat"]:
            return []
        return list(decision["options"])

    def act(self, action: int) -> None:
        self.send({"type": "act", "action": action, "at": self.last["at"]})

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._cm.__exit__(None, None, None)


OPEN: list[Seat] = []
"""Every seat opened; the fixtures close those a failed test left open."""


def token_of(link: str) -> str:
    return link.split("#", 1)[1]


def create_table(
    client: TestClient,
    game: str,
    seats: list[str],
    params: dict[str, Any] | None = None,
    seed: int = 1,
) -> dict[str, Any]:
    response = client.post(
        "/api/tables", json={"game": game, "params": params or {}, "seats": seats, "seed": seed}
    )
    assert response.status_code == 200, response.text
    table: dict[str, Any] = response.json()
    return table
