"""The figures on the map and the characters' cards, as small mutable records.

A :class:`Figure` is anything with a standee: a character, a character's summon, a
monster. A :class:`Hero` is the player's side of a character: its cards, its
attack modifier deck, its XP and loot. States copy these records when cloned, so
every field is a plain value or a list/tuple.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulebound.games.gloomhaven.classes import CharacterClass
from rulebound.games.gloomhaven.conditions import FigureConditions
from rulebound.games.gloomhaven.modifiers import ModifierDeck
from rulebound.kernel.hexgrid import Hex

CHARACTER = "character"
SUMMON = "summon"
MONSTER = "monster"
OBSTACLE = "obstacle"  # an obstacle with hit points (GH-ATK-06): attacked, never acts


@dataclass
class Figure:
    """``kind``: character, summon or monster. ``name``: the class name, the summon's
    name, or the monster type's name. ``type``: the class id, summon id or monster
    type id. ``number``: a monster's standee number, a summon's order of summoning.
    ``seat``: the owning character's seat (a character or its summon), else -1."""

    id: int
    kind: str
    name: str
    type: str
    hex: Hex
    hp: int
    max_hp: int
    number: int = 0
    rank: str = ""  # normal / elite for monsters; boss for a Boss or Named Monster
    seat: int = -1
    conditions: FigureConditions = field(default_factory=FigureConditions)
    alive: bool = True
    summoned: bool = False  # a monster summon: no Money Token (GH-ATKRES-05)
    fresh: bool = False  # appeared this round: does not act (GH-SUMMON-05, GH-MSUMMON-06)
    shield: int = 0  # Shield from this round's ability card / bonuses / modifiers
    retaliate: tuple[tuple[int, int], ...] = ()  # (value, range) active this round
    card: int = -1  # a summon: the ability card index that holds it (GH-SUMMON-03)
    spawned: bool = False  # a spawned monster: no Money Token either (GH-ATKRES-05, GH-GLOSS-70)

    def copy(self) -> Figure:
        return Figure(
            self.id,
            self.kind,
            self.name,
            self.type,
            self.hex,
            self.hp,
            self.max_hp,
            self.number,
            self.rank,
            self.seat,
            self.conditions,
            self.alive,
            self.summoned,
            self.fresh,
            self.shield,
            self.retaliate,
            self.card,
            self.spawned,
        )

    @property
    def label(self) -> str:
        if self.kind == MONSTER:
            rank = "elite " if self.rank == "elite" else ""
            return f"{rank}{self.name} {self.number}"
        return self.name

    def key(self) -> tuple[object, ...]:
        return (
            self.id,
            self.hex,
            self.hp,
            self.alive,
            sorted(self.conditions.tokens),
            sorted(self.conditions.fresh),
            self.shield,
            self.retaliate,
            self.fresh,
            self.card,
            self.spawned,
        )


@dataclass
class ActiveCard:
    """A card in the Active Area: its ``half``, the uses left on a persistent bonus,
    and the summon it holds."""

    card: int
    half: str
    uses_left: int = 0
    slot: int = 0  # the next slot (GH-BONUS-03)
    summon: int = -1
    targets: tuple[int, ...] = ()  # figures a bonus applies to, fixed when played
    boost: int = 0  # a consumed element's extra value, fixed when played (data README)

    def copy(self) -> ActiveCard:
        return ActiveCard(
            self.card, self.half, self.uses_left, self.slot, self.summon, self.targets, self.boost
        )


@dataclass
class Hero:
    """The player's side of a character: cards (indices into ``cls.cards``), deck,
    XP, loot, the round's plan."""

    seat: int
    cls: CharacterClass
    level: int
    figure: int  # the Figure id
    hand: list[int]
    deck: ModifierDeck
    discard: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    active: list[ActiveCard] = field(default_factory=list)
    plan: tuple[int, ...] = ()  # (leading, second) or () for a Long Rest
    long_rest: bool = False
    unplayed: list[int] = field(default_factory=list)  # this round's cards not yet played
    xp: int = 0
    coins: int = 0
    treasures: list[int] = field(default_factory=list)
    exhausted: bool = False
    kills: int = 0
    items: list[int] = field(default_factory=list)  # item ids equipped
    item_state: list[str] = field(default_factory=list)  # ready / spent / consumed
    item_used: list[int] = field(default_factory=list)  # use circles filled
    found: list[int] = field(default_factory=list)  # items looted: usable after (GH-LOOT-03)
    initiative_shift: int = 0  # this round's Boots of Speed (item 15): -10, 0 or +10
    marked: int = -1  # the enemy with the character's token (Black Card, item 129)

    def copy(self) -> Hero:
        return Hero(
            self.seat,
            self.cls,
            self.level,
            self.figure,
            self.hand[:],
            self.deck,
            self.discard[:],
            self.lost[:],
            [a.copy() for a in self.active],
            self.plan,
            self.long_rest,
            self.unplayed[:],
            self.xp,
            self.coins,
            self.treasures[:],
            self.exhausted,
            self.kills,
            self.items,
            self.item_state[:],
            self.item_used[:],
            self.found[:],
            self.initiative_shift,
            self.marked,
        )

    def key(self) -> tuple[object, ...]:
        return (
            self.hand,
            self.discard,
            self.lost,
            [(a.card, a.half, a.uses_left, a.slot, a.summon, a.targets) for a in self.active],
            self.plan,
            self.long_rest,
            self.unplayed,
            self.xp,
            self.coins,
            self.treasures,
            self.exhausted,
            self.kills,
            self.deck,
            self.item_state,
            self.item_used,
            self.found,
            self.initiative_shift,
            self.marked,
        )
