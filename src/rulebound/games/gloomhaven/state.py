"""The state of one Gloomhaven scenario in play.

Build it with :meth:`GloomhavenGame.new_initial_state`; the rules live in the step
modules (:mod:`~rulebound.games.gloomhaven.rounds`, ``player_turn``, ``actions``,
``monster_turn``...). The players (one seat per character) answer every choice the
rules give them, including the ones the rules hand to "the players" during a
monster's turn (table T-12): those go to the seat of the first character still in
the scenario.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven.elements import ElementBoard
from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER, OBSTACLE, SUMMON, Figure, Hero
from rulebound.games.gloomhaven.hexmap import HexMap, with_changes
from rulebound.games.gloomhaven.levels import LevelValues
from rulebound.games.gloomhaven.machine import RULES
from rulebound.games.gloomhaven.modifiers import ModifierDeck
from rulebound.games.gloomhaven.scenario import Content
from rulebound.games.gloomhaven.turn_order import TurnOrder
from rulebound.kernel.decision import Decision
from rulebound.kernel.events import LogEvent
from rulebound.kernel.hexgrid import Hex
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State
from rulebound.kernel.steps import Step, StepMachine

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.campaign import CampaignRecord
    from rulebound.games.gloomhaven.game import GloomhavenGame
    from rulebound.games.gloomhaven.goal_play import GoalPlay


PLAN_STEPS = ("plan", "plan-second", "plan-lead")
"""The steps of a character's choice of its two cards (or a Long Rest)."""


class MonsterDeck:
    """One monster type's ability deck (GH-RSTART-09, -10, GH-REND-03)."""

    __slots__ = ("discard", "draw", "drawn", "shuffle")

    def __init__(self, draw: list[int], discard: list[int], drawn: int, shuffle: bool) -> None:
        self.draw = draw
        self.discard = discard
        self.drawn = drawn  # this round's card id, -1 if none
        self.shuffle = shuffle  # a card with the reshuffle symbol was drawn this round

    def copy(self) -> MonsterDeck:
        return MonsterDeck(self.draw[:], self.discard[:], self.drawn, self.shuffle)

    def key(self) -> tuple[object, ...]:
        return (self.draw, self.discard, self.drawn, self.shuffle)


class GloomhavenState(StepMachine, State):
    """One point of a Gloomhaven scenario."""

    game: GloomhavenGame
    registry = RULES

    def __init__(self, game: GloomhavenGame, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed, trace=True)
        self.history = []
        self.events = []
        self.values: LevelValues = game.values
        self.figures: list[Figure] = []
        self.heroes: list[Hero] = []
        self.open_doors: frozenset[Hex] = frozenset()
        self.rooms: tuple[int, ...] = ()
        self.traps: dict[Hex, Content] = {}
        self.coins: dict[Hex, int] = {}
        self.treasures: dict[Hex, int] = {}
        self.marks: dict[Hex, Content] = {}  # pressure plates and story points in play
        self.gone: frozenset[Hex] = frozenset()  # obstacles destroyed by damage (GH-ATK-07)
        self.made: frozenset[Hex] = frozenset()  # obstacles a character created (card 118)
        self.trap_xp: dict[Hex, tuple[int, int]] = {}  # a character's trap: (seat, XP)
        self.rank: dict[int, int] = {}  # figure id -> place in this round's order
        self.consumed: dict[str, str] = {}  # monster type -> element it consumed this round
        # monsters turned against their allies this round (Mindthief 160, 172): figure id
        # -> (seat of the character who turned it, whether that seat makes its choices)
        self.turned: dict[int, tuple[int, bool]] = {}
        self.hexmap: HexMap = game.scenario.hexmap()
        self.monster_deck = ModifierDeck()
        self.ability_decks: dict[str, MonsterDeck] = {}
        self.elements = ElementBoard.start()
        self.order = TurnOrder()
        self.round = 0
        self.acting = -1  # the figure whose turn it is
        self.ctx: dict[str, Any] = {}
        self.outcome = ""  # "won" or "lost" at the end
        self.goals: GoalPlay | None = None  # battle goals, only with the parameter
        self.campaign_after: CampaignRecord | None = None  # set at the end (campaign parameter)
        self.steps: list[Step] = []
        self.waiting: Step | None = None
        self._decision: Decision | None = None

    # --- the end ----------------------------------------------------------------

    def is_over(self) -> bool:
        return bool(self.outcome)

    def returns(self) -> list[float]:
        """Cooperative: every seat gets +1 for a won scenario, -1 for a lost one."""
        value = 1.0 if self.outcome == "won" else -1.0 if self.outcome == "lost" else 0.0
        return [value] * len(self.heroes)

    # --- queries ----------------------------------------------------------------

    def broken_invariants(self) -> list[str]:
        from rulebound.games.gloomhaven.invariants import broken

        return broken(self)

    def figure_at(self, h: Hex) -> Figure | None:
        for f in self.figures:
            if f.alive and f.hex == h:
                return f
        return None

    def occupied(self) -> dict[Hex, Figure]:
        return {f.hex: f for f in self.figures if f.alive}

    def enemies(self, a: Figure, b: Figure) -> bool:
        """Monsters against characters and their summons (GH-GLOSS-74). An obstacle
        with hit points is an enemy of the characters and their summons only: they
        may attack it (GH-ATK-06, -09); monsters ignore it."""
        if a.kind == OBSTACLE or b.kind == OBSTACLE:
            other = b if a.kind == OBSTACLE else a
            return other.kind in (CHARACTER, SUMMON)
        sides = (a.kind == MONSTER) != (b.kind == MONSTER)
        # a turned monster takes its turn with its allies as its enemies and its
        # enemies as its allies (turn_enemy, data/classes/README.md)
        if self.turned and self.acting in self.turned and a is not b:
            return sides != (self.acting in (a.id, b.id))
        return sides

    def party_seat(self) -> int:
        """The seat that answers "the players decide" (T-12): the first character
        still in the scenario."""
        for hero in self.heroes:
            if not hero.exhausted:
                return hero.seat
        return 0

    def character(self, seat: int) -> Figure:
        return self.figures[self.heroes[seat].figure]

    def summons_of(self, seat: int) -> list[Figure]:
        return [f for f in self.figures if f.alive and f.kind == SUMMON and f.seat == seat]

    def monsters(self) -> list[Figure]:
        return [f for f in self.figures if f.alive and f.kind == MONSTER]

    def characters(self) -> list[Figure]:
        return [f for f in self.figures if f.alive and f.kind == CHARACTER]

    # --- the map ----------------------------------------------------------------

    def rebuild_map(self) -> None:
        """The map after a door opened or a trap was sprung. Range and line-of-sight
        caches are shared by every map of the same walls and doors (hexmap.py)."""
        base = self.game.scenario.hexmap(self.open_doors)
        obstacles = (base.obstacles - self.gone) | self.made
        self.hexmap = with_changes(base, frozenset(self.traps), obstacles)

    # --- copies -----------------------------------------------------------------

    def clone(self) -> GloomhavenState:
        c = GloomhavenState.__new__(GloomhavenState)
        c.game = self.game
        c.seed = self.seed
        c.rng = self.rng.clone()
        c.history = None
        c.events = None
        c.values = self.values
        c.figures = [f.copy() for f in self.figures]
        c.heroes = [h.copy() for h in self.heroes]
        c.open_doors = self.open_doors
        c.rooms = self.rooms
        c.traps = dict(self.traps)
        c.coins = dict(self.coins)
        c.treasures = dict(self.treasures)
        c.marks = dict(self.marks)
        c.gone = self.gone
        c.made = self.made
        c.trap_xp = dict(self.trap_xp)
        c.rank = dict(self.rank)
        c.consumed = dict(self.consumed)
        c.turned = dict(self.turned)
        c.hexmap = self.hexmap
        c.monster_deck = self.monster_deck
        c.ability_decks = {k: d.copy() for k, d in self.ability_decks.items()}
        c.elements = self.elements
        c.order = self.order
        c.round = self.round
        c.acting = self.acting
        c.ctx = _copy_ctx(self.ctx)
        c.outcome = self.outcome
        c.goals = self.goals.copy() if self.goals is not None else None
        c.campaign_after = self.campaign_after
        c.steps = self.steps[:]
        c.waiting = self.waiting
        c._decision = self._decision
        return c

    def snapshot(self) -> dict[str, Any]:
        snap: dict[str, Any] = {
            "rng": self.rng.state,
            "figures": [f.key() for f in self.figures],
            "heroes": [h.key() for h in self.heroes],
            "doors": sorted(self.open_doors),
            "rooms": self.rooms,
            "traps": sorted(self.traps),
            "coins": sorted(self.coins.items()),
            "treasures": sorted(self.treasures.items()),
            "marks": sorted(self.marks),
            "gone": sorted(self.gone),
            "trap_xp": sorted(self.trap_xp.items()),
            "rank": sorted(self.rank.items()),
            "consumed": sorted(self.consumed.items()),
            "monster_deck": self.monster_deck,
            "ability_decks": {k: d.key() for k, d in sorted(self.ability_decks.items())},
            "elements": self.elements,
            "order": self.order,
            "round": (self.round, self.acting),
            "ctx": sorted((k, repr(v)) for k, v in self.ctx.items()),
            "outcome": self.outcome,
            "steps": self.steps,
            "waiting": self.waiting,
            "decision": self.decision(),
        }
        if self.turned:  # absent when none: old snapshots stay equal
            snap["turned"] = sorted(self.turned.items())
        if self.made:  # absent when none: old snapshots stay equal
            snap["made"] = sorted(self.made)
        if self.goals is not None:  # absent without the parameter: old snapshots stay equal
            snap["goals"] = self.goals.key()
        if self.campaign_after is not None:
            snap["campaign_after"] = self.campaign_after
        return snap

    def scenario_over(self) -> bool:
        """Whether the scenario has ended (its outcome set, or its campaign steps
        still to come): the characters have their cards back, nothing is secret."""
        if self.outcome:
            return True
        # no list built: the observation encoders ask at every decision
        waiting = self.waiting
        if waiting and waiting[0] == "settle":
            return True
        return any(st[0] == "settle" for st in self.steps)

    def planning(self) -> bool:
        """Whether the round's cards are still being chosen (not yet revealed)."""
        waiting = self.waiting
        if waiting and waiting[0] in ("plan", "reveal"):
            return True
        return any(st[0] in ("plan", "reveal") for st in self.steps)

    def secret_plans(self) -> list[Hero]:
        """The characters whose two cards for this round are chosen and still face
        down (GH-RSTART-05, -08). A character yet to choose still holds last round's
        plan, whose cards are long in its discards: not a secret."""
        if not self.planning():
            return []
        pending = [*self.steps, self.waiting or ("",)]
        choosing = {st[1] for st in pending if st[0] in PLAN_STEPS}
        return [
            h
            for h in self.heroes
            if len(h.plan) == 2 and not h.exhausted and h.seat not in choosing
        ]

    def resample_hidden(self, seat: int, rng: Rng) -> GloomhavenState:
        """Redraw what ``seat`` cannot see: the order of every attack modifier deck and monster
        ability deck, the other characters' two-card plans while they are still secret (GH-
        RSTART-05, -08): two cards drawn at random from that character's hand and plan, the
        first leading, and the other players' battle goals. A declared Long Rest is public (the
        log says so) and stays. While another seat decides, its options are asked again of the
        redrawn cards (``StepMachine.redrawn_for``)."""
        return self.redrawn_for(seat, lambda: self._redraw(seat, rng))

    def _redraw(self, seat: int, rng: Rng) -> GloomhavenState:
        c = self.clone()
        pile = list(c.monster_deck.draw_pile)
        rng.shuffle(pile)
        c.monster_deck = replace(c.monster_deck, draw_pile=tuple(pile))
        for hero in c.heroes:
            cards = list(hero.deck.draw_pile)
            rng.shuffle(cards)
            hero.deck = replace(hero.deck, draw_pile=tuple(cards))
        for deck in c.ability_decks.values():
            rng.shuffle(deck.draw)
        for hero in c.secret_plans():
            if hero.seat != seat:
                pool = sorted(hero.hand + list(hero.plan))
                rng.shuffle(pool)
                hero.plan = (pool[0], pool[1])
                hero.unplayed = [pool[0], pool[1]]
                hero.hand = sorted(pool[2:])
        _redraw_picks(c, seat, rng)
        if c.goals is not None:  # the others' battle goals (GH-SETUP-20)
            from rulebound.games.gloomhaven.goal_play import redraw_goals

            c.goals = redraw_goals(c.goals, seat, rng)
        c.rng = Rng(rng.next64())
        return c

    # --- text and views -------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        from rulebound.games.gloomhaven.labels import label_action

        return label_action(self, self.decision(), action)

    def view_body(self, seat: int) -> dict[str, Any]:
        from rulebound.games.gloomhaven.views import build_view

        return build_view(self, seat)

    def event_ids(self, event: LogEvent) -> tuple[str, ...]:
        """An event's ids and those of the characters, monster types and ability cards
        its line names (the engine wrote those names, so the ids tell whoever reads the
        line nothing more than its text)."""
        return tuple(dict.fromkeys(event.ids + self.named_ids(event.text)))

    def named_ids(self, text: str) -> tuple[str, ...]:
        """The description ids of the figures and cards ``text`` names, in order.

        >>> from rulebound import load_game
        >>> state = load_game("gloomhaven").new_initial_state(seed=2)
        >>> state.named_ids("Brute plays the top of Trample.")
        ('character-0', 'brute-1')
        """
        names, pattern, found = self._names()
        ids = found.get(text)
        if ids is None:
            ids = tuple(dict.fromkeys(names[m.group(0)] for m in pattern.finditer(text)))
            if len(found) < 100_000:  # a front end reads the whole log again and again
                found[text] = ids
        return ids

    def _names(self) -> tuple[dict[str, str], re.Pattern[str], dict[str, tuple[str, ...]]]:
        """Name -> description id for this party's characters and cards and every
        monster type of the bestiary, one pattern matching them all (longest name
        first), and the ids found in each line so far; built once per party and cached
        on the game."""
        party = tuple(hero.cls.id for hero in self.heroes)
        cached = self.game.__dict__.setdefault("_named", {})
        if party not in cached:
            names: dict[str, str] = {}
            for mtype in self.game.bestiary.monsters.values():
                names[mtype.name] = f"monster-{mtype.id}"
            for hero in self.heroes:
                for card in hero.cls.cards:
                    names.setdefault(card.name, f"{hero.cls.id}-{card.id}")
            for hero in self.heroes:  # a class name wins over a card of that name
                names[hero.cls.name] = f"character-{hero.seat}"
            ordered = sorted(names, key=len, reverse=True)
            pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, ordered)) + r")\b")
            cached[party] = (names, pattern, {})
        result: tuple[dict[str, str], re.Pattern[str], dict[str, tuple[str, ...]]] = cached[party]
        return result

    def visible_objects(self, seat: int) -> dict[str, dict[str, Any]]:
        from rulebound.games.gloomhaven.describe import visible_objects

        return visible_objects(self, seat)

    def describe(self, object_id: str, seat: int) -> dict[str, Any]:
        from rulebound.games.gloomhaven.describe import describe_visible

        return describe_visible(self, object_id, seat)

    def hidden_names(self, seat: int) -> set[str]:
        from rulebound.games.gloomhaven.describe import hidden_names

        return hidden_names(self, seat)

    def public_action_string(self, action: int) -> str:
        from rulebound.games.gloomhaven.describe import public_action_string

        return public_action_string(self, action)


def _redraw_picks(c: GloomhavenState, seat: int, rng: Rng) -> None:
    """Another character's cards picked so far for a plan still being chosen are
    secret (GH-RSTART-05): the copy picks other cards of its hand at random."""
    st = c.waiting
    if st is None or st[0] not in ("plan-second", "plan-lead") or st[1] == seat:
        return
    pool = sorted(c.heroes[st[1]].hand)
    rng.shuffle(pool)
    c.steps.append((st[0], st[1], *pool[: len(st) - 2]))
    c.waiting = None
    c._decision = None


def _copy_ctx(value: Any) -> Any:
    """A copy of the turn's scratch data: nested dicts, lists and sets are copied
    (tuples and scalars are immutable)."""
    if isinstance(value, dict):
        return {k: _copy_ctx(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_ctx(v) for v in value]
    if isinstance(value, set):
        return set(value)
    return value
