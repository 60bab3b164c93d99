"""The :class:`DestinyGame`: parameters, card pool, decks, and the registry entry."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny import flow  # noqa: F401  (registers the steps and card scripts)
from rulebound.games.destiny.cards import CardPool, load_pool
from rulebound.games.destiny.decks import DeckList, load_deck
from rulebound.games.destiny.phases import start_game
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.game import Game, GameInfo, register


@register
class DestinyGame(Game):
    """Star Wars: Destiny, Awakenings: two players, or three or four in the free-for-all
    multiplayer game (part 9 of the rules reference).

    Parameters (the readings behind them are in the README):

    * ``decks``: two to four decks, comma-separated, one per player: shipped names
      (``rey``, ``kylo``, ``jedi``...) or paths to our deck files or SWDestinyDB JSON
      decks;
    * ``card_files``: card data files (comma-separated) replacing the Awakenings data;
    * ``symbol_targets``: ``seed`` (damage and shields go to any character, as the
      seed says) or ``printed-game`` (damage to an opponent's, shields to your own);
    * ``decline_extra_action``: ``pass`` (declining an additional action is a pass,
      the literal SWD-ACTION-02) or ``no-pass``;
    * ``trigger_order``: ``resolving-player`` (SWD-SIMUL-01) or
      ``battlefield-controller`` (SWD-QUEUE-06 read literally).
    """

    info = GameInfo(
        id="star-wars-destiny",
        version=1,
        name="Star Wars: Destiny",
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility="zero-sum",
        max_game_length=20_000,
        parameters={
            "decks": "rey,kylo",
            "card_files": "",
            "symbol_targets": "seed",
            "decline_extra_action": "pass",
            "trigger_order": "resolving-player",
        },
        choices={
            "symbol_targets": ("seed", "printed-game"),
            "decline_extra_action": ("pass", "no-pass"),
            "trigger_order": ("resolving-player", "battlefield-controller"),
        },
        parameter_help={
            "decks": "2 to 4 decks, comma-separated: shipped names (rey, kylo, jedi...) "
            "or deck files",
            "card_files": "card data files to use instead of the Awakenings cards",
            "symbol_targets": "seed: damage and shields go to any character; "
            "printed-game: damage to an opponent's, shields to your own",
            "decline_extra_action": "pass: declining an additional action passes; "
            "no-pass: it does not",
            "trigger_order": "who orders abilities that trigger together",
        },
        description=(
            "Dice and card duel for 2 (or 3-4 free-for-all) players: Awakenings, "
            "starter decks Rey vs Kylo Ren by default."
        ),
    )

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        files = self.list_param("card_files")
        self.pool: CardPool = load_pool([Path(f) for f in files]) if files else load_pool()
        names = self.list_param("decks")
        if not 2 <= len(names) <= 4:
            raise ParameterError(
                f"{self.info.full_id}: parameter 'decks' needs two to four decks separated "
                f"by a comma (one per player), got {self.params['decks']!r}"
            )
        self.decks: tuple[DeckList, ...] = tuple(load_deck(n, self.pool) for n in names)
        self.player_names = tuple(f"P{i + 1} {deck.name}" for i, deck in enumerate(self.decks))

    @property
    def num_players(self) -> int:
        """One seat per deck: 2 to 4 (SWD-MULTI-02)."""
        return len(self.decks)

    def seat_name(self, seat: int) -> str:
        return self.player_names[seat]

    def new_initial_state(self, seed: int = 0) -> DestinyState:
        state = DestinyState(self, seed)
        start_game(state)
        state.decision()
        return state

    def num_distinct_actions(self) -> int:
        return enc.NUM_ACTIONS

    def greedy_policy(self) -> Callable[[Mapping[str, Any], list[int]], int] | None:
        from rulebound.games.destiny.greedy import greedy_policy

        return greedy_policy

    def position_evaluation(self) -> tuple[Callable[[Any, int], float], float] | None:
        from rulebound.games.destiny.planner import evaluate

        return evaluate, 10.0

    def planner_policy(self) -> Callable[..., int] | None:
        from rulebound.games.destiny.planner import planner_choose

        return planner_choose
