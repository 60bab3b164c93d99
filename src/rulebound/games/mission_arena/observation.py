"""The observation encoding of Marvel Mission Arena, for learning agents.

Defined on ``state.view(seat)`` (:meth:`MissionArenaObservation.encode_view`, see
:mod:`rulebound.kernel.observation`); :meth:`MissionArenaObservation.encode` computes
the same numbers straight from the state, reading only what :mod:`.views` shows the
seat. ``docs/agents.md`` lists the slices. Players are in seat order from the
observer: "me" is the observing seat, "foe" the other. Card names are hashed into
buckets.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.phases import last_turn
from rulebound.games.mission_arena.state import PHASE_NAMES
from rulebound.kernel.observation import (
    Layout,
    ObservationEncoding,
    Slice,
    decision_slices,
    encode_decision,
    name_bucket,
    scaled,
)

if TYPE_CHECKING:
    from rulebound.games.mission_arena.cards import Card
    from rulebound.games.mission_arena.state import MissionArenaState

NAMES = 64
"""Hash buckets for a pile of card names."""

SQUAD = (
    "present, ATK/1000, DEF/1000, RES/1000, Mission Points/3, Hit Points/3, ready Power "
    "Points/3, engaged Power Points/3, answered Duty Call, ability used, cards in the stack/3"
)
SQUAD_SIZE = 11
STAT = 1000.0


def _player_slices(who: str) -> list[Slice]:
    return [
        Slice(
            f"{who}_counts",
            5,
            "score/10, deck size/56, hand size/10, Missions left/5, Super Hit used",
        ),
        Slice(f"{who}_hand", NAMES, "cards in hand by name (hashed; zero for the foe's hand)"),
        Slice(f"{who}_discard", NAMES, "cards in the discard pile by name (hashed)"),
        Slice(
            f"{who}_mission",
            5,
            "the active Mission: present, ATK, DEF, RES /1000, Mission Points/3",
        ),
        Slice(f"{who}_squads", 5 * SQUAD_SIZE, "Active 1-3 and Reserve 1-2, each: " + SQUAD),
        Slice(
            f"{who}_squad_names",
            5 * 16,
            "the protagonist at each position by name (hashed into 16 per position)",
        ),
    ]


# offsets in a player's block, from its ``counts`` on (see _player_slices)
HAND, DISCARD, MISSION, SQUADS = 5, 5 + NAMES, 5 + 2 * NAMES, 10 + 2 * NAMES
NAMES_AT = SQUADS + 5 * SQUAD_SIZE
BLOCK = NAMES_AT + 5 * 16


class _Memo:
    """A seat's last vector and what its pile slices were computed from (see
    ``encode``): the piles as lists, and per Squad position a key of all that its
    numbers depend on (``None``: empty or face down)."""

    def __init__(self, vec: array[float]) -> None:
        self.vec = vec
        self.hand: list[int] = []
        self.discard: list[list[int]] = [[], []]
        self.mission: list[int] = [-1, -1]
        # empty until the first call: unequal to any state's (the turn too)
        self.stacks: list[list[int]] = []
        self.ready: list[int] = []
        self.engaged: list[int] = []
        self.uid: list[int] = []
        self.sa_turn: list[int] = []
        self.duty: list[int] = []
        self.turn = -1
        self.revealed: bool | None = None
        self.keys: list[tuple[int, ...] | None] = [None] * 10


def _count(vec: array[float], at: int, buckets: list[int], old: list[int], new: list[int]) -> None:
    """Bring the name counts at ``at`` from pile ``old`` to pile ``new``. Piles mostly
    grow or shrink at their end (a card discarded, drawn): then only the cards that
    came or went are counted (the counts are whole numbers, exact in a float)."""
    n = len(old)
    if len(new) >= n and new[:n] == old:
        for c in new[n:]:
            vec[at + buckets[c]] += 1.0
    elif len(new) < n and old[: len(new)] == new:
        for c in old[len(new) :]:
            vec[at + buckets[c]] -= 1.0
    else:
        for c in old:
            vec[at + buckets[c]] -= 1.0
        for c in new:
            vec[at + buckets[c]] += 1.0


def _card_stats(card: Any) -> list[float]:
    if not isinstance(card, Mapping):
        return [0.0] * 5
    return [
        1.0,
        scaled(card.get("attack"), STAT),
        scaled(card.get("defense"), STAT),
        scaled(card.get("resistance"), STAT),
        scaled(card.get("mission_points"), 3.0),
    ]


class MissionArenaObservation(ObservationEncoding):
    def __init__(self, action_ids: tuple[int, ...], cards: list[Card] | None = None) -> None:
        self.action_ids = action_ids
        self.layout = Layout(
            [
                Slice("turn", 3, "turn/last turn, my turn to be active, I was first player"),
                Slice("phase", 8, "the phase by name (hashed one-hot)"),
                Slice("boosts", 2, "the current Challenge's ATK and DEF boosts /1000"),
                Slice("challenges", 2, "Challenges declared/5 and resolved/5 this turn"),
                *_player_slices("me"),
                *_player_slices("foe"),
                *decision_slices(),
            ]
        )
        # per card id: its name's bucket among NAMES and among 16, and _card_stats
        self._cards = [
            (
                name_bucket(c.name, NAMES),
                name_bucket(c.name, 16),
                array("f", _card_stats(c.to_view())),
            )
            for c in cards or []
        ]
        self._buckets = [bucket for bucket, _, _ in self._cards]
        self._player_at = (self.layout.start["me_counts"], self.layout.start["foe_counts"])
        self._decision_at = self.layout.start["decision_mine"]
        self._zeros = array("f", bytes(4 * self.layout.size))
        self._memo: dict[int, _Memo] = {}
        # the bucket of each step's phase, of each decision kind; the turns of a game
        self._phases: dict[Any, int] = {}
        self._kinds: dict[str, int] = {}
        self._game_over = name_bucket("Game over", 8)
        self._game: Any = None
        self._last_turn = 1.0

    def encode(self, state: Any, seat: int) -> array[float]:
        """:meth:`encode_view` of ``state.view(seat)``, read from the state: hands only
        the seat's own, Squads only once revealed or the seat's own (as :mod:`.views`).

        Between two decisions most of a play stays put, so each seat keeps the slices
        of its piles (hand, discard piles, Missions, Squads) in a vector of its own,
        with the state's piles they were computed from (compared by value, so any
        state may come next): only what changed is computed again, and every call
        copies that vector and writes the rest (a few numbers) into the copy."""
        s: MissionArenaState = state
        memo = self._memo.get(seat)
        if memo is None:
            memo = self._memo[seat] = _Memo(self.layout.blank())
        self._update_piles(s, seat, memo)
        vec = memo.vec[:]
        game = s.game
        if game is not self._game:
            self._game = game
            self._last_turn = float(last_turn(s) or 1)
        vec[0] = s.turn / self._last_turn
        if s.active == seat:
            vec[1] = 1.0
        if s.first == seat:
            vec[2] = 1.0
        if s.winner >= 0:
            vec[3 + self._game_over] = 1.0
        else:
            asking = s.waiting or (s.steps[-1] if s.steps else None)
            step = asking[0] if asking else "end-turn"
            bucket = self._phases.get(step)
            if bucket is None:
                name = str(step)
                bucket = self._phases[step] = name_bucket(PHASE_NAMES.get(name, name), 8)
            vec[3 + bucket] = 1.0
        if s.att_bonus:
            vec[11] = s.att_bonus / STAT
        if s.def_bonus:
            vec[12] = s.def_bonus / STAT
        challenges = s.challenges
        if challenges:
            vec[13] = len(challenges) / 5.0
            vec[14] = sum(1 for c in challenges if c[4]) / 5.0
        turn = s.turn
        for at, owner in ((self._player_at[0], seat), (self._player_at[1], 1 - seat)):
            vec[at] = s.score[owner] / 10.0
            vec[at + 1] = len(s.deck[owner]) / 56.0
            vec[at + 2] = len(s.hand[owner]) / 10.0
            vec[at + 3] = len(s.missions[owner]) / 5.0
            if s.super_used[owner] == turn:
                vec[at + 4] = 1.0
        decision = s.decision()
        tail = self._decision_at
        if decision.seat == seat:
            vec[tail] = 1.0
        kind = decision.kind
        if kind:
            bucket = self._kinds.get(kind)
            if bucket is None:
                bucket = self._kinds[kind] = name_bucket(kind, 32)
            vec[tail + 1 + bucket] = 1.0
        return vec

    def _update_piles(self, s: MissionArenaState, seat: int, memo: _Memo) -> None:
        """Bring the pile slices of ``memo.vec`` up to ``s`` (see :meth:`encode`)."""
        vec = memo.vec
        buckets = self._buckets
        hand = s.hand[seat]  # the foe's hand stays zero
        if hand != memo.hand:
            _count(vec, self._player_at[0] + HAND, buckets, memo.hand, hand)
            memo.hand = hand[:]
        for k, owner in enumerate((seat, 1 - seat)):
            at = self._player_at[k]
            discard = s.discard[owner]
            if discard != memo.discard[k]:
                _count(vec, at + DISCARD, buckets, memo.discard[k], discard)
                memo.discard[k] = discard[:]
            active = s.mission_active[owner]
            if active != memo.mission[k]:
                memo.mission[k] = active
                vec[at + MISSION : at + SQUADS] = (
                    self._cards[active][2] if active >= 0 else self._zeros[:5]
                )
        # the Squads: the power points count only by number (face down)
        stacks = s.stacks
        ready = list(map(len, s.ready))
        engaged = list(map(len, s.engaged))
        if (
            stacks != memo.stacks
            or ready != memo.ready
            or engaged != memo.engaged
            or s.turn != memo.turn
            or s.duty != memo.duty
            or s.revealed != memo.revealed
            or s.uid != memo.uid
            or s.sa_turn != memo.sa_turn
        ):
            self._squads(s, vec, seat, memo, ready, engaged)
            memo.stacks = list(map(list.copy, stacks))
            memo.ready = ready
            memo.engaged = engaged
            memo.uid = s.uid[:]
            memo.sa_turn = s.sa_turn[:]
            memo.duty = s.duty[:]
            memo.turn = s.turn
            memo.revealed = s.revealed

    def _squads(
        self,
        s: MissionArenaState,
        vec: array[float],
        seat: int,
        memo: _Memo,
        ready: list[int],
        engaged: list[int],
    ) -> None:
        """The ``squads`` and ``squad_names`` slices: a position is written again only
        when its key (top card, its stack, its power points, Duty Call, ability used)
        differs from the one it was written for."""
        cards, keys = self._cards, memo.keys
        stacks, uid, sa_turn, duty, turn = s.stacks, s.uid, s.sa_turn, s.duty, s.turn
        hidden = -1 if s.revealed else 1 - seat  # the foe's Squads are face down
        for pos in range(10):
            stack = stacks[pos]
            key: tuple[int, ...] | None = None
            if stack and pos // 5 != hidden:
                key = (
                    stack[-1],
                    len(stack),
                    ready[pos],
                    engaged[pos],
                    uid[pos] in duty,
                    sa_turn[pos] == turn,
                )
            old = keys[pos]
            if key == old:
                continue
            keys[pos] = key
            slot = pos % 5
            at = self._player_at[0 if pos // 5 == seat else 1]
            base = at + SQUADS + slot * SQUAD_SIZE
            names = at + NAMES_AT + slot * 16
            if old is not None:
                vec[names + cards[old[0]][1]] = 0.0
            if key is None:
                vec[base : base + SQUAD_SIZE] = self._zeros[:SQUAD_SIZE]
                continue
            _, bucket, stats = cards[key[0]]
            vec[base : base + 5] = stats
            vec[base + 5] = vec[base + 10] = key[1] / 3.0  # Hit Points = stack size
            vec[base + 6] = key[2] / 3.0
            vec[base + 7] = key[3] / 3.0
            vec[base + 8] = 1.0 if key[4] else 0.0
            vec[base + 9] = 1.0 if key[5] else 0.0
            vec[names + bucket] = 1.0

    def encode_view(self, view: Mapping[str, Any]) -> list[float]:
        lay = self.layout
        vec = lay.zeros()
        seat = int(view.get("seat", 0))
        last = view.get("last_turn") or 1
        lay.put(
            vec,
            "turn",
            [
                scaled(view.get("turn"), float(last)),
                1.0 if view.get("active_player") == seat else 0.0,
                1.0 if view.get("first_player") == seat else 0.0,
            ],
        )
        if view.get("phase"):
            lay.count_names(vec, "phase", [str(view["phase"])])
        boosts = view.get("boosts") or {}
        lay.put(
            vec, "boosts", [scaled(boosts.get("attack"), STAT), scaled(boosts.get("defense"), STAT)]
        )
        challenges = view.get("challenges") or []
        lay.put(
            vec,
            "challenges",
            [len(challenges) / 5.0, sum(1 for c in challenges if c.get("resolved")) / 5.0],
        )
        players = view.get("players") or []
        for who, p in (("me", seat), ("foe", 1 - seat)):
            if p < len(players):
                self._player(vec, who, players[p])
        encode_decision(lay, vec, view)
        return vec

    def _player(self, vec: list[float], who: str, p: Mapping[str, Any]) -> None:
        lay = self.layout
        lay.put(
            vec,
            f"{who}_counts",
            [
                scaled(p.get("score"), 10.0),
                scaled(p.get("deck_size"), 56.0),
                scaled(p.get("hand_size"), 10.0),
                len(p.get("missions") or []) / 5.0,
                scaled(p.get("super_hit_used"), 1.0),
            ],
        )
        hand = p.get("hand")
        if isinstance(hand, list):
            lay.count_names(vec, f"{who}_hand", [c["name"] for c in hand])
        lay.count_names(vec, f"{who}_discard", [c["name"] for c in p.get("discard") or []])
        lay.put(vec, f"{who}_mission", _card_stats(p.get("mission_active")))
        for k, squad in enumerate((p.get("squads") or [])[:5]):
            card = squad.get("card")
            if not isinstance(card, Mapping):
                continue
            points = squad.get("power_points") or {}
            values = [
                *_card_stats(card),
                scaled(squad.get("hit_points"), 3.0),
                scaled(points.get("ready"), 3.0),
                scaled(points.get("engaged"), 3.0),
                scaled(squad.get("duty_called"), 1.0),
                scaled(squad.get("ability_used"), 1.0),
                len(squad.get("stack") or []) / 3.0,
            ]
            lay.put(vec, f"{who}_squads", values, at=k * SQUAD_SIZE)
            lay.count_names(vec, f"{who}_squad_names", [card["name"]], at=k * 16, width=16)


def action_ids(cards: int, missions: int = 9) -> tuple[int, ...]:
    """Every action integer a play with a pool of ``cards`` cards may offer (see
    :mod:`.encoding`): a superset, since not every card can reach every range."""
    slots = range(len(enc.ALL_SLOTS))
    ids = {enc.DONE, enc.ENGAGED_PP, enc.READY_PP}
    ids.update(enc.SLOT_BASE + s for s in slots)
    ids.update(enc.pair(a, b) for a in slots for b in range(enc.MISSION_TARGET + 1))
    ids.update(range(enc.CHALLENGE_BASE, enc.CARD_BASE))
    ids.update(enc.CARD_BASE + c for c in range(cards))
    for base in (enc.SWAP_HAND, enc.HIT_POINT, enc.TEAM):
        ids.update(enc.slot_card(base, s, c) for s in slots for c in range(cards))
    ids.update(enc.REORDER + s * 10 + depth for s in slots for depth in range(10))
    ids.update(enc.slot_card(enc.MISSION_SWAP, m, c) for m in range(missions) for c in range(cards))
    return tuple(sorted(ids))


def observation_encoding(game: Any) -> MissionArenaObservation:
    return MissionArenaObservation(action_ids(len(game.pool)), game.pool.cards)
