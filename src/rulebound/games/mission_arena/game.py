"""The :class:`MissionArenaGame`: parameters, card pool, decks, and the registry entry."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena import flow  # noqa: F401  (registers the steps)
from rulebound.games.mission_arena.cards import CardPool, DeckList, load_deck, load_pool
from rulebound.games.mission_arena.setup import start_game
from rulebound.games.mission_arena.state import MissionArenaState
from rulebound.kernel.game import Game, GameInfo, register


@register
class MissionArenaGame(Game):
    """Marvel Mission Arena (the seed's "Marvel Trading Card Game", Cicaboom 2022).

    Parameters (see the README for the readings behind them):

    * ``decks``: two shipped deck names or deck file paths, comma-separated;
    * ``card_files``: card data files (comma-separated) replacing the demo pool;
    * ``special_abilities``: Advanced Rules Level 1 (MTCG-SA-01);
    * ``weak_points``: Optional Advanced Rules Level 2, ``off``, ``A`` or ``B`` (MTCG-WEAK);
    * ``first_turn_counts``: count the first player's Challenge-less first turn among
      the five (MTCG-WIN-02, other reading);
    * ``defeat_needs_more``: Defeated needs Attack *above* Defense + Resistance
      (MTCG-RES-08, other reading);
    * ``brute_force_miss``: ``exhaust`` or ``no-effect`` (MTCG-BRUTE-02);
    * ``swap_returns_hit_points``: ``moved`` or ``to-hand-only`` (MTCG-CP-04).
    """

    info = GameInfo(
        id="marvel-mission-arena",
        version=1,
        name="Marvel Mission Arena",
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility="zero-sum",
        max_game_length=20_000,
        parameters={
            "decks": "avengers,villains",
            "card_files": "",
            "special_abilities": True,
            "weak_points": "off",
            "first_turn_counts": False,
            "defeat_needs_more": False,
            "brute_force_miss": "exhaust",
            "swap_returns_hit_points": "moved",
        },
        choices={
            "weak_points": ("off", "A", "B"),
            "brute_force_miss": ("exhaust", "no-effect"),
            "swap_returns_hit_points": ("moved", "to-hand-only"),
        },
        parameter_help={
            "decks": "the two decks, comma-separated: avengers, villains or deck files",
            "card_files": "card data files to use instead of the shipped cards",
            "special_abilities": "play with the cards' Special Abilities",
            "weak_points": "the optional Weak Point bonus table A or B, or off",
            "first_turn_counts": "the first player's turn without Challenges counts among the five",
            "defeat_needs_more": "a defeat needs Attack above Defense + Resistance, "
            "not equal to it",
            "brute_force_miss": "what a missed Brute Force does to its user",
            "swap_returns_hit_points": "where Hit Points go when protagonists swap",
        },
        seat_names=("P1 Avengers", "P2 Villains"),
        description="Two-player Marvel protagonist card game: Squads, Missions, Challenges.",
    )

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        files = self.list_param("card_files")
        self.pool: CardPool = load_pool([Path(f) for f in files]) if files else load_pool()
        names = self.list_param("decks", count=2, what="decks")
        self.decks: tuple[DeckList, DeckList] = (
            load_deck(names[0], self.pool),
            load_deck(names[1], self.pool),
        )
        self.player_names = tuple(f"P{i + 1} {deck.name}" for i, deck in enumerate(self.decks))

    def new_initial_state(self, seed: int = 0) -> MissionArenaState:
        state = MissionArenaState(self, seed)
        start_game(state)
        state.decision()  # run the automatic steps up to the first decision
        return state

    def seat_name(self, seat: int) -> str:
        return self.player_names[seat]

    def num_distinct_actions(self) -> int:
        return enc.NUM_ACTIONS

    def greedy_policy(self) -> Callable[[Mapping[str, Any], list[int]], int] | None:
        from rulebound.games.mission_arena.heuristic import greedy_policy

        return greedy_policy
