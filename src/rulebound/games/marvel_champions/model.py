"""The pieces of a Marvel Champions position: card instances and players.

Every physical card of the game (player decks, encounter sets, villain and main
scheme) is one :class:`Unit`, numbered by ``uid``; zones (decks, hands, discard
piles, the cards in play) are lists of uids kept by the state. A unit keeps what
a card in play carries: damage, threat, status cards, counters, what it is
attached to, which player a minion is engaged with, facedown boost cards.

Both classes copy themselves field by field, so cloning a state needs no deepcopy.
"""

from __future__ import annotations

from typing import Any

HERO, ALTER = 0, 1  # identity forms (MC-FORM-01)
FORMS = ("hero", "alter-ego")
VILLAIN_AREA = -1  # controller of encounter cards not in a player's play area
RESOURCE_TYPES = ("energy", "mental", "physical", "wild")
ENERGY, MENTAL, PHYSICAL, WILD = range(4)


class Unit:
    """One card instance and, while it is in play, its state."""

    __slots__ = (
        "boosts",
        "card",
        "confused",
        "controller",
        "counters",
        "damage",
        "engaged",
        "exhausted",
        "face",
        "host",
        "in_play",
        "owner",
        "stunned",
        "threat",
        "tough",
        "uid",
        "under",
    )

    def __init__(self, uid: int, card: int, owner: int) -> None:
        self.uid = uid
        self.card = card  # index into the card pool (the faceup side for identities)
        self.owner = owner  # seat, or VILLAIN_AREA for encounter cards
        self.controller = owner
        self.in_play = False
        self.exhausted = False
        self.damage = 0
        self.threat = 0
        self.stunned = 0
        self.confused = 0
        self.tough = 0
        self.counters = 0  # all-purpose counters (uses, arrows, energy)
        self.host = -1  # uid of the card this one is attached to
        self.engaged = -1  # seat a minion is engaged with
        self.boosts: tuple[int, ...] = ()  # facedown boost cards dealt to an enemy
        self.under: tuple[int, ...] = ()  # facedown cards placed under this card
        # A card in play facedown as a Drone minion shows the facedown side (``card``);
        # ``face`` keeps its own card, turned faceup again when it leaves play.
        self.face = -1

    def copy(self) -> Unit:
        u = Unit.__new__(Unit)
        u.uid = self.uid
        u.card = self.card
        u.owner = self.owner
        u.controller = self.controller
        u.in_play = self.in_play
        u.exhausted = self.exhausted
        u.damage = self.damage
        u.threat = self.threat
        u.stunned = self.stunned
        u.confused = self.confused
        u.tough = self.tough
        u.counters = self.counters
        u.host = self.host
        u.engaged = self.engaged
        u.boosts = self.boosts
        u.under = self.under
        u.face = self.face
        return u

    def reset(self) -> None:
        """Leaving play: a card has no memory of its previous state (MC-LEAVE-02)."""
        self.in_play = False
        self.exhausted = False
        self.damage = self.threat = self.stunned = self.confused = self.tough = 0
        self.counters = 0
        self.host = -1
        self.engaged = -1
        self.boosts = ()
        self.under = ()
        self.controller = self.owner
        if self.face >= 0:  # a facedown Drone turns faceup as it leaves play
            self.card, self.face = self.face, -1

    def key(self) -> tuple[Any, ...]:
        return (
            self.card,
            self.controller,
            self.in_play,
            self.exhausted,
            self.damage,
            self.threat,
            self.stunned,
            self.confused,
            self.tough,
            self.counters,
            self.host,
            self.engaged,
            self.boosts,
            self.under,
            self.face,
        )


class Player:
    """One seat: identity, form, hand, deck, discard pile and facedown encounter cards."""

    __slots__ = (
        "alter",
        "dealt",
        "deck",
        "discard",
        "eliminated",
        "flipped",
        "form",
        "hand",
        "hero",
        "identity",
        "nemesis",
        "obligation",
        "reshuffled",
        "seat",
        "set_aside",
        "table",
    )

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.identity = -1  # uid of the identity card
        self.hero = -1  # card index of the hero side
        self.alter = -1  # card index of the alter-ego side
        self.form = ALTER  # MC-IDENTITY-02
        self.flipped = False  # changed form this turn (MC-TURN-02)
        self.eliminated = False
        self.hand: list[int] = []
        self.deck: list[int] = []  # top of deck = end of the list
        self.discard: list[int] = []  # top = end
        self.dealt: list[int] = []  # facedown encounter cards, in the order dealt
        self.nemesis: list[int] = []  # the set-aside nemesis set
        self.obligation: list[int] = []
        self.set_aside: list[int] = []  # their Permanent cards (MC-KEYWORD-PERMANENT-02)
        self.table: list[int] = []  # revealed, on the table in front of it (MC-REVEAL-09)
        # The cards the last reshuffle put into the deck: they came from the faceup
        # discard pile, so every player saw them (the view lists their names).
        self.reshuffled: tuple[int, ...] = ()

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.seat = self.seat
        p.identity = self.identity
        p.hero = self.hero
        p.alter = self.alter
        p.form = self.form
        p.flipped = self.flipped
        p.eliminated = self.eliminated
        p.hand = self.hand[:]
        p.deck = self.deck[:]
        p.discard = self.discard[:]
        p.dealt = self.dealt[:]
        p.nemesis = self.nemesis[:]
        p.obligation = self.obligation[:]
        p.set_aside = self.set_aside[:]
        p.table = self.table[:]
        p.reshuffled = self.reshuffled
        return p

    def key(self) -> tuple[Any, ...]:
        return (
            self.form,
            self.flipped,
            self.eliminated,
            tuple(self.hand),
            tuple(self.deck),
            tuple(self.discard),
            tuple(self.dealt),
            tuple(self.nemesis),
            tuple(self.obligation),
            tuple(self.table),
            self.reshuffled,
            tuple(self.set_aside),
        )
