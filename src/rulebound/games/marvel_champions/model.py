"""The pieces of a Marvel Champions position: card instances and players.

Every physical card of the game (player decks, encounter sets, villain and main
scheme) is one :class:`Unit`, numbered by ``uid``; zones (decks, hands, discard
piles, the cards in play) are lists of uids kept by the state. A unit keeps what
a card in play carries: damage, threat, status cards, counters, what it is
attached to, which player a minion is engaged with, facedown boost cards.

Both classes copy themselves field by field (through their constructors), so cloning a
state needs no deepcopy.
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

    def __init__(
        self,
        uid: int,
        card: int,
        owner: int,
        controller: int,
        in_play: bool = False,
        exhausted: bool = False,
        damage: int = 0,
        threat: int = 0,
        stunned: int = 0,
        confused: int = 0,
        tough: int = 0,
        counters: int = 0,
        host: int = -1,
        engaged: int = -1,
        boosts: tuple[int, ...] = (),
        under: tuple[int, ...] = (),
        face: int = -1,
    ) -> None:
        # A new card instance gives its uid, card, owner and controller (its owner); a
        # copy gives every slot. Copies go through the constructor, not ``__new__``:
        # a compiled (mypyc) class can only be made by it, and in plain Python the call
        # costs what the attribute stores did.
        self.uid = uid
        self.card = card  # index into the card pool (the faceup side for identities)
        self.owner = owner  # seat, or VILLAIN_AREA for encounter cards
        self.controller = controller
        self.in_play = in_play
        self.exhausted = exhausted
        self.damage = damage
        self.threat = threat
        self.stunned = stunned
        self.confused = confused
        self.tough = tough
        self.counters = counters  # all-purpose counters (uses, arrows, energy)
        self.host = host  # uid of the card this one is attached to
        self.engaged = engaged  # seat a minion is engaged with
        self.boosts = boosts  # facedown boost cards dealt to an enemy
        self.under = under  # facedown cards placed under this card
        # A card in play facedown as a Drone minion shows the facedown side (``card``);
        # ``face`` keeps its own card, turned faceup again when it leaves play.
        self.face = face

    def copy(self) -> Unit:
        return Unit(
            self.uid,
            self.card,
            self.owner,
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

    def __init__(
        self,
        seat: int,
        identity: int = -1,
        hero: int = -1,
        alter: int = -1,
        form: int = ALTER,
        flipped: bool = False,
        eliminated: bool = False,
        lists: tuple[list[int], ...] = (),
        reshuffled: tuple[int, ...] = (),
    ) -> None:
        # A new seat gives its number; a copy gives every slot, its eight lists as
        # ``lists`` (copied), in the order of the slots below.
        self.seat = seat
        self.identity = identity  # uid of the identity card
        self.hero = hero  # card index of the hero side
        self.alter = alter  # card index of the alter-ego side
        self.form = form  # MC-IDENTITY-02: alter-ego at first
        self.flipped = flipped  # changed form this turn (MC-TURN-02)
        self.eliminated = eliminated
        if not lists:
            lists = ([], [], [], [], [], [], [], [])
        self.hand: list[int] = lists[0]
        self.deck: list[int] = lists[1]  # top of deck = end of the list
        self.discard: list[int] = lists[2]  # top = end
        self.dealt: list[int] = lists[3]  # facedown encounter cards, in the order dealt
        self.nemesis: list[int] = lists[4]  # the set-aside nemesis set
        self.obligation: list[int] = lists[5]
        self.set_aside: list[int] = lists[6]  # their Permanent cards (MC-KEYWORD-PERMANENT-02)
        self.table: list[int] = lists[7]  # revealed, in front of it (MC-REVEAL-09)
        # The cards the last reshuffle put into the deck: they came from the faceup
        # discard pile, so every player saw them (the view lists their names).
        self.reshuffled = reshuffled

    def copy(self) -> Player:
        return Player(
            self.seat,
            self.identity,
            self.hero,
            self.alter,
            self.form,
            self.flipped,
            self.eliminated,
            (
                self.hand[:],
                self.deck[:],
                self.discard[:],
                self.dealt[:],
                self.nemesis[:],
                self.obligation[:],
                self.set_aside[:],
                self.table[:],
            ),
            self.reshuffled,
        )

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
