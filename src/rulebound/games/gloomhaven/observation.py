"""The observation encoding of Gloomhaven, for learning agents.

Defined on ``state.view(seat)`` (:meth:`GloomhavenObservation.encode_view`, see
:mod:`rulebound.kernel.observation`); :meth:`GloomhavenObservation.encode` computes the
same numbers straight from the state, reading only what :mod:`.views` shows the seat.
``docs/agents.md`` lists the slices. Characters are in seat order from the observer
("me", then "next"...); hexes are given relative to the observer's character (axial
coordinates / 10). Names are hashed into buckets.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
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
    from rulebound.games.gloomhaven.state import GloomhavenState

MONSTERS = 12
MONSTER = "present, elite, HP/max HP, max HP/20, shield/3, q, r, conditions/3"
MONSTER_SIZE = 8
CARDS = 32
FIGURES = 200
"""Figure ids a play may number (characters, monsters, summons)."""
CHOICES = 100


def _character_slices(who: str) -> list[Slice]:
    return [
        Slice(
            f"{who}_counts",
            14,
            "present, HP/max HP, max HP/20, q, r, exhausted, long rest, "
            "XP/50, coins/20, hand size/12, discard/12, lost/12, modifier deck left/20, "
            "modifier discard/20",
        ),
        Slice(f"{who}_conditions", 8, "conditions by name (hashed)"),
        Slice(
            f"{who}_hand", CARDS, "cards in hand by name (hashed; zero for a hand hidden from me)"
        ),
        Slice(
            f"{who}_played",
            CARDS,
            "cards in the plan, discard, lost and active piles by name (hashed; what is visible)",
        ),
    ]


def _hex(value: Any) -> tuple[int, int] | None:
    if isinstance(value, list | tuple) and len(value) == 2:
        return int(value[0]), int(value[1])
    return None


# offsets in a character's block, from its ``counts`` on (see _character_slices)
CONDITIONS, HAND, PLAYED = 14, 22, 22 + CARDS


class GloomhavenObservation(ObservationEncoding):
    def __init__(self, players: int, action_ids: tuple[int, ...]) -> None:
        self.action_ids = action_ids
        self.who = relative_names(players)
        self.layout = Layout(
            [
                Slice("round", 5, "round/20, scenario level/7, I am acting, won, lost"),
                Slice(
                    "elements", 6, "fire, ice, air, earth, light, dark: 0, 1 waning, 2 strong (/2)"
                ),
                Slice("monster_deck", 2, "monster modifier deck left/20, discard/20"),
                Slice("map", 5, "closed doors/5, traps/5, coins/5, treasures/3, rooms revealed/5"),
                *(piece for who in self.who for piece in _character_slices(who)),
                Slice(
                    "monsters",
                    MONSTERS * MONSTER_SIZE,
                    "the first twelve monsters in play, each: " + MONSTER,
                ),
                Slice("monster_types", 32, "monsters in play by type (hashed)"),
                Slice("summons", 4, "summons/4, their HP/20, mine/4, my summons' HP/20"),
                *decision_slices(),
            ]
        )
        self._player_at = [self.layout.start[f"{who}_counts"] for who in self.who]
        self._buckets: dict[tuple[str, int], int] = {}
        self._classes: dict[int, tuple[Any, list[int]]] = {}
        # buckets by the engine's own objects (a condition, a monster type, an active
        # card's half): the names they hash are built once, not at every call
        self._conditions: dict[Any, int] = {}
        self._types: dict[Any, int] = {}
        self._actives: dict[tuple[int, int, str], int] = {}

    def _card_buckets(self, cards: Any) -> list[int]:
        """The bucket among CARDS of each card of a class (worked out once per class:
        ``id`` of its card list, which the entry keeps alive)."""
        found = self._classes.get(id(cards))
        if found is None:
            found = self._classes[id(cards)] = (cards, [self._bucket(c.name, CARDS) for c in cards])
        return found[1]

    def _bucket(self, name: str, buckets: int) -> int:
        found = self._buckets.get((name, buckets))
        if found is None:
            found = self._buckets[name, buckets] = name_bucket(name, buckets)
        return found

    def _object_bucket(self, table: dict[Any, int], key: Any, name: str, buckets: int) -> int:
        found = table.get(key)
        if found is None:
            found = table[key] = self._bucket(name, buckets)
        return found

    def encode(self, state: Any, seat: int) -> array[float]:
        """:meth:`encode_view` of ``state.view(seat)``, read from the state: the other
        characters' hands only once the scenario is over, their plans only once
        revealed, their long rest only after planning (as :mod:`.views`)."""
        s: GloomhavenState = state
        start = self.layout.start
        vec = self.layout.blank()
        figures = s.figures
        bucket = self._bucket
        heroes = {hero.seat: hero for hero in s.heroes}
        mine = heroes.get(seat)
        origin = (0, 0)
        if mine is not None:
            fig = figures[mine.figure]
            if fig.alive:
                origin = fig.hex
        # the engine's counts are ints and bools: divided straight, without scaled()'s
        # checks (about a fifth of this method's time went to them)
        vec[0] = s.round / 20.0
        vec[1] = s.values.level / 7.0
        if s.acting is not None and mine is not None and s.acting == figures[mine.figure].id:
            vec[2] = 1.0
        if s.outcome == "won":
            vec[3] = 1.0
        elif s.outcome == "lost":
            vec[4] = 1.0
        at = start["elements"]
        for k, level in enumerate(s.elements.levels):  # the six elements
            if level:  # an IntEnum: inert is 0, and the blank vector is 0 already
                vec[at + k] = level / 2.0
        at = start["monster_deck"]
        vec[at] = len(s.monster_deck.draw_pile) / 20.0
        vec[at + 1] = len(s.monster_deck.discard) / 20.0
        at = start["map"]
        vec[at] = len(s.hexmap.doors) / 5.0
        vec[at + 1] = len(s.traps) / 5.0
        vec[at + 2] = len(s.coins) / 5.0
        vec[at + 3] = len(s.treasures) / 3.0
        vec[at + 4] = len(s.rooms) / 5.0
        planning = s.planning()
        over = s.scenario_over()
        playing = s.ctx.get("action_of")
        n = len(self.who)
        for k in range(n):
            hero = heroes.get((seat + k) % n)
            if hero is None:
                continue
            at = self._player_at[k]
            fig = figures[hero.figure]
            own = hero.seat == seat
            max_hp = float(fig.max_hp or 1)
            vec[at] = 1.0
            vec[at + 1] = fig.hp / max_hp
            vec[at + 2] = max_hp / 20.0
            if fig.alive:
                vec[at + 3] = (fig.hex[0] - origin[0]) / 10.0
                vec[at + 4] = (fig.hex[1] - origin[1]) / 10.0
            if hero.exhausted:
                vec[at + 5] = 1.0
            if hero.long_rest and (own or not planning):
                vec[at + 6] = 1.0
            vec[at + 7] = hero.xp / 50.0
            vec[at + 8] = hero.coins / 20.0
            vec[at + 9] = len(hero.hand) / 12.0
            vec[at + 10] = len(hero.discard) / 12.0
            vec[at + 11] = len(hero.lost) / 12.0
            vec[at + 12] = len(hero.deck.draw_pile) / 20.0
            vec[at + 13] = len(hero.deck.discard) / 20.0
            for token in fig.conditions.tokens:
                found = self._object_bucket(self._conditions, token, str(token), 8)
                vec[at + CONDITIONS + found] += 1.0
            cards = hero.cls.cards
            names = self._card_buckets(cards)
            if own or over:
                for c in hero.hand:
                    vec[at + HAND + names[c]] += 1.0
            shown = own or (
                not (playing and playing[0] == hero.seat and s.acting == hero.figure)
                and not planning
            )
            played = [*hero.plan] if shown else []
            played += hero.discard
            played += hero.lost
            for c in played:
                vec[at + PLAYED + names[c]] += 1.0
            for a in hero.active:
                key = (id(cards), a.card, a.half)
                half = self._actives.get(key)
                if half is None:
                    name = f"{cards[a.card].name} ({a.half})"
                    half = self._object_bucket(self._actives, key, name, CARDS)
                vec[at + PLAYED + half] += 1.0
        at = start["monsters"]
        types = start["monster_types"]
        summons = own_summons = 0
        summons_hp = own_hp = 0.0
        k = 0
        for f in figures:
            if not f.alive:
                continue
            if f.kind == "monster":
                vec[types + self._object_bucket(self._types, f.type, str(f.type), 32)] += 1.0
                if k == MONSTERS:
                    continue
                max_hp = float(f.max_hp or 1)
                base = at + k * MONSTER_SIZE
                k += 1
                vec[base] = 1.0
                if f.rank == "elite":
                    vec[base + 1] = 1.0
                vec[base + 2] = f.hp / max_hp
                vec[base + 3] = max_hp / 20.0
                vec[base + 4] = f.shield / 3.0
                vec[base + 5] = (f.hex[0] - origin[0]) / 10.0
                vec[base + 6] = (f.hex[1] - origin[1]) / 10.0
                vec[base + 7] = len(f.conditions.tokens) / 3.0
            elif f.kind == "summon":
                summons += 1
                summons_hp += f.hp / 20.0
                if f.seat == seat:
                    own_summons += 1
                    own_hp += f.hp / 20.0
        at = start["summons"]
        vec[at] = summons / 4.0
        vec[at + 1] = summons_hp
        vec[at + 2] = own_summons / 4.0
        vec[at + 3] = own_hp
        decision = s.decision()
        if decision.seat == seat:
            vec[start["decision_mine"]] = 1.0
        if decision.kind:
            vec[start["decision_kind"] + bucket(decision.kind, 32)] += 1.0
        return vec

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        lay = self.layout
        vec = lay.zeros()
        seat = int(view.get("seat", 0))
        characters = {c.get("seat"): c for c in view.get("characters") or []}
        mine = characters.get(seat) or {}
        origin = _hex(mine.get("hex")) or (0, 0)
        outcome = view.get("outcome")
        acting = view.get("acting")
        lay.put(
            vec,
            "round",
            [
                scaled(view.get("round"), 20.0),
                scaled(view.get("level"), 7.0),
                1.0 if acting is not None and acting == mine.get("id") else 0.0,
                1.0 if outcome == "won" else 0.0,
                1.0 if outcome == "lost" else 0.0,
            ],
        )
        elements = view.get("elements") or {}
        lay.put(vec, "elements", [scaled(v, 2.0) for v in list(elements.values())[:6]])
        deck = view.get("monster_modifier_deck") or {}
        lay.put(
            vec, "monster_deck", [scaled(deck.get("left"), 20.0), scaled(deck.get("discard"), 20.0)]
        )
        board = view.get("map") or {}
        lay.put(
            vec,
            "map",
            [
                len(board.get("closed_doors") or []) / 5.0,
                len(board.get("traps") or []) / 5.0,
                len(board.get("coins") or []) / 5.0,
                len(board.get("treasures") or []) / 3.0,
                len(board.get("rooms") or []) / 5.0,
            ],
        )
        n = len(self.who)
        for k, who in enumerate(self.who):
            c = characters.get((seat + k) % n)
            if c is not None:
                self._character(vec, who, c, origin)
        for k, m in enumerate((view.get("monsters") or [])[:MONSTERS]):
            self._monster(vec, k, m, origin)
        lay.count_names(
            vec, "monster_types", [str(m.get("type")) for m in view.get("monsters") or []]
        )
        summons = view.get("summons") or []
        own = [x for x in summons if x.get("seat") == seat]
        lay.put(
            vec,
            "summons",
            [
                len(summons) / 4.0,
                sum(scaled(x.get("hp"), 20.0) for x in summons),
                len(own) / 4.0,
                sum(scaled(x.get("hp"), 20.0) for x in own),
            ],
        )
        encode_decision(lay, vec, view)
        return vec

    def _character(
        self, vec: list[float], who: str, c: Mapping[str, Any], origin: tuple[int, int]
    ) -> None:
        lay = self.layout
        where = _hex(c.get("hex"))
        q, r = (where[0] - origin[0], where[1] - origin[1]) if where else (0, 0)
        max_hp = float(c.get("max_hp") or 1)
        modifiers = c.get("modifier_deck") or {}
        lay.put(
            vec,
            f"{who}_counts",
            [
                1.0,
                scaled(c.get("hp"), max_hp),
                max_hp / 20.0,
                q / 10.0,
                r / 10.0,
                scaled(c.get("exhausted"), 1.0),
                scaled(c.get("long_rest"), 1.0),
                scaled(c.get("xp"), 50.0),
                scaled(c.get("coins"), 20.0),
                scaled(c.get("hand_size"), 12.0),
                len(c.get("discard") or []) / 12.0,
                len(c.get("lost") or []) / 12.0,
                scaled(modifiers.get("left"), 20.0),
                scaled(modifiers.get("discard"), 20.0),
            ],
        )
        lay.count_names(vec, f"{who}_conditions", [str(x) for x in c.get("conditions") or []])
        hand = c.get("hand")
        if isinstance(hand, list):
            lay.count_names(vec, f"{who}_hand", [str(x) for x in hand])
        played: list[str] = []
        for pile in ("plan", "discard", "lost"):
            items = c.get(pile)
            if isinstance(items, list):
                played.extend(str(x) for x in items)
        for active in c.get("active") or []:
            played.append(str(active.get("card") if isinstance(active, Mapping) else active))
        lay.count_names(vec, f"{who}_played", played)

    def _monster(
        self, vec: list[float], k: int, m: Mapping[str, Any], origin: tuple[int, int]
    ) -> None:
        where = _hex(m.get("hex"))
        q, r = (where[0] - origin[0], where[1] - origin[1]) if where else (0, 0)
        max_hp = float(m.get("max_hp") or 1)
        self.layout.put(
            vec,
            "monsters",
            [
                1.0,
                1.0 if m.get("rank") == "elite" else 0.0,
                scaled(m.get("hp"), max_hp),
                max_hp / 20.0,
                scaled(m.get("shield"), 3.0),
                q / 10.0,
                r / 10.0,
                len(m.get("conditions") or []) / 3.0,
            ],
            at=k * MONSTER_SIZE,
        )


def action_ids(cards: int, hexes: int, items: int = 20) -> tuple[int, ...]:
    """Every action integer a play whose classes have at most ``cards`` cards, on a map
    of ``hexes`` hexes, may offer (see :mod:`.encoding`)."""
    ids = {enc.STOP, enc.YES, enc.LONG_REST, enc.TAKE_DAMAGE}
    ids.update(range(enc.ELEMENT, enc.VALUE))
    ids.update(range(enc.VALUE, enc.ITEM))
    ids.update(enc.ITEM + i for i in range(items))
    ids.update(enc.CARD + c for c in range(cards))
    ids.update(enc.CARD_B + c for c in range(cards))
    ids.update(enc.half_action(c, h) for c in range(cards) for h in range(len(enc.HALVES)))
    ids.update(enc.FIGURE + f for f in range(FIGURES))
    ids.update(enc.HEX + h for h in range(hexes))
    ids.update(enc.CHOICE + k for k in range(CHOICES))
    ids.update(enc.plan_action(a, b) for a in range(cards) for b in range(cards))
    return tuple(sorted(ids))


def observation_encoding(game: Any) -> GloomhavenObservation:
    cards = max(len(cls.cards) for cls in game.classes)
    return GloomhavenObservation(game.num_players, action_ids(cards, len(game.hex_list)))
