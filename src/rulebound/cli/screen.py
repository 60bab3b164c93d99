"""Fitting a decision on the terminal: the board and the options on one screen.

A person answers a decision by looking at the board and the options together, so on a
terminal both must fit its height (80x24 at the least). The play loop asks
:func:`draw_board` for the board: the game's full view when it fits above the
options, otherwise the game's compact board (:func:`compact_parts`), whose least
needed parts are left out first; everything left out is one key away (``v`` prints
the full view, ``i N`` a card's text). Options are laid out in columns when their
labels are short (:func:`option_layout`) and paged beyond that.

Output that is not a terminal (a pipe, a file, a test runner) has no height: it gets
the full view and one option per line, as before.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rich.console import Console, RenderableType

MAX_COLUMNS = 3

MIN_FIT = 5
"""The fewest lines a part's ``fit`` is asked for (fewer say too little)."""

PAGE = 18
"""Options shown at once off a terminal (on one, its height decides)."""


@dataclass(frozen=True)
class Part:
    """One part of a compact board. Parts are drawn in list order; when the screen is
    too short, the part with the highest ``drop`` is left out first (0: never)."""

    body: RenderableType
    drop: int = 0
    crop: bool = False  # one line, cut with an ellipsis (the whole of it is on `v`)
    # the part in at most N lines, when the parts that may not be left out are still
    # too tall (Gloomhaven's map: a window of its rows, the rest on `v`)
    fit: Callable[[int], RenderableType] | None = None

    def draw(self, console: Console) -> None:
        if self.crop:
            console.print(self.body, no_wrap=True, overflow="ellipsis", crop=True)
        else:
            console.print(self.body)


@dataclass(frozen=True)
class OptionLayout:
    """How a decision's options are shown: ``columns`` side by side, ``rows`` lines
    per page, so ``per_page`` options on each page."""

    columns: int
    rows: int
    cell: int  # characters per column

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def fits_screen(console: Console) -> bool:
    """Only a terminal has a height to fit."""
    return console.is_terminal


def clear_all(console: Console) -> None:
    """Clear the terminal and its scroll-back, so what one player read in secret (a
    hand, a Personal Quest) cannot be scrolled back to by the next."""
    console.file.write("\x1b[H\x1b[2J\x1b[3J")
    console.file.flush()


def option_layout(
    labels: Sequence[str], console: Console, max_rows: int | None = None
) -> OptionLayout:
    """Columns when the longest label leaves room for them; at most half the screen's
    rows for the options (or ``max_rows``; at least 3), the rest for the board."""
    number = len(str(len(labels)))
    longest = max((len(label) for label in labels), default=0)
    cell = 2 + number + 2 + longest  # "  12. label": the next cell's indent is the gap
    if not fits_screen(console):
        return OptionLayout(1, PAGE, cell)
    columns = max(1, min(MAX_COLUMNS, console.width // cell))
    rows = max(4, (console.height - 4) // 2) if max_rows is None else max(3, max_rows)
    needed = -(-len(labels) // columns)
    return OptionLayout(columns, max(1, min(rows, needed)), cell)


def option_lines(labels: Sequence[str], layout: OptionLayout, page: int) -> list[tuple[int, str]]:
    """One page of options as rows of (first number, row text); numbers run down each
    column, so option 1 is above option 2 as in a single list."""
    start = page * layout.per_page
    shown = list(enumerate(labels[start : start + layout.per_page], start=start + 1))
    width = len(str(len(labels)))
    rows: list[tuple[int, str]] = []
    count = -(-len(shown) // layout.columns)
    for r in range(count):
        cells = shown[r::count]
        text = ""
        for i, (n, label) in enumerate(cells):
            cell = f"  {n:>{width}}. {label}"
            text += cell if i == len(cells) - 1 else cell.ljust(layout.cell)
        rows.append((cells[0][0], text))
    return rows


def height(console: Console, draw: Callable[[Console], None]) -> int:
    """How many lines ``draw`` prints on this console's width."""
    from rulebound.cli.render import THEME

    out = io.StringIO()
    draw(Console(file=out, width=console.width, theme=THEME, color_system=None, highlight=False))
    return out.getvalue().count("\n")


HINT = "v: the whole board"
"""Follows the prompt when the compact board left something out."""


def _budget(console: Console, prompt: str, labels: Sequence[str], layout: OptionLayout) -> int:
    """The lines left for the board: the screen minus the prompt (with its hint), the
    tallest page of options (a long label wraps), a page line and the answer line."""
    pages = max(1, -(-len(labels) // layout.per_page))
    paged = pages > 1
    title = -(-(len(prompt) + len(HINT) + 4) // max(1, console.width))
    tallest = max(
        height(console, functools.partial(_print_rows, rows=option_lines(labels, layout, p)))
        for p in range(pages)
    )
    return console.height - title - tallest - (1 if paged else 0) - 1


def _print_rows(console: Console, rows: Sequence[tuple[int, str]]) -> None:
    for _first, row in rows:
        console.print(row, markup=False, highlight=False)


@dataclass(frozen=True)
class Screen:
    """What :func:`draw_board` drew: whether parts were left out, and the options'
    layout that fits under it."""

    compact: bool
    layout: OptionLayout


@dataclass
class Above:
    """What the play loop printed above the next board, so that its recent events
    leave out what is still in sight: ``fresh``, the log lines at the end of the log
    not printed yet (the set-up's, an undone game's), and every line printed since
    the last answer (a terminal still shows them above the board when they fit)."""

    fresh: int = 0
    since_answer: list[str] = field(default_factory=list)
    log_since_answer: int = 0

    def printed(self, lines: Sequence[str], log: bool = True) -> None:
        self.since_answer.extend(lines)
        if log:  # the play loop prints the log up to its end
            self.fresh = 0
            self.log_since_answer += len(lines)

    def answered(self) -> None:
        self.since_answer, self.log_since_answer = [], 0

    def drawn(self) -> None:
        self.fresh = 0


def _print_lines(console: Console, lines: Sequence[str]) -> None:
    for line in lines:
        console.print("  " + line, markup=False, highlight=False)


def draw_board(
    console: Console,
    view: Mapping[str, Any],
    recent_log: Sequence[str],
    prompt: str,
    labels: Sequence[str],
    above: Above | None = None,
) -> Screen:
    """Print the board for a decision with this prompt and these option labels; the
    recent events leave out those still on screen just above (``above``)."""
    from rulebound.cli.render import render_view

    layout = option_layout(labels, console)
    fresh = len(recent_log) if above is None else min(len(recent_log), above.fresh)
    rest = recent_log[len(recent_log) - fresh :]  # the events never printed
    if not fits_screen(console):  # a pipe or a file: everything printed stays above
        render_view(console, view, rest)
        return Screen(False, layout)
    budget = _budget(console, prompt, labels, layout)
    if above is not None and above.log_since_answer and len(rest) < len(recent_log):
        rows = height(console, functools.partial(_print_lines, lines=above.since_answer))
        board = height(console, functools.partial(render_view, view=view, recent_log=rest))
        if rows + board <= budget:  # the events just printed are still in sight
            render_view(console, view, rest)
            return Screen(False, layout)
    for log in (recent_log, ()):  # the recent events were printed as they happened
        if height(console, functools.partial(render_view, view=view, recent_log=log)) <= budget:
            render_view(console, view, log)
            return Screen(False, layout)
    parts = compact_parts(view)
    if not parts:
        render_view(console, view, ())
        return Screen(False, layout)
    sizes = [height(console, part.draw) for part in parts]
    essential = sum(size for size, part in zip(sizes, parts, strict=True) if part.drop == 0)
    if essential > budget:  # fewer option rows (and more pages) under a tall board
        room = budget + layout.rows - essential
        layout = option_layout(labels, console, max_rows=room - 1)
        budget = _budget(console, prompt, labels, layout)
    kept = list(range(len(parts)))
    for index in sorted(kept, key=lambda i: -parts[i].drop):
        if sum(sizes[i] for i in kept) <= budget or parts[index].drop == 0:
            break
        kept.remove(index)
    excess = sum(sizes[i] for i in kept) - budget
    for index in kept if excess > 0 else ():  # the title stays in sight above the rest
        fit = parts[index].fit
        if fit is not None and sizes[index] - excess >= MIN_FIT:
            parts[index] = replace(parts[index], body=fit(sizes[index] - excess))
            break
    for index in kept:
        parts[index].draw(console)
    return Screen(True, layout)


def compact_parts(view: Mapping[str, Any]) -> list[Part]:
    """The game's compact board, or none for a game without one."""
    game = view.get("game")
    if game == "gloomhaven":
        from rulebound.cli.render_gloomhaven import compact_gloomhaven

        return compact_gloomhaven(view)
    if game == "star-wars-destiny":
        from rulebound.cli.render_destiny import compact_destiny

        return compact_destiny(view)
    if game == "marvel-champions":
        from rulebound.cli.render_marvel import compact_marvel

        return compact_marvel(view)
    if isinstance(view.get("players"), list):
        from rulebound.cli.render import compact_mission_arena

        return compact_mission_arena(view)
    return []
