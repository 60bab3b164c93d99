"""Fixtures of the web player's tests: apps over a temporary data folder."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from rulebound.web.app import create_app

from .client import OPEN


@pytest.fixture
def make_client(tmp_path: Path) -> Iterator[Callable[..., TestClient]]:
    """Apps over one data folder (a second call is the server restarted)."""
    opened: list[TestClient] = []

    def make(**options: Any) -> TestClient:
        client = TestClient(create_app(tmp_path, **options))
        client.__enter__()
        opened.append(client)
        return client

    yield make
    while OPEN:
        with contextlib.suppress(Exception):  # already closed by the server
            OPEN.pop().close()
    for client in reversed(opened):
        client.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Callable[..., TestClient]) -> TestClient:
    return make_client(rate=1000.0, burst=1000)
