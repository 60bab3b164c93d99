"""Rich rendering of a Gloomhaven view: the hex map, the figures, the seat's cards.

The map is drawn from ``view["map"]`` as text rows, one row per axial ``r``, each
row shifted by half a cell from the one above so that the hexes line up: hex
``(q, r)`` sits at column ``2q + r`` (in half cells). Every hex is a cell of
:data:`CELL` characters:

* an empty hex shows its ``q`` (dimmed) and each row starts with its ``r``, so the
  hex of an option labelled ``hex q,r`` is found by row ``r``, cell ``q``;
* a hex that is an option of the pending decision (``hex q,r``, a monster's
  ``move to q,r``) shows ``#n``, the option's number in the list below the map;
* figures: a character by its initial, a monster by a letter and its standee number
  (``G4``; ``G4*`` when elite), a summon by ``s`` and a number;
* terrain and tokens by symbols (see :data:`SYMBOLS` and the legend printed below
  the map).

Everything comes from the view; the only other source is the class data, read for
the initiative printed on each ability card.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, partial
from typing import Any

from rich.console import Console, Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from rulebound.cli.render import HeaderRule
from rulebound.cli.screen import Part

CELL = 4
"""Characters per hex; rows shift by half of it."""

Hex = tuple[int, int]

SYMBOLS: dict[str, tuple[str, str, str]] = {
    # key in view["map"]: (cell text, style, legend)
    "walls": ("###", "bold white on grey23", "wall"),
    "obstacles": (" X ", "bold white on grey30", "obstacle"),
    "locked_doors": ("[L]", "bold red", "locked door"),
    "closed_doors": ("[D]", "bold yellow", "closed door"),
    "traps": (" ^ ", "bold red", "trap"),
    "hazardous": (" ! ", "red", "hazardous terrain"),
    "difficult": (" ~ ", "blue", "difficult terrain"),
    "treasures": ("[=]", "bold yellow", "treasure"),
    "coins": ("$", "yellow", "money token (n coins)"),
}
"""The terrain and tokens, in the order a hex takes its symbol (first wins)."""

TERRAIN_BACKGROUND = {
    "traps": "on dark_red",
    "hazardous": "on red3",
    "difficult": "on navy_blue",
    "coins": "on grey19",
    "treasures": "on grey19",
}
"""What a figure standing on terrain or tokens is drawn on."""

STRENGTH = ("-", "waning", "STRONG")
ELEMENT_STYLE = {
    "fire": "red",
    "ice": "cyan",
    "air": "white",
    "earth": "green",
    "light": "yellow",
    "dark": "magenta",
}

PLAN_KINDS = ("plan", "plan-second", "plan-lead")
"""The decisions of a round's plan: the hand is shown with both halves of each card."""

_OPTION_HEX = re.compile(r"(?:^hex |move to )(-?\d+),\s*(-?\d+)")
_OPTION_FIGURE = re.compile(r" at hex (-?\d+),(-?\d+)$")
_STANDEE = re.compile(r"(\d+)$")


# --- class data (card initiatives) ------------------------------------------------


@cache
def _initiatives(class_name: str) -> dict[str, int]:
    """Card name -> initiative for a class, by its display name ({} if unknown), from the
    game's command-line module: the view names the cards without their initiatives."""
    from rulebound.cli.plugins import game_cli

    lookup = getattr(game_cli("gloomhaven"), "card_initiatives", None)
    return lookup(class_name) if lookup is not None else {}


def _card(class_name: str, name: str) -> str:
    initiative = _initiatives(class_name).get(name)
    return f"{name} ({initiative})" if initiative is not None else name


# --- figures and their letters ----------------------------------------------------


def _hex(value: Any) -> Hex | None:
    if isinstance(value, list | tuple) and len(value) >= 2:
        return (int(value[0]), int(value[1]))
    return None


def _where(value: Any) -> str:
    h = _hex(value)
    return f"{h[0]},{h[1]}" if h else "-"


def character_letters(view: Mapping[str, Any]) -> dict[int, str]:
    """Seat -> the character's initial (a second letter when two classes share one)."""
    letters: dict[int, str] = {}
    for char in view.get("characters") or ():
        name = str(char.get("class", "?"))
        letter = name[:1].upper() or "?"
        if letter in letters.values():
            letter = (name[:2].title() if len(name) > 1 else f"{letter}2")[:2]
        letters[int(char.get("seat", len(letters)))] = letter
    return letters


def monster_letters(view: Mapping[str, Any]) -> dict[str, str]:
    """Monster type id -> one capital letter, unique on the map and different from
    the characters' initials: the last word's initial (Guard, Archer, Bones), else the
    first word's, else any other letter of the name."""
    taken = {letter[:1] for letter in character_letters(view).values()}
    letters: dict[str, str] = {}
    names: dict[str, str] = {}
    for monster in view.get("monsters") or ():
        names.setdefault(str(monster.get("type", "?")), _type_name(monster))
    for kind in sorted(names):
        words = names[kind].split() or ["?"]
        candidates = [words[-1][:1], words[0][:1]] + [c for w in words for c in w[1:]]
        candidates += [chr(c) for c in range(ord("A"), ord("Z") + 1)]
        for cand in candidates:
            cand = cand.upper()
            if cand.isalpha() and cand not in taken and cand not in ("D", "X", "S"):
                letters[kind] = cand
                taken.add(cand)
                break
        else:
            letters[kind] = "?"
    return letters


def _type_name(monster: Mapping[str, Any]) -> str:
    """``elite Bandit Guard 4`` -> ``Bandit Guard``."""
    name = str(monster.get("name", ""))
    if name.startswith("elite "):
        name = name[len("elite ") :]
    return _STANDEE.sub("", name).strip() or str(monster.get("type", "?"))


def _standee(monster: Mapping[str, Any]) -> str:
    found = _STANDEE.search(str(monster.get("name", "")))
    return found.group(1) if found else ""


def monster_tag(monster: Mapping[str, Any], letters: Mapping[str, str]) -> str:
    elite = "*" if monster.get("rank") == "elite" else ""
    return f"{letters.get(str(monster.get('type')), '?')}{_standee(monster)}{elite}"


# --- the map --------------------------------------------------------------------


def _options(view: Mapping[str, Any]) -> tuple[dict[Hex, int], dict[Hex, int]]:
    """The pending decision's options (for this seat) that name a hex: option number
    by empty-hex option (``hex q,r``, ``move to q,r``) and by figure hex."""
    decision = view.get("decision") or {}
    if decision.get("seat") != view.get("seat"):
        return {}, {}
    hexes: dict[Hex, int] = {}
    figures: dict[Hex, int] = {}
    for number, option in enumerate(decision.get("options") or (), start=1):
        label = str(option[1]) if isinstance(option, list | tuple) and len(option) > 1 else ""
        found = _OPTION_HEX.search(label)
        if found:
            hexes.setdefault((int(found.group(1)), int(found.group(2))), number)
            continue
        found = _OPTION_FIGURE.search(label)
        if found:
            figures.setdefault((int(found.group(1)), int(found.group(2))), number)
    return hexes, figures


def _figures(view: Mapping[str, Any]) -> dict[Hex, Text]:
    """The figure drawn on each hex."""
    seat = view.get("seat")
    out: dict[Hex, Text] = {}
    letters = monster_letters(view)
    for monster in view.get("monsters") or ():
        h = _hex(monster.get("hex"))
        if h is not None:
            style = "bold yellow" if monster.get("rank") == "elite" else "bold white"
            out[h] = Text(monster_tag(monster, letters), style=style)
    for number, summon in enumerate(view.get("summons") or (), start=1):
        h = _hex(summon.get("hex"))
        if h is not None:
            out[h] = Text(f"s{number}", style="bold cyan")
    initials = character_letters(view)
    for char in view.get("characters") or ():
        h = _hex(char.get("hex"))
        if h is not None and not char.get("exhausted"):
            mine = char.get("seat") == seat
            out[h] = Text(initials.get(int(char.get("seat", -1)), "?"), style=_seat_style(mine))
    return out


def _seat_style(mine: bool) -> str:
    return "seat.me" if mine else "bold green"


def _terrain(view: Mapping[str, Any]) -> dict[Hex, tuple[str, str, str]]:
    """Hex -> (key, cell text, style) for terrain and tokens (first symbol wins)."""
    board = view.get("map") or {}
    out: dict[Hex, tuple[str, str, str]] = {}
    for key, (text, style, _) in SYMBOLS.items():
        for item in board.get(key) or ():
            h = _hex(item)
            if h is None or h in out:
                continue
            if key == "coins":
                amount = item[2] if len(item) > 2 else 1
                text_here = f"${amount}"
            else:
                text_here = text
            out[h] = (key, text_here, style)
    return out


def _cell(content: Text | str, style: str = "") -> Text:
    """One hex, right-aligned in :data:`CELL` characters (longer text fills it)."""
    text = content if isinstance(content, Text) else Text(content, style=style)
    pad = max(0, CELL - len(text.plain))
    return Text(" " * pad) + text


def _thin_walls(view: Mapping[str, Any]) -> set[tuple[Hex, Hex]]:
    """The thin walls as (upper or left hex, lower or right hex) pairs."""
    out: set[tuple[Hex, Hex]] = set()
    for edge in (view.get("map") or {}).get("thin_walls") or ():
        if isinstance(edge, list | tuple) and len(edge) == 2:
            a, b = _hex(edge[0]), _hex(edge[1])
            if a is not None and b is not None:
                out.add(
                    (min(a, b, key=lambda h: (h[1], h[0])), max(a, b, key=lambda h: (h[1], h[0])))
                )
    return out


def render_map(view: Mapping[str, Any]) -> Text:
    """The hex map as text rows (see the module docstring for the layout). A thin wall
    between two hexes of a row is a ``|`` between their cells; one between rows is a
    ``/`` or ``\\`` on an extra line between them (the hex edge's own slant)."""
    board = view.get("map") or {}
    hexes = [h for h in (_hex(x) for x in board.get("hexes") or ()) if h is not None]
    if not hexes:
        return Text("(no map)", style="dim")
    figures = _figures(view)
    terrain = _terrain(view)
    walls = _thin_walls(view)
    option_hexes, option_figures = _options(view)
    rows: dict[int, list[int]] = {}
    for q, r in hexes:
        rows.setdefault(r, []).append(q)
    left = min(2 * q + r for q, r in hexes)
    label_width = max(len(str(r)) for r in rows) + 2
    out = Text()
    for r in range(min(rows), max(rows) + 1):
        line = Text(f"r{r}".rjust(label_width) + " ", style="dim")
        column = 0  # in half cells, from `left`
        for q in sorted(rows.get(r, ())):
            x = 2 * q + r - left
            line.append(" " * ((x - column) * CELL // 2))
            column = x + 2
            cell = _hex_cell((q, r), figures, terrain, option_hexes, option_figures)
            if ((q - 1, r), (q, r)) in walls and cell.plain.startswith(" "):
                cell = Text("|", style="bold white") + cell[1:]
            line.append_text(cell)
        line.rstrip()
        out.append_text(line)
        out.append("\n")
        between = _walls_below(r, rows.get(r, ()), walls, left)
        if between is not None:
            out.append(" " * (label_width + 1) + between, style="bold white")
            out.append("\n")
    out.rstrip()
    return out


def _walls_below(r: int, qs: Iterable[int], walls: set[tuple[Hex, Hex]], left: int) -> str | None:
    """The line under row ``r`` that draws its thin walls to row ``r + 1``, if any."""
    marks: dict[int, str] = {}
    for q in qs:
        x = 2 * q + r - left
        if ((q, r), (q, r + 1)) in walls:  # the lower-right edge
            marks[x * CELL // 2 + CELL] = "/"
        if ((q, r), (q - 1, r + 1)) in walls:  # the lower-left edge
            marks[x * CELL // 2 + CELL // 2] = "\\"
    if not marks:
        return None
    return "".join(marks.get(i, " ") for i in range(max(marks) + 1))


def _hex_cell(
    h: Hex,
    figures: Mapping[Hex, Text],
    terrain: Mapping[Hex, tuple[str, str, str]],
    option_hexes: Mapping[Hex, int],
    option_figures: Mapping[Hex, int],
) -> Text:
    under = terrain.get(h)
    figure = figures.get(h)
    if figure is not None:
        text = figure.copy()
        if under is not None and under[0] in TERRAIN_BACKGROUND:
            text.stylize(TERRAIN_BACKGROUND[under[0]])
        if h in option_figures or h in option_hexes:
            text.stylize("reverse")
        return _cell(text)
    if h in option_hexes:
        return _cell(f"#{option_hexes[h]}", "bold black on cyan")
    if under is not None:
        return _cell(under[1], under[2])
    return _cell(str(h[0]), "dim")


def legend(view: Mapping[str, Any]) -> Text:
    """The symbols on this map: figures first, then terrain and tokens present."""
    parts: list[Text] = []
    initials = character_letters(view)
    for char in view.get("characters") or ():
        seat = int(char.get("seat", -1))
        parts.append(Text(f"{initials.get(seat, '?')} {char.get('class', '?')}"))
    letters = monster_letters(view)
    shown: set[str] = set()
    for monster in view.get("monsters") or ():
        kind = str(monster.get("type"))
        if kind not in shown:
            shown.add(kind)
            parts.append(Text(f"{letters.get(kind, '?')}n {_type_name(monster)} n"))
    if any(m.get("rank") == "elite" for m in view.get("monsters") or ()):
        parts.append(Text("* elite"))
    for number, summon in enumerate(view.get("summons") or (), start=1):
        parts.append(Text(f"s{number} {summon.get('name', 'summon')}"))
    board = view.get("map") or {}
    for key, (text, style, name) in SYMBOLS.items():
        if board.get(key):
            parts.append(Text("$n" if key == "coins" else text.strip(), style=style) + f" {name}")
    if board.get("thin_walls"):
        parts.append(Text("| / \\", style="bold white") + " thin wall")
    parts.append(Text("#n", style="bold black on cyan") + " option n")
    parts.append(Text("hex q,r: row rN, the cell showing q", style="dim"))
    parts.append(Text("cards: hand/discard/lost", style="dim"))
    return Text("Legend: ", style="bold") + Text("  ").join(parts)


# --- the rest of the view ------------------------------------------------------------


def header(view: Mapping[str, Any]) -> Text:
    text = Text(f"{view.get('scenario', 'Gloomhaven')}", style="bold")
    round_ = view.get("round", "?")
    # before the first round there is no "round 0" to speak of
    text.append(f"  |  {'setup' if round_ == 0 else f'round {round_}'}")
    text.append(f"  |  scenario level {view.get('level', '?')}")
    outcome = view.get("outcome")
    if outcome:
        text.append(f"  |  scenario {str(outcome).upper()}", style="bold")
    return text


def elements_line(view: Mapping[str, Any]) -> Text:
    text = Text("Elements: ", style="bold")
    parts = []
    for element, level in (view.get("elements") or {}).items():
        strength = STRENGTH[int(level)] if 0 <= int(level) < len(STRENGTH) else str(level)
        style = ELEMENT_STYLE.get(element, "") if int(level) else "dim"
        parts.append(Text(f"{element} {strength}", style=style))
    return text + Text(", ").join(parts)


def initiative_line(view: Mapping[str, Any]) -> Text | None:
    """The characters' initiatives this round, as far as the view shows them: the
    leading card of a revealed (or the seat's own) plan, 99 for a Long Rest. None once
    the scenario is over: the last round's plans are no initiative to come."""
    if view.get("outcome"):
        return None
    entries: list[tuple[int, str]] = []
    for char in view.get("characters") or ():
        if char.get("exhausted"):
            continue
        name = str(char.get("class", "?"))
        plan = char.get("plan") or []
        if char.get("long_rest"):
            entries.append((99, f"{name} 99 (Long Rest)"))
        elif plan:
            initiative = _initiatives(name).get(str(plan[0]))
            if initiative is not None:
                entries.append((initiative, f"{name} {initiative}"))
    if not entries:
        return None
    entries.sort()
    text = Text("Initiative (characters): ", style="bold")
    return text + Text(", ").join(Text(e[1]) for e in entries)


def _names(cards: Sequence[Any], class_name: str = "") -> str:
    if not cards:
        return "-"
    return ", ".join(_card(class_name, str(c)) if class_name else str(c) for c in cards)


AFTER_THE_END = "The scenario is over: every character has its cards and HP back."


def character_block(char: Mapping[str, Any], letter: str, mine: bool, ended: bool = False) -> Group:
    """A character's line (hex, HP, XP, coins, hand count, conditions) and, indented
    below it, its revealed plan, active cards, discards and lost cards. ``ended``: the
    scenario is over and its cards and HP are back (GH-SEND-01), so the line gives
    what it earned: "EXHAUSTED  HP 10/10  cards 10/0/0" contradicted itself."""
    name = str(char.get("class", "?"))
    text = Text(f"{letter} ", style=_seat_style(mine))
    text.append(name, style=_seat_style(mine))
    if mine:
        text.append(" (you)", style="seat.me")
    if char.get("exhausted"):
        text.append("  EXHAUSTED", style="bold red")
    elif char.get("hex") is None:
        text.append("  not placed yet", style="dim")
    else:
        text.append(f"  at {_where(char.get('hex'))}")
    if ended:
        text.append(f"  XP {char.get('xp', 0)}  coins {char.get('coins', 0)}")
        goal = char.get("battle_goal")
        if not goal:
            return Group(text)
        shown = goal_text(goal) if isinstance(goal, Mapping) else str(goal)
        line = Text("battle goal: ", style="dim") + Text(shown)
        return Group(text, Padding(line, (0, 0, 0, 4), expand=False))
    discard = char.get("discard") or []
    lost = char.get("lost") or []
    text.append(
        f"  HP {char.get('hp', '?')}/{char.get('max_hp', '?')}  XP {char.get('xp', 0)}  "
        f"coins {char.get('coins', 0)}  cards {char.get('hand_size', 0)}/{len(discard)}/"
        f"{len(lost)}"
    )
    conditions = char.get("conditions") or []
    if conditions:
        text.append("  " + ", ".join(str(c) for c in conditions), style="magenta")
    if char.get("long_rest") and not char.get("exhausted"):
        text.append("  Long Rest", style="cyan")
    lines: list[Text] = []
    playing = char.get("playing")
    if isinstance(playing, Mapping) and playing.get("card"):
        half = str(playing.get("half", "")).replace("-default", " as the default action")
        lines.append(Text("playing: ", style="dim") + Text(f"{playing['card']} ({half})"))
    plan = char.get("plan")
    if plan and not mine:
        lines.append(Text("plan: ", style="dim") + Text(_names(plan, name)))
    active = char.get("active") or []
    if active:
        lines.append(Text("active: ", style="dim") + Text(", ".join(str(a) for a in active)))
    if discard:
        lines.append(Text("discard: ", style="dim") + Text(_names(discard)))
    if lost:
        lines.append(Text("lost: ", style="dim") + Text(_names(lost)))
    goal = char.get("battle_goal")
    if goal:  # only with the battle_goals parameter; another player's is "secret"
        shown = goal_text(goal) if isinstance(goal, Mapping) else str(goal)
        lines.append(Text("battle goal: ", style="dim") + Text(shown))
    if not lines:
        return Group(text)
    return Group(text, Padding(Text("\n").join(lines), (0, 0, 0, 4), expand=False))


def monster_table(view: Mapping[str, Any]) -> Table | None:
    monsters = view.get("monsters") or []
    if not monsters:
        return None
    letters = monster_letters(view)
    table = Table(title="Monsters", title_justify="left", pad_edge=False, box=None)
    for column, justify in (
        ("", "left"),
        ("Monster", "left"),
        ("Hex", "right"),
        ("HP", "right"),
        ("Shield", "right"),
        ("Conditions", "left"),
    ):
        table.add_column(column, justify=justify, header_style="dim")  # type: ignore[arg-type]
    order = sorted(monsters, key=lambda m: (str(m.get("type")), int(_standee(m) or 0)))
    printed = _printed_shields(view)
    for monster in order:
        elite = monster.get("rank") == "elite"
        shield = printed.get((monster.get("stat_card"), monster.get("rank")), 0)
        shield += int(monster.get("shield") or 0)
        table.add_row(
            Text(monster_tag(monster, letters), style="bold yellow" if elite else "bold"),
            Text(str(monster.get("name", "?"))),
            _where(monster.get("hex")),
            f"{monster.get('hp', '?')}/{monster.get('max_hp', '?')}",
            str(shield or "-"),
            # "none", as the web's table says: a dash here reads as "unknown".
            Text(", ".join(str(c) for c in monster.get("conditions") or ()) or "none"),
        )
    return table


def _printed_shields(view: Mapping[str, Any]) -> dict[tuple[Any, Any], int]:
    """(stat card id, rank) -> the Shield its statistic card gives (an elite Bandit
    Guard's 1 at level 1), added to this round's in the table."""
    out: dict[tuple[Any, Any], int] = {}
    for card in view.get("monster_stats") or ():
        for rank, values in (card.get("ranks") or {}).items():
            out[(card.get("id"), rank)] = int(values.get("shield", 0))
    return out


def monster_card_lines(view: Mapping[str, Any]) -> list[Text]:
    """Each monster type's statistic card (normal and elite) and, once drawn, this
    round's ability card in full."""
    lines: list[Text] = []
    drawn = view.get("monster_cards") or {}
    for card in view.get("monster_stats") or ():
        name = str(card.get("name", "?"))
        line = Text(f"{name}: ", style="bold")
        ranks = card.get("ranks") or {}
        line.append(" | ".join(f"{rank} {v.get('line', '')}" for rank, v in ranks.items()))
        if card.get("immunities"):
            line.append(f" | immune to {', '.join(card['immunities'])}")
        lines.append(line)
        ability = drawn.get(name)
        if isinstance(ability, Mapping):
            text = Text(f"  this round, initiative {ability.get('initiative', '?')}: ", "cyan")
            lines.append(text + Text("; ".join(str(x) for x in ability.get("lines") or ())))
    return lines


def hand_lines(char: Mapping[str, Any]) -> list[Text]:
    """The seat's hand with both halves of every card (to plan the round)."""
    lines = []
    for card in char.get("hand_cards") or ():
        line = Text(f"{card.get('name', '?')} {card.get('initiative', '?')}", style="bold")
        line.append(f" | {str(card.get('top', '')).rstrip('.')}", style="")
        line.append(f" | {str(card.get('bottom', '')).rstrip('.')}", style="dim")
        lines.append(line)
    return lines


def summon_lines(view: Mapping[str, Any]) -> list[Text]:
    chars = {int(c.get("seat", -1)): str(c.get("class", "?")) for c in view.get("characters") or ()}
    lines = []
    for number, summon in enumerate(view.get("summons") or (), start=1):
        owner = chars.get(int(summon.get("seat", -1)), "?")
        line = Text(f"s{number} ", style="bold cyan")
        line.append(
            f"{summon.get('name', '?')} ({owner}'s) at {_where(summon.get('hex'))}  "
            f"HP {summon.get('hp', '?')}/{summon.get('max_hp', '?')}"
        )
        conditions = summon.get("conditions") or []
        if conditions:
            line.append("  " + ", ".join(str(c) for c in conditions), style="magenta")
        lines.append(line)
    return lines


def own_cards(char: Mapping[str, Any], planning: bool = False) -> Text | None:
    """The seat's own hand and plan (only the own character has ``hand_cards``);
    while it plans, every card with both halves."""
    if "hand_cards" not in char:
        return None
    name = str(char.get("class", "?"))
    hand = char.get("hand") or []
    text = Text(f"Your hand ({len(hand)}): ", style="bold")
    if planning:
        text.append("name initiative | top | bottom", style="dim")
        text.append("\n")
        text.append_text(Text("\n").join(hand_lines(char)))
    else:  # "Trample (72)": what the 72 is, said once
        text = Text(f"Your hand ({len(hand)}, initiative in brackets): ", style="bold")
        text.append(_names(hand, name))
    picked = char.get("picked") or []
    if picked:
        text.append("\nPicked for this round: ", style="bold")
        text.append(_names(picked, name))
    plan = char.get("plan") or []
    if plan:
        text.append("\nYour plan: ", style="bold")
        text.append(_names(plan, name))
        unplayed = char.get("unplayed") or []
        if unplayed and list(unplayed) != list(plan):
            text.append(f"  (still to play: {_names(unplayed)})", style="dim")
    return text


def _own_seat(view: Mapping[str, Any]) -> int:
    seat = view.get("seat")
    if isinstance(seat, int):
        return seat
    for char in view.get("characters") or ():
        if "hand" in char:
            return int(char.get("seat", 0))
    return 0


def render_gloomhaven(console: Console, view: Mapping[str, Any]) -> None:
    """Print a seat's view: header, map and legend, elements and initiative, the
    characters (own first), summons, monsters, the seat's hand and plan."""
    seat = _own_seat(view)
    console.print(HeaderRule(header(view)))
    if int(view.get("round") or 0) <= 1:  # GH-SETUP-05: read before play starts
        if view.get("goal"):
            console.print(Text("Goal: ", style="bold") + Text(str(view["goal"])))
        for rule in view.get("special_rules") or ():
            console.print(Text("Special rule: ", style="bold") + Text(str(rule)))
    console.print(render_map(view), no_wrap=True, overflow="ignore", crop=False)
    console.print(legend(view))
    console.print(elements_line(view))
    initiative = initiative_line(view)
    if initiative is not None:
        console.print(initiative)
    deck = view.get("monster_modifier_deck") or {}
    if deck:
        console.print(
            Text(
                f"Monster modifier deck: {deck.get('left', '?')} left, "
                f"{deck.get('discard', '?')} discarded",
                style="dim",
            )
        )
    chars = list(view.get("characters") or ())
    letters = character_letters(view)
    chars.sort(key=lambda c: (c.get("seat") != seat, c.get("seat", 0)))
    ended = bool(view.get("outcome"))
    blocks: list[Any] = [
        character_block(c, letters.get(int(c.get("seat", -1)), "?"), c.get("seat") == seat, ended)
        for c in chars
    ]
    blocks += summon_lines(view)
    if ended:
        blocks.append(Text(AFTER_THE_END, style="dim"))
    console.print(Group(*blocks))
    table = monster_table(view)
    if table is not None:
        console.print(table)
    for line in monster_card_lines(view):
        console.print(line)
    decision = view.get("decision") or {}
    planning = decision.get("seat") == seat and decision.get("kind") in PLAN_KINDS
    for char in chars:
        if char.get("seat") == seat and not ended:
            mine = own_cards(char, planning)
            if mine is not None:
                console.print(mine)


# --- the play loop's helpers ------------------------------------------------------


def board_key(view: Mapping[str, Any]) -> tuple[Any, ...]:
    """What should make the play loop draw the board again: a new round, a figure that
    moved, was hurt or healed, appeared or fell, a door or token that changed, or a
    decision whose options are hexes (drawn on the map as ``#n``)."""
    figures: list[Any] = []
    for group in ("characters", "monsters", "summons"):
        for fig in view.get(group) or ():
            who = fig.get("id", fig.get("name") or fig.get("class"))
            figures.append((group, who, _hex(fig.get("hex")), fig.get("hp")))
    board = view.get("map") or {}
    tokens = tuple(
        tuple(tuple(x) for x in board.get(key) or ()) for key in ("closed_doors", "coins", "traps")
    )
    option_hexes, _ = _options(view)
    return (view.get("round"), tuple(figures), tokens, tuple(sorted(option_hexes.items())))


def seat_name(view: Mapping[str, Any], seat: int) -> str | None:
    """A seat's character class, or ``None`` if the view does not list it."""
    for char in view.get("characters") or ():
        if char.get("seat") == seat:
            return str(char.get("class", f"Seat {seat}"))
    return None


def seats_line(view: Mapping[str, Any], seat: int, bot: str) -> Text:
    others = [seat_name(view, s) or f"Seat {s}" for s in _seats(view) if s != seat]
    return Text(
        f"You play the {seat_name(view, seat) or f'seat {seat}'} (seat {seat}); the {bot} bot "
        f"plays the {', '.join(others) or 'other characters'}."
    )


def _seats(view: Mapping[str, Any]) -> Iterable[int]:
    return sorted(int(c.get("seat", 0)) for c in view.get("characters") or ())


def result_line(view: Mapping[str, Any], told: bool = False) -> Text:
    """Cooperative: the party wins or loses together; then each battle goal's result
    (only with the battle_goals parameter). ``told``: the log's own end line ("The
    scenario is lost: every character is exhausted.") was just printed, so the
    verdict does not say it again in other words."""
    outcome = str(view.get("outcome") or "")
    if outcome == "won":
        line = Text("Scenario won!" if told else "Scenario won: the party wins!", "bold green")
    elif outcome == "lost":
        lost = "Scenario lost." if told else "Scenario lost: the party is defeated."
        line = Text(lost, style="bold red")
    else:
        return Text("The scenario did not end.", style="bold yellow")
    for char in view.get("characters") or ():
        goal = char.get("battle_goal")
        if isinstance(goal, Mapping) and "met" in goal:
            marks = int(goal.get("checkmarks_gained", 0))
            verdict = "met" if goal["met"] else "not met"
            line.append(
                f"\n{char.get('class', '?')}'s battle goal {goal.get('name', '?')}: {verdict}; "
                f"{marks} checkmark{'' if marks == 1 else 's'} recorded."
            )
    return line


def goal_text(goal: Mapping[str, Any]) -> str:
    marks = goal.get("checkmarks", "?")
    plural = "" if marks == 1 else "s"
    return f"{goal.get('name', '?')} ({marks} checkmark{plural}): {goal.get('text', '')}"


# --- the compact board (a short terminal) -----------------------------------------


def monster_line(view: Mapping[str, Any]) -> Text | None:
    """Every monster in one wrapped line: tag, hex, HP, shield, conditions."""
    monsters = view.get("monsters") or []
    if not monsters:
        return None
    letters = monster_letters(view)
    printed = _printed_shields(view)
    parts: list[Text] = []
    for monster in sorted(monsters, key=lambda m: (str(m.get("type")), int(_standee(m) or 0))):
        elite = monster.get("rank") == "elite"
        part = Text(monster_tag(monster, letters), style="bold yellow" if elite else "bold")
        part.append(f" {_where(monster.get('hex'))} HP {monster.get('hp', '?')}")
        shield = printed.get((monster.get("stat_card"), monster.get("rank")), 0)
        shield += int(monster.get("shield") or 0)
        if shield:
            part.append(f" shield {shield}")
        conditions = monster.get("conditions") or ()
        if conditions:
            part.append(" " + ", ".join(str(c) for c in conditions), style="magenta")
        parts.append(part)
    return Text("Monsters: ", style="bold") + Text("; ").join(parts)


def map_window(view: Mapping[str, Any], lines: int) -> Text:
    """The map in ``lines`` lines on a short terminal, when its rows, the title and the
    figures do not fit together (the title scrolled away): the rows around the
    options of the decision, else around the seat's character, and a line telling how
    many rows are left out (``v`` prints the whole map)."""
    rows = render_map(view).split("\n")
    if len(rows) <= lines:
        return render_map(view)
    keep = lines - 1
    letter = character_letters(view).get(_own_seat(view), "")
    marked = [i for i, row in enumerate(rows) if "#" in row.plain]
    if not marked and letter:
        marked = [i for i, row in enumerate(rows) if re.search(rf"\b{letter}\b", row.plain)]
    if not marked:  # at set-up, no character on the map yet: around the monsters
        monster_rows = {h[1] for m in view.get("monsters") or () if (h := _hex(m.get("hex")))}
        marked = [
            i
            for i, row in enumerate(rows)
            if any(row.plain.lstrip().startswith(f"r{r} ") for r in monster_rows)
        ]
    middle = (min(marked) + max(marked)) // 2 if marked else 0
    first = max(0, min(middle - keep // 2, len(rows) - keep))
    above, below = first, len(rows) - first - keep
    out = Text("\n").join(rows[first : first + keep])
    told = [
        f"{n} map line{'s' * (n != 1)} {where}"
        for n, where in ((above, "above"), (below, "below"))
        if n
    ]
    out.append("\n" + f"  ({' and '.join(told)} left out; v: the whole map)", style="dim")
    return out


def compact_gloomhaven(view: Mapping[str, Any]) -> list[Part]:
    """The board on a short terminal: the map and a line per figure first; the legend,
    elements, monster cards and the seat's cards go when there is no room (``v``)."""
    seat = _own_seat(view)
    letters = character_letters(view)
    chars = sorted(
        view.get("characters") or (), key=lambda c: (c.get("seat") != seat, c.get("seat", 0))
    )
    parts = [Part(HeaderRule(header(view)))]
    if int(view.get("round") or 0) <= 1:  # GH-SETUP-05: read before play starts
        if view.get("goal"):
            parts.append(Part(Text("Goal: ", style="bold") + Text(str(view["goal"])), 2))
        for rule in view.get("special_rules") or ():
            parts.append(Part(Text("Special rule: ", style="bold") + Text(str(rule)), 2))
    parts.append(Part(render_map(view), fit=partial(map_window, view)))
    ended = bool(view.get("outcome"))
    for char in chars:
        letter = letters.get(int(char.get("seat", -1)), "?")
        block = character_block(char, letter, char.get("seat") == seat, ended)
        parts.append(Part(block.renderables[0]))
        if len(block.renderables) > 1:
            parts.append(Part(block.renderables[1], drop=4))
    if ended:
        parts.append(Part(Text(AFTER_THE_END, style="dim"), drop=2))
    parts += [Part(line, drop=3) for line in summon_lines(view)]
    monsters = monster_line(view)
    if monsters is not None:
        parts.append(Part(monsters, drop=1))
    parts.append(Part(elements_line(view), drop=5))
    initiative = initiative_line(view)
    if initiative is not None:
        parts.append(Part(initiative, drop=5))
    parts += [Part(line, drop=6) for line in monster_card_lines(view)]
    parts.append(Part(legend(view), drop=7))
    decision = view.get("decision") or {}
    planning = decision.get("seat") == seat and decision.get("kind") in PLAN_KINDS
    for char in chars:
        if char.get("seat") == seat and not ended:
            mine_cards = own_cards(char, planning)
            if mine_cards is not None:
                parts.append(Part(mine_cards, drop=8))
    return parts
