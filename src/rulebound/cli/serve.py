"""``rulebound serve``: the web player (needs the ``web`` extra: FastAPI and uvicorn)."""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


def default_data_dir() -> Path:
    """The per-user data folder (``$XDG_DATA_HOME/rulebound``, else ``~/.local/share``)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rulebound"


def _check_address(host: str, port: int, fail: Callable[[str], Exception]) -> None:
    """Bind the address once before serving: a port in use (or a host not of this
    machine) is one error line, not the address printed and then the server's own
    "ERROR: [Errno 98]" line."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server does
            probe.bind((host, port))
    except OSError as err:
        reason = err.strerror or str(err)
        message = f"cannot listen on {host} port {port}: {reason} (another server? try --port)"
        raise fail(message) from None


def serve_command(
    host: Annotated[
        str, typer.Option(help="Address to bind; anything but 127.0.0.1 opens it to a network.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    data: Annotated[
        Path | None,
        typer.Option(help="Folder of the tables database (default: a per-user data folder)."),
    ] = None,
    max_tables: Annotated[
        int, typer.Option(help="Unfinished tables allowed at once; a new one waits for one to end.")
    ] = 200,
) -> None:
    """Serve the web player: a lobby, tables with private seat links, a replay viewer."""
    from rulebound.cli.main import fail

    try:
        import uvicorn

        from rulebound.web.app import create_app
    except ImportError:
        raise fail(
            "the web player needs FastAPI and uvicorn: pip install 'rulebound[web]'"
        ) from None
    if not 0 < port < 65536:
        raise fail(f"--port must be between 1 and 65535, got {port}")
    if max_tables < 1:
        raise fail(f"--max-tables must be at least 1, got {max_tables}")
    folder = data if data is not None else default_data_dir()
    try:
        app = create_app(folder, max_tables=max_tables)
    except OSError as err:
        raise fail(f"--data {folder}: cannot open the tables database ({err})") from None
    _check_address(host, port, fail)
    shown = f"[{host}]" if ":" in host else host
    typer.echo(f"rulebound web player on http://{shown}:{port}/  (tables in {folder})")
    if host not in LOCAL_HOSTS:
        typer.secho(
            "warning: listening beyond this machine; anyone who can reach it can create "
            "tables, and seat links are the only key (plain HTTP, no encryption)",
            fg=typer.colors.YELLOW,
            err=True,
        )
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=65536)
