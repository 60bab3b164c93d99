"""The state of a Marvel Champions game: zones, card instances and the step machine.

The rules run as a stack of steps (:mod:`rulebound.kernel.steps`), tuples
``(name, frame, *args)`` registered in :data:`.machine.RULES`. A *frame* is a
small dict of registers (the chosen target, the damage about to be dealt, "did
the part before 'then' resolve") shared by the steps of one ability or game
procedure; frames live in ``frames`` so a clone copies them.

Everything mutable is lists of ints, :class:`~.model.Unit` and
:class:`~.model.Player` records with ``copy()``, and tuples.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.cards import Card
from rulebound.games.marvel_champions.machine import RULES
from rulebound.games.marvel_champions.model import HERO, Player, Unit
from rulebound.kernel.decision import NO_DECISION, Decision
from rulebound.kernel.errors import IllegalActionError
from rulebound.kernel.events import PUBLIC, LogEvent
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State
from rulebound.kernel.steps import Step, StepMachine

if TYPE_CHECKING:
    from rulebound.games.marvel_champions.game import MarvelChampionsGame

# A lasting effect: (stat, scope, target, amount, until). scope "player": every
# character the seat ``target`` controls; "unit": the card ``target``. An amount may be
# a function of the state, recomputed at each reading ("+1 ATK for each minion in
# play", MC-EX-15).
Lasting = tuple[str, str, int, "int | Callable[[Any], int]", str]

WON, LOST = 1, -1

_new_tuple = tuple.__new__  # as the kernel's ``say``: LogEvent(...) costs a Python call

# The event ids ("c<uid>") of one card or two a log line names, by their uids.
_IDS: dict[tuple[int, ...], tuple[str, ...]] = {}


class McState(StepMachine, State):
    """One point of a Marvel Champions game; build it with
    :meth:`MarvelChampionsGame.new_initial_state`."""

    __slots__ = (
        "_decision",
        "accel",
        "accel_on",
        "active",
        "by_card",
        "by_type",
        "cards",
        "effects",
        "enc_deck",
        "enc_discard",
        "enc_reshuffled",
        "events",
        "first",
        "frames",
        "game",
        "history",
        "main",
        "mains",
        "next_frame",
        "phase",
        "play",
        "players",
        "reason",
        "reduce",
        "removed",
        "result",
        "rng",
        "round",
        "seed",
        "stages",
        "steps",
        "texts",
        "units",
        "used",
        "victory",
        "villain",
        "waiting",
    )

    game: MarvelChampionsGame
    registry = RULES

    def __init__(self, game: MarvelChampionsGame, seed: int, of: McState | None = None) -> None:
        self.game = game
        self.seed = seed
        if of is not None:  # a clone of ``of`` (built here: see ``clone``)
            self._copy(of)
            return
        self.rng = Rng(seed, trace=True)
        self.history = []
        self.events = []
        self.cards: list[Card] = game.pool.cards
        self.units: list[Unit] = []
        self.players: list[Player] = [Player(s) for s in range(game.num_players)]
        self.play: list[int] = []  # uids of the cards in play, in the order they entered
        # the same uids by the card they show (play_area.py: changed only through it)
        self.by_card: dict[int, tuple[int, ...]] = {}
        self.by_type: dict[str, tuple[int, ...]] = {}  # and by their type
        self.villain = -1
        self.main = -1
        self.stages: list[int] = []  # the villain deck below the current stage
        self.mains: list[int] = []  # the main scheme deck below the current stage (B sides)
        self.enc_deck: list[int] = []  # top = end
        self.enc_discard: list[int] = []
        self.enc_reshuffled: tuple[int, ...] = ()  # what the last reshuffle made the deck
        self.removed: list[int] = []
        self.victory: list[int] = []
        self.accel = 0  # acceleration tokens (MC-ACCELTOKEN-01)
        self.accel_on: dict[int, int] = {}  # those on other cards, by card (-03, -05)
        self.first = 0  # first player (MC-FIRST-01)
        self.active = 0  # the player taking a turn (MC-ACTIVE-01)
        self.round = 0
        self.phase = "setup"
        self.effects: list[Lasting] = []
        self.used: list[tuple[int, int, int]] = []  # rules.limit_key of each use this round
        self.reduce = [0] * game.num_players  # Helicarrier: next card costs less this phase
        self.frames: dict[int, dict[str, Any]] = {}
        self.next_frame = 1
        self.steps: list[Step] = []
        self.waiting: Step | None = None
        self._decision: Decision | None = None
        self.texts: tuple[str, ...] = ()  # labels of the OPTION actions of the decision
        self.result = 0
        self.reason = ""

    # --- the machine ----------------------------------------------------------------

    def is_over(self) -> bool:
        if self.result == 0 and self.game.end_cards:  # MC-WIN-02, after every step
            from rulebound.games.marvel_champions.scenario_end import check_alternative_ends

            check_alternative_ends(self)
        return self.result != 0

    def _advance(self) -> Decision:
        # StepMachine._advance with is_over() written out: this loop runs every step
        # of every game, and the call cost as much as the test. With a card that ends
        # the game on a condition, is_over checks it after every step: the kernel's loop.
        if self.game.end_cards:
            return StepMachine._advance(self)
        table = self.registry.steps
        steps = self.steps
        while self.result == 0 and steps:
            step = steps.pop()
            decision = table[step[0]](self, step)
            if decision is not None:
                self.waiting = step
                self._decision = decision
                return decision
        self.waiting = None
        self._decision = NO_DECISION
        return NO_DECISION

    # The kernel's per-step methods, written out here as ``_advance`` is: the compiled
    # build (setup.py) compiles this class, not the kernel, and the rules call these at
    # every step (``push`` some 60,000 times in 360 random games), so a call from a
    # compiled rule into the kernel's Python cost more than the rule. The same code as
    # :class:`StepMachine` and :class:`State` (the kernel's tests hold them).

    def decision(self) -> Decision:
        decision = self._decision
        if decision is None:
            decision = self._advance()
        return decision

    def apply_action(self, action: int) -> None:
        decision = self.decision()
        if action not in decision.options:
            raise IllegalActionError(self._illegal_message(action, decision))
        step = self.waiting
        assert step is not None
        self._decision = None
        self.waiting = None
        self.registry.answers[step[0]](self, step, action)
        self._advance()
        if self.history is not None:
            self.history.append(action)

    def push(self, *steps: Step) -> None:
        """Push steps so that the first one given runs first."""
        if len(steps) == 1:
            self.steps.append(steps[0])  # most pushes are of one step: no reversing
        else:
            self.steps.extend(reversed(steps))

    def say(
        self, text: str, seat: int = PUBLIC, *, kind: str = "info", ids: tuple[str, ...] = ()
    ) -> None:
        # Any: not the list's own append, so a watched log (kernel.event_audit's list
        # with its own append) sees the event in the compiled build too
        events: Any = self.events
        if events is not None:
            events.append(_new_tuple(LogEvent, (seat, text, kind, ids)))

    def new_frame(self, seat: int, **regs: Any) -> int:
        fid = self.next_frame
        self.next_frame += 1
        self.frames[fid] = {"seat": seat, "ok": True, **regs}
        return fid

    def action_to_string(self, action: int) -> str:
        from rulebound.games.marvel_champions.labels import label_action

        return label_action(self, self.decision(), action)

    def public_action_string(self, action: int) -> str:
        """How the answer is told to the other seats. A card chosen for the mulligan
        stays in the hand until the choice is done, so it is not named (MC-SETUP-15);
        Tony Stark's Futurist keeps a card from the top of his deck: the others learn
        only that he kept one; a card taken by searching a deck is not named either."""
        from rulebound.games.marvel_champions import encoding as enc

        kind = self.decision().kind
        if kind == "mulligan" and action != enc.DONE:
            return "chooses a card to mulligan"
        if kind == "futurist":
            return "keep a card"
        if kind == "search-deck":  # Shuri, Foresight: the card taken stays unnamed
            return "take a card from the deck"
        return self.action_to_string(action)

    def returns(self) -> list[float]:
        # Cooperative: every seat wins or loses together (MC-ELIM-07).
        return [float(self.result)] * self.game.num_players

    # --- small queries --------------------------------------------------------------

    def card(self, uid: int) -> Card:
        return self.cards[self.units[uid].card]

    def name(self, uid: int) -> str:
        return self.cards[self.units[uid].card].name

    def tag(self, uid: int) -> str:
        """A card, named so that two copies can be told apart: copies in play by their
        order of entering play ("Web-Shooter (2)"), a copy elsewhere as "not in play"
        when another is in play. A bare name when it is the only one."""
        card = self.units[uid].card
        name = self.cards[card].name
        if len(self.game.same_name[card]) == 1:  # no other card of the name: its index entry
            same: tuple[int, ...] | list[int] = self.by_card.get(card, ())
        else:
            same = play_area.named_like(self, uid)
        if uid in same:
            return name if len(same) == 1 else f"{name} ({same.index(uid) + 1})"
        return f"{name} (not in play)" if same else name

    def player_name(self, seat: int) -> str:
        return f"P{seat + 1} {self.cards[self.players[seat].hero].name}"

    def ids(self, *uids: int, seat: int = -1) -> tuple[str, ...]:
        """The ids of cards an event concerns (``"c<uid>"``, as the view names them);
        with ``seat``, also that player's identity (the player the event names). A clone
        keeps no log, so its ids are not built: simulations pay nothing for them."""
        if self.events is None:
            return ()
        if seat >= 0:
            ident = self.players[seat].identity
            if self.units[ident].in_play:
                uids = (*uids, ident)
        known = _IDS.get(uids)
        if known is None:
            known = tuple([f"c{u}" for u in uids if u >= 0])
            if len(uids) <= 2:  # kept: a game logs the same cards often (and pairs are few)
                _IDS[uids] = known
        return known

    def broken_invariants(self) -> list[str]:
        from rulebound.games.marvel_champions.invariants import broken

        return broken(self)

    def order(self, start: int | None = None) -> list[int]:
        """Seats still in the game in player order from ``start`` (MC-ORDER-01)."""
        players = self.players
        n = len(players)
        if n == 1:
            return [] if players[0].eliminated else [0]
        first = self.first if start is None else start
        return [(first + i) % n for i in range(n) if not players[(first + i) % n].eliminated]

    def in_hero_form(self, seat: int) -> bool:
        p = self.players[seat]
        return not p.eliminated and p.form == HERO

    # --- copies ---------------------------------------------------------------------

    def clone(self) -> McState:
        # Through the constructor, not ``__new__``: a compiled (mypyc) class can only be
        # made by it, and in plain Python the call costs what ``__new__`` did.
        return McState(self.game, self.seed, self)

    def _copy(self, of: McState) -> None:
        """Make this new state a copy of ``of`` without its history or log."""
        self.rng = of.rng.clone()
        self.history = None
        self.events = None
        self.cards = of.cards
        self.units = [u.copy() for u in of.units]
        self.players = [p.copy() for p in of.players]
        self.play = of.play[:]
        self.by_card = of.by_card.copy()  # tuples: shared safely
        self.by_type = of.by_type.copy()
        self.villain = of.villain
        self.main = of.main
        self.stages = of.stages[:]
        self.mains = of.mains[:]
        self.enc_deck = of.enc_deck[:]
        self.enc_discard = of.enc_discard[:]
        self.enc_reshuffled = of.enc_reshuffled
        self.removed = of.removed[:]
        self.victory = of.victory[:]
        self.accel = of.accel
        self.accel_on = of.accel_on.copy()
        self.first = of.first
        self.active = of.active
        self.round = of.round
        self.phase = of.phase
        self.effects = of.effects[:]
        self.used = of.used[:]
        self.reduce = of.reduce[:]
        self.frames = {k: dict(v) for k, v in of.frames.items()}
        self.next_frame = of.next_frame
        self.steps = of.steps[:]
        self.waiting = of.waiting
        self._decision = of._decision
        self.texts = of.texts
        self.result = of.result
        self.reason = of.reason

    def snapshot(self) -> dict[str, Any]:
        decision = self.decision()  # first: it may advance the machine
        return {
            "rng": self.rng.state,
            "units": [u.key() for u in self.units],
            "players": [p.key() for p in self.players],
            "play": self.play,
            "villain": (self.villain, self.main, self.stages, self.mains),
            "encounter": (
                self.enc_deck,
                self.enc_discard,
                self.enc_reshuffled,
                self.removed,
                self.victory,
            ),
            "round": (self.accel, self.first, self.active, self.round, self.phase),
            "acceleration_on": sorted(self.accel_on.items()),
            "effects": (self.effects, self.used, self.reduce),
            "frames": self.frames,
            "steps": self.steps,
            "waiting": self.waiting,
            "result": (self.result, self.reason),
            "decision": (decision, self.texts),
        }

    def position_key(self) -> tuple[Any, ...]:
        """The position as a hashable tuple, for a search that shares the rollouts of
        equal positions (``planner._Seen``): two states of one game with equal keys
        play on alike, step for step, whatever decisions are made (the same rules, the
        same random draws, the same views for every seat), and the play of one is the
        play of the other with its frames named by other numbers. Every slot of the
        state is in the key (in order, where a list is kept in order), except those of
        :data:`KEY_LEFT_OUT`; :data:`KEY_SORTED` are compared as sets. Every slot of
        the units in play is in it, and the card of every unit: a unit out of play
        holds nothing else (``Unit.reset``, MC-LEAVE-02; the invariants check it at
        every decision of the conformance games). Hashing it raises ``TypeError`` when
        a register holds an unhashable value (the caller then does not share). Left in:
        the order of play (the order of abilities in a window, the heuristic's view and
        its ties) and which copy of a card is exhausted (the heuristic breaks ties by
        the lowest action). See docs/marvel-champions-planner.md, "Session 35, planner
        cost"."""
        decision = self.decision()  # first: it may advance the machine
        units = self.units
        return (
            self.rng.state,
            self.round,
            self.phase,
            self.active,
            self.first,
            self.accel,
            self.villain,
            self.main,
            self.result,
            self.reason,
            self.seed,
            decision,
            self.texts,
            self.waiting,
            tuple(self.steps),
            tuple([(fid, tuple(regs.items())) for fid, regs in self.frames.items()]),
            tuple(self.play),
            tuple([_UNIT_SLOTS(units[u]) for u in self.play]),
            tuple([u.card for u in units]),
            tuple([_player_key(p) for p in self.players]),
            tuple(self.stages),
            tuple(self.mains),
            tuple(self.enc_deck),
            tuple(self.enc_discard),
            self.enc_reshuffled,
            tuple(self.removed),
            tuple(self.victory),
            tuple(sorted(self.accel_on.items())),
            tuple(self.effects),
            tuple(self.used),
            tuple(self.reduce),
        )

    def resample_hidden(self, seat: int, rng: Rng) -> McState:
        """Redraw what ``seat`` cannot see: the order of every deck, the other players'
        hands (and the facedown cards of theirs under Highway Robbery), and which
        encounter cards are the facedown ones (dealt to players, boost cards)."""
        c = self.clone()
        units = c.units
        for p in c.players:
            hidden = list(p.deck)
            robbed: list[tuple[int, int]] = []  # (scheme uid, position)
            if p.seat != seat:
                hidden += p.hand
                for u in c.play:
                    for i, x in enumerate(units[u].under):
                        if units[x].owner == p.seat:
                            robbed.append((u, i))
                            hidden.append(x)
            hidden.sort()  # the true order must not shape the draw: a model depends
            rng.shuffle(hidden)  # only on what the seat may know (and the rng)
            size = len(p.deck)
            p.deck = hidden[:size]
            rest = hidden[size:]
            if p.seat != seat:
                p.hand = rest[: len(p.hand)]
                rest = rest[len(p.hand) :]
                for (u, i), x in zip(robbed, rest, strict=True):
                    under = list(units[u].under)
                    under[i] = x
                    units[u].under = tuple(under)
            _redraw_drones(c, p, rng)
        facedown = list(c.enc_deck)
        for p in c.players:
            facedown += p.dealt
        for u in c.play:
            facedown += units[u].boosts
        facedown.sort()
        rng.shuffle(facedown)
        c.enc_deck = facedown[: len(c.enc_deck)]
        rest = facedown[len(c.enc_deck) :]
        for p in c.players:
            n = len(p.dealt)
            p.dealt, rest = rest[:n], rest[n:]
        for u in c.play:
            n = len(units[u].boosts)
            if n:
                units[u].boosts, rest = tuple(rest[:n]), rest[n:]
        c.rng = Rng(rng.next64())
        return c

    def visible_objects(self, seat: int) -> dict[str, dict[str, Any]]:
        from rulebound.games.marvel_champions.describe import visible_objects

        return visible_objects(self, seat)

    def describe(self, object_id: str, seat: int) -> dict[str, Any]:
        from rulebound.games.marvel_champions.describe import describe_visible

        return describe_visible(self, object_id, seat)

    def hidden_names(self, seat: int) -> set[str]:
        from rulebound.games.marvel_champions.describe import hidden_names

        return hidden_names(self, seat)

    def view_body(self, seat: int) -> dict[str, Any]:
        from rulebound.games.marvel_champions.views import build_view

        return build_view(self, seat)


KEY_LEFT_OUT = {
    "game": "the same for every position of a game (a search compares one game's)",
    "cards": "the game's card pool, shared by every state of the game",
    "history": "the log of the real game: None in copies, and no rule reads it",
    "events": "the log of the real game: None in copies, and no rule reads it",
    "next_frame": "the number the next frame gets: frame numbers are names only",
    "by_card": "an index of play: a function of play and the cards its units show",
    "by_type": "an index of play: a function of play and the cards its units show",
    "_decision": "in the key as decision() (it may advance the machine first)",
}
""":meth:`McState.position_key`'s slots left out, and why they need not be compared
(docs/marvel-champions-planner.md, "Session 35, planner cost", argues each)."""

KEY_SORTED = frozenset({"accel_on"})
"""Slots :meth:`McState.position_key` compares as sets: ``accel_on`` is read by card
and summed, never in order."""

_UNIT_SLOTS = attrgetter(
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
"""Every slot of a unit (``Unit.__slots__``, named here: a compiled class keeps no
``__slots__`` to read), its uid and owner included."""


def _player_key(p: Player) -> tuple[Any, ...]:
    """Every slot of a player (its lists as tuples, in order)."""
    return (
        p.seat,
        p.identity,
        p.hero,
        p.alter,
        p.form,
        p.flipped,
        p.eliminated,
        p.reshuffled,
        tuple(p.hand),
        tuple(p.deck),
        tuple(p.discard),
        tuple(p.dealt),
        tuple(p.nemesis),
        tuple(p.obligation),
        tuple(p.set_aside),
        tuple(p.table),
    )


def _redraw_drones(c: McState, p: Player, rng: Rng) -> None:
    """The cards in play facedown as Drones are hidden from every seat, the owner too:
    they and the owner's deck trade cards at random. The list of the last reshuffle is
    public, so it keeps its names (each entry whose card moved names a card now
    holding it)."""
    units = c.units
    drones = [u for u in c.play if units[u].face >= 0 and units[u].owner == p.seat]
    if not drones:
        return
    slots = [*drones, *p.deck]
    before = {x: units[x].face if x in drones else units[x].card for x in slots}
    cards = sorted(before.values())
    rng.shuffle(cards)
    now = dict(zip(slots, cards, strict=True))
    for x, index in now.items():
        if x in drones:
            units[x].face = index
        else:
            units[x].card = index
    moved = {x for x in p.reshuffled if x in before and now[x] != before[x]}
    taken = {x for x in p.reshuffled if x not in moved}
    renamed = []
    for x in p.reshuffled:
        if x in moved:
            x = next(y for y in slots if now[y] == before[x] and y not in taken)
            taken.add(x)
        renamed.append(x)
    p.reshuffled = tuple(renamed)
