"""What a new player met in a first hour at the terminal (session 34), each kept fixed:
a board title cut short, tables and prompts that did not say what they showed."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from rulebound.cli.render import THEME, render_view
from rulebound.kernel import load_game


def printed(view: dict, width: int = 80) -> str:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, theme=THEME, highlight=False)
    render_view(console, view)
    return out.getvalue()


@pytest.mark.parametrize(
    ("game_id", "params", "tail"),
    [
        ("marvel-mission-arena", {}, "score: P1 Avengers 0 - P2 Villains 0"),
        ("marvel-champions", {"heroes": "captain-marvel,iron-man"}, "first player: P1 Carol"),
    ],
)
def test_a_long_board_title_is_wrapped_whole_not_cut(game_id: str, params: dict, tail: str) -> None:
    """The title line ends in what a player reads it for (the score, the first player);
    an 80-column rule cut it to "score: P1 Avengers 0 - P…"."""
    state = load_game(game_id, **params).new_initial_state(seed=4)
    if game_id == "marvel-champions":
        state.apply_action(state.decision().options[0])  # the first player
    text = printed(state.view(0))
    assert "…" not in text.splitlines()[0] + text.splitlines()[1]
    assert tail in " ".join(text.split())
