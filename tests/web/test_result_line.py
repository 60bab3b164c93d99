"""The web player's end-of-game line: who won, and why (the reason every game's view
gives as ``win_reason``), so the end panel reads on its own."""

from __future__ import annotations

import pytest

from rulebound import load_game
from rulebound.kernel.rng import Rng
from rulebound.web import frontend


@pytest.mark.parametrize(
    "game_id", ["marvel-mission-arena", "star-wars-destiny", "marvel-champions", "gloomhaven"]
)
def test_the_result_line_gives_the_winner_and_the_reason(game_id: str) -> None:
    game = load_game(game_id)
    s = game.new_initial_state(seed=1)
    rng = Rng(1)
    assert frontend.result_text(s, frontend.seat_names(s), frontend.view(s, 0)) == ""
    while not s.is_terminal():
        options = s.decision().options
        s.apply_action(options[rng.randbelow(len(options))])
    names = frontend.seat_names(s)
    for seat in range(len(names)):
        view = frontend.view(s, seat)
        line = frontend.result_text(s, names, view)
        reason = view["win_reason"]
        assert reason and line.startswith("The game is over: ")
        assert line.endswith(f": {reason}.")
        returns = s.returns()
        if len(set(returns)) > 1:
            assert names[returns.index(max(returns))] in line
        if game.info.utility == "identical":  # it read "everyone loses" in a co-op game
            won = "win" if returns[0] > 0 else "lose"
            assert line.startswith(f"The game is over: the players {won}: "), line
