"""The pieces on the table: cards in play (:class:`Unit`) and dice (:class:`GameDie`).

Both are small mutable records with ``copy()``, so a state clones by copying a
few dozen of them (no deepcopy).
"""

from __future__ import annotations

from rulebound.kernel.dice import DieFace

# Where a die is (SWD-POOL-01, SWD-DIECARD-01, SWD-SETASIDE-01).
ON_CARD, IN_POOL, SET_ASIDE, OUT_OF_GAME, HELD = 0, 1, 2, 3, 4
WHERE = ("on its card", "in the dice pool", "set aside", "out of the game", "held by a card")

CHARACTER, UPGRADE, SUPPORT, BATTLEFIELD = "character", "upgrade", "support", "battlefield"


class Unit:
    """A card in play (or a battlefield): a character, upgrade, support or battlefield.

    ``uid`` is stable for the card's stay in play; a card that leaves play and comes
    back is a new unit. ``host`` is the character an upgrade is attached to.
    """

    __slots__ = (
        "card",
        "controller",
        "damage",
        "elite",
        "host",
        "in_play",
        "kind",
        "owner",
        "ready",
        "shields",
        "uid",
    )

    def __init__(self, uid: int, card: int, owner: int, kind: str) -> None:
        self.uid = uid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.kind = kind
        self.ready = True
        self.damage = 0
        self.shields = 0
        self.host = -1
        self.elite = False
        self.in_play = True

    def copy(self) -> Unit:
        u = Unit.__new__(Unit)
        u.uid = self.uid
        u.card = self.card
        u.owner = self.owner
        u.controller = self.controller
        u.kind = self.kind
        u.ready = self.ready
        u.damage = self.damage
        u.shields = self.shields
        u.host = self.host
        u.elite = self.elite
        u.in_play = self.in_play
        return u

    def key(self) -> tuple[int, ...]:
        return (
            self.uid,
            self.card,
            self.owner,
            self.controller,
            hash(self.kind),
            self.ready,
            self.damage,
            self.shields,
            self.host,
            self.elite,
            self.in_play,
        )


class GameDie:
    """One physical die, matched to one card copy (SWD-ID-01, SWD-DIEID-01).

    ``unit`` is the card in play the die belongs to (-1 while its card is out of
    play). ``ace`` marks a die rolled by Ace in the Hole, set aside once it is
    resolved or removed. A die ``HELD`` by a card (Prized Possession) keeps its
    ``unit`` and names the card holding it in ``holder``.
    """

    __slots__ = ("ace", "card", "faces", "holder", "id", "owner", "side", "unit", "where")

    def __init__(self, die_id: int, card: int, owner: int, faces: tuple[DieFace, ...]) -> None:
        self.id = die_id
        self.card = card
        self.owner = owner
        self.faces = faces
        self.unit = -1
        self.where = SET_ASIDE
        self.side = 0
        self.ace = False
        self.holder = -1

    @property
    def face(self) -> DieFace:
        """The face showing (SWD-SHOWING-01); only meaningful in a dice pool."""
        return self.faces[self.side]

    def copy(self) -> GameDie:
        d = GameDie.__new__(GameDie)
        d.id = self.id
        d.card = self.card
        d.owner = self.owner
        d.faces = self.faces
        d.unit = self.unit
        d.where = self.where
        d.side = self.side
        d.ace = self.ace
        d.holder = self.holder
        return d

    def key(self) -> tuple[int, ...]:
        return (
            self.id,
            self.card,
            self.owner,
            self.unit,
            self.where,
            self.side,
            self.ace,
            self.holder,
        )
