"""The :class:`MarvelChampionsGame`: parameters, card pool, decks, and the registry entry."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import flow  # noqa: F401  (registers steps and card scripts)
from rulebound.games.marvel_champions.cards import CardPool, hand_names, load_pool
from rulebound.games.marvel_champions.decks import DeckList, load_deck
from rulebound.games.marvel_champions.dsl import RESOURCE, SCRIPTS, Ability, Script
from rulebound.games.marvel_champions.model import RESOURCE_TYPES
from rulebound.games.marvel_champions.payment import typed_requirement
from rulebound.games.marvel_champions.rounds import NEMESIS, start_game
from rulebound.games.marvel_champions.scenarios import MAX_PLAYERS, MODULAR, VILLAINS, Villain
from rulebound.games.marvel_champions.state import McState
from rulebound.games.marvel_champions.turn import PLAYABLE
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.game import Game, GameInfo, register

# A constant modifier: (state, source uid, modified uid) -> amount
StatFn = Callable[[Any, int, int], int]

HEROES = {
    "spider-man": "spider-man-justice",
    "captain-marvel": "captain-marvel-leadership",
    "she-hulk": "she-hulk-aggression",
    "iron-man": "iron-man-protection",
    "black-panther": "black-panther-protection",
}


@register
class MarvelChampionsGame(Game):
    """Marvel Champions: The Card Game, Core Set, 1-4 players.

    Parameters:

    * ``heroes``: one to four heroes of :data:`HEROES` (comma-separated),
      each with its shipped deck; or ``decks``: deck names or MarvelCDB JSON files;
    * ``players``: the number of players (0: one per hero named); heroes not named
      are added in the order of ``HEROES``;
    * ``villain``: ``rhino``, ``klaw`` or ``ultron``; ``modular``: modular encounter sets,
      comma-separated (the villain's recommended set by default); ``expert``: expert
      mode (stages II-III and the Expert set);
    * ``heroic``: heroic level X (X more encounter cards per player each villain phase);
    * ``skirmish``: a single villain stage (``I``, ``II`` or ``III``), skirmish mode.
    """

    info = GameInfo(
        id="marvel-champions",
        version=1,
        name="Marvel Champions: The Card Game",
        num_players=1,
        min_utility=-1.0,
        max_utility=1.0,
        utility="identical",
        max_game_length=50_000,
        parameters={
            "heroes": "spider-man",
            "decks": "",
            "players": 0,
            "villain": "rhino",
            "modular": "",
            "expert": False,
            "heroic": 0,
            "skirmish": "",
        },
        choices={"villain": tuple(VILLAINS), "skirmish": ("", "I", "II", "III")},
        parameter_help={
            "heroes": "1 to 4 heroes, comma-separated: spider-man, captain-marvel, "
            "she-hulk, iron-man, black-panther",
            "decks": "deck names (spider-man-justice, captain-marvel-leadership, "
            "she-hulk-aggression, iron-man-protection, black-panther-protection) or "
            "MarvelCDB deck files, instead of the heroes' own decks",
            "players": "the number of players; 0: one per hero named",
            "villain": "the villain to face",
            "modular": "modular encounter sets, comma-separated: bomb-scare, "
            "legions-of-hydra, masters-of-evil, the-doomsday-chair, under-attack; "
            "empty: the villain's own",
            "expert": "expert mode: villain stages II and III and the Expert set",
            "heroic": "heroic level: that many more encounter cards per player each round",
            "skirmish": "play a single villain stage (I, II or III); empty: the full game",
        },
        description=(
            "Cooperative card game: 1-4 heroes of the Core Set against Rhino, Klaw or Ultron."
        ),
    )

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.pool: CardPool = load_pool()
        self.hand_names = hand_names(self.pool)  # labels of cards chosen from a hand
        heroes = self.list_param("heroes")
        wanted = int(self.params["players"])
        if wanted and not self.params["decks"]:
            spare = [h for h in HEROES if h not in heroes]
            most = min(MAX_PLAYERS, len(heroes) + len(spare))
            if not len(heroes) <= wanted <= most:
                raise ParameterError(
                    f"{self.info.full_id}: parameter 'players' must be between "
                    f"{len(heroes)} and {most} with heroes "
                    f"{','.join(heroes)!r}, got {wanted}"
                )
            heroes += spare[: wanted - len(heroes)]
        names = self.list_param("decks") or [HEROES.get(h, h) for h in heroes]
        for name in heroes:
            if name not in HEROES and not self.params["decks"]:
                raise ParameterError(
                    f"{self.info.full_id}: unknown hero {name!r} in 'heroes' "
                    f"(known: {', '.join(HEROES)})"
                )
        if not 1 <= len(names) <= MAX_PLAYERS:
            raise ParameterError(
                f"{self.info.full_id}: 1 to {MAX_PLAYERS} players are supported, got {len(names)}"
            )
        self.villain: Villain = VILLAINS[self.params["villain"]]
        self.modular: tuple[str, ...] = self._modular()
        if self.params["heroic"] < 0:
            raise ParameterError(f"{self.info.full_id}: parameter 'heroic' must be 0 or more")
        self.decks: list[DeckList] = [load_deck(n, self.pool) for n in names]
        heroes = [d.hero_code for d in self.decks]
        if len(set(heroes)) != len(heroes):  # MC-UNIQUE-06
            raise ParameterError(f"{self.info.full_id}: two players cannot play the same identity")
        # Trigger name -> the cards with an ability on it ("" for actions); (trigger
        # name, ability kind) -> card -> its abilities of that kind on that trigger, with
        # their index on the card. Only the cards of this game: a window no card of the
        # game can answer is not opened, and a window looks at those abilities only.
        self.scripts = [SCRIPTS.get(c.code) or Script() for c in self.pool.cards]
        self.trigger_index: dict[str, set[int]] = {}
        self.abilities_on: dict[tuple[str, str], dict[int, tuple[tuple[int, Ability], ...]]] = {}
        # Stat name -> card -> its constant modifiers of that stat: only the cards of this
        # game, so a stat no card of the game modifies is read without looking at play.
        self.stat_mods: dict[str, dict[int, tuple[StatFn, ...]]] = {}
        self.admitted: set[int] = set()
        self.hand_kinds: set[tuple[str, str]] = set()  # filled by admit, kept by _derive
        for card in sorted(self._cards_in_game()):
            self.admit(card)
        self.proto: McState | None = None  # the unshuffled start, built once (rounds.py)
        # cards printed as another type (card_types.py): twin -> card, (card, type) -> twin
        self.twins: dict[int, int] = {}
        self.twin_of: dict[tuple[int, str], int] = {}
        # Per card index, for the hot paths: the printed resource (type, amount), and
        # the cards with constant modifiers or resource abilities.
        self.printed = [
            next(((RESOURCE_TYPES.index(t), n) for t, n in c.resources.items() if n), (-1, 0))
            for c in self.pool.cards
        ]
        self._derive()

    def _derive(self) -> None:
        """What the hot paths read off the scripts, per card index."""
        # (trigger, kind) pairs with an event among the cards answering them: only
        # their windows (and the turn's Actions) look at the hands (timing._sources);
        # admit adds the pairs of a card joining later
        cards = self.pool.cards
        self.hand_kinds = {
            key
            for key, by_card in self.abilities_on.items()
            if any(cards[c].type == "event" for c in by_card)
        }
        # cards with Team-Up (rules.team_up_ok), and cards discarded at the end of the
        # round (Temporary, rounds.run_end_round): most games have none in play
        self.team_up = frozenset(c.index for c in cards if c.keyword("Team-Up") is not None)
        self.round_end_cards = frozenset(
            c.index
            for c in cards
            if "Temporary" in c.keywords or self.scripts[c.index].extra.get("discard_at_round_end")
        )
        self.grants = {
            c.index: self.scripts[c.index].extra["grants"]
            for c in self.pool.cards
            if "grants" in self.scripts[c.index].extra
        }
        # cards that cannot be attacked or thwarted; attachments holding their host
        # exhausted (MC-TARGET-08, MC-TARGET-07)
        self.cannot_be = {
            c.index: self.scripts[c.index].extra["cannot_be"]
            for c in self.pool.cards
            if "cannot_be" in self.scripts[c.index].extra
        }
        self.holds_exhausted = frozenset(
            c.index for c in self.pool.cards if "holds_exhausted" in self.scripts[c.index].extra
        )
        # per card, the cards of the pool with its name (a twin shares it): state.tag
        names: dict[str, tuple[int, ...]] = {}
        for c in self.pool.cards:
            names[c.name] = (*names.get(c.name, ()), c.index)
        self.same_name = [names[c.name] for c in self.pool.cards]
        self.ready_cost = frozenset(  # cards that ready only if a cost is paid (MC-READY-02)
            c.index for c in self.pool.cards if self.scripts[c.index].extra.get("ready_cost")
        )
        self.hand_mods = any(name == "hand_size" for sc in self.scripts for name, _ in sc.stats)
        self.health_mods = any(name == "health" for sc in self.scripts for name, _ in sc.stats)
        self.stat_cards = frozenset(c.index for c in self.pool.cards if self.scripts[c.index].stats)
        # cards that give their controller's hero a trait (rules.has_trait)
        self.trait_cards = frozenset(
            c.index for c in self.pool.cards if self.scripts[c.index].traits
        )
        self.end_cards = frozenset(  # alternative victory or defeat (MC-WIN-02)
            c.index for c in self.pool.cards if "ends" in self.scripts[c.index].extra
        )
        self.resource_cards = frozenset(
            c.index
            for c in self.pool.cards
            if any(a.kind == RESOURCE for a in self.scripts[c.index].abilities)
        )
        self.no_attack = frozenset(  # "the character with this card cannot attack"
            c.index for c in self.pool.cards if "host_cannot_attack" in self.scripts[c.index].extra
        )
        self.increase_cards = frozenset(  # constant damage/threat increases (instances.py)
            c.index for c in self.pool.cards if "increases" in self.scripts[c.index].extra
        )
        # cards with the Setup keyword (setup_cards.py): no card of the Core Set has it,
        # so set-up skips reading every card of every deck for it
        self.setup_keyword = frozenset(c.index for c in self.pool.cards if "Setup" in c.keywords)
        # cards a turn may play from hand as a non-event card (turn.py): a type played
        # that way and a cost (the other cards of a hand are not looked at further)
        self.playable = frozenset(
            c.index for c in self.pool.cards if c.type in PLAYABLE and c.cost is not None
        )
        # cards paid for with typed resources or by several players (payment.can_afford)
        self.typed_or_alliance = frozenset(
            c.index
            for c in self.pool.cards
            if any(typed_requirement(c)) or c.keyword("Alliance") is not None
        )
        # of those playable, the plain ones, played with nothing to choose and no limit to check
        # (not unique, no Team-Up, no hero-only play, no host, no "any player", no Max):
        # whether they can be played is whether they can be paid for
        self.plain_play = frozenset(
            c
            for c in self.playable
            if not (card := self.pool.cards[c]).unique
            and card.keyword("Team-Up") is None
            and not (sc := self.scripts[c]).hero_only
            and not sc.attach
            and not sc.any_player
            and not sc.max_per
        )

    def rescript(self, card: int, sc: Script) -> None:
        """Give card ``card`` another script in this game (a made-up card of the
        position builder): its abilities are indexed again."""
        self.scripts[card] = sc
        for by_card in self.abilities_on.values():
            by_card.pop(card, None)
        for cards in self.trigger_index.values():
            cards.discard(card)
        for mods in self.stat_mods.values():
            mods.pop(card, None)
        if card in self.admitted:
            self.admitted.discard(card)
            self.admit(card)
        self._derive()

    def _modular(self) -> tuple[str, ...]:
        """The modular encounter sets (set codes): ``modular`` or the villain's own."""
        names = self.list_param("modular") or list(self.villain.modular)
        for name in names:
            if name not in MODULAR:
                raise ParameterError(
                    f"{self.info.full_id}: unknown modular set {name!r} in 'modular' "
                    f"(known: {', '.join(MODULAR)})"
                )
        if len(set(names)) != len(names):
            raise ParameterError(f"{self.info.full_id}: a modular set is named twice")
        return tuple(MODULAR[n] for n in names)

    def _cards_in_game(self) -> set[int]:
        """The cards a game of these decks, villain and sets can show: every card of
        their sets (both sides of the identities, every villain stage and main scheme).
        The decks' own cards join by :meth:`admit` when set-up makes them
        (``rounds.new_unit``), as does a card put into a built position."""
        pool = self.pool
        sets = {self.villain.set, *self.modular, "standard", "expert"}
        for deck in self.decks:
            hero = pool.by_code[deck.hero_code]
            sets |= {hero.set, NEMESIS.get(hero.set, hero.set)}
        return {c.index for c in pool.cards if c.set in sets}

    def admit(self, card: int) -> None:
        """Index the abilities of ``card`` (a card instance of it is being made): the
        trigger indexes cover every card that can be in a state of this game."""
        if card in self.admitted:
            return
        self.admitted.add(card)
        for k, ab in enumerate(self.scripts[card].abilities):
            self.trigger_index.setdefault(ab.on, set()).add(card)
            by_card = self.abilities_on.setdefault((ab.on, ab.kind), {})
            by_card[card] = (*by_card.get(card, ()), (k, ab))
            if self.pool.cards[card].type == "event":
                self.hand_kinds.add((ab.on, ab.kind))
        for name, fn in self.scripts[card].stats:
            mods = self.stat_mods.setdefault(name, {})
            mods[card] = (*mods.get(card, ()), fn)

    @property
    def num_players(self) -> int:
        return len(self.decks)

    def seat_name(self, seat: int) -> str:
        """The seat's identity, hero and alter ego: "Spider-Man (Peter Parker)"."""
        if not 0 <= seat < len(self.decks):
            return super().seat_name(seat)
        hero = self.pool.by_code[self.decks[seat].hero_code]
        alter = self.pool.by_code.get(hero.back)
        return f"{hero.name} ({alter.name})" if alter else hero.name

    def new_initial_state(self, seed: int = 0) -> McState:
        state = McState(self, seed)
        start_game(state)
        state.decision()
        return state

    def num_distinct_actions(self) -> int:
        return enc.NUM_ACTIONS

    def greedy_policy(self) -> Callable[[Mapping[str, Any], list[int]], int] | None:
        from rulebound.games.marvel_champions.heuristic import greedy_policy

        return greedy_policy

    def position_evaluation(self) -> tuple[Callable[[Any, int], float], float] | None:
        from rulebound.games.marvel_champions.planner import evaluate

        return (lambda state, seat: evaluate(state)), 20.0  # cooperative: one score

    def planner_policy(self) -> Callable[..., int] | None:
        from rulebound.games.marvel_champions.planner import planner_choose

        return planner_choose
