"""The round's turn order (catalog sections 5 and 6, table T-06).

:func:`round_order` sorts the figures at the start of a round: ascending Initiative
(GH-RSTART-13), a player before a monster on a tie (GH-RSTART-18), tied players by
their second card (GH-RSTART-17), a monster type's Elites then Normals by standee
number (GH-RSTART-14), a player's summons just before it in the order they were
summoned (GH-RSTART-19, -20), scenario allies by token number (GH-RSTART-21). A
monster type, a player with its summons and an ally group each act as one
:class:`Block`. Where the rules let the players decide (two monster types on one
Initiative, GH-RSTART-15; players still tied after the second card, GH-RSTART-17),
the tied blocks stay together as an open choice until :meth:`TurnOrder.choose_first`
answers it; nothing is picked silently.

    >>> order = round_order(
    ...     [Character("Brute", 25, 60), Character("Tinkerer", 25, 40, summons=("Drone",)),
    ...      Character("Spellweaver", None)],                    # a Long Rest: 99
    ...     [MonsterGroup("guard", 25, (Standee(1), Standee(2), Standee(3, elite=True)))],
    ... )
    >>> [t.figure for t in order.turns()]
    ['Drone', 'Tinkerer', 'Brute', 'guard 3', 'guard 1', 'guard 2', 'Spellweaver']
    >>> tied = round_order([], [MonsterGroup("guard", 30, (Standee(1),)),
    ...                         MonsterGroup("archer", 30, (Standee(1),))])
    >>> tied.ties()
    (('guard', 'archer'),)
    >>> [b.key for b in tied.choose_first("archer").blocks()]
    ['archer', 'guard']

During the round the engine keeps the *remaining* order and takes turns with
:meth:`TurnOrder.pop`. Monsters revealed by a door or spawned mid-round join it with
:func:`add_arrivals` (GH-MOVE-21, -22, GH-ROUND-04 to -06); monster summons and
player summons do not act in the round they appear (GH-MSUMMON-06, GH-SUMMON-05).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from rulebound.kernel.timing import initiative_order

LONG_REST_INITIATIVE = 99  # GH-RSTART-16, GH-LREST-01
RANK_ORDER = {"elite": 0, "normal": 1, "boss": 2}  # GH-RSTART-14; bosses: GH-ACTION-07
SIDE_ORDER = {"character": 0, "monster": 1, "ally": 1}  # GH-RSTART-18

Arrival = Literal["revealed", "spawned", "spawned-end-of-round", "summoned"]

# The pieces of an order are named tuples: they are made afresh every round and
# every turn, and a named tuple is made several times faster than a frozen dataclass.


class Character(NamedTuple):
    """A player's round: ``leading`` is the Leading Card's Initiative (GH-RSTART-06),
    ``None`` for a Long Rest (99, GH-RSTART-16); ``second`` the other card's Initiative
    (GH-RSTART-17). ``summons`` are its summons on the map, in the order summoned
    (GH-RSTART-20); one summoned during this round is not listed (GH-SUMMON-05)."""

    name: str
    leading: int | None
    second: int | None = None
    summons: tuple[str, ...] = ()

    @property
    def long_rest(self) -> bool:
        return self.leading is None

    @property
    def initiative(self) -> int:
        return LONG_REST_INITIATIVE if self.leading is None else self.leading


class Standee(NamedTuple):
    """One monster: standee number and rank (``boss`` for Named Monsters and Bosses,
    which are neither Normal nor Elite, GH-ACTION-07)."""

    number: int
    elite: bool = False
    boss: bool = False

    @property
    def rank(self) -> str:
        return "boss" if self.boss else "elite" if self.elite else "normal"


class MonsterGroup(NamedTuple):
    """The monsters of one type with its ability card's Initiative (GH-RSTART-11)."""

    name: str
    initiative: int
    standees: tuple[Standee, ...]


class AllyGroup(NamedTuple):
    """Special scenario allies with numbered tokens (GH-RSTART-21) at the Initiative
    the scenario gives them."""

    name: str
    initiative: int
    tokens: tuple[int, ...]


class Turn(NamedTuple):
    """One figure's turn. ``name`` is the character, summon, monster type or ally
    group; ``number`` the standee or token number; ``owner`` a summon's summoner."""

    kind: str  # character, summon, monster, ally
    name: str
    initiative: int
    number: int = 0
    rank: str = ""
    owner: str = ""

    @property
    def figure(self) -> str:
        """A readable figure id: ``"guard 3"`` for standee 3 of type guard."""
        return f"{self.name} {self.number}" if self.kind in ("monster", "ally") else self.name


class Block(NamedTuple):
    """Figures that act together: a player preceded by its summons, a monster type,
    or an ally group. ``key`` is the character, type or group name."""

    key: str
    side: str  # character, monster, ally
    initiative: int
    turns: tuple[Turn, ...]
    second: int | None = None  # a player's non-leading card

    def sort_key(self) -> tuple[int, int]:
        return (self.initiative, SIDE_ORDER[self.side])


Entry = tuple[Block, ...]  # one block, or several tied blocks the players must order


@dataclass(frozen=True)
class TurnOrder:
    """The order of the blocks still to act. An entry of several blocks is a tie
    that the players decide (GH-RSTART-15, -17; T-12)."""

    entries: tuple[Entry, ...] = ()

    def ties(self) -> tuple[tuple[str, ...], ...]:
        """The open choices: the keys of each group of tied blocks, in order."""
        return tuple(tuple(b.key for b in e) for e in self.entries if len(e) > 1)

    @property
    def decided(self) -> bool:
        return not self.ties()

    def choose_first(self, key: str) -> TurnOrder:
        """The players' answer to a tie: block ``key`` acts first among those tied
        with it; the others stay tied (one left is placed without a choice)."""
        for i, entry in enumerate(self.entries):
            keys = [b.key for b in entry]
            if key in keys and len(entry) > 1:
                chosen = entry[keys.index(key)]
                rest = tuple(b for b in entry if b.key != key)
                return TurnOrder((*self.entries[:i], (chosen,), rest, *self.entries[i + 1 :]))
        raise ValueError(f"{key!r} is not in an open tie")

    def blocks(self) -> tuple[Block, ...]:
        """The blocks in order; only once every tie is decided."""
        if not self.decided:
            raise ValueError(f"the players must first order the ties {self.ties()}")
        return tuple(e[0] for e in self.entries)

    def turns(self) -> tuple[Turn, ...]:
        """Every turn in order; only once every tie is decided."""
        return tuple(t for b in self.blocks() for t in b.turns)

    def positions(self) -> dict[str, int]:
        """Figure id -> place in the order (0 acts first), for the Focus tie-breaker
        "the enemy that acts first" (GH-FOCUS-08)."""
        return {t.figure: i for i, t in enumerate(self.turns())}

    @property
    def done(self) -> bool:
        """Every figure has acted: ``len(self) == 0``, without counting (asked before
        every turn)."""
        return not any(b.turns for e in self.entries for b in e)

    def __len__(self) -> int:
        return sum(len(b.turns) for e in self.entries for b in e)

    def pop(self) -> tuple[Turn, TurnOrder]:
        """The next turn and the order without it (GH-ROUND-01)."""
        if not self.entries:
            raise IndexError("every figure has acted this round")
        head = self.entries[0]
        if len(head) > 1:
            raise ValueError(f"the players must first order {tuple(b.key for b in head)}")
        block = head[0]
        turn, rest = block.turns[0], block.turns[1:]
        later = self.entries[1:]
        if rest:
            later = ((Block(block.key, block.side, block.initiative, rest, block.second),), *later)
        return turn, TurnOrder(later)


# --- building blocks ------------------------------------------------------------------


def _monster_turns(name: str, initiative: int, standees: Iterable[Standee]) -> tuple[Turn, ...]:
    """GH-RSTART-14: Elites in ascending standee number, then Normals."""
    ordered = sorted(standees, key=lambda s: (RANK_ORDER[s.rank], s.number))
    return tuple(Turn("monster", name, initiative, s.number, s.rank) for s in ordered)


def character_block(character: Character) -> Block:
    """The player and, just before it, its summons in the order summoned
    (GH-RSTART-19, -20, GH-LREST-01: a resting player's summons still act)."""
    init = character.initiative
    turns = tuple(Turn("summon", s, init, owner=character.name) for s in character.summons)
    turns += (Turn("character", character.name, init),)
    return Block(character.name, "character", init, turns, character.second)


def monster_block(group: MonsterGroup) -> Block:
    turns = _monster_turns(group.name, group.initiative, group.standees)
    return Block(group.name, "monster", group.initiative, turns)


def ally_block(group: AllyGroup) -> Block:
    """GH-RSTART-21: ascending token number."""
    turns = tuple(Turn("ally", group.name, group.initiative, n) for n in sorted(group.tokens))
    return Block(group.name, "ally", group.initiative, turns)


def _player_entries(players: Sequence[Block]) -> list[Entry]:
    """Players on one Initiative: the lower second card first; the rest is theirs to
    decide (GH-RSTART-17). Reading: a player without a second card (a Long Rest)
    cannot be compared, so then all of them decide."""
    if any(p.second is None for p in players):
        return [tuple(players)]
    ranked = initiative_order((p, (p.second or 0,)) for p in players)
    entries: list[list[Block]] = []
    for p in ranked:
        if entries and entries[-1][-1].second == p.second:
            entries[-1].append(p)
        else:
            entries.append([p])
    return [tuple(e) for e in entries]


def _order(blocks: Sequence[Block]) -> TurnOrder:
    """Sort blocks (GH-RSTART-13, -18) and group what the players must decide."""
    keys = [b.key for b in blocks]
    if len(set(keys)) != len(keys):
        raise ValueError(f"every block needs its own name, got {keys}")
    ranked = initiative_order((b, b.sort_key()) for b in blocks)
    entries: list[Entry] = []
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j].sort_key() == ranked[i].sort_key():
            j += 1
        same = ranked[i:j]
        if same[0].side == "character":
            entries.extend(_player_entries(same))
        else:
            entries.append(tuple(same))  # monster types tied: the players decide
        i = j
    return TurnOrder(tuple(entries))


def round_order(
    characters: Iterable[Character],
    monsters: Iterable[MonsterGroup],
    allies: Iterable[AllyGroup] = (),
) -> TurnOrder:
    """The round's order (T-06). Monster types with no figure on the map have no
    card and no turn (GH-RSTART-09). Reading: an ally group ties like a monster type
    (the players decide; a player acts first)."""
    blocks = [character_block(c) for c in characters]
    blocks += [monster_block(g) for g in monsters if g.standees]
    blocks += [ally_block(a) for a in allies if a.tokens]
    return _order(blocks)


# --- figures arriving during the round -------------------------------------------------


def _merge(block: Block, group: MonsterGroup) -> Block:
    standees = [Standee(t.number, t.rank == "elite", t.rank == "boss") for t in block.turns]
    turns = _monster_turns(block.key, block.initiative, [*standees, *group.standees])
    return block._replace(turns=turns)


def _insert(order: TurnOrder, block: Block) -> TurnOrder:
    """Put a monster block in its normal place; equal keys make a tie with it."""
    entries = list(order.entries)
    key = block.sort_key()
    equal = [i for i, e in enumerate(entries) if e[0].sort_key() == key]
    if equal:  # reading: the players order all the tied types again
        tie = (*(b for i in equal for b in entries[i]), block)
        first = equal[0]
        entries = [e for i, e in enumerate(entries) if i not in equal]
        entries.insert(first, tie)
        return TurnOrder(tuple(entries))
    at = next((i for i, e in enumerate(entries) if e[0].sort_key() > key), len(entries))
    entries.insert(at, (block,))
    return TurnOrder(tuple(entries))


def add_arrivals(
    remaining: TurnOrder, groups: Iterable[MonsterGroup], reason: Arrival
) -> TurnOrder:
    """Monsters that appear during a figure's turn, added to the ``remaining`` order
    (the figures yet to act, the current one excluded).

    ``revealed`` (a door, GH-MOVE-21, -22) and ``spawned`` (GH-ROUND-04, -05): the
    new monsters of a type still to act join it (GH-RSTART-14); a new type takes its
    normal place by Initiative. Everything remaining acts at the current figure's
    Initiative or later, so a type with a lower Initiative lands first: right after
    the current turn, in Initiative order (tied types: the players decide).
    ``spawned-end-of-round`` (GH-ROUND-06) and ``summoned`` monsters (GH-MSUMMON-06)
    first act next round: the order is unchanged.
    """
    if reason in ("spawned-end-of-round", "summoned"):
        return remaining
    if reason not in ("revealed", "spawned"):
        raise ValueError(f"unknown arrival {reason!r}")
    order = remaining
    for group in groups:
        if not group.standees:
            continue
        found = [
            (i, j)
            for i, e in enumerate(order.entries)
            for j, b in enumerate(e)
            if b.side == "monster" and b.key == group.name
        ]
        if not found:
            order = _insert(order, monster_block(group))
            continue
        i, j = found[0]  # its type has still to act: the new monsters join it
        entry = list(order.entries[i])
        entry[j] = _merge(entry[j], group)
        entries = list(order.entries)
        entries[i] = tuple(entry)
        order = TurnOrder(tuple(entries))
    return order


def add_second_turn(remaining: TurnOrder, character: Character) -> TurnOrder:
    """A character's second turn of the round (item 70, Second Chance Ring) added to
    the ``remaining`` order at its new leading Initiative, later than its first: after
    every block with a lower Initiative, before a monster type or ally group on the
    same one (GH-RSTART-18), among players on the same one by the second card
    (GH-RSTART-17); a player it still ties with forms an open choice with it. Its
    summons took their turn already: the block is the character alone.

        >>> rest = round_order([Character("Tinkerer", 40, 60)],
        ...                    [MonsterGroup("guard", 50, (Standee(1),))])
        >>> later = add_second_turn(rest, Character("Brute", 50, 70))
        >>> [t.figure for t in later.turns()]
        ['Tinkerer', 'Brute', 'guard 1']
    """
    block = character_block(character._replace(summons=()))
    key = block.sort_key()
    entries = list(remaining.entries)
    at = len(entries)
    for i, entry in enumerate(entries):
        other = entry[0]
        if other.sort_key() < key:
            continue
        if other.sort_key() > key:
            at = i
            break
        if other.second is None or other.second == block.second:  # still tied
            entries[i] = (*entry, block)
            return TurnOrder(tuple(entries))
        if block.second is not None and other.second > block.second:
            at = i
            break
    entries.insert(at, (block,))
    return TurnOrder(tuple(entries))
