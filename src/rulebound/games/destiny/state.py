"""The state of a Star Wars: Destiny game: zones, units, dice, and the step machine.

The rules run as a stack of *steps* (:mod:`rulebound.kernel.steps`): tuples
``(name, frame, *args)``, registered in :data:`.machine.RULES`. Card
abilities are sequences of such steps sharing a *frame*: a small dict of
registers (the chosen character, the die, "did the first part resolve") that
lives in ``frames`` so a clone copies it.

Everything mutable is lists of ints, small records with ``copy()`` and tuples,
so :meth:`clone` needs no deepcopy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.destiny.cards import CardDef, XFace
from rulebound.games.destiny.machine import RULES
from rulebound.games.destiny.model import CHARACTER, IN_POOL, GameDie, Unit
from rulebound.kernel.decision import Decision
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State, zero_sum_returns
from rulebound.kernel.steps import Step, StepMachine

if TYPE_CHECKING:
    from rulebound.games.destiny.game import DestinyGame

# A queued "after" ability: (controller seat, card code, ability index, source uid, data)
Trigger = tuple[int, str, int, int, tuple[Any, ...]]


def _distinct(ids: list[str]) -> tuple[str, ...]:
    """The ids once each (two copies of a card share their code), in order."""
    return tuple(ids) if len(ids) < 2 else tuple(dict.fromkeys(ids))


class DestinyState(StepMachine, State):
    """One point of a Star Wars: Destiny game; build it with
    :meth:`DestinyGame.new_initial_state`."""

    __slots__ = (
        "_decision",
        "aside",
        "battlefield",
        "cards",
        "claimed",
        "deck",
        "delayed",
        "dice",
        "discard",
        "events",
        "extra",
        "frames",
        "game",
        "hand",
        "history",
        "limbo",
        "next_frame",
        "out",
        "passes",
        "phase",
        "queue",
        "resources",
        "rng",
        "round",
        "saved",
        "seed",
        "steps",
        "table",
        "turn",
        "units",
        "waiting",
        "win_reason",
        "winner",
    )

    game: DestinyGame

    def __init__(self, game: DestinyGame, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed, trace=True)
        self.history = []
        self.events = []
        self.cards: list[CardDef] = game.pool.cards
        n = len(game.decks)
        self.deck: list[list[int]] = [[] for _ in range(n)]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.limbo: list[int] = []
        self.aside: list[list[int]] = [[] for _ in range(n)]  # set aside by abilities, face up
        self.resources = [0] * n
        self.table = list(range(n))  # the seats in clockwise order (SWD-MULTI-03)
        self.out = [False] * n  # eliminated players (SWD-MULTI-10)
        self.units: list[Unit] = []
        self.dice: list[GameDie] = []
        self.battlefield = -1  # uid of the battlefield in play
        self.round = 0
        self.phase = "setup"
        self.turn = 0  # the seat taking the current turn
        self.passes = 0  # consecutive passes (SWD-APHASE-03)
        self.claimed = -1  # the seat that claimed this round (SWD-CLAIM-04)
        self.queue: list[Trigger] = []  # "after" abilities waiting (SWD-QUEUE-01)
        self.delayed: list[tuple[str, int, int]] = []  # (what, seat, uid) at round end
        self.extra = [0] * n  # additional actions owed (Ambush, SWD-AMBUSH-01)
        self.saved: list[int] = []  # characters whose defeat was replaced (SWD-REPLACE-03)
        self.frames: dict[int, dict[str, Any]] = {}
        self.next_frame = 1
        self.steps: list[Step] = []
        self.waiting: Step | None = None
        self.winner = -1
        self.win_reason = ""
        self._decision: Decision | None = None

    registry = RULES

    def is_over(self) -> bool:
        return self.winner >= 0

    def new_frame(self, seat: int, source: int = -1, card: int = -1, **regs: Any) -> int:
        fid = self.next_frame
        self.next_frame += 1
        frame = {"seat": seat, "source": source, "card": card, "ok": True}
        frame.update(regs)
        self.frames[fid] = frame
        return fid

    def action_to_string(self, action: int) -> str:
        from rulebound.games.destiny.labels import label_action

        return label_action(self, self.decision(), action)

    def returns(self) -> list[float]:
        """+1 for the winner; the losers share -1 each in two-player games, -1/(n-1)
        with more players, so that the game stays zero-sum."""
        n = len(self.hand)
        if n == 2 or self.winner < 0:
            return zero_sum_returns(self.winner, n)
        return [1.0 if p == self.winner else -1.0 / (n - 1) for p in range(n)]

    # --- small queries ------------------------------------------------------------

    def card(self, uid: int) -> CardDef:
        return self.cards[self.units[uid].card]

    def name(self, uid: int) -> str:
        return self.cards[self.units[uid].card].name

    def characters(self, seat: int) -> list[int]:
        """The seat's characters in play (not defeated), in team order."""
        return [
            u.uid for u in self.units if u.in_play and u.kind == CHARACTER and u.controller == seat
        ]

    def upgrades_on(self, uid: int) -> list[int]:
        return [u.uid for u in self.units if u.in_play and u.host == uid]

    def pool(self, seat: int) -> list[int]:
        """Die ids in ``seat``'s dice pool."""
        return [d.id for d in self.dice if d.where == IN_POOL and d.owner == seat]

    def player_name(self, seat: int) -> str:
        return self.game.player_names[seat]

    # --- the ids an event names (as the view and visible_objects name the objects) --
    # A clone keeps no log, so its ids are not built: simulations pay nothing for them.

    def unit_ids(self, *uids: int) -> tuple[str, ...]:
        """The ids of cards in play (their card codes), for an event's ``ids``."""
        if self.events is None:
            return ()
        return _distinct([self.cards[self.units[u].card].code for u in uids if u >= 0])

    def card_ids(self, *indexes: int) -> tuple[str, ...]:
        """The ids of cards by their index in ``cards`` (their codes)."""
        if self.events is None:
            return ()
        return _distinct([self.cards[c].code for c in indexes if c >= 0])

    def source_ids(self, fid: int) -> tuple[str, ...]:
        """The id of the card whose ability runs in frame ``fid``, while it is on the
        table (in play, or an event in limbo), where every seat sees it."""
        if self.events is None:
            return ()
        frame = self.frames.get(fid, {})
        uid, card = frame.get("source", -1), frame.get("card", -1)
        if uid >= 0 and self.units[uid].in_play:
            return self.unit_ids(uid)
        if card >= 0 and card in self.limbo:
            return self.card_ids(card)
        return ()

    def die_ids(self, *dice: int) -> tuple[str, ...]:
        """The ids of dice (``"die-N"``, as :mod:`.describe` names them)."""
        if self.events is None:
            return ()
        return tuple([f"die-{d}" for d in dice if d >= 0])

    # --- the front-end API (descriptions are built only when asked) ----------------

    def visible_objects(self, seat: int) -> dict[str, dict[str, Any]]:
        from rulebound.games.destiny.describe import visible_objects

        return visible_objects(self, seat)

    def describe(self, object_id: str, seat: int) -> dict[str, Any]:
        from rulebound.games.destiny.describe import describe_visible

        return describe_visible(self, object_id, seat)

    def hidden_names(self, seat: int) -> set[str]:
        from rulebound.games.destiny.describe import hidden_names

        return hidden_names(self, seat)

    def public_action_string(self, action: int) -> str:
        from rulebound.games.destiny.describe import public_action_string

        return public_action_string(self, action)

    def broken_invariants(self) -> list[str]:
        from rulebound.games.destiny.invariants import broken

        return broken(self)

    def face_value(self, die_id: int) -> int:
        """The value a die shows; an X face counts its owner's hand (Launch Bay)."""
        die = self.dice[die_id]
        face = die.faces[die.side]
        if type(face) is not XFace:
            return face.value
        from rulebound.games.destiny.abilities import script_for

        if script_for(self.cards[die.card].code).persistent.get("x-counts-hand"):
            return len(self.hand[die.owner])
        return 0  # an X the card does not define

    def die_name(self, die_id: int) -> str:
        die = self.dice[die_id]
        return f"{self.cards[die.card].name} die"

    # --- copies -------------------------------------------------------------------

    def clone(self) -> DestinyState:
        c = DestinyState.__new__(DestinyState)
        c.game = self.game
        c.seed = self.seed
        c.rng = self.rng.clone()
        c.history = None
        c.events = None
        c.cards = self.cards
        c.deck = [d[:] for d in self.deck]
        c.hand = [h[:] for h in self.hand]
        c.discard = [d[:] for d in self.discard]
        c.table = self.table
        c.out = self.out[:]
        c.limbo = self.limbo[:]
        c.aside = [a[:] for a in self.aside]
        c.resources = self.resources[:]
        c.units = [u.copy() for u in self.units]
        c.dice = [d.copy() for d in self.dice]
        c.battlefield = self.battlefield
        c.round = self.round
        c.phase = self.phase
        c.turn = self.turn
        c.passes = self.passes
        c.claimed = self.claimed
        c.queue = self.queue[:]
        c.delayed = self.delayed[:]
        c.extra = self.extra[:]
        c.saved = self.saved[:]
        c.frames = {k: dict(v) for k, v in self.frames.items()}
        c.next_frame = self.next_frame
        c.steps = self.steps[:]
        c.waiting = self.waiting
        c.winner = self.winner
        c.win_reason = self.win_reason
        c._decision = self._decision
        return c

    def snapshot(self) -> dict[str, Any]:
        return {
            "rng": self.rng.state,
            "deck": self.deck,
            "hand": self.hand,
            "discard": self.discard,
            "limbo": self.limbo,
            "aside": self.aside,
            "resources": self.resources,
            "units": [u.key() for u in self.units],
            "dice": [d.key() for d in self.dice],
            "battlefield": self.battlefield,
            "table": (self.table, self.out),
            "round": (self.round, self.phase, self.turn, self.passes, self.claimed),
            "queue": self.queue,
            "delayed": self.delayed,
            "extra": self.extra,
            "saved": self.saved,
            "frames": self.frames,
            "steps": self.steps,
            "waiting": self.waiting,
            "winner": (self.winner, self.win_reason),
            "decision": self.decision(),
        }

    def resample_hidden(self, seat: int, rng: Rng) -> DestinyState:
        """Redraw what ``seat`` cannot see: the order of every deck (SWD-DECK-02) and
        the opponents' hands, drawn from each opponent's unseen cards (SWD-HAND-04).
        Set-aside dice carry no hidden choice here: which card copies are in a deck is
        fixed by the deck list, and set-aside dice only follow their cards."""
        c = self.clone()
        for owner in range(len(c.deck)):
            hidden = list(c.deck[owner])
            if owner != seat:
                hidden += c.hand[owner]
            hidden.sort()  # what was hidden never shapes the draw: only what seat knows does
            rng.shuffle(hidden)
            size = len(c.deck[owner])
            c.deck[owner] = hidden[:size]
            if owner != seat:
                c.hand[owner] = sorted(hidden[size:])
        c.rng = Rng(rng.next64())
        return c

    # --- views --------------------------------------------------------------------

    def view_body(self, seat: int) -> dict[str, Any]:
        from rulebound.games.destiny.views import build_view

        return build_view(self, seat)
