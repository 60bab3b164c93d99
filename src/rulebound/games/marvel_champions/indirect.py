"""Indirect damage (MC-INDIRECT-01 to -07): the op ``indirect`` of the card vocabulary.

Indirect damage dealt to a player is divided among the characters that player controls
(identity and allies), as that player chooses; dealt to the players, among every
friendly character, as the group chooses (the first player decides, MC-FIRST-05). It
is assigned one point at a time, then dealt to each character at once (MC-INDIRECT-04).
A character is assigned at most its remaining hit points (MC-INDIRECT-05), a tough one
too, whose tough card then prevents all of it (MC-INDIRECT-06); a character that cannot
take damage from the source is assigned none, and damage no character can be assigned
is ignored (MC-INDIRECT-07).
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.damage import hp_left, push_damage
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import damage_immune, friendly_characters
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision


def _room(s: McState, frame: dict[str, Any]) -> dict[int, int]:
    """Each character that may still be assigned damage, with how much more."""
    seat = frame["seat"] if frame["indirect_to"] == "you" else None
    out = {}
    for c in friendly_characters(s, seat):
        if damage_immune(s, c, frame["src"]):
            continue  # MC-INDIRECT-07
        room = hp_left(s, c) - frame["assigned"].get(c, 0)
        if room > 0:
            out[c] = room
    return out


@step("indirect")
def run_indirect(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    if "left" not in frame:
        from rulebound.games.marvel_champions.ops import amount

        frame["left"] = amount(s, frame, st[3])
        frame["assigned"] = {}
        frame["indirect_to"] = st[2]
    room = _room(s, frame)
    if frame["left"] <= 0 or not room:
        if frame["left"] > 0:  # MC-INDIRECT-07: no one can be assigned the rest
            s.say(f"{frame['left']} indirect damage cannot be assigned.", kind="damage")
        for c, n in sorted(frame["assigned"].items(), reverse=True):
            push_damage(  # all at once
                s,
                c,
                n,
                frame["seat"],
                attack=frame.get("attack", False),
                attacker=frame.get("attacker", -1),
                source=frame["src"],
            )
        for key in ("left", "assigned", "indirect_to"):
            del frame[key]
        return None
    if len(room) == 1:
        ((c, n),) = room.items()
        _assign(frame, c, min(n, frame["left"]))
        s.push(st)
        return None
    chooser = frame["seat"] if st[2] == "you" else s.order()[0]
    return Decision(
        chooser,
        "assign-damage",
        f"Assign 1 indirect damage ({frame['left']} left).",
        tuple(sorted(enc.uid(c) for c in room)),
    )


@answer("indirect")
def answer_indirect(s: McState, st: Step, action: int) -> None:
    _assign(s.frames[st[1]], action - enc.UID, 1)
    s.push(st)


def _assign(frame: dict[str, Any], c: int, n: int) -> None:
    frame["assigned"] = {**frame["assigned"], c: frame["assigned"].get(c, 0) + n}
    frame["left"] -= n


def push_indirect_attack(s: McState, seat: int, enemy: int, atk: int) -> None:
    """MC-INDIRECT-08: an enemy attack that deals indirect damage deals it in step 4 of
    the activation, after the defense, to the characters of the attacked (or defending)
    player; only the defender, or the identity if undefended, counts as attacked."""
    fid = s.new_frame(seat, src=enemy, attack=True, attacker=enemy)
    s.push(("indirect", fid, "you", atk), ("drop-frame", fid))
