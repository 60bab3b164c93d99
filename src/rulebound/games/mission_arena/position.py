"""Build a Marvel Mission Arena position directly, for rules tests and puzzles.

    >>> from rulebound import load_game
    >>> game = load_game("marvel-mission-arena")
    >>> state = build_position(
    ...     game,
    ...     phase="declare",
    ...     sides=(
    ...         Side(active=["thor-c", "iron-man-c", None]),
    ...         Side(active=["thanos-r", None, None]),
    ...     ),
    ... )
    >>> state.decision().kind
    'declare-challenge'

A built position has no replay (it did not start from a seed), so its
``history`` is ``None``; its event log starts empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebound.games.mission_arena.abilities import ability_effect
from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.setup import place
from rulebound.games.mission_arena.state import MissionArenaState

Stack = str | list[str] | None

PHASES = (
    "turn-start",
    "cool-down",
    "draw",
    "duty-call",
    "replacement",
    "replace-move",
    "power-up",
    "mission-activation",
    "abilities",
    "declare",
    "resolve",
    "mission-resolution",
    "check-point",
    "end-turn",
)


@dataclass
class Side:
    """One player's zones. Stacks list card keys bottom to top; decks and Missions
    list the top card first; ``ready``/``engaged`` give Power Points per slot (0-4)
    as a count (filler cards) or a list of card keys."""

    active: list[Stack] = field(default_factory=lambda: [None, None, None])
    reserve: list[Stack] = field(default_factory=lambda: [None, None])
    ready: dict[int, int | list[str]] = field(default_factory=dict)
    engaged: dict[int, int | list[str]] = field(default_factory=dict)
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    missions: list[str] = field(default_factory=list)
    mission_active: str | None = None
    discard: list[str] = field(default_factory=list)
    score: int = 0


def _steps(phase: str, a: int) -> list[tuple[object, ...]]:
    d = 1 - a
    sequence: list[tuple[str, list[tuple[object, ...]]]] = [
        ("cool-down", [("cool-down",)]),
        ("draw", [("draw",)]),
        ("duty-call", [("duty-call",)]),
        ("replacement", [("fill", a, 0, 1, 1), ("fill", a, 1, 0, 0)]),
        ("replace-move", [("replace-move", 0)]),
        ("power-up", [("power-up", -1)]),
        ("mission-activation", [("mission-activation",)]),
        ("abilities", [("abilities", a), ("abilities", d)]),
        ("declare", [("declare",)]),
        ("resolve", [("resolve-all",)]),
        ("mission-resolution", [("mission-resolution",)]),
        ("check-point", [("check-point",)]),
        ("end-turn", [("end-turn",)]),
    ]
    if phase == "turn-start":
        return [("turn-start",)]
    names = [name for name, _ in sequence]
    if phase not in names:
        raise ValueError(f"unknown phase {phase!r}; one of {', '.join(PHASES)}")
    steps: list[tuple[object, ...]] = []
    for _, group in sequence[names.index(phase) :]:
        steps.extend(group)
    return list(reversed(steps))


def build_position(
    game: MissionArenaGame,
    *,
    sides: tuple[Side, Side],
    phase: str = "declare",
    active: int = 0,
    turn: int = 3,
    first: int | None = None,
    effects: list[tuple[str, int, int]] | None = None,
    duty: list[tuple[int, int]] | None = None,
    filler: str | None = None,
    seed: int = 0,
) -> MissionArenaState:
    """A state at the start of ``phase`` of turn ``turn``, ``active`` to play.

    ``effects`` lists ``(ability name, seat, slot)``: that protagonist's own ability
    counted as activated this turn (its Power Points are not touched). ``duty``
    lists ``(seat, slot)`` of Duty-Called protagonists.
    """
    pool = game.pool
    s = MissionArenaState(game, seed)
    s.history = None
    s.revealed = True
    s.active = active
    s.turn = turn - 1 if phase == "turn-start" else turn
    s.first = first if first is not None else (active if turn % 2 == 1 else 1 - active)
    filler_id = pool.by_key[filler].id if filler else pool.cards[0].id

    def ids(keys: list[str]) -> list[int]:
        return [pool.by_key[k].id for k in keys]

    def power(value: int | list[str]) -> list[int]:
        return [filler_id] * value if isinstance(value, int) else ids(value)

    for seat, side in enumerate(sides):
        base = seat * 5
        for slot, stack in enumerate(list(side.active) + list(side.reserve)):
            if stack is None:
                continue
            keys = [stack] if isinstance(stack, str) else stack
            place(s, base + slot, pool.by_key[keys[0]].id)
            s.stacks[base + slot] = ids(keys)
        for slot, value in side.ready.items():
            s.ready[base + slot] = power(value)
        for slot, value in side.engaged.items():
            s.engaged[base + slot] = power(value)
        s.hand[seat] = ids(side.hand)
        s.deck[seat] = list(reversed(ids(side.deck)))
        s.missions[seat] = ids(side.missions)
        s.mission_active[seat] = pool.by_key[side.mission_active].id if side.mission_active else -1
        s.discard[seat] = ids(side.discard)
        s.score[seat] = side.score
    for name, seat, slot in effects or []:
        pos = seat * 5 + slot
        card = s.top(pos)
        if card.ability is None or card.ability.name != name:
            raise ValueError(f"{card.key} at seat {seat} slot {slot} has no {name}")
        s.effects.append(ability_effect(s, pos))
        s.sa_turn[pos] = s.turn
    for seat, slot in duty or []:
        s.duty.append(s.uid[seat * 5 + slot])
    s.steps = _steps(phase, active)
    s.decision()  # run the automatic steps up to the first decision
    return s
