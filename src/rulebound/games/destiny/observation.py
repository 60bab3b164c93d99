"""The observation encoding of Star Wars: Destiny, for learning agents.

Built from ``state.view(seat)`` only (see :mod:`rulebound.kernel.observation`);
``docs/agents.md`` lists the slices. Players are in seat order from the observer
(:func:`~rulebound.kernel.observation.relative_names`: "me", then "next"...). Card
names and die faces are hashed into buckets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.cards import SYMBOLS
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
