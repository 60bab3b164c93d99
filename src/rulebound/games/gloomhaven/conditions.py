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
- The Bless supply is not given by the seed (only the 2 x 10 Curse split): the caller
  says how many cards are left; :data:`CURSE_DECK_SIZE` is 10.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final, Literal


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

    @property
    def kind(self) -> str:
        return "positive" if self.positive else "negative"


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
CURSE_DECK_SIZE: Final = 10
"""Curse cards per deck; monsters and characters have one deck each (GH-SETUP-30, GH-COND-05)."""


class Draw(StrEnum):
    """How an attack draws its modifier cards (table T-07)."""

    NORMAL = "normal"
    ADVANTAGE = "advantage"
    DISADVANTAGE = "disadvantage"


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

    def apply(self, condition: Condition, *, cards_left: int | None = None) -> Application:
        """Apply a condition. Obstacles and immune figures are unaffected (GH-ATK-08,
        GH-COND-04, GH-GLOSS-49). A token the figure already has is replaced by the new
        one (GH-COND-03), which restarts its timing. Bless and Curse are no tokens: the
        result asks for a card to be shuffled into the draw pile (not the discard) of
        the figure's Attack Modifier Deck (GH-COND-13, GH-COND-17), which the deck's
        own module does with the game's Rng; ``cards_left`` is how many of
        that supply are not in use, and at 0 nothing is applied (GH-COND-05). An
        immune figure gets no Curse card (GH-COND-13)."""
        condition = Condition(condition)
        if self.obstacle:
            return Application(self, False, blocked_by="obstacle")
        if condition in self.immune:
            return Application(self, False, blocked_by="immune")
        if condition in CARDS:
            if cards_left is None:
                raise ValueError(f"say how many {condition} cards are left (GH-COND-05)")
            if cards_left <= 0:
                return Application(self, False, blocked_by="no-card-left")
            return Application(self, True, card=condition)
        fresh = self.fresh | {condition} if self.in_turn else self.fresh
        return Application(replace(self, tokens=self.tokens | {condition}, fresh=fresh), True)

    def remove(self, *conditions: Condition) -> FigureConditions:
        gone = frozenset(conditions)
        return replace(self, tokens=self.tokens - gone, fresh=self.fresh - gone)

    def become_immune(self, *conditions: Condition) -> FigureConditions:
        """Gain immunities: the matching tokens are lost; Bless and Curse cards already
        in the deck stay (GH-GLOSS-49)."""
        immune = frozenset(Condition(c) for c in conditions)
        return replace(self, immune=self.immune | immune).remove(*immune)

    # --- the figure's turn --------------------------------------------------------------

    def start_turn(self) -> FigureConditions:
        """The figure's turn begins. Take :meth:`wound_damage` now (GH-PSTART-01,
        GH-MSTART-01)."""
        return replace(self, in_turn=True, fresh=frozenset())

    def wound_damage(self) -> int:
        """The damage the figure suffers at the start of its turn: 1 if Wounded
        (GH-COND-08). A character resolves it as character damage (GH-PSTART-01,
        GH-CDMG); for a monster see :func:`monster_wound`."""
        return 1 if Condition.WOUND in self.tokens else 0

    def removed_at_end_of_turn(self) -> frozenset[Condition]:
        """Immobilize, Disarm, Stun, Muddle, Invisible and Strengthen, except those
        applied during this turn (GH-PEND-02, GH-MEND-01, GH-GLOSS-109)."""
        return (self.tokens & ENDS_WITH_TURN) - self.fresh

    def end_turn(self) -> FigureConditions:
        """The figure's turn ends: remove :meth:`removed_at_end_of_turn`."""
        gone = self.removed_at_end_of_turn()
        return replace(self, tokens=self.tokens - gone, fresh=frozenset(), in_turn=False)

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
        return Condition.STUN not in self.tokens

    def can_use_items(self) -> bool:
        """A Stunned character cannot use Items (GH-COND-11, GH-ITEM-03)."""
        return Condition.STUN not in self.tokens

    def can_move(self) -> bool:
        """No Move ability when Immobilized (GH-COND-09, GH-MOVE-02, GH-MMOVE-01) or
        Stunned. Push and Pull are not Move abilities."""
        return self.can_act() and Condition.IMMOBILIZE not in self.tokens

    def can_attack(self) -> bool:
        """No Attack ability, nor its effects, when Disarmed (GH-COND-10, GH-ATK-02,
        GH-MATK-01) or Stunned."""
        return self.can_act() and Condition.DISARM not in self.tokens

    def can_use_shield_and_retaliate(self) -> bool:
        """Active Shield and Retaliate still work when Stunned (GH-SHIELD-06,
        GH-RETAL-07): conditions never switch them off."""
        return True

    def can_be_focused(self) -> bool:
        """Enemies cannot Focus an Invisible figure (GH-COND-15)."""
        return Condition.INVISIBLE not in self.tokens

    def can_be_targeted_by_enemies(self) -> bool:
        """Nor affect it with targeted abilities ("target", "attack") (GH-COND-15)."""
        return Condition.INVISIBLE not in self.tokens

    def obstacle_to_monsters(self) -> bool:
        """Monsters treat an Invisible enemy as an Obstacle (GH-COND-15)."""
        return Condition.INVISIBLE in self.tokens

    def stunned_turn_options(self) -> tuple[str, ...]:
        """A Stunned character's turn: Long Rest, or discard its 2 cards from Hand
        unplayed (GH-COND-11, GH-ACTION-01). Empty when not Stunned."""
        return ("long-rest", "discard-two") if Condition.STUN in self.tokens else ()

    def attack_draw(
        self,
        *,
        ranged_adjacent: bool = False,
        advantage: bool = False,
        disadvantage: bool = False,
    ) -> Draw:
        """How this figure's attack draws: Strengthen gives Advantage (GH-COND-16), Muddle
        (GH-COND-12) and a ranged attack on an adjacent enemy (GH-RANGED-04) give
        Disadvantage; ``advantage``/``disadvantage`` add other sources. Both: they cancel
        and one card is drawn (GH-AMD-03)."""
        adv = advantage or Condition.STRENGTHEN in self.tokens
        dis = disadvantage or ranged_adjacent or Condition.MUDDLE in self.tokens
        if adv == dis:
            return Draw.NORMAL
        return Draw.ADVANTAGE if adv else Draw.DISADVANTAGE


@dataclass(frozen=True)
class Application:
    """The result of :meth:`FigureConditions.apply`. ``card``: Bless or Curse, a card to
    shuffle into the target's draw pile. ``blocked_by``: ``obstacle``, ``immune`` or
    ``no-card-left`` when nothing was applied."""

    conditions: FigureConditions
    applied: bool
    card: Condition | None = None
    blocked_by: str | None = None


@dataclass(frozen=True)
class HealResult:
    conditions: FigureConditions
    restored: int
    removed: frozenset[Condition]


@dataclass(frozen=True)
class MonsterWound:
    """A monster's turn start (GH-MSTART-01): its HP after the Wound, whether it is
    removed, and the kill credit, which is never anyone's (table T-13)."""

    hp: int
    removed: bool
    kill_credit: None = None


def monster_wound(hp: int, conditions: FigureConditions) -> MonsterWound:
    """A Wounded monster suffers 1 damage at the start of its turn; at 0 HP it is
    removed and no character gets the kill (GH-MSTART-01, GH-COND-08). Wound damage is
    not an attack, so Shield does not reduce it (GH-ATK-03)."""
    hp -= conditions.wound_damage()
    return MonsterWound(hp, hp <= 0)


def poison_bonus(target: FigureConditions) -> int:
    """What an enemy adds to each of its attacks against ``target``: +1 if Poisoned
    (GH-COND-07, GH-ATK-11, GH-MATK-08)."""
    return 1 if Condition.POISON in target.tokens else 0


def apply_to_targets(
    targets: Sequence[FigureConditions],
    condition: Condition,
    *,
    cards_left: int | None = None,
) -> tuple[Application, ...]:
    """A negative condition of an ability goes to every target of that ability
    (GH-COND-06); each target's own immunities apply. For Bless and Curse the supply
    shrinks with each card given (GH-COND-05)."""
    results = []
    for target in targets:
        result = target.apply(condition, cards_left=cards_left)
        if result.card is not None and cards_left is not None:
            cards_left -= 1
        results.append(result)
    return tuple(results)


def may_give(
    condition: Condition,
    recipient: Literal["self", "ally", "enemy"],
    *,
    card_says: bool = False,
) -> bool:
    """Who an ability's condition may go to: a positive condition only to the figure
    itself or its allies (GH-COND-14); a negative one to enemies, since abilities do not
    target oneself or allies unless the card says so (``card_says``; GH-ABIL-01,
    GH-MACT-05)."""
    if CONDITIONS[Condition(condition)].positive:
        return recipient in ("self", "ally")
    return recipient == "enemy" or card_says


def can_heal(
    recipient: Literal["self", "ally", "enemy"],
    *,
    range_: int | None,
    distance: int = 0,
    in_los: bool = True,
) -> bool:
    """Whom a Heal reaches: Heal X Self (``range_`` None) the figure itself
    (GH-HEAL-01); Heal X Range Y the figure itself or 1 ally within Y hexes and in LOS
    (GH-HEAL-02)."""
    if recipient == "self":
        return True
    if recipient == "enemy" or range_ is None:
        return False
    return distance <= range_ and in_los
