"""Several copies of one card in play: the view, the terminal and the log call each copy
by the same name ("Drone (2)"), so a player can tell which one an event or an option
means. Ultron's facedown Drones are the common case."""

from __future__ import annotations

import io

from rich.console import Console

from rulebound.cli import render
from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    discard_from_play,
)
from rulebound.games.marvel_champions.state import McState


def engaged(s: McState, seat: int = 0) -> list[dict]:
    return list(s.view(seat)["players"][0]["engaged_minions"])


def shown(s: McState) -> str:
    out = io.StringIO()
    console = Console(file=out, width=200, theme=render.THEME, color_system=None)
    render.render_view(console, s.view(0))
    return out.getvalue()


def two_drones() -> McState:
    """Ultron with The Crimson Cowl's set-up Drone and two more (Spider-Man's cards)."""
    return build_position(
        Position(players=[Side(form="hero", drones=["01005", "01006"])], villain="ultron")
    )


def test_copies_in_play_carry_the_logs_name_in_the_view_and_on_screen() -> None:
    s = two_drones()
    minions = [m for m in engaged(s) if m["name"] == "Drone"]
    assert len(minions) == 3
    tags = [m.get("tag") for m in minions]
    assert len(set(tags)) == len(tags) and all(t and t.startswith("Drone (") for t in tags)
    text = shown(s)
    for t in tags:
        assert t in text


def test_a_single_copy_has_no_number() -> None:
    s = build_position(Position(players=[Side(form="hero")], villain="rhino"))
    villain = s.view(0)["villain"]
    assert "tag" not in villain


def test_a_drone_leaving_play_is_named_as_it_was_in_play() -> None:
    """The reveal line names the Drone as the earlier lines did, not "(not in play)"."""
    s = two_drones()
    first = next(m for m in engaged(s) if m["name"] == "Drone")
    before = len(s.log)
    discard_from_play(s, first["uid"])
    lines = s.log[before:]
    assert any(
        line.startswith(f"{first['tag']} leaves play and is turned faceup") for line in lines
    )
    assert not any("(not in play)" in line for line in lines)
