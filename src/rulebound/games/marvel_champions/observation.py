"""The observation encoding of Marvel Champions, for learning agents.

Defined on ``state.view(seat)`` (:meth:`ChampionsObservation.encode_view`, see
:mod:`rulebound.kernel.observation`); :meth:`ChampionsObservation.encode` computes the
same numbers straight from the state, reading only what :mod:`.views` shows the seat.
``docs/agents.md`` lists the slices. Players are in seat order from the observer
("me", then "next"...). Card names are hashed into buckets.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.damage import identity_max_hp
from rulebound.games.marvel_champions.model import FORMS
from rulebound.games.marvel_champions.rules import (
    SIDE_SCHEMES,
    keyword_value,
    max_hp,
    stats,
    target_threat,
)
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
    from rulebound.games.marvel_champions.state import McState

NAMES = 64
OPTIONS = 40
"""Listed options (a mode, an order, a number) a decision may number."""


def _player_slices(who: str) -> list[Slice]:
    return [
        Slice(
            f"{who}_counts",
            12,
            "present, hero form, eliminated, hit points/15, hand size/8, "
            "deck/40, ATK/5, THW/5, DEF/5, engaged minions/5, their hit points/20, "
            "facedown encounter cards/3",
        ),
        Slice(
            f"{who}_hand", NAMES, "cards in hand by name (hashed; zero for a hand hidden from me)"
        ),
        Slice(f"{who}_discard", NAMES, "cards in the discard pile by name (hashed)"),
        Slice(f"{who}_in_play", NAMES, "cards in play by name (hashed), weighted 1 + counters/3"),
        Slice(f"{who}_minions", 32, "engaged minions by name (hashed)"),
    ]


def _damage_left(card: Mapping[str, Any]) -> float:
    return float(card.get("hit_points") or 0)


# offsets in a player's block, from its ``counts`` on (see _player_slices)
HAND, DISCARD, IN_PLAY = 12, 12 + NAMES, 12 + 2 * NAMES
MINIONS = IN_PLAY + NAMES
HERO_STATS = ("attack", "thwart", "defense")
VILLAIN_STATS = ("attack", "scheme")


class _Piles:
    """A seat's pile slices (the rest of ``vec`` stays zero) and the piles they were
    counted from, of the state whose ``units`` they belong to (see ``encode``)."""

    def __init__(self, vec: array[float], players: int) -> None:
        self.vec = vec
        self.players = players
        self.forget([])

    def forget(self, units: list[Any]) -> None:
        """Start again for another state: nothing counted is known to be current."""
        self.units = units
        self.enc_discard: list[int] | None = None
        self.hands: list[list[int] | None] = [None] * self.players
        self.discards: list[list[int] | None] = [None] * self.players


class ChampionsObservation(ObservationEncoding):
    def __init__(self, players: int, action_ids: tuple[int, ...]) -> None:
        self.action_ids = action_ids
        self.who = relative_names(players)
        self.layout = Layout(
            [
                Slice("round", 3, "round/10, I am the active player, I am the first player"),
                Slice("phase", 8, "the phase by name (hashed one-hot)"),
                Slice(
                    "villain",
                    6,
                    "villain hit points/30, ATK/5, SCH/5, stages left/3, stunned, confused",
                ),
                Slice("villain_name", 16, "the villain and its stage by name (hashed)"),
                Slice(
                    "schemes",
                    6,
                    "main scheme threat/20, its target/20, acceleration tokens/5, "
                    "side schemes/3, their threat/20, environments/3",
                ),
                Slice("side_schemes", 32, "side schemes in play by name (hashed)"),
                Slice(
                    "encounter", 3, "encounter deck/40, encounter discard pile/40, victory points/5"
                ),
                Slice("encounter_discard", NAMES, "the encounter discard pile by name (hashed)"),
                *(piece for who in self.who for piece in _player_slices(who)),
                *decision_slices(),
            ]
        )
        self._player_at = [self.layout.start[f"{who}_counts"] for who in self.who]
        self._start = start = self.layout.start
        self._villain_at = start["villain"]  # and "villain_name" after its 6
        self._sides_at = start["side_schemes"]  # after the 6 of "schemes"
        self._encounter_at = start["encounter"]
        self._decision_at = start["decision_mine"]  # and "decision_kind" after it
        self._buckets: dict[tuple[str, int], int] = {}
        self._table: tuple[list[Any], list[int]] = ([], [])
        self._villains: dict[int, tuple[list[Any], int]] = {}
        self._piles: dict[int, _Piles] = {}
        self._zeros = array("f", bytes(4 * NAMES))

    def _bucket(self, name: str, buckets: int) -> int:
        found = self._buckets.get((name, buckets))
        if found is None:
            found = self._buckets[name, buckets] = name_bucket(name, buckets)
        return found

    def _names(self, cards: list[Any]) -> list[int]:
        """The bucket among NAMES of each card's name (the plays of a game share their
        list of cards, so this is worked out once)."""
        known, table = self._table
        if known is not cards:
            table = [self._bucket(card.name, NAMES) for card in cards]
            self._table = (cards, table)
        return table

    def encode(self, state: Any, seat: int) -> array[float]:
        """:meth:`encode_view` of ``state.view(seat)``, read from the state: only the
        seat's own hand by name, no deck order, no facedown card (as :mod:`.views`).

        The piles (hands, discard piles, the encounter discard pile) change at few
        decisions: each seat keeps their slices (:class:`_Piles`) and copies them into
        every new vector; the rest is computed each time."""
        s: McState = state
        piles = self._piles.get(seat)
        if piles is None:
            piles = self._piles[seat] = _Piles(self.layout.blank(), len(self.who))
        units, cards = s.units, s.cards
        names = self._names(cards)
        self._update_piles(s, seat, piles, names)
        vec = piles.vec[:]
        vec[0] = s.round / 10.0  # the engine's counts are ints: scaled() without its checks
        if s.active == seat:
            vec[1] = 1.0
        if s.first == seat:
            vec[2] = 1.0
        if s.phase:
            vec[3 + self._bucket(str(s.phase), 8)] = 1.0
        villain = s.villain
        v = units[villain]
        at = self._villain_at
        vec[at] = (max_hp(s, villain) - v.damage) / 30.0
        attack, scheme = stats(s, villain, VILLAIN_STATS)
        vec[at + 1] = attack / 5.0
        vec[at + 2] = scheme / 5.0
        vec[at + 3] = len(s.stages) / 3.0
        vec[at + 4] = v.stunned / 1.0
        vec[at + 5] = v.confused / 1.0
        vec[at + 6 + self._villain_bucket(cards, v.card)] = 1.0
        # one pass over the cards in play: side schemes, environments, and per player
        # the cards in play and the engaged minions
        sides = environments = 0
        side_threat = 0.0
        n = len(self.who)
        player_at = self._player_at
        identities = {p.seat: p.identity for p in s.players}
        minions = [0] * n
        minion_hp = [0.0] * n
        sides_at = self._sides_at
        for u in s.play:
            unit = units[u]
            card = cards[unit.card]
            kind = card.type
            if kind in SIDE_SCHEMES:
                sides += 1
                side_threat += unit.threat / 20.0
                vec[sides_at + self._bucket(card.name, 32)] += 1.0
                if kind != "side_scheme":
                    continue  # a player's side scheme is by the main scheme (MC-PSS-02)
            elif kind == "environment":
                environments += 1
            elif kind == "minion" and 0 <= unit.engaged < n:
                k = (unit.engaged - seat) % n
                minions[k] += 1
                minion_hp[k] += float(max_hp(s, u) - unit.damage)  # hp_left of a minion
                vec[player_at[k] + MINIONS + self._bucket(card.name, 32)] += 1.0
            controller = unit.controller
            if unit.host < 0 and 0 <= controller < n and u != identities.get(controller):
                at = player_at[(controller - seat) % n] + IN_PLAY
                vec[at + names[unit.card]] += 1.0 + unit.counters / 3.0
        at = sides_at - 6  # the "schemes" slice
        vec[at] = units[s.main].threat / 20.0
        vec[at + 1] = target_threat(s) / 20.0
        vec[at + 2] = s.accel / 5.0
        vec[at + 3] = sides / 3.0
        vec[at + 4] = side_threat
        vec[at + 5] = environments / 3.0
        at = self._encounter_at
        vec[at] = len(s.enc_deck) / 40.0
        vec[at + 1] = len(s.enc_discard) / 40.0
        if s.victory:
            vec[at + 2] = sum(keyword_value(s, u, "Victory") for u in s.victory) / 5.0
        for p in s.players:
            if 0 <= p.seat < n:
                k = (p.seat - seat) % n
                at = player_at[k]
                self._counts(s, vec, at, p)
                vec[at + 9] = minions[k] / 5.0
                vec[at + 10] = minion_hp[k] / 20.0
        decision = s.decision()
        if decision.seat == seat:
            vec[self._decision_at] = 1.0
        if decision.kind:
            vec[self._decision_at + 1 + self._bucket(decision.kind, 32)] += 1.0
        return vec

    def _villain_bucket(self, cards: list[Any], index: int) -> int:
        found = self._villains.get(index)
        if found is None or found[0] is not cards:
            card = cards[index]
            found = self._villains[index] = (cards, name_bucket(f"{card.name} {card.stage}", 16))
        return found[1]

    def _update_piles(self, s: McState, seat: int, piles: _Piles, names: list[int]) -> None:
        """Bring ``piles`` up to ``s``: a pile is counted again when its cards differ
        from the last time (or the state is another one: a card of another state's
        unit may be another card)."""
        vec, units = piles.vec, s.units
        if piles.units is not units:
            piles.forget(units)
        if s.enc_discard != piles.enc_discard:
            piles.enc_discard = s.enc_discard[:]
            at = self._start["encounter_discard"]
            vec[at : at + NAMES] = self._zeros
            for u in s.enc_discard:
                vec[at + names[units[u].card]] += 1.0
        n = len(self.who)
        for p in s.players:
            if not 0 <= p.seat < n:
                continue
            k = (p.seat - seat) % n
            at = self._player_at[k]
            if k == 0 and p.hand != piles.hands[k]:  # another seat's hand stays zero
                piles.hands[k] = p.hand[:]
                vec[at + HAND : at + HAND + NAMES] = self._zeros
                for u in p.hand:
                    vec[at + HAND + names[units[u].card]] += 1.0
            if p.discard != piles.discards[k]:
                piles.discards[k] = p.discard[:]
                vec[at + DISCARD : at + DISCARD + NAMES] = self._zeros
                for u in p.discard:
                    vec[at + DISCARD + names[units[u].card]] += 1.0

    def _counts(self, s: McState, vec: array[float], at: int, p: Any) -> None:
        vec[at] = 1.0
        if FORMS[p.form] == "hero":
            vec[at + 1] = 1.0
        vec[at + 2] = p.eliminated / 1.0
        vec[at + 3] = (identity_max_hp(s, p.identity, p) - s.units[p.identity].damage) / 15.0
        vec[at + 4] = len(p.hand) / 8.0
        vec[at + 5] = len(p.deck) / 40.0
        if not p.eliminated:
            attack, thwart, defense = stats(s, p.identity, HERO_STATS)
            vec[at + 6] = attack / 5.0
            vec[at + 7] = thwart / 5.0
            vec[at + 8] = defense / 5.0
        vec[at + 11] = len(p.dealt) / 3.0

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        lay = self.layout
        vec = lay.zeros()
        seat = int(view.get("seat", 0))
        lay.put(
            vec,
            "round",
            [
                scaled(view.get("round"), 10.0),
                1.0 if view.get("active_player") == seat else 0.0,
                1.0 if view.get("first_player") == seat else 0.0,
            ],
        )
        if view.get("phase"):
            lay.count_names(vec, "phase", [str(view["phase"])])
        villain = view.get("villain") or {}
        lay.put(
            vec,
            "villain",
            [
                scaled(villain.get("hit_points"), 30.0),
                scaled(villain.get("attack"), 5.0),
                scaled(villain.get("scheme"), 5.0),
                scaled(villain.get("stages_left"), 3.0),
                scaled(villain.get("stunned"), 1.0),
                scaled(villain.get("confused"), 1.0),
            ],
        )
        lay.count_names(vec, "villain_name", [f"{villain.get('name')} {villain.get('stage')}"])
        main = view.get("main_scheme") or {}
        sides = view.get("side_schemes") or []
        lay.put(
            vec,
            "schemes",
            [
                scaled(main.get("threat"), 20.0),
                scaled(main.get("target"), 20.0),
                scaled(main.get("acceleration_tokens"), 5.0),
                len(sides) / 3.0,
                sum(scaled(c.get("threat"), 20.0) for c in sides),
                len(view.get("environments") or []) / 3.0,
            ],
        )
        lay.count_names(vec, "side_schemes", [c["name"] for c in sides])
        discard = view.get("encounter_discard") or []
        lay.put(
            vec,
            "encounter",
            [
                scaled(view.get("encounter_deck"), 40.0),
                len(discard) / 40.0,
                scaled(view.get("victory_points"), 5.0),
            ],
        )
        lay.count_names(vec, "encounter_discard", discard)
        players = {p.get("seat"): p for p in view.get("players") or []}
        n = len(self.who)
        for k, who in enumerate(self.who):
            p = players.get((seat + k) % n)
            if p is not None:
                self._player(vec, who, p)
        encode_decision(lay, vec, view)
        return vec

    def _player(self, vec: list[float], who: str, p: Mapping[str, Any]) -> None:
        lay = self.layout
        hand = p.get("hand")
        minions = p.get("engaged_minions") or []
        lay.put(
            vec,
            f"{who}_counts",
            [
                1.0,
                1.0 if p.get("form") == "hero" else 0.0,
                scaled(p.get("eliminated"), 1.0),
                scaled(p.get("hit_points"), 15.0),
                (len(hand) if isinstance(hand, list) else scaled(hand, 1.0)) / 8.0,
                scaled(p.get("deck"), 40.0),
                scaled(p.get("attack"), 5.0),
                scaled(p.get("thwart"), 5.0),
                scaled(p.get("defense"), 5.0),
                len(minions) / 5.0,
                sum(_damage_left(m) for m in minions) / 20.0,
                scaled(p.get("facedown_encounter_cards"), 3.0),
            ],
        )
        if isinstance(hand, list):
            lay.count_names(vec, f"{who}_hand", hand)
        lay.count_names(vec, f"{who}_discard", p.get("discard") or [])
        start = lay.start[f"{who}_in_play"]
        for card in p.get("in_play") or []:
            bucket = start + _bucket(card["name"])
            vec[bucket] += 1.0 + scaled(card.get("counters"), 3.0)
        lay.count_names(vec, f"{who}_minions", [m["name"] for m in minions])


def _bucket(name: str) -> int:
    from rulebound.kernel.observation import name_bucket

    return name_bucket(name, NAMES)


def action_ids(cards: int, units: int, players: int) -> tuple[int, ...]:
    """Every action integer a play with ``cards`` card indexes and ``units`` cards in
    the game may offer (see :mod:`.encoding`)."""
    ids = {enc.PASS, enc.YES, enc.FORM, enc.ATTACK, enc.THWART, enc.RECOVER, enc.DEFEND}
    ids.update(enc.option(k) for k in range(OPTIONS))
    ids.update(enc.seat(s) for s in range(players))
    ids.update(range(enc.RESOURCE, enc.RESOURCE + 4))
    ids.update(enc.hand(c) for c in range(min(cards, enc.UID - enc.HAND)))
    ids.update(enc.uid(u) for u in range(units))
    ids.update(enc.use(u, k) for u in range(units) for k in range(4))
    ids.update(enc.ALLY_ATTACK + u for u in range(units))
    ids.update(enc.ALLY_THWART + u for u in range(units))
    return tuple(sorted(ids))


def observation_encoding(game: Any) -> ChampionsObservation:
    state = game.new_initial_state(seed=0)
    units = min(len(state.units) + 32, enc.MAX_UIDS)  # tokens and copies made in play
    return ChampionsObservation(
        game.num_players, action_ids(len(state.cards), units, game.num_players)
    )
