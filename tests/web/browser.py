"""A real server (uvicorn in a thread) and Debian's Chromium driven by Playwright.

Playwright's own browser download is not available here: the tests launch the
distribution's ``chromium`` by its path. Screenshots go to ``artifacts/screenshots``
(or ``$RULEBOUND_ARTIFACTS``), kept by CI as test artifacts.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from pathlib import Path

import uvicorn

from rulebound.web.app import create_app

CHROMIUM = Path(os.environ.get("RULEBOUND_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(os.environ.get("RULEBOUND_ARTIFACTS", "artifacts")) / "screenshots"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LiveServer:
    """``rulebound serve`` in a background thread, over ``data``."""

    def __init__(self, data: Path) -> None:
        self.port = free_port()
        app = create_app(data, rate=200.0, burst=200)
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the web server did not start")
            time.sleep(0.02)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=15)
