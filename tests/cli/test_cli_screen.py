"""On an 80x24 terminal the board and the options of every decision fit on one screen
(the compact board leaves the least needed parts to ``v``); off a terminal nothing is
left out."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from rulebound.cli import keys, screen
from rulebound.cli.render import THEME
from rulebound.kernel import CHANCE, TERMINAL, Rng, load_game, random_action, sample_chance

GAMES = [  # the full views of all but solo Marvel Champions outgrow 24 lines
    ("marvel-mission-arena", {}),
    ("star-wars-destiny", {}),
    ("star-wars-destiny", {"decks": "rey,kylo,rey"}),
    ("marvel-champions", {"heroes": "spider-man,captain-marvel,she-hulk,iron-man"}),
    ("gloomhaven", {}),
    ("gloomhaven", {"party": "brute,mindthief,tinkerer"}),
]


def terminal(width: int = 80, height: int = 24) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    console = Console(
        file=out,
        width=width,
        height=height,
        force_terminal=True,
        color_system=None,
        theme=THEME,
        highlight=False,
    )
    return console, out


def screens(game_id: str, params: dict[str, str], seed: int, every: int = 1, most: int = 30):
    """(view, prompt, labels, log) at every ``every``-th decision of a random game,
    ``most`` of them (drawing is slow next to play)."""
    state = load_game(game_id, **params).new_initial_state(seed=seed)
    rng = Rng(seed)
    count = 0
    while (decision := state.decision()).seat != TERMINAL:
        if decision.seat == CHANCE:
            state.apply_action(sample_chance(state, rng))
            continue
        if count // every >= most:
            return
        if count % every == 0:
            labels = [state.action_to_string(a) for a in decision.options]
            yield state.view(decision.seat), decision.prompt, labels, state.log_for(decision.seat)
        count += 1
        state.apply_action(random_action(state, rng))


def draw(console: Console, view, prompt: str, labels, log) -> screen.Screen:
    drawn = screen.draw_board(console, view, log[-6:], prompt, labels)
    hint = screen.HINT if drawn.compact else ""
    keys.render_page(console, prompt, labels, 0, hint, drawn.layout)
    return drawn


@pytest.mark.parametrize(("game_id", "params"), GAMES, ids=lambda p: str(p or ""))
def test_every_decision_fits_an_80_by_24_terminal(game_id: str, params: dict[str, str]) -> None:
    compact = 0
    for view, prompt, labels, log in screens(game_id, params, seed=1, every=5):
        console, out = terminal()
        drawn = draw(console, view, prompt, labels, log)
        compact += drawn.compact
        lines = out.getvalue().splitlines()
        assert len(lines) + 1 <= 24, "\n".join(lines)  # + the answer line
        assert max(len(line) for line in lines) <= 80
        assert prompt.split(":")[0] in out.getvalue()
    assert compact  # the compact board was needed


def test_the_compact_gloomhaven_board_keeps_the_map_and_the_figures() -> None:
    view, prompt, labels, log = next(screens("gloomhaven", {}, seed=3))
    console, out = terminal()
    assert draw(console, view, prompt, labels, log).compact
    text = out.getvalue()
    assert "r10" in text  # every map row
    assert "Brute (you)" in text and "Mindthief" in text
    assert "(v: the whole board)" in text
    assert "Goal: Defeat every enemy" in text  # read before play starts
    assert "Legend:" not in text  # left for `v`


def test_options_run_down_the_columns_and_every_number_is_shown() -> None:
    labels = [f"card {n}" for n in range(1, 14)]
    console, out = terminal()
    layout = screen.option_layout(labels, console)
    assert layout.columns == 3 and layout.rows == 5
    keys.render_page(console, "Choose", labels, 0, "", layout)
    rows = out.getvalue().splitlines()[1:]
    assert re.findall(r"(\d+)\. card (\d+)", rows[0]) == [("1", "1"), ("6", "6"), ("11", "11")]
    numbers = sorted(int(n) for n in re.findall(r"(\d+)\. card", out.getvalue()))
    assert numbers == list(range(1, 14))


def test_a_long_list_is_paged_under_a_tall_board() -> None:
    labels = [f"a rather long option label number {n} of many" for n in range(1, 41)]
    console, _ = terminal()
    layout = screen.option_layout(labels, console, max_rows=6)
    assert layout.columns == 1 and layout.per_page == 6
    pages = {n for p in range(7) for n, _ in screen.option_lines(labels, layout, p)}
    assert min(pages) == 1 and len(labels) - 5 in pages


def test_off_a_terminal_the_full_view_is_printed() -> None:
    view, prompt, labels, log = next(screens("gloomhaven", {}, seed=3))
    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None, theme=THEME)
    assert not draw(console, view, prompt, labels, log).compact
    assert "Legend:" in out.getvalue() and "Recent events" in out.getvalue()
