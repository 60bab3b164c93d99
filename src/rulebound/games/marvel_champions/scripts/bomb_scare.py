"""The Bomb Scare modular set (01109-01112)."""

from __future__ import annotations

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.dsl import card, choose_option, do, place_threat
from rulebound.games.marvel_champions.machine import answer, step
from rulebound.games.marvel_champions.rules import friendly_characters, give_status
from rulebound.games.marvel_champions.scripts.rhino import per_hero
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.kernel.decision import Decision

card("01109").revealed(place_threat(per_hero(1), "self"))  # Bomb Scare (acceleration)
card("01110").revealed(  # Hydra Bomber
    choose_option("x", "take 2 damage", "place 1 threat on the main scheme"), do("hydra-bomber")
)
card("01111").revealed(do("explosion"))  # Explosion
card("01112").revealed(do("false-alarm"))  # False Alarm


@step("hydra-bomber")
def run_hydra_bomber(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage, push_place_threat

    frame = s.frames[st[1]]
    if frame["x"] == 0:
        push_damage(s, s.players[frame["seat"]].identity, 2, frame["seat"])
    else:
        push_place_threat(s, s.main, 1, frame["seat"])
    return None


@step("false-alarm")
def run_false_alarm(s: McState, st: Step) -> Decision | None:
    ident = s.players[s.frames[st[1]]["seat"]].identity
    if s.units[ident].confused:
        s.push(("surge", st[1]))  # "already" (MC-QUALIFY-03)
    else:
        give_status(s, ident, "confused")
    return None


@step("explosion")
def run_explosion(s: McState, st: Step) -> Decision | None:
    """Assign X damage among heroes and allies (X = threat on Bomb Scare), one point at
    a time by the first player (MC-FIRST-05), then deal it all at once
    (MC-INDIRECT-04); no character is assigned more than defeats it (MC-INDIRECT-05)."""
    frame = s.frames[st[1]]
    bomb = next((u for u in s.play if s.name(u) == "Bomb Scare"), -1)
    if bomb < 0:
        s.push(("surge", st[1]))
        return None
    if "left" not in frame:
        frame["left"] = s.units[bomb].threat
        frame["assigned"] = {}
    return _assign(s, st)


def _targets(s: McState, frame: dict) -> list[int]:
    from rulebound.games.marvel_champions.damage import hp_left
    from rulebound.games.marvel_champions.rules import ctype

    out = []
    for c in friendly_characters(s):
        if ctype(s, c) == "alter_ego":
            continue  # heroes and allies only
        if frame["assigned"].get(c, 0) < hp_left(s, c):
            out.append(c)
    return out


def _assign(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.damage import push_damage

    frame = s.frames[st[1]]
    targets = _targets(s, frame)
    if frame["left"] <= 0 or not targets:
        for c, n in sorted(frame["assigned"].items(), reverse=True):
            push_damage(s, c, n, frame["seat"])
        return None
    if len(targets) == 1:
        from rulebound.games.marvel_champions.damage import hp_left

        c = targets[0]
        room = hp_left(s, c) - frame["assigned"].get(c, 0)
        frame["assigned"] = {
            **frame["assigned"],
            c: frame["assigned"].get(c, 0) + min(room, frame["left"]),
        }
        frame["left"] -= min(room, frame["left"])
        return _assign(s, st)
    return Decision(
        s.order()[0],
        "assign-damage",
        f"Explosion: assign 1 damage ({frame['left']} left).",
        tuple(sorted(enc.uid(c) for c in targets)),
    )


@answer("explosion")
def answer_explosion(s: McState, st: Step, action: int) -> None:
    frame = s.frames[st[1]]
    c = action - enc.UID
    frame["assigned"] = {**frame["assigned"], c: frame["assigned"].get(c, 0) + 1}
    frame["left"] -= 1
    s.push(st)
