"""The state of a Marvel Mission Arena game: zones, Squads, Power Points, effects.

Everything mutable is flat lists of card ids (ints) so that :meth:`clone` is a
handful of list copies. Squad positions are indexed ``seat * 5 + slot``; slots
0-2 are the Active Squad, 3-4 the Reserve Squad. Each position has a protagonist
stack (bottom to top: the top card is the current card, MTCG-HP-03), and the
Power Points assigned to that position, which stay there when protagonists move
(MTCG-PP-04). A protagonist in play carries a ``uid`` so that effects and
Challenges follow it when it changes position (Switch).

The rules themselves live in the phase modules, as steps of the kernel's step
machine (:mod:`rulebound.kernel.steps`); this module holds the data, views,
snapshots and hidden-information resampling.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.cards import Card
from rulebound.games.mission_arena.machine import RULES
from rulebound.kernel.decision import Decision
from rulebound.kernel.events import LogEvent
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State, zero_sum_returns
from rulebound.kernel.steps import Step, StepMachine

if TYPE_CHECKING:
    from rulebound.games.mission_arena.game import MissionArenaGame

PHASE_NAMES = {
    "deploy": "Setup",
    "first-player": "Setup",
    "turn-start": "Cool Down & Draw",
    "cool-down": "Cool Down & Draw",
    "draw": "Cool Down & Draw",
    "duty-call": "Duty Call",
    "fill": "Replacement",
    "replace-move": "Replacement",
    "power-up": "Power Up",
    "mission-activation": "Mission Activation",
    "abilities": "Special Abilities",
    "bank": "Special Abilities",
    "new-mission": "Special Abilities",
    "recycle": "Special Abilities",
    "declare": "Challenge",
    "group-partner": "Challenge",
    "resolve-all": "Challenge Resolution",
    "switch": "Challenge Resolution",
    "boost-attack": "Boost",
    "boost-defense": "Boost",
    "super-attack": "Super Hit",
    "super-defense": "Super Hit",
    "clash": "Challenge Resolution",
    "counter": "Challenge Resolution",
    "exhaust": "Challenge Resolution",
    "mission-replace": "Challenge Resolution",
    "mission-resolution": "Mission Resolution",
    "check-point": "Check Point",
    "end-turn": "Check Point",
}

# Effect tuples: (ability name, owner seat, source uid, amount, target kind, target value)
Effect = tuple[str, int, int, int, str, str]
# Challenge tuples: (challenger uid, partner uid or 0, target kind, target uid, resolved)
# target kind: 0 the opponent's Active protagonist, 1 a Reserve one (Trap Attack),
# 2 the opponent's first Mission (Attack Mission)
Challenge = tuple[int, int, int, int, bool]

TARGET_ACTIVE, TARGET_RESERVE, TARGET_MISSION = 0, 1, 2


class MissionArenaState(StepMachine, State):
    """One point of a Marvel Mission Arena game. Build it with
    :meth:`MissionArenaGame.new_initial_state`."""

    __slots__ = (
        "_decision",
        "active",
        "att_bonus",
        "cards",
        "challenges",
        "cp_done",
        "deck",
        "def_bonus",
        "discard",
        "duty",
        "effects",
        "engaged",
        "events",
        "first",
        "first_reveal",
        "game",
        "hand",
        "history",
        "mission_active",
        "mission_blocked",
        "mission_earned",
        "missions",
        "next_uid",
        "ready",
        "revealed",
        "rng",
        "sa_turn",
        "score",
        "seed",
        "stacks",
        "steps",
        "super_used",
        "told",
        "turn",
        "uid",
        "waiting",
        "win_reason",
        "winner",
    )

    game: MissionArenaGame

    def __init__(self, game: MissionArenaGame, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed, trace=True)
        self.history = []
        self.events = []
        self.cards: list[Card] = game.pool.cards
        self.deck: list[list[int]] = [[], []]
        self.hand: list[list[int]] = [[], []]
        self.discard: list[list[int]] = [[], []]
        self.missions: list[list[int]] = [[], []]
        self.mission_active = [-1, -1]
        self.stacks: list[list[int]] = [[] for _ in range(10)]
        self.ready: list[list[int]] = [[] for _ in range(10)]
        self.engaged: list[list[int]] = [[] for _ in range(10)]
        self.uid = [0] * 10
        self.sa_turn = [-1] * 10  # the turn each protagonist last used its ability
        self.score = [0, 0]
        self.super_used = [-1, -1]  # the turn each player last used Super Hit
        self.revealed = False
        self.first = 0
        self.first_reveal: tuple[str, ...] = ()  # the cards shown to pick the first player
        # per seat: how many log events were read, and the card names they told (front ends)
        self.told: list[tuple[int, set[str]]] = [(0, set()), (0, set())]
        self.active = 0
        self.turn = 0
        self.effects: list[Effect] = []
        self.duty: list[int] = []
        self.challenges: list[Challenge] = []
        self.cp_done = 0
        self.mission_earned = False
        self.mission_blocked = False
        self.att_bonus = 0
        self.def_bonus = 0
        self.next_uid = 1
        self.winner = -1
        self.win_reason = ""
        self.steps: list[Step] = []
        self.waiting: Step | None = None
        self._decision: Decision | None = None

    # --- the decision loop (the kernel's step machine) ----------------------------

    registry = RULES

    def is_over(self) -> bool:
        return self.winner >= 0

    def broken_invariants(self) -> list[str]:
        from rulebound.games.mission_arena.invariants import broken

        return broken(self)

    def action_to_string(self, action: int) -> str:
        from rulebound.games.mission_arena.labels import label_action

        return label_action(self, self.decision(), action)

    def returns(self) -> list[float]:
        return zero_sum_returns(self.winner)

    # --- small queries used by every phase -------------------------------------

    def top(self, pos: int) -> Card:
        return self.cards[self.stacks[pos][-1]]

    def pp_count(self, pos: int) -> int:
        return len(self.ready[pos]) + len(self.engaged[pos])

    def find_uid(self, uid: int) -> int:
        """The position of the protagonist ``uid``, or -1 if it left play."""
        if uid:
            try:
                return self.uid.index(uid)
            except ValueError:
                return -1
        return -1

    def ids_at(self, *positions: int) -> tuple[str, ...]:
        """The description ids of the protagonists at ``positions`` (an empty one has
        none): what an event about them concerns."""
        return tuple(self.cards[self.stacks[p][-1]].key for p in positions if self.stacks[p])

    def player_name(self, seat: int) -> str:
        return self.game.player_names[seat]

    def who(self, pos: int) -> str:
        """'Thor (Active 1)'-style name of the protagonist at ``pos``."""
        return f"{self.top(pos).name} ({enc.slot_name(pos % 5)})"

    # --- copies -------------------------------------------------------------------

    def clone(self) -> MissionArenaState:
        c = MissionArenaState.__new__(MissionArenaState)
        c.game = self.game
        c.seed = self.seed
        c.rng = self.rng.clone()
        c.history = None
        c.events = None
        c.cards = self.cards
        c.deck = [self.deck[0][:], self.deck[1][:]]
        c.hand = [self.hand[0][:], self.hand[1][:]]
        c.discard = [self.discard[0][:], self.discard[1][:]]
        c.missions = [self.missions[0][:], self.missions[1][:]]
        c.mission_active = self.mission_active[:]
        c.stacks = [s[:] for s in self.stacks]
        c.ready = [s[:] for s in self.ready]
        c.engaged = [s[:] for s in self.engaged]
        c.uid = self.uid[:]
        c.sa_turn = self.sa_turn[:]
        c.score = self.score[:]
        c.super_used = self.super_used[:]
        c.revealed = self.revealed
        c.first = self.first
        c.first_reveal = self.first_reveal
        c.told = [(0, set()), (0, set())]  # a clone has no log
        c.active = self.active
        c.turn = self.turn
        c.effects = self.effects[:]
        c.duty = self.duty[:]
        c.challenges = self.challenges[:]
        c.cp_done = self.cp_done
        c.mission_earned = self.mission_earned
        c.mission_blocked = self.mission_blocked
        c.att_bonus = self.att_bonus
        c.def_bonus = self.def_bonus
        c.next_uid = self.next_uid
        c.winner = self.winner
        c.win_reason = self.win_reason
        c.steps = self.steps[:]
        c.waiting = self.waiting
        c._decision = self._decision
        return c

    def snapshot(self) -> dict[str, Any]:
        return {
            "rng": self.rng.state,
            "deck": self.deck,
            "hand": self.hand,
            "discard": self.discard,
            "missions": self.missions,
            "mission_active": self.mission_active,
            "stacks": self.stacks,
            "ready": self.ready,
            "engaged": self.engaged,
            "uid": self.uid,
            "sa_turn": self.sa_turn,
            "score": self.score,
            "super_used": self.super_used,
            "revealed": self.revealed,
            "first": self.first,
            "active": self.active,
            "turn": self.turn,
            "effects": self.effects,
            "duty": self.duty,
            "challenges": self.challenges,
            "cp_done": self.cp_done,
            "mission": (self.mission_earned, self.mission_blocked),
            "bonus": (self.att_bonus, self.def_bonus),
            "next_uid": self.next_uid,
            "winner": (self.winner, self.win_reason),
            "steps": self.steps,
            "waiting": self.waiting,
            "decision": self.decision(),
        }

    def resample_hidden(self, seat: int, rng: Rng) -> MissionArenaState:
        """Redraw what ``seat`` cannot see: every deck's order and contents, every face-down Power
        Point (MTCG-PP-01: nobody looks at them), the opponent's hand and, before the reveal,
        the opponent's face-down Squads (MTCG-SETUP-03 to -05). Each player's hidden cards stay
        that player's own, and redrawn Squads stay legal (different Names, no Team card). While
        the other seat decides, its options are asked again of the redrawn cards
        (``StepMachine.redrawn_for``)."""
        return self.redrawn_for(seat, lambda: self._redraw(seat, rng))

    def _redraw(self, seat: int, rng: Rng) -> MissionArenaState:
        c = self.clone()
        for owner in (0, 1):
            base = owner * 5
            hidden: list[int] = list(c.deck[owner])
            for pos in range(base, base + 5):
                hidden += c.ready[pos] + c.engaged[pos]
            secret = owner != seat
            face_down = [p for p in range(base, base + 5) if c.stacks[p]] if secret else []
            if c.revealed:
                face_down = []
            if secret:
                hidden += c.hand[owner]
                hidden += [c.stacks[p][0] for p in face_down]
            rng.shuffle(hidden)
            names: set[str] = set()
            for pos in face_down:
                pick = next(
                    i
                    for i, card in enumerate(hidden)
                    if not c.cards[card].members and c.cards[card].name not in names
                )
                card = hidden.pop(pick)
                names.add(c.cards[card].name)
                c.stacks[pos] = [card]
            size = len(c.deck[owner])
            c.deck[owner] = hidden[:size]
            taken = size
            for pos in range(base, base + 5):
                n = len(c.ready[pos])
                c.ready[pos] = hidden[taken : taken + n]
                taken += n
                n = len(c.engaged[pos])
                c.engaged[pos] = hidden[taken : taken + n]
                taken += n
            if secret:
                c.hand[owner] = sorted(hidden[taken:])
        c.rng = Rng(rng.next64())
        return c

    # --- views --------------------------------------------------------------------

    def view_body(self, seat: int) -> dict[str, Any]:
        from rulebound.games.mission_arena.views import build_view

        return build_view(self, seat)

    # --- the front-end API (descriptions are built only when asked) ----------------

    def event_ids(self, event: LogEvent) -> tuple[str, ...]:
        """An event's ids and those of the cards its line names by label (``Thor [C]``);
        derived when the events are read, so simulations do not pay for it."""
        labels = self.game.__dict__.get("_labels")
        if labels is None:
            keys = {card.label(): card.key for card in self.cards}
            ordered = sorted(keys, key=len, reverse=True)
            pattern = re.compile("|".join(map(re.escape, ordered)))
            labels = self.game.__dict__.setdefault("_labels", (keys, pattern))
        keys, pattern = labels
        # the cards a line names, by line: a front end or the conformance suite reads
        # the whole log again and again (bounded: a long simulation logs many lines)
        found = self.game.__dict__.setdefault("_named", {})
        named = found.get(event.text)
        if named is None:
            named = tuple(keys[m.group(0)] for m in pattern.finditer(event.text))
            if len(found) < 100_000:
                found[event.text] = named
        return tuple(dict.fromkeys((*event.ids, *named)))

    def visible_objects(self, seat: int) -> dict[str, dict[str, Any]]:
        from rulebound.games.mission_arena.describe import visible_objects

        return visible_objects(self, seat)

    def describe(self, object_id: str, seat: int) -> dict[str, Any]:
        from rulebound.games.mission_arena.describe import describe_visible

        return describe_visible(self, object_id, seat)

    def hidden_names(self, seat: int) -> set[str]:
        from rulebound.games.mission_arena.describe import hidden_names

        return hidden_names(self, seat)

    def public_action_string(self, action: int) -> str:
        from rulebound.games.mission_arena.describe import public_action_string

        return public_action_string(self, action)
