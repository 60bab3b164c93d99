"""Conditions: their kinds and effects as data, and a figure's conditions (catalog 8.18,
8.21, 9.1, 9.13, 8.10; tables T-08, T-09).

:data:`CONDITIONS` is table T-09. A figure's conditions are a
:class:`FigureConditions` record that knows whether it is the figure's own turn, so
that a condition applied during that turn survives its end (GH-PEND-02, GH-MEND-01).

    >>> p = FigureConditions()
    >>> p = p.apply(Condition.IMMOBILIZE).conditions    # a monster at Initiative 10
    >>> p = p.start_turn()                              # P's turn (Initiative 50)
    >>> p.can_move(), p.can_attack()
    (False, True)
    >>> p.end_turn().has(Condition.IMMOBILIZE)          # it began the turn with it
    False
    >>> q = FigureConditions().start_turn().apply(Condition.STRENGTHEN).conditions
    >>> q.end_turn().has(Condition.STRENGTHEN)          # applied during its own turn
    True
    >>> w = FigureConditions(frozenset({Condition.POISON, Condition.WOUND}))
    >>> healed = w.heal(3, missing=5)                   # T-08: both removed, 0 HP
    >>> sorted(c.value for c in healed.removed), healed.restored
    (['poison', 'wound'], 0)

:class:`Condition` values are the names the monster data uses (``poison``, ``muddle``,
...), so ``FigureConditions.tokens`` can be passed as the ``conditions`` of
:func:`~rulebound.games.gloomhaven.monsters.turn_plan`.

Readings:

- A re-applied condition replaces the old one (GH-COND-03), so if it is re-applied
  during the figure's own turn it counts as applied during that turn and stays.
- Heal restores at most the HP the figure is missing when ``missing`` is given (the
  seed does not say whether Heal can exceed the maximum: section 15.1).
- Bless and Curse are no tokens but cards shuffled into a modifier deck, with their
  supply: :func:`~rulebound.games.gloomhaven.modifiers.add_bless` and ``add_curse``.
- What the other conditions do is checked where it happens: Poison and Advantage in
  the attack (``combat.py``), Wound and Stun at the start of a turn (``player_turn.py``,
  ``monster_turn.py``), Invisible in the monsters' focus (``monster_ai.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Final, Literal


class Condition(StrEnum):
    POISON = "poison"
    WOUND = "wound"
    IMMOBILIZE = "immobilize"
    DISARM = "disarm"
    STUN = "stun"
    MUDDLE = "muddle"
    CURSE = "curse"
    INVISIBLE = "invisible"
    STRENGTHEN = "strengthen"
    BLESS = "bless"


@dataclass(frozen=True)
class ConditionInfo:
    """One row of table T-09.

    ``token``: tracked by a token on the figure (GH-COND-01); Bless and Curse are
    cards shuffled into an Attack Modifier Deck instead. ``immediate``: the table says
    it takes effect immediately (otherwise it does not say). ``removal``: ``heal``
    (removed by a Heal, GH-HEAL-03, GH-HEAL-04), ``end-of-turn`` (at the end of one of
    the figure's turns unless applied during that turn, GH-PEND-02, GH-MEND-01) or
    ``drawn`` (the card leaves the deck when drawn, GH-ATKRES-01)."""

    condition: Condition
    positive: bool
    token: bool
    immediate: bool
    removal: Literal["heal", "end-of-turn", "drawn"]
    effect: str


def _row(
    condition: Condition,
    positive: bool,
    immediate: bool,
    removal: Literal["heal", "end-of-turn", "drawn"],
    effect: str,
) -> tuple[Condition, ConditionInfo]:
    token = removal != "drawn"
    return condition, ConditionInfo(condition, positive, token, immediate, removal, effect)


CONDITIONS: Final = dict(
    [
        _row(Condition.POISON, False, False, "heal", "enemies +1 on every attack against it"),
        _row(Condition.WOUND, False, False, "heal", "1 damage at the start of each own turn"),
        _row(Condition.IMMOBILIZE, False, True, "end-of-turn", "no Move abilities"),
        _row(Condition.DISARM, False, True, "end-of-turn", "no Attack abilities or effects"),
        _row(Condition.STUN, False, True, "end-of-turn", "no abilities, no Items"),
        _row(Condition.MUDDLE, False, True, "end-of-turn", "Disadvantage on its attacks"),
        _row(Condition.CURSE, False, False, "drawn", "a Curse card in its modifier deck"),
        _row(Condition.INVISIBLE, True, False, "end-of-turn", "not Focused or targeted"),
        _row(Condition.STRENGTHEN, True, True, "end-of-turn", "Advantage on its attacks"),
        _row(Condition.BLESS, True, False, "drawn", "a Bless card in its modifier deck"),
    ]
)
"""Table T-09: every condition with its kind, effect and removal."""

POSITIVE: Final = frozenset(c for c, info in CONDITIONS.items() if info.positive)
NEGATIVE: Final = frozenset(c for c, info in CONDITIONS.items() if not info.positive)
TOKENS: Final = frozenset(c for c, info in CONDITIONS.items() if info.token)
CARDS: Final = frozenset({Condition.BLESS, Condition.CURSE})
ENDS_WITH_TURN: Final = frozenset(
    c for c, info in CONDITIONS.items() if info.removal == "end-of-turn"
)
HEALED: Final = frozenset({Condition.POISON, Condition.WOUND})

# The members the queries below test, read once: in Python 3.11 ``Condition.STUN`` goes
# through the enum metaclass's attribute hook, ten times slower than a global name,
# and these are asked several times a decision.
_STUN, _IMMOBILIZE, _DISARM = Condition.STUN, Condition.IMMOBILIZE, Condition.DISARM
_INVISIBLE, _WOUND = Condition.INVISIBLE, Condition.WOUND


@dataclass(frozen=True)
class FigureConditions:
    """A figure's condition tokens, immunities, and turn timing.

    ``fresh``: the tokens applied during the figure's current turn (kept at its end);
    ``in_turn``: it is the figure's own turn (between :meth:`start_turn` and
    :meth:`end_turn`). ``obstacle``: an Obstacle with HP, immune to every condition
    (GH-ATK-08, GH-GLOSS-80). ``immune``: e.g. a Boss's immunities (GH-COND-04)."""

    tokens: frozenset[Condition] = frozenset()
    immune: frozenset[Condition] = frozenset()
    obstacle: bool = False
    fresh: frozenset[Condition] = frozenset()
    in_turn: bool = False

    def has(self, condition: Condition) -> bool:
        return condition in self.tokens

    def is_immune(self, condition: Condition) -> bool:
        return self.obstacle or condition in self.immune

    # --- applying and removing ----------------------------------------------------------

    def apply(self, condition: Condition) -> Application:
        """Apply a condition token. Obstacles and immune figures are unaffected
        (GH-ATK-08, GH-COND-04, GH-GLOSS-49). A token the figure already has is replaced
        by the new one (GH-COND-03), which restarts its timing. Bless and Curse are
        cards, not tokens (GH-COND-01): ``damage.give`` shuffles them into a deck."""
        if condition in CARDS:
            raise ValueError(f"{condition} is a modifier card, not a token")  # GH-COND-01
        if self.obstacle:
            return Application(self, False, blocked_by="obstacle")
        if condition in self.immune:
            return Application(self, False, blocked_by="immune")
        fresh = self.fresh | {condition} if self.in_turn else self.fresh
        return Application(self._but(tokens=self.tokens | {condition}, fresh=fresh), True)

    def remove(self, *conditions: Condition) -> FigureConditions:
        gone = frozenset(conditions)
        return self._but(tokens=self.tokens - gone, fresh=self.fresh - gone)

    def become_immune(self, *conditions: Condition) -> FigureConditions:
        """Gain immunities: the matching tokens are lost; Bless and Curse cards already
        in the deck stay (GH-GLOSS-49)."""
        immune = frozenset(Condition(c) for c in conditions)
        return replace(self, immune=self.immune | immune).remove(*immune)

    # --- the figure's turn --------------------------------------------------------------

    def start_turn(self) -> FigureConditions:
        """The figure's turn begins. Take :meth:`wound_damage` now (GH-PSTART-01,
        GH-MSTART-01)."""
        return self._but(in_turn=True, fresh=frozenset())

    def wound_damage(self) -> int:
        """The damage the figure suffers at the start of its turn: 1 if Wounded
        (GH-COND-08). A character resolves it as character damage (GH-PSTART-01,
        GH-CDMG); a monster's in ``monster_turn.py`` (GH-MSTART-01)."""
        return 1 if _WOUND in self.tokens else 0

    def removed_at_end_of_turn(self) -> frozenset[Condition]:
        """Immobilize, Disarm, Stun, Muddle, Invisible and Strengthen, except those
        applied during this turn (GH-PEND-02, GH-MEND-01, GH-GLOSS-109)."""
        return (self.tokens & ENDS_WITH_TURN) - self.fresh

    def end_turn(self) -> FigureConditions:
        """The figure's turn ends: remove :meth:`removed_at_end_of_turn`."""
        gone = self.removed_at_end_of_turn()
        return self._but(tokens=self.tokens - gone, fresh=frozenset(), in_turn=False)

    def _but(self, **changes: Any) -> FigureConditions:
        """``dataclasses.replace(self, **changes)`` without its checks (no field has an
        ``__init__`` of its own to run): every figure's turn starts and ends with one,
        and ``replace`` was a noticeable share of a planner's rollouts."""
        new = object.__new__(FigureConditions)
        new.__dict__.update(self.__dict__, **changes)
        return new

    # --- healing ------------------------------------------------------------------------

    def heal(self, amount: int, *, missing: int | None = None) -> HealResult:
        """Heal X on this figure (table T-08): Wound and Poison tokens are removed; HP
        are restored unless it was Poisoned (GH-HEAL-03 to GH-HEAL-05, GH-MHEAL-03).
        ``missing``: the HP it has lost, the most that can be restored."""
        removed = self.tokens & HEALED
        restored = 0 if Condition.POISON in self.tokens else max(0, amount)
        if missing is not None:
            restored = min(restored, max(0, missing))
        return HealResult(self.remove(*removed), restored, removed)

    # --- queries ------------------------------------------------------------------------

    def can_act(self) -> bool:
        """A Stunned figure performs no abilities (GH-COND-11, GH-ACTION-01, GH-MACT-01)."""
        return _STUN not in self.tokens

    def can_use_items(self) -> bool:
        """A Stunned character cannot use Items (GH-COND-11, GH-ITEM-03)."""
        return _STUN not in self.tokens

    def can_move(self) -> bool:
        """No Move ability when Immobilized (GH-COND-09, GH-MOVE-02, GH-MMOVE-01) or
        Stunned. Push and Pull are not Move abilities."""
        return _STUN not in self.tokens and _IMMOBILIZE not in self.tokens

    def can_attack(self) -> bool:
        """No Attack ability, nor its effects, when Disarmed (GH-COND-10, GH-ATK-02,
        GH-MATK-01) or Stunned."""
        return _STUN not in self.tokens and _DISARM not in self.tokens

    def can_be_targeted_by_enemies(self) -> bool:
        """Enemies cannot target an Invisible figure (GH-COND-15)."""
        return _INVISIBLE not in self.tokens


@dataclass(frozen=True)
class Application:
    """The result of :meth:`FigureConditions.apply`. ``blocked_by``: ``obstacle`` or
    ``immune`` when nothing was applied."""

    conditions: FigureConditions
    applied: bool
    blocked_by: str | None = None


@dataclass(frozen=True)
class HealResult:
    conditions: FigureConditions
    restored: int
    removed: frozenset[Condition]
