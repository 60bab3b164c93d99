"""The observation encoding of Star Wars: Destiny, for learning agents.

Defined on ``state.view(seat)`` (:meth:`DestinyObservation.encode_view`, see
:mod:`rulebound.kernel.observation`); :meth:`DestinyObservation.encode` computes the
same numbers straight from the state, reading only what :mod:`.views` shows the seat.
``docs/agents.md`` lists the slices. Players are in seat order from the observer
(:func:`~rulebound.kernel.observation.relative_names`: "me", then "next"...). Card
names and die faces are hashed into buckets.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.cards import SYMBOLS
from rulebound.games.destiny.model import IN_POOL, ON_CARD, OUT_OF_GAME, SET_ASIDE
from rulebound.kernel.observation import (
    Layout,
    ObservationEncoding,
    Slice,
    decision_slices,
    encode_decision,
    name_bucket,
    relative_names,
    scaled,
)

if TYPE_CHECKING:
    from rulebound.games.destiny.state import DestinyState

NAMES = 64
CHARACTERS = 4
CHARACTER = (
    "present, ready, damage/health, health/20, shields/3, elite, dice on the card/3, upgrades/3"
)
CHARACTER_SIZE = 8
OPTIONS = 64
"""Listed options (an ordering, an "either ... or") a decision may number."""


def _player_slices(who: str) -> list[Slice]:
    return [
        Slice(
            f"{who}_counts",
            6,
            "resources/10, hand size/10, deck/30, dice in the pool/10, "
            "dice set aside/10, dice out of the game/10",
        ),
        Slice(
            f"{who}_hand", NAMES, "cards in hand by name (hashed; zero for a hand hidden from me)"
        ),
        Slice(f"{who}_discard", NAMES, "cards in the discard pile by name (hashed)"),
        Slice(
            f"{who}_characters",
            CHARACTERS * CHARACTER_SIZE,
            "the first four characters in play, each: " + CHARACTER,
        ),
        Slice(
            f"{who}_in_play",
            NAMES,
            "cards in play (characters, upgrades, supports) by name (hashed)",
        ),
        Slice(f"{who}_pool", 32, "dice in the pool by the face showing (hashed)"),
    ]


# offsets in a player's block, from its ``counts`` on (see _player_slices)
HAND, DISCARD, CHARS = 6, 6 + NAMES, 6 + 2 * NAMES
IN_PLAY = CHARS + CHARACTERS * CHARACTER_SIZE
POOL = IN_PLAY + NAMES


class _Piles:
    """A seat's hand and discard slices (the rest of ``vec`` stays zero) and the piles
    they were counted from (see ``encode``)."""

    def __init__(self, vec: array[float], players: int) -> None:
        self.vec = vec
        self.cards: list[Any] = []  # the state's card list the piles index
        self.hand: list[int] | None = None
        self.discards: list[list[int] | None] = [None] * players


class DestinyObservation(ObservationEncoding):
    def __init__(self, players: int, action_ids: tuple[int, ...]) -> None:
        self.action_ids = action_ids
        self.who = relative_names(players)
        n = players
        self.layout = Layout(
            [
                Slice("round", 2, "round/10, my turn"),
                Slice("claimed", n, "who claimed the battlefield this round (one-hot, me first)"),
                Slice("phase", 8, "the phase by name (hashed one-hot)"),
                Slice("battlefield", n, "who controls the battlefield (one-hot, me first)"),
                *(piece for who in self.who for piece in _player_slices(who)),
                *decision_slices(),
            ]
        )
        start = self.layout.start
        self._player_at = [start[f"{who}_counts"] for who in self.who]
        # by id(object): (the object, kept so the id stays its own, and its buckets)
        self._names: dict[int, tuple[Any, int, int]] = {}
        self._faces: dict[int, tuple[Any, int]] = {}
        self._kinds: dict[tuple[str, int], int] = {}
        self._table: tuple[list[Any], list[tuple[Any, int, int]]] = ([], [])
        self._piles: dict[int, _Piles] = {}
        self._zeros = array("f", bytes(4 * NAMES))
        self._claimed_at = start["claimed"]
        self._phase_at = start["phase"]
        self._battlefield_at = start["battlefield"]
        self._decision_at = start["decision_mine"]  # and "decision_kind" after it

    def _cards(self, cards: list[Any]) -> list[tuple[Any, int, int]]:
        """:meth:`_card` of each of a play's cards (the plays of a game share their
        list of cards, so this is worked out once)."""
        known, table = self._table
        if known is not cards:
            table = [self._card(card) for card in cards]
            self._table = (cards, table)
        return table

    def _card(self, card: Any) -> tuple[Any, int, int]:
        """``card`` with the buckets of its name and of its title (what in play shows)."""
        found = self._names.get(id(card))
        if found is None:
            found = (card, name_bucket(card.name, NAMES), name_bucket(card.title, NAMES))
            self._names[id(card)] = found
        return found

    def _face(self, face: Any) -> int:
        found = self._faces.get(id(face))
        if found is None:
            found = self._faces[id(face)] = (face, name_bucket(str(face.label()), 32))
        return found[1]

    def _kind(self, name: str, buckets: int) -> int:
        found = self._kinds.get((name, buckets))
        if found is None:
            found = self._kinds[name, buckets] = name_bucket(name, buckets)
        return found

    def encode(self, state: Any, seat: int) -> array[float]:
        """:meth:`encode_view` of ``state.view(seat)``, read from the state: only the
        seat's own hand (SWD-HAND-04), everything else the view shows is public."""
        s: DestinyState = state
        n = len(self.who)
        cards = s.cards
        table = self._cards(cards)
        piles = self._piles.get(seat)
        if piles is None:
            piles = self._piles[seat] = _Piles(self.layout.blank(), n)
        self._update_piles(s, seat, piles, table)
        vec = piles.vec[:]
        vec[0] = s.round / 10.0  # the state's counts are ints: scaled() without its checks
        if s.turn == seat:
            vec[1] = 1.0
        if isinstance(s.claimed, int) and s.claimed >= 0:
            vec[self._claimed_at + (s.claimed - seat) % n] = 1.0
        if s.phase:
            vec[self._phase_at + self._kind(str(s.phase), 8)] = 1.0
        if s.battlefield >= 0:
            controller = s.units[s.battlefield].controller
            if controller >= 0:
                vec[self._battlefield_at + (controller - seat) % n] = 1.0
        player_at = [self._player_at[(p - seat) % n] for p in range(n)]  # by seat
        # one pass over the dice: per player the pool's faces and the dice counts, per
        # unit the dice on it
        pooled = [0] * n
        aside = [0] * n
        out = [0] * n
        on_card: dict[int, int] = {}
        faces = self._faces
        for d in s.dice:
            where = d.where
            if where == IN_POOL:
                owner = d.owner
                pooled[owner] += 1
                face = d.faces[d.side]
                found = faces.get(id(face))
                bucket = self._face(face) if found is None else found[1]
                vec[player_at[owner] + POOL + bucket] += 1.0
            elif where == ON_CARD:
                on_card[d.unit] = on_card.get(d.unit, 0) + 1
            elif where == SET_ASIDE:
                aside[d.owner] += 1
            elif where == OUT_OF_GAME:
                out[d.owner] += 1
        # one pass over the units in play: what each player has in play, the first
        # four characters of each (where each one's numbers start, by uid) and the
        # hosts of the upgrades
        characters = [0] * n
        char_at: dict[int, int] = {}
        hosts: list[int] = []
        for u in s.units:
            if not u.in_play:
                continue
            if u.host >= 0:
                hosts.append(u.host)
            p = u.controller
            if u.kind == "battlefield" or not 0 <= p < n:
                continue
            card, _, title = table[u.card]
            at = player_at[p]
            vec[at + IN_PLAY + title] += 1.0
            if u.kind != "character" or characters[p] == CHARACTERS:
                continue
            health = float(card.health or 1)
            base = at + CHARS + characters[p] * CHARACTER_SIZE
            characters[p] += 1
            char_at[u.uid] = base
            vec[base] = 1.0
            if u.ready:  # a unit's flags are bools and its counts ints (model.Unit)
                vec[base + 1] = 1.0
            vec[base + 2] = u.damage / health
            vec[base + 3] = health / 20.0
            vec[base + 4] = u.shields / 3.0
            if u.elite:
                vec[base + 5] = 1.0
        for uid, count in on_card.items():
            if uid in char_at:
                vec[char_at[uid] + 6] = count / 3.0
        for uid in set(hosts):
            if uid in char_at:
                vec[char_at[uid] + 7] = hosts.count(uid) / 3.0
        for p in range(n):
            at = player_at[p]
            vec[at] = s.resources[p] / 10.0
            vec[at + 1] = len(s.hand[p]) / 10.0
            vec[at + 2] = len(s.deck[p]) / 30.0
            vec[at + 3] = pooled[p] / 10.0
            vec[at + 4] = aside[p] / 10.0
            vec[at + 5] = out[p] / 10.0
        decision = s.decision()
        if decision.seat == seat:
            vec[self._decision_at] = 1.0
        if decision.kind:
            vec[self._decision_at + 1 + self._kind(decision.kind, 32)] += 1.0
        return vec

    def _update_piles(
        self, s: DestinyState, seat: int, piles: _Piles, table: list[tuple[Any, int, int]]
    ) -> None:
        """Bring ``piles`` up to ``s``: a pile is counted again when its cards differ from
        the last time (the piles hold indexes into the state's card list)."""
        vec, zeros = piles.vec, self._zeros
        if piles.cards is not s.cards:
            piles.cards = s.cards
            piles.hand = None
            piles.discards = [None] * len(piles.discards)
        hand = s.hand[seat]
        if hand != piles.hand:
            piles.hand = hand[:]
            at = self._player_at[0] + HAND
            vec[at : at + NAMES] = zeros
            for c in hand:
                vec[at + table[c][1]] += 1.0
        n = len(self.who)
        for k in range(n):
            discard = s.discard[(seat + k) % n]
            if discard != piles.discards[k]:
                piles.discards[k] = discard[:]
                at = self._player_at[k] + DISCARD
                vec[at : at + NAMES] = zeros
                for c in discard:
                    vec[at + table[c][1]] += 1.0

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        lay = self.layout
        vec = lay.zeros()
        seat = int(view.get("seat", 0))
        n = len(self.who)
        lay.put(
            vec,
            "round",
            [scaled(view.get("round"), 10.0), 1.0 if view.get("turn") == seat else 0.0],
        )
        claimed = view.get("claimed_by", -1)
        if isinstance(claimed, int) and claimed >= 0:
            lay.one_hot(vec, "claimed", (claimed - seat) % n)
        if view.get("phase"):
            lay.count_names(vec, "phase", [str(view["phase"])])
        controller = (view.get("battlefield") or {}).get("controller", -1)
        if isinstance(controller, int) and controller >= 0:
            lay.one_hot(vec, "battlefield", (controller - seat) % n)
        players = view.get("players") or []
        for k, who in enumerate(self.who):
            p = (seat + k) % n
            if p < len(players):
                self._player(vec, who, players[p])
        encode_decision(lay, vec, view)
        return vec

    def _player(self, vec: list[float], who: str, p: Mapping[str, Any]) -> None:
        lay = self.layout
        pool = p.get("pool") or []
        lay.put(
            vec,
            f"{who}_counts",
            [
                scaled(p.get("resources"), 10.0),
                scaled(p.get("hand_count"), 10.0),
                scaled(p.get("deck_count"), 30.0),
                len(pool) / 10.0,
                scaled(p.get("set_aside_dice"), 10.0),
                scaled(p.get("out_of_game_dice"), 10.0),
            ],
        )
        hand = p.get("hand")
        if isinstance(hand, list):
            lay.count_names(vec, f"{who}_hand", hand)
        lay.count_names(vec, f"{who}_discard", p.get("discard") or [])
        in_play = p.get("in_play") or []
        lay.count_names(vec, f"{who}_in_play", [u["name"] for u in in_play])
        characters = [u for u in in_play if u.get("kind") == "character"][:CHARACTERS]
        for k, u in enumerate(characters):
            health = float(u.get("health") or 1)
            lay.put(
                vec,
                f"{who}_characters",
                [
                    1.0,
                    scaled(u.get("ready"), 1.0),
                    scaled(u.get("damage"), health),
                    health / 20.0,
                    scaled(u.get("shields"), 3.0),
                    scaled(u.get("elite"), 1.0),
                    scaled(u.get("dice_on_card"), 3.0),
                    len(u.get("upgrades") or []) / 3.0,
                ],
                at=k * CHARACTER_SIZE,
            )
        lay.count_names(vec, f"{who}_pool", [str(d.get("showing")) for d in pool])


def action_ids(cards: int) -> tuple[int, ...]:
    """Every action integer a play whose card list has ``cards`` entries may offer (see
    :mod:`.encoding`): units and dice are numbered below the number of cards (twice
    that for dice, two for an elite character)."""
    ids = {enc.PASS, enc.YES, enc.REROLL, enc.CLAIM}
    ids.update(enc.resolve(symbol) for symbol in SYMBOLS)
    ids.update(enc.card(c) for c in range(cards))
    ids.update(enc.unit(u) for u in range(cards))
    ids.update(enc.die(d) for d in range(2 * cards))
    ids.update(enc.side(k) for k in range(6))
    ids.update(enc.option(k) for k in range(OPTIONS))
    ids.update(enc.card_action(u, k) for u in range(cards) for k in range(4))
    return tuple(sorted(ids))


def observation_encoding(game: Any) -> DestinyObservation:
    cards = len(game.new_initial_state(seed=0).cards)
    return DestinyObservation(game.num_players, action_ids(cards))
