"""The bookkeeping the rules promise, checked by the conformance suite at every
decision (:meth:`State.broken_invariants`). Cheap: one pass over the figures and
one over each character's cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.gloomhaven.figures import MONSTER, OBSTACLE

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.state import GloomhavenState

# Decisions in the middle of a move or push, whose figure may stand on an ally it
# passes (GH-MOVE-05); the pending step names that figure.
MOVING = frozenset({"move", "jump", "push", "pull"})


def broken(s: GloomhavenState) -> list[str]:
    out: list[str] = []
    decision = s.decision()
    _cards(s, decision.kind, out)
    taken: dict[object, str] = {}
    pending = s.waiting
    moving = decision.kind in MOVING and pending and pending[0] in ("move", "push")
    mover = pending[1] if moving and pending else -2
    if mover < 0:  # a decision in the middle of a move: the damage of a hex it entered
        under = [st for st in s.steps if st and st[0] in ("move", "push")]
        mover = under[-1][1] if under else -2
    for f in s.figures:
        if not f.alive:
            continue
        if not 0 < f.hp <= f.max_hp:
            out.append(f"{f.label} is on the map with {f.hp} of {f.max_hp} hit points")
        if f.kind == OBSTACLE or f.id == mover or f.hex is None:
            continue
        if f.hex in taken:  # a move ends in a hex without another figure (GH-MOVE-06)
            out.append(f"{f.label} and {taken[f.hex]} are in the same hex {f.hex}")
        taken[f.hex] = f.label
    if mover >= 0 and not s.figures[mover].alive:
        out.append(f"{s.figures[mover].label} moves though it is off the map")
    _outcome(s, out)
    return out


def _cards(s: GloomhavenState, kind: str, out: list[str]) -> None:
    """Once the hands are built, each character's ability cards are each in one place:
    hand, discard pile, lost pile, Active Area, this round's unplayed cards, or the
    card being played (held by its pending steps) (GH-CARDS-01, GH-ACTION-08, -09)."""
    if s.round == 0 or kind == "leave-out-card":
        return  # the hands are still being built (cards left out, battle goals)
    for hero in s.heroes:
        if hero.exhausted:
            continue  # its cards take no further part (GH-EXHAUST-02)
        cards = hero.hand + hero.discard + hero.lost + hero.unplayed
        cards += [a.card for a in hero.active]
        for st in s.steps:
            if st[0] == "half-done" and st[1] == hero.seat and st[2] not in cards:
                cards.append(st[2])
        if len(cards) != hero.cls.hand_size or len(set(cards)) != len(cards):
            out.append(
                f"{hero.cls.name} holds {len(set(cards))} distinct cards of a "
                f"{hero.cls.hand_size}-card hand"
            )


def _outcome(s: GloomhavenState, out: list[str]) -> None:
    """Won: every monster dead in a fully revealed map; lost: every character
    exhausted (GH-EXHAUST-03, GH-ROUND-07)."""
    if s.outcome == "won":
        if any(f.alive and f.kind == MONSTER for f in s.figures):
            out.append("the scenario is won with monsters on the map")
        if len(s.rooms) != len(s.game.scenario.rooms):
            out.append("the scenario is won with rooms unrevealed")
    elif s.outcome == "lost":
        if not all(h.exhausted for h in s.heroes):
            out.append("the scenario is lost with a character standing")
    elif s.outcome:
        out.append(f"outcome {s.outcome!r}")
