"""Rich rendering of seat views, event logs, simulation results and benchmarks.

Everything game text (card names such as ``Thor [C]``) goes through
:class:`rich.text.Text`, never through Rich markup, so square brackets in names
print as they are.

Views are rendered from their data only: the renderer knows the common shape
of a view (``players`` with ``squads``, ``hand``, ``missions``...) and falls
back to a plain key/value listing for views it does not recognise.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.highlighter import RegexHighlighter
from rich.padding import Padding
from rich.rule import Rule
from rich.table import Table
from rich.text import Text
from rich.theme import Theme

from rulebound.cli.screen import Part
from rulebound.kernel.game import GameInfo

THEME = Theme(
    {
        "log.shout": "bold red",
        "log.number": "cyan",
        "log.turn": "bold magenta",
        "seat.me": "bold green",
        "seat.other": "bold yellow",
    }
)

TURN_HEADER = re.compile(r"^\s*-{2,}\s*(.*?)\s*-{2,}\s*$")
"""A log line such as ``--- Turn 3: P1 Avengers ---`` starts a new section."""


class LogHighlighter(RegexHighlighter):
    """Highlights words in capitals (DEFEATED, EXHAUSTED) and numbers in log lines."""

    base_style = "log."
    highlights = [r"(?P<shout>\b[A-Z]{4,}\b)", r"(?P<number>\b\d+\b)"]  # noqa: RUF012


_HIGHLIGHT = LogHighlighter()


SEPARATOR = "  |  "
"""Between the parts of a board's title (turn, phase, whose turn, score)."""


class HeaderRule:
    """A board's title line: a rule with the title in it when the title fits the width,
    otherwise a plain rule with the whole title wrapped under it. A rule cuts a long
    title with an ellipsis, and the cut end (the score, whose turn) is what a player
    reads it for."""

    def __init__(self, title: Text) -> None:
        self.title = title

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if self.title.cell_len + 6 <= options.max_width:
            yield Rule(self.title)
        else:  # broken between its "  |  " parts, so no name is split over two lines
            yield Rule()
            line = Text()
            for part in self.title.split(SEPARATOR):
                if line and line.cell_len + len(SEPARATOR) + part.cell_len > options.max_width:
                    yield line
                    line = Text()
                line.append_text(Text(SEPARATOR) + part if line else part)
            yield line


def make_console(stderr: bool = False) -> Console:
    """The console every command prints through (plain text when not a terminal)."""
    return Console(theme=THEME, highlight=False, stderr=stderr)


# --- logs -----------------------------------------------------------------------


def log_line(line: str) -> Text:
    text = Text(line)
    _HIGHLIGHT.highlight(text)
    return text


def render_log(console: Console, lines: Iterable[str], indent: str = "") -> None:
    """Print log lines; a ``--- Turn N ---`` line becomes a ruled header."""
    for line in lines:
        header = TURN_HEADER.match(line)
        if header:
            console.rule(Text(header.group(1) or line, style="log.turn"))
        else:
            console.print(Text(indent) + log_line(line))


def seat_log(state: Any, seat: int | None) -> list[str]:
    """``state.log_for(seat)`` as the seat reads it at the terminal: without the public
    line a private one right after it tells the seat in full ("P1 draws 2 cards."
    before "P1 draws Thor [C], Loki [C]."; "deploys a protagonist face down" before
    "deploys Thor [C] to Active 1"), so a draw or a choice is read once. ``None``: the
    whole log (a replay's), each such pair read once too, and a seat's own line ("You
    draw ...") marked with its seat ("(to P1 Rey Starter) You draw ...")."""
    return SeatLog(seat).read(state)


class SeatLog:
    """:func:`seat_log` kept up as a game goes on: each :meth:`read` reads only the
    events since the last one (``play --auto`` read the whole log again at every
    step, quadratic in the game's length). A public line and its private twin are
    said in one action, so a line once read stays as it is."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.lines: list[str] = []
        self._read = 0  # events read so far
        self._names: dict[int, str] = {}

    def read(self, state: Any) -> list[str]:
        """The seat's log so far (the same list, grown)."""
        events = state.events or ()
        if len(events) < self._read:  # an undone decision: read it again
            self.lines, self._read = [], 0
        seat = self.seat
        for index in range(self._read, len(events)):
            event = events[index]
            if seat is not None and not event.visible_to(seat):
                continue
            following = events[index + 1] if index + 1 < len(events) else None
            if (
                event.seat < 0
                and following is not None
                and following.seat >= 0
                and (following.seat == seat or (seat is None and _same_player(event, following)))
                and (following.kind == "own-choice" or following.kind == event.kind == "draw")
            ):
                continue  # its private twin follows
            text = event.text
            if seat is None and event.seat >= 0 and text.startswith(("You ", "Your ")):
                # The whole log holds every seat's private lines: "You draw ..." twice
                # in a row told no one whose they were.
                if event.seat not in self._names:
                    self._names[event.seat] = seat_name(state.view(event.seat), event.seat)
                text = f"(to {self._names[event.seat]}) {text}"
            self.lines.append(text)
        self._read = len(events)
        return self.lines


def _same_player(public: Any, private: Any) -> bool:
    """In the whole log, a private line is the public one's twin only if it is about the
    same player ("P1 ..." after "P1 ...", or "You ..." as Destiny tells a seat its own)."""
    first = private.text.split(" ", 1)[0]
    return first == "You" or first == public.text.split(" ", 1)[0]


# --- views ----------------------------------------------------------------------


def seat_name(view: Mapping[str, Any], seat: int) -> str:
    """A seat's display name from a view (``"Seat N"`` if the view has none)."""
    if view.get("game") == "gloomhaven":  # a seat per character: its class
        from rulebound.cli.render_gloomhaven import seat_name as gloomhaven_seat

        return gloomhaven_seat(view, seat) or f"Seat {seat}"
    if view.get("game") == "marvel-champions":  # a seat per hero: "P1 Spider-Man"
        from rulebound.cli.render_marvel import seat_name as marvel_seat

        return marvel_seat(view, seat) or f"Seat {seat}"
    players = view.get("players")
    if isinstance(players, list) and 0 <= seat < len(players):
        player = players[seat]
        if isinstance(player, Mapping) and player.get("name"):
            return str(player["name"])
    return f"Seat {seat}"


def card_label(card: Mapping[str, Any] | None) -> str:
    if not card:
        return "-"
    rarity = card.get("rarity")
    name = str(card.get("name", "?"))
    return f"{name} [{rarity}]" if rarity else name


def _stats(card: Mapping[str, Any]) -> str:
    parts = [card.get("attack"), card.get("defense"), card.get("resistance")]
    if all(p is None for p in parts):
        return ""
    return "/".join("?" if p is None else str(p) for p in parts)


MISSION_ARENA_LEGEND = (
    "Legend: AK/DF/RES Attack/Defense/Resistance, HP Hit Points, PP rdy/eng Power "
    "Points ready/engaged, MP Mission Points; rarity [C] common, [NC] uncommon, [R] "
    "rare, [UR] ultra rare, [SECRET] secret, [DECK] deck"
)
"""The Mission Arena board's abbreviations, printed under its title."""


def _squad_table(player: Mapping[str, Any], me: bool) -> Table:
    table = Table(
        title=Text(str(player.get("name", "")), style="seat.me" if me else "seat.other"),
        title_justify="left",
        expand=False,
        pad_edge=False,
    )
    for column, justify in (
        ("Position", "left"),
        ("Protagonist", "left"),
        ("AK/DF/RES", "right"),
        ("HP", "right"),
        ("PP rdy/eng", "right"),
        ("Ability, notes", "left"),
    ):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for pos in player.get("squads") or ():
        where = Text(str(pos.get("position", "")))
        if "face_down" in pos and "card" not in pos:
            table.add_row(
                where, Text("face down" if pos["face_down"] else "(empty)", style="dim"), "", ""
            )
            continue
        points = pos.get("power_points") or {}
        pp = f"{points.get('ready', 0)}/{points.get('engaged', 0)}" if points else ""
        card = pos.get("card")
        if not card:
            table.add_row(where, Text("(empty)", style="dim"), "", "", pp, "")
            continue
        notes = []
        if pos.get("duty_called"):
            notes.append("duty called")
        if pos.get("ability_used"):
            notes.append("ability used")
        if card.get("ability"):
            notes.append(_ability_name(card))
        table.add_row(
            where,
            Text(card_label(card)),
            _stats(card),
            str(pos.get("hit_points", "")),
            pp,
            Text("; ".join(notes), style="dim"),
        )
    return table


def _ability_name(card: Mapping[str, Any]) -> str:
    """The Special Ability's name and amount ("Bonus Attack +100"); its cost, target and
    text are one key away (i N, info NAME), which keeps the board within 80 columns."""
    return str(card.get("ability") or "").split(",", 1)[0]


def _hand_table(hand: Sequence[Mapping[str, Any]]) -> Table:
    table = Table(title="Your hand", title_justify="left", pad_edge=False)
    for column in ("Card", "AK/DF/RES", "MP", "Skill", "Affiliation", "Special Ability"):
        table.add_column(column)
    for card in hand:
        table.add_row(
            Text(card_label(card)),
            _stats(card),
            str(card.get("mission_points", "")),
            Text(str(card.get("skill") or "")),
            Text(str(card.get("affiliation") or "")),
            Text(_ability_name(card), style="dim"),
        )
    return table


def _player_summary(player: Mapping[str, Any]) -> Text:
    missions = player.get("missions") or []
    names = ", ".join(f"{card_label(m)} ({m.get('mission_points', '?')} MP)" for m in missions)
    active = player.get("mission_active")
    text = Text(f"{player.get('name', '')}: ", style="bold")
    text.append(
        f"score {player.get('score', '?')} | deck {player.get('deck_size', '?')} | "
        f"hand {player.get('hand_size', '?')} | discard {len(player.get('discard') or [])}"
    )
    if player.get("super_hit_used"):
        text.append(" | Super Hit used")
    text.append(f"\n  Missions ({len(missions)}): {names or '-'}")
    if active:
        text.append(f"\n  Active Mission: {card_label(active)} ({active.get('mission_points')} MP)")
    return text


def _squad_lines(player: Mapping[str, Any]) -> list[Text]:
    """The Squad, a line per position: the compact board's form of :func:`_squad_table`."""
    lines = []
    for pos in player.get("squads") or ():
        line = Text(f"  {pos.get('position', '')!s:<9} ", style="dim")
        card = pos.get("card")
        if not card:
            empty = "face down" if pos.get("face_down") else "(empty)"
            lines.append(line + Text(empty, style="dim"))
            continue
        points = pos.get("power_points") or {}
        line.append_text(Text(f"{card_label(card):<22} ", style="bold"))
        line.append(f"{_stats(card):>11} HP {pos.get('hit_points', '?')}")
        if points:
            line.append(f" PP {points.get('ready', 0)}/{points.get('engaged', 0)}")
        notes = [_ability_name(card)] if card.get("ability") else []
        notes += [n for n in ("duty_called", "ability_used") if pos.get(n)]
        if notes:
            line.append("  " + "; ".join(n.replace("_", " ") for n in notes), style="dim")
        lines.append(line)
    return lines


def _short_summary(player: Mapping[str, Any], me: bool) -> Text:
    missions = player.get("missions") or []
    points = sum(int(m.get("mission_points") or 0) for m in missions)
    text = Text(f"{player.get('name', '')}", style="seat.me" if me else "seat.other")
    text.append(
        f": score {player.get('score', '?')} | deck {player.get('deck_size', '?')} | "
        f"hand {player.get('hand_size', '?')} | discard {len(player.get('discard') or [])}"
        f" | {len(missions)} Missions ({points} MP)"
    )
    if player.get("super_hit_used"):
        text.append(" | Super Hit used")
    return text


def turn_header(view: Mapping[str, Any]) -> Text:
    """The title: "Turn 3 of 11  |  Deployment"; before the first turn there is no "Turn 0" to
    speak of: "Setup  |  11 turns"."""
    turn, last, phase = view.get("turn", "?"), view.get("last_turn"), view.get("phase")
    if turn == 0:
        header = Text("Setup", style="bold")
        if last:
            header.append(f"  |  {last} turns")
        if phase and str(phase).lower() != "setup":
            header.append(f"  |  {phase}")
        return header
    header = Text(f"Turn {turn}", style="bold")
    if last:
        header.append(f" of {last}")
    if phase:
        header.append(f"  |  {phase}")
    return header


def compact_mission_arena(view: Mapping[str, Any]) -> list[Part]:
    """The board on a short terminal: each Squad a line per position and the
    Challenges first; the Missions' names, the hand's stats and the rules go when there
    is no room (``v``; ``i N`` and ``info NAME`` give any card's text)."""
    seat = int(view.get("seat", 0))
    players = view.get("players") or []
    header = turn_header(view)
    parts = [Part(HeaderRule(header))]
    for owner in [i for i in range(len(players)) if i != seat] + [seat]:
        player = players[owner]
        if not isinstance(player, Mapping):
            continue
        parts.append(Part(_short_summary(player, owner == seat)))
        active = player.get("mission_active")
        if active:
            mp = active.get("mission_points")
            parts.append(Part(Text(f"  Active Mission: {card_label(active)} ({mp} MP)"), 2))
        parts += [Part(line, crop=True) for line in _squad_lines(player)]
    for effect in view.get("effects") or ():
        line = effect_line(effect)
        parts.append(Part(Text(line, style="dim"), 3))
    for challenge in view.get("challenges") or ():
        parts.append(Part(Text(challenge_line(challenge), style="dim"), 1))
    boosts = view.get("boosts") or {}
    if boosts.get("attack") or boosts.get("defense"):
        line = f"Boosts: +{boosts.get('attack', 0)} Attack, +{boosts.get('defense', 0)} Defense"
        parts.append(Part(Text(line, style="dim"), 1))
    mine = players[seat] if 0 <= seat < len(players) else {}
    hand = mine.get("hand") if isinstance(mine, Mapping) else None
    if hand:
        names = ", ".join(f"{card_label(c)} {_stats(c)}" for c in hand)
        parts.append(Part(Text("Your hand: ", style="bold") + Text(names), 4))
    if view.get("rules"):
        parts.append(Part(Text("Rules: " + "; ".join(view["rules"]), style="dim"), 5))
    return parts


def render_view(console: Console, view: Mapping[str, Any], recent_log: Sequence[str] = ()) -> None:
    """Print what ``view["seat"]`` may see: scores, turn, phase, Squads, hand, Missions, log."""
    seat = int(view.get("seat", 0))
    players = view.get("players")
    if view.get("game") == "star-wars-destiny":
        from rulebound.cli.render_destiny import render_destiny

        render_destiny(console, view)
    elif view.get("game") == "gloomhaven":
        from rulebound.cli.render_gloomhaven import render_gloomhaven

        render_gloomhaven(console, view)
    elif view.get("game") == "marvel-champions":
        from rulebound.cli.render_marvel import render_marvel

        render_marvel(console, view)
    elif not isinstance(players, list):
        _render_generic(console, view)
    else:
        header = turn_header(view) if "turn" in view else Text()
        if "turn" not in view and view.get("phase"):
            header.append(f"  |  {view['phase']}")
        if "active_player" in view and isinstance(view["active_player"], int):
            header.append(f"  |  active: {seat_name(view, view['active_player'])}")
        scores = view.get("scores")
        if isinstance(scores, list):
            shown = " - ".join(f"{seat_name(view, i)} {s}" for i, s in enumerate(scores))
            header.append(f"  |  score: {shown}")
        console.print(HeaderRule(header))
        console.print(Text(MISSION_ARENA_LEGEND, style="dim"))
        order = [seat] + [i for i in range(len(players)) if i != seat]
        for owner in order:
            player = players[owner]
            if not isinstance(player, Mapping):
                continue
            console.print(_player_summary(player))
            if player.get("squads"):
                console.print(_squad_table(player, owner == seat))
        for effect in view.get("effects") or ():
            console.print(Text(effect_line(effect), style="dim"))
        for challenge in view.get("challenges") or ():
            console.print(Text(challenge_line(challenge), style="dim"))
        boosts = view.get("boosts") or {}
        if boosts.get("attack") or boosts.get("defense"):
            console.print(
                Text(
                    f"Boosts in this Challenge: +{boosts.get('attack', 0)} Attack, "
                    f"+{boosts.get('defense', 0)} Defense",
                    style="dim",
                )
            )
        if view.get("rules"):
            console.print(Text("Rules: " + "; ".join(view["rules"]), style="dim"))
        mine = players[seat] if 0 <= seat < len(players) else {}
        hand = mine.get("hand") if isinstance(mine, Mapping) else None
        if hand:
            console.print(_hand_table(hand))
    if recent_log:
        console.print(Text("Recent events:", style="bold"))
        for line in recent_log:
            console.print(Text("  ") + log_line(line))


GONE = "a protagonist no longer in play"  # as the game's log says it


def effect_line(effect: Mapping[str, Any]) -> str:
    """A lasting Mission Arena effect; its source may have left play since ("from
    None" was printed then)."""
    source = effect.get("source") or GONE
    return f"Effect: {effect.get('ability')} from {source} ({effect.get('amount')})"


def challenge_line(challenge: Mapping[str, Any]) -> str:
    """``Challenge: Thor (cosmic) -> Loki (mystic), Nemesis, Weak Point: +500 Attack``."""

    def who(name: Any, skill: Any) -> str:
        return f"{name or GONE}" + (f" ({skill})" if skill else "")

    partner = f" with {challenge['partner']}" if challenge.get("partner") else ""
    notes = ["resolved" if challenge.get("resolved") else "pending"]
    if challenge.get("nemesis"):
        notes.append("its Nemesis: defeat wins the game")
    if challenge.get("weak_point"):
        notes.append(str(challenge["weak_point"]))
    return (
        f"Challenge: {who(challenge.get('challenger'), challenge.get('challenger_skill'))}"
        f"{partner} -> {who(challenge.get('target'), challenge.get('target_skill'))}"
        f" ({', '.join(notes)})"
    )


def _render_generic(console: Console, view: Mapping[str, Any]) -> None:
    table = Table(show_header=False, pad_edge=False)
    table.add_column("key", style="bold")
    table.add_column("value")
    for key, value in view.items():
        if key == "decision":
            continue
        table.add_row(Text(str(key)), Text(str(value)))
    console.print(table)


def render_options(console: Console, prompt: str, labels: Sequence[str]) -> None:
    """The numbered option list (numbers start at 1)."""
    console.print(Text(prompt, style="bold"))
    width = len(str(len(labels)))
    for number, label in enumerate(labels, start=1):
        console.print(Text(f"  {number:>{width}}. ", style="cyan") + Text(label))


# --- results --------------------------------------------------------------------


def _pct(value: float) -> str:
    return f"{100.0 * value:.1f}%"


def render_sim(console: Console, result: Mapping[str, Any]) -> None:
    """The results table of :func:`rulebound.sim.run_sim`, with 95% Wilson intervals."""
    games = result["games"]
    count = f"{games} game{'' if games == 1 else 's'}"  # "interrupted after 1 game": 1 game
    table = Table(
        title=Text(f"{result['game']}: {count}, seed {result['seed']}"),
        title_justify="left",
    )
    # the last column counts the bot's own decisions; the line under the table, everyone's
    columns = ("Bot", "Wins", "Losses", "Draws", "Win rate", "95% CI", "Its dec./game")
    for column in columns:
        table.add_column(
            column, justify="left" if column == "Bot" else "right", no_wrap=column == "95% CI"
        )
    for bot in result["bots"]:
        low, high = bot["win_rate_ci95"]
        table.add_row(
            Text(f"{bot['slot'] + 1}. {bot['bot']}"),
            str(bot["wins"]),
            str(bot["losses"]),
            str(bot["draws"]),
            _pct(bot["win_rate"]),
            f"{_pct(low)} - {_pct(high)}",
            f"{bot['decisions_per_game']:.1f}",
        )
    console.print(table)
    if len(result["seat_wins"]) > 1:  # one seat (a solo game) has no seats to alternate
        seat_wins = ", ".join(f"seat {i}: {w}" for i, w in enumerate(result["seat_wins"]))
        console.print(
            Text(f"Wins by seat (bots alternate seats): {seat_wins}; draws: {result['draws']}")
        )
    console.print(
        Text(
            f"Decisions per game, every seat's: {result['decisions_per_game']:.1f} "
            f"(min {result['decisions_min']}, max {result['decisions_max']})"
        )
    )
    reasons = result.get("win_reasons") or {}
    if reasons and set(reasons) != {"(none)"}:
        shown = ", ".join(f"{reason} {count}" for reason, count in reasons.items())
        console.print(Text(f"Game ends: {shown}"))
    timing = result.get("timing") or {}
    if timing:
        console.print(
            Text(
                f"{timing.get('games_per_s')} games/s ({timing.get('seconds')} s, "
                f"{timing.get('workers')} worker{'s' * (timing.get('workers') != 1)}"
                f"{', through Ray' if timing.get('backend') == 'ray' else ''})",
                style="dim",
            )
        )


def render_bench(console: Console, figures: Mapping[str, Any]) -> None:
    console.print(Text(f"bench {figures['game']}, random play", style="bold"))
    table = Table()
    table.add_column("Measure")
    table.add_column("Value", justify="right")
    table.add_row("games/s", f"{figures['games_per_s']:,.1f}")
    table.add_row("decisions/s", f"{figures['decisions_per_s']:,.0f}")
    table.add_row("clones/s", f"{figures['clones_per_s']:,.0f}")
    table.add_row("decisions/game", f"{figures['decisions_per_game']:.1f}")
    table.add_row("games played", str(figures["games"]))
    console.print(table)
    console.print(Text(BENCH_NOTE, style="dim"))


BENCH_NOTE = (
    "Random play: games/s and decisions/s (every seat's choices) over two thirds of the "
    "time; clones/s, copies of mid-game states (what a search bot such as the planner "
    "pays per rollout), over the rest. One process; compare versions on one machine."
)


def _param_value(value: Any) -> str:
    """A parameter's value as a player types it: ``true``, ``spider-man``, ``(empty)``."""
    if isinstance(value, bool):
        return str(value).lower()
    return str(value) if value != "" else "(empty)"


def _param_kind(value: Any) -> str:
    if isinstance(value, bool):
        return "true or false"
    return "a number" if isinstance(value, int) else "text"


def render_games(console: Console, infos: Sequence[GameInfo]) -> None:
    """Each registered game with its parameters: the default, the values allowed and
    what each does, as a player types them (``--param NAME=VALUE``)."""
    for info in infos:
        title = Text(info.full_id, style="bold")
        players = f"{info.num_players} player{'s' * (info.num_players != 1)}"
        title.append(f"  {info.name}, {players} by default", style="")
        console.print(title)
        if info.description:
            # indented as a block: a wrapped line went back to column 0
            console.print(Padding(Text(info.description, style="dim"), (0, 0, 0, 2)))
        if not info.parameters:
            console.print("  (no parameters)")
            continue
        table = Table(pad_edge=False, box=None, padding=(0, 2))
        table.add_column("  Parameter", no_wrap=True)
        table.add_column("Default")
        table.add_column("Allowed, and what it does")
        for name, default in info.parameters.items():
            choices = info.choices.get(name)
            allowed = ", ".join(_param_value(c) for c in choices) if choices else None
            what = Text(allowed or _param_kind(default), style="cyan")
            help_text = info.parameter_help.get(name)
            if help_text:
                what.append(f": {help_text}", style="")
            table.add_row(Text(f"  {name}"), Text(_param_value(default)), what)
        console.print(table)
    console.print(Text("Set one with --param NAME=VALUE (rulebound play GAME --param NAME=VALUE)."))
