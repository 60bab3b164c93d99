"""How a card's abilities are declared: :class:`Ability` and :class:`Script`.

An ability is a sequence of steps (see :mod:`.ops` for the vocabulary) plus
what makes it usable: its kind (SWD-ABIL-01), its trigger, its cost. A
:class:`Script` gathers a card's abilities and its play restriction. Scripts are
registered by card code in :mod:`.scripts`, one entry per card, next to the
card's facts in ``data/awakenings.toml``.

    >>> lightsaber = Script(special=(("damage", "any", 2, "unblockable"),))
    >>> lightsaber.special[0][0]
    'damage'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulebound.games.destiny.state import DestinyState

Steps = tuple[tuple[Any, ...], ...]
# (state, source uid, event data) -> does this trigger apply?
Condition = Callable[["DestinyState", int, tuple[Any, ...]], bool]


@dataclass(frozen=True)
class Trigger:
    """A triggered ability (SWD-TRIG-01): ``timing`` is ``after`` or ``before``,
    ``event`` the trigger condition; ``replacement`` marks an "instead" effect
    (SWD-REPLACE-01)."""

    timing: str
    event: str
    when: Condition
    steps: Steps
    optional: bool = False
    replacement: bool = False
    text: str = ""


@dataclass(frozen=True)
class CardAction:
    """An **Action** ability (SWD-ACTABIL-01). ``cost`` is ``exhaust`` (exhaust this
    card), ``remove-die`` (remove one of this card's dice from your pool) or ``""``
    (none)."""

    cost: str
    steps: Steps
    text: str = ""
    usable: Callable[[DestinyState, int], bool] | None = None  # (state, card uid)


@dataclass(frozen=True)
class Script:
    """Everything a card does beyond its printed facts.

    * ``special``: the special ability its die's special face resolves (SWD-SPECABIL-01);
    * ``event``: what an event does when played (SWD-EVENT-01);
    * ``claim``: a battlefield's claim ability (SWD-CLAIMABIL-01);
    * ``actions``, ``triggers``: action and triggered abilities;
    * ``only``: an upgrade's "(colour) character only" restriction (SWD-RESTRICT-02);
    * ``can_play``: any other play restriction, ``(state, seat) -> bool`` (SWD-RESTRICT-01);
    * ``persistent``: persistent abilities by name (SWD-PERSIST-01), read by the rules:
      ``guardian-to-host``, ``hand-size`` (+n), ``attach-any-weapon``,
      ``keep-die-in-pool`` (its die stays in the pool after its special resolves),
      ``discard-on-melee`` (discard this upgrade when its character takes melee damage).
    """

    special: Steps = ()
    event: Steps = ()
    claim: Steps = ()
    actions: tuple[CardAction, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    only: str = ""
    can_play: Callable[[DestinyState, int], bool] | None = None
    persistent: dict[str, int] = field(default_factory=dict)


NO_SCRIPT = Script()

SCRIPTS: dict[str, Script] = {}
"""Card scripts by card code, filled by :mod:`.scripts`."""


def script_for(code: str) -> Script:
    return SCRIPTS.get(code, NO_SCRIPT)
