"""Helpers shared by the Marvel Mission Arena rules tests (and by ``conftest.py``).

The folder has no ``__init__.py``, so pytest puts it on ``sys.path`` and the test
modules import these with ``from mma_helpers import ...``. A helper that only one test
module uses stays in that module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from rulebound.games.mission_arena.game import MissionArenaGame
from rulebound.games.mission_arena.position import Side, build_position
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.scenario import Script

rules = pytest.mark.rules

MakeGame = Callable[..., MissionArenaGame]

# The deck ``side`` gives by default: 20 fillers, enough for the next turn's Draw.
DECK = ["filler-1"] * 20
EXTRA = ["filler-10", "filler-11"]  # complete an Active Squad (Replacement has nothing to fill)
BENCH = ("filler-12", "filler-8")  # complete a Reserve Squad

# Decision labels
DONE = "Activate nothing more"
STOP_DECLARING = "Stop declaring Challenges"
STOP_BOOSTING = "Stop boosting"
NO_SUPER_HIT = "No Super Hit"
END = "End the turn"

# A Challenge resolution line of the log.
CLASH = re.compile(
    r"^Challenge (?P<who>.+?): (?P<attack>\d+) Attack against (?P<defense>\d+) Defense "
    r"\+ (?P<resistance>\d+) Resistance: (?P<result>\w+)\.$"
)


def card(key: str, name: str, **fields: Any) -> dict[str, Any]:
    """A card entry with sensible defaults (rarity C, 300/300/300, good, Testers, combat,
    1 Mission Point); any field may be overridden."""
    entry: dict[str, Any] = {
        "key": key,
        "name": name,
        "rarity": "C",
        "attack": 300,
        "defense": 300,
        "resistance": 300,
        "alignment": "good",
        "affiliation": "Testers",
        "skill": "combat",
        "mission_points": 1,
    }
    entry.update(fields)
    return entry


def side(
    active: Sequence[Any] | None = (), reserve: Sequence[Any] | None = (), **fields: Any
) -> Side:
    """A Side with the Squads padded with empty positions (3 Active, 2 Reserve) and, unless
    ``deck`` is given, a fresh copy of the 20-card filler ``DECK``."""
    act = list(active or ())
    res = list(reserve or ())
    fields.setdefault("deck", list(DECK))
    return Side(
        active=act + [None] * (3 - len(act)), reserve=res + [None] * (2 - len(res)), **fields
    )


def me(
    active: Sequence[Any] | None = None, reserve: Sequence[Any] | None = None, **kw: Any
) -> Side:
    """The active player's Side, with Filler 12 in Reserve 2 so that the Check Point has
    an action to offer and the turn stops there for the assertions."""
    res = list(reserve or [])
    if len(res) < 2:
        res = res + [None] * (1 - len(res)) + ["filler-12"]
    return side(active, res, **kw)


def position(
    game: MissionArenaGame, phase: str, me: Side, them: Side, **kw: Any
) -> MissionArenaState:
    """The position at ``phase``, seat 0 playing ``me`` and seat 1 ``them``."""
    return build_position(game, phase=phase, sides=(me, them), **kw)


def cid(state: Any, key: str) -> int:
    """The card id of the pool entry ``key``."""
    return state.game.pool.by_key[key].id


def ids(game: MissionArenaGame, *keys: str) -> list[int]:
    return [game.pool.by_key[k].id for k in keys]


def keys(state: MissionArenaState, ids: list[int]) -> list[str]:
    return [state.cards[c].key for c in ids]


def offered(state: Any) -> list[str]:
    """The options of the current decision other than ``DONE``."""
    return [label for label in Script(state).options() if label != DONE]


def line(state: Any, prefix: str) -> str:
    """The last log line starting with ``prefix``."""
    lines = [text for text in state.log if text.startswith(prefix)]
    assert lines, state.log
    return lines[-1]


def clash_line(state: Any, challenger: str = "") -> str:
    """The log line of the last Challenge resolution (of ``challenger``, if given)."""
    return line(state, f"Challenge {challenger}")


def clashes(state: MissionArenaState) -> list[dict[str, Any]]:
    """The resolution lines of the log: who, Attack, Defense, Resistance, result."""
    found = []
    for text in state.log:
        match = CLASH.match(text)
        if match:
            found.append(
                {
                    "who": match["who"],
                    "attack": int(match["attack"]),
                    "defense": int(match["defense"]),
                    "resistance": int(match["resistance"]),
                    "result": match["result"].upper(),
                }
            )
    return found
