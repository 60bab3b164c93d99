"""Helpers the terminal tests share."""

from __future__ import annotations

import io

from rich.console import Console

from rulebound.cli.render import THEME, render_view


def printed(view: dict, width: int = 80) -> str:
    """The board a seat's ``view`` shows at the terminal, as plain text."""
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, theme=THEME, highlight=False)
    render_view(console, view)
    return out.getvalue()
