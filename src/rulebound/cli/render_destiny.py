"""Rich rendering of a Star Wars: Destiny view: battlefield, characters, dice, hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from rulebound.cli.render import HeaderRule
from rulebound.cli.screen import Part


def _unit_row(unit: Mapping[str, Any], names: Mapping[int, str]) -> list[Text]:
    status = "ready" if unit.get("ready") else "exhausted"
    if unit["kind"] == "character":
        health = f"{unit['damage']}/{unit['health']} damage"
        shields = f"{unit['shields']} shield{'s' * (unit['shields'] != 1)}"
        ups = ", ".join(names.get(u, "?") for u in unit.get("upgrades", ()))
        elite = " (elite)" if unit.get("elite") else ""
        return [
            Text(unit["name"] + elite, style="bold"),
            Text(f"{health}, {shields}, {status}"),
            Text(ups),
            Text(str(unit["dice_on_card"])),
        ]
    where = f"on {names.get(unit['attached_to'], '?')}" if "attached_to" in unit else ""
    return [
        Text(unit["name"]),
        Text(f"{unit['kind']}, {status}"),
        Text(where),
        Text(str(unit["dice_on_card"])),
    ]


def _header(view: Mapping[str, Any]) -> Text:
    players = view["players"]
    if view["round"] < 1:  # before the first round there is no "Round 0" to speak of
        header = Text(f"Setup: {view['phase']}" if view["phase"] != "setup" else "Setup")
        header.stylize("bold")
    else:
        header = Text(f"Round {view['round']}", style="bold")
        header.append(f"  |  {view['phase']} phase")
    bf = view.get("battlefield")
    if bf:
        header.append(f"  |  {bf['name']}, controlled by {players[bf['controller']]['name']}")
    if view["phase"] == "action":
        header.append(f"  |  to act: {players[view['turn']]['name']}")
    if view.get("claimed_by", -1) >= 0:
        header.append(f"  |  claimed by {players[view['claimed_by']]['name']}")
    return header


def _summary(player: Mapping[str, Any], mine: bool) -> Text:
    summary = Text(player["name"], style="seat.me" if mine else "seat.other")
    summary.append(
        f"  resources {player['resources']}, hand {player['hand_count']}/"
        f"{player['hand_size']}, deck {player['deck_count']}, "
        f"discard {len(player['discard'])}, set-aside dice {player['set_aside_dice']}"
    )
    return summary


def render_destiny(console: Console, view: Mapping[str, Any]) -> None:
    seat = int(view.get("seat", 0))
    players = view["players"]
    console.print(HeaderRule(_header(view)))
    for p in [seat, *(q for q in range(len(players)) if q != seat)]:
        player = players[p]
        names = {u["uid"]: u["name"] for u in player["in_play"]}
        console.print(_summary(player, p == seat))
        rows = [_unit_row(u, names) for u in player["in_play"] if u["kind"] != "upgrade"]
        # No upgrade or attachment yet: without its empty column a card's name and
        # state fit 80 columns on one line each (they wrapped in two).
        attached = any(row[2].plain for row in rows)
        table = Table(show_header=True, header_style="dim", pad_edge=False, box=None)
        for column in ("card", "state", "upgrades / attached", "dice on card"):
            if attached or column != "upgrades / attached":
                table.add_column(column)
        for row in rows:
            table.add_row(*(row if attached else [row[0], row[1], row[3]]))
        console.print(table)
        if player["pool"]:
            dice = ", ".join(f"{d['card']}: {d['showing']}" for d in player["pool"])
            console.print(Text("  dice pool: ", style="dim") + Text(dice))
            console.print(Text("  (info NAME die: the die's six faces)", style="dim"))
        if player.get("hand"):
            console.print(Text("  hand: ", style="dim") + Text(", ".join(player["hand"])))
    if view.get("limbo"):
        console.print(Text("In limbo: " + ", ".join(view["limbo"]), style="dim"))


def compact_destiny(view: Mapping[str, Any]) -> list[Part]:
    """The board on a short terminal: a line per character and the dice pools first;
    supports, the hand's names and the limbo go when there is no room (``v``)."""
    seat = int(view.get("seat", 0))
    players = view["players"]
    parts = [Part(HeaderRule(_header(view)))]
    for p in [seat, *(q for q in range(len(players)) if q != seat)]:
        player = players[p]
        names = {u["uid"]: u["name"] for u in player["in_play"]}
        parts.append(Part(_summary(player, p == seat)))
        for unit in player["in_play"]:
            if unit["kind"] != "upgrade":
                name, state, ups, dice = _unit_row(unit, names)
                line = Text("  ") + name + Text(f"  {state}")
                if ups.plain:
                    line.append(f"  [{ups.plain}]", style="dim")
                line.append(f"  dice {dice.plain}", style="dim")
                support = unit["kind"] != "character"  # characters are what is attacked
                parts.append(Part(line, drop=2 if support else 0, crop=True))
        if player["pool"]:
            dice_pool = ", ".join(f"{d['card']}: {d['showing']}" for d in player["pool"])
            parts.append(Part(Text("  dice pool: ", style="dim") + Text(dice_pool)))
        if player.get("hand"):
            hand = Text("  hand: ", style="dim") + Text(", ".join(player["hand"]))
            parts.append(Part(hand, 3))
    if view.get("limbo"):
        parts.append(Part(Text("In limbo: " + ", ".join(view["limbo"]), style="dim"), 4))
    return parts
