"""The bookkeeping the rules promise, checked by the conformance suite at every
decision (:meth:`State.broken_invariants`). Cheap: one pass over the zones and one
over the units."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.rules import max_hp, target_threat
from rulebound.games.marvel_champions.state import LOST, WON

if TYPE_CHECKING:
    from rulebound.games.marvel_champions.model import Unit
    from rulebound.games.marvel_champions.state import McState

CHARACTER_TYPES = frozenset({"hero", "alter_ego", "ally", "minion"})


def broken(s: McState) -> list[str]:
    if s.phase == "setup" and not s.play:
        return []
    out: list[str] = []
    _zones(s, out)
    # A character is defeated as soon as its damage reaches its hit points (MC-DEFEAT-01);
    # between the damage and the defeat, interrupts may ask for decisions, so the bound
    # is checked where a player's turn waits for its next action.
    quiet = s.decision().kind == "turn"
    for uid in s.play:
        u = s.units[uid]
        if u.damage < 0 or u.threat < 0 or u.counters < 0 or u.tough < 0:
            out.append(f"{s.name(u.uid)} has a negative count")
        elif quiet and s.cards[u.card].type in CHARACTER_TYPES and u.damage >= max_hp(s, u.uid) > 0:
            out.append(f"{s.name(u.uid)} has {u.damage} damage and is still in play")
    if s.result == 0:
        if all(p.eliminated for p in s.players):
            out.append("every hero is eliminated but the game goes on")
        elif quiet and s.players[s.active].eliminated:
            out.append(f"seat {s.active} takes a turn though eliminated")
    else:
        _outcome(s, out)
    return out


def _zones(s: McState, out: list[str]) -> None:
    """Every card is in exactly one zone (MC-ZONE-01), or held by the ability
    resolving it (a card being played or revealed is in no zone until it lands)."""
    found = s.play + s.enc_deck + s.enc_discard + s.removed + s.victory
    for p in s.players:
        found += p.hand + p.deck + p.discard + p.dealt + p.nemesis + p.obligation + p.table
        found += p.set_aside
    for u in s.units:
        if u.boosts:
            found += u.boosts
        if u.under:
            found += u.under
    seen = set(found)
    if len(seen) != len(found):
        twice = sorted({s.name(x) for x in found if found.count(x) > 1})
        out.append(f"cards in two zones: {twice}")
    if len(seen) != len(s.units):
        held: set[int] = set()
        for f in s.frames.values():
            _ints(f.values(), held)
        for st in (*s.steps, s.waiting or ()):
            _ints(st[2:], held)
        lost = [u.uid for u in s.units if u.uid not in seen and u.uid not in held]
        if lost:
            out.append(f"cards in no zone: {sorted(s.name(x) for x in lost)}")
    units = s.units
    if not all(units[x].in_play for x in s.play) or sum(u.in_play for u in units) != len(s.play):
        out.append("the cards marked in play are not the cards in the play area")
    # A card out of play has no memory of its time in play (MC-LEAVE-02): the planner's
    # comparison of positions (McState.position_key) reads only its card.
    kept = [s.name(u.uid) for u in units if not u.in_play and _unit_state(u) != OUT_OF_PLAY]
    if kept:
        out.append(f"cards out of play keep a state from play: {sorted(kept)}")
    out += play_area.check(s)
    admitted = s.game.admitted  # the trigger indexes cover these cards only
    if any(u.card not in admitted or (u.face >= 0 and u.face not in admitted) for u in units):
        out.append("a card outside the game's trigger indexes")


OUT_OF_PLAY = (False, False, 0, 0, 0, 0, 0, 0, -1, -1, (), (), -1)
"""What :func:`_unit_state` reads of a card out of play (``Unit.reset``'s values)."""


def _unit_state(u: Unit) -> tuple[object, ...]:
    """A unit's state of play, its controller as "another than its owner"."""
    return (
        u.controller != u.owner,
        u.exhausted,
        u.damage,
        u.threat,
        u.stunned,
        u.confused,
        u.tough,
        u.counters,
        u.host,
        u.engaged,
        u.boosts,
        u.under,
        u.face,
    )


def _ints(values: Iterable[object], into: set[int]) -> None:
    """The ints among ``values`` and inside their tuples and lists (the uids a step holds)."""
    for v in values:
        if isinstance(v, int):
            into.add(v)
        elif isinstance(v, tuple | list):
            _ints(v, into)


def _outcome(s: McState, out: list[str]) -> None:
    """The result is the one a game-end rule names (MC-WIN-01, MC-LOSE-01..03)."""
    if s.result == WON:
        if s.stages:
            out.append("the players won with villain stages left")
        return
    if s.result != LOST:
        out.append(f"result {s.result}")
        return
    main = s.units[s.main]
    completed = not s.mains and "threat" in s.card(s.main).stats and main.threat >= target_threat(s)
    empty = not s.enc_deck and not s.enc_discard
    if not (all(p.eliminated for p in s.players) or completed or empty):
        out.append("the players lost with a hero standing, the scheme short and cards left")
