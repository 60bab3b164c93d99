"""Options shared by several commands (``sim`` and ``tournament``)."""

from __future__ import annotations

from typing import Annotated

import typer

BackendOption = Annotated[str, typer.Option(help="Where to play: local (worker processes) or ray.")]
AddressOption = Annotated[
    str | None,
    typer.Option(help="--backend ray: a Ray head node, HOST:PORT (default: a local Ray)."),
]
