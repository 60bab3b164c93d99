"""Rich rendering of a Marvel Champions view: the villain side, then each player.

Only what the view holds is drawn, so a seat never sees more than its view: the other
players' hands are counts, decks are sizes, facedown encounter cards are counts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from rulebound.cli.render import HeaderRule
from rulebound.cli.screen import Part

STATUS_KEYS = ("stunned", "confused", "tough")
"""Status cards, drawn as tags after a card's name (MC section 9)."""

SHOWN_ELSEWHERE = {"id", "uid", "name", "tag", "type", *STATUS_KEYS}
SHORT = {"hit_points": "HP", "attack": "ATK", "thwart": "THW", "scheme": "SCH"}
"""A character's current values, printed as on the cards (``HP 3, ATK 1``)."""


def seat_name(view: Mapping[str, Any], seat: int) -> str | None:
    """``"P1 Spider-Man"``: the player number and the hero, whichever side is up (as
    the log names the player; the board said "P1 Peter Parker" meanwhile), or ``None``."""
    players = view.get("players") or ()
    if 0 <= seat < len(players) and isinstance(players[seat], Mapping):
        player = players[seat]
        return f"P{seat + 1} {player.get('hero') or player.get('identity', '')}".rstrip()
    return None


def identity_line(player: Mapping[str, Any]) -> str:
    """The player and the side up: "P1 Spider-Man (hero)", "P1 Spider-Man (alter-ego:
    Peter Parker)"."""
    identity, form = player.get("identity", "?"), player.get("form", "?")
    name = f"P{int(player.get('seat', 0)) + 1} {player.get('hero') or identity}"
    if identity == player.get("hero", identity):
        return f"{name} ({form})"
    return f"{name} ({form}: {identity})"


def seats_line(view: Mapping[str, Any], seat: int, bot: str, names: Sequence[str] = ()) -> Text:
    """Who plays whom. ``names``: each seat's hero and alter ego ("Spider-Man (Peter
    Parker)"), as the log names the hero and the board the face showing; the line said
    "You play P1 Peter Parker" while the log went on about "P1 Spider-Man"."""
    count = len(view.get("players") or ())
    told = [
        f"P{s + 1} {names[s]}" if s < len(names) else (seat_name(view, s) or f"P{s + 1}")
        for s in range(count)
    ]
    others = [name for s, name in enumerate(told) if s != seat]
    mine = told[seat] if seat < count else f"seat {seat}"
    if not others:
        return Text(f"You play {mine}; the villain side is automatic.")
    return Text(
        f"You play {mine}; the {bot} bot plays {', '.join(others)}; the villain side is automatic."
    )


def _tags(card: Mapping[str, Any]) -> str:
    """Status cards and the other small facts of a card in play: ``[stunned, 2 damage]``."""
    tags = [key for key in STATUS_KEYS if card.get(key)]
    if card.get("exhausted"):
        tags.append("exhausted")
    for key, value in card.items():
        if key in SHOWN_ELSEWHERE or key == "exhausted" or value in (None, False, 0, "", [], ()):
            continue
        if isinstance(value, (list, tuple)):
            value = ", ".join(_card_line(v) if isinstance(v, Mapping) else str(v) for v in value)
        tags.append(f"{SHORT.get(str(key), str(key).replace('_', ' '))} {value}")
    return f" [{', '.join(tags)}]" if tags else ""


def _card_line(card: Mapping[str, Any]) -> str:
    # one of several copies in play goes by the log's name for it ("Drone (2)")
    return f"{card.get('tag') or card.get('name', '?')}{_tags(card)}"


def _names(cards: Iterable[Any]) -> str:
    return ", ".join(str(c) for c in cards) or "-"


def villain_block(view: Mapping[str, Any]) -> Group:
    """The villain, the main scheme, side schemes and the encounter deck."""
    lines: list[Text] = []
    villain = view.get("villain") or {}
    if villain:
        text = Text(f"{villain.get('name', 'Villain')} ({villain.get('stage', '?')})", "bold red")
        text.append(
            f"  HP {villain.get('hit_points', '?')} | ATK {villain.get('attack', '?')} | "
            f"SCH {villain.get('scheme', '?')}"
        )
        rest = {
            k: v for k, v in villain.items() if k not in ("hit_points", "attack", "scheme", "stage")
        }
        text.append(_tags(rest), "yellow")
        lines.append(text)
    scheme = view.get("main_scheme") or {}
    if scheme:
        text = Text(f"{scheme.get('name', 'Main scheme')}", "bold magenta")
        text.append(f"  threat {scheme.get('threat', 0)} / {scheme.get('target', '?')}")
        if scheme.get("acceleration_tokens"):
            text.append(f" | acceleration tokens {scheme['acceleration_tokens']}")
        lines.append(text)
    for side in view.get("side_schemes") or ():
        lines.append(Text(f"  side scheme: {side.get('name')} threat {side.get('threat', '?')}"))
    for key, label in (("environments", "environment"), ("attachments", "attachment")):
        for card in view.get(key) or ():
            lines.append(Text(f"  {label}: {_card_line(card)}"))
    discard = list(view.get("encounter_discard") or ())
    lines.append(
        Text(
            f"Encounter deck {view.get('encounter_deck', '?')} | discard {len(discard)}"
            + (f" (last: {discard[-1]})" if discard else ""),
            style="dim",
        )
    )
    return Group(*lines)


def player_block(player: Mapping[str, Any], mine: bool) -> Panel:
    """One player: identity and form, hit points, hand, cards in play, minions."""
    identity = player.get("identity_card") or {}
    title = Text(identity_line(player), "bold")
    if player.get("eliminated"):
        title.append(" ELIMINATED", "bold red")
    lines: list[Text] = []
    stats = Text(f"HP {player.get('hit_points', '?')}")
    if any(player.get(k) for k in ("attack", "thwart", "defense")):
        stats.append(
            f" | ATK {player.get('attack', 0)} THW {player.get('thwart', 0)} "
            f"DEF {player.get('defense', 0)}"
        )
    if player.get("recover") is not None:  # an alter-ego: what a basic recovery heals
        stats.append(f" | REC {player['recover']}")
    if player.get("hand_size") is not None:
        stats.append(f" | hand size {player['hand_size']}")
    stats.append(_tags({k: v for k, v in identity.items() if k != "damage"}), "yellow")
    lines.append(stats)
    hand = player.get("hand")
    if isinstance(hand, list):
        shown = _names(hand) if hand else "empty"  # "-" read as a missing value
        lines.append(Text("Hand: ", "bold") + Text(shown))
    else:
        lines.append(Text(f"Hand: {hand} card{'' if hand == 1 else 's'}"))
    discard = player.get("discard") or []
    piles = f"Deck {player.get('deck', '?')} | discard {len(discard)}"
    if player.get("facedown_encounter_cards"):
        piles += f" | facedown encounter cards {player['facedown_encounter_cards']}"
    lines.append(Text(piles, style="dim"))
    in_play = player.get("in_play") or []
    if in_play:
        lines.append(Text("In play: ") + Text("; ".join(_card_line(c) for c in in_play)))
    minions = player.get("engaged_minions") or []
    if minions:
        lines.append(
            Text("Engaged: ", "red") + Text("; ".join(_card_line(c) for c in minions), "red")
        )
    style = "cyan" if mine else "white"
    return Panel(Group(*lines), title=title, title_align="left", border_style=style)


def header(view: Mapping[str, Any]) -> Text:
    round_ = view.get("round", "?")
    if round_ == 0:  # before the first round there is no "Round 0" to speak of
        text = Text("Setup", "bold")
    else:
        text = Text(f"Round {round_}", "bold")
        text.append(f"  |  {view.get('phase', '?')} phase")
    decision = view.get("decision")
    # while the first player is being chosen there is none yet, nor an active player
    # (the view's 0 read as if P1 had been chosen already)
    choosing = isinstance(decision, Mapping) and decision.get("kind") == "first-player"
    active = None if choosing else view.get("active_player")
    if isinstance(active, int) and active >= 0:
        text.append(f"  |  active: {seat_name(view, active) or active}")
    deciding = decision.get("seat") if isinstance(decision, Mapping) else None
    if isinstance(deciding, int) and deciding >= 0 and deciding != active:
        # another player answers now (a mulligan, a defense, an interrupt): at a hot
        # seat the title must not suggest the active player is the one asked
        text.append(f"  |  deciding: {seat_name(view, deciding) or deciding}")
    first = None if choosing else view.get("first_player")
    if isinstance(first, int):
        text.append(f"  |  first player: {seat_name(view, first) or first}")
    if view.get("result"):
        text.append(f"  |  {str(view['result']).upper()}", "bold")
    return text


def render_marvel(console: Console, view: Mapping[str, Any]) -> None:
    """Print the villain side, then the viewing seat's player first, then the others."""
    seat = int(view.get("seat", 0))
    console.print(HeaderRule(header(view)))
    console.print(villain_block(view))
    players: Sequence[Mapping[str, Any]] = view.get("players") or ()
    order = [seat] + [i for i in range(len(players)) if i != seat]
    for index in order:
        if 0 <= index < len(players):
            console.print(player_block(players[index], index == seat))


def result_line(view: Mapping[str, Any], with_reason: bool = True) -> Text:
    """Cooperative: the players win or lose together (``with_reason``: and why, unless
    the game's own end line just said it)."""
    reason = view.get("win_reason") or view.get("reason")
    suffix = f": {reason}" if reason and with_reason else ""
    if view.get("result") == "won":
        return Text(f"The heroes win{suffix}!", style="bold green")
    if view.get("result") == "lost":
        return Text(f"The heroes lose{suffix}.", style="bold red")
    return Text("The game did not end.", style="bold yellow")


def compact_marvel(view: Mapping[str, Any]) -> list[Part]:
    """The board on a short terminal: the villain, the schemes, each player's line,
    cards in play and engaged minions first; hands, piles and the encounter deck go
    when there is no room (``v``)."""
    seat = int(view.get("seat", 0))
    parts = [Part(HeaderRule(header(view)))]
    villain_lines = list(villain_block(view).renderables)
    for line in villain_lines[:-1]:
        parts.append(Part(line))
    if villain_lines:
        parts.append(Part(villain_lines[-1], 4))  # the encounter deck's size
    players: Sequence[Mapping[str, Any]] = view.get("players") or ()
    for index in [seat] + [i for i in range(len(players)) if i != seat]:
        panel = player_block(players[index], index == seat)
        title = panel.title if isinstance(panel.title, Text) else Text(str(panel.title))
        lines = list(panel.renderable.renderables)  # type: ignore[union-attr]
        stats, hand, piles, *rest = lines
        parts.append(Part(title.copy().append("  ").append_text(stats)))
        parts.append(Part(Text("  ") + hand, 2))
        parts.append(Part(Text("  ") + piles, 3))
        parts += [Part(Text("  ") + line) for line in rest]
    return parts
