"""The observation encoding of Marvel Champions, for learning agents.

Built from ``state.view(seat)`` only (see :mod:`rulebound.kernel.observation`);
``docs/agents.md`` lists the slices. Players are in seat order from the observer
("me", then "next"...). Card names are hashed into buckets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.kernel.observation import (
    Layout,
    ObservationEncoding,
    Slice,
    decision_slices,
    encode_decision,
    relative_names,
    scaled,
)

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
