"""Rich rendering of a Star Wars: Destiny view: battlefield, characters, dice, hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text


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


def render_destiny(console: Console, view: Mapping[str, Any]) -> None:
    seat = int(view.get("seat", 0))
    players = view["players"]
    header = Text(f"Round {view['round']}", style="bold")
    header.append(f"  |  {view['phase']} phase")
    bf = view.get("battlefield")
    if bf:
        header.append(f"  |  {bf['name']}, controlled by {players[bf['controller']]['name']}")
    if view["phase"] == "action":
        header.append(f"  |  to act: {players[view['turn']]['name']}")
    if view.get("claimed_by", -1) >= 0:
        header.append(f"  |  claimed by {players[view['claimed_by']]['name']}")
    console.rule(header)
    for p in [seat, 1 - seat]:
        player = players[p]
        names = {u["uid"]: u["name"] for u in player["in_play"]}
        style = "seat.me" if p == seat else "seat.other"
        summary = Text(player["name"], style=style)
        summary.append(
            f"  resources {player['resources']}, hand {player['hand_count']}/"
            f"{player['hand_size']}, deck {player['deck_count']}, "
            f"discard {len(player['discard'])}, set-aside dice {player['set_aside_dice']}"
        )
        console.print(summary)
        table = Table(show_header=True, header_style="dim", pad_edge=False, box=None)
        for column in ("card", "state", "upgrades / attached", "dice on card"):
            table.add_column(column)
        for unit in player["in_play"]:
            if unit["kind"] != "upgrade":
                table.add_row(*_unit_row(unit, names))
        console.print(table)
        if player["pool"]:
            dice = ", ".join(f"{d['card']}: {d['showing']}" for d in player["pool"])
            console.print(Text("  dice pool: ", style="dim") + Text(dice))
            console.print(Text("  (info NAME die: the die's six faces)", style="dim"))
        if player.get("hand"):
            console.print(Text("  hand: ", style="dim") + Text(", ".join(player["hand"])))
    if view.get("limbo"):
        console.print(Text("In limbo: " + ", ".join(view["limbo"]), style="dim"))
    if view.get("winner", -1) >= 0:
        console.print(Text(f"Winner: {players[view['winner']]['name']} ({view['win_reason']})"))
